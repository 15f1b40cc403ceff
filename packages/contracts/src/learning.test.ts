import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentStreak,
  levelForXp,
  longestStreak,
  XP_PER_LEVEL,
  XP_PRACTICE,
  xpForPlay,
} from './learning.ts';

describe('xpForPlay', () => {
  it('gives 10 XP per star on the first finish', () => {
    expect(xpForPlay(0, 1)).toBe(10);
    expect(xpForPlay(0, 2)).toBe(20);
    expect(xpForPlay(0, 3)).toBe(30);
  });

  it('gives a replay 10 XP per star above the best, plus practice', () => {
    expect(xpForPlay(1, 3)).toBe(20 + XP_PRACTICE);
    expect(xpForPlay(2, 3)).toBe(10 + XP_PRACTICE);
  });

  it('never gives a replay nothing, and never more than practice when it does not beat the best', () => {
    expect(xpForPlay(3, 3)).toBe(XP_PRACTICE);
    expect(xpForPlay(3, 1)).toBe(XP_PRACTICE);
    expect(xpForPlay(2, 1)).toBe(XP_PRACTICE);
  });

  it('property: first finish plus replays up to 3 stars totals 30 plus practice per replay', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 20 }), (plays) => {
        let best = 0;
        let total = 0;
        for (const stars of plays) {
          total += xpForPlay(best, stars);
          best = Math.max(best, stars);
        }
        return total === best * 10 + (plays.length - 1) * XP_PRACTICE;
      }),
    );
  });
});

describe('levelForXp', () => {
  it('starts at level 1 and goes up every 100 XP', () => {
    expect(levelForXp(0)).toEqual({ level: 1, into_level: 0, for_next_level: XP_PER_LEVEL });
    expect(levelForXp(99)).toEqual({ level: 1, into_level: 99, for_next_level: 100 });
    expect(levelForXp(100)).toEqual({ level: 2, into_level: 0, for_next_level: 100 });
    expect(levelForXp(250)).toEqual({ level: 3, into_level: 50, for_next_level: 100 });
  });

  it('treats negative and fractional XP safely', () => {
    expect(levelForXp(-5)).toEqual({ level: 1, into_level: 0, for_next_level: 100 });
    expect(levelForXp(199.9)).toEqual({ level: 2, into_level: 99, for_next_level: 100 });
  });
});

describe('currentStreak', () => {
  const today = '2026-03-10';

  it('is 0 without activity, or when the last activity was before yesterday', () => {
    expect(currentStreak([], today)).toBe(0);
    expect(currentStreak(['2026-03-08', '2026-03-07'], today)).toBe(0);
  });

  it('counts days in a row ending today', () => {
    expect(currentStreak(['2026-03-10'], today)).toBe(1);
    expect(currentStreak(['2026-03-08', '2026-03-09', '2026-03-10'], today)).toBe(3);
  });

  it('keeps yesterday’s streak alive until today ends', () => {
    expect(currentStreak(['2026-03-09', '2026-03-08'], today)).toBe(2);
  });

  it('stops at a gap, ignores duplicates and order', () => {
    expect(currentStreak(['2026-03-10', '2026-03-05', '2026-03-09', '2026-03-10', '2026-03-07'], today)).toBe(
      2,
    );
  });

  it('crosses month and year ends', () => {
    expect(currentStreak(['2025-12-31', '2026-01-01'], '2026-01-01')).toBe(2);
    expect(currentStreak(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-01')).toBe(3);
  });
});

describe('longestStreak', () => {
  it('is 0 for no days and 1 for a single day', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2026-03-10'])).toBe(1);
  });

  it('finds the longest run anywhere, whatever the order and duplicates', () => {
    const days = ['2026-03-10', '2026-03-01', '2026-03-02', '2026-03-03', '2026-03-02', '2026-03-09'];
    expect(longestStreak(days)).toBe(3);
  });

  it('counts across a month end', () => {
    expect(longestStreak(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])).toBe(4);
  });

  it('property: never shorter than the current streak, never longer than the distinct days', () => {
    const day = fc
      .integer({ min: 0, max: 40 })
      .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(day, { maxLength: 30 }), day, (days, today) => {
        const longest = longestStreak(days);
        return longest >= currentStreak(days, today) && longest <= new Set(days).size;
      }),
    );
  });
});
