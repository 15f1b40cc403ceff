import { createHash } from 'node:crypto';
import { adjustedChange, fitRegressionToMean, type RtmModel, seededRng, seedOf } from '../catalog/learned.ts';

// Honest impact (issue 18 part 4, decision 049): a course's self-esteem change adjusted for where its
// children started, because a course that does nothing still shows low starters rising and high
// starters falling (regression to the mean). The line is fitted within courses over every course's
// children (population figures, never one child's), and the interval is a seeded bootstrap, so the
// same data always gives the same figures.

export const BOOTSTRAP_RESAMPLES = 1000;

export type { RtmModel };

export function regressionLine(
  pairs: readonly { courseId: string; before: number; after: number }[],
): RtmModel {
  return fitRegressionToMean(pairs.map((p) => ({ ...p, age: null })));
}

/** The 2.5% and 97.5% points of `values` (sorted in place). */
function interval95(values: number[]): [number, number] {
  values.sort((a, b) => a - b);
  const at = (q: number) =>
    values[Math.min(values.length - 1, Math.max(0, Math.floor(q * values.length)))] ?? 0;
  return [at(0.025), at(0.975)];
}

/**
 * Bootstraps already made, by seed, resamples and the exact values (their bytes' SHA-256): the result
 * is a pure function of those, so a repeat is read, not redrawn. 1,000 resamples of Grace's 5,000
 * children are 5M draws, ~100 ms of CPU per dashboard request at 100k children (decision 053); a
 * new survey or start changes the values, hence the key, so nothing stale is ever served.
 */
const bootstraps = new Map<string, { mean: number; low: number; high: number }>();
const BOOTSTRAPS_KEPT = 4096;

/** Mean of `values` and its seeded percentile-bootstrap 95% interval. */
export function bootstrapMean(
  values: readonly number[],
  seed: number,
  resamples = BOOTSTRAP_RESAMPLES,
): { mean: number; low: number; high: number } {
  const n = values.length;
  if (n === 0) throw new Error('bootstrap of no values');
  const key = `${seed}:${resamples}:${createHash('sha256').update(Float64Array.from(values)).digest('base64')}`;
  const known = bootstraps.get(key);
  if (known) return { ...known };
  const made = drawBootstrap(values, seed, resamples);
  if (bootstraps.size >= BOOTSTRAPS_KEPT) bootstraps.delete(bootstraps.keys().next().value as string);
  bootstraps.set(key, made);
  return { ...made };
}

function drawBootstrap(
  values: readonly number[],
  seed: number,
  resamples: number,
): { mean: number; low: number; high: number } {
  const n = values.length;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const rng = seededRng(seed);
  const means: number[] = [];
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[Math.floor(rng() * n)] as number;
    means.push(sum / n);
  }
  const [low, high] = interval95(means);
  return { mean, low, high };
}

/** One course's change adjusted for the starting score, with its interval (seeded by the course id). */
export function adjustedImpact(
  courseId: string,
  points: readonly { before: number; after: number }[],
  line: RtmModel,
): { mean: number; low: number; high: number } {
  return bootstrapMean(
    points.map((p) => adjustedChange(p, line)),
    seedOf(courseId),
  );
}
