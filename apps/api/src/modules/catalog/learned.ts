// The learned part of the recommendations (decision 049): what each course did for the self-esteem of
// children who started at a similar score and age, adjusted for regression to the mean and shrunk
// toward the course's average. Pure functions of the outcomes, so the estimator is unit-tested and
// evaluated offline (scripts/eval-recommendations.ts) without a database.

/** A child who completed a course with a survey before starting it and one after. */
export interface Outcome {
  courseId: string;
  /** Self-esteem percent (0-100): the latest survey up to the start, and the latest after it. */
  before: number;
  after: number;
  /** Whole years at the start; null when the parent gave no birthday. */
  age: number | null;
}

/** Figures about fewer children than this are neither shown nor used (privacy and noise). */
export const MIN_LEARNED_CHILDREN = 10;

export interface Band {
  min: number;
  max: number;
}
/** Starting self-esteem bands, the same edges the rules use (50 and 70 percent). */
export const SCORE_BANDS: readonly Band[] = [
  { min: 0, max: 49 },
  { min: 50, max: 69 },
  { min: 70, max: 100 },
];
/** Age bands as parents say them: 6–9, 10–12, 13–14. */
export const AGE_BANDS: readonly Band[] = [
  { min: 6, max: 9 },
  { min: 10, max: 12 },
  { min: 13, max: 14 },
];

const bandOf = (bands: readonly Band[], value: number): number => {
  const i = bands.findIndex((b) => value >= b.min && value <= b.max);
  if (i >= 0) return i;
  return value < (bands[0]?.min ?? 0) ? 0 : bands.length - 1;
};
export const scoreBandOf = (percent: number) => bandOf(SCORE_BANDS, percent);
export const ageBandOf = (age: number) => bandOf(AGE_BANDS, age);

/**
 * Regression to the mean: with no course effect, a child who started `x` is expected to change by
 * slope * (x - mean) (slope < 0: low starters rise, high starters fall, because one survey is a noisy
 * measure). The slope is fitted within courses, so courses that are given more often to low starters
 * (as the rules do) do not pass for regression.
 */
export interface RtmModel {
  mean: number;
  slope: number;
}

export function fitRegressionToMean(outcomes: readonly Outcome[]): RtmModel {
  if (outcomes.length === 0) return { mean: 0, slope: 0 };
  // Grouped by course, starting band and age band: a course that helps low starters more than high
  // ones (a real difference) is then not mistaken for regression; within a band the line of a noisy
  // measure keeps the same slope.
  const group = (o: Outcome) =>
    `${o.courseId}|${scoreBandOf(o.before)}|${o.age === null ? '-' : ageBandOf(o.age)}`;
  let total = 0;
  const groups = new Map<string, { n: number; x: number; y: number }>();
  for (const o of outcomes) {
    total += o.before;
    const key = group(o);
    const c = groups.get(key) ?? { n: 0, x: 0, y: 0 };
    c.n += 1;
    c.x += o.before;
    c.y += o.after - o.before;
    groups.set(key, c);
  }
  let sxy = 0;
  let sxx = 0;
  for (const o of outcomes) {
    const c = groups.get(group(o)) as { n: number; x: number; y: number };
    const dx = o.before - c.x / c.n;
    sxy += dx * (o.after - o.before - c.y / c.n);
    sxx += dx * dx;
  }
  // The true slope lies in [-1, 0] (a measure's reliability is between 0 and 1).
  const slope = sxx > 0 ? Math.min(0, Math.max(-1, sxy / sxx)) : 0;
  return { mean: total / outcomes.length, slope };
}

/** The change minus what regression to the mean alone would have given this child. */
export const adjustedChange = (o: { before: number; after: number }, rtm: RtmModel): number =>
  o.after - o.before - rtm.slope * (o.before - rtm.mean);

/** What the ranker knows about one course for one child's starting band. */
export interface LearnedEstimate {
  /** Expected adjusted change in self-esteem points for a child in this band (shrunk). */
  mean: number;
  /** Posterior standard deviation of that mean (Thompson sampling draws from it). */
  sd: number;
  /** How many children in the band the figure is from. */
  children: number;
  ageBand: Band;
}

interface Sums {
  n: number;
  sum: number;
  squares: number;
}

export interface EffectModel {
  rtm: RtmModel;
  /** Mean adjusted change over every outcome (what an unknown course is shrunk toward). */
  overall: number;
  /** Residual variance of one child's adjusted change around their cell's mean. */
  sigma2: number;
  /** Prior strength (in children) of a band's shrinkage toward its course: sigma2 / tau2 of bands. */
  k: number;
  /** Prior strength of a course's shrinkage toward the overall mean: sigma2 / tau2 of courses. */
  kCourse: number;
  courses: Map<string, Sums>;
  cells: Map<string, Sums>;
}

const cellKey = (courseId: string, scoreBand: number, ageBand: number) =>
  `${courseId}|${scoreBand}|${ageBand}`;
const add = (map: Map<string, Sums>, key: string, v: number) => {
  const s = map.get(key) ?? { n: 0, sum: 0, squares: 0 };
  s.n += 1;
  s.sum += v;
  s.squares += v * v;
  map.set(key, s);
};

/** Fits the regression-to-the-mean line, then per course and per (course, score band, age band) sums. */
export function fitEffects(outcomes: readonly Outcome[]): EffectModel {
  const rtm = fitRegressionToMean(outcomes);
  const courses = new Map<string, Sums>();
  const cells = new Map<string, Sums>();
  let total = 0;
  for (const o of outcomes) {
    const a = adjustedChange(o, rtm);
    total += a;
    add(courses, o.courseId, a);
    if (o.age !== null) add(cells, cellKey(o.courseId, scoreBandOf(o.before), ageBandOf(o.age)), a);
  }
  // Method of moments: sigma2 from the spread within cells; tau2 of bands from the spread of cell
  // means around their course's mean beyond what sigma2 explains, tau2 of courses likewise around the
  // overall mean. Floors keep identical outcomes (a spread of 0) from dividing by zero.
  let within = 0;
  let withinDf = 0;
  for (const s of cells.values()) {
    if (s.n < 2) continue;
    within += s.squares - (s.sum * s.sum) / s.n;
    withinDf += s.n - 1;
  }
  const sigma2 = Math.max(1, withinDf > 0 ? within / withinDf : 100);
  const overall = outcomes.length > 0 ? total / outcomes.length : 0;
  const strength = (spread: number, count: number) => {
    const tau2 = count > 0 ? Math.max(spread / count, sigma2 / 100) : sigma2 / 10;
    return Math.min(100, Math.max(1, sigma2 / tau2));
  };
  let between = 0;
  for (const [key, s] of cells) {
    const course = courses.get(key.slice(0, key.indexOf('|'))) as Sums;
    between += (s.sum / s.n - course.sum / course.n) ** 2 - sigma2 / s.n;
  }
  let betweenCourses = 0;
  for (const c of courses.values()) betweenCourses += (c.sum / c.n - overall) ** 2 - sigma2 / c.n;
  const k = strength(between, cells.size);
  const kCourse = strength(betweenCourses, courses.size);
  return { rtm, overall, sigma2, k, kCourse, courses, cells };
}

/**
 * The expected change of `courseId` for a child who starts at `percent` aged `age`: the band's mean,
 * shrunk toward the course's mean (itself shrunk toward the overall mean) with strength k. Null when
 * fewer than MIN_LEARNED_CHILDREN children of the band completed it.
 */
export function estimateFor(
  model: EffectModel,
  courseId: string,
  percent: number,
  age: number,
): LearnedEstimate | null {
  const ageBand = ageBandOf(age);
  const cell = model.cells.get(cellKey(courseId, scoreBandOf(percent), ageBand));
  if (!cell || cell.n < MIN_LEARNED_CHILDREN) return null;
  const course = model.courses.get(courseId) as Sums;
  const courseMean = (course.sum + model.kCourse * model.overall) / (course.n + model.kCourse);
  const mean = (cell.sum + model.k * courseMean) / (cell.n + model.k);
  return {
    mean,
    sd: Math.sqrt(model.sigma2 / (cell.n + model.k)),
    children: cell.n,
    ageBand: AGE_BANDS[ageBand] as Band,
  };
}

// ---- seeded randomness (Thompson sampling, bootstrap, simulators) -------------------------------

/** A uniform [0, 1) generator; Math.random in the service, a seeded one in tests and evaluations. */
export type Rng = () => number;

/** mulberry32: small, fast and good enough for sampling; the same seed gives the same sequence. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from text (FNV-1a), e.g. a course id, so a figure's interval is the same on every run. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A standard normal draw (Box-Muller). */
export function normal(rng: Rng): number {
  const u = 1 - rng();
  const v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
