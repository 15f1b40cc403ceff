import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { keptResult, MAX_AGE_MS, outcomesChanged } from './result-cache.ts';

// Each test uses its own stand-in handle: the store is per database handle.
const handle = () => ({}) as DbOrTx;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 24) + ms);

function counter() {
  let calls = 0;
  return {
    compute: async () => ++calls,
    get calls() {
      return calls;
    },
  };
}

describe('the aggregates kept briefly (decision 056)', () => {
  it('answers from the store while younger than MAX_AGE_MS, then computes again', async () => {
    const db = handle();
    const c = counter();
    expect(await keptResult(db, 'k', at(0), c.compute)).toBe(1);
    expect(await keptResult(db, 'k', at(MAX_AGE_MS - 1), c.compute)).toBe(1);
    expect(await keptResult(db, 'k', at(MAX_AGE_MS), c.compute)).toBe(2);
    expect(c.calls).toBe(2);
  });

  it('computes again after a write to the outcomes, and when the clock went back', async () => {
    const db = handle();
    const c = counter();
    await keptResult(db, 'k', at(1000), c.compute);
    outcomesChanged();
    expect(await keptResult(db, 'k', at(1001), c.compute)).toBe(2);
    expect(await keptResult(db, 'k', at(500), c.compute)).toBe(3);
  });

  it('a write during a computation leaves its result unkept for the next request', async () => {
    const db = handle();
    let release = () => {};
    const slow = keptResult(db, 'k', at(0), () => new Promise<string>((r) => (release = () => r('old'))));
    outcomesChanged();
    release();
    expect(await slow).toBe('old');
    expect(await keptResult(db, 'k', at(1), async () => 'new')).toBe('new');
  });

  it('shares one computation between requests that arrive meanwhile', async () => {
    const db = handle();
    const c = counter();
    const [a, b, d] = await Promise.all([1, 2, 3].map(() => keptResult(db, 'k', at(0), c.compute)));
    expect([a, b, d]).toEqual([1, 1, 1]);
    expect(c.calls).toBe(1);
  });

  it('keeps no failure, and no key or handle sees another one', async () => {
    const db = handle();
    await expect(keptResult(db, 'k', at(0), () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await keptResult(db, 'k', at(1), async () => 'up')).toBe('up');
    expect(await keptResult(db, 'other', at(1), async () => 'other')).toBe('other');
    expect(await keptResult(handle(), 'k', at(1), async () => 'elsewhere')).toBe('elsewhere');
  });
});
