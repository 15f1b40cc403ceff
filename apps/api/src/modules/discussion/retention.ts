import type { DbOrTx } from '../../db/client.ts';
import { deleteHeldAndRejectedPostsBefore } from './retention-queries.ts';

/**
 * A post nobody else will ever read (rejected or hidden after a report, or held by the word filter
 * for a link or an unkind word) is deleted, with its reports, 14 days after it was rejected or
 * written (docs/privacy/retention.md): long enough for the instructor to look at it, no longer.
 * Personal details never get this far: they are refused before storing (decision 041).
 */
export const HELD_POST_KEEP_DAYS = 14;

export async function cleanUpHeldPosts(db: DbOrTx, now: Date): Promise<{ held_or_rejected_posts: number }> {
  const before = new Date(now.getTime() - HELD_POST_KEEP_DAYS * 24 * 60 * 60 * 1000);
  return { held_or_rejected_posts: await deleteHeldAndRejectedPostsBefore(db, before) };
}
