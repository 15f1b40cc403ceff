import { GameConfig, type GameType } from '@ye/contracts/games';
import type { z } from 'zod';
import { between, limit } from './limits.ts';

// What is wrong with a game configuration, in plain words, per field. The rules are the contract's
// (GameConfig.safeParse); only the words are the editor's, built from the schema's own limits.

export interface Problem {
  message: string;
  /**
   * The field is simply empty. Empty fields wait until the instructor has left them (or asks what is
   * missing) before saying so, so a freshly added row does not greet them in red.
   */
  blank: boolean;
}

type Issue = z.core.$ZodIssue;
type Describe = (type: GameType, issue: Issue) => string;

const tooLong = (issue: Issue) => issue.code === 'too_big';

/** A text field: `empty` when it is blank, else the character limit. */
const text =
  (path: string, empty: string, what: string): Describe =>
  (type, issue) =>
    tooLong(issue) ? `Keep ${what} to ${limit(type, path).max} characters or fewer.` : empty;

/** A whole number field. */
const whole =
  (path: string): Describe =>
  (type) => {
    const { min, max } = limit(type, path);
    return `Choose a whole number from ${min} to ${max}.`;
  };

/** Keyed by the path without row numbers; '#' stands for one entry of a list of words. */
const MESSAGES: Record<string, Describe> = {
  instructions: text(
    'instructions',
    'Write the instructions children see and hear first.',
    'the instructions',
  ),
  questions: (type) => `A quiz needs ${between(limit(type, 'questions'), 'questions')}.`,
  'questions.prompt': text('questions.prompt', 'Write the question.', 'a question'),
  'questions.options': (type) => `A question needs ${between(limit(type, 'questions.options'), 'options')}.`,
  'questions.options.#': text('questions.options.#', 'Write this option, or remove it.', 'an option'),
  'questions.answer': () => 'Pick the right answer.',
  'questions.explanation': text(
    'questions.explanation',
    'Write the explanation, or leave it out.',
    'the explanation',
  ),
  groups: (type) => `A sorting game needs ${between(limit(type, 'groups'), 'groups')}.`,
  'groups.label': text('groups.label', 'Name this group.', 'a group name'),
  items: (type) => `A sorting game needs ${between(limit(type, 'items'), 'items')}.`,
  'items.label': text('items.label', 'Write this item.', 'an item'),
  'items.group': () => 'Every item needs a group.',
  pairs: (type) => `The game needs ${between(limit(type, 'pairs'), 'pairs')}.`,
  'pairs.feeling': text('pairs.feeling', 'Write the feeling word.', 'the feeling word'),
  'pairs.face': text('pairs.face', 'Add a face emoji, e.g. 😄.', 'the face'),
  'pairs.face_label': text(
    'pairs.face_label',
    'Say in words what the face shows, e.g. “a grinning face”.',
    'the face description',
  ),
  starters: (type) => `Give ${between(limit(type, 'starters'), 'sentence starters')}.`,
  'starters.#': text('starters.#', 'Write this starter, or remove it.', 'a starter'),
  words: (type) => `Give ${between(limit(type, 'words'), 'words')}.`,
  'words.#': text('words.#', 'Write this word, or remove it.', 'a word'),
  sentences_required: whole('sentences_required'),
  cycles: whole('cycles'),
  inhale_seconds: whole('inhale_seconds'),
  hold_seconds: whole('hold_seconds'),
  exhale_seconds: whole('exhale_seconds'),
};

/** 'questions.0.options.2' → 'questions.options.#'; 'items.3.group' → 'items.group'. */
function pattern(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? (i === path.length - 1 ? '#' : null) : String(key)))
    .filter((key) => key !== null)
    .join('.');
}

function valueAt(config: unknown, path: readonly PropertyKey[]): unknown {
  let node = config;
  for (const key of path) node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
  return node;
}

function isBlank(value: unknown): boolean {
  return (
    (typeof value === 'string' && value.trim() === '') || (typeof value === 'number' && Number.isNaN(value))
  );
}

/** Every field with a problem, by its path ('questions.0.prompt'), with the first problem it has. */
export function gameProblems(config: GameConfig): Map<string, Problem> {
  const problems = new Map<string, Problem>();
  const result = GameConfig.safeParse(config);
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (problems.has(key)) continue;
    const describe = MESSAGES[pattern(issue.path)];
    problems.set(key, {
      message: describe ? describe(config.type, issue) : 'Please check this field.',
      blank: isBlank(valueAt(config, issue.path)),
    });
  }
  return problems;
}
