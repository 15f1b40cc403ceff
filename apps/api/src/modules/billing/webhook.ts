import { z } from 'zod';
import { AppError, Invalid } from '../../errors.ts';
import type { BillingDeps } from './provider.ts';
import * as q from './queries.ts';

// POST /v1/billing/webhook (decision 027): the provider's events, Stripe's or the test provider's,
// both signed with STRIPE_WEBHOOK_SECRET. The signature is checked on the raw bytes; each event id is
// recorded once and handed to the `billing.customer` job, which re-reads the provider.

export const CUSTOMER_JOB = 'billing.customer';
/** Stripe's own default: an event signed more than 5 minutes ago is refused (a replayed capture). */
const TOLERANCE_SECONDS = 300;

export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
]);

class BadSignature extends AppError {
  constructor() {
    super(400, 'bad_signature', 'The webhook signature is missing, wrong or too old.');
  }
}

const EventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int(),
  data: z.object({
    object: z.looseObject({
      id: z.string().optional(),
      object: z.string(),
      customer: z.unknown().optional(),
    }),
  }),
});

/** The customer an event is about: `data.object.customer`, or the object itself for customer.* events. */
function customerOf(object: z.infer<typeof EventEnvelope>['data']['object']): string | null {
  const c = object.customer;
  if (typeof c === 'string') return c;
  if (c && typeof c === 'object' && 'id' in c && typeof c.id === 'string') return c.id;
  return object.object === 'customer' ? (object.id ?? null) : null;
}

export async function receiveWebhook(
  deps: BillingDeps,
  raw: Buffer,
  signature: string | string[] | undefined,
): Promise<{ received: true }> {
  if (typeof signature !== 'string' || signature.length === 0) throw new BadSignature();
  // Loaded on the first event, not at start (the SDK is about 15 MB of memory, issue 17).
  const { default: Stripe } = await import('stripe');
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(
      raw,
      signature,
      deps.config.billing.webhookSecret,
      TOLERANCE_SECONDS,
      undefined,
      deps.now().getTime(),
    );
  } catch {
    throw new BadSignature();
  }
  const envelope = EventEnvelope.safeParse(parsed);
  if (!envelope.success) throw new Invalid('The webhook event is not one this server understands.');
  const event = envelope.data;
  const provider = deps.config.billing.provider;
  const customerId = customerOf(event.data.object);
  const handled = HANDLED_EVENTS.has(event.type) && customerId !== null;
  const now = deps.now();

  const isNew = await q.insertEvent(deps.db, {
    id: event.id,
    provider,
    type: event.type,
    customerId,
    objectId: event.data.object.id ?? null,
    eventCreatedAt: new Date(event.created * 1000),
    receivedAt: now,
    // An event we do not act on is recorded as seen and done.
    processedAt: handled ? null : now,
    outcome: handled ? null : 'ignored',
  });
  if (!handled) return { received: true };
  if (!isNew) {
    const seen = await q.findEvent(deps.db, event.id);
    // A replay of a processed event changes nothing; one whose job was lost is queued again.
    if (seen?.processedAt) return { received: true };
  }
  await deps.jobs.send(CUSTOMER_JOB, { provider, customerId, eventId: event.id });
  return { received: true };
}
