import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breathSteps, buildSentence, mixedOrder } from './game-rules.ts';

describe('mixedOrder', () => {
  it('keeps every item once and gives the same order for the same seed', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 12 }), fc.string(), (items, seed) => {
        const mixed = mixedOrder(items, seed);
        expect([...mixed].sort()).toEqual([...items].sort());
        expect(mixedOrder(items, seed)).toEqual(mixed);
      }),
    );
  });

  it('never returns two or more items in the order they came in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 2, maxLength: 8 }),
        fc.string(),
        (items, seed) => {
          expect(mixedOrder(items, seed)).not.toEqual(items);
        },
      ),
    );
  });

  it('does not change the list it is given', () => {
    const items = ['a', 'b', 'c'];
    mixedOrder(items, 'x');
    expect(items).toEqual(['a', 'b', 'c']);
  });
});

describe('buildSentence', () => {
  it('joins one, two or three words the way people write', () => {
    expect(buildSentence('I am', ['brave'])).toBe('I am brave.');
    expect(buildSentence('I am', ['brave', 'kind'])).toBe('I am brave and kind.');
    expect(buildSentence('I am', ['brave', 'kind', 'strong'])).toBe('I am brave, kind and strong.');
  });

  it('shows an unfinished sentence while no word is picked, and tidies spaces and stops', () => {
    expect(buildSentence('I can', [])).toBe('I can…');
    expect(buildSentence(' I can. ', [' try again '])).toBe('I can try again.');
  });
});

describe('breathSteps', () => {
  it('is in, hold and out with their seconds', () => {
    expect(breathSteps({ inhale_seconds: 4, hold_seconds: 2, exhale_seconds: 6 })).toEqual([
      { phase: 'in', seconds: 4 },
      { phase: 'hold', seconds: 2 },
      { phase: 'out', seconds: 6 },
    ]);
  });

  it('leaves the hold out when it is 0 seconds', () => {
    expect(breathSteps({ inhale_seconds: 3, hold_seconds: 0, exhale_seconds: 3 })).toEqual([
      { phase: 'in', seconds: 3 },
      { phase: 'out', seconds: 3 },
    ]);
  });
});
