import { INSTRUCTOR_TYPES } from '@ye/contracts/roles';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, childAccountColumns, users } from './tables.ts';

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
    set: {
      firstName?: string;
      avatar?: string | null;
      passwordHash?: string;
      birthday?: string | null;
      username?: string;
    };
  },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...params.set, updatedAt: new Date() })
    .where(and(eq(users.id, params.childId), ownedBy(params.parentId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Keys of an audit row's details that hold a person's name or address. */
const NAME_KEYS = ['child_name', 'username', 'email', 'name', 'first_name', 'last_name'];

/**
 * Audit rows stay when an account goes (the record of what was done), but name nobody: for every
 * row the deleted users acted in, were acted on or are named in (details.child_id), the name keys
 * and any value equal to one of their names, usernames or emails are removed, and the IP address is
 * cleared. The account's id (a random uuid that now points at nothing) is the stable pseudonym left.
 */
async function pseudonymiseAuditRows(db: DbOrTx, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const people = await db
    .select({ first: users.firstName, last: users.lastName, username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  const words = people
    .flatMap((p) => [p.first, p.last, p.username, p.email])
    .filter((w): w is string => typeof w === 'string' && w.trim() !== '')
    .map((w) => w.trim().toLowerCase());
  const ids = sql`array[${sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  const nameKeys = sql`array[${sql.join(
    NAME_KEYS.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const nameWords =
    words.length === 0
      ? sql`array[]::text[]`
      : sql`array[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]`;
  await db
    .update(auditLog)
    .set({
      ip: null,
      details: sql`coalesce((select jsonb_object_agg(e.key, e.value) from jsonb_each(${auditLog.details}) e
        where e.key <> all (${nameKeys})
          and not (jsonb_typeof(e.value) = 'string' and lower(trim(e.value #>> '{}')) = any (${nameWords}))),
        '{}'::jsonb)`,
    })
    .where(
      or(
        sql`${auditLog.actorId}::text = any (${ids})`,
        sql`${auditLog.targetUserId}::text = any (${ids})`,
        sql`${auditLog.details} ->> 'child_id' = any (${ids})`,
      ),
    );
}

/**
 * Deletes a child of this parent; everything the child owns goes with it (foreign keys cascade) and
 * the audit rows about the child are pseudonymised (written earlier in the same transaction too).
 */
export async function deleteChildAccount(
  db: DbOrTx,
  params: { parentId: string; childId: string },
): Promise<boolean> {
  const own = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, params.childId), ownedBy(params.parentId)));
  await pseudonymiseAuditRows(
    db,
    own.map((u) => u.id),
  );
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
  const family = await db
    .select({ id: users.id })
    .from(users)
    .where(or(ownedBy(parentId), and(eq(users.id, parentId), eq(users.type, 'parent'))));
  await pseudonymiseAuditRows(
    db,
    family.map((u) => u.id),
  );
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
