import { PLAN } from '@ye/contracts/billing';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, parseStripeForm, startFakeStripe } from '../test/fake-stripe.ts';
import { ProviderError, type ProviderErrorKind } from './provider.ts';
import { planPrice } from './simulation.ts';
import { StripeBillingProvider } from './stripe-provider.ts';

// The Stripe provider with the real `stripe` SDK, talking HTTP to the fake Stripe (test/fake-stripe.ts),
// which runs the same model of Stripe Billing as the built-in test provider. The fake's clock is ours.

const KEY = 'sk_test_youth_enrichments_fake';
const WEBHOOK_SECRET = 'whsec_provider_test';
const T0 = new Date('2031-03-10T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const CARD_OK = '4242424242424242';
const CARD_DECLINES_LATER = '4000000000000341';

let clock: Date;
let fake: FakeStripe;
let provider: StripeBillingProvider;

const newProvider = (key = KEY) => new StripeBillingProvider({ stripeSecretKey: key, stripeApi: fake.api });
const posts = (path: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === path);

async function refusal(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

async function expectKind(promise: Promise<unknown>, kind: ProviderErrorKind): Promise<ProviderError> {
  const err = await refusal(promise);
  expect(err.kind, err.message).toBe(kind);
  return err;
}

let users = 0;
async function customer() {
  users += 1;
  const userId = `00000000-0000-4000-8000-${String(users).padStart(12, '0')}`;
  const { customerId } = await provider.createCustomer({
    userId,
    email: `parent${users}@example.com`,
    name: 'Pat',
  });
  return { userId, customerId };
}

/** A parent who has been through checkout with `card`, with or without the 7-day trial. */
async function subscribed(
  card: string,
  trialDays: number | null = 7,
  frequency: 'monthly' | 'yearly' = 'monthly',
) {
  const c = await customer();
  const session = await provider.createCheckoutSession({
    customerId: c.customerId,
    userId: c.userId,
    frequency,
    trialDays,
    successUrl: 'https://app.example/my-purchases?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://app.example/',
  });
  const events = fake.scenario.completeCheckout(session.id, card);
  const [sub] = await provider.listSubscriptions(c.customerId);
  if (!sub) throw new Error('checkout made no subscription');
  return { ...c, session, events, sub };
}

beforeEach(async () => {
  clock = T0;
  fake = await startFakeStripe({ now: () => clock, webhookSecret: WEBHOOK_SECRET });
  provider = newProvider();
});

afterEach(async () => {
  await fake.close();
});

describe('StripeBillingProvider', () => {
  it('is in test mode with a test key only, and needs a key', () => {
    expect(provider.name).toBe('stripe');
    expect(provider.testMode).toBe(true);
    expect(newProvider('sk_live_abc').testMode).toBe(false);
    expect(() => new StripeBillingProvider({ stripeSecretKey: undefined, stripeApi: undefined })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });

  it('creates the product, both prices and the portal configuration once, and reuses them', async () => {
    const catalog = await provider.ensureCatalog();
    const monthly = planPrice('monthly');
    const yearly = planPrice('yearly');

    expect(posts('/v1/products')).toHaveLength(1);
    expect(posts('/v1/products')[0]?.params).toMatchObject({ id: 'ye_membership', name: PLAN.productName });
    const priceCreates = posts('/v1/prices');
    expect(priceCreates.map((r) => r.params)).toEqual([
      expect.objectContaining({
        product: 'ye_membership',
        currency: PLAN.currency,
        unit_amount: String(PLAN.prices.monthly),
        recurring: { interval: 'month' },
        lookup_key: monthly.lookup_key,
      }),
      expect.objectContaining({
        unit_amount: String(PLAN.prices.yearly),
        recurring: { interval: 'year' },
        lookup_key: yearly.lookup_key,
      }),
    ]);
    expect(priceCreates.map((r) => r.idempotencyKey)).toEqual([
      `price:${monthly.lookup_key}`,
      `price:${yearly.lookup_key}`,
    ]);
    const [portal] = posts('/v1/billing_portal/configurations');
    expect(portal?.params).toEqual({
      name: PLAN.productName,
      metadata: { ye_catalog: `${catalog.prices.monthly},${catalog.prices.yearly}` },
      features: {
        subscription_update: {
          enabled: 'true',
          default_allowed_updates: ['price'],
          products: [{ product: 'ye_membership', prices: [catalog.prices.monthly, catalog.prices.yearly] }],
          proration_behavior: 'create_prorations',
          trial_update_behavior: 'continue_trial',
        },
        subscription_cancel: { enabled: 'true', mode: 'at_period_end' },
        payment_method_update: { enabled: 'true' },
        invoice_history: { enabled: 'true' },
      },
    });
    // The SDK pins the API version the shapes were written for.
    expect(new Set(fake.requests.map((r) => r.stripeVersion))).toEqual(new Set([Stripe.API_VERSION]));

    // Once per instance…
    const count = fake.requests.length;
    expect(await provider.ensureCatalog()).toBe(catalog);
    expect(fake.requests).toHaveLength(count);

    // …and another server finds what the first one made, creating nothing.
    const again = await newProvider().ensureCatalog();
    expect(again).toEqual(catalog);
    expect(fake.requests.slice(count).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /v1/products/ye_membership 200',
      'GET /v1/prices 200',
      'GET /v1/billing_portal/configurations 200',
    ]);
    expect(fake.requests[count + 1]?.params).toMatchObject({
      lookup_keys: [monthly.lookup_key, yearly.lookup_key],
      active: 'true',
    });
  });

  it('makes one catalog when two servers start at once (the idempotency keys meet)', async () => {
    const [a, b] = await Promise.all([provider.ensureCatalog(), newProvider().ensureCatalog()]);
    expect(b).toEqual(a);
    expect(posts('/v1/products')).toHaveLength(2);
    expect(posts('/v1/billing_portal/configurations')).toHaveLength(2);
    const configurations = await provider.stripe.billingPortal.configurations.list({ limit: 100 });
    expect(configurations.data.map((c) => c.id)).toEqual([a.portalConfigurationId]);
    const prices = await provider.stripe.prices.list({ limit: 100 });
    expect(prices.data.map((p) => p.id).sort()).toEqual([a.prices.monthly, a.prices.yearly].sort());
  });

  it('does not keep a failed catalog: the next call tries again', async () => {
    // Two 500s: the request and the SDK's one retry.
    fake.failNext(500, 2);
    await expectKind(provider.ensureCatalog(), 'unavailable');
    const catalog = await provider.ensureCatalog();
    expect(catalog.productId).toBe('ye_membership');
    expect(posts('/v1/products')).toHaveLength(1);
  });

  it('creates one customer per user, whatever the number of calls', async () => {
    const a1 = await provider.createCustomer({ userId: 'user-a', email: 'a@example.com', name: 'A' });
    const a2 = await provider.createCustomer({ userId: 'user-a', email: 'a@example.com', name: 'A' });
    const b = await provider.createCustomer({ userId: 'user-b', email: 'b@example.com', name: 'B' });
    expect(a2.customerId).toBe(a1.customerId);
    expect(b.customerId).not.toBe(a1.customerId);
    expect(posts('/v1/customers').map((r) => r.idempotencyKey)).toEqual([
      'customer:user-a',
      'customer:user-a',
      'customer:user-b',
    ]);
    expect(posts('/v1/customers')[0]?.params).toEqual({
      email: 'a@example.com',
      name: 'A',
      metadata: { user_id: 'user-a' },
    });
    const customers = [...fake.objects.values()].filter((o) => o.object === 'customer');
    expect(customers).toHaveLength(2);
  });

  it('checks out with a trial: the session, then a trialing subscription with its trial end and plan', async () => {
    const c = await customer();
    const session = await provider.createCheckoutSession({
      customerId: c.customerId,
      userId: c.userId,
      frequency: 'monthly',
      trialDays: 7,
      successUrl: 'https://app.example/my-purchases?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://app.example/',
    });
    const catalog = await provider.ensureCatalog();
    expect(session.url.startsWith(`${fake.url}/`)).toBe(true);
    expect(posts('/v1/checkout/sessions')[0]?.params).toEqual({
      mode: 'subscription',
      customer: c.customerId,
      client_reference_id: c.userId,
      line_items: [{ price: catalog.prices.monthly, quantity: '1' }],
      subscription_data: { trial_period_days: '7', metadata: { user_id: c.userId } },
      payment_method_collection: 'always',
      success_url: 'https://app.example/my-purchases?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example/',
    });
    expect(await provider.getCheckoutSession(session.id)).toEqual({
      id: session.id,
      customerId: c.customerId,
      status: 'open',
      subscriptionId: null,
    });
    expect(await provider.listSubscriptions(c.customerId)).toEqual([]);

    const events = fake.scenario.completeCheckout(session.id, CARD_OK);
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);

    const subs = await provider.listSubscriptions(c.customerId);
    expect(subs).toHaveLength(1);
    const sub = subs[0];
    expect(sub).toMatchObject({
      customerId: c.customerId,
      status: 'trialing',
      frequency: 'monthly',
      priceId: catalog.prices.monthly,
      amount: PLAN.prices.monthly,
      currency: PLAN.currency,
      createdAt: T0,
      trialStart: T0,
      trialEnd: new Date(T0.getTime() + 7 * DAY_MS),
      currentPeriodEnd: new Date(T0.getTime() + 7 * DAY_MS),
      cancelAtPeriodEnd: false,
      endedAt: null,
    });
    expect(sub?.defaultPaymentMethodId).toMatch(/^pm_/);
    expect(await provider.getCheckoutSession(session.id)).toEqual({
      id: session.id,
      customerId: c.customerId,
      status: 'complete',
      subscriptionId: sub?.id,
    });
    // The trial's $0 invoice is paid.
    const invoices = await provider.listInvoices(c.customerId, 12);
    expect(invoices).toMatchObject([
      { id: sub?.latestInvoiceId, status: 'paid', amountDue: 0, paymentError: null },
    ]);
  });

  it('lists every subscription newest first, canceled ones too', async () => {
    const first = await subscribed(CARD_OK);
    await provider.cancelSubscriptionNow(first.sub.id);
    clock = new Date(T0.getTime() + 60_000);
    const session = await provider.createCheckoutSession({
      customerId: first.customerId,
      userId: first.userId,
      frequency: 'yearly',
      trialDays: null,
      successUrl: 'https://app.example/done',
      cancelUrl: 'https://app.example/',
    });
    expect(posts('/v1/checkout/sessions').at(-1)?.params.subscription_data).toEqual({
      metadata: { user_id: first.userId },
    });
    fake.scenario.completeCheckout(session.id, CARD_OK);
    const subs = await provider.listSubscriptions(first.customerId);
    expect(subs.map((s) => [s.status, s.frequency])).toEqual([
      ['active', 'yearly'],
      ['canceled', 'monthly'],
    ]);
    expect(fake.requests.at(-1)?.params).toEqual({ customer: first.customerId, status: 'all', limit: '20' });
  });

  it('after a trial on a card that declines: past due with the card error, then a new default card pays', async () => {
    const { customerId, sub } = await subscribed(CARD_DECLINES_LATER);
    clock = new Date(T0.getTime() + 7 * DAY_MS + 60_000);
    const events = fake.scenario.advance(clock);
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.trial_will_end',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    // Stripe sends trial_will_end three days before the trial ends.
    expect(events[0]?.created).toBe((T0.getTime() + 4 * DAY_MS) / 1000);

    const [pastDue] = await provider.listSubscriptions(customerId);
    expect(pastDue).toMatchObject({ id: sub.id, status: 'past_due', trialEnd: sub.trialEnd });
    expect(pastDue?.currentPeriodStart).toEqual(sub.trialEnd);
    const invoiceId = pastDue?.latestInvoiceId ?? '';
    const invoice = await provider.getInvoice(invoiceId);
    expect(invoice).toMatchObject({
      id: invoiceId,
      customerId,
      subscriptionId: sub.id,
      status: 'open',
      amountDue: PLAN.prices.monthly,
      amountPaid: 0,
      paidAt: null,
      paymentError: 'Your card was declined.',
    });
    expect(fake.requests.at(-1)?.params).toEqual({ expand: ['payments.data.payment.payment_intent'] });

    // Retrying on the same card: a card error with Stripe's words for the customer.
    const declined = await expectKind(provider.payInvoice(invoiceId), 'card');
    expect(declined.message).toBe('Your card was declined.');

    // The parent adds a good card and makes it the default: the customer's and the subscription's.
    const { cardId } = fake.scenario.addCard(customerId, CARD_OK);
    await provider.setDefaultCard({ customerId, cardId, subscriptionIds: [sub.id] });
    expect(posts(`/v1/customers/${customerId}`).at(-1)?.params).toEqual({
      invoice_settings: { default_payment_method: cardId },
    });
    expect(posts(`/v1/subscriptions/${sub.id}`).at(-1)?.params).toEqual({ default_payment_method: cardId });
    const [withCard] = await provider.listSubscriptions(customerId);
    expect(withCard?.defaultPaymentMethodId).toBe(cardId);

    const paid = await provider.payInvoice(invoiceId);
    expect(paid).toMatchObject({
      id: invoiceId,
      status: 'paid',
      amountPaid: PLAN.prices.monthly,
      paidAt: clock,
      paymentError: null,
    });
    const [active] = await provider.listSubscriptions(customerId);
    expect(active?.status).toBe('active');
    // Paying a paid invoice again is still paid (Stripe refuses; the provider reads it back).
    expect((await provider.payInvoice(invoiceId)).status).toBe('paid');
  });

  it('lists the cards with the default and removes one, only from its own customer', async () => {
    const { customerId, sub } = await subscribed(CARD_OK);
    const { cardId } = fake.scenario.addCard(customerId, '5555555555554444');
    let cards = await provider.listCards(customerId);
    expect(cards.customerDefaultId).toBeNull();
    expect(cards.cards.map((c) => [c.id, c.brand, c.last4]).sort()).toEqual(
      [
        [sub.defaultPaymentMethodId, 'visa', '4242'],
        [cardId, 'mastercard', '4444'],
      ].sort(),
    );
    expect(cards.cards[0]).toMatchObject({ expMonth: 12, expYear: T0.getUTCFullYear() + 3 });

    await provider.setDefaultCard({ customerId, cardId, subscriptionIds: [] });
    cards = await provider.listCards(customerId);
    expect(cards.customerDefaultId).toBe(cardId);

    const other = await customer();
    await expectKind(provider.detachCard({ customerId: other.customerId, cardId }), 'not_found');
    await expectKind(provider.detachCard({ customerId, cardId: 'pm_missing' }), 'not_found');
    await expectKind(
      provider.setDefaultCard({ customerId: other.customerId, cardId, subscriptionIds: [] }),
      'not_found',
    );

    await provider.detachCard({ customerId, cardId });
    cards = await provider.listCards(customerId);
    expect(cards.cards.map((c) => c.id)).toEqual([sub.defaultPaymentMethodId]);
    expect(cards.customerDefaultId).toBeNull();
  });

  it('cancels a subscription at once, and a second cancel is no error', async () => {
    const { customerId, sub } = await subscribed(CARD_OK);
    clock = new Date(T0.getTime() + DAY_MS);
    await provider.cancelSubscriptionNow(sub.id);
    const [canceled] = await provider.listSubscriptions(customerId);
    expect(canceled).toMatchObject({ id: sub.id, status: 'canceled', endedAt: clock, canceledAt: clock });
    await provider.cancelSubscriptionNow(sub.id);
    await expectKind(provider.cancelSubscriptionNow('sub_missing'), 'not_found');
  });

  it('opens the portal with the catalog configuration', async () => {
    const { customerId } = await customer();
    const { url } = await provider.createPortalSession({ customerId, returnUrl: 'https://app.example/back' });
    const catalog = await provider.ensureCatalog();
    expect(url.startsWith(`${fake.url}/`)).toBe(true);
    expect(posts('/v1/billing_portal/sessions')[0]?.params).toEqual({
      customer: customerId,
      return_url: 'https://app.example/back',
      configuration: catalog.portalConfigurationId,
    });
  });

  it('sees what the portal changes: a plan switch in the trial keeps the trial, a cancel ends at period end', async () => {
    const { customerId, sub } = await subscribed(CARD_OK);
    const switched = fake.scenario.switchPlan(sub.id, 'yearly');
    expect(switched.map((e) => e.type)).toEqual(['customer.subscription.updated']);
    const catalog = await provider.ensureCatalog();
    const [yearly] = await provider.listSubscriptions(customerId);
    expect(yearly).toMatchObject({
      status: 'trialing',
      frequency: 'yearly',
      priceId: catalog.prices.yearly,
      amount: PLAN.prices.yearly,
      trialEnd: sub.trialEnd,
    });

    fake.scenario.cancelAtPeriodEnd(sub.id);
    const [cancelling] = await provider.listSubscriptions(customerId);
    expect(cancelling).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true, cancelAt: sub.trialEnd });

    clock = new Date(T0.getTime() + 8 * DAY_MS);
    const ended = fake.scenario.advance(clock);
    expect(ended.map((e) => e.type)).toEqual([
      'customer.subscription.trial_will_end',
      'customer.subscription.deleted',
    ]);
    const [gone] = await provider.listSubscriptions(customerId);
    expect(gone).toMatchObject({ status: 'canceled', endedAt: sub.trialEnd });
    expect(await provider.listInvoices(customerId, 12)).toHaveLength(1);
  });

  it('answers the SDK’s own subscription updates as Stripe does (price switch, cancel flag)', async () => {
    const { sub } = await subscribed(CARD_OK, null);
    const catalog = await provider.ensureCatalog();
    clock = new Date(T0.getTime() + 10 * DAY_MS);
    const updated = await provider.stripe.subscriptions.update(sub.id, {
      items: [{ id: 'si_ignored', price: catalog.prices.yearly }],
      proration_behavior: 'create_prorations',
      cancel_at_period_end: true,
    });
    expect(updated.items.data[0]?.price.id).toBe(catalog.prices.yearly);
    expect(updated.cancel_at_period_end).toBe(true);
    expect(updated.status).toBe('active');
    const invoice = await provider.getInvoice(idOfInvoice(updated.latest_invoice));
    // The new price, minus the unused part of the monthly period.
    expect(invoice?.status).toBe('paid');
    expect(invoice?.amountPaid).toBeLessThan(PLAN.prices.yearly);
    expect(invoice?.amountPaid).toBeGreaterThan(PLAN.prices.yearly - PLAN.prices.monthly);
  });

  it('maps a decline when an invoice is paid again to a card error with Stripe’s message', async () => {
    const { customerId, sub } = await subscribed(CARD_OK);
    // The parent makes a card that declines every charge the default before the trial ends.
    const { cardId } = fake.scenario.addCard(customerId, CARD_DECLINES_LATER);
    await provider.setDefaultCard({ customerId, cardId, subscriptionIds: [sub.id] });
    clock = new Date(T0.getTime() + 7 * DAY_MS);
    fake.scenario.advance(clock);
    const [pastDue] = await provider.listSubscriptions(customerId);
    const err = await expectKind(provider.payInvoice(pastDue?.latestInvoiceId ?? ''), 'card');
    expect(err.message).toBe('Your card was declined.');
    expect(fake.requests.at(-1)?.status).toBe(402);
    // The failed attempt counts, as at Stripe.
    const stored = fake.objects.get(pastDue?.latestInvoiceId ?? '');
    expect(stored?.object === 'invoice' && stored.attempt_count).toBe(2);
  });

  it('answers unknown ids: null for reads, not_found for changes, in our own words', async () => {
    expect(await provider.getInvoice('in_missing')).toBeNull();
    expect(await provider.getCheckoutSession('cs_missing')).toBeNull();
    const err = await expectKind(
      provider.createCheckoutSession({
        customerId: 'cus_missing',
        userId: 'u',
        frequency: 'monthly',
        trialDays: 7,
        successUrl: 'https://app.example/done',
        cancelUrl: 'https://app.example/',
      }),
      'not_found',
    );
    expect(err.message).not.toContain('cus_missing');
    await expectKind(provider.listCards('cus_missing'), 'not_found');
    await expectKind(provider.payInvoice('in_missing'), 'not_found');
  });

  it('maps other refusals to invalid, without Stripe’s text', async () => {
    const { customerId, sub } = await subscribed(CARD_OK);
    await provider.cancelSubscriptionNow(sub.id);
    const [card] = (await provider.listCards(customerId)).cards;
    const err = await expectKind(
      provider.setDefaultCard({ customerId, cardId: card?.id ?? '', subscriptionIds: [sub.id] }),
      'invalid',
    );
    expect(fake.requests.at(-1)?.status).toBe(400);
    expect(err.message).toBe('The payment service could not make this card the default.');
    expect(err.cause).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('is unavailable when Stripe answers 500 twice, and rides over a single 500 with the same idempotency key', async () => {
    fake.failNext(500, 2);
    const err = await expectKind(
      provider.createCustomer({ userId: 'user-x', email: 'x@example.com', name: 'X' }),
      'unavailable',
    );
    expect(err.message).toBe('The payment service is not answering. Please try again in a moment.');
    expect(err.cause).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(posts('/v1/customers').map((r) => r.status)).toEqual([500, 500]);

    fake.failNext(500);
    const { customerId } = await provider.createCustomer({
      userId: 'user-y',
      email: 'y@example.com',
      name: 'Y',
    });
    expect(customerId).toMatch(/^cus_/);
    const tries = posts('/v1/customers').slice(2);
    expect(tries.map((r) => [r.status, r.idempotencyKey])).toEqual([
      [500, 'customer:user-y'],
      [200, 'customer:user-y'],
    ]);
    // A read that keeps failing is unavailable too.
    fake.failNext(503, 2);
    await expectKind(provider.listSubscriptions(customerId), 'unavailable');
  });

  it('is refused without the right bearer key', async () => {
    const res = await fetch(`${fake.url}/v1/customers`, { method: 'POST', body: 'email=a%40b.c' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { type: 'invalid_request_error', message: 'You did not provide an API key.' },
    });
    const wrong = await fetch(`${fake.url}/v1/customers/cus_x`, {
      headers: { authorization: 'Bearer sk_live_x' },
    });
    expect(wrong.status).toBe(401);

    const err = await expectKind(newProvider('sk_live_not_for_tests').listCards('cus_x'), 'unavailable');
    expect(err.cause).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(fake.requests.filter((r) => r.status === 401).length).toBeGreaterThanOrEqual(3);
    expect([...fake.objects.values()].filter((o) => o.object === 'customer')).toHaveLength(0);
  });
});

describe('fake Stripe', () => {
  it('parses Stripe’s bracketed forms', () => {
    expect(
      parseStripeForm(
        'a=1&b[c]=2&line_items[0][price]=p&line_items[0][quantity]=1&line_items[1][price]=q&expand[0]=x.y&__proto__[z]=1',
      ),
    ).toEqual({
      a: '1',
      b: { c: '2' },
      line_items: [{ price: 'p', quantity: '1' }, { price: 'q' }],
      expand: ['x.y'],
    });
    expect(parseStripeForm('m%5Bk%5D=v%20w')).toEqual({ m: { k: 'v w' } });
  });

  it('signs events as Stripe does, by its clock', async () => {
    const { events } = await subscribed(CARD_OK);
    const event = events[0];
    if (!event) throw new Error('no event');
    const { payload, headers } = fake.scenario.signed(event);
    expect(headers['content-type']).toBe('application/json');
    const verified = Stripe.webhooks.constructEvent(
      payload,
      headers['stripe-signature'],
      WEBHOOK_SECRET,
      300,
      undefined,
      T0.getTime() + 299_000,
    );
    expect(verified.id).toBe(event.id);
    expect(verified.type).toBe('customer.subscription.created');
    expect(() =>
      Stripe.webhooks.constructEvent(
        payload,
        headers['stripe-signature'],
        'whsec_other',
        300,
        undefined,
        T0.getTime(),
      ),
    ).toThrow();
    // An old signature is refused.
    const old = fake.scenario.signed(event, T0.getTime() / 1000 - 301);
    expect(() =>
      Stripe.webhooks.constructEvent(
        payload,
        old.headers['stripe-signature'],
        WEBHOOK_SECRET,
        300,
        undefined,
        T0.getTime(),
      ),
    ).toThrow();
  });

  it('steps through every retry when time jumps: four failed retries, then the subscription is deleted', async () => {
    const { customerId, sub } = await subscribed(CARD_DECLINES_LATER);
    clock = new Date(T0.getTime() + 30 * DAY_MS);
    const events = fake.scenario.advance(clock);
    const failed = events.filter((e) => e.type === 'invoice.payment_failed').map((e) => e.created * 1000);
    const trialEnd = sub.trialEnd?.getTime() ?? 0;
    expect(failed).toEqual([0, 2, 4, 6, 8].map((d) => trialEnd + d * DAY_MS));
    expect(events.at(-1)?.type).toBe('customer.subscription.deleted');
    const [ended] = await provider.listSubscriptions(customerId);
    expect(ended).toMatchObject({ status: 'canceled', endedAt: new Date(trialEnd + 8 * DAY_MS) });
    const invoice = await provider.getInvoice(ended?.latestInvoiceId ?? '');
    expect(invoice).toMatchObject({ status: 'uncollectible', paymentError: null });
  });
});

function idOfInvoice(value: string | Stripe.Invoice | null): string {
  if (!value) throw new Error('no invoice');
  return typeof value === 'string' ? value : value.id;
}
