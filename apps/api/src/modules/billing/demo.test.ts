import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs, createParent } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { seedTestMembership } from './demo.ts';
import { depsOf } from './service.ts';
import { pendingDeliveries } from './test-provider/queries.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the demo’s membership', () => {
  it('is a paid yearly membership made through the test provider, with its receipt and nothing left to send', async () => {
    const parent = await createParent(t.db);
    expect(await seedTestMembership(depsOf(t.app), parent.id, 'yearly')).toBe(true);
    const headers = await authAs(t.app, parent);
    const status = await t.app.inject({ method: 'GET', url: '/v1/subscription/status', headers });
    expect(status.json()).toMatchObject({
      status: 'active',
      has_access: true,
      frequency: 'yearly',
      trial_end_at: null,
    });
    const purchases = await t.app.inject({ method: 'GET', url: '/v1/billing/purchases', headers });
    expect(purchases.json()).toMatchObject({
      state: 'complete',
      receipts: [{ amount_paid: 7999, currency: 'usd' }],
    });
    expect(await pendingDeliveries(t.db)).toEqual([]);
    // No second trial for the demo family either: it has had a membership.
    const overview = await t.app.inject({ method: 'GET', url: '/v1/billing/overview', headers });
    expect(overview.json().trial_available).toBe(false);
  });

  it('is not made when the server sells through Stripe', async () => {
    const parent = await createParent(t.db);
    const config = { ...t.app.config, billing: { ...t.app.config.billing, provider: 'stripe' as const } };
    expect(await seedTestMembership({ ...depsOf(t.app), config }, parent.id, 'monthly')).toBe(false);
  });
});
