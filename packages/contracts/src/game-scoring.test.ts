import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  percent,
  scoreAffirmation,
  scoreBreathing,
  scoreMatch,
  scoreQuiz,
  scoreSort,
} from './game-scoring.ts';
import { starsForScore } from './games.ts';

const isScore = (n: number) => Number.isInteger(n) && n >= 0 && n <= 100;

describe('percent', () => {
  it('rounds to a whole percent', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(1, 2)).toBe(50);
    expect(percent(0, 4)).toBe(0);
    expect(percent(4, 4)).toBe(100);
  });

  it('never leaves 0-100, whatever it is given', () => {
    expect(percent(5, 4)).toBe(100);
    expect(percent(-1, 4)).toBe(0);
    expect(percent(1, 0)).toBe(0);
    expect(percent(1, -3)).toBe(0);
    expect(percent(Number.NaN, 4)).toBe(0);
    expect(percent(2, Number.POSITIVE_INFINITY)).toBe(0);
    fc.assert(
      fc.property(fc.double(), fc.double(), (part, whole) => {
        expect(isScore(percent(part, whole))).toBe(true);
      }),
    );
  });

  it('grows with the part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(50), fc.nat(50), (whole, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(percent(low, whole)).toBeLessThanOrEqual(percent(high, whole));
      }),
    );
  });
});

describe('quiz', () => {
  it('counts the questions answered right on the first try', () => {
    expect(scoreQuiz({ questions: 3, rightFirstTry: 3 })).toBe(100);
    expect(scoreQuiz({ questions: 3, rightFirstTry: 2 })).toBe(67);
    expect(scoreQuiz({ questions: 3, rightFirstTry: 1 })).toBe(33);
    expect(scoreQuiz({ questions: 3, rightFirstTry: 0 })).toBe(0);
    expect(scoreQuiz({ questions: 10, rightFirstTry: 9 })).toBe(90);
  });

  it('is a whole number from 0 to 100 for every possible game', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }).chain((questions) =>
          fc.record({
            questions: fc.constant(questions),
            rightFirstTry: fc.integer({ min: 0, max: questions }),
          }),
        ),
        (game) => {
          const score = scoreQuiz(game);
          expect(isScore(score)).toBe(true);
          expect(score === 100).toBe(game.rightFirstTry === game.questions);
          expect(score === 0).toBe(game.rightFirstTry === 0);
        },
      ),
    );
  });
});

describe('sort', () => {
  it('counts the items placed right on the first try', () => {
    expect(scoreSort({ items: 8, rightFirstTry: 8 })).toBe(100);
    expect(scoreSort({ items: 8, rightFirstTry: 6 })).toBe(75);
    expect(scoreSort({ items: 12, rightFirstTry: 11 })).toBe(92);
    expect(scoreSort({ items: 2, rightFirstTry: 0 })).toBe(0);
  });

  it('gives 3 stars only for (almost) no slips', () => {
    expect(starsForScore(scoreSort({ items: 12, rightFirstTry: 11 }))).toBe(3);
    expect(starsForScore(scoreSort({ items: 4, rightFirstTry: 3 }))).toBe(2);
    expect(starsForScore(scoreSort({ items: 4, rightFirstTry: 1 }))).toBe(1);
  });
});

describe('match', () => {
  it('is pairs / (pairs + wrong attempts)', () => {
    expect(scoreMatch({ pairs: 4, wrongAttempts: 0 })).toBe(100);
    expect(scoreMatch({ pairs: 4, wrongAttempts: 1 })).toBe(80);
    expect(scoreMatch({ pairs: 4, wrongAttempts: 4 })).toBe(50);
    expect(scoreMatch({ pairs: 3, wrongAttempts: 2 })).toBe(60);
    expect(scoreMatch({ pairs: 2, wrongAttempts: 98 })).toBe(2);
  });

  it('treats a negative count of wrong attempts as none', () => {
    expect(scoreMatch({ pairs: 4, wrongAttempts: -3 })).toBe(100);
  });

  it('never rises with more wrong attempts and stays above 0 for a finished game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.nat(200), fc.nat(200), (pairs, a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        const better = scoreMatch({ pairs, wrongAttempts: fewer });
        const worse = scoreMatch({ pairs, wrongAttempts: more });
        expect(isScore(better) && isScore(worse)).toBe(true);
        expect(worse).toBeLessThanOrEqual(better);
        expect(worse).toBeGreaterThanOrEqual(0);
        expect(better === 100).toBe(fewer === 0);
      }),
    );
  });
});

describe('affirmation', () => {
  it('is the sentences built out of those asked for', () => {
    expect(scoreAffirmation({ built: 3, required: 3 })).toBe(100);
    expect(scoreAffirmation({ built: 1, required: 2 })).toBe(50);
    expect(scoreAffirmation({ built: 0, required: 2 })).toBe(0);
    expect(scoreAffirmation({ built: 4, required: 3 })).toBe(100);
  });
});

describe('breathing', () => {
  it('is the completed cycles out of the configured cycles', () => {
    expect(scoreBreathing({ completed: 5, cycles: 5 })).toBe(100);
    expect(scoreBreathing({ completed: 2, cycles: 5 })).toBe(40);
    expect(scoreBreathing({ completed: 0, cycles: 3 })).toBe(0);
  });

  it('finishing every cycle is always 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (cycles) => {
        expect(scoreBreathing({ completed: cycles, cycles })).toBe(100);
      }),
    );
  });
});
