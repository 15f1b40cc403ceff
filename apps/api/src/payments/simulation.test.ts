import { PLAN } from '@ye/contracts/billing';
import { describe, expect, it } from 'vitest';
import {
  acceptTestCard,
  addCard,
  addInterval,
  advanceTime,
  CardDeclined,
  completeCheckout,
  createCheckoutSession,
  createCustomer,
  Ledger,
  payInvoice,
  planPrice,
  type SimObject,
  SimRefused,
  sessionStatus,
  setCancelAtPeriodEnd,
  setDefaultCard,
  switchPlan,
} from './simulation.ts';
import type { EventShape, InvoiceShape, SubscriptionShape } from './stripe-shapes.ts';
import { idOf, toInvoice, toSubscription } from './stripe-shapes.ts';

// The model of Stripe Billing both the test provider and the tests' fake Stripe run (decision 027).
// Each step runs in a fresh Ledger at a given time, as the providers do, so a test can move time.

const T0 = new Date('2031-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60;
const DAY_MS = DAY * 1000;
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);
const sec = (d: Date) => Math.floor(d.getTime() / 1000);

const CARD = (number: string) => ({ number, expMonth: 12, expYear: 2034, cvc: '123', name: 'Pat' });
const OK = '4242424242424242';
const DECLINES_LATER = '4000000000000341';

/** One customer's objects across steps, each step at its own time. */
class World {
  objects = new Map<string, SimObject>();
  #n = 0;

  step<T>(when: Date, fn: (l: Ledger) => T): { result: T; events: EventShape[] } {
    const l = new Ledger(
      [...this.objects.values()].map((o) => structuredClone(o)),
      {
        now: when,
        newId: (prefix) => `${prefix}_${String(++this.#n).padStart(4, '0')}`,
        checkoutUrl: (id) => `https://pay.example/${id}`,
        portalUrl: (id) => `https://portal.example/${id}`,
      },
    );
    const result = fn(l);
    for (const o of l.all()) if (l.changed.has(o.id)) this.objects.set(o.id, o);
    return { result, events: l.events };
  }

  sub(id: string): SubscriptionShape {
    const s = this.objects.get(id);
    if (s?.object !== 'subscription') throw new Error(`no subscription ${id}`);
    return s;
  }

  invoice(ref: Parameters<typeof idOf>[0]): InvoiceShape {
    const id = idOf(ref);
    const i = this.objects.get(id ?? '');
    if (i?.object !== 'invoice') throw new Error(`no invoice ${id}`);
    return i;
  }

  /** A customer who checked out at T0 with `card` (and the 7-day trial unless `trialDays` is null). */
  checkout(card: string, opts: { frequency?: 'monthly' | 'yearly'; trialDays?: number | null } = {}) {
    const { result } = this.step(T0, (l) => {
      const customer = createCustomer(l, { email: 'pat@example.com', name: 'Pat', userId: 'user-1' });
      const session = createCheckoutSession(l, {
        customerId: customer.id,
        clientReferenceId: 'user-1',
        frequency: opts.frequency ?? 'monthly',
        trialDays: opts.trialDays === undefined ? PLAN.trialDays : opts.trialDays,
        successUrl: 'https://app.example/my-purchases?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'https://app.example/',
      });
      return { customer, session };
    });
    const done = this.step(T0, (l) => completeCheckout(l, result.session.id, CARD(card)));
    return {
      customerId: result.customer.id,
      session: done.result.session,
      sub: done.result.subscription,
      events: done.events,
    };
  }

  advance(when: Date): string[] {
    return this.step(when, (l) => advanceTime(l)).events.map((e) => e.type);
  }
}

describe('a trial', () => {
  it('reminds 3 days before it ends, once, and charges the plan at its end', () => {
    const w = new World();
    const { sub, session, events } = w.checkout(OK);
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect(session).toMatchObject({
      status: 'complete',
      subscription: sub.id,
      success_url: `https://app.example/my-purchases?session_id=${session.id}`,
    });
    expect(toSubscription(sub)).toMatchObject({
      status: 'trialing',
      frequency: 'monthly',
      amount: PLAN.prices.monthly,
      trialStart: T0,
      trialEnd: at(7),
      currentPeriodStart: T0,
      currentPeriodEnd: at(7),
    });
    // The trial's invoice is $0 and paid; nothing is charged yet.
    expect(w.invoice(sub.latest_invoice)).toMatchObject({ amount_due: 0, amount_paid: 0, status: 'paid' });

    expect(w.advance(at(4 - 1 / 24))).toEqual([]);
    expect(w.advance(at(4))).toEqual(['customer.subscription.trial_will_end']);
    expect(w.advance(at(5))).toEqual([]);
    expect(w.advance(at(7 - 1 / 24))).toEqual([]);
    expect(w.advance(at(7))).toEqual(['invoice.paid', 'customer.subscription.updated']);

    const active = w.sub(sub.id);
    expect(toSubscription(active)).toMatchObject({
      status: 'active',
      trialEnd: at(7),
      currentPeriodStart: at(7),
      currentPeriodEnd: new Date('2031-04-17T12:00:00.000Z'),
    });
    expect(toInvoice(w.invoice(active.latest_invoice))).toMatchObject({
      status: 'paid',
      amountDue: PLAN.prices.monthly,
      amountPaid: PLAN.prices.monthly,
      paidAt: at(7),
      periodStart: at(7),
      periodEnd: new Date('2031-04-17T12:00:00.000Z'),
      paymentError: null,
    });
    // The next period renews a month later.
    expect(w.advance(new Date('2031-04-17T12:00:00.000Z'))).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
    ]);
  });

  it('without a trial charges at once, and a card that will decline is refused at checkout', () => {
    const w = new World();
    const { sub } = w.checkout(OK, { trialDays: null, frequency: 'yearly' });
    expect(toSubscription(sub)).toMatchObject({
      status: 'active',
      trialEnd: null,
      amount: PLAN.prices.yearly,
    });
    expect(w.invoice(sub.latest_invoice)).toMatchObject({ status: 'paid', amount_paid: PLAN.prices.yearly });
    expect(toSubscription(sub).currentPeriodEnd).toEqual(new Date('2032-03-10T12:00:00.000Z'));

    expect(() => new World().checkout(DECLINES_LATER, { trialDays: null })).toThrow(CardDeclined);
  });

  it('expires an unpaid checkout after 24 hours', () => {
    const w = new World();
    const { result: session } = w.step(T0, (l) => {
      const customer = createCustomer(l, { email: 'a@example.com', name: 'A', userId: 'u' });
      return createCheckoutSession(l, {
        customerId: customer.id,
        clientReferenceId: 'u',
        frequency: 'monthly',
        trialDays: 7,
        successUrl: 'https://app.example/done',
        cancelUrl: 'https://app.example/',
      });
    });
    expect(sessionStatus(session, at(1 - 1 / 86_400))).toBe('open');
    expect(sessionStatus(session, at(1))).toBe('expired');
    expect(() => w.step(at(1), (l) => completeCheckout(l, session.id, CARD(OK)))).toThrow(
      new SimRefused('This checkout session is expired.'),
    );
  });
});

describe('a declining card', () => {
  it('makes the subscription past due, retries every 2 days and cancels after the 4th failed retry, on day 8', () => {
    const w = new World();
    const { sub } = w.checkout(DECLINES_LATER);
    w.advance(at(4));
    expect(w.advance(at(7))).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const pastDue = w.sub(sub.id);
    expect(pastDue.status).toBe('past_due');
    const invoiceId = idOf(pastDue.latest_invoice) ?? '';
    expect(toInvoice(w.invoice(invoiceId))).toMatchObject({
      status: 'open',
      amountDue: PLAN.prices.monthly,
      paymentError: 'Your card was declined.',
    });
    expect(w.invoice(invoiceId)).toMatchObject({ attempt_count: 1, next_payment_attempt: sec(at(9)) });

    for (const day of [9, 11, 13]) {
      expect(w.advance(at(day - 1 / 24))).toEqual([]);
      expect(w.advance(at(day))).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
      expect(w.sub(sub.id).status).toBe('past_due');
    }
    // Day 7 of the grace: still past due, never cancelled inside our grace period.
    expect(w.advance(at(14))).toEqual([]);
    expect(w.sub(sub.id).status).toBe('past_due');
    expect(w.invoice(invoiceId).attempt_count).toBe(4);

    expect(w.advance(at(15))).toEqual(['invoice.payment_failed', 'customer.subscription.deleted']);
    expect(toSubscription(w.sub(sub.id))).toMatchObject({ status: 'canceled', endedAt: at(15) });
    expect(w.invoice(invoiceId)).toMatchObject({
      status: 'uncollectible',
      attempt_count: 5,
      next_payment_attempt: null,
    });
    expect(w.advance(at(40))).toEqual([]);
  });

  it('is paid when a good card becomes the default and the invoice is paid again', () => {
    const w = new World();
    const { sub, customerId } = w.checkout(DECLINES_LATER);
    w.advance(at(7));
    const invoiceId = idOf(w.sub(sub.id).latest_invoice) ?? '';

    // Paying again on the same card: declined, and the attempt counts.
    expect(() => w.step(at(8), (l) => payInvoice(l, invoiceId))).toThrow(
      new CardDeclined('Your card was declined.'),
    );

    const { result: card } = w.step(at(8), (l) => addCard(l, customerId, CARD('5555555555554444')));
    w.step(at(8), (l) => setDefaultCard(l, customerId, card.id, [sub.id]));
    const { events } = w.step(at(8), (l) => payInvoice(l, invoiceId));
    expect(events.map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(w.sub(sub.id)).toMatchObject({ status: 'active', default_payment_method: card.id });
    expect(toInvoice(w.invoice(invoiceId))).toMatchObject({
      status: 'paid',
      paidAt: at(8),
      paymentError: null,
    });
  });
});

describe('cancel at period end', () => {
  it('keeps an active subscription to the end of its period, then ends it without a charge', () => {
    const w = new World();
    const { sub } = w.checkout(OK, { trialDays: null });
    const end = new Date('2031-04-10T12:00:00.000Z');
    w.step(at(3), (l) => setCancelAtPeriodEnd(l, sub.id, true));
    expect(toSubscription(w.sub(sub.id))).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      cancelAt: end,
      canceledAt: at(3),
    });
    expect(w.advance(new Date(end.getTime() - 1000))).toEqual([]);
    expect(w.advance(end)).toEqual(['customer.subscription.deleted']);
    expect(toSubscription(w.sub(sub.id))).toMatchObject({ status: 'canceled', endedAt: end });
    const invoices = [...w.objects.values()].filter((o) => o.object === 'invoice');
    expect(invoices).toHaveLength(1);
  });

  it('ends a trial at its end without charging, and can be undone before', () => {
    const w = new World();
    const { sub } = w.checkout(OK);
    w.step(at(1), (l) => setCancelAtPeriodEnd(l, sub.id, true));
    expect(w.sub(sub.id)).toMatchObject({ cancel_at: sec(at(7)) });
    w.step(at(2), (l) => setCancelAtPeriodEnd(l, sub.id, false));
    expect(w.sub(sub.id)).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    w.step(at(3), (l) => setCancelAtPeriodEnd(l, sub.id, true));
    expect(w.advance(at(7))).toEqual(['customer.subscription.deleted']);
    expect(w.sub(sub.id)).toMatchObject({ status: 'canceled', ended_at: sec(at(7)) });
    expect(() => w.step(at(8), (l) => setCancelAtPeriodEnd(l, sub.id, false))).toThrow(SimRefused);
  });
});

describe('switching plan', () => {
  it('during the trial keeps the trial end and charges nothing', () => {
    const w = new World();
    const { sub } = w.checkout(OK);
    const { events } = w.step(at(2), (l) => switchPlan(l, sub.id, 'yearly'));
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.updated']);
    expect(toSubscription(w.sub(sub.id))).toMatchObject({
      status: 'trialing',
      frequency: 'yearly',
      priceId: planPrice('yearly').id,
      amount: PLAN.prices.yearly,
      trialEnd: at(7),
      currentPeriodEnd: at(7),
    });
    expect([...w.objects.values()].filter((o) => o.object === 'invoice')).toHaveLength(1);
    // At the trial's end the new plan is charged, for a year.
    expect(w.advance(at(7))).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(w.invoice(w.sub(sub.id).latest_invoice)).toMatchObject({
      amount_paid: PLAN.prices.yearly,
      period_end: sec(new Date('2032-03-17T12:00:00.000Z')),
    });
  });

  it('while active starts a new period now and charges the new price minus the unused time', () => {
    const w = new World();
    const { sub } = w.checkout(OK, { trialDays: null });
    // March 10 → April 10 is 31 days; switching after 10 leaves 21 unused.
    const { events } = w.step(at(10), (l) => switchPlan(l, sub.id, 'yearly'));
    expect(events.map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    const unused = Math.round((PLAN.prices.monthly * 21) / 31);
    const switched = w.sub(sub.id);
    expect(w.invoice(switched.latest_invoice)).toMatchObject({
      status: 'paid',
      amount_due: PLAN.prices.yearly - unused,
      amount_paid: PLAN.prices.yearly - unused,
      period_start: sec(at(10)),
      period_end: sec(new Date('2032-03-20T12:00:00.000Z')),
    });
    expect(toSubscription(switched)).toMatchObject({
      status: 'active',
      frequency: 'yearly',
      currentPeriodStart: at(10),
      currentPeriodEnd: new Date('2032-03-20T12:00:00.000Z'),
    });
    // Switching to the plan it is on changes nothing.
    expect(w.step(at(11), (l) => switchPlan(l, sub.id, 'yearly')).events).toEqual([]);
  });
});

describe('addInterval', () => {
  const s = (iso: string) => Date.parse(iso) / 1000;
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

  it('adds calendar months in UTC, ending at the end of a shorter month', () => {
    expect(iso(addInterval(s('2031-01-31T08:30:00Z'), 'month'))).toBe('2031-02-28T08:30:00.000Z');
    expect(iso(addInterval(s('2032-01-31T08:30:00Z'), 'month'))).toBe('2032-02-29T08:30:00.000Z');
    expect(iso(addInterval(s('2031-03-31T00:00:00Z'), 'month'))).toBe('2031-04-30T00:00:00.000Z');
    expect(iso(addInterval(s('2031-12-15T23:59:59Z'), 'month'))).toBe('2032-01-15T23:59:59.000Z');
  });

  it('adds years (Feb 29 → Feb 28), days and weeks', () => {
    expect(iso(addInterval(s('2032-02-29T12:00:00Z'), 'year'))).toBe('2033-02-28T12:00:00.000Z');
    expect(iso(addInterval(s('2031-03-10T12:00:00Z'), 'year'))).toBe('2032-03-10T12:00:00.000Z');
    expect(iso(addInterval(s('2031-03-10T12:00:00Z'), 'day'))).toBe('2031-03-11T12:00:00.000Z');
    expect(iso(addInterval(s('2031-03-10T12:00:00Z'), 'week'))).toBe('2031-03-17T12:00:00.000Z');
  });
});

describe('acceptTestCard', () => {
  const now = new Date('2031-03-10T12:00:00Z');
  const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
    number,
    expMonth: 12,
    expYear: 2033,
    cvc: '123',
    ...over,
  });
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      if (err instanceof CardDeclined) return { code: err.code, message: err.message };
      throw err;
    }
    throw new Error('accepted');
  };

  it('accepts the documented cards that work', () => {
    expect(acceptTestCard(card(OK), now)).toEqual({ brand: 'visa', last4: '4242', outcome: 'succeeds' });
    expect(acceptTestCard(card('5555555555554444', { cvc: '1234' }), now)).toEqual({
      brand: 'mastercard',
      last4: '4444',
      outcome: 'succeeds',
    });
    expect(acceptTestCard(card(DECLINES_LATER), now)).toEqual({
      brand: 'visa',
      last4: '0341',
      outcome: 'declines_later',
    });
  });

  it('refuses any other number', () => {
    expect(refusal(() => acceptTestCard(card('4111111111111111'), now))).toEqual({
      code: 'invalid_number',
      message: 'Use one of the test cards shown on this page.',
    });
  });

  it('refuses a card that expired by the given clock, and takes one valid to the end of this month', () => {
    const expired = { code: 'expired_card', message: 'Your card has expired.' };
    expect(refusal(() => acceptTestCard(card(OK, { expMonth: 2, expYear: 2031 }), now))).toEqual(expired);
    expect(refusal(() => acceptTestCard(card(OK, { expMonth: 12, expYear: 2030 }), now))).toEqual(expired);
    expect(acceptTestCard(card(OK, { expMonth: 3, expYear: 2031 }), now).outcome).toBe('succeeds');
    // The same card on April 1st by the clock has expired.
    expect(
      refusal(() =>
        acceptTestCard(card(OK, { expMonth: 3, expYear: 2031 }), new Date('2031-04-01T00:00:00Z')),
      ),
    ).toEqual(expired);
  });

  it('refuses a security code that is not 3 or 4 digits', () => {
    for (const cvc of ['12', '12345', '12a', ''])
      expect(refusal(() => acceptTestCard(card(OK, { cvc }), now))).toEqual({
        code: 'incorrect_cvc',
        message: 'Your card’s security code is incorrect.',
      });
  });

  it('declines 0002 and 9995 with Stripe’s words', () => {
    expect(refusal(() => acceptTestCard(card('4000000000000002'), now))).toEqual({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(refusal(() => acceptTestCard(card('4000000000009995'), now))).toEqual({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });
});
