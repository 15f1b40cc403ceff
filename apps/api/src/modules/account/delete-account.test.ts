import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  createUser,
  FIXTURE_PASSWORD,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { auditLog, users } from '../auth/tables.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { seedTestMembership } from '../billing/demo.ts';
import { depsOf } from '../billing/service.ts';
import { billingCustomers, billingSubscriptions } from '../billing/tables.ts';
import { TestBillingProvider } from '../billing/test-provider/service.ts';
import { WRONG_PASSWORD } from './service.ts';

// A parent deletes their own account (DESIGN §9, privacy): the password again, the membership ended
// at the provider first, then the parent, the children and everything they did, leaving no name.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const URL = '/v1/parent_router/parent/delete-account';
// Five tries a minute per address: each call comes from its own address, so the tests never meet it.
let address = 0;
const remove = async (who: FixtureUser, password: unknown, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    remoteAddress: `10.0.7.${++address}`,
    headers: headers ?? (await authAs(t.app, who)),
    payload: { password },
  });

async function exists(ids: string[]): Promise<string[]> {
  const rows = await t.db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => r.id);
}

describe('POST /v1/parent_router/parent/delete-account', () => {
  it('refuses a wrong or missing password and deletes nothing', async () => {
    const parent = await createParent(t.db);
    const child = await createChild(t.db, parent);
    const wrong = await remove(parent, 'Not#ThePassword1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: WRONG_PASSWORD, code: 'wrong_password' });
    const empty = await remove(parent, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('password: Please enter your password.');
    expect(await exists([parent.id, child.id])).toHaveLength(2);
  });

  it('is for the parent alone: a child, an instructor, a stranger and an admin acting as the parent are refused', async () => {
    const parent = await createParent(t.db);
    const child = await createChild(t.db, parent);
    const instructor = await createInstructor(t.db);
    expect((await remove(child, FIXTURE_PASSWORD)).statusCode).toBe(403);
    expect((await remove(instructor, FIXTURE_PASSWORD)).statusCode).toBe(403);
    expect((await remove(parent, FIXTURE_PASSWORD, {})).statusCode).toBe(401);
    const admin = await createUser(t.db, { type: 'admin' });
    const acting = await signAccessToken(t.app.config.jwtSecret, {
      userId: parent.id,
      type: 'parent',
      audience: 'main',
      impersonatorId: admin.id,
    });
    const res = await remove(parent, FIXTURE_PASSWORD, { authorization: `Bearer ${acting}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      'This is not available while impersonating: billing, passwords and deleting the account stay with its owner.',
    );
    expect(await exists([parent.id, child.id])).toHaveLength(2);
  });

  it('ends the membership at the provider, deletes the family and their data, and keeps no name', async () => {
    const parent = await createParent(t.db, { firstName: 'Rosa', lastName: 'Quill' });
    const kids = [await createChild(t.db, parent, { firstName: 'Tomas' }), await createChild(t.db, parent)];
    const neighbour = await createParent(t.db);
    const neighbourChild = await createChild(t.db, neighbour);
    expect(await seedTestMembership(depsOf(t.app), parent.id, 'monthly')).toBe(true);
    const [customer] = await t.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, parent.id));
    if (!customer) throw new Error('no customer');
    const headers = await authAs(t.app, parent);
    const childHeaders = await authAs(t.app, kids[0] as FixtureUser);

    const res = await remove(parent, FIXTURE_PASSWORD, headers);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');

    // The family is gone with its billing rows; the neighbours are untouched.
    expect(await exists([parent.id, ...kids.map((k) => k.id)])).toEqual([]);
    expect(await exists([neighbour.id, neighbourChild.id])).toHaveLength(2);
    const subs = await t.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.customerId, customer.customerId));
    expect(subs).toEqual([]);
    // Nothing is charged again: the provider's subscription ended at once.
    const atProvider = await new TestBillingProvider(depsOf(t.app)).listSubscriptions(customer.customerId);
    expect(atProvider.map((s) => s.status)).toEqual(['canceled']);

    // Their tokens and password open nothing any more.
    const me = await t.app.inject({ method: 'GET', url: '/v1/router/user/profile', headers });
    expect(me.statusCode).toBe(401);
    const kidMe = await t.app.inject({
      method: 'GET',
      url: '/v1/router/user/profile',
      headers: childHeaders,
    });
    expect(kidMe.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token/get',
      payload: { email: parent.email, password: FIXTURE_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    // The audit says an account went, with how many children, and names nobody.
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.delete'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: null, targetUserId: null, details: { children: 2 } });
    expect(JSON.stringify(audit[0])).not.toMatch(/Rosa|Quill|Tomas|@/);
  });

  it('gives a stolen session a handful of guesses a minute, not a brute force', async () => {
    const parent = await createParent(t.db);
    const headers = await authAs(t.app, parent);
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: URL,
        remoteAddress: '10.0.8.1',
        headers,
        payload: { password: 'guess' },
      });
    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
    expect(await exists([parent.id])).toHaveLength(1);
  });
});
