import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { now as clockNow, resetClock, setClock } from '../../clock.ts';
import { mailDir } from '../../mail/mailer.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  createUser,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { signAccessToken } from '../auth/tokens.ts';
import * as billing from './service.ts';
import { pendingDeliveries, recordDelivery } from './test-provider/queries.ts';

// The family membership end to end through the built-in test provider (decision 027): checkout on
// its page, the signed events it sends to our webhook (delivered here by `deliver`, in order, twice or
// reversed), the job that re-reads the provider, the pages' calls, the access rule and the emails.

let t: TestContext;
const START = new Date('2027-03-01T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
let ip = 0;

const at = (ms: number) => setClock(new Date(START.getTime() + ms), { frozen: true });

async function call(
  user: FixtureUser | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: `10.9.0.${++ip % 250}`,
    headers: { ...(user ? await authAs(t.app, user) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** The test provider's undelivered events, POSTed signed to the webhook as its job would, then processed. */
async function deliver(order: 'forward' | 'reverse' | 'twice' = 'forward') {
  let rows = await pendingDeliveries(t.db);
  if (order === 'reverse') rows = [...rows].reverse();
  if (order === 'twice') rows = [...rows, ...rows];
  for (const row of rows) {
    const res = await postWebhook(row.payload);
    expect(res.statusCode, res.body).toBe(200);
    await recordDelivery(t.db, row.eventId, { status: 200, deliveredAt: new Date() });
  }
  const synced = await t.app.jobs.drain('billing.customer');
  await t.app.jobs.drain('mail.send');
  return { events: rows.length, synced };
}

function postWebhook(
  payload: string,
  opts: { secret?: string; timestamp?: number; header?: string | null } = {},
) {
  const header =
    opts.header === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: opts.secret ?? t.app.config.billing.webhookSecret,
          timestamp: opts.timestamp ?? Math.floor(clockNow().getTime() / 1000),
        })
      : opts.header;
  return t.app.inject({
    method: 'POST',
    url: '/v1/billing/webhook',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
    payload,
  });
}

function mailsTo(email: string): { subject: string; text: string }[] {
  const dir = mailDir(t.app.config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.to === email);
}

const sessionOf = (url: string) => url.split('/').pop() as string;

async function checkout(parent: FixtureUser, card: string, frequency: 'monthly' | 'yearly' = 'monthly') {
  const sub = await call(parent, 'POST', '/v1/parent/subscribe', { frequency });
  expect(sub.statusCode, sub.body).toBe(200);
  const sessionId = sessionOf(sub.json().checkout_url);
  const pay = await call(null, 'POST', `/v1/billing/test/checkout/${sessionId}/pay`, {
    card_number: card,
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    name: 'Pat Parent',
  });
  return { sessionId, pay };
}

async function portal(parent: FixtureUser) {
  const url = await billing.openPortal(billing.depsOf(t.app), { userId: parent.id, type: 'parent' });
  return sessionOf(url);
}

const status = async (parent: FixtureUser) => (await call(parent, 'GET', '/v1/subscription/status')).json();
const eventCount = async () =>
  Number((await t.db.execute<{ n: string }>(sql`select count(*)::int as n from billing_events`)).rows[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => resetClock());
afterAll(async () => t?.close());

describe('checkout through the test provider', () => {
  it('starts a trial: checkout page, a declined card, payment, the return page, status, me and the welcome mail', async () => {
    at(0);
    const parent = await createParent(t.db, { email: 'trial@example.test' });
    expect(await status(parent)).toEqual({
      status: 'none',
      has_access: false,
      frequency: null,
      trial_end_at: null,
      current_period_end: null,
      cancel_at_period_end: false,
    });
    const overview = (await call(parent, 'GET', '/v1/billing/overview')).json();
    expect(overview).toMatchObject({
      trial_available: true,
      provider: 'test',
      test_mode: true,
      subscription: null,
    });

    const sub = await call(parent, 'POST', '/v1/parent/subscribe', { frequency: 'monthly' });
    expect(sub.json().checkout_url).toMatch(
      new RegExp(`^${t.app.config.appUrl}/test-billing/checkout/cs_test_\\w+$`),
    );
    const sessionId = sessionOf(sub.json().checkout_url);
    const page = (await call(null, 'GET', `/v1/billing/test/checkout/${sessionId}`)).json();
    expect(page).toMatchObject({
      status: 'open',
      email: 'trial@example.test',
      frequency: 'monthly',
      amount: 999,
      trial_days: 7,
      first_charge_at: new Date(START.getTime() + 7 * DAY).toISOString(),
      cancel_url: `${t.app.config.appUrl}/`,
    });

    const card = { exp_month: 12, exp_year: 2030, cvc: '123', name: 'Pat Parent' };
    const declined = await call(null, 'POST', `/v1/billing/test/checkout/${sessionId}/pay`, {
      ...card,
      card_number: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().detail).toBe('Your card was declined.');
    const unknown = await call(null, 'POST', `/v1/billing/test/checkout/${sessionId}/pay`, {
      ...card,
      card_number: '4111111111111111',
    });
    expect(unknown.json().detail).toBe('Use one of the test cards shown on this page.');
    const expired = await call(null, 'POST', `/v1/billing/test/checkout/${sessionId}/pay`, {
      ...card,
      card_number: '4242424242424242',
      exp_year: 2027,
      exp_month: 2,
    });
    expect(expired.json().detail).toBe('Your card has expired.');
    expect((await status(parent)).status).toBe('none');

    const paid = await call(null, 'POST', `/v1/billing/test/checkout/${sessionId}/pay`, {
      ...card,
      card_number: '4242 4242 4242 4242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().redirect_url).toBe(`${t.app.config.appUrl}/my-purchases?session_id=${sessionId}`);
    const again = await call(null, 'POST', `/v1/billing/test/checkout/${sessionId}/pay`, {
      ...card,
      card_number: '4242424242424242',
    });
    expect(again.statusCode).toBe(409);

    // Back on our site before the webhook: the page says it is confirming, and asks the provider itself.
    const back = (await call(parent, 'GET', `/v1/billing/purchases?session_id=${sessionId}`)).json();
    expect(back.state).toBe('processing');
    await t.app.jobs.drain('billing.customer');
    const confirmed = (await call(parent, 'GET', `/v1/billing/purchases?session_id=${sessionId}`)).json();
    expect(confirmed).toMatchObject({
      state: 'complete',
      subscription: {
        status: 'trialing',
        frequency: 'monthly',
        amount: 999,
        trial_end_at: new Date(START.getTime() + 7 * DAY).toISOString(),
        next_charge_at: new Date(START.getTime() + 7 * DAY).toISOString(),
        next_charge_amount: 999,
      },
      receipts: [],
    });

    // Then the provider's events arrive (each sync re-reads the provider: nothing changes, one welcome).
    const delivered = await deliver();
    expect(delivered.events).toBeGreaterThanOrEqual(3);
    expect(await status(parent)).toEqual({
      status: 'trialing',
      has_access: true,
      frequency: 'monthly',
      trial_end_at: new Date(START.getTime() + 7 * DAY).toISOString(),
      current_period_end: new Date(START.getTime() + 7 * DAY).toISOString(),
      cancel_at_period_end: false,
    });
    const welcome = mailsTo('trial@example.test');
    expect(welcome.map((m) => m.subject)).toEqual(['Welcome to the Youth Enrichments membership']);
    expect(welcome[0]?.text).toContain('Your free trial runs until Mar 08, 2027');

    const meshToken = await signAccessToken(t.app.config.jwtSecret, {
      userId: parent.id,
      type: 'parent',
      audience: 'mesh',
    });
    const me = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${meshToken}` },
      payload: {
        query:
          '{ me { hasActiveStripeSubscription subscriptionStatus stripe { subscriptions { status trialEndAt } } } }',
      },
    });
    expect(me.json().data.me).toEqual({
      hasActiveStripeSubscription: true,
      subscriptionStatus: 'trialing',
      stripe: {
        subscriptions: [
          { status: 'trialing', trialEndAt: new Date(START.getTime() + 7 * DAY).toISOString() },
        ],
      },
    });

    // One membership at a time; the trial was used.
    const twice = await call(parent, 'POST', '/v1/parent/subscribe', { frequency: 'yearly' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_subscribed');
  });

  it('processes each event once, whatever the order, and ignores what it does not handle', async () => {
    at(0);
    const parent = await createParent(t.db, { email: 'replay@example.test' });
    await checkout(parent, '4242424242424242');
    const rows = await pendingDeliveries(t.db);
    await deliver('twice');
    expect(mailsTo('replay@example.test')).toHaveLength(1);
    const recorded = await t.db.execute<{ outcome: string }>(
      sql`select outcome from billing_events where id in (${sql.join(
        rows.map((r) => sql`${r.eventId}`),
        sql`, `,
      )})`,
    );
    expect(recorded.rows.map((r) => r.outcome)).toEqual(rows.map(() => 'applied'));
    // A replay of a processed event: 200, no job.
    const first = rows[0];
    if (!first) throw new Error('no event was sent');
    expect((await postWebhook(first.payload)).statusCode).toBe(200);
    expect(await t.app.jobs.drain('billing.customer')).toBe(0);

    const other = JSON.stringify({
      id: 'evt_test_other',
      object: 'event',
      type: 'charge.refunded',
      created: 1,
      data: { object: { id: 'ch_1', object: 'charge', customer: 'cus_x' } },
    });
    expect((await postWebhook(other)).statusCode).toBe(200);
    const stranger = JSON.stringify({
      id: 'evt_test_stranger',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: { id: 'in_1', object: 'invoice', customer: 'cus_nobody' } },
    });
    expect((await postWebhook(stranger)).statusCode).toBe(200);
    await t.app.jobs.drain('billing.customer');
    const outcomes = await t.db.execute<{ id: string; outcome: string }>(
      sql`select id, outcome from billing_events where id in ('evt_test_other', 'evt_test_stranger') order by id`,
    );
    expect(outcomes.rows).toEqual([
      { id: 'evt_test_other', outcome: 'ignored' },
      { id: 'evt_test_stranger', outcome: 'unknown_customer' },
    ]);
  });

  it('refuses unsigned, wrongly signed, tampered, stale and non-JSON events, and records nothing', async () => {
    at(0);
    const payload = JSON.stringify({
      id: 'evt_test_bad',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: { id: 'in_1', object: 'invoice', customer: 'cus_1' } },
    });
    const before = await eventCount();
    const now = Math.floor(START.getTime() / 1000);
    const good = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: t.app.config.billing.webhookSecret,
      timestamp: now,
    });
    const cases = [
      await postWebhook(payload, { header: null }),
      await postWebhook(payload, { secret: 'whsec_someone_else' }),
      await t.app.inject({
        method: 'POST',
        url: '/v1/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': good },
        payload: payload.replace('in_1', 'in_2'),
      }),
      await postWebhook(payload, { timestamp: now - 301 }),
      await postWebhook('not json', {}),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    expect(cases[0]?.json().detail).toBe('The webhook signature is missing, wrong or too old.');
    expect(await eventCount()).toBe(before);
    // 300 s old is still inside Stripe's tolerance.
    expect((await postWebhook(payload, { timestamp: now - 300 })).statusCode).toBe(200);
  });
});

describe('a membership over time', () => {
  it('goes from trial to a failed charge, a grace period, a new card and a paid receipt', async () => {
    at(0);
    const parent = await createParent(t.db, { email: 'grace@example.test' });
    const { pay } = await checkout(parent, '4000000000000341');
    expect(pay.statusCode, pay.body).toBe(200);
    await deliver();

    at(7 * DAY);
    const session = await portal(parent);
    const ended = await call(null, 'POST', `/v1/billing/test/portal/${session}/advance`, { to: 'end_trial' });
    expect(ended.statusCode, ended.body).toBe(200);
    await deliver();
    expect(await status(parent)).toMatchObject({ status: 'past_due', has_access: true });
    const overview = (await call(parent, 'GET', '/v1/billing/overview')).json();
    expect(overview.access.state).toBe('grace');
    expect(overview.subscription.payment_error).toBe('Your card was declined.');
    const failed = mailsTo('grace@example.test').find((m) => m.subject === 'Your payment did not go through');
    expect(failed?.text).toContain('Your card was declined.');
    expect(failed?.text).toContain(`Update your card: ${t.app.config.appUrl}/my-account/cards`);

    // The grace period's last instant still has access; the next one does not.
    at(14 * DAY - 1);
    expect((await status(parent)).has_access).toBe(true);
    at(14 * DAY);
    expect((await status(parent)).has_access).toBe(false);

    at(8 * DAY);
    const later = await portal(parent);
    const added = await call(null, 'POST', `/v1/billing/test/portal/${later}/cards`, {
      card_number: '5555555555554444',
      exp_month: 1,
      exp_year: 2031,
      cvc: '999',
      name: 'Pat Parent',
    });
    expect(added.statusCode, added.body).toBe(200);
    const cards = (await call(parent, 'GET', '/v1/billing/cards')).json().cards;
    expect(cards).toHaveLength(2);
    const good = cards.find((c: { last4: string }) => c.last4 === '4444');
    const bad = cards.find((c: { last4: string }) => c.last4 === '0341');
    expect(bad.is_default).toBe(true);
    const stranger = await createParent(t.db);
    expect((await call(stranger, 'POST', `/v1/billing/cards/${good.id}/default`)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/v1/billing/cards/${good.id}`)).statusCode).toBe(404);

    const made = await call(parent, 'POST', `/v1/billing/cards/${good.id}/default`);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().cards.find((c: { id: string }) => c.id === good.id).is_default).toBe(true);
    await deliver();
    expect(await status(parent)).toMatchObject({ status: 'active', has_access: true });
    const receipts = (await call(parent, 'GET', '/v1/billing/purchases')).json().receipts;
    expect(receipts).toMatchObject([{ amount_paid: 999, currency: 'usd' }]);
    expect(mailsTo('grace@example.test').map((m) => m.subject)).toContain('Your receipt: $9.99');

    // The card in use cannot go; the old one can.
    expect((await call(parent, 'DELETE', `/v1/billing/cards/${good.id}`)).statusCode).toBe(409);
    expect((await call(parent, 'DELETE', `/v1/billing/cards/${bad.id}`)).statusCode).toBe(204);
    expect((await call(parent, 'GET', '/v1/billing/cards')).json().cards).toHaveLength(1);
  });

  it('switches to yearly in the trial, cancels at period end, and ends without touching progress', async () => {
    at(0);
    const parent = await createParent(t.db, { email: 'cancel@example.test' });
    const child = await createChild(t.db, parent);
    await checkout(parent, '4242424242424242');
    await deliver();
    const session = await portal(parent);
    const yearly = await call(null, 'POST', `/v1/billing/test/portal/${session}/plan`, {
      frequency: 'yearly',
    });
    expect(yearly.json().subscription).toMatchObject({
      frequency: 'yearly',
      amount: 7999,
      status: 'trialing',
    });
    await deliver();
    expect(await status(parent)).toMatchObject({
      frequency: 'yearly',
      trial_end_at: new Date(START.getTime() + 7 * DAY).toISOString(),
    });

    const cancelled = await call(null, 'POST', `/v1/billing/test/portal/${session}/cancel`);
    expect(cancelled.json().subscription.cancel_at_period_end).toBe(true);
    await deliver('reverse');
    expect(await status(parent)).toMatchObject({
      status: 'trialing',
      has_access: true,
      cancel_at_period_end: true,
    });
    const overview = (await call(parent, 'GET', '/v1/billing/overview')).json();
    expect(overview.subscription.next_charge_at).toBeNull();
    expect(mailsTo('cancel@example.test').map((m) => m.subject)).toContain('Your membership is cancelled');

    // The trial's end passes: the provider ends it; a stale event delivered after changes nothing.
    at(7 * DAY);
    const stale = (await pendingDeliveries(t.db)).length;
    expect(stale).toBe(0);
    const expired = await call(null, 'POST', `/v1/billing/test/portal/${session}/advance`, {
      to: 'end_trial',
    });
    expect(expired.statusCode).toBe(404);
    const fresh = await portal(parent);
    const advanced = await call(null, 'POST', `/v1/billing/test/portal/${fresh}/advance`, {
      to: 'end_trial',
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    await deliver('reverse');
    expect(await status(parent)).toMatchObject({ status: 'canceled', has_access: false });
    const childAccess = await billing.accessForCaller(
      t.db,
      { userId: child.id, type: 'child' },
      'test',
      new Date(START.getTime() + 7 * DAY),
    );
    expect(childAccess.hasAccess).toBe(false);
    expect(mailsTo('cancel@example.test').map((m) => m.subject)).toContain('Your membership has ended');
    // Ended: a new checkout is possible again, without a second trial.
    const again = await call(parent, 'POST', '/v1/parent/subscribe', { frequency: 'monthly' });
    const page = (
      await call(null, 'GET', `/v1/billing/test/checkout/${sessionOf(again.json().checkout_url)}`)
    ).json();
    expect(page.trial_days).toBeNull();
  });
});

describe('back from the portal', () => {
  it('brings the overview up to date before the webhook comes, and the late events change nothing (decision 058)', async () => {
    at(0);
    const parent = await createParent(t.db, { email: 'back@example.test' });
    const none = await call(parent, 'POST', '/v1/billing/overview/refresh');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ subscription: null, trial_available: true });

    await checkout(parent, '4242424242424242');
    await deliver();
    const session = await portal(parent);
    await call(null, 'POST', `/v1/billing/test/portal/${session}/plan`, { frequency: 'yearly' });
    await call(null, 'POST', `/v1/billing/test/portal/${session}/cancel`);
    // The provider's events are still on their way: our records are a step behind.
    expect((await pendingDeliveries(t.db)).length).toBeGreaterThan(0);
    expect((await call(parent, 'GET', '/v1/billing/overview')).json().subscription).toMatchObject({
      frequency: 'monthly',
      cancel_at_period_end: false,
    });

    const back = await call(parent, 'POST', '/v1/billing/overview/refresh');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().subscription).toMatchObject({
      frequency: 'yearly',
      cancel_at_period_end: true,
      next_charge_at: null,
    });
    expect(await status(parent)).toMatchObject({
      frequency: 'yearly',
      cancel_at_period_end: true,
      has_access: true,
    });
    await t.app.jobs.drain('mail.send');
    const cancelMails = () =>
      mailsTo('back@example.test').filter((m) => m.subject === 'Your membership is cancelled');
    expect(cancelMails()).toHaveLength(1);

    await deliver('reverse');
    expect(await status(parent)).toMatchObject({
      frequency: 'yearly',
      cancel_at_period_end: true,
      has_access: true,
    });
    expect(cancelMails()).toHaveLength(1);
  });
});

describe('who may touch billing', () => {
  it('is the family’s parent only; an admin acting as the parent may neither look nor pay (decision 037)', async () => {
    at(0);
    const parent = await createParent(t.db, { email: 'owner@example.test' });
    const child = await createChild(t.db, parent);
    const instructor = await createInstructor(t.db);
    const { sessionId } = await checkout(parent, '4242424242424242');
    for (const url of [
      '/v1/subscription/status',
      '/v1/billing/overview',
      '/v1/billing/cards',
      '/v1/billing/purchases',
    ]) {
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
      expect((await call(child, 'GET', url)).statusCode).toBe(403);
      expect((await call(instructor, 'GET', url)).statusCode).toBe(403);
    }
    const refresh = '/v1/billing/overview/refresh';
    expect((await call(null, 'POST', refresh)).statusCode).toBe(401);
    expect((await call(child, 'POST', refresh)).statusCode).toBe(403);
    expect((await call(instructor, 'POST', refresh)).statusCode).toBe(403);
    const other = await createParent(t.db);
    expect((await call(other, 'GET', `/v1/billing/purchases?session_id=${sessionId}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/v1/billing/cards')).json()).toEqual({ cards: [] });
    // The refresh names no object: another parent gets their own (empty) overview, and a body that is
    // not JSON is a 400 that syncs nothing (the paid checkout's events are still undelivered).
    const others = await call(other, 'POST', refresh);
    expect(others.statusCode).toBe(200);
    expect(others.json().subscription).toBeNull();
    const garbage = await t.app.inject({
      method: 'POST',
      url: refresh,
      headers: { ...(await authAs(t.app, parent)), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
    expect(typeof garbage.json().detail).toBe('string');
    expect(await status(parent)).toMatchObject({ status: 'none' });
    expect((await call(parent, 'POST', '/v1/parent/subscribe', { frequency: 'weekly' })).statusCode).toBe(
      400,
    );

    const admin = await createUser(t.db, { type: 'admin' });
    const acting = await signAccessToken(t.app.config.jwtSecret, {
      userId: other.id,
      type: 'parent',
      audience: 'main',
      impersonatorId: admin.id,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/parent/subscribe',
      headers: { authorization: `Bearer ${acting}` },
      payload: { frequency: 'monthly' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/not available while impersonating/);
    for (const [method, url] of [
      ['GET', '/v1/billing/overview'],
      ['POST', '/v1/billing/overview/refresh'],
    ] as const)
      expect(
        (await t.app.inject({ method, url, headers: { authorization: `Bearer ${acting}` } })).statusCode,
      ).toBe(403);
    expect((await call(null, 'GET', '/v1/billing/test/checkout/cs_test_nope')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/v1/billing/test/portal/bps_test_nope')).statusCode).toBe(404);
  });
});
