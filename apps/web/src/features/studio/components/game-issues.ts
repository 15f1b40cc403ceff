import { GameConfig } from '@ye/contracts/games';

// The game's configuration is checked with the contract's GameConfig before a lesson is saved. Its
// messages are zod's ("Too small: expected string to have >=1 characters"); an instructor reads
// where the problem is and what it is in plain words instead.

const NUMBERED: Record<string, string> = {
  questions: 'question',
  options: 'option',
  groups: 'group',
  items: 'item',
  pairs: 'pair',
  starters: 'sentence starter',
  words: 'word tile',
};

const FIELDS: Record<string, string> = {
  instructions: 'the instructions',
  prompt: 'its question',
  answer: 'its right answer',
  explanation: 'its explanation',
  label: 'its name',
  group: 'its group',
  id: 'its id',
  feeling: 'its feeling word',
  face: 'its face',
  face_label: 'the description of its face',
  sentences_required: 'the number of sentences to build',
  cycles: 'the number of breaths',
  inhale_seconds: 'the seconds to breathe in',
  hold_seconds: 'the seconds to hold',
  exhale_seconds: 'the seconds to breathe out',
  questions: 'the questions',
  options: 'its options',
  groups: 'the groups',
  items: 'the items',
  pairs: 'the pairs',
  starters: 'the sentence starters',
  words: 'the word tiles',
};

/** "question 2, option 3" from ['questions', 1, 'options', 2]. */
function placeOf(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = String(path[i]);
    const next = path[i + 1];
    if (typeof next === 'number' && NUMBERED[key]) {
      parts.push(`${NUMBERED[key]} ${next + 1}`);
      i++;
    } else {
      parts.push(FIELDS[key] ?? key.replaceAll('_', ' '));
    }
  }
  return parts.join(', ') || 'the game';
}

interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "Question 1 needs at least 2 options." / "The game can have at most 10 questions." */
function listProblem(issue: Issue): string | null {
  const key = String(issue.path.at(-1) ?? '');
  const noun = NUMBERED[key];
  if (issue.origin !== 'array' || !noun) return null;
  const owner = sentence(issue.path.length > 1 ? placeOf(issue.path.slice(0, -1)) : 'the game');
  const count = (n: number | bigint | undefined) => `${n} ${Number(n) === 1 ? noun : `${noun}s`}`;
  if (issue.code === 'too_small') return `${owner} needs at least ${count(issue.minimum)}.`;
  if (issue.code === 'too_big') return `${owner} can have at most ${count(issue.maximum)}.`;
  return null;
}

function problemOf(issue: Issue, plural: boolean): string {
  const is = plural ? 'are' : 'is';
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${is} empty` : `${is} too short`;
    return `must be at least ${issue.minimum}`;
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return `${is} too long (at most ${issue.maximum} characters)`;
    return `can be at most ${issue.maximum}`;
  }
  if (issue.code === 'invalid_type') return `${is} missing`;
  return `${is} not right yet`;
}

/**
 * null when `game` is a valid GameConfig; otherwise one plain sentence about the first problem, e.g.
 * "Question 1, option 2 is empty." (custom rules keep their own words: "The answer must be one of
 * the options.").
 */
export function gameProblem(game: unknown): string | null {
  const result = GameConfig.safeParse(game);
  if (result.success) return null;
  const issue = result.error.issues[0] as Issue | undefined;
  if (!issue) return 'The game is not complete yet.';
  const place = placeOf(issue.path);
  if (issue.code === 'custom') return `${sentence(place)}: ${issue.message}`;
  return listProblem(issue) ?? `${sentence(place)} ${problemOf(issue, place.endsWith('instructions'))}.`;
}
