import { RETAKE_AFTER_DAYS, SELF_ESTEEM_SURVEY_ID } from './survey.ts';

/**
 * The Rosenberg Self-Esteem Scale (Rosenberg, M. (1965). Society and the adolescent self-image.
 * Princeton University Press). Ten items answered on a 4-point agreement scale; five are worded
 * positively and five negatively. The negatively worded items (2, 5, 6, 8 and 9 in the standard
 * numbering) are reverse-keyed: each item is marked by its wording with `reverse`, never by position.
 *
 * The wording is gently simplified for children aged 6-14; every item keeps the meaning and the
 * direction (positive or negative) of the original. The original wording is kept beside each item
 * so the two can be compared (docs/decisions/005-self-esteem-survey-scoring.md).
 */
export interface ScaleItem {
  id: number;
  text: string;
  original: string;
  reverse: boolean;
}

export const ROSENBERG_ITEMS: readonly ScaleItem[] = [
  {
    id: 1,
    text: 'Most of the time, I am happy with who I am.',
    original: 'On the whole, I am satisfied with myself.',
    reverse: false,
  },
  {
    id: 2,
    text: 'Sometimes I think I am no good at all.',
    original: 'At times I think I am no good at all.',
    reverse: true,
  },
  {
    id: 3,
    text: 'I have lots of good things about me.',
    original: 'I feel that I have a number of good qualities.',
    reverse: false,
  },
  {
    id: 4,
    text: 'I can do things as well as most other kids.',
    original: 'I am able to do things as well as most other people.',
    reverse: false,
  },
  {
    id: 5,
    text: 'I feel I do not have much to be proud of.',
    original: 'I feel I do not have much to be proud of.',
    reverse: true,
  },
  { id: 6, text: 'Sometimes I feel useless.', original: 'I certainly feel useless at times.', reverse: true },
  {
    id: 7,
    text: 'I matter just as much as other people.',
    original: "I feel that I'm a person of worth, at least on an equal plane with others.",
    reverse: false,
  },
  {
    id: 8,
    text: 'I wish I could respect myself more.',
    original: 'I wish I could have more respect for myself.',
    reverse: true,
  },
  {
    id: 9,
    text: 'When I think about everything, I feel like I am a failure.',
    original: 'All in all, I am inclined to feel that I am a failure.',
    reverse: true,
  },
  {
    id: 10,
    text: 'I think good things about myself.',
    original: 'I take a positive attitude toward myself.',
    reverse: false,
  },
];

/**
 * Answer values as offered to the child, most agreeing first. The value is the agreement code, not
 * the points: points depend on the item's direction (see `itemPoints`).
 */
export const AGREEMENT_OPTIONS = [
  { value: 4, label: 'Strongly agree' },
  { value: 3, label: 'Agree' },
  { value: 2, label: 'Disagree' },
  { value: 1, label: 'Strongly disagree' },
] as const;

export const MIN_VALUE = 1;
export const MAX_VALUE = 4;
export const MAX_POINTS_PER_ITEM = 3;
export const MAX_TOTAL = ROSENBERG_ITEMS.length * MAX_POINTS_PER_ITEM;

export const SELF_ESTEEM_SURVEY = {
  id: SELF_ESTEEM_SURVEY_ID,
  title: 'How I feel about myself',
  description:
    'Ten short sentences. For each one, choose how much you agree. There are no right or wrong answers.',
  citation:
    'Rosenberg Self-Esteem Scale: Rosenberg, M. (1965). Society and the adolescent self-image. Princeton University Press. Wording simplified for children.',
  items: ROSENBERG_ITEMS,
} as const;

export function labelFor(value: number): string {
  return AGREEMENT_OPTIONS.find((o) => o.value === value)?.label ?? String(value);
}

/** Points 0-3 for one answer: Strongly agree = 3 on a positive item, 0 on a reverse-keyed one. */
export function itemPoints(item: Pick<ScaleItem, 'reverse'>, value: number): number {
  if (!Number.isInteger(value) || value < MIN_VALUE || value > MAX_VALUE) {
    throw new RangeError(`answer value ${value} is outside ${MIN_VALUE}-${MAX_VALUE}`);
  }
  return item.reverse ? MAX_VALUE - value : value - MIN_VALUE;
}

/**
 * percent = total / 30 × 100, rounded to the nearest integer. With a total between 0 and 30 the
 * exact value is a multiple of 10/3, so it never ends in exactly .5 and rounding is unambiguous.
 */
export function percentOf(total: number): number {
  return Math.round((total / MAX_TOTAL) * 100);
}

/** Total and percent of a complete set of answers (question id → value). Input must be validated. */
export function scoreAnswers(answers: ReadonlyMap<number, number>): { score: number; percent: number } {
  let score = 0;
  for (const item of ROSENBERG_ITEMS) {
    const value = answers.get(item.id);
    if (value === undefined) throw new RangeError(`question ${item.id} has no answer`);
    score += itemPoints(item, value);
  }
  return { score, percent: percentOf(score) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A retake is due when there was never a survey, or the last one is 14 days old or more. */
export function isRetakeDue(lastCompletedAt: Date | null, now: Date): boolean {
  if (!lastCompletedAt) return true;
  return now.getTime() - lastCompletedAt.getTime() >= RETAKE_AFTER_DAYS * DAY_MS;
}
