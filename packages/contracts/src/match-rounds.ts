// Rounds of a match game (decision 052, amended). A game with more pairs than a small board holds is
// played in rounds: a few pairs at a time, each round's pairs the front of the API's latest ranking
// (next_items). Pure, so the web game and the offline evaluation (npm run eval) run the same rule.
// A whole round appears at once, never one new pair beside old ones, which would give its match away.

/** The most pairs on the board at once: 8 tiles, which a 6-year-old can take in and a phone shows. */
export const MATCH_BOARD_PAIRS = 4;

/**
 * How many pairs each round holds: one round (as authored) up to MATCH_BOARD_PAIRS pairs, else the
 * fewest rounds that fit, as even as can be, larger rounds first (5 pairs: 3 then 2; 8: 4 and 4).
 */
export function matchRoundSizes(pairs: number, board = MATCH_BOARD_PAIRS): number[] {
  if (pairs <= 0) return [];
  const rounds = Math.ceil(pairs / Math.max(1, board));
  const base = Math.floor(pairs / rounds);
  return Array.from({ length: rounds }, (_, r) => base + (r < pairs % rounds ? 1 : 0));
}

/**
 * The pairs of the next round: the first `size` the API named (best first) that are in the game and
 * not matched yet, topped up in the author's order, so a slow or failing API (nothing named) or a
 * ranking from before the last answer still fills the round. In the order they were chosen.
 */
export function nextMatchRound(
  authored: readonly string[],
  named: readonly string[],
  matched: ReadonlySet<string>,
  size: number,
): string[] {
  const inGame = new Set(authored);
  const round: string[] = [];
  for (const id of [...named, ...authored]) {
    if (round.length >= size) break;
    if (inGame.has(id) && !matched.has(id) && !round.includes(id)) round.push(id);
  }
  return round;
}
