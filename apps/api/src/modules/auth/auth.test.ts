import fs from 'node:fs';
import path from 'node:path';
import { PRIVACY_POLICY_VERSION } from '@ye/contracts/consent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailDir } from '../../mail/mailer.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { parentalConsents } from '../consent/tables.ts';
import { hashPassword } from './passwords.ts';
import { insertUser } from './queries.ts';
import { BAD_CREDENTIALS, issueSession } from './sessions.ts';
import { passwordResetTokens } from './tables.ts';

let t: TestContext;
let ipCounter = 0;
/** A fresh client address per test keeps the per-address sign-in limit out of unrelated tests. */
const nextIp = () => `10.1.0.${++ipCounter}`;

const post = (url: string, payload: unknown, opts: { token?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: opts.ip ?? nextIp(),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });

const signup = (email: string, password = 'Blue-Kite-2026') =>
  post('/v1/auth/signup', { email, password, first_name: 'Ada', last_name: 'Stone' });

const login = (body: Record<string, string>, ip?: string) =>
  post('/v1/auth/token/get', body, ip ? { ip } : {});

function mailFiles(): { file: string; body: { to: string; subject: string; text: string } }[] {
  const dir = mailDir(t.app.config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => ({ file: f, body: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) }));
}

/** Runs the queued jobs (the reset mail is sent by one), then reads the newest link mailed to `to`. */
async function lastResetToken(to: string): Promise<{ token: string; url: string }> {
  await t.app.jobs.drain();
  // Sign-up also mails a confirmation link (decision 035): the reset is the one about the password.
  const mail = mailFiles()
    .filter((m) => m.body.to === to && m.body.subject.startsWith('Reset your'))
    .at(-1);
  const url = mail?.body.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no reset mail for ${to}`);
  return { url, token: new URL(url).searchParams.get('token') ?? '' };
}

beforeAll(async () => {
  t = await createTestApp();
  const parentHash = await hashPassword('Parent#2026');
  const parent = await insertUser(t.db, {
    type: 'parent',
    email: 'mum@example.test',
    firstName: 'Mum',
    lastName: 'Ray',
    passwordHash: parentHash,
  });
  const kid = await insertUser(t.db, {
    type: 'child',
    username: 'kid',
    parentId: parent.id,
    firstName: 'Kid',
    lastName: 'Ray',
    passwordHash: await hashPassword('Kid#2026x'),
  });
  // A child signs in only with the parent's consent recorded (decision 035).
  await t.db.insert(parentalConsents).values({
    childId: kid.id,
    parentId: parent.id,
    method: 'email_plus',
    policyVersion: PRIVACY_POLICY_VERSION,
    consentedAt: new Date(),
  });
  await insertUser(t.db, {
    type: 'instructor',
    email: 'teach@example.test',
    firstName: 'Tess',
    lastName: 'Ng',
    passwordHash: parentHash,
  });
});
afterAll(async () => t?.close());

describe('sign-up', () => {
  it('creates a parent and signs in', async () => {
    const res = await signup('New.Parent@example.test');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      user: { type: 'parent', email: 'new.parent@example.test', first_name: 'Ada', last_name: 'Stone' },
    });
    expect(body.token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    const profile = await t.app.inject({
      url: '/v1/router/user/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: body.user.id, type: 'parent', username: null, avatar: null });
    expect(profile.json().last_login_at).toEqual(expect.any(String));
  });

  it('refuses a duplicate email in any case with 409', async () => {
    await signup('dup@example.test');
    const res = await signup('DUP@example.test');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/already exists/);
  });

  it('refuses a common password and a short one with plain messages', async () => {
    const common = await signup('c@example.test', 'Password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().detail).toContain('This password is too common. Please choose another.');
    const short = await signup('s@example.test', 'Ab#1');
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toContain('at least 8 characters');
    expect(short.json().errors[0].field).toBe('password');
  });

  it('refuses a bad email and missing names', async () => {
    const res = await post('/v1/auth/signup', { email: 'not-an-email', password: 'Blue-Kite-2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual(expect.any(String));
  });
});

describe('sign-in', () => {
  it('signs an adult in with the email and a child with the username', async () => {
    const adult = await login({ email: 'MUM@example.test', password: 'Parent#2026' });
    expect(adult.statusCode).toBe(200);
    expect(adult.json().user).toMatchObject({ type: 'parent', email: 'mum@example.test', first_name: 'Mum' });
    const child = await login({ username: 'Kid', password: 'Kid#2026x' });
    expect(child.statusCode).toBe(200);
    expect(child.json().user).toMatchObject({ type: 'child', username: 'kid', email: null });
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const wrong = await login({ email: 'mum@example.test', password: 'nope-nope' });
    const unknown = await login({ email: 'nobody@example.test', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(BAD_CREDENTIALS);
    expect(unknown.json().detail).toBe(wrong.json().detail);
  });

  it('asks for an email or a username', async () => {
    const res = await login({ password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('email or username');
  });

  it('throttles an address on an account after 5 failures with 429 and Retry-After; the owner elsewhere signs in', async () => {
    await signup('target@example.test');
    const attacker = '10.66.0.1';
    for (let i = 0; i < 5; i++) {
      expect(
        (await login({ email: 'target@example.test', password: `wrong-${i}` }, attacker)).statusCode,
      ).toBe(401);
    }
    expect((await login({ email: 'target@example.test', password: 'Blue-Kite-2026' })).statusCode).toBe(200);
    const blocked = await login({ email: 'target@example.test', password: 'Blue-Kite-2026' }, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('clears the failures of an account after a successful sign-in', async () => {
    await signup('forgetful@example.test');
    for (let i = 0; i < 4; i++) await login({ email: 'forgetful@example.test', password: `wrong-${i}` });
    expect((await login({ email: 'forgetful@example.test', password: 'Blue-Kite-2026' })).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 4; i++) await login({ email: 'forgetful@example.test', password: `wrong-${i}` });
    expect((await login({ email: 'forgetful@example.test', password: 'Blue-Kite-2026' })).statusCode).toBe(
      200,
    );
  });

  it('throttles an address after 20 failures across accounts', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++) {
      expect((await login({ email: `spray${i}@example.test`, password: 'wrong-pass' }, ip)).statusCode).toBe(
        401,
      );
    }
    const blocked = await login({ email: 'mum@example.test', password: 'Parent#2026' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login({ email: 'mum@example.test', password: 'Parent#2026' })).statusCode).toBe(200);
  });
});

describe('refresh', () => {
  it('rotates: each refresh token works once', async () => {
    const first = (await login({ email: 'mum@example.test', password: 'Parent#2026' })).json();
    const r1 = await post('/v1/auth/token/refresh', { refresh: first.refresh_token });
    expect(r1.statusCode).toBe(200);
    const pair = r1.json();
    expect(pair).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(pair.refresh).not.toBe(first.refresh_token);
    const profile = await t.app.inject({
      url: '/v1/router/user/profile',
      headers: { authorization: `Bearer ${pair.access}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back', async () => {
    const first = (await login({ email: 'mum@example.test', password: 'Parent#2026' })).json();
    const second = (await post('/v1/auth/token/refresh', { refresh: first.refresh_token })).json();
    const reuse = await post('/v1/auth/token/refresh', { refresh: first.refresh_token });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toEqual(expect.any(String));
    const newer = await post('/v1/auth/token/refresh', { refresh: second.refresh });
    expect(newer.statusCode).toBe(401);
  });

  it('refuses unknown, and mesh, refresh tokens', async () => {
    expect((await post('/v1/auth/token/refresh', { refresh: 'made-up' })).statusCode).toBe(401);
    const mum = (await login({ email: 'mum@example.test', password: 'Parent#2026' })).json();
    const mesh = await issueSession(t.db, t.app.config, { id: mum.user.id, type: 'parent' }, 'mesh');
    const res = await post('/v1/auth/token/refresh', { refresh: mesh.refresh });
    expect(res.statusCode).toBe(401);
    // A mesh access token does not open the main API either.
    const profile = await t.app.inject({
      url: '/v1/router/user/profile',
      headers: { authorization: `Bearer ${mesh.access}` },
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe('forgotten password', () => {
  it('answers the same for unknown emails and sends no mail', async () => {
    await t.app.jobs.drain();
    const before = mailFiles().length;
    const known = await post('/v1/auth/forgot-password', { email: 'mum@example.test' });
    const unknown = await post('/v1/auth/forgot-password', { email: 'ghost@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect(await t.app.jobs.drain()).toBe(2);
    expect(mailFiles().length).toBe(before + 1);
  });

  it('does the same work for a real and an unknown email: one queued job, no mail before it runs', async () => {
    await t.app.jobs.drain();
    const before = mailFiles().length;
    const queued = async () =>
      (
        await t.pool.query<{ data: { email: string } }>(
          `SELECT data FROM pgboss.job WHERE name = 'auth.password-reset' AND state = 'created' ORDER BY created_on`,
        )
      ).rows.map((r) => r.data);
    const tokens = async () => (await t.db.select().from(passwordResetTokens)).length;
    const tokensBefore = await tokens();
    for (const email of ['Mum@Example.test', 'ghost@example.test']) {
      const res = await post('/v1/auth/forgot-password', { email });
      expect(res.statusCode).toBe(200);
      // The answer came back with no token made and nothing mailed: the queued job holds all of it.
      expect(mailFiles().length).toBe(before);
      expect(await tokens()).toBe(tokensBefore);
    }
    expect(await queued()).toEqual([{ email: 'mum@example.test' }, { email: 'ghost@example.test' }]);
    expect(await t.app.jobs.drain('auth.password-reset')).toBe(2);
    expect(await queued()).toEqual([]);
    expect(mailFiles().length).toBe(before + 1);
    expect(await tokens()).toBe(tokensBefore + 1);
  });

  it('mails a link, resets once, ends old sessions and the new password works', async () => {
    await signup('reset@example.test', 'Old-Kite-2026');
    const old = (await login({ email: 'reset@example.test', password: 'Old-Kite-2026' })).json();
    await post('/v1/auth/forgot-password', { email: 'reset@example.test' });
    const { token, url } = await lastResetToken('reset@example.test');
    expect(url.startsWith(`${t.app.config.appUrl}/forgot-password?token=`)).toBe(true);
    const mail = mailFiles()
      .filter((m) => m.body.subject.startsWith('Reset your'))
      .at(-1);
    expect(mail?.file).toMatch(/^\d{4}-\d\d-\d\dT.*-reset-your-youth-enrichments-password\.json$/);

    const reset = await post('/v1/auth/reset-password', { token, password: 'New-Kite-2026' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().detail).toEqual(expect.any(String));
    expect((await login({ email: 'reset@example.test', password: 'Old-Kite-2026' })).statusCode).toBe(401);
    expect((await login({ email: 'reset@example.test', password: 'New-Kite-2026' })).statusCode).toBe(200);
    expect((await post('/v1/auth/token/refresh', { refresh: old.refresh_token })).statusCode).toBe(401);

    const again = await post('/v1/auth/reset-password', { token, password: 'Other-Kite-2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/already been used/);
  });

  it('refuses an expired link and a common new password', async () => {
    await post('/v1/auth/forgot-password', { email: 'mum@example.test' });
    const { token } = await lastResetToken('mum@example.test');
    const common = await post('/v1/auth/reset-password', { token, password: 'iloveyou' });
    expect(common.statusCode).toBe(400);
    expect(common.json().detail).toContain('too common');
    await t.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/v1/auth/reset-password', { token, password: 'Fresh-Kite-2026' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toMatch(/expired/);
  });

  it('sends instructors to the instructor reset page', async () => {
    await post('/v1/auth/forgot-password', { email: 'teach@example.test' });
    expect((await lastResetToken('teach@example.test')).url).toContain('/instructor/forgot-password?token=');
  });

  it('limits requests per address', async () => {
    const ip = '10.7.7.7';
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      codes.push((await post('/v1/auth/forgot-password', { email: 'x@example.test' }, { ip })).statusCode);
    }
    expect(codes.every((c) => c === 200)).toBe(true);
    const limited = await post('/v1/auth/forgot-password', { email: 'x@example.test' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('password change', () => {
  it('refuses a wrong current password, then changes it and ends the other sessions', async () => {
    await signup('change@example.test', 'First-Kite-2026');
    const a = (await login({ email: 'change@example.test', password: 'First-Kite-2026' })).json();
    const b = (await login({ email: 'change@example.test', password: 'First-Kite-2026' })).json();

    const wrong = await post(
      '/v1/auth/password/update',
      { old_password: 'nope-nope', new_password: 'Second-Kite-2026' },
      { token: a.token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Your current password is incorrect.');

    const ok = await post(
      '/v1/auth/password/update',
      { old_password: 'First-Kite-2026', new_password: 'Second-Kite-2026' },
      { token: a.token },
    );
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json();
    expect(fresh).toMatchObject({
      detail: expect.any(String),
      token: expect.any(String),
      refresh_token: expect.any(String),
    });

    expect((await post('/v1/auth/token/refresh', { refresh: b.refresh_token })).statusCode).toBe(401);
    expect((await post('/v1/auth/token/refresh', { refresh: a.refresh_token })).statusCode).toBe(401);
    expect((await post('/v1/auth/token/refresh', { refresh: fresh.refresh_token })).statusCode).toBe(200);
    expect((await login({ email: 'change@example.test', password: 'Second-Kite-2026' })).statusCode).toBe(
      200,
    );
  });

  it('needs a signed-in user', async () => {
    const res = await post('/v1/auth/password/update', {
      old_password: 'a',
      new_password: 'Second-Kite-2026',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile and errors', () => {
  it('answers 401 JSON without a token and with a forged one', async () => {
    const none = await t.app.inject({ url: '/v1/router/user/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toContain('application/json');
    expect(none.json().detail).toEqual(expect.any(String));
    const forged = await t.app.inject({
      url: '/v1/router/user/profile',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers malformed JSON with 400 {detail}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token/get',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "mum@example.test", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The request body is not valid JSON.');
  });

  it('answers an unknown /v1 route with 404 {detail}', async () => {
    const res = await t.app.inject({ url: '/v1/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toEqual(expect.any(String));
  });

  it('answers an oversize body with 413 {detail}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token/get',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('The request body is too large.');
  });
});

describe('logs', () => {
  it('never contain a password or a refresh token', async () => {
    const logged = await createTestApp({ LOG_LEVEL: 'info' });
    // pino writes to fd 1 through sonic-boom (fs.write, or fs.writeSync when synchronous): capture it.
    const lines: string[] = [];
    const realWrite = fs.write;
    const writeSpy = vi.spyOn(fs, 'write').mockImplementation(((
      fd: number,
      data: unknown,
      ...rest: unknown[]
    ) => {
      if (fd !== 1) return (realWrite as (...a: unknown[]) => void)(fd, data, ...rest);
      lines.push(String(data));
      const callback = rest.at(-1) as (err: null, bytes: number) => void;
      callback(null, Buffer.byteLength(String(data)));
    }) as typeof fs.write);
    const realWriteSync = fs.writeSync;
    const writeSyncSpy = vi.spyOn(fs, 'writeSync').mockImplementation(((
      fd: number,
      data: unknown,
      ...rest: unknown[]
    ) => {
      if (fd !== 1) return (realWriteSync as (...a: unknown[]) => number)(fd, data, ...rest);
      lines.push(String(data));
      return Buffer.byteLength(String(data));
    }) as typeof fs.writeSync);
    try {
      const secret = 'Secret-Kite-2026';
      const up = await logged.app.inject({
        method: 'POST',
        url: '/v1/auth/signup',
        payload: { email: 'logs@example.test', password: secret, first_name: 'Lo', last_name: 'Gs' },
      });
      const tokens = up.json();
      await logged.app.inject({
        method: 'POST',
        url: '/v1/auth/token/get',
        payload: { email: 'logs@example.test', password: 'Wrong-Kite-2026' },
      });
      await logged.app.inject({
        method: 'POST',
        url: '/v1/auth/token/refresh',
        payload: { refresh: tokens.refresh_token },
      });
      await logged.app.inject({
        method: 'POST',
        url: '/v1/auth/forgot-password',
        payload: { email: 'logs@example.test' },
      });
      await logged.app.jobs.drain();
      const all = lines.join('');
      expect(all.length).toBeGreaterThan(0);
      expect(all).toContain('Password reset link for logs@example.test');
      expect(all).not.toContain(secret);
      expect(all).not.toContain('Wrong-Kite-2026');
      expect(all).not.toContain(tokens.refresh_token);
      expect(all).not.toContain(tokens.token);
    } finally {
      writeSpy.mockRestore();
      writeSyncSpy.mockRestore();
      await logged.close();
    }
  });
});

describe('data', () => {
  it('stores reset tokens only as hashes', async () => {
    await post('/v1/auth/forgot-password', { email: 'teach@example.test' });
    const { token } = await lastResetToken('teach@example.test');
    const rows = await t.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, token));
    expect(rows).toHaveLength(0);
  });
});
