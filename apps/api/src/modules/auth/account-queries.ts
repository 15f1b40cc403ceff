import { INSTRUCTOR_TYPES } from '@ye/contracts/roles';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { childAccountColumns, users } from './tables.ts';

// Every write to `users` other than sign-in's own: auth is the one module that writes the table
// (decision 025). Family and account call these through auth/service.ts; each write is scoped so that
// it can change only the account it names (a parent's own child, an instructor-like account, a parent).

const ownedBy = (parentId: string) => and(eq(users.parentId, parentId), eq(users.type, 'child'));

/** A new child account of this parent; the columns the family module shows. */
export async function insertChildAccount(
  db: DbOrTx,
  params: {
    parentId: string;
    firstName: string;
    lastName: string;
    username: string;
    passwordHash: string;
    birthday: string | null;
    avatar: string | null;
  },
) {
  const rows = await db
    .insert(users)
    .values({ type: 'child', ...params })
    .returning(childAccountColumns);
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Updates a child of this parent; false when there is no such child. */
export async function updateChildAccount(
  db: DbOrTx,
  params: {
    parentId: string;
    childId: string;
    set: { firstName?: string; avatar?: string | null; passwordHash?: string; birthday?: string };
  },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...params.set, updatedAt: new Date() })
    .where(and(eq(users.id, params.childId), ownedBy(params.parentId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Deletes a child of this parent; everything the child owns goes with it (foreign keys cascade). */
export async function deleteChildAccount(
  db: DbOrTx,
  params: { parentId: string; childId: string },
): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, params.childId), ownedBy(params.parentId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Deletes a parent's account; the children's accounts (users.parent_id) and everything any of them
 * owns go with it (foreign keys cascade). The number of children deleted, or null when there was no
 * such parent.
 */
export async function deleteParentAccount(
  db: DbOrTx,
  parentId: string,
): Promise<{ children: number } | null> {
  const children = await db.delete(users).where(ownedBy(parentId)).returning({ id: users.id });
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, parentId), eq(users.type, 'parent')))
    .returning({ id: users.id });
  return rows.length > 0 ? { children: children.length } : null;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  timezone?: string | null;
  bio?: string | null;
  avatar?: string | null;
}

export async function updateParentProfile(
  db: DbOrTx,
  params: { parentId: string; set: ProfileChanges & { email?: string } },
): Promise<void> {
  await db
    .update(users)
    .set({ ...params.set, updatedAt: new Date() })
    .where(and(eq(users.id, params.parentId), eq(users.type, 'parent')));
}

/** Updates an instructor-like account; false when the user is not one (nothing is changed then). */
export async function updateInstructorProfile(
  db: DbOrTx,
  params: { userId: string; set: ProfileChanges },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...params.set, updatedAt: new Date() })
    .where(and(eq(users.id, params.userId), inArray(users.type, [...INSTRUCTOR_TYPES])))
    .returning({ id: users.id });
  return rows.length > 0;
}
