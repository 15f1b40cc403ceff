import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from './tables.ts';

/** Deletes contact messages received before `before`; how many went. */
export async function deleteContactMessagesBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ id: contactMessages.id });
  return rows.length;
}
