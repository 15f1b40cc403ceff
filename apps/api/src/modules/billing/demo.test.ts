import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.ts';
import { authAs, createParent } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { users } from '../auth/tables.ts';
import { courses } from '../studio/tables.ts';
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

describe('the demo seed', () => {
  it('gives the demo parent and the club a membership, and leaves parent2’s family on the free chapter', async () => {
    expect(await seedDemo(t.db, t.app.config)).toBe(true);
    const people = await t.db
      .select({ id: users.id, type: users.type, email: users.email, username: users.username })
      .from(users)
      .where(inArray(users.email, ['parent@demo.test', 'parent2@demo.test', 'parent3@demo.test']));
    const [sam] = await t.db
      .select({ id: users.id, type: users.type })
      .from(users)
      .where(eq(users.username, 'sam'));
    const [mia] = await t.db
      .select({ id: users.id, type: users.type })
      .from(users)
      .where(eq(users.username, 'mia'));
    if (!sam || !mia) throw new Error('demo children missing');
    const statusOf = async (email: string) => {
      const who = people.find((p) => p.email === email);
      if (!who) throw new Error(`${email} missing`);
      const headers = await authAs(t.app, who);
      return (await t.app.inject({ method: 'GET', url: '/v1/subscription/status', headers })).json();
    };
    expect(await statusOf('parent@demo.test')).toMatchObject({ has_access: true, frequency: 'yearly' });
    expect(await statusOf('parent3@demo.test')).toMatchObject({ has_access: true, frequency: 'monthly' });
    expect(await statusOf('parent2@demo.test')).toMatchObject({ status: 'none', has_access: false });

    // The same course: Mia (a member's child) has it all; Sam has the first chapter and a padlock.
    const [course] = await t.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.state, 'published'));
    const reasons = async (child: { id: string; type: 'child' }) => {
      const headers = await authAs(t.app, child);
      const detail = (
        await t.app.inject({ method: 'GET', url: `/v1/course/get/${course?.id}`, headers })
      ).json();
      return detail.progress.chapters.map(
        (c: { lock_reason: string | null }) => c.lock_reason !== 'subscription',
      );
    };
    const samSees = await reasons({ id: sam.id, type: 'child' });
    expect(samSees.length).toBeGreaterThan(1);
    expect(samSees[0]).toBe(true);
    expect(samSees.slice(1)).not.toContain(true);
    expect(await reasons({ id: mia.id, type: 'child' })).not.toContain(false);
  });
});
