import { INSTRUCTOR_TYPES } from '@ye/contracts/roles';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
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

/** Updates an instructor-like account; false when the user is not one (nothing is changed then). */
export async function updateInstructorAccount(
  db: DbOrTx,
  params: {
    userId: string;
    set: {
      firstName?: string;
      lastName?: string;
      timezone?: string | null;
      bio?: string | null;
      avatar?: string | null;
    };
  },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...params.set, updatedAt: new Date() })
    .where(and(eq(users.id, params.userId), inArray(users.type, [...INSTRUCTOR_TYPES])))
    .returning({ id: users.id });
  return rows.length > 0;
}
