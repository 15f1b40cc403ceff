import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberships, organizations } from '../organizations/tables.ts';

/** The active organizations a user belongs to, in one query (archived ones leave `me`). */
export async function organizationsOfUser(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(organizations.status, 'active')))
    .orderBy(asc(organizations.name));
}
