import { describe, expect, it } from 'vitest';
import {
  createRequest,
  emptyQuestion,
  QuestionFormSchema,
  rightAfterRemoving,
  updateRequest,
} from './question-form.ts';

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

describe('question requests', () => {
  const values = {
    kind: 'survey' as const,
    prompt: 'How?',
    options: [{ text: 'Ok' }, { text: 'Meh' }],
    correct_option: 1,
  };
  it('sends no right answer for a survey question', () => {
    expect(createRequest(values)).toEqual({
      kind: 'survey',
      prompt: 'How?',
      options: ['Ok', 'Meh'],
      correct_option: null,
    });
  });
  it('sends only the wording once children have answered', () => {
    expect(updateRequest(values, true)).toEqual({ prompt: 'How?' });
    expect(updateRequest(values, false)).toEqual({
      prompt: 'How?',
      options: ['Ok', 'Meh'],
      correct_option: null,
    });
  });
});
