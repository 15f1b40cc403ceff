import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { now as clockNow, resetClock, setClock } from '../../clock.ts';
import type { CheckoutSessionShape, EventShape } from '../../payments/stripe-shapes.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe.ts';
import { authAs, createParent, type FixtureUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

// The same service, webhook route and job against Stripe (decision 027): the real `stripe` SDK talks
// to a local fake of Stripe's HTTP API (test/fake-stripe.ts), and Stripe's signed events are posted to
// the webhook as Stripe posts them: once, twice, late and out of order.

const SECRET = 'whsec_test_fake_stripe_journey';
const START = new Date('2027-05-03T09:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
let t: TestContext;
let fake: FakeStripe;

const at = (ms: number) => setClock(new Date(START.getTime() + ms), { frozen: true });

async function call(user: FixtureUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await authAs(t.app, user), ...(payload ? { payload } : {}) });
}

/** Posts Stripe's events, signed now, then lets the billing job run. */
async function post(events: EventShape[]) {
  for (const event of events) {
    const { payload, headers } = fake.scenario.signed(event, Math.floor(clockNow().getTime() / 1000));
    const res = await t.app.inject({ method: 'POST', url: '/v1/billing/webhook', headers, payload });
    expect(res.statusCode, res.body).toBe(200);
  }
  await t.app.jobs.drain('billing.customer');
}

const status = async (parent: FixtureUser) => (await call(parent, 'GET', '/v1/subscription/status')).json();

function sessionOfCustomer(customerId: string): CheckoutSessionShape {
  const sessions = [...fake.objects.values()].filter(
    (o): o is CheckoutSessionShape => o.object === 'checkout.session' && o.customer === customerId,
  );
  const last = sessions.at(-1);
  if (!last) throw new Error('no checkout session was made');
  return last;
}

beforeAll(async () => {
  fake = await startFakeStripe({ now: clockNow, webhookSecret: SECRET });
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_API_URL: fake.url,
    STRIPE_WEBHOOK_SECRET: SECRET,
  });
});
afterEach(() => resetClock());
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('billing against Stripe (a local fake of its API)', () => {
  it('checks out a trial, fails a charge, recovers with a new card, cancels, and is never rolled back', async () => {
    at(0);
    const parent = await createParent(t.db, { email: 'stripe@example.test' });
    const sub = await call(parent, 'POST', '/v1/parent/subscribe', { frequency: 'monthly' });
    expect(sub.statusCode, sub.body).toBe(200);
    const overview = (await call(parent, 'GET', '/v1/billing/overview')).json();
    expect(overview).toMatchObject({ provider: 'stripe', test_mode: true });
    const customer = [...fake.objects.values()].find((o) => o.object === 'customer');
    if (!customer) throw new Error('no customer at Stripe');
    const session = sessionOfCustomer(customer.id);
    expect(sub.json().checkout_url).toBe(session.url);
    expect(session.success_url).toBe(`${t.app.config.appUrl}/my-purchases?session_id=${session.id}`);
    // Stripe was asked with an idempotency key for the customer, and the plan's prices by lookup key.
    expect(fake.requests.find((r) => r.path === '/v1/customers' && r.method === 'POST')?.idempotencyKey).toBe(
      `customer:${parent.id}`,
    );

    // The card declines every charge after checkout (a trial needs no charge).
    const created = fake.scenario.completeCheckout(session.id, '4000000000000341');
    const purchases = (await call(parent, 'GET', `/v1/billing/purchases?session_id=${session.id}`)).json();
    expect(purchases.state).toBe('processing');
    await post(created);
    expect(await status(parent)).toMatchObject({
      status: 'trialing',
      has_access: true,
      trial_end_at: new Date(START.getTime() + 7 * DAY).toISOString(),
    });

    // Trial over: the charge fails; the family keeps access for the grace period.
    at(7 * DAY + 60_000);
    const failed = fake.scenario.advance(clockNow());
    await post(failed);
    expect(await status(parent)).toMatchObject({ status: 'past_due', has_access: true });
    expect((await call(parent, 'GET', '/v1/billing/overview')).json().subscription.payment_error).toBe(
      'Your card was declined.',
    );

    // A good card made default pays the open invoice at once.
    const { cardId } = fake.scenario.addCard(customer.id, '4242424242424242');
    const made = await call(parent, 'POST', `/v1/billing/cards/${cardId}/default`);
    expect(made.statusCode, made.body).toBe(200);
    const recovered = fake.events.filter((e) => e.type === 'invoice.paid').slice(-1);
    await post(recovered);
    expect(await status(parent)).toMatchObject({ status: 'active', has_access: true });
    expect((await call(parent, 'GET', '/v1/billing/purchases')).json().receipts).toMatchObject([
      { amount_paid: 999 },
    ]);

    // Cancelled at period end, then ended; the old "active" events arrive last and change nothing.
    const subscriptionId = [...fake.objects.values()].find((o) => o.object === 'subscription')?.id;
    if (!subscriptionId) throw new Error('no subscription at Stripe');
    const cancelling = fake.scenario.cancelAtPeriodEnd(subscriptionId);
    await post(cancelling);
    expect(await status(parent)).toMatchObject({ cancel_at_period_end: true, has_access: true });
    at(40 * DAY);
    const ended = fake.scenario.advance(clockNow());
    await post([
      ...ended,
      ...recovered.map((e) => ({ ...e, id: `${e.id}_late` })),
      ...created.map((e) => ({ ...e, id: `${e.id}_late` })),
    ]);
    expect(await status(parent)).toMatchObject({ status: 'canceled', has_access: false });
  });

  it('answers 502 in plain words when Stripe is down, and changes nothing', async () => {
    at(0);
    const parent = await createParent(t.db);
    fake.failNext(500, 5);
    const res = await call(parent, 'POST', '/v1/parent/subscribe', { frequency: 'yearly' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      detail: 'The payment service is not answering. Please try again in a moment.',
      code: 'payment_provider_unavailable',
    });
    expect((await status(parent)).status).toBe('none');
  });
});
