// Adaptive serving (issue 18 §3, decision 052), through the functions the route calls: items of a
// game config (itemsOf: the stored keys), the nightly refit's model step (fitItemDifficulties), the
// starting skill (startingState: fresh, or kept while the parent allows it), the choice of the next
// item (chooseNext) and one answer's Elo step (answer). Only the database reads and writes around
// them are left out. Deterministic: a seeded generator.
//
// The bank is larger than a play, as adaptive serving needs: a real game of ten questions that are
// all asked only changes their order, not a full play's success (decision 052 says so).

import {
  answer,
  chooseNext,
  fitItemDifficulties,
  type GameItem,
  itemsOf,
  startingState,
} from '../../../apps/api/src/modules/games-adapt/items.ts';
import {
  expectedSuccess,
  type SkillState,
  TARGET_BAND,
} from '../../../apps/api/src/modules/games-adapt/model.ts';
import type { QuizGame } from '../../../packages/contracts/src/games.ts';
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

function run(): Figure[] {
  const a = simulate(20261124);
  const b = simulate(20261124);
  const same = a.sequences.every((s, i) => s === b.sequences[i]) ? 1 : 0;
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
      name: 'Same seed, same served sequences',
      value: same,
      target: '= 1',
      pass: same === 1,
      format: (v) => (v === 1 ? 'yes' : 'no'),
    },
  ];
}

export const checks: EvalCheck[] = [{ name: 'Adaptive serving (the route’s code path)', run }];
