import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_AUTOPLAY_MS, slidesPerView } from './carousel.tsx';

describe('slidesPerView', () => {
  it.each([
    [1920, 3],
    [1200, 3],
    [1199, 2],
    [900, 2],
    [899, 1],
    [375, 1],
    [0, 1],
    [-10, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('%s px → %i', (width, expected) => {
    expect(slidesPerView(width)).toBe(expected);
  });

  it('property: always 1, 2 or 3 and never fewer on a wider screen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect([1, 2, 3]).toContain(slidesPerView(narrow));
        expect(slidesPerView(narrow)).toBeLessThanOrEqual(slidesPerView(wide));
      }),
    );
  });

  it('autoplays every 4000 ms', () => {
    expect(CAROUSEL_AUTOPLAY_MS).toBe(4000);
  });
});
