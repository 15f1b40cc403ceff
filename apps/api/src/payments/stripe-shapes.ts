import { type Frequency, ProviderStatus } from '@ye/contracts/billing';
import type Stripe from 'stripe';
import type { InvoiceStatus, ProviderCard, ProviderInvoice, ProviderSubscription } from './provider.ts';

// Stripe's objects as far as billing reads them (API version 2026-10-28, stripe-node 23). Each shape
// is a Pick of the SDK's own type, so a renamed field fails the typecheck; real Stripe answers are
// supersets of these. The built-in test provider and the tests' fake Stripe build these same shapes
// (simulation.ts), and one normalizer below reads both.

type Id<T> = string | T;

export type PriceShape = Pick<Stripe.Price, 'id' | 'currency' | 'unit_amount' | 'lookup_key'> & {
  recurring: Pick<Stripe.Price.Recurring, 'interval'> | null;
};

export type SubscriptionItemShape = Pick<
  Stripe.SubscriptionItem,
  'id' | 'current_period_start' | 'current_period_end'
> & { price: PriceShape };

export type SubscriptionShape = Pick<
  Stripe.Subscription,
  | 'id'
  | 'status'
  | 'created'
  | 'trial_start'
  | 'trial_end'
  | 'cancel_at_period_end'
  | 'cancel_at'
  | 'canceled_at'
  | 'ended_at'
  | 'metadata'
> & {
  object: 'subscription';
  customer: Id<{ id: string }>;
  default_payment_method: Id<{ id: string }> | null;
  latest_invoice: Id<{ id: string }> | null;
  items: { data: SubscriptionItemShape[] };
};

/** The payment attempt of an invoice, with the payment intent expanded for its error message. */
export interface InvoicePaymentShape {
  payment: { payment_intent?: Id<{ last_payment_error?: { message?: string } | null }> | null };
}

export type InvoiceShape = Pick<
  Stripe.Invoice,
  | 'id'
  | 'number'
  | 'amount_due'
  | 'amount_paid'
  | 'currency'
  | 'created'
  | 'period_start'
  | 'period_end'
  | 'hosted_invoice_url'
  | 'attempt_count'
  | 'next_payment_attempt'
> & {
  object: 'invoice';
  status: InvoiceStatus | null;
  customer: Id<{ id: string }> | null;
  parent: { subscription_details: { subscription: Id<{ id: string }> } | null } | null;
  status_transitions: { paid_at: number | null };
  payments?: { data: InvoicePaymentShape[] };
};

export type PaymentMethodShape = Pick<Stripe.PaymentMethod, 'id' | 'metadata'> & {
  object: 'payment_method';
  customer: Id<{ id: string }> | null;
  card: Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year'> | null;
};

export type CustomerShape = Pick<Stripe.Customer, 'id' | 'email' | 'name' | 'metadata' | 'created'> & {
  object: 'customer';
  invoice_settings: { default_payment_method: Id<{ id: string }> | null };
};

export type CheckoutSessionShape = Pick<
  Stripe.Checkout.Session,
  'id' | 'client_reference_id' | 'success_url' | 'cancel_url' | 'url' | 'expires_at' | 'created'
> & {
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  customer: Id<{ id: string }> | null;
  subscription: Id<{ id: string }> | null;
  metadata: Record<string, string>;
};

export type PortalSessionShape = Pick<
  Stripe.BillingPortal.Session,
  'id' | 'return_url' | 'url' | 'created'
> & {
  object: 'billing_portal.session';
  customer: string;
};

/** A webhook event as both providers send it. */
export interface EventShape {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string | null;
  livemode: boolean;
  pending_webhooks: number;
  request: null;
  data: { object: { id?: string; object: string; customer?: unknown } & Record<string, unknown> };
}

export const idOf = (value: Id<{ id: string }> | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const dateOf = (seconds: number | null | undefined): Date | null =>
  seconds == null ? null : new Date(seconds * 1000);

const FREQUENCY: Record<string, Frequency> = { month: 'monthly', year: 'yearly' };

export function toSubscription(s: SubscriptionShape): ProviderSubscription {
  const item = s.items.data[0];
  const customerId = idOf(s.customer);
  if (!item || !customerId) throw new Error(`subscription ${s.id} has no item or customer`);
  // Stripe keeps the billing period on the item since API 2025-03-31 (basil).
  return {
    id: s.id,
    customerId,
    status: ProviderStatus.safeParse(s.status).data ?? 'incomplete',
    frequency: FREQUENCY[item.price.recurring?.interval ?? ''] ?? null,
    priceId: item.price.id,
    amount: item.price.unit_amount ?? 0,
    currency: item.price.currency,
    createdAt: new Date(s.created * 1000),
    trialStart: dateOf(s.trial_start),
    trialEnd: dateOf(s.trial_end),
    currentPeriodStart: dateOf(item.current_period_start),
    currentPeriodEnd: dateOf(item.current_period_end),
    cancelAtPeriodEnd: s.cancel_at_period_end,
    cancelAt: dateOf(s.cancel_at),
    canceledAt: dateOf(s.canceled_at),
    endedAt: dateOf(s.ended_at),
    defaultPaymentMethodId: idOf(s.default_payment_method),
    latestInvoiceId: idOf(s.latest_invoice),
  };
}

function paymentErrorOf(inv: InvoiceShape): string | null {
  for (const p of inv.payments?.data ?? []) {
    const intent = p.payment.payment_intent;
    if (intent && typeof intent !== 'string' && intent.last_payment_error?.message)
      return intent.last_payment_error.message;
  }
  return null;
}

export function toInvoice(inv: InvoiceShape): ProviderInvoice {
  const customerId = idOf(inv.customer);
  if (!customerId) throw new Error(`invoice ${inv.id} has no customer`);
  return {
    id: inv.id,
    customerId,
    subscriptionId: idOf(inv.parent?.subscription_details?.subscription),
    status: inv.status ?? 'draft',
    number: inv.number,
    amountDue: inv.amount_due,
    amountPaid: inv.amount_paid,
    currency: inv.currency,
    createdAt: new Date(inv.created * 1000),
    paidAt: dateOf(inv.status_transitions.paid_at),
    periodStart: dateOf(inv.period_start),
    periodEnd: dateOf(inv.period_end),
    hostedUrl: inv.hosted_invoice_url ?? null,
    // Only an unpaid invoice's error is news to the parent.
    paymentError: inv.status === 'open' ? paymentErrorOf(inv) : null,
  };
}

export function toCard(pm: PaymentMethodShape): ProviderCard | null {
  if (!pm.card) return null;
  return {
    id: pm.id,
    brand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
  };
}
