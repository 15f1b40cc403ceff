// Recommendations that learn (issue 18 §2, §6; decision 049), measured on a seeded simulator with the
// product's own estimator (apps/api/src/modules/catalog/learned.ts) and ranker.
import type { CourseCard } from '@ye/contracts/catalog';
import {
  adjustedChange,
  ageBandOf,
  estimateFor,
  fitEffects,
  fitRegressionToMean,
  type LearnedEstimate,
  type Outcome,
  SCORE_BANDS,
  scoreBandOf,
  seededRng,
} from '../../../apps/api/src/modules/catalog/learned.ts';
import {
  type RankingSignals,
  rankWithLearning,
} from '../../../apps/api/src/modules/catalog/recommendations.ts';
import { atLeast, atMost, type EvalCheck, type Figure, normal, seeded } from '../registry.ts';

const COURSES = 8;
const LOGGED = 20_000;
const EXPLORATION = 0.2;
const APPROVED = 4;
/** True score ~ N(60, 12); each survey adds N(0, 6) (test-retest reliability 0.8). */
const TRUE_SD = 12;
const SURVEY_SD = 6;
/**
 * The simulator's truth: what course c does for a child of score band b and age band a. Course 0 has
 * no effect at all (for the regression-to-the-mean check); the rules' favourite (course 1) is middling.
 */
function trueEffect(course: number, scoreBand: number, ageBand: number): number {
  if (course === 0) return 0;
  const base = [0, 2, 4.5, 1, 3.5, 5, 0.5, 2.5][course] ?? 0;
  return base + (course % 2 === 0 ? 0.8 : -0.5) * (1 - scoreBand) + 0.3 * (ageBand - 1);
}

interface Context {
  age: number;
  before: number;
  truth: number;
  approved: number[];
  /** The rules' first choice among the approved (the logging policy's default). */
  rulesPick: number;
}

interface Logged extends Outcome {
  context: Context;
  action: number;
  propensity: number;
}

const clamp = (v: number) => Math.max(0, Math.min(100, v));

function simulate(seed: number): Logged[] {
  const random = seeded(seed);
  const logs: Logged[] = [];
  for (let i = 0; i < LOGGED; i++) {
    const truth = 60 + TRUE_SD * normal(random);
    const before = clamp(truth + SURVEY_SD * normal(random));
    const age = 6 + Math.floor(random() * 9);
    // The rules approve four courses (course 0 and 1 always: focus-area and age fit), the rest vary.
    const others = [2, 3, 4, 5, 6, 7].sort(() => random() - 0.5).slice(0, APPROVED - 2);
    const approved = [1, 0, ...others];
    const context: Context = { age, before, truth, approved, rulesPick: 1 };
    const explore = random() < EXPLORATION;
    const action = explore ? (approved[Math.floor(random() * approved.length)] as number) : context.rulesPick;
    const propensity =
      (1 - EXPLORATION) * (action === context.rulesPick ? 1 : 0) + EXPLORATION / approved.length;
    const effect = trueEffect(action, scoreBandOf(before), ageBandOf(age));
    const after = clamp(truth + effect + SURVEY_SD * normal(random));
    logs.push({ courseId: String(action), before, after, age, context, action, propensity });
  }
  return logs;
}

/** The learned policy's choice: the best estimated course among those the rules approve. */
function learnedChoice(model: ReturnType<typeof fitEffects>, c: Context): number {
  let best = c.rulesPick;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const a of c.approved) {
    const e = estimateFor(model, String(a), c.before, c.age);
    const value = e ? e.mean : Number.NEGATIVE_INFINITY;
    if (value > bestValue) {
      bestValue = value;
      best = a;
    }
  }
  return best;
}

function lift(): Figure[] {
  const logs = simulate(2026);
  // Cross-fitting: the policy is learned on one half and valued on the other, then the other way.
  const halves = [logs.filter((_, i) => i % 2 === 0), logs.filter((_, i) => i % 2 === 1)];
  const rtm = fitRegressionToMean(logs);
  const terms: { learned: number; rules: number }[] = [];
  let trueLearned = 0;
  let trueRules = 0;
  for (const [k, evalHalf] of halves.entries()) {
    const model = fitEffects(halves[1 - k] as Logged[]);
    for (const l of evalHalf) {
      const reward = adjustedChange(l, rtm);
      const pick = learnedChoice(model, l.context);
      const band = [scoreBandOf(l.before), ageBandOf(l.age)] as const;
      trueLearned += trueEffect(pick, ...band);
      trueRules += trueEffect(l.context.rulesPick, ...band);
      // Inverse propensity scoring with the logged probabilities.
      terms.push({
        learned: pick === l.action ? reward / l.propensity : 0,
        rules: l.context.rulesPick === l.action ? reward / l.propensity : 0,
      });
    }
  }
  const n = terms.length;
  const diff = terms.map((t) => t.learned - t.rules);
  const meanDiff = diff.reduce((s, v) => s + v, 0) / n;
  const random = seededRng(7);
  const boots: number[] = [];
  for (let r = 0; r < 1000; r++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += diff[Math.floor(random() * n)] as number;
    boots.push(sum / n);
  }
  boots.sort((a, b) => a - b);
  const low = boots[25] as number;
  const high = boots[974] as number;

  // Recovery: every (course, score band, age band) cell with enough children, against the truth.
  const model = fitEffects(logs);
  let worst = 0;
  let cells = 0;
  let within = 0;
  let all = 0;
  for (let c = 0; c < COURSES; c++)
    for (const [b, band] of SCORE_BANDS.entries())
      for (const age of [7, 11, 13]) {
        const e = estimateFor(model, String(c), (band.min + band.max) / 2, age);
        if (!e) continue;
        const error = Math.abs(e.mean - trueEffect(c, b, ageBandOf(age)));
        all++;
        if (error <= 1) within++;
        // One child's adjusted change varies by about 8.5 points, so a cell's mean is within ±1 of
        // the truth only from a few hundred children (2.5 standard errors at 400): the goal is judged
        // on cells with at least 400 children, and the share of all cells is shown beside it.
        if (e.children < 400) continue;
        cells++;
        worst = Math.max(worst, error);
      }
  const pts = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(2)} pts`;
  return [
    atLeast('logged completions (20% exploration, logged probabilities)', logs.length, 20_000, String),
    {
      name: 'estimated gain of learned over rules (IPS, mean)',
      value: meanDiff,
      target: 'reported',
      pass: true,
      format: pts,
    },
    atLeast('  95% bootstrap interval, lower end', low, 1e-9, pts),
    { name: '  95% bootstrap interval, upper end', value: high, target: 'reported', pass: true, format: pts },
    {
      name: 'true gain of learned over rules (simulator)',
      value: (trueLearned - trueRules) / n,
      target: '> 0',
      pass: trueLearned > trueRules,
      format: pts,
    },
    atLeast('cells with ≥ 400 children (course × score × age band)', cells, 8, String),
    atMost('  worst error against the true values there', worst, 1, pts),
    {
      name: 'all cells within ±1 pt of the truth',
      value: within / Math.max(1, all),
      target: 'reported',
      pass: true,
      format: (v: number) => `${(v * 100).toFixed(0)}% of ${all}`,
    },
  ];
}

function regressionToMean(): Figure[] {
  const logs = simulate(99);
  const rtm = fitRegressionToMean(logs);
  const none = logs.filter((l) => l.action === 0);
  return SCORE_BANDS.map((band, b) => {
    const inBand = none.filter((l) => scoreBandOf(l.before) === b);
    const adjusted = inBand.reduce((s, l) => s + adjustedChange(l, rtm), 0) / inBand.length;
    const raw = inBand.reduce((s, l) => s + l.after - l.before, 0) / inBand.length;
    return {
      name: `no-effect course, started ${band.min}-${band.max}% (raw ${raw >= 0 ? '+' : ''}${raw.toFixed(1)}, n=${inBand.length})`,
      value: adjusted,
      target: 'within ±1 pt',
      pass: Math.abs(adjusted) <= 1,
      format: (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(2)} pts`,
    };
  });
}

function speed(): Figure[] {
  const cards: CourseCard[] = Array.from({ length: 100 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: `Course ${i}`,
    description: '',
    topic:
      (['confidence', 'friendship', 'feelings', 'anxiety', 'calm', 'self-esteem'] as const)[i % 6] ?? 'calm',
    kind: 'course',
    age_min: 6,
    age_max: 14,
    cover_url: null,
    instructor_name: 'Ivy',
    chapter_count: 3,
    lesson_count: 9,
    duration_minutes: 30,
    rating_average: null,
    rating_count: 0,
    featured: i % 10 === 0,
  }));
  const learned = new Map<string, LearnedEstimate>(
    cards.map((c, i) => [
      c.id,
      { mean: (i % 7) - 1, sd: 1.5, children: 20 + i, ageBand: { min: 10, max: 12 } },
    ]),
  );
  const signals: RankingSignals = {
    child: { firstName: 'Mia', age: 11 },
    latestSurveyPercent: 45,
    focusAreas: ['friendship'],
    completedTopics: ['calm'],
    enrolledCourseIds: new Set(),
    similarFinished: new Map(cards.map((c, i) => [c.id, i % 5])),
    learned,
  };
  const random = seededRng(5);
  for (let i = 0; i < 20; i++) rankWithLearning(cards, signals, random);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    rankWithLearning(cards, signals, random);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(2)} ms`;
  return [
    atMost('ranking 100 courses with the learned term (median)', times[100] as number, 5, ms),
    // Shown, not judged: on a shared machine the tail is other processes, not the ranker.
    { name: '  95th percentile', value: times[190] as number, target: 'reported', pass: true, format: ms },
  ];
}

export const checks: EvalCheck[] = [
  { name: 'Recommendation lift (learned vs rules, seeded simulator)', run: lift },
  { name: 'Regression to the mean (impact and learned term)', run: regressionToMean },
  { name: 'Recommendation speed', run: speed },
];
