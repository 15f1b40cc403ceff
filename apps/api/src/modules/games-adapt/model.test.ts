import { describe, expect, it } from 'vitest';
import {
  type Attempt,
  expectedSuccess,
  fitDifficulties,
  harderThanExpected,
  NEW_SKILL,
  nextItem,
  TARGET_SUCCESS,
  updateSkill,
} from './model.ts';

describe('the adaptive games model', () => {
  it('a right answer raises the skill, a wrong one lowers it, by less as attempts grow', () => {
    const up = updateSkill(NEW_SKILL, 0, true);
    const down = updateSkill(NEW_SKILL, 0, false);
    expect(up.skill).toBeGreaterThan(0);
    expect(down.skill).toBeLessThan(0);
    const late = updateSkill({ skill: 0, attempts: 50 }, 0, true);
    expect(late.skill).toBeLessThan(up.skill);
    expect(late.attempts).toBe(51);
  });

  it('the next item is the unplayed one closest to 80% success', () => {
    const items = [
      { id: 'easy', difficulty: -3 },
      { id: 'aim', difficulty: -1.4 },
      { id: 'hard', difficulty: 2 },
    ];
    expect(expectedSuccess(0, -1.4)).toBeCloseTo(TARGET_SUCCESS, 1);
    expect(nextItem(0, items)?.id).toBe('aim');
    expect(nextItem(0, items, new Set(['aim']))?.id).toBe('easy');
    expect(nextItem(0, items, new Set(['aim', 'easy', 'hard']))).toBeNull();
  });

  it('learns which item is harder from everyone’s attempts, and lists it for the instructor', () => {
    const attempts: Attempt[] = [];
    for (let c = 0; c < 60; c++) {
      attempts.push({ childId: `c${c}`, itemId: 'easy', correct: c % 10 !== 0 });
      attempts.push({ childId: `c${c}`, itemId: 'tricky', correct: c % 10 < 3 });
    }
    const model = fitDifficulties(attempts);
    expect(model.difficulty.get('tricky')).toBeGreaterThan(model.difficulty.get('easy') as number);
    const listed = harderThanExpected(model, () => 0.8);
    expect(listed.map((l) => l.itemId)).toEqual(['tricky']);
    expect(listed[0]?.attempts).toBe(60);
  });
});
