import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy, isLoopback, loadConfig, parseTrustProxy } from './config.ts';
import { auditLog } from './modules/auth/tables.ts';
import { authAs, createParent, createUser, FIXTURE_PASSWORD } from './test/fixtures.ts';
import { createTestApp, type TestContext } from './test/helpers.ts';

// The client's address decides the per-address limits and goes into the audit log, so a client must
// not be able to choose it: X-Forwarded-For counts only from proxies TRUST_PROXY names.

describe('TRUST_PROXY unset (the default)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('per-address limits cannot be dodged with a new X-Forwarded-For each time', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/forgot-password',
        remoteAddress: '10.20.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: { email: `nobody${i}@example.test` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('the audit log records the socket address, not the header', async () => {
    const parent = await createParent(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/password/update',
      remoteAddress: '10.20.0.2',
      headers: { ...(await authAs(t.app, parent)), 'x-forwarded-for': '203.0.113.9' },
      payload: { old_password: FIXTURE_PASSWORD, new_password: 'Green-Lamp-2031' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, parent.id), eq(auditLog.action, 'password.change')));
    expect(rows.map((r) => r.ip)).toEqual(['10.20.0.2']);
  });

  it('upload URLs are built from APP_URL, whatever Host or X-Forwarded-Host say', async () => {
    const instructor = await createUser(t.db, { type: 'instructor' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/instructor/profile/generate-upload-url',
      headers: {
        ...(await authAs(t.app, instructor)),
        host: 'evil.example',
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'https',
      },
      payload: { filename: 'me.png', content_type: 'image/png', size: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().upload_url);
    expect(url.origin).toBe(new URL(t.app.config.appUrl).origin);
  });
});

describe('TRUST_PROXY set to the proxy address', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.30.0.1' });
  });
  afterAll(async () => t?.close());

  const ipSeen = async (remoteAddress: string, forwardedFor: string) => {
    const parent = await createParent(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/password/update',
      remoteAddress,
      headers: { ...(await authAs(t.app, parent)), 'x-forwarded-for': forwardedFor },
      payload: { old_password: FIXTURE_PASSWORD, new_password: 'Green-Lamp-2031' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.select({ ip: auditLog.ip }).from(auditLog).where(eq(auditLog.actorId, parent.id));
    return rows[0]?.ip;
  };

  it('believes X-Forwarded-For from that proxy only', async () => {
    expect(await ipSeen('10.30.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // A client that talks to us directly cannot claim an address.
    expect(await ipSeen('10.30.0.99', '203.0.113.7')).toBe('10.30.0.99');
    // A client behind the proxy cannot prepend a fake hop: the proxy's nearest entry wins.
    expect(await ipSeen('10.30.0.1', '6.6.6.6, 203.0.113.8')).toBe('203.0.113.8');
  });
});

describe('configuration', () => {
  it('parses TRUST_PROXY: off by default, a hop count, or addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 172.16.0.0/12,loopback')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/not an address/);
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    // Fastify ignores a bare count, so it becomes a function trusting the nearest hops.
    const twoHops = fastifyTrustProxy(2);
    if (typeof twoHops !== 'function') throw new Error('a hop count must become a function');
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('listens on loopback by default outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('localhost');
    const prod = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://db/x',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_live_x',
    });
    expect(prod.host).toBe('0.0.0.0');
  });

  it('refuses the public development secret on a non-loopback address, and any default in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'development', HOST: '192.168.1.5' })).toThrow(/JWT_SECRET/);
    const open = { NODE_ENV: 'development', HOST: '0.0.0.0', JWT_SECRET: 's'.repeat(40) };
    expect(() => loadConfig(open)).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ ...open, STRIPE_WEBHOOK_SECRET: 'whsec_x' }).host).toBe('0.0.0.0');
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]', '127.1.2.3']) {
      expect(isLoopback(host)).toBe(true);
      expect(loadConfig({ NODE_ENV: 'development', HOST: host }).host).toBe(host);
    }
    expect(isLoopback('0.0.0.0')).toBe(false);
    expect(isLoopback('::')).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('takes payments only with real keys in production, and never with the public webhook secret', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/x' };
    expect(() => loadConfig(prod)).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...prod, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({
        ...prod,
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_URL: 'http://x',
      }),
    ).toThrow(/tests only/);
    expect(
      loadConfig({ ...prod, BILLING_PROVIDER: 'test', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).billing.provider,
    ).toBe('test');
    expect(() => loadConfig({ NODE_ENV: 'development', BILLING_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', BILLING_PROVIDER: 'paypal' })).toThrow(
      /BILLING_PROVIDER/,
    );
    const dev = loadConfig({ NODE_ENV: 'development' }).billing;
    expect(dev).toMatchObject({ provider: 'test', webhookSecret: 'whsec_ye_development_only_not_secret' });
    const fake = loadConfig({
      NODE_ENV: 'test',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_API_URL: 'http://127.0.0.1:4010',
    });
    expect(fake.billing).toMatchObject({
      provider: 'stripe',
      stripeApi: { host: '127.0.0.1', port: 4010, protocol: 'http' },
    });
  });
});
