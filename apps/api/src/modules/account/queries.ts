import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';

export async function findParentAccount(
  db: DbOrTx,
  params: { parentId: string },
): Promise<{ email: string | null; avatar: string | null } | null> {
  const rows = await db
    .select({ email: users.email, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.id, params.parentId), eq(users.type, 'parent')))
    .limit(1);
  return rows[0] ?? null;
}

export async function isEmailUsedByAnother(
  db: DbOrTx,
  params: { email: string; userId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${params.email.trim().toLowerCase()}`, ne(users.id, params.userId)),
    )
    .limit(1);
  return rows.length > 0;
}
