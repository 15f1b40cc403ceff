import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { studioUploads } from '../studio/tables.ts';

/** True when `storedName` is an avatar the user uploaded and whose bytes arrived and passed the checks. */
export async function isOwnStoredAvatar(
  db: DbOrTx,
  params: { ownerId: string; storedName: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: studioUploads.id })
    .from(studioUploads)
    .where(
      and(
        eq(studioUploads.storedName, params.storedName),
        eq(studioUploads.ownerId, params.ownerId),
        eq(studioUploads.purpose, 'avatar'),
        eq(studioUploads.status, 'stored'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
