import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { MIGRATION_LOCK_KEY } from '../../../db/migrate.ts';
import { defineJob } from '../../../jobs/queue.ts';
import { outcomesChanged } from '../result-cache.ts';
import * as q from './queries.ts';

// The per (child, course) outcomes the instructor's aggregates read (decision 053). The writes that
// change what a row says call one of the refreshes below in their own transaction, so the dashboards
// are current the moment the write commits; only the regression line over every course (decision 049)
// is recomputed by a job, at most IMPACT_LINE_EVERY_SECONDS behind.

/** After a course start, a lesson start or a finished play of this child in this course. */
export async function refreshCourseOutcome(tx: DbOrTx, childId: string, courseId: string): Promise<void> {
  await q.refreshOutcomes(tx, { kind: 'child-course', childId, courseId });
  outcomesChanged();
}

/** After a survey of this child: its latest-after (and any later start's before) moves. */
export async function refreshChildOutcomes(tx: DbOrTx, childId: string): Promise<void> {
  await q.refreshOutcomes(tx, { kind: 'child', childId });
  outcomesChanged();
}

/** After lessons of this course were deleted (their progress and plays went with them). */
export async function refreshCourseOutcomes(tx: DbOrTx, courseId: string): Promise<void> {
  await q.refreshOutcomes(tx, { kind: 'course', courseId });
  outcomesChanged();
}

/**
 * Rebuilds every row and the line (seeds that insert progress and surveys directly, and tests that
 * arrange rows so). Set-based: 45 s for the 100k-children scale data (544k rows) on this machine.
 */
export async function rebuildAllOutcomes(db: DbOrTx, now: Date): Promise<void> {
  await q.refreshOutcomes(db, { kind: 'all' });
  outcomesChanged();
  // Fresh statistics, or the planner guesses the table's size and scans it whole.
  await q.analyzeOutcomes(db);
  await refreshImpactLine(db, now);
}

/**
 * The backfill of the migration that made the table (0026): runs at start-up after the migrations
 * when the table is empty, so an existing database gets its rows once. Returns whether it ran.
 */
export async function backfillOutcomes(db: DbOrTx, now: Date): Promise<boolean> {
  // Two servers starting at once: the second waits here for the first's backfill, then finds rows
  // (two rebuilds of every row at once could deadlock on each other's rows).
  return db.transaction(async (tx) => {
    await q.lockForBackfill(tx, MIGRATION_LOCK_KEY);
    if (await q.hasOutcomes(tx)) return false;
    await rebuildAllOutcomes(tx, now);
    return true;
  });
}

/** The regression-to-the-mean line over every course's measured children. */
export interface ImpactLine {
  mean: number;
  slope: number;
}

/** The line from the grouped sums, as fitRegressionToMean fits it (slope kept within [-1, 0]). */
export function lineFromSums(sums: {
  pairs: number;
  sumBefore: number;
  sxy: number;
  sxx: number;
}): ImpactLine {
  if (sums.pairs === 0) return { mean: 0, slope: 0 };
  const slope = sums.sxx > 0 ? Math.min(0, Math.max(-1, sums.sxy / sums.sxx)) : 0;
  return { mean: sums.sumBefore / sums.pairs, slope };
}

/** Recomputes the line from every outcome row and stores it. */
export async function refreshImpactLine(db: DbOrTx, now: Date): Promise<ImpactLine & { pairs: number }> {
  const sums = await q.lineSums(db);
  const line = { ...lineFromSums(sums), pairs: sums.pairs };
  await q.saveLine(db, { ...line, computedAt: now });
  outcomesChanged();
  return line;
}

/** How often the job refits the line: one new survey moves a line over thousands of children very little. */
export const IMPACT_LINE_EVERY_SECONDS = 5 * 60;

let refitting: Promise<ImpactLine & { pairs: number }> | null = null;

/**
 * The stored line. Computed (and stored) in the request when none is stored yet, or when the job has
 * not refitted it for two of its periods (the queue stopped): the line is never more than that behind.
 */
export async function impactLine(db: DbOrTx, now: Date): Promise<ImpactLine> {
  const stored = await q.findLine(db);
  if (stored && now.getTime() - stored.computedAt.getTime() < 2 * IMPACT_LINE_EVERY_SECONDS * 1000)
    return { mean: stored.mean, slope: stored.slope };
  // One refit per process at a time: the requests arriving meanwhile wait for it instead of each
  // reading every pair again (~0.5 s at 100k children).
  refitting ??= refreshImpactLine(db, now).finally(() => {
    refitting = null;
  });
  const line = await refitting;
  return { mean: line.mean, slope: line.slope };
}

/** `insights.impact-line`, every IMPACT_LINE_EVERY_SECONDS: the line recomputed from the outcomes. */
export const impactLineJob = defineJob({
  name: 'insights.impact-line',
  payload: z.object({}),
  retryLimit: 2,
  handle: async (_payload, ctx) => {
    const line = await refreshImpactLine(ctx.db, ctx.now());
    ctx.log.debug(line, 'impact line recomputed');
  },
});
