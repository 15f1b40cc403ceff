// Rounds of a match game (decision 052, amended). A game with more pairs than a small board holds is
// played in rounds: a few pairs at a time, each round's pairs the front of the API's latest ranking
// (next_items). Pure, so the web game and the offline evaluation (npm run eval) run the same rule.
// A whole round appears at once, never one new pair beside old ones, which would give its match away.

/** A game with up to this many pairs (8 tiles) shows them all at once, as it always has. */
export const MATCH_BOARD_PAIRS = 4;
/**
 * A larger game is played in rounds of at most this many pairs: 6 tiles, which a 6-year-old takes in
 * at a glance and a phone shows without scrolling far. Smaller rounds than the board also leave the
 * API a choice for the second round of a 7- or 8-pair game (3 of 5 left), not only for the first.
 */
export const MATCH_ROUND_PAIRS = 3;

/**
 * How many pairs each round holds: one round (as authored) up to MATCH_BOARD_PAIRS pairs, else the
 * fewest rounds of at most MATCH_ROUND_PAIRS, as even as can be, larger rounds first (5 pairs: 3
 * then 2; 7: 3, 2, 2; 8: 3, 3, 2).
 */
export function matchRoundSizes(pairs: number): number[] {
  if (pairs <= 0) return [];
  if (pairs <= MATCH_BOARD_PAIRS) return [pairs];
  const rounds = Math.ceil(pairs / MATCH_ROUND_PAIRS);
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
