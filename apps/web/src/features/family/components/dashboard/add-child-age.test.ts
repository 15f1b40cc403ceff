import { describe, expect, it } from 'vitest';
import { AGE_RANGE, childBirthday, yearsOld } from './add-child-form.ts';

// The add-child form refuses a birthday outside 6 to 14 before sending (the API says the same).
const TODAY = new Date('2026-11-24T10:00:00Z');
const birthday = childBirthday(() => TODAY);

describe('a child is 6 to 14 when added', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(yearsOld('2020-11-24', TODAY)).toBe(6);
    expect(yearsOld('2020-11-25', TODAY)).toBe(5);
    expect(yearsOld('2011-11-25', TODAY)).toBe(14);
    expect(yearsOld('2011-11-24', TODAY)).toBe(15);
  });

  it.each([
    ['2020-11-24', true],
    ['2020-11-25', false],
    ['2011-11-25', true],
    ['2011-11-24', false],
    ['2030-01-01', false],
  ])('%s is accepted: %s', (day, ok) => {
    const result = birthday.safeParse(day);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe(AGE_RANGE);
  });
});
