import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { discussionPosts } from './tables.ts';

/**
 * Deletes rejected posts checked before `before` and posts the word filter held (still pending) that
 * were written before `before`; how many went.
 */
export async function deleteHeldAndRejectedPostsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(discussionPosts)
    .where(
      or(
        and(eq(discussionPosts.status, 'rejected'), lt(discussionPosts.moderatedAt, before)),
        and(
          eq(discussionPosts.status, 'pending'),
          isNotNull(discussionPosts.heldReason),
          lt(discussionPosts.createdAt, before),
        ),
      ),
    )
    .returning({ id: discussionPosts.id });
  return rows.length;
}
