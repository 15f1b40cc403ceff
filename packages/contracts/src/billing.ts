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

/** A subscription that can still charge or change (not ended): a family has at most one. */
export const isLiveStatus = (status: string): boolean =>
  status !== 'canceled' && status !== 'incomplete_expired' && ProviderStatus.safeParse(status).success;

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

/** `999, 'usd'` → `$9.99`: the one way an amount is written, on the pages and in the emails. */
export function formatMoney(minor: number, currency: string = PLAN.currency): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    minor / 100,
  );
}

/** The family's current (newest) subscription, as a parent sees it. Dates are ISO. */
export const BillingSubscription = z.object({
  id: z.string(),
  status: ProviderStatus,
  frequency: Frequency.nullable(),
  amount: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  trial_end_at: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: z.string().nullable(),
  /** When the card is next charged, and how much (null when nothing more will be charged). */
  next_charge_at: z.string().nullable(),
  next_charge_amount: z.number().int().nullable(),
  /** The provider's words for the last failed charge (e.g. "Your card was declined."). */
  payment_error: z.string().nullable(),
});
export type BillingSubscription = z.infer<typeof BillingSubscription>;

export const BillingProviderName = z.enum(['stripe', 'test']);
export type BillingProviderName = z.infer<typeof BillingProviderName>;

/** GET /v1/billing/overview: everything /my-account/subscriptions shows. */
export const BillingOverview = z.object({
  status: SubscriptionStatusResponse,
  access: z.object({ state: AccessState, has_access: z.boolean(), access_until: z.string().nullable() }),
  subscription: BillingSubscription.nullable(),
  /** A free trial is offered only to a family that never had a subscription. */
  trial_available: z.boolean(),
  provider: BillingProviderName,
  /** The built-in test provider: no real money moves; every billing page says so. */
  test_mode: z.boolean(),
});
export type BillingOverview = z.infer<typeof BillingOverview>;

/** A card on file, read live from the provider. Only brand, last 4 digits and expiry are ever known. */
export const BillingCard = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  is_default: z.boolean(),
});
export type BillingCard = z.infer<typeof BillingCard>;

export const BillingCards = z.object({ cards: z.array(BillingCard) });
export type BillingCards = z.infer<typeof BillingCards>;

/** A paid invoice, as a receipt. */
export const Receipt = z.object({
  id: z.string(),
  number: z.string().nullable(),
  amount_paid: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** The provider's page for this invoice (null for the test provider). */
  url: z.string().nullable(),
});
export type Receipt = z.infer<typeof Receipt>;

export const PurchasesQuery = z.object({ session_id: z.string().min(1).max(200).optional() });
export type PurchasesQuery = z.infer<typeof PurchasesQuery>;

/**
 * GET /v1/billing/purchases: the receipt page. `processing` while a checkout that just came back is
 * not yet confirmed by the provider's webhook (the page asks again every few seconds).
 */
export const PurchasesResponse = z.object({
  state: z.enum(['none', 'processing', 'complete']),
  subscription: BillingSubscription.nullable(),
  receipts: z.array(Receipt),
});
export type PurchasesResponse = z.infer<typeof PurchasesResponse>;

// The built-in test provider's checkout and portal pages (no STRIPE_SECRET_KEY). Their session id is
// the credential, as Stripe's own checkout and portal URLs are.

export const TestCardOutcome = z.enum(['succeeds', 'declines_later', 'declined', 'insufficient_funds']);
export type TestCardOutcome = z.infer<typeof TestCardOutcome>;

/** The card numbers the test pages take, and what each does (decision 027). */
export const TEST_CARDS: readonly { number: string; brand: string; outcome: TestCardOutcome }[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeds' },
  { number: '4000000000000341', brand: 'visa', outcome: 'declines_later' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds' },
];

export const TestCheckout = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  email: z.string(),
  frequency: Frequency,
  amount: z.number().int(),
  currency: z.string(),
  /** Null when this family already had its trial. */
  trial_days: z.number().int().nullable(),
  first_charge_at: z.string(),
  cancel_url: z.string(),
  test_cards: z.array(z.object({ number: z.string(), brand: z.string(), outcome: TestCardOutcome })),
});
export type TestCheckout = z.infer<typeof TestCheckout>;

/** A card typed on a test page. Only the brand and last 4 digits are kept. */
export const TestCardRequest = z.object({
  card_number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number.')),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'The security code is 3 or 4 digits.'),
  name: z.string().trim().min(1, 'Enter the name on the card.').max(200),
});
export type TestCardRequest = z.input<typeof TestCardRequest>;

export const TestPayResponse = z.object({ redirect_url: z.string() });
export type TestPayResponse = z.infer<typeof TestPayResponse>;

export const TestPortal = z.object({
  email: z.string(),
  return_url: z.string(),
  subscription: z
    .object({
      id: z.string(),
      status: ProviderStatus,
      frequency: Frequency.nullable(),
      amount: z.number().int(),
      currency: z.string(),
      trial_end_at: z.string().nullable(),
      current_period_end: z.string().nullable(),
      cancel_at_period_end: z.boolean(),
    })
    .nullable(),
  cards: z.array(BillingCard),
  plans: z.array(z.object({ frequency: Frequency, amount: z.number().int(), currency: z.string() })),
});
export type TestPortal = z.infer<typeof TestPortal>;

export const TestPlanRequest = z.object({ frequency: Frequency });
export type TestPlanRequest = z.infer<typeof TestPlanRequest>;

/** A test clock for demos: end the trial, or the current period, now. */
export const TestAdvanceRequest = z.object({ to: z.enum(['end_trial', 'renew']) });
export type TestAdvanceRequest = z.infer<typeof TestAdvanceRequest>;
