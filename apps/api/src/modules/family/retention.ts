import type { DbOrTx } from '../../db/client.ts';
import { deleteActivityBatchesBefore } from './retention-queries.ts';

/**
 * An activity batch only exists so that a browser's retry is not counted twice; retries come within
 * minutes, and the day's total stays in daily_metrics. Kept 7 days (docs/privacy/retention.md).
 */
export const ACTIVITY_BATCH_KEEP_DAYS = 7;

export async function cleanUpActivityBatches(db: DbOrTx, now: Date): Promise<{ activity_batches: number }> {
  const before = new Date(now.getTime() - ACTIVITY_BATCH_KEEP_DAYS * 24 * 60 * 60 * 1000);
  return { activity_batches: await deleteActivityBatchesBefore(db, before) };
}
