import { describe, expect, it } from 'vitest';
import { emptyQuestion, QuestionFormSchema, rightAfterRemoving } from './question-form.ts';

describe('rightAfterRemoving', () => {
  it('keeps the right answer on the same words', () => {
    expect(rightAfterRemoving(2, 0)).toBe(1);
    expect(rightAfterRemoving(1, 3)).toBe(1);
  });
  it('falls back to the first answer when the right one goes, and stays null in a survey', () => {
    expect(rightAfterRemoving(2, 2)).toBe(0);
    expect(rightAfterRemoving(null, 0)).toBeNull();
  });
});

describe('QuestionFormSchema', () => {
  it('refuses the same answer twice', () => {
    const result = QuestionFormSchema.safeParse({
      ...emptyQuestion('quiz'),
      prompt: 'Which?',
      options: [{ text: 'Yes' }, { text: ' yes ' }],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Each answer must be different.']);
  });
});
