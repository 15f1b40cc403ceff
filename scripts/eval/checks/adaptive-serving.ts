// Adaptive serving (issue 18 §3, decision 052), through the functions the route calls: items of a
// game config (itemsOf: the stored keys), the nightly refit's model step (fitItemDifficulties), the
// starting skill (startingState: fresh, or kept while the parent allows it), the choice of the next
// item (chooseNext) and one answer's Elo step (answer). Only the database reads and writes around
// them are left out. Deterministic: a seeded generator.
//
// The bank is larger than a play, as adaptive serving needs: a real game of ten questions that are
// all asked only changes their order, not a full play's success (decision 052 says so).
//
// Match games (decision 052, amended) as the child's board plays them: games of 5 to 8 pairs (the
// most a match game holds) in rounds (matchRoundSizes, at most 3 pairs), each round the front of the
// API's latest ranking (rankNext, the route's next_items) by the board's own rule (nextMatchRound),
// compared with the same children playing the author's order. Every pair is still played, so what
// serving changes is which pairs come together and when, not a play's overall success.

import {
  answer,
  chooseNext,
  fitItemDifficulties,
  type GameItem,
  itemsOf,
  rankNext,
  startingState,
} from '../../../apps/api/src/modules/games-adapt/items.ts';
import {
  expectedSuccess,
  type SkillState,
  TARGET_BAND,
} from '../../../apps/api/src/modules/games-adapt/model.ts';
import type { MatchGame, QuizGame } from '../../../packages/contracts/src/games.ts';
import {
  MATCH_ROUND_PAIRS,
  matchRoundSizes,
  nextMatchRound,
} from '../../../packages/contracts/src/match-rounds.ts';
import { type EvalCheck, type Figure, normal, percent, seeded } from '../registry.ts';

const LESSON = 'lesson-bank';
const BANK = 150;
const TRAIN_CHILDREN = 600;
const TRAIN_PER_CHILD = 40;
const PLAYS = 300;
const PLAY_ITEMS = 20;
const WARM_UP = 5;

/** A quiz config with a large bank (not a valid studio quiz, which stops at 10): the keys are real. */
function bankGame(): QuizGame {
  return {
    type: 'quiz',
    instructions: 'Pick the kind answer.',
    questions: Array.from({ length: BANK }, (_, i) => ({
      prompt: `Question ${i + 1}: which is kind?`,
      options: ['Sharing', 'Shoving'],
      answer: 0,
    })),
  };
}

/** One play as the route serves it: the first item, then an answer and the next, until PLAY_ITEMS. */
function servePlay(
  items: readonly GameItem[],
  difficulty: ReadonlyMap<string, number>,
  start: SkillState,
  trueSkill: number,
  truth: ReadonlyMap<string, number>,
  random: () => number,
): { outcomes: boolean[]; state: SkillState; sequence: string[] } {
  let state = start;
  const played = new Set<string>();
  const outcomes: boolean[] = [];
  let item = chooseNext(items, difficulty, state.skill, played);
  while (item && played.size < PLAY_ITEMS) {
    const right = random() < expectedSuccess(trueSkill, truth.get(item.key) as number);
    // The child's answer as the game sends it: the right option's position, or another one.
    const given = right ? item.right : String((Number(item.right) + 1) % 2);
    const result = answer(state, item, given, difficulty);
    if (result.correct !== right) throw new Error('serving judged an answer differently from the child');
    outcomes.push(result.correct);
    state = result.state;
    played.add(item.id);
    item = chooseNext(items, difficulty, state.skill, played);
  }
  return { outcomes, state, sequence: [...played] };
}

function simulate(seed: number) {
  const random = seeded(seed);
  const items = itemsOf(bankGame()) ?? [];
  const truth = new Map(items.map((item) => [item.key, 1.5 * normal(random)]));
  // Attempts as game_item_attempts holds them, from children meeting random items; then the refit.
  const rows: { childId: string; lessonId: string; itemKey: string; correct: boolean }[] = [];
  for (let c = 0; c < TRAIN_CHILDREN; c++) {
    const skill = normal(random);
    for (let k = 0; k < TRAIN_PER_CHILD; k++) {
      const item = items[Math.floor(random() * items.length)] as GameItem;
      const correct = random() < expectedSuccess(skill, truth.get(item.key) as number);
      rows.push({ childId: `c${c}`, lessonId: LESSON, itemKey: item.key, correct });
    }
  }
  const difficulty = new Map(
    fitItemDifficulties(rows)
      .filter((r) => r.lessonId === LESSON)
      .map((r) => [r.itemKey, r.difficulty]),
  );

  let afterWarmUp = 0;
  let afterWarmUpRight = 0;
  let firstFresh = 0;
  let firstKept = 0;
  let firstCount = 0;
  const sequences: string[] = [];
  for (let c = 0; c < PLAYS; c++) {
    const trueSkill = normal(random);
    // Switch off: every play starts from an average child.
    const fresh = servePlay(items, difficulty, startingState(null), trueSkill, truth, random);
    sequences.push(fresh.sequence.join(','));
    fresh.outcomes.forEach((right, k) => {
      if (k < WARM_UP) return;
      afterWarmUp++;
      if (right) afterWarmUpRight++;
    });
    // Switch on: a second play starts from the skill the first one kept.
    const kept = servePlay(items, difficulty, startingState(fresh.state), trueSkill, truth, random);
    const again = servePlay(items, difficulty, startingState(null), trueSkill, truth, random);
    for (let k = 0; k < WARM_UP; k++) {
      firstKept += kept.outcomes[k] ? 1 : 0;
      firstFresh += again.outcomes[k] ? 1 : 0;
      firstCount++;
    }
  }
  return {
    success: afterWarmUpRight / afterWarmUp,
    keptGap: Math.abs(firstKept / firstCount - 0.8),
    freshGap: Math.abs(firstFresh / firstCount - 0.8),
    sequences,
  };
}

const MATCH_GAMES = 40;
const MATCH_PLAYS = 600;

function matchGame(g: number): MatchGame {
  const size = 5 + (g % 4);
  return {
    type: 'match',
    instructions: 'Match each feeling to its face.',
    pairs: Array.from({ length: size }, (_, i) => ({
      id: `g${g}p${i}`,
      feeling: `Feeling ${i + 1}`,
      face: '🙂',
      face_label: `Face ${i + 1}`,
    })),
  };
}

interface MatchPlay {
  rounds: string[][];
  /** Each pair's true chance of a right first try, where the round was a choice (pairs left > round). */
  chosen: number[];
  /**
   * Rounds after the first that were a choice (7 and 8 pairs: 3 of the 5 left), from the same pairs
   * left: what the latest ranking chose, what the author's order would have, and what the opening
   * ranking (the skill before any answer) would have. Only the served play fills these.
   */
  later: { served: number[]; authors: number[]; opening: number[] };
  /** Later rounds that were a choice, and how many of them the child's answers so far changed. */
  laterRounds: number;
  laterChanged: number;
  /** The first round's pairs' true chances, and the skill at the end (what the switch would keep). */
  first: number[];
  state: SkillState;
}

/**
 * One match play through the board's rule. With serving, each round is the front of the latest
 * ranking; without, the author's order. The child tries a round's pairs in the order shown, each
 * first try right with the true Rasch chance, except the round's last pair, matched by elimination
 * and not reported (as the game does).
 */
function playMatch(
  items: readonly GameItem[],
  difficulty: ReadonlyMap<string, number>,
  start: SkillState,
  trueSkill: number,
  truth: ReadonlyMap<string, number>,
  random: () => number,
  served: boolean,
): MatchPlay {
  const authored = items.map((i) => i.id);
  const byId = new Map(items.map((i) => [i.id, i]));
  const chanceOf = (id: string) =>
    expectedSuccess(trueSkill, truth.get((byId.get(id) as GameItem).key) as number);
  let state = start;
  /** First tries the API has had (what rankNext leaves out); matched: what the board leaves out. */
  const played = new Set<string>();
  const matched = new Set<string>();
  const rank = () => (served ? rankNext(items, difficulty, state.skill, played).map((i) => i.id) : []);
  let ranking = rank();
  const opening = ranking;
  const out: MatchPlay = {
    rounds: [],
    chosen: [],
    later: { served: [], authors: [], opening: [] },
    laterRounds: 0,
    laterChanged: 0,
    first: [],
    state: start,
  };
  for (const size of matchRoundSizes(items.length)) {
    const round = nextMatchRound(authored, ranking, matched, size);
    if (items.length - matched.size > size) {
      out.chosen.push(...round.map(chanceOf));
      if (served && out.rounds.length > 0) {
        out.later.served.push(...round.map(chanceOf));
        out.later.authors.push(...nextMatchRound(authored, [], matched, size).map(chanceOf));
        const fromOpening = nextMatchRound(authored, opening, matched, size);
        out.later.opening.push(...fromOpening.map(chanceOf));
        out.laterRounds++;
        if ([...round].sort().join() !== [...fromOpening].sort().join()) out.laterChanged++;
      }
    }
    if (out.rounds.length === 0) out.first = round.map(chanceOf);
    out.rounds.push(round);
    round.forEach((id, k) => {
      matched.add(id);
      // The round's last pair is matched by elimination: the game does not report it (it says
      // nothing about the child or the pair), so neither is it answered here.
      if (k === round.length - 1) return;
      const item = byId.get(id) as GameItem;
      const right = random() < chanceOf(id);
      // A wrong first try names another pair of the round (the face picked), as the game reports it.
      const given = right ? item.right : (round[(k + 1) % round.length] as string);
      const result = answer(state, item, given, difficulty);
      if (result.correct !== right) throw new Error('serving judged a match differently from the child');
      state = result.state;
      played.add(id);
      ranking = rank();
    });
  }
  out.state = state;
  return out;
}

const gap = (chances: number[]) =>
  chances.reduce((sum, c) => sum + Math.abs(c - 0.8), 0) / Math.max(1, chances.length);

function simulateMatch(seed: number) {
  const random = seeded(seed);
  const games = Array.from({ length: MATCH_GAMES }, (_, g) => itemsOf(matchGame(g)) ?? []);
  const all = games.flat();
  const truth = new Map(all.map((item) => [item.key, 1.5 * normal(random)]));
  const lessonOf = new Map(games.flatMap((items, g) => items.map((item) => [item.key, `match-${g}`])));
  // First tries as game_item_attempts holds them (every child meets random pairs), then the refit.
  const rows: { childId: string; lessonId: string; itemKey: string; correct: boolean }[] = [];
  for (let c = 0; c < TRAIN_CHILDREN; c++) {
    const skill = normal(random);
    for (let k = 0; k < TRAIN_PER_CHILD; k++) {
      const item = all[Math.floor(random() * all.length)] as GameItem;
      const correct = random() < expectedSuccess(skill, truth.get(item.key) as number);
      rows.push({ childId: `c${c}`, lessonId: lessonOf.get(item.key) as string, itemKey: item.key, correct });
    }
  }
  const fitted = fitItemDifficulties(rows);
  const servedChosen: number[] = [];
  const authoredChosen: number[] = [];
  const later = { served: [] as number[], authors: [] as number[], opening: [] as number[] };
  let laterRounds = 0;
  const keptFirst: number[] = [];
  const freshFirst: number[] = [];
  let laterChanged = 0;
  const sequences: string[] = [];
  let wellFormed = 1;
  for (let p = 0; p < MATCH_PLAYS; p++) {
    const g = p % MATCH_GAMES;
    const items = games[g] as GameItem[];
    const difficulty = new Map(
      fitted.filter((r) => r.lessonId === `match-${g}`).map((r) => [r.itemKey, r.difficulty]),
    );
    const trueSkill = normal(random);
    const served = playMatch(items, difficulty, startingState(null), trueSkill, truth, random, true);
    const authored = playMatch(items, difficulty, startingState(null), trueSkill, truth, random, false);
    // Switch on: the next game (another one) starts from the skill this play kept.
    const h = (g + 1) % MATCH_GAMES;
    const other = games[h] as GameItem[];
    const otherDifficulty = new Map(
      fitted.filter((r) => r.lessonId === `match-${h}`).map((r) => [r.itemKey, r.difficulty]),
    );
    const kept = playMatch(
      other,
      otherDifficulty,
      startingState(served.state),
      trueSkill,
      truth,
      random,
      true,
    );
    const fresh = playMatch(other, otherDifficulty, startingState(null), trueSkill, truth, random, true);
    keptFirst.push(...kept.first);
    freshFirst.push(...fresh.first);
    servedChosen.push(...served.chosen);
    authoredChosen.push(...authored.chosen);
    later.served.push(...served.later.served);
    later.authors.push(...served.later.authors);
    later.opening.push(...served.later.opening);
    laterRounds += served.laterRounds;
    laterChanged += served.laterChanged;
    sequences.push(served.rounds.map((r) => r.join(',')).join('|'));
    // Every pair once, no round larger than the rule allows.
    const shown = served.rounds.flat();
    if (
      shown.length !== items.length ||
      new Set(shown).size !== items.length ||
      served.rounds.some((r) => r.length > MATCH_ROUND_PAIRS)
    )
      wellFormed = 0;
  }
  return {
    servedGap: gap(servedChosen),
    authoredGap: gap(authoredChosen),
    laterServedGap: gap(later.served),
    laterAuthorsGap: gap(later.authors),
    laterOpeningGap: gap(later.opening),
    laterCount: later.served.length,
    laterChangedShare: laterChanged / Math.max(1, laterRounds),
    keptFirstGap: gap(keptFirst),
    freshFirstGap: gap(freshFirst),
    wellFormed,
    sequences,
  };
}

function run(): Figure[] {
  const a = simulate(20261124);
  const b = simulate(20261124);
  const m = simulateMatch(20261124);
  const m2 = simulateMatch(20261124);
  const same =
    a.sequences.every((s, i) => s === b.sequences[i]) && m.sequences.every((s, i) => s === m2.sequences[i])
      ? 1
      : 0;
  const points = (v: number) => `${(v * 100).toFixed(2)} points`;
  return [
    {
      name: `Served plays (${PLAYS} × ${PLAY_ITEMS} of ${BANK}): success after ${WARM_UP} warm-up items`,
      value: a.success,
      target: `${percent(TARGET_BAND[0])} to ${percent(TARGET_BAND[1])}`,
      pass: a.success >= TARGET_BAND[0] && a.success <= TARGET_BAND[1],
      format: percent,
    },
    {
      name: `Kept skill (switch on): first ${WARM_UP} items' distance from 80 %, kept vs fresh`,
      value: a.keptGap - a.freshGap,
      target: '≤ 0 (no worse than a fresh start)',
      pass: a.keptGap <= a.freshGap,
      format: (v) => `${(v * 100).toFixed(1)} points`,
    },
    {
      name: `Match rounds (${MATCH_PLAYS} plays, 5–8 pairs): chosen pairs' distance from 80 %, served − author's`,
      value: m.servedGap - m.authoredGap,
      target: '< 0 (served rounds nearer the aim)',
      pass: m.servedGap < m.authoredGap,
      format: points,
    },
    {
      name: `Match round 2 of 7–8 pairs (${m.laterCount} pairs): latest ranking − author's, same pairs left`,
      value: m.laterServedGap - m.laterAuthorsGap,
      target: '< 0 (nearer the aim)',
      pass: m.laterServedGap < m.laterAuthorsGap,
      format: points,
    },
    {
      name: "Match, switch on: next game's first round from the kept skill − a fresh start's",
      value: m.keptFirstGap - m.freshFirstGap,
      // Reported, not a goal: after one match play (2 to 5 first tries) the kept skill says little.
      target: 'reported (no goal; see decision 052)',
      pass: true,
      format: points,
    },
    {
      // Reported, not a goal: the honest size of "adapts as the child shows skill" for match games.
      name: "Match round 2 of 7–8 pairs: plays where round 1's answers changed its pairs",
      value: m.laterChangedShare,
      target: 'reported (no goal; see decision 052)',
      pass: true,
      format: percent,
    },
    {
      name: 'Match rounds show every pair once, at most 3 at a time',
      value: m.wellFormed,
      target: '= 1',
      pass: m.wellFormed === 1,
      format: (v) => (v === 1 ? 'yes' : 'no'),
    },
    {
      name: 'Same seed, same served sequences',
      value: same,
      target: '= 1',
      pass: same === 1,
      format: (v) => (v === 1 ? 'yes' : 'no'),
    },
  ];
}

export const checks: EvalCheck[] = [{ name: 'Adaptive serving (the route’s code path)', run }];
