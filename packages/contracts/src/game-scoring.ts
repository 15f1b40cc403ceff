// Scores of the five mini-games, each an integer from 0 to 100 (the API turns it into stars with
// starsForScore). Pure functions of what the child did, so the rules are tested once, here.

/** `part` out of `whole` as a whole percent, clamped to 0-100; nothing to do (whole <= 0) scores 0. */
export function percent(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  const clamped = Math.min(Math.max(part, 0), whole);
  return Math.round((clamped / whole) * 100);
}

/**
 * Quiz: the share of questions answered right on the FIRST try. A child may try again after a wrong
 * answer (the game moves on once they are right), but only first tries count.
 */
export function scoreQuiz(progress: { questions: number; rightFirstTry: number }): number {
  return percent(progress.rightFirstTry, progress.questions);
}

/**
 * Sort: the share of items put into the right group on the first try. A wrong placement bounces back
 * and the item must still end in its group, so a finished game always has every item placed.
 */
export function scoreSort(progress: { items: number; rightFirstTry: number }): number {
  return percent(progress.rightFirstTry, progress.items);
}

/** Match: pairs / (pairs + wrong attempts), so every wrong attempt costs a little and none scores 100. */
export function scoreMatch(progress: { pairs: number; wrongAttempts: number }): number {
  const wrong = Number.isFinite(progress.wrongAttempts) ? Math.max(0, progress.wrongAttempts) : 0;
  return percent(progress.pairs, progress.pairs + wrong);
}

/** Kind words builder: sentences built out of the sentences asked for. There are no wrong answers. */
export function scoreAffirmation(progress: { built: number; required: number }): number {
  return percent(progress.built, progress.required);
}

/** Breathing: completed cycles out of the configured cycles; finishing every cycle scores 100. */
export function scoreBreathing(progress: { completed: number; cycles: number }): number {
  return percent(progress.completed, progress.cycles);
}
