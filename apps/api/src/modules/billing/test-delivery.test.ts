import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs, createParent } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { pendingDeliveries } from './test-provider/queries.ts';

// The test provider's events travel as Stripe's do: the `billing-test.deliver` job signs each one and
// POSTs it over HTTP to APP_URL/v1/billing/webhook. Here the app listens on a real port for that.

let t: TestContext;
let port = 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ APP_URL: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

describe('the test provider’s event delivery', () => {
  it('signs and POSTs each event to the webhook, which the billing job then applies', async () => {
    const parent = await createParent(t.db);
    const headers = await authAs(t.app, parent);
    const sub = await t.app.inject({
      method: 'POST',
      url: '/v1/parent/subscribe',
      headers,
      payload: { frequency: 'yearly' },
    });
    const sessionId = sub.json().checkout_url.split('/').pop();
    const pay = await t.app.inject({
      method: 'POST',
      url: `/v1/billing/test/checkout/${sessionId}/pay`,
      payload: { card_number: '5555555555554444', exp_month: 1, exp_year: 2099, cvc: '321', name: 'Pat' },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect((await pendingDeliveries(t.db)).length).toBeGreaterThanOrEqual(3);

    const delivered = await t.app.jobs.drain('billing-test.deliver');
    expect(delivered).toBeGreaterThanOrEqual(3);
    expect(await pendingDeliveries(t.db)).toEqual([]);
    await t.app.jobs.drain('billing.customer');
    const status = await t.app.inject({ method: 'GET', url: '/v1/subscription/status', headers });
    expect(status.json()).toMatchObject({ status: 'trialing', frequency: 'yearly', has_access: true });
  });
});
