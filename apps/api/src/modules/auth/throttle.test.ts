import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TooManyRequests, Unauthorized } from '../../errors.ts';
import { createChild, createParent } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import {
  ACCOUNT_SLOW_AFTER_FAILURES,
  ACCOUNT_SLOW_INTERVAL_MS,
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT_AND_IP,
  verifyCredentials,
} from './sessions.ts';

// Sign-in throttling (decision 012): an attacker's address is stopped, the account's owner is not
// locked out, and many addresses together only slow the account down. Time is a parameter here, so
// the windows are crossed without waiting.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'Kite#Blue2026';
const T0 = new Date('2030-01-07T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

async function attempt(login: string, password: string, ip: string, now: Date) {
  try {
    await verifyCredentials(t.db, { login, password, ip, now });
    return { status: 200 as const };
  } catch (err) {
    if (err instanceof TooManyRequests) return { status: 429 as const, retryAfter: err.retryAfterSeconds };
    if (err instanceof Unauthorized) return { status: 401 as const };
    throw err;
  }
}

async function newChild() {
  const parent = await createParent(t.db);
  return createChild(t.db, parent, { password: PASSWORD });
}

describe('sign-in throttling', () => {
  it("stops the attacker's address, not the owner from another address", async () => {
    const kid = await newChild();
    const login = kid.username ?? '';
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_IP; i++)
      expect((await attempt(login, `guess-${i}`, '10.40.0.1', at(i * 1000))).status).toBe(401);
    // the attacker's address is refused, even with the right password
    const blocked = await attempt(login, PASSWORD, '10.40.0.1', at(6000));
    expect(blocked).toEqual({ status: 429, retryAfter: expect.any(Number) });
    expect(blocked.retryAfter).toBeGreaterThan(14 * 60);
    // the child signs in from home
    expect((await attempt(login, PASSWORD, '192.0.2.10', at(7000))).status).toBe(200);
    // and the attacker's address is free again once its failures leave the window
    expect((await attempt(login, 'guess-x', '10.40.0.1', at(LOGIN_WINDOW_MS + 1000))).status).toBe(401);
  });

  it("the owner's sign-in does not reset the attacker's count", async () => {
    const kid = await newChild();
    const login = kid.username ?? '';
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_IP - 1; i++)
      await attempt(login, `guess-${i}`, '10.41.0.1', at(i * 1000));
    expect((await attempt(login, PASSWORD, '192.0.2.11', at(10_000))).status).toBe(200);
    expect((await attempt(login, 'guess-last', '10.41.0.1', at(11_000))).status).toBe(401);
    expect((await attempt(login, 'guess-more', '10.41.0.1', at(12_000))).status).toBe(429);
  });

  it('past the per-account ceiling, many addresses together are slowed, and the owner still gets in', async () => {
    const kid = await newChild();
    const login = kid.username ?? '';
    // 20 failures from 5 addresses (4 each: under the per-address-and-account limit)
    for (let i = 0; i < ACCOUNT_SLOW_AFTER_FAILURES; i++) {
      const ip = `10.42.0.${1 + (i % 5)}`;
      expect((await attempt(login, `guess-${i}`, ip, at(i * 100))).status).toBe(401);
    }
    const last = at((ACCOUNT_SLOW_AFTER_FAILURES - 1) * 100);
    // a sixth address right away: a short 429, seconds not minutes
    const slowed = await attempt(login, 'guess-new', '10.42.0.9', new Date(last.getTime() + 1000));
    expect(slowed.status).toBe(429);
    expect(slowed.retryAfter).toBeGreaterThan(0);
    expect(slowed.retryAfter).toBeLessThanOrEqual(ACCOUNT_SLOW_INTERVAL_MS / 1000);
    // the owner, told to wait a few seconds, gets in after them
    const ownerEarly = await attempt(login, PASSWORD, '192.0.2.12', new Date(last.getTime() + 2000));
    expect(ownerEarly.status).toBe(429);
    const owner = await attempt(
      login,
      PASSWORD,
      '192.0.2.12',
      new Date(last.getTime() + (ownerEarly.retryAfter ?? 0) * 1000 + 2000),
    );
    expect(owner.status).toBe(200);
    // attackers get one guess per interval: a failure, then a 429 until the interval has passed
    const g1 = new Date(last.getTime() + ACCOUNT_SLOW_INTERVAL_MS + 5000);
    expect((await attempt(login, 'guess-a', '10.42.0.10', g1)).status).toBe(401);
    expect((await attempt(login, 'guess-b', '10.42.0.11', new Date(g1.getTime() + 1000))).status).toBe(429);
    expect(
      (await attempt(login, 'guess-c', '10.42.0.12', new Date(g1.getTime() + ACCOUNT_SLOW_INTERVAL_MS)))
        .status,
    ).toBe(401);
  });

  it('an address spraying many accounts is stopped after 20 failures', async () => {
    const ip = '10.43.0.1';
    for (let i = 0; i < 20; i++)
      expect((await attempt(`spray-${i}@example.test`, 'Password1', ip, at(i * 1000))).status).toBe(401);
    const kid = await newChild();
    expect((await attempt(kid.username ?? '', PASSWORD, ip, at(21_000))).status).toBe(429);
    expect((await attempt(kid.username ?? '', PASSWORD, '192.0.2.13', at(21_000))).status).toBe(200);
  });
});

describe('through the routes', () => {
  it('the same rules hold on POST /v1/auth/token/get and POST /auth/login', async () => {
    const kid = await newChild();
    const login = kid.username ?? '';
    const post = (url: string, payload: object, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_IP; i++)
      expect(
        (await post('/v1/auth/token/get', { username: login, password: `g${i}` }, '10.44.0.1')).statusCode,
      ).toBe(401);
    const blocked = await post('/auth/login', { username: login, password: PASSWORD }, '10.44.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toMatch(/Too many sign-in attempts/);
    expect(
      (await post('/auth/login', { username: login, password: PASSWORD }, '192.0.2.14')).statusCode,
    ).toBe(200);
    expect(
      (await post('/v1/auth/token/get', { username: login, password: PASSWORD }, '192.0.2.15')).statusCode,
    ).toBe(200);
  });
});
