import type { DbOrTx } from '../../db/client.ts';
import { deleteContactMessagesBefore } from './retention-queries.ts';

/** A message to support is kept a year (docs/privacy/retention.md): time to answer and follow up. */
export const CONTACT_KEEP_DAYS = 365;

export async function cleanUpContactMessages(db: DbOrTx, now: Date): Promise<{ contact_messages: number }> {
  const before = new Date(now.getTime() - CONTACT_KEEP_DAYS * 24 * 60 * 60 * 1000);
  return { contact_messages: await deleteContactMessagesBefore(db, before) };
}
