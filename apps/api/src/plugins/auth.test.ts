import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../modules/auth/sessions.ts';
import { users } from '../modules/auth/tables.ts';
import { signAccessToken } from '../modules/auth/tokens.ts';
import { authAs, createChild, createParent, createUser, tokenFor } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';

// Who the caller is comes from the account as it is now, not from what the token said at sign-in.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const key = () => new TextEncoder().encode(t.app.config.jwtSecret);

/** A token signed with the right secret but built by hand, as a forger with the secret would. */
function forged(claims: { sub: string; typ: string }, opts: { exp?: boolean; iat?: boolean } = {}) {
  let jwt = new SignJWT({ typ: claims.typ })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setAudience('main')
    .setIssuer('youth-enrichments');
  if (opts.iat !== false) jwt = jwt.setIssuedAt();
  if (opts.exp !== false) jwt = jwt.setExpirationTime('10m');
  return jwt.sign(key());
}

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('tokens', () => {
  it('refuses a token without exp or without iat, even for a real admin', async () => {
    const admin = await createUser(t.db, { type: 'admin' });
    const ok = await get('/v1/admin/users', await forged({ sub: admin.id, typ: 'admin' }));
    expect(ok.statusCode).toBe(200);
    for (const opts of [{ exp: false }, { iat: false }]) {
      const res = await get('/v1/admin/users', await forged({ sub: admin.id, typ: 'admin' }, opts));
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBeTypeOf('string');
    }
  });

  it('refuses an admin token whose sub is no account (or not an id at all)', async () => {
    for (const sub of ['00000000-0000-4000-8000-000000000000', 'admin', "1' or '1'='1"]) {
      const res = await get('/v1/admin/users', await forged({ sub, typ: 'admin' }));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ detail: expect.any(String) });
    }
  });
});

describe('deleted accounts', () => {
  it("a removed child's token gets 401 on reads and writes, not 500", async () => {
    const parent = await createParent(t.db);
    const child = await createChild(t.db, parent);
    const headers = await authAs(t.app, child);
    await t.db.delete(users).where(eq(users.id, child.id));
    const activity = await t.app.inject({
      method: 'POST',
      url: '/v1/family/activity',
      headers,
      payload: { page_view_id: 'pv-1', sequence: 1, seconds: 10 },
    });
    expect(activity.statusCode).toBe(401);
    expect(activity.json().detail).toBeTypeOf('string');
    const profile = await t.app.inject({ method: 'GET', url: '/v1/router/user/profile', headers });
    expect(profile.statusCode).toBe(401);
  });

  it('a removed admin loses admin rights at once', async () => {
    const admin = await createUser(t.db, { type: 'admin' });
    const token = await tokenFor(t.app, admin);
    expect((await get('/v1/admin/users', token)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, admin.id));
    expect((await get('/v1/admin/users', token)).statusCode).toBe(401);
  });
});

describe('roles come from the account', () => {
  it('a demoted admin gets 403 with the old admin token', async () => {
    const admin = await createUser(t.db, { type: 'admin' });
    const token = await tokenFor(t.app, admin);
    await t.db.update(users).set({ type: 'parent' }).where(eq(users.id, admin.id));
    const res = await get('/v1/admin/users', token);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBeTypeOf('string');
    // and the parent it now is may use parent routes with the same token
    expect((await get('/v1/family/child/list', token)).statusCode).toBe(200);
  });

  it("a token's claimed type does not grant another account's role", async () => {
    const parent = await createParent(t.db);
    const claimsAdmin = await signAccessToken(t.app.config.jwtSecret, {
      userId: parent.id,
      type: 'admin',
      audience: 'main',
    });
    expect((await get('/v1/admin/users', claimsAdmin)).statusCode).toBe(403);
  });

  it('an impersonation ends when the admin behind it is demoted or removed', async () => {
    const admin = await createUser(t.db, { type: 'admin' });
    const parent = await createParent(t.db);
    const session = await issueSession(t.db, t.app.config, parent, 'main', { impersonatorId: admin.id });
    expect((await get('/v1/router/user/profile', session.access)).statusCode).toBe(200);
    await t.db.update(users).set({ type: 'instructor' }).where(eq(users.id, admin.id));
    expect((await get('/v1/router/user/profile', session.access)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token/refresh',
      payload: { refresh: session.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
  });
});

describe('mesh tokens', () => {
  it('GraphQL me refuses a demoted or deleted account and reports the current permissions', async () => {
    const admin = await createUser(t.db, { type: 'admin' });
    const session = await issueSession(t.db, t.app.config, admin, 'mesh');
    const me = () =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${session.access}` },
        payload: { query: '{ me { id permissions } }' },
      });
    const before = (await me()).json();
    expect(before.data.me.id).toBe(admin.id);
    await t.db.update(users).set({ type: 'parent' }).where(eq(users.id, admin.id));
    const demoted = (await me()).json();
    expect(demoted.data.me.permissions).not.toEqual(before.data.me.permissions);
    await t.db.delete(users).where(eq(users.id, admin.id));
    const gone = (await me()).json();
    expect(gone.data?.me ?? null).toBeNull();
    expect(gone.errors[0].message).toMatch(/jwt/i);
  });
});
