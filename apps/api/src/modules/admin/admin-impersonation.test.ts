import { IMPERSONATION_MINUTES } from '@ye/contracts/mesh';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertUser, type UserRow } from '../auth/queries.ts';
import { issueSession } from '../auth/sessions.ts';
import { auditLog, refreshTokens, users } from '../auth/tables.ts';

const REASON = 'Support ticket 42: the dashboard looks empty';
let t: TestContext;
let admin: UserRow;
let parent: UserRow;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword('Whatever#2026');
  admin = await insertUser(t.db, {
    type: 'admin',
    email: 'ada@ops.test',
    firstName: 'Ada',
    lastName: 'Min',
    passwordHash,
  });
  parent = await insertUser(t.db, {
    type: 'parent',
    email: 'pat@family.test',
    firstName: 'Pat',
    lastName: 'Lee',
    passwordHash,
  });
  adminToken = (await issueSession(t.db, t.app.config, admin, 'main')).access;
});
afterAll(async () => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** Mints and spends an impersonation link, as the web app does. */
async function impersonate(userId = parent.id) {
  const minted = await call('POST', '/v1/admin/impersonate', adminToken, { user_id: userId, reason: REASON });
  expect(minted.statusCode).toBe(201);
  const started = Date.now();
  const login = await call('POST', `/auth/prg/login?auth_token=${minted.json().auth_token}`, null);
  expect(login.statusCode).toBe(200);
  return { ...login.json(), started };
}

describe('impersonation', () => {
  it('asks for a reason, and keeps it in the audit log', async () => {
    for (const payload of [
      { user_id: parent.id },
      { user_id: parent.id, reason: ' ' },
      { user_id: parent.id, reason: 'x'.repeat(501) },
    ]) {
      const res = await call('POST', '/v1/admin/impersonate', adminToken, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    await impersonate();
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.token'), eq(auditLog.targetUserId, parent.id)));
    expect(rows.at(-1)).toMatchObject({
      actorId: admin.id,
      details: { reason: REASON, target_type: 'parent' },
    });
  });

  it(`lasts ${IMPERSONATION_MINUTES} minutes from its start, and rotating never extends it`, async () => {
    const session = await impersonate();
    const limit = session.started + IMPERSONATION_MINUTES * 60 * 1000;
    const [row] = await t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, parent.id), eq(refreshTokens.audience, 'main')))
      .orderBy(refreshTokens.createdAt)
      .limit(1);
    // The newest family is this one; its end is 30 minutes from the program login.
    const family = await t.db.select().from(refreshTokens).where(eq(refreshTokens.impersonatorId, admin.id));
    const ends = family.map((r) => r.expiresAt.getTime());
    expect(Math.max(...ends)).toBeGreaterThanOrEqual(limit - 5000);
    expect(Math.max(...ends)).toBeLessThanOrEqual(limit + 5000);
    expect(row).toBeDefined();

    const rotated = await call('POST', '/v1/auth/token/refresh', null, { refresh: session.refresh_token });
    expect(rotated.statusCode).toBe(200);
    const after = await t.db.select().from(refreshTokens).where(eq(refreshTokens.impersonatorId, admin.id));
    expect(Math.max(...after.map((r) => r.expiresAt.getTime()))).toBe(Math.max(...ends));

    // One minute before the end, a refresh gives an access token that dies with the impersonation.
    const nearEnd = new Date(Date.now() + 60 * 1000);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: nearEnd })
      .where(eq(refreshTokens.impersonatorId, admin.id));
    const last = await call('POST', '/v1/auth/token/refresh', null, { refresh: rotated.json().refresh });
    expect(last.statusCode).toBe(200);
    const exp = decodeJwt(last.json().access).exp ?? 0;
    expect(exp * 1000).toBeLessThanOrEqual(nearEnd.getTime());

    // Past the end: no refresh, so the web app's session goes back to the admin.
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.impersonatorId, admin.id));
    expect(
      (await call('POST', '/v1/auth/token/refresh', null, { refresh: last.json().refresh })).statusCode,
    ).toBe(401);
  });

  it('refuses billing, the password and deleting the account while impersonating (403, nothing changes)', async () => {
    const { access_token: token } = await impersonate();
    for (const [method, url, body] of [
      ['GET', '/v1/billing/overview', undefined],
      ['GET', '/v1/billing/cards', undefined],
      ['GET', '/v1/subscription/status', undefined],
      ['POST', '/v1/parent/subscribe', { frequency: 'monthly' }],
      ['POST', '/v1/auth/password/update', { old_password: 'Whatever#2026', new_password: 'Another#2027x' }],
      ['POST', '/v1/parent_router/parent/delete-account', { password: 'Whatever#2026' }],
    ] as const) {
      const res = await call(method, url, token, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'impersonating',
        detail: expect.stringMatching(/while impersonating/),
      });
    }
    expect((await t.db.select().from(users).where(eq(users.id, parent.id))).length).toBe(1);
    // The parent's own session may do all of it.
    const own = (await issueSession(t.db, t.app.config, parent, 'main')).access;
    expect((await call('GET', '/v1/subscription/status', own)).statusCode).toBe(200);
    // Other pages work while impersonating.
    expect((await call('GET', '/v1/family/child/list', token)).statusCode).toBe(200);
  });

  it('names both people on the audit line of every change made while impersonating', async () => {
    const { access_token: token } = await impersonate();
    const res = await call('POST', '/v1/parent_router/parent/update_profile', token, {
      first_name: 'Patricia',
    });
    expect(res.statusCode).toBe(200);
    const find = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'impersonation.write'), eq(auditLog.targetUserId, parent.id)));
    // The line is written once the answer has gone.
    await expect.poll(async () => (await find()).length).toBe(1);
    expect((await find())[0]).toMatchObject({
      actorId: admin.id,
      details: { method: 'POST', route: '/v1/parent_router/parent/update_profile', status: 200 },
    });
    // Reads and refused calls write nothing.
    await call('GET', '/v1/family/child/list', token);
    await call('GET', '/v1/billing/overview', token);
    expect(await find()).toHaveLength(1);
  });

  it('refuses a disabled account (409) and nothing is minted', async () => {
    await call('POST', `/v1/admin/users/${parent.id}/disable`, adminToken, { reason: 'Paused' });
    const res = await call('POST', '/v1/admin/impersonate', adminToken, {
      user_id: parent.id,
      reason: REASON,
    });
    expect(res.statusCode).toBe(409);
    await call('POST', `/v1/admin/users/${parent.id}/enable`, adminToken);
  });
});
