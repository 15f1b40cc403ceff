import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { memberships, organizations } from './tables.ts';

export interface OrganizationRow {
  id: string;
  name: string;
  status: 'active' | 'archived';
  memberCount: number;
}

const memberCount = sql<number>`(select count(*)::int from ${memberships} where ${memberships.organizationId} = ${organizations.id})`;
const columns = {
  id: organizations.id,
  name: organizations.name,
  status: organizations.status,
  memberCount,
};

function nameFilter(q: string | undefined): SQL | undefined {
  const term = q?.trim().toLowerCase();
  if (!term) return undefined;
  // LIKE wildcards in the input are literal.
  return sql`lower(${organizations.name}) like ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
}

/** A page of organizations by name, optionally searched by name. */
export async function listOrganizations(
  db: DbOrTx,
  params: { limit: number; offset: number; q?: string | undefined },
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const where = nameFilter(params.q);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(organizations)
      .where(where)
      .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findOrganization(db: DbOrTx, id: string): Promise<OrganizationRow | null> {
  const rows = await db.select(columns).from(organizations).where(eq(organizations.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertOrganization(
  db: DbOrTx,
  params: { name: string; slug: string },
): Promise<string> {
  const [row] = await db.insert(organizations).values(params).returning({ id: organizations.id });
  if (!row) throw new Error('insert into organizations returned no row');
  return row.id;
}

export async function updateOrganization(
  db: DbOrTx,
  id: string,
  set: { name?: string; status?: 'active' | 'archived' },
): Promise<boolean> {
  const rows = await db
    .update(organizations)
    .set(set)
    .where(eq(organizations.id, id))
    .returning({ id: organizations.id });
  return rows.length > 0;
}

export interface MemberRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  type: (typeof users.type.enumValues)[number];
  role: string;
}

/** An organization's members, by name. */
export async function listMembers(db: DbOrTx, organizationId: string): Promise<MemberRow[]> {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      type: users.type,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** An adult account by email (case-insensitive), for adding a member. */
export async function findAdultByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: users.id, type: users.type })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

/** Adds the member, or changes their role when they are one already. */
export async function upsertMembership(
  db: DbOrTx,
  params: { organizationId: string; userId: string; role: string },
): Promise<void> {
  await db
    .insert(memberships)
    .values(params)
    .onConflictDoUpdate({
      target: [memberships.organizationId, memberships.userId],
      set: { role: params.role },
    });
}

export async function deleteMembership(db: DbOrTx, organizationId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}

/** The caller's own active organizations. */
export async function listMyOrganizations(db: DbOrTx, userId: string): Promise<OrganizationRow[]> {
  return db
    .select(columns)
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(organizations.status, 'active')))
    .orderBy(asc(sql`lower(${organizations.name})`));
}

/** The organization when it is active and the user is one of its members, else null. */
export async function findMyOrganization(
  db: DbOrTx,
  userId: string,
  organizationId: string,
): Promise<OrganizationRow | null> {
  const rows = await db
    .select(columns)
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.organizationId, organizationId),
        eq(organizations.status, 'active'),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
