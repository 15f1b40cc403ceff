import { describe, expect, it } from 'vitest';
import { MATCH_BOARD_PAIRS, MATCH_ROUND_PAIRS, matchRoundSizes, nextMatchRound } from './match-rounds.ts';

describe('match rounds', () => {
  it('keeps a game that fits the board in one round; plays larger ones in even rounds of at most 3', () => {
    expect(MATCH_BOARD_PAIRS).toBe(4);
    expect(MATCH_ROUND_PAIRS).toBe(3);
    expect(matchRoundSizes(2)).toEqual([2]);
    expect(matchRoundSizes(4)).toEqual([4]);
    expect(matchRoundSizes(5)).toEqual([3, 2]);
    expect(matchRoundSizes(6)).toEqual([3, 3]);
    expect(matchRoundSizes(7)).toEqual([3, 2, 2]);
    expect(matchRoundSizes(8)).toEqual([3, 3, 2]);
    expect(matchRoundSizes(0)).toEqual([]);
  });

  it("takes the API's front pairs that are left, topped up in the author's order", () => {
    const authored = ['a', 'b', 'c', 'd', 'e'];
    expect(nextMatchRound(authored, ['c', 'e', 'a', 'b', 'd'], new Set(), 3)).toEqual(['c', 'e', 'a']);
    // Matched pairs and ids the game does not have are skipped.
    expect(nextMatchRound(authored, ['zz', 'c', 'e', 'b'], new Set(['c', 'e', 'a']), 2)).toEqual(['b', 'd']);
    // Nothing named (a slow or failing API): the author's order.
    expect(nextMatchRound(authored, [], new Set(['a']), 3)).toEqual(['b', 'c', 'd']);
    expect(nextMatchRound(authored, ['a'], new Set(authored), 3)).toEqual([]);
  });
});
