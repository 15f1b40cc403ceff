import { describe, expect, it } from 'vitest';
import { HASHES_AT_ONCE, hashPassword, verifyPassword, withHashSlot } from './passwords.ts';

describe('password hashing', () => {
  it('runs at most one hash per core at once, the rest in order, and a failure frees its slot', async () => {
    let now = 0;
    let most = 0;
    const finished: number[] = [];
    const jobs = Array.from({ length: HASHES_AT_ONCE * 3 + 1 }, (_, i) =>
      withHashSlot(async () => {
        now++;
        most = Math.max(most, now);
        await new Promise((r) => setTimeout(r, 5));
        now--;
        if (i === 0) throw new Error('failed hash');
        finished.push(i);
        return i;
      }),
    );
    const results = await Promise.allSettled(jobs);
    expect(most).toBe(HASHES_AT_ONCE);
    expect(results[0]?.status).toBe('rejected');
    expect(finished).toEqual(Array.from({ length: HASHES_AT_ONCE * 3 }, (_, i) => i + 1));
    // Nothing is left holding a slot: one more runs at once.
    expect(await withHashSlot(async () => 'free')).toBe('free');
  });

  it('still hashes and verifies argon2id through the slots', async () => {
    const hash = await hashPassword('Kind#Words1');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Kind#Words1')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not a hash', 'Kind#Words1')).toBe(false);
  });
});
