import { z } from 'zod';

// The family membership (decision 027): prices, trial, grace and what is free, in one place, read by
// the API (checkout, emails, the access rule) and by the web (the pages that show them). Requests and
// responses of /v1/parent/subscribe and /v1/subscription/status are pinned by DESIGN.md §9.

export const PLAN = {
  productName: 'Youth Enrichments membership',
  currency: 'usd',
  /** In minor units (cents). */
  prices: { monthly: 999, yearly: 7999 },
  trialDays: 7,
  /** Days of access kept after a charge fails (or has not settled yet), while the parent fixes the card. */
  graceDays: 7,
  /** The first chapter (a game course's first level) of every course is free. */
  freeChaptersPerCourse: 1,
} as const;

export const Frequency = z.enum(['monthly', 'yearly']);
export type Frequency = z.infer<typeof Frequency>;

/** Whether the chapter at this 0-based position in its course is free without a membership. */
export const isFreeChapter = (index: number): boolean => index < PLAN.freeChaptersPerCourse;

/** The provider's words for a subscription's state (Stripe's). */
export const ProviderStatus = z.enum([
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
]);
export type ProviderStatus = z.infer<typeof ProviderStatus>;

/** What the access rule makes of a family's subscriptions. */
export const AccessState = z.enum(['none', 'trialing', 'active', 'grace', 'ended']);
export type AccessState = z.infer<typeof AccessState>;

export const SubscribeRequest = z.object({ frequency: Frequency });
export type SubscribeRequest = z.infer<typeof SubscribeRequest>;

export const SubscribeResponse = z.object({ checkout_url: z.string() });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;

/** GET /v1/subscription/status: from our database; `status` is `none` before any subscription. */
export const SubscriptionStatusResponse = z.object({
  status: z.union([z.literal('none'), ProviderStatus]),
  has_access: z.boolean(),
  frequency: Frequency.nullable(),
  trial_end_at: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponse>;
