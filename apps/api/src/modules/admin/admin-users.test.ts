import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertUser, type UserRow } from '../auth/queries.ts';
import { ACCOUNT_DISABLED, BAD_CREDENTIALS, issueSession } from '../auth/sessions.ts';
import { auditLog, users } from '../auth/tables.ts';

const PASSWORD = 'Whatever#2026';
const AT = '2027-03-01T09:30:00.000Z';
let t: TestContext;
let admin: UserRow;
let admin2: UserRow;
let parent: UserRow;
let child: UserRow;
let instructor: UserRow;
let adminToken: string;
let admin2Token: string;

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(PASSWORD);
  const adult = (type: UserRow['type'], email: string, firstName: string) =>
    insertUser(t.db, { type, email, firstName, lastName: 'Test', passwordHash });
  admin = await adult('admin', 'ada@ops.test', 'Ada');
  admin2 = await adult('admin', 'bo@ops.test', 'Bo');
  parent = await adult('parent', 'pat@family.test', 'Pat');
  instructor = await adult('instructor', 'ivy@school.test', 'Ivy');
  child = await insertUser(t.db, {
    type: 'child',
    username: 'kid_pat',
    parentId: parent.id,
    firstName: 'Kid',
    lastName: 'Test',
    passwordHash,
  });
  adminToken = (await issueSession(t.db, t.app.config, admin, 'main')).access;
  admin2Token = (await issueSession(t.db, t.app.config, admin2, 'main')).access;
});
afterAll(async () => t?.close());
afterEach(() => clock.reset());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const signIn = (email: string, password = PASSWORD) =>
  call('POST', '/v1/auth/token/get', null, { email, password });
const account = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const audits = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetUserId, targetId));

describe('disable and enable', () => {
  it('signs the account out everywhere at once, refuses its sign-in with a clear message, audits the reason', async () => {
    clock.set(AT, { frozen: true });
    const login = await signIn('pat@family.test');
    expect(login.statusCode).toBe(200);
    const { token, refresh_token } = login.json();
    const mesh = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'pat@family.test', password: PASSWORD },
    });
    expect(mesh.statusCode).toBe(200);
    expect((await call('GET', '/v1/router/user/profile', token)).statusCode).toBe(200);

    const res = await call('POST', `/v1/admin/users/${parent.id}/disable`, adminToken, {
      reason: '  Asked us to pause the account  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: parent.id,
      disabled_at: AT,
      disabled_reason: 'Asked us to pause the account',
    });

    // The access tokens issued before are refused on the next request, and no refresh works.
    expect((await call('GET', '/v1/router/user/profile', token)).statusCode).toBe(401);
    const gql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${mesh.json().access_token}` },
      payload: { query: '{ me { id } }' },
    });
    // GraphQL answers 200 with an error saying the JWT is not valid (the mesh client then refreshes, and fails).
    expect(gql.json().data?.me ?? null).toBeNull();
    expect(gql.json().errors?.[0]?.message).toEqual(expect.any(String));
    expect((await call('POST', '/v1/auth/token/refresh', null, { refresh: refresh_token })).statusCode).toBe(
      401,
    );
    const meshRefresh = await call('POST', '/auth/refresh', null, {
      refresh_token: mesh.json().refresh_token,
    });
    expect(meshRefresh.statusCode).toBe(401);

    // The right password hears why; a wrong one hears nothing new.
    const refused = await signIn('pat@family.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: ACCOUNT_DISABLED, code: 'account_disabled' });
    const wrong = await signIn('pat@family.test', 'Wrong#2026x');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(BAD_CREDENTIALS);

    const list = await call('GET', '/v1/admin/users?q=pat%40family', adminToken);
    expect(list.json().results[0]).toMatchObject({
      disabled_at: AT,
      disabled_reason: 'Asked us to pause the account',
    });
    const rows = await audits(parent.id);
    expect(rows).toContainEqual(
      expect.objectContaining({
        action: 'user.disable',
        actorId: admin.id,
        details: { reason: 'Asked us to pause the account' },
      }),
    );

    // Disabling twice changes nothing and writes no second line.
    const again = await call('POST', `/v1/admin/users/${parent.id}/disable`, adminToken, {
      reason: 'Another reason',
    });
    expect(again.json().disabled_reason).toBe('Asked us to pause the account');
    expect((await audits(parent.id)).filter((r) => r.action === 'user.disable')).toHaveLength(1);

    // Enabled again: a new sign-in works, the tokens from before stay refused.
    const enabled = await call('POST', `/v1/admin/users/${parent.id}/enable`, adminToken);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ disabled_at: null, disabled_reason: null });
    const back = await signIn('pat@family.test');
    expect(back.statusCode).toBe(200);
    expect((await call('GET', '/v1/router/user/profile', back.json().token)).statusCode).toBe(200);
    expect((await call('GET', '/v1/router/user/profile', token)).statusCode).toBe(401);
    expect((await audits(parent.id)).map((r) => r.action)).toContain('user.enable');
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await account(instructor.id);
    for (const reason of ['', '  ', 'x'.repeat(501), 'a\u0000b']) {
      const res = await call('POST', `/v1/admin/users/${instructor.id}/disable`, adminToken, { reason });
      expect(res.statusCode, JSON.stringify(reason)).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect((await call('POST', `/v1/admin/users/${instructor.id}/disable`, adminToken, {})).statusCode).toBe(
      400,
    );
    const missing = await call('POST', `/v1/admin/users/${crypto.randomUUID()}/disable`, adminToken, {
      reason: 'Spam',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('POST', '/v1/admin/users/not-an-id/enable', adminToken)).statusCode).toBe(400);
    expect(await account(instructor.id)).toEqual(before);
  });

  it('never lets an admin disable themselves', async () => {
    const res = await call('POST', `/v1/admin/users/${admin.id}/disable`, adminToken, {
      reason: 'Going away',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/your own account/);
    expect((await account(admin.id))?.disabledAt).toBeNull();
  });

  it('refuses every account but an admin, and a stranger', async () => {
    const parentToken = (await issueSession(t.db, t.app.config, instructor, 'main')).access;
    for (const [method, url, body] of [
      ['POST', `/v1/admin/users/${parent.id}/disable`, { reason: 'Because I can' }],
      ['POST', `/v1/admin/users/${parent.id}/enable`, undefined],
      ['PATCH', `/v1/admin/users/${parent.id}`, { type: 'admin' }],
      ['GET', `/v1/admin/users/${parent.id}/audit`, undefined],
    ] as const) {
      expect((await call(method, url, parentToken, body)).statusCode).toBe(403);
      expect((await call(method, url, null, body)).statusCode).toBe(401);
    }
    expect((await account(parent.id))?.type).toBe('parent');
  });
});

describe('change role', () => {
  it('changes an adult role at once (the next request already has it), audited', async () => {
    const ivy = (await issueSession(t.db, t.app.config, instructor, 'main')).access;
    const res = await call('PATCH', `/v1/admin/users/${instructor.id}`, adminToken, { type: 'provider' });
    expect(res.statusCode).toBe(200);
    expect(res.json().type).toBe('provider');
    expect((await call('GET', '/v1/router/user/profile', ivy)).json().type).toBe('provider');
    expect(await audits(instructor.id)).toContainEqual(
      expect.objectContaining({
        action: 'user.role',
        actorId: admin.id,
        details: { from: 'instructor', to: 'provider' },
      }),
    );
    await call('PATCH', `/v1/admin/users/${instructor.id}`, adminToken, { type: 'instructor' });
  });

  it('keeps a child a child, makes no adult a child, refuses unknown roles and your own', async () => {
    expect(
      (await call('PATCH', `/v1/admin/users/${child.id}`, adminToken, { type: 'parent' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', `/v1/admin/users/${parent.id}`, adminToken, { type: 'child' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', `/v1/admin/users/${parent.id}`, adminToken, { type: 'root' })).statusCode,
    ).toBe(400);
    const own = await call('PATCH', `/v1/admin/users/${admin.id}`, adminToken, { type: 'parent' });
    expect(own.statusCode).toBe(400);
    expect((await account(child.id))?.type).toBe('child');
    expect((await account(parent.id))?.type).toBe('parent');
    expect((await account(admin.id))?.type).toBe('admin');
  });

  it('never demotes or disables the last enabled admin, even when two admins act on each other at once', async () => {
    // Each demotes the other at the same moment: exactly one wins, the other hears 409 (or is no longer an admin).
    const [a, b] = await Promise.all([
      call('PATCH', `/v1/admin/users/${admin2.id}`, adminToken, { type: 'instructor' }),
      call('PATCH', `/v1/admin/users/${admin.id}`, admin2Token, { type: 'instructor' }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await t.db.select().from(users).where(eq(users.type, 'admin'));
    expect(admins).toHaveLength(1);

    // Put the loser back, then both disable each other at once: one account stays enabled.
    const [winner, loser] = a.statusCode === 200 ? [admin, admin2] : [admin2, admin];
    const winnerToken = winner === admin ? adminToken : admin2Token;
    expect(
      (await call('PATCH', `/v1/admin/users/${loser.id}`, winnerToken, { type: 'admin' })).statusCode,
    ).toBe(200);
    const loserToken = (await issueSession(t.db, t.app.config, loser, 'main')).access;
    const [c, d] = await Promise.all([
      call('POST', `/v1/admin/users/${loser.id}/disable`, winnerToken, { reason: 'Test of the rule' }),
      call('POST', `/v1/admin/users/${winner.id}/disable`, loserToken, { reason: 'Test of the rule' }),
    ]);
    expect([c.statusCode, d.statusCode]).toContain(200);
    const enabledAdmins = (await t.db.select().from(users).where(eq(users.type, 'admin'))).filter(
      (u) => !u.disabledAt,
    );
    expect(enabledAdmins).toHaveLength(1);
    const [survivor] = enabledAdmins;
    const survivorToken = survivor?.id === admin.id ? adminToken : admin2Token;
    const other = survivor?.id === admin.id ? admin2 : admin;
    // The last enabled admin can still enable the other again; then nothing is left disabled.
    expect((await call('POST', `/v1/admin/users/${other.id}/enable`, survivorToken)).statusCode).toBe(200);
    adminToken = (await issueSession(t.db, t.app.config, admin, 'main')).access;
    admin2Token = (await issueSession(t.db, t.app.config, admin2, 'main')).access;
  });

  it('an impersonation ends when the admin behind it is disabled', async () => {
    const session = await issueSession(t.db, t.app.config, parent, 'main', { impersonatorId: admin2.id });
    expect((await call('GET', '/v1/router/user/profile', session.access)).statusCode).toBe(200);
    await call('POST', `/v1/admin/users/${admin2.id}/disable`, adminToken, { reason: 'Left the team' });
    expect((await call('GET', '/v1/router/user/profile', session.access)).statusCode).toBe(401);
    await call('POST', `/v1/admin/users/${admin2.id}/enable`, adminToken);
  });
});

describe('GET /v1/admin/users/{id}/audit', () => {
  it('lists what was done to the user and by them, newest first, with both people named', async () => {
    const res = await call('GET', `/v1/admin/users/${admin2.id}/audit?page=1&page_size=2`, adminToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page_size).toBe(2);
    expect(body.count).toBeGreaterThanOrEqual(2);
    expect(body.results[0]).toMatchObject({
      action: 'user.enable',
      actor: { id: admin.id, name: 'Ada Test', email: 'ada@ops.test' },
      target: { id: admin2.id, name: 'Bo Test' },
    });
    expect(body.results[1].action).toBe('user.disable');
    expect((await call('GET', `/v1/admin/users/${crypto.randomUUID()}/audit`, adminToken)).statusCode).toBe(
      404,
    );
  });
});
