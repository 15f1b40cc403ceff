import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';

export interface AdminUserRow {
  id: string;
  type: (typeof users.type.enumValues)[number];
  email: string | null;
  username: string | null;
  firstName: string;
  lastName: string;
  createdAt: Date;
  lastLoginAt: Date | null;
}

const adminUserColumns = {
  id: users.id,
  type: users.type,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

/**
 * The text an admin searches: email, username and names, lower-cased. Must stay identical to the
 * expression of the trigram index `users_search_trgm_idx` (migration 0001) so that the index is used.
 */
const searchText = sql`lower(coalesce(${users.email}, '') || ' ' || coalesce(${users.username}, '') || ' ' || ${users.firstName} || ' ' || ${users.lastName})`;

function searchFilter(q: string | undefined): SQL | undefined {
  const term = q?.trim().toLowerCase();
  if (!term) return undefined;
  // Every word must appear somewhere ("ann lee" finds Ann Lee); LIKE wildcards in the input are literal.
  const words = term.split(/\s+/).map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return and(...words.map((w) => sql`${searchText} like ${w}`));
}

/** A page of users, newest first, optionally filtered by a search over email, username and names. */
export async function listUsers(
  db: DbOrTx,
  params: { limit: number; offset: number; q?: string | undefined },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = searchFilter(params.q);
  const [rows, totals] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findUserForImpersonation(
  db: DbOrTx,
  id: string,
): Promise<Omit<AdminUserRow, 'createdAt' | 'lastLoginAt'> | null> {
  const rows = await db
    .select({
      id: users.id,
      type: users.type,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}
