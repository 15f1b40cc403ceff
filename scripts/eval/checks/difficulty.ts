// Difficulty model (issue 18 §3 and §6, decision 047): 600 seeded children × 40 attempts on 150
// items, item difficulty learned from the training attempts of everyone, each child's skill by Elo
// within their session, scored on each child's held-out last 8 attempts, predicted one at a time
// before they are seen (as a live session would). Then adaptive sessions aim at 75-85% success.
import {
  type Attempt,
  expectedSuccess,
  fitDifficulties,
  NEW_SKILL,
  nextItem,
  TARGET_BAND,
  updateSkill,
} from '../../../apps/api/src/modules/games-adapt/model.ts';
import { atLeast, atMost, type EvalCheck, normal, percent, seeded } from '../registry.ts';

const CHILDREN = 600;
const ITEMS = 150;
const PER_CHILD = 40;
const HELD_OUT = 8;
/** The simulator's spread of children's skill and of items' difficulty (logits). */
const SKILL_SD = 1;
const DIFFICULTY_SD = 1.5;

function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Area under the ROC curve by ranks (Mann-Whitney), ties shared. */
function auc(scored: { p: number; y: number }[]): number {
  const sorted = [...scored].sort((a, b) => a.p - b.p);
  let rankSumPositive = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && (sorted[j] as { p: number }).p === (sorted[i] as { p: number }).p) j++;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++)
      if ((sorted[k] as { y: number }).y === 1) {
        rankSumPositive += rank;
        positives++;
      }
    i = j;
  }
  const negatives = sorted.length - positives;
  return (rankSumPositive - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Expected calibration error over 10 equal-width bins. */
function ece(scored: { p: number; y: number }[], bins = 10): number {
  const sumP = new Array<number>(bins).fill(0);
  const sumY = new Array<number>(bins).fill(0);
  const count = new Array<number>(bins).fill(0);
  for (const { p, y } of scored) {
    const b = Math.min(bins - 1, Math.floor(p * bins));
    sumP[b] = (sumP[b] as number) + p;
    sumY[b] = (sumY[b] as number) + y;
    count[b] = (count[b] as number) + 1;
  }
  let total = 0;
  for (let b = 0; b < bins; b++)
    if ((count[b] as number) > 0) total += Math.abs((sumP[b] as number) - (sumY[b] as number));
  return total / scored.length;
}

function simulate() {
  const random = seeded(20261124);
  const skills = Array.from({ length: CHILDREN }, () => SKILL_SD * normal(random));
  const difficulties = Array.from({ length: ITEMS }, () => DIFFICULTY_SD * normal(random));
  const train: Attempt[] = [];
  const heldOut: { child: number; item: number; y: number }[][] = [];
  for (let c = 0; c < CHILDREN; c++) {
    // Each child meets 40 different items in a random order.
    const order = Array.from({ length: ITEMS }, (_, i) => i);
    for (let i = 0; i < PER_CHILD; i++) {
      const j = i + Math.floor(random() * (ITEMS - i));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    const mine: { child: number; item: number; y: number }[] = [];
    for (let k = 0; k < PER_CHILD; k++) {
      const item = order[k] as number;
      const y = random() < expectedSuccess(skills[c] as number, difficulties[item] as number) ? 1 : 0;
      if (k < PER_CHILD - HELD_OUT) train.push({ childId: `c${c}`, itemId: `i${item}`, correct: y === 1 });
      else mine.push({ child: c, item, y });
    }
    heldOut.push(mine);
  }
  return { random, skills, difficulties, train, heldOut };
}

function run() {
  const { random, difficulties, train, heldOut } = simulate();
  const model = fitDifficulties(train);
  const learned = (item: number) => model.difficulty.get(`i${item}`) ?? 0;

  // Each child's session skill from their own training attempts, then the held-out ones in turn.
  const byChild = new Map<string, Attempt[]>();
  for (const a of train) byChild.set(a.childId, [...(byChild.get(a.childId) ?? []), a]);
  const scored: { p: number; y: number }[] = [];
  for (let c = 0; c < CHILDREN; c++) {
    let state = NEW_SKILL;
    for (const a of byChild.get(`c${c}`) ?? [])
      state = updateSkill(state, model.difficulty.get(a.itemId) ?? 0, a.correct);
    for (const h of heldOut[c] ?? []) {
      const b = learned(h.item);
      scored.push({ p: expectedSuccess(state.skill, b), y: h.y });
      state = updateSkill(state, b, h.y === 1);
    }
  }
  const recovery = pearson(
    difficulties,
    difficulties.map((_, i) => learned(i)),
  );

  // Adaptive sessions: 200 new children, 20 items each, chosen by nextItem from the learned bank.
  const bank = difficulties.map((_, i) => ({ id: `i${i}`, difficulty: learned(i) }));
  let successes = 0;
  let plays = 0;
  for (let c = 0; c < 200; c++) {
    const trueSkill = SKILL_SD * normal(random);
    let state = NEW_SKILL;
    const played = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const item = nextItem(state.skill, bank, played);
      if (!item) break;
      played.add(item.id);
      const truth = difficulties[Number(item.id.slice(1))] as number;
      const correct = random() < expectedSuccess(trueSkill, truth);
      state = updateSkill(state, item.difficulty, correct);
      // The first five attempts find the child's level; the rest are the session's aim.
      if (k >= 5) {
        plays++;
        if (correct) successes++;
      }
    }
  }
  const sessionSuccess = successes / plays;

  // Constant time: an update after a million attempts costs what one after ten does. Rounds are
  // interleaved and the fastest of each kept, so a busy machine slows both sides alike.
  const time = (attempts: number) => {
    let skill = 0.3;
    const t0 = performance.now();
    for (let i = 0; i < 200_000; i++) skill = updateSkill({ skill, attempts }, 0.1, i % 3 !== 0).skill;
    return (performance.now() - t0) / 200_000;
  };
  let early = Number.POSITIVE_INFINITY;
  let late = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 7; round++) {
    early = Math.min(early, time(10));
    late = Math.min(late, time(1_000_000));
  }

  return [
    atMost('Held-out expected calibration error', ece(scored), 0.05),
    atLeast('Held-out AUC', auc(scored), 0.78),
    atLeast('Item-difficulty recovery (Pearson r)', recovery, 0.95),
    {
      name: 'Adaptive sessions: success rate after 5 warm-up items',
      value: sessionSuccess,
      target: `${percent(TARGET_BAND[0])} to ${percent(TARGET_BAND[1])}`,
      pass: sessionSuccess >= TARGET_BAND[0] && sessionSuccess <= TARGET_BAND[1],
      format: percent,
    },
    atMost('Elo update: time after 10^6 attempts / after 10', late / early, 1.5, (v) => `${v.toFixed(2)}×`),
    atMost('Elo update: microseconds each', late * 1000, 5, (v) => `${v.toFixed(3)} µs`),
  ];
}

export const checks: EvalCheck[] = [{ name: 'Difficulty model (games that adapt)', run }];
