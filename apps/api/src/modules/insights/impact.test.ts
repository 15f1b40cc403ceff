import { describe, expect, it } from 'vitest';
import { normal, seededRng } from '../catalog/learned.ts';
import { adjustedImpact, bootstrapMean, regressionLine } from './impact.ts';

// Honest impact (decision 049): regression to the mean is taken off, the interval is seeded.

/** Children with true score ~N(60, 12), each survey off by N(0, 8); the course adds `effect`. */
function pairs(seed: number, courseId: string, effect: number, n: number) {
  const rng = seededRng(seed);
  return Array.from({ length: n }, () => {
    const truth = 60 + 12 * normal(rng);
    return { courseId, before: truth + 8 * normal(rng), after: truth + effect + 8 * normal(rng) };
  });
}

describe('impact adjusted for the starting score', () => {
  const everyone = [...pairs(1, 'none', 0, 3000), ...pairs(2, 'helps', 4, 3000)];
  const line = regressionLine(everyone);

  it('shows a no-effect course near 0 for its low starters, where the raw change shows a rise', () => {
    const low = everyone.filter((p) => p.courseId === 'none' && p.before < 50);
    const raw = low.reduce((s, p) => s + p.after - p.before, 0) / low.length;
    expect(raw).toBeGreaterThan(3);
    const adjusted = adjustedImpact('none', low, line);
    expect(Math.abs(adjusted.mean)).toBeLessThan(1);
    expect(adjusted.low).toBeLessThan(adjusted.mean);
    expect(adjusted.high).toBeGreaterThan(adjusted.mean);
  });

  it('keeps a real effect, with an interval that excludes 0', () => {
    const helps = everyone.filter((p) => p.courseId === 'helps');
    const adjusted = adjustedImpact('helps', helps, line);
    expect(Math.abs(adjusted.mean - 4)).toBeLessThan(1);
    expect(adjusted.low).toBeGreaterThan(0);
  });

  it('gives the same interval on every run (seeded), and a wider one for fewer children', () => {
    const values = [1, 4, -2, 6, 3, 0, 5];
    expect(bootstrapMean(values, 42)).toEqual(bootstrapMean(values, 42));
    const few = bootstrapMean(values, 42);
    const many = bootstrapMean([...values, ...values, ...values, ...values], 42);
    expect(few.high - few.low).toBeGreaterThan(many.high - many.low);
  });

  it('reads a repeated bootstrap from memory, keyed by the exact values and seed (decision 053)', () => {
    const values = Array.from({ length: 300 }, (_, i) => ((i * 37) % 23) - 9 + i / 1000);
    const first = bootstrapMean(values, 7);
    // A copy handed out: changing it changes nothing kept.
    first.low = 999;
    const again = bootstrapMean(values, 7);
    expect(again.low).not.toBe(999);
    // One value changed, or another seed: drawn anew, not read.
    const changed = bootstrapMean([...values.slice(0, -1), 50], 7);
    expect(changed.mean).not.toBe(again.mean);
    expect(changed.high).not.toBe(again.high);
    expect(bootstrapMean(values, 8)).not.toEqual(again);
    // The same values give the same figures however often they are asked.
    expect(bootstrapMean([...values], 7)).toEqual(again);
  });
});
