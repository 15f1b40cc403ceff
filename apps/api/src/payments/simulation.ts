import { type Frequency, isLiveStatus, PLAN, TEST_CARDS, type TestCardOutcome } from '@ye/contracts/billing';
import type {
  CheckoutSessionShape,
  CustomerShape,
  EventShape,
  InvoiceShape,
  PaymentMethodShape,
  PortalSessionShape,
  PriceShape,
  SubscriptionShape,
} from './stripe-shapes.ts';
import { idOf } from './stripe-shapes.ts';

// A small model of Stripe Billing (decision 027): customers, checkout, subscriptions with a trial,
// invoices, cards, the portal's changes and the passing of time, on Stripe-shaped objects. The built-in
// test provider runs it over rows in PostgreSQL; the tests' fake Stripe runs it in memory behind
// Stripe's HTTP API. Each operation changes a `Ledger` (one customer's objects) and records the events
// Stripe would send, which the caller stores and delivers.

export type SimObject =
  | CustomerShape
  | SubscriptionShape
  | InvoiceShape
  | PaymentMethodShape
  | CheckoutSessionShape
  | PortalSessionShape;

/** A refusal Stripe would answer with a 402 card error: its message is written for the customer. */
export class CardDeclined extends Error {
  readonly code: string;
  constructor(message: string, code = 'card_declined') {
    super(message);
    this.name = 'CardDeclined';
    this.code = code;
  }
}

/** A request Stripe would refuse (400/404): a programming or stale-page error, not the customer's. */
export class SimRefused extends Error {
  readonly notFound: boolean;
  constructor(message: string, notFound = false) {
    super(message);
    this.name = 'SimRefused';
    this.notFound = notFound;
  }
}

export const API_VERSION = '2026-10-28.endive';
const DAY = 24 * 60 * 60;
const TRIAL_WILL_END_BEFORE = 3 * DAY;
const RETRY_EVERY = 2 * DAY;
/**
 * Charge attempts before the subscription is cancelled: the first charge and 4 retries, so the 4th
 * failed retry is on day 8, after our 7-day grace (decision 027), not inside it.
 */
const MAX_ATTEMPTS = 5;

export interface SimContext {
  now: Date;
  newId: (prefix: string) => string;
  /** Where this provider's checkout and portal pages live (our origin, or a fake host). */
  checkoutUrl: (sessionId: string) => string;
  portalUrl: (sessionId: string) => string;
}

/** The price of a plan, made from PLAN (the Stripe provider finds the real one by its lookup key). */
export function planPrice(frequency: Frequency): PriceShape {
  const amount = PLAN.prices[frequency];
  return {
    id: `price_test_${frequency}_${amount}`,
    currency: PLAN.currency,
    unit_amount: amount,
    lookup_key: `ye_membership_${frequency}_${PLAN.currency}_${amount}`,
    recurring: { interval: frequency === 'monthly' ? 'month' : 'year' },
  };
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** `start` plus one billing interval, in UTC calendar months (a month from Jan 31 is the end of Feb). */
export function addInterval(start: number, interval: string): number {
  if (interval === 'day' || interval === 'week') return start + (interval === 'day' ? 1 : 7) * DAY;
  const d = new Date(start * 1000);
  const months = interval === 'year' ? 12 : 1;
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return seconds(d);
}

export interface TestCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Checks a typed test card: only the documented numbers, an expiry in the future, a 3–4 digit CVC. */
export function acceptTestCard(
  card: TestCardInput,
  now: Date,
): { brand: string; last4: string; outcome: TestCardOutcome } {
  const known = TEST_CARDS.find((c) => c.number === card.number);
  if (!known) throw new CardDeclined('Use one of the test cards shown on this page.', 'invalid_number');
  const endOfExpiry = Date.UTC(card.expYear, card.expMonth, 1);
  if (endOfExpiry <= now.getTime()) throw new CardDeclined('Your card has expired.', 'expired_card');
  if (!/^\d{3,4}$/.test(card.cvc))
    throw new CardDeclined('Your card’s security code is incorrect.', 'incorrect_cvc');
  if (known.outcome === 'declined') throw new CardDeclined('Your card was declined.');
  if (known.outcome === 'insufficient_funds')
    throw new CardDeclined('Your card has insufficient funds.', 'insufficient_funds');
  return { brand: known.brand, last4: card.number.slice(-4), outcome: known.outcome };
}

/** One customer's objects while an operation changes them, and the events it caused. */
export class Ledger {
  readonly #objects = new Map<string, SimObject>();
  readonly changed = new Set<string>();
  readonly events: EventShape[] = [];
  readonly ctx: SimContext;

  constructor(objects: Iterable<SimObject>, ctx: SimContext) {
    for (const o of objects) this.#objects.set(o.id, o);
    this.ctx = ctx;
  }

  get nowSeconds(): number {
    return seconds(this.ctx.now);
  }

  all(): SimObject[] {
    return [...this.#objects.values()];
  }

  find<K extends SimObject['object']>(id: string, kind: K): Extract<SimObject, { object: K }> | null {
    const o = this.#objects.get(id);
    return o && o.object === kind ? (o as Extract<SimObject, { object: K }>) : null;
  }

  get<K extends SimObject['object']>(id: string, kind: K): Extract<SimObject, { object: K }> {
    const o = this.find(id, kind);
    if (!o) throw new SimRefused(`No such ${kind}: '${id}'`, true);
    return o;
  }

  ofKind<K extends SimObject['object']>(kind: K): Extract<SimObject, { object: K }>[] {
    return this.all().filter((o): o is Extract<SimObject, { object: K }> => o.object === kind);
  }

  put(o: SimObject): void {
    this.#objects.set(o.id, o);
    this.changed.add(o.id);
  }

  emit(type: string, o: SimObject): void {
    this.events.push({
      id: this.ctx.newId('evt'),
      object: 'event',
      type,
      created: this.nowSeconds,
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: null,
      data: { object: structuredClone(o) as unknown as EventShape['data']['object'] },
    });
  }
}

export function createCustomer(l: Ledger, p: { email: string; name: string; userId: string }): CustomerShape {
  const customer: CustomerShape = {
    id: l.ctx.newId('cus'),
    object: 'customer',
    email: p.email,
    name: p.name,
    metadata: { user_id: p.userId },
    created: l.nowSeconds,
    invoice_settings: { default_payment_method: null },
  };
  l.put(customer);
  return customer;
}

export function createCheckoutSession(
  l: Ledger,
  p: {
    customerId: string;
    clientReferenceId: string;
    frequency: Frequency;
    trialDays: number | null;
    successUrl: string;
    cancelUrl: string;
  },
): CheckoutSessionShape {
  l.get(p.customerId, 'customer');
  const id = l.ctx.newId('cs');
  const session: CheckoutSessionShape = {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'open',
    customer: p.customerId,
    client_reference_id: p.clientReferenceId,
    subscription: null,
    success_url: p.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
    cancel_url: p.cancelUrl,
    url: l.ctx.checkoutUrl(id),
    created: l.nowSeconds,
    expires_at: l.nowSeconds + DAY,
    metadata: { frequency: p.frequency, trial_days: p.trialDays == null ? '' : String(p.trialDays) },
  };
  l.put(session);
  return session;
}

/** The session as its page sees it: `expired` once past `expires_at` (Stripe expires it itself). */
export function sessionStatus(session: CheckoutSessionShape, now: Date): CheckoutSessionShape['status'] {
  if (session.status === 'open' && session.expires_at <= seconds(now)) return 'expired';
  return session.status;
}

function addCardObject(
  l: Ledger,
  customerId: string,
  card: TestCardInput & { name: string },
): PaymentMethodShape {
  const accepted = acceptTestCard(card, l.ctx.now);
  const pm: PaymentMethodShape = {
    id: l.ctx.newId('pm'),
    object: 'payment_method',
    customer: customerId,
    metadata: { test_outcome: accepted.outcome },
    card: { brand: accepted.brand, last4: accepted.last4, exp_month: card.expMonth, exp_year: card.expYear },
  };
  l.put(pm);
  return pm;
}

function invoiceNumber(l: Ledger, customerId: string): string {
  const n = l.ofKind('invoice').filter((i) => idOf(i.customer) === customerId).length + 1;
  return `${customerId.slice(-8).toUpperCase()}-${String(n).padStart(4, '0')}`;
}

function newInvoice(
  l: Ledger,
  sub: SubscriptionShape,
  amount: number,
  start: number,
  end: number,
): InvoiceShape {
  const customerId = idOf(sub.customer) as string;
  const invoice: InvoiceShape = {
    id: l.ctx.newId('in'),
    object: 'invoice',
    status: 'open',
    number: invoiceNumber(l, customerId),
    customer: customerId,
    parent: { subscription_details: { subscription: sub.id } },
    amount_due: amount,
    amount_paid: 0,
    currency: sub.items.data[0]?.price.currency ?? PLAN.currency,
    created: l.nowSeconds,
    period_start: start,
    period_end: end,
    hosted_invoice_url: null,
    attempt_count: 0,
    next_payment_attempt: null,
    status_transitions: { paid_at: null },
    payments: { data: [] },
  };
  sub.latest_invoice = invoice.id;
  l.put(invoice);
  return invoice;
}

/** The card a charge for this subscription uses: the subscription's, else the customer's default. */
function chargeCard(l: Ledger, sub: SubscriptionShape): PaymentMethodShape | null {
  const customer = l.get(idOf(sub.customer) as string, 'customer');
  const id = idOf(sub.default_payment_method) ?? idOf(customer.invoice_settings.default_payment_method);
  const pm = id ? l.find(id, 'payment_method') : null;
  return pm && idOf(pm.customer) === customer.id ? pm : null;
}

/** Tries to pay an invoice; true when it was paid. A failure leaves the error on the invoice. */
function attempt(l: Ledger, sub: SubscriptionShape, invoice: InvoiceShape): boolean {
  if (invoice.amount_due === 0) {
    invoice.status = 'paid';
    invoice.status_transitions = { paid_at: l.nowSeconds };
    invoice.next_payment_attempt = null;
    l.put(invoice);
    return true;
  }
  const pm = chargeCard(l, sub);
  invoice.attempt_count += 1;
  const ok = pm?.metadata?.test_outcome === 'succeeds';
  const intent = {
    id: l.ctx.newId('pi'),
    last_payment_error: ok
      ? null
      : { message: pm ? 'Your card was declined.' : 'There is no card to charge.' },
  };
  invoice.payments = { data: [{ payment: { payment_intent: intent } }, ...(invoice.payments?.data ?? [])] };
  if (ok) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.status_transitions = { paid_at: l.nowSeconds };
    invoice.next_payment_attempt = null;
  } else {
    invoice.next_payment_attempt = l.nowSeconds + RETRY_EVERY;
  }
  l.put(invoice);
  return ok;
}

function settle(l: Ledger, sub: SubscriptionShape, invoice: InvoiceShape, paid: boolean): void {
  sub.status = paid ? 'active' : 'past_due';
  l.put(sub);
  l.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  l.emit('customer.subscription.updated', sub);
}

export function completeCheckout(
  l: Ledger,
  sessionId: string,
  card: TestCardInput & { name: string },
): { session: CheckoutSessionShape; subscription: SubscriptionShape } {
  const session = l.get(sessionId, 'checkout.session');
  const status = sessionStatus(session, l.ctx.now);
  if (status !== 'open') throw new SimRefused(`This checkout session is ${status}.`);
  const customerId = idOf(session.customer) as string;
  const frequency = (session.metadata.frequency === 'yearly' ? 'yearly' : 'monthly') as Frequency;
  const trialDays = session.metadata.trial_days ? Number(session.metadata.trial_days) : null;
  const pm = addCardObject(l, customerId, card);
  // Without a trial the first charge is taken now: a card that will decline is refused here.
  if (!trialDays && pm.metadata?.test_outcome !== 'succeeds')
    throw new CardDeclined('Your card was declined.');

  const price = planPrice(frequency);
  const now = l.nowSeconds;
  const periodEnd = trialDays
    ? now + trialDays * DAY
    : addInterval(now, price.recurring?.interval ?? 'month');
  const sub: SubscriptionShape = {
    id: l.ctx.newId('sub'),
    object: 'subscription',
    customer: customerId,
    status: trialDays ? 'trialing' : 'active',
    created: now,
    trial_start: trialDays ? now : null,
    trial_end: trialDays ? periodEnd : null,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    metadata: { user_id: session.client_reference_id ?? '' },
    default_payment_method: pm.id,
    latest_invoice: null,
    items: {
      data: [{ id: l.ctx.newId('si'), price, current_period_start: now, current_period_end: periodEnd }],
    },
  };
  // Stripe makes a $0 invoice for the start of a trial, and charges the first period otherwise.
  const invoice = newInvoice(l, sub, trialDays ? 0 : (price.unit_amount ?? 0), now, periodEnd);
  attempt(l, sub, invoice);
  l.put(sub);
  session.status = 'complete';
  session.subscription = sub.id;
  l.put(session);
  l.emit('customer.subscription.created', sub);
  l.emit('invoice.paid', invoice);
  l.emit('checkout.session.completed', session);
  return { session, subscription: sub };
}

export function createPortalSession(
  l: Ledger,
  p: { customerId: string; returnUrl: string },
): PortalSessionShape {
  l.get(p.customerId, 'customer');
  const id = l.ctx.newId('bps');
  const session: PortalSessionShape = {
    id,
    object: 'billing_portal.session',
    customer: p.customerId,
    return_url: p.returnUrl,
    url: l.ctx.portalUrl(id),
    created: l.nowSeconds,
  };
  l.put(session);
  return session;
}

export const isLive = (sub: SubscriptionShape) => isLiveStatus(sub.status);

export function subscriptionsOf(l: Ledger, customerId: string): SubscriptionShape[] {
  return l
    .ofKind('subscription')
    .filter((s) => idOf(s.customer) === customerId)
    .sort((a, b) => b.created - a.created || b.id.localeCompare(a.id));
}

/** The portal's plan switch: a trial keeps its end; a paid period restarts now, minus unused time. */
export function switchPlan(l: Ledger, subscriptionId: string, frequency: Frequency): SubscriptionShape {
  const sub = l.get(subscriptionId, 'subscription');
  if (!isLive(sub)) throw new SimRefused('This subscription has ended.');
  const item = sub.items.data[0];
  if (!item) throw new SimRefused('This subscription has no plan.');
  const price = planPrice(frequency);
  if (item.price.id === price.id) return sub;
  const oldAmount = item.price.unit_amount ?? 0;
  item.price = price;
  if (sub.status === 'trialing') {
    l.put(sub);
    l.emit('customer.subscription.updated', sub);
    return sub;
  }
  const now = l.nowSeconds;
  const length = Math.max(1, item.current_period_end - item.current_period_start);
  const unused = Math.round((oldAmount * Math.max(0, item.current_period_end - now)) / length);
  item.current_period_start = now;
  item.current_period_end = addInterval(now, price.recurring?.interval ?? 'month');
  const invoice = newInvoice(
    l,
    sub,
    Math.max(0, (price.unit_amount ?? 0) - unused),
    now,
    item.current_period_end,
  );
  settle(l, sub, invoice, attempt(l, sub, invoice));
  return sub;
}

export function setCancelAtPeriodEnd(l: Ledger, subscriptionId: string, cancel: boolean): SubscriptionShape {
  const sub = l.get(subscriptionId, 'subscription');
  if (!isLive(sub)) throw new SimRefused('This subscription has ended.');
  const end = sub.status === 'trialing' ? sub.trial_end : (sub.items.data[0]?.current_period_end ?? null);
  sub.cancel_at_period_end = cancel;
  sub.cancel_at = cancel ? end : null;
  sub.canceled_at = cancel ? l.nowSeconds : null;
  l.put(sub);
  l.emit('customer.subscription.updated', sub);
  return sub;
}

function endNow(l: Ledger, sub: SubscriptionShape): void {
  sub.status = 'canceled';
  sub.ended_at = l.nowSeconds;
  sub.canceled_at ??= l.nowSeconds;
  for (const inv of l.ofKind('invoice')) {
    if (idOf(inv.parent?.subscription_details?.subscription) === sub.id && inv.status === 'open') {
      inv.status = 'void';
      inv.next_payment_attempt = null;
      l.put(inv);
    }
  }
  l.put(sub);
  l.emit('customer.subscription.deleted', sub);
}

export function cancelNow(l: Ledger, subscriptionId: string): SubscriptionShape {
  const sub = l.get(subscriptionId, 'subscription');
  if (sub.status !== 'canceled') endNow(l, sub);
  return sub;
}

export function addCard(
  l: Ledger,
  customerId: string,
  card: TestCardInput & { name: string },
): PaymentMethodShape {
  l.get(customerId, 'customer');
  return addCardObject(l, customerId, card);
}

export function cardsOf(l: Ledger, customerId: string): PaymentMethodShape[] {
  return l.ofKind('payment_method').filter((pm) => idOf(pm.customer) === customerId);
}

export function setDefaultCard(
  l: Ledger,
  customerId: string,
  cardId: string,
  subscriptionIds: string[],
): void {
  const customer = l.get(customerId, 'customer');
  const pm = l.get(cardId, 'payment_method');
  if (idOf(pm.customer) !== customerId) throw new SimRefused(`No such payment_method: '${cardId}'`, true);
  customer.invoice_settings = { default_payment_method: pm.id };
  l.put(customer);
  for (const id of subscriptionIds) {
    const sub = l.get(id, 'subscription');
    sub.default_payment_method = pm.id;
    l.put(sub);
    l.emit('customer.subscription.updated', sub);
  }
}

export function detachCard(l: Ledger, customerId: string, cardId: string): void {
  const pm = l.get(cardId, 'payment_method');
  if (idOf(pm.customer) !== customerId) throw new SimRefused(`No such payment_method: '${cardId}'`, true);
  pm.customer = null;
  l.put(pm);
  const customer = l.get(customerId, 'customer');
  if (idOf(customer.invoice_settings.default_payment_method) === cardId) {
    customer.invoice_settings = { default_payment_method: null };
    l.put(customer);
  }
}

/** Retries an open invoice now (after a card change). A decline throws the card's message. */
export function payInvoice(l: Ledger, invoiceId: string): InvoiceShape {
  const invoice = l.get(invoiceId, 'invoice');
  if (invoice.status === 'paid') return invoice;
  if (invoice.status !== 'open') throw new SimRefused('This invoice can no longer be paid.');
  const subId = idOf(invoice.parent?.subscription_details?.subscription);
  const sub = subId ? l.get(subId, 'subscription') : null;
  if (!sub) throw new SimRefused('This invoice has no subscription.');
  const paid = attempt(l, sub, invoice);
  settle(l, sub, invoice, paid);
  if (!paid) throw new CardDeclined('Your card was declined.');
  return invoice;
}

/** The next period from `start`: a new invoice, charged at once (paid → active, declined → past_due). */
function renew(l: Ledger, sub: SubscriptionShape, start: number): void {
  const item = sub.items.data[0];
  if (!item) return;
  item.current_period_start = start;
  item.current_period_end = addInterval(start, item.price.recurring?.interval ?? 'month');
  const invoice = newInvoice(l, sub, item.price.unit_amount ?? 0, start, item.current_period_end);
  settle(l, sub, invoice, attempt(l, sub, invoice));
}

/**
 * Lets time pass up to `ctx.now` for every subscription in the ledger: the trial reminder, the charge
 * at the end of a trial or period, retries of a failed charge every 2 days and the cancellation after
 * the 4th failure, and the end of a subscription set to cancel. Runs hourly (billing-test.clock).
 */
export function advanceTime(l: Ledger): void {
  const now = l.nowSeconds;
  for (const sub of l.ofKind('subscription')) {
    if (!isLive(sub)) continue;
    const item = sub.items.data[0];
    if (!item) continue;
    if (sub.status === 'trialing' && sub.trial_end != null) {
      if (now >= sub.trial_end) {
        if (sub.cancel_at_period_end) endNow(l, sub);
        else renew(l, sub, sub.trial_end);
      } else if (now >= sub.trial_end - TRIAL_WILL_END_BEFORE && sub.metadata?.trial_will_end_sent !== '1') {
        sub.metadata = { ...sub.metadata, trial_will_end_sent: '1' };
        l.put(sub);
        l.emit('customer.subscription.trial_will_end', sub);
      }
      continue;
    }
    if (sub.status === 'active' && now >= item.current_period_end) {
      if (sub.cancel_at_period_end) endNow(l, sub);
      else renew(l, sub, item.current_period_end);
      continue;
    }
    if (sub.status === 'past_due') {
      const open = l
        .ofKind('invoice')
        .find((i) => i.status === 'open' && idOf(i.parent?.subscription_details?.subscription) === sub.id);
      if (!open || open.next_payment_attempt == null || now < open.next_payment_attempt) continue;
      const paid = attempt(l, sub, open);
      if (paid) settle(l, sub, open, true);
      else if (open.attempt_count >= MAX_ATTEMPTS) {
        open.status = 'uncollectible';
        open.next_payment_attempt = null;
        l.put(open);
        l.emit('invoice.payment_failed', open);
        endNow(l, sub);
      } else settle(l, sub, open, false);
    }
  }
}

/** The demo's test clock: moves the trial's or the period's end to now, then lets time pass. */
export function advanceTo(l: Ledger, subscriptionId: string, to: 'end_trial' | 'renew'): void {
  const sub = l.get(subscriptionId, 'subscription');
  const item = sub.items.data[0];
  if (!isLive(sub) || !item) throw new SimRefused('This subscription has ended.');
  if (to === 'end_trial') {
    if (sub.status !== 'trialing') throw new SimRefused('This subscription is not in its trial.');
    sub.trial_end = l.nowSeconds;
    item.current_period_end = l.nowSeconds;
  } else {
    if (sub.status === 'trialing') throw new SimRefused('End the trial first.');
    if (sub.status === 'past_due') {
      // "Renew" on a failed charge is the next retry, now.
      for (const inv of l.ofKind('invoice'))
        if (inv.status === 'open' && idOf(inv.parent?.subscription_details?.subscription) === sub.id)
          inv.next_payment_attempt = l.nowSeconds;
    } else item.current_period_end = l.nowSeconds;
  }
  l.put(sub);
  advanceTime(l);
}
