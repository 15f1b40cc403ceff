import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { countHit, readHits } from './queries.ts';
import { cleanUpRateLimits, postgresRateLimitStore } from './service.ts';

describe('rate-limit counters in PostgreSQL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const hit = (key: string, windowMs = 60_000, max = 3, continueExceeding = false) =>
    countHit(t.db, { key, windowMs, max, continueExceeding });

  it('counts hits in a window and starts again once it ended', async () => {
    expect((await hit('a')).current).toBe(1);
    expect((await hit('a')).current).toBe(2);
    const third = await hit('a');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(0);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect(await readHits(t.db, 'a')).toMatchObject({ current: 3 });
    // Another key is its own count.
    expect((await hit('b')).current).toBe(1);
    // The window ended: the next hit is the first of a new one, and a read says nothing is counted.
    await t.pool.query(`update rate_limit_hits set reset_at = now() - interval '1 second' where key = 'a'`);
    expect(await readHits(t.db, 'a')).toEqual({ current: 0, ttl: 0 });
    expect((await hit('a')).current).toBe(1);
  });

  it('counts hits that arrive at once, none lost', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => hit('together', 60_000, 100)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('restarts the window on every hit past the limit when asked to (continueExceeding)', async () => {
    for (let i = 0; i < 3; i++) await hit('c', 60_000, 3, true);
    await t.pool.query(`update rate_limit_hits set reset_at = now() + interval '5 seconds' where key = 'c'`);
    const past = await hit('c', 60_000, 3, true);
    expect(past.current).toBe(4);
    expect(past.ttl).toBeGreaterThan(50_000);
    // Without it the window keeps its end.
    for (let i = 0; i < 3; i++) await hit('d');
    await t.pool.query(`update rate_limit_hits set reset_at = now() + interval '5 seconds' where key = 'd'`);
    expect((await hit('d')).ttl).toBeLessThanOrEqual(5_000);
  });

  it('keys each route apart, as the plugin asks its store for a child per route', async () => {
    const Store = postgresRateLimitStore(t.db);
    const root = new Store({} as never);
    const route = root.child({ routeInfo: { method: 'POST', url: '/v1/x' } } as never);
    const current = await new Promise<number>((resolve, reject) =>
      route.incr('203.0.113.9', (err, res) => (err ? reject(err) : resolve(res?.current ?? -1)), 60_000, 5),
    );
    expect(current).toBe(1);
    const { rows } = await t.pool.query(`select key from rate_limit_hits where key like 'POST%'`);
    expect(rows).toEqual([{ key: 'POST/v1/x-203.0.113.9' }]);
    expect(() => new Store({ exponentialBackoff: true } as never)).toThrow(/exponential backoff/);
  });

  it('the daily clean-up removes counters whose window ended over a day ago', async () => {
    await hit('old');
    await t.pool.query(`update rate_limit_hits set reset_at = now() - interval '25 hours' where key = 'old'`);
    const removed = await cleanUpRateLimits(t.db, new Date());
    expect(removed.rate_limit_hits).toBe(1);
    expect((await t.pool.query(`select 1 from rate_limit_hits where key = 'old'`)).rowCount).toBe(0);
    expect((await t.pool.query(`select 1 from rate_limit_hits where key = 'b'`)).rowCount).toBe(1);
    expect(await cleanUpRateLimits(t.db, new Date())).toEqual({ rate_limit_hits: 0 });
  });
});
