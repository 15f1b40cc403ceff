// Games that adapt (issue 18 part 3, decision 047): a Rasch (one-parameter IRT) model in plain
// TypeScript. Item difficulty describes content, not children: it is learned from all attempts by
// everyone. A child's skill is an Elo estimate kept for one session (longer only if the parent turned
// learned personalisation on). The next item aims at 75-85% success, because here success builds
// confidence. No number from this file is ever shown to a child.

/** The success rate the next item aims at, and the band around it that counts as "on target". */
export const TARGET_SUCCESS = 0.8;
export const TARGET_BAND = [0.75, 0.85] as const;

/** P(correct) for a child of `skill` on an item of `difficulty` (logits, Rasch). */
export function expectedSuccess(skill: number, difficulty: number): number {
  return 1 / (1 + Math.exp(difficulty - skill));
}

export interface SkillState {
  /** The child's skill in logits (0 = an average child on an average item). */
  skill: number;
  /** Attempts seen this session: the step shrinks as the estimate firms up. */
  attempts: number;
}

export const NEW_SKILL: SkillState = { skill: 0, attempts: 0 };

/** Elo step for a child: large at first, smaller with each attempt (Pelánek's uncertainty function). */
const childStep = (attempts: number) => 1.2 / (1 + 0.08 * attempts);

/**
 * One Elo update of the child's skill after an attempt: constant time and memory, whatever the
 * history (the eval times it). Item difficulty is not moved here: it is learned in batch from all
 * attempts (fitDifficulties), so one child's streak cannot make an item look easy for everyone.
 */
export function updateSkill(state: SkillState, difficulty: number, correct: boolean): SkillState {
  const p = expectedSuccess(state.skill, difficulty);
  return {
    skill: state.skill + childStep(state.attempts) * ((correct ? 1 : 0) - p),
    attempts: state.attempts + 1,
  };
}

export interface Attempt {
  childId: string;
  itemId: string;
  correct: boolean;
}

export interface FittedModel {
  difficulty: Map<string, number>;
  /** Attempts each item was learned from (an item with few is treated as average). */
  attempts: Map<string, number>;
}

/**
 * Item difficulties from all attempts: joint maximum likelihood of the Rasch model by gradient
 * ascent, with a weak normal prior on both sides (shrinks items with few attempts toward 0 and keeps
 * perfect scores finite). Children's skills here are nuisance parameters and are thrown away.
 */
export function fitDifficulties(attempts: readonly Attempt[], iterations = 60): FittedModel {
  const items = new Map<string, number>();
  const children = new Map<string, number>();
  const itemIndex = (id: string, map: Map<string, number>) => {
    let i = map.get(id);
    if (i === undefined) {
      i = map.size;
      map.set(id, i);
    }
    return i;
  };
  const rows = attempts.map((a) => ({
    c: itemIndex(a.childId, children),
    i: itemIndex(a.itemId, items),
    y: a.correct ? 1 : 0,
  }));
  const b = new Float64Array(items.size);
  const theta = new Float64Array(children.size);
  const nItem = new Float64Array(items.size);
  const nChild = new Float64Array(children.size);
  for (const r of rows) {
    nItem[r.i] = (nItem[r.i] ?? 0) + 1;
    nChild[r.c] = (nChild[r.c] ?? 0) + 1;
  }
  const gItem = new Float64Array(items.size);
  const gChild = new Float64Array(children.size);
  const PRIOR = 1; // precision of the N(0, 1) prior on each parameter
  for (let it = 0; it < iterations; it++) {
    gItem.fill(0);
    gChild.fill(0);
    for (const r of rows) {
      const residual = r.y - expectedSuccess(theta[r.c] as number, b[r.i] as number);
      gChild[r.c] = (gChild[r.c] as number) + residual;
      gItem[r.i] = (gItem[r.i] as number) - residual;
    }
    // Newton-like steps: the Fisher information of a logit is at most n/4.
    for (let c = 0; c < theta.length; c++)
      theta[c] =
        (theta[c] as number) +
        ((gChild[c] as number) - PRIOR * (theta[c] as number)) / ((nChild[c] as number) / 4 + PRIOR);
    for (let i = 0; i < b.length; i++)
      b[i] =
        (b[i] as number) +
        ((gItem[i] as number) - PRIOR * (b[i] as number)) / ((nItem[i] as number) / 4 + PRIOR);
  }
  const difficulty = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const [id, i] of items) {
    difficulty.set(id, b[i] as number);
    counts.set(id, nItem[i] as number);
  }
  return { difficulty, attempts: counts };
}

/**
 * The next item for a child: among items not yet played this session, the one whose expected
 * success is closest to TARGET_SUCCESS (ties by id, so the choice is deterministic).
 */
export function nextItem<T extends { id: string; difficulty: number }>(
  skill: number,
  items: readonly T[],
  played: ReadonlySet<string> = new Set(),
): T | null {
  let best: T | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const item of items) {
    if (played.has(item.id)) continue;
    const gap = Math.abs(expectedSuccess(skill, item.difficulty) - TARGET_SUCCESS);
    if (gap < bestGap || (gap === bestGap && best !== null && item.id < best.id)) {
      best = item;
      bestGap = gap;
    }
  }
  return best;
}

/**
 * Items harder than their author expected: the learned success rate of an average child is below
 * the band's floor by more than `margin`, with enough attempts to say so. For the instructor's list.
 */
export function harderThanExpected(
  model: FittedModel,
  expectedSuccessOf: (itemId: string) => number,
  minAttempts = 20,
  margin = 0.1,
): { itemId: string; learnedSuccess: number; expected: number; attempts: number }[] {
  const out: { itemId: string; learnedSuccess: number; expected: number; attempts: number }[] = [];
  for (const [itemId, b] of model.difficulty) {
    const n = model.attempts.get(itemId) ?? 0;
    if (n < minAttempts) continue;
    const learned = expectedSuccess(0, b);
    const expected = expectedSuccessOf(itemId);
    if (learned < expected - margin) out.push({ itemId, learnedSuccess: learned, expected, attempts: n });
  }
  return out.sort((a, b) => a.learnedSuccess - b.learnedSuccess);
}
