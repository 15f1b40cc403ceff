import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactCount, formatDate, plural, pluralSuffix } from './format.ts';

describe('plural', () => {
  it('adds s unless the count is exactly 1', () => {
    expect(plural(1, 'course')).toBe('1 course');
    expect(plural(2, 'course')).toBe('2 courses');
    expect(plural(0, 'course')).toBe('0 courses');
    expect(plural(-1, 'point')).toBe('-1 points');
    expect(plural(1.5, 'hour')).toBe('1.5 hours');
  });

  it('uses the given plural form', () => {
    expect(plural(3, 'child', 'children')).toBe('3 children');
    expect(plural(1, 'child', 'children')).toBe('1 child');
  });

  it('pluralSuffix is the bare suffix', () => {
    expect(pluralSuffix(1)).toBe('');
    expect(pluralSuffix(0)).toBe('s');
    expect(pluralSuffix(7)).toBe('s');
  });
});

describe('compactCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [999.4, '999'],
    [999.6, '1k'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1250, '1.3k'],
    [9949, '9.9k'],
    [9950, '10k'],
    [12345, '12k'],
    [999_499, '999k'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [3_400_000, '3.4M'],
    [12_500_000, '13M'],
    [2_500_000_000, '2500M'],
    [-1234, '-1.2k'],
    [-5, '-5'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
    [Number.NEGATIVE_INFINITY, '0'],
  ])('%s → %s', (n, expected) => {
    expect(compactCount(n)).toBe(expected);
  });

  const parse = (s: string): number => {
    const m = /^(-?)(\d+(?:\.\d)?)([kM]?)$/.exec(s);
    if (!m) throw new Error(`bad shape ${s}`);
    const mult = m[3] === 'M' ? 1e6 : m[3] === 'k' ? 1e3 : 1;
    return (m[1] ? -1 : 1) * Number(m[2]) * mult;
  };

  it('property: short, well-formed, never 1000k, and within 5% of the real value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), (n) => {
        const s = compactCount(n);
        expect(s).toMatch(/^-?\d+(\.\d)?[kM]?$/);
        expect(s).not.toMatch(/^-?1000k$/);
        const back = parse(s);
        expect(Math.abs(back - n)).toBeLessThanOrEqual(Math.max(0.5, Math.abs(n) * 0.05));
      }),
    );
  });

  it('property: never decreases as the count grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(parse(compactCount(lo))).toBeLessThanOrEqual(parse(compactCount(hi)));
      }),
    );
  });
});

describe('formatDate', () => {
  it('formats as MMM DD, YYYY', () => {
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDate('2026-03-05')).toBe('Mar 05, 2026');
    expect(formatDate(new Date(2026, 0, 1, 12))).toBe('Jan 01, 2026');
    expect(formatDate(new Date(2026, 11, 31, 12).getTime())).toBe('Dec 31, 2026');
  });

  it('gives an empty string for missing or invalid input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});
