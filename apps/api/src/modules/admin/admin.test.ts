import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertUser, type UserRow } from '../auth/queries.ts';
import { issueSession } from '../auth/sessions.ts';
import { auditLog, programLoginTokens } from '../auth/tables.ts';
import { verifyAccessToken } from '../auth/tokens.ts';

let t: TestContext;
let admin: UserRow;
let otherAdmin: UserRow;
let parent: UserRow;
let child: UserRow;
let adminToken: string;
let parentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword('Whatever#2026');
  admin = await insertUser(t.db, {
    type: 'admin',
    email: 'admin@example.test',
    firstName: 'Ada',
    lastName: 'Min',
    passwordHash,
  });
  otherAdmin = await insertUser(t.db, {
    type: 'admin',
    email: 'admin2@example.test',
    firstName: 'Bo',
    lastName: 'Ss',
    passwordHash,
  });
  parent = await insertUser(t.db, {
    type: 'parent',
    email: 'pat@example.test',
    firstName: 'Pat',
    lastName: 'Doe',
    passwordHash,
  });
  child = await insertUser(t.db, {
    type: 'child',
    username: 'mia_d',
    parentId: parent.id,
    firstName: 'Mia',
    lastName: 'Doe',
    passwordHash,
  });
  for (let i = 0; i < 25; i++) {
    await insertUser(t.db, {
      type: 'instructor',
      email: `teacher${i}@school.test`,
      firstName: `Teacher${i}`,
      lastName: 'Smith',
      passwordHash,
    });
  }
  adminToken = (await issueSession(t.db, t.app.config, admin, 'main')).access;
  parentToken = (await issueSession(t.db, t.app.config, parent, 'main')).access;
});
afterAll(async () => t?.close());

const impersonate = (token: string, userId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/admin/impersonate',
    headers: { authorization: `Bearer ${token}` },
    payload: { user_id: userId, reason: 'Support ticket 42' },
  });

const prgLogin = (authToken: string) =>
  t.app.inject({ method: 'POST', url: `/auth/prg/login?auth_token=${encodeURIComponent(authToken)}` });

describe('impersonation', () => {
  it('mints a token that program-logs-in as the user with issuer impersonate, audited', async () => {
    const minted = await impersonate(adminToken, parent.id);
    expect(minted.statusCode).toBe(201);
    const body = minted.json();
    expect(body).toMatchObject({
      expires_in: 120,
      user: {
        id: parent.id,
        type: 'parent',
        email: 'pat@example.test',
        username: null,
        first_name: 'Pat',
        last_name: 'Doe',
      },
    });
    // Only the hash is stored.
    const stored = await t.db
      .select()
      .from(programLoginTokens)
      .where(eq(programLoginTokens.userId, parent.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(body.auth_token);

    const res = await prgLogin(body.auth_token);
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(Object.keys(session).sort()).toEqual(
      ['access_token', 'issuer', 'mesh_access_token', 'mesh_refresh_token', 'refresh_token', 'type'].sort(),
    );
    expect(session).toMatchObject({ type: 'parent', issuer: 'impersonate' });

    // The main token works on /v1 and carries the admin as impersonator.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/v1/router/user/profile',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: parent.id, type: 'parent' });
    const claims = await verifyAccessToken(t.app.config.jwtSecret, session.access_token, 'main');
    expect(claims).toMatchObject({ userId: parent.id, impersonatorId: admin.id });

    // The mesh token works on /graphql.
    const me = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${session.mesh_access_token}` },
      payload: { query: '{ me { id } }' },
    });
    expect(me.json()).toEqual({ data: { me: { id: parent.id } } });
    const meshClaims = await verifyAccessToken(t.app.config.jwtSecret, session.mesh_access_token, 'mesh');
    expect(meshClaims?.impersonatorId).toBe(admin.id);

    // The impersonated refresh keeps the impersonator.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: session.mesh_refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const again = await verifyAccessToken(t.app.config.jwtSecret, refreshed.json().access_token, 'mesh');
    expect(again?.impersonatorId).toBe(admin.id);

    const audit = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.targetUserId, parent.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['impersonation.start', 'impersonation.token']);
    expect(audit.every((a) => a.actorId === admin.id && a.ip)).toBe(true);

    // The same token again: refused.
    const twice = await prgLogin(body.auth_token);
    expect(twice.statusCode).toBe(401);
    expect(twice.json().detail).toBe('This sign-in link has already been used. Please sign in again.');
  });

  it('impersonates a child too', async () => {
    const minted = (await impersonate(adminToken, child.id)).json();
    const res = await prgLogin(minted.auth_token);
    expect(res.json()).toMatchObject({ type: 'child', issuer: 'impersonate' });
  });

  it('refuses expired and unknown tokens with a plain detail', async () => {
    const minted = (await impersonate(adminToken, parent.id)).json();
    await t.db
      .update(programLoginTokens)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(and(eq(programLoginTokens.userId, parent.id)));
    const expired = await prgLogin(minted.auth_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toBe('This sign-in link has expired. Please sign in again.');

    const unknown = await prgLogin('made-up-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().detail).toBe('This sign-in link is not valid. Please sign in again.');

    const missing = await t.app.inject({ method: 'POST', url: '/auth/prg/login' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBeTruthy();
  });

  it('lets only admins mint, never for an admin or oneself, and 404s unknown users', async () => {
    const byParent = await impersonate(parentToken, child.id);
    expect(byParent.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/impersonate',
      payload: { user_id: child.id, reason: 'Support ticket 42' },
    });
    expect(anonymous.statusCode).toBe(401);
    const ofAdmin = await impersonate(adminToken, otherAdmin.id);
    expect(ofAdmin.statusCode).toBe(403);
    expect(ofAdmin.json().detail).toBe('Admins cannot be impersonated.');
    const self = await impersonate(adminToken, admin.id);
    expect(self.statusCode).toBe(400);
    const unknown = await impersonate(adminToken, '7f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b');
    expect(unknown.statusCode).toBe(404);
    const notAnId = await impersonate(adminToken, 'nope');
    expect(notAnId.statusCode).toBe(400);
    const minted = await t.db
      .select()
      .from(programLoginTokens)
      .where(eq(programLoginTokens.userId, otherAdmin.id));
    expect(minted).toHaveLength(0);
  });

  it('an impersonated session cannot mint again (it is not an admin session)', async () => {
    const minted = (await impersonate(adminToken, parent.id)).json();
    const session = (await prgLogin(minted.auth_token)).json();
    const res = await impersonate(session.access_token, child.id);
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /v1/admin/users', () => {
  const list = (token: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/v1/admin/users${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('refuses everyone but admins', async () => {
    expect((await list(parentToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/users' })).statusCode).toBe(401);
  });

  it('pages newest first', async () => {
    const first = await list(adminToken, '?page=1&page_size=10');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(29);
    expect(body).toMatchObject({ page: 1, page_size: 10 });
    expect(body.results).toHaveLength(10);
    const created = body.results.map((r: { created_at: string }) => r.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect(Object.keys(body.results[0]).sort()).toEqual(
      [
        'created_at',
        'disabled_at',
        'disabled_reason',
        'email',
        'first_name',
        'id',
        'last_login_at',
        'last_name',
        'type',
        'username',
      ].sort(),
    );
    const third = (await list(adminToken, '?page=3&page_size=10')).json();
    expect(third.results).toHaveLength(9);
    const beyond = (await list(adminToken, '?page=9&page_size=10')).json();
    expect(beyond).toMatchObject({ count: 29, results: [] });
    const ids = new Set(
      [
        ...body.results,
        ...(await list(adminToken, '?page=2&page_size=10')).json().results,
        ...third.results,
      ].map((r: { id: string }) => r.id),
    );
    expect(ids.size).toBe(29);
  });

  it('searches email, username and names (case-insensitive, every word), wildcards literal', async () => {
    const byEmail = (await list(adminToken, '?q=PAT@EXAMPLE')).json();
    expect(byEmail.results.map((r: { id: string }) => r.id)).toEqual([parent.id]);
    const byUsername = (await list(adminToken, '?q=mia_d')).json();
    expect(byUsername.results.map((r: { id: string }) => r.id)).toEqual([child.id]);
    const byName = (await list(adminToken, `?q=${encodeURIComponent('mia doe')}`)).json();
    expect(byName.count).toBe(1);
    const many = (await list(adminToken, '?q=teacher1&page_size=5')).json();
    expect(many.count).toBe(11); // teacher1 and teacher10..19
    expect(many.results).toHaveLength(5);
    const wildcard = (await list(adminToken, '?q=%25')).json();
    expect(wildcard.count).toBe(0);
    const bad = await list(adminToken, '?page=0');
    expect(bad.statusCode).toBe(400);
  });

  it('uses the search index', async () => {
    const client = await t.pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const plan = await client.query(
        `EXPLAIN SELECT id FROM users WHERE lower(coalesce(email, '') || ' ' || coalesce(username, '') || ' ' || first_name || ' ' || last_name) LIKE '%teacher%'`,
      );
      const text = plan.rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n');
      expect(text).toContain('users_search_trgm_idx');
    } finally {
      await client.query('RESET enable_seqscan');
      client.release();
    }
  });
});
