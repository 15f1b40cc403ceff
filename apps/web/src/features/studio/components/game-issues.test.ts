import { describe, expect, it } from 'vitest';
import { gameProblem } from './game-issues.ts';

const quiz = (over: Record<string, unknown> = {}) => ({
  type: 'quiz',
  instructions: 'Choose the kindest answer.',
  questions: [{ prompt: 'A friend is sad. What do you do?', options: ['Ask', 'Walk away'], answer: 0 }],
  ...over,
});

describe('gameProblem', () => {
  it('is null for a valid game', () => {
    expect(gameProblem(quiz())).toBeNull();
  });
  it('says where and what in plain words', () => {
    expect(gameProblem(quiz({ questions: [{ prompt: 'Why?', options: ['Yes', '  '], answer: 0 }] }))).toBe(
      'Question 1, option 2 is empty.',
    );
    expect(gameProblem(quiz({ instructions: '' }))).toBe('The instructions are empty.');
    expect(gameProblem(quiz({ questions: [] }))).toBe('The game needs at least 1 question.');
    expect(gameProblem(quiz({ questions: [{ prompt: 'Why?', options: ['Yes'], answer: 0 }] }))).toBe(
      'Question 1 needs at least 2 options.',
    );
  });
  it('keeps the words of the contract’s own rules', () => {
    expect(gameProblem(quiz({ questions: [{ prompt: 'Why?', options: ['Yes', 'No'], answer: 3 }] }))).toBe(
      'Question 1, its right answer: The answer must be one of the options.',
    );
  });
});
