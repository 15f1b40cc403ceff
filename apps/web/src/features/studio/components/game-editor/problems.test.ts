import { GAME_TYPES, GameConfig, type QuizGame, type SortGame } from '@ye/contracts/games';
import { describe, expect, it } from 'vitest';
import { defaultGameConfig, newId } from './defaults.ts';
import { between, limit } from './limits.ts';
import { gameProblems } from './problems.ts';

describe('defaultGameConfig', () => {
  it('gives every game type a valid starter of that type', () => {
    for (const type of GAME_TYPES) {
      const config = defaultGameConfig(type);
      expect(config.type).toBe(type);
      expect(GameConfig.safeParse(config).success).toBe(true);
      expect(gameProblems(config).size).toBe(0);
    }
  });

  it('returns a new object each time, so editing one never changes the next', () => {
    const a = defaultGameConfig('quiz') as QuizGame;
    a.questions.push({ prompt: 'x', options: ['a', 'b'], answer: 0 });
    expect((defaultGameConfig('quiz') as QuizGame).questions).toHaveLength(1);
  });
});

describe('newId', () => {
  it('makes a short id, unused in the list', () => {
    const taken = Array.from({ length: 50 }, () => ({ id: newId('item') }));
    expect(new Set(taken.map((t) => t.id)).size).toBe(50);
    expect(newId('group', taken)).toMatch(/^group-[0-9a-f]{8}$/);
  });
});

describe('limit', () => {
  it('reads row counts, text lengths and number ranges from the game schemas', () => {
    expect(limit('quiz', 'questions')).toEqual({ min: 1, max: 10 });
    expect(limit('quiz', 'questions.options')).toEqual({ min: 2, max: 4 });
    expect(limit('quiz', 'questions.options.#')).toEqual({ min: 1, max: 80 });
    expect(limit('quiz', 'questions.prompt')).toEqual({ min: 1, max: 200 });
    expect(limit('sort', 'groups')).toEqual({ min: 2, max: 3 });
    expect(limit('sort', 'items')).toEqual({ min: 2, max: 12 });
    expect(limit('match', 'pairs.face')).toEqual({ min: 1, max: 16 });
    expect(limit('affirmation', 'words')).toEqual({ min: 3, max: 16 });
    expect(limit('affirmation', 'words.#')).toEqual({ min: 1, max: 30 });
    expect(limit('breathing', 'hold_seconds')).toEqual({ min: 0, max: 8 });
  });

  it('agrees with the schema at the edges', () => {
    const base = defaultGameConfig('sort') as SortGame;
    const { max } = limit('sort', 'items');
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `i${i}`, label: 'x', group: 'helps' }));
    expect(GameConfig.safeParse({ ...base, items: items(max) }).success).toBe(true);
    expect(GameConfig.safeParse({ ...base, items: items(max + 1) }).success).toBe(false);
  });

  it('refuses a path the schema does not have', () => {
    expect(() => limit('quiz', 'pairs')).toThrow('The quiz game has no limits at "pairs".');
  });

  it('says ranges in words', () => {
    expect(between({ min: 2, max: 4 }, 'options')).toBe('2 to 4 options');
    expect(between({ min: 2, max: 3 }, 'groups')).toBe('2 or 3 groups');
  });
});

describe('gameProblems', () => {
  it('finds nothing in a valid config', () => {
    expect(gameProblems(defaultGameConfig('match')).size).toBe(0);
  });

  it('names each problem by its field, in plain words, and tells blank fields apart', () => {
    const quiz: QuizGame = {
      type: 'quiz',
      instructions: '  ',
      questions: [{ prompt: 'x'.repeat(201), options: ['Yes', ''], answer: 3 }],
    };
    const problems = Object.fromEntries(gameProblems(quiz));
    expect(problems).toEqual({
      instructions: { message: 'Write the instructions children see and hear first.', blank: true },
      'questions.0.prompt': { message: 'Keep a question to 200 characters or fewer.', blank: false },
      'questions.0.options.1': { message: 'Write this option, or remove it.', blank: true },
      'questions.0.answer': { message: 'Pick the right answer.', blank: false },
    });
  });

  it('says how many rows a list needs', () => {
    const quiz = defaultGameConfig('quiz') as QuizGame;
    const one = {
      ...quiz,
      questions: [{ ...(quiz.questions[0] as QuizGame['questions'][number]), options: ['A'] }],
    };
    expect(gameProblems(one).get('questions.0.options')?.message).toBe('A question needs 2 to 4 options.');
    const sort = defaultGameConfig('sort') as SortGame;
    expect(gameProblems({ ...sort, groups: [] }).get('groups')?.message).toBe(
      'A sorting game needs 2 or 3 groups.',
    );
  });

  it('says every item needs a group, also when its group is gone', () => {
    const sort = defaultGameConfig('sort') as SortGame;
    const problems = gameProblems({
      ...sort,
      items: [
        { id: 'a', label: 'A', group: 'nowhere' },
        { id: 'b', label: 'B', group: '' },
      ],
    });
    expect(problems.get('items.0.group')).toEqual({ message: 'Every item needs a group.', blank: false });
    expect(problems.get('items.1.group')).toEqual({ message: 'Every item needs a group.', blank: true });
  });

  it('asks for whole numbers within range', () => {
    const breathing = defaultGameConfig('breathing');
    expect(gameProblems({ ...breathing, cycles: 0 } as never).get('cycles')?.message).toBe(
      'Choose a whole number from 1 to 10.',
    );
    expect(gameProblems({ ...breathing, cycles: Number.NaN } as never).get('cycles')?.blank).toBe(true);
  });
});
