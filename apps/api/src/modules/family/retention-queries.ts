import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activityBatches } from './tables.ts';

/** Deletes activity batches received before `before`; how many went. */
export async function deleteActivityBatchesBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(activityBatches)
    .where(lt(activityBatches.createdAt, before))
    .returning({ childId: activityBatches.childId });
  return rows.length;
}
