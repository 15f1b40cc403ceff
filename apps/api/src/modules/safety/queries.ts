import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { safetyAlerts } from './tables.ts';

export interface ChildWithParent {
  childId: string;
  childFirstName: string;
  parentId: string;
  parentEmail: string | null;
  parentFirstName: string;
}

/** A child with the parent an alert goes to (null: no such child, or no parent). */
export async function childWithParent(db: DbOrTx, childId: string): Promise<ChildWithParent | null> {
  const rows = await db
    .select({
      childId: users.id,
      childFirstName: users.firstName,
      parentId: users.parentId,
      type: users.type,
    })
    .from(users)
    .where(eq(users.id, childId))
    .limit(1);
  const child = rows[0];
  if (child?.type !== 'child' || !child.parentId) return null;
  const parents = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, child.parentId))
    .limit(1);
  const parent = parents[0];
  if (!parent) return null;
  return {
    childId: child.childId,
    childFirstName: child.childFirstName,
    parentId: child.parentId,
    parentEmail: parent.email,
    parentFirstName: parent.firstName,
  };
}

export async function insertAlert(
  db: DbOrTx,
  row: { childId: string; parentId: string; source: string; category: string; ruleVersion: string; at: Date },
): Promise<string> {
  const [inserted] = await db
    .insert(safetyAlerts)
    .values({
      childId: row.childId,
      parentId: row.parentId,
      source: row.source,
      category: row.category,
      ruleVersion: row.ruleVersion,
      createdAt: row.at,
    })
    .returning({ id: safetyAlerts.id });
  if (!inserted) throw new Error('The safety alert was not written.');
  return inserted.id;
}

export interface AlertRow {
  id: string;
  childId: string;
  childFirstName: string;
  source: string;
  category: string;
  createdAt: Date;
  seenAt: Date | null;
}

/** A parent's alerts, newest first (index safety_alerts_parent_idx), with the page's total. */
export async function alertsOf(
  db: DbOrTx,
  parentId: string,
  opts: { unseenOnly: boolean; limit: number; offset: number },
): Promise<{ rows: AlertRow[]; total: number }> {
  const where = opts.unseenOnly
    ? and(eq(safetyAlerts.parentId, parentId), isNull(safetyAlerts.seenAt))
    : eq(safetyAlerts.parentId, parentId);
  const rows = await db
    .select({
      id: safetyAlerts.id,
      childId: safetyAlerts.childId,
      childFirstName: users.firstName,
      source: safetyAlerts.source,
      category: safetyAlerts.category,
      createdAt: safetyAlerts.createdAt,
      seenAt: safetyAlerts.seenAt,
    })
    .from(safetyAlerts)
    .innerJoin(users, eq(users.id, safetyAlerts.childId))
    .where(where)
    .orderBy(desc(safetyAlerts.createdAt), desc(safetyAlerts.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(safetyAlerts).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Marks the parent's own alert seen (first time only); false when it is not theirs. */
export async function markSeen(db: DbOrTx, parentId: string, id: string, at: Date): Promise<AlertRow | null> {
  await db
    .update(safetyAlerts)
    .set({ seenAt: at })
    .where(and(eq(safetyAlerts.id, id), eq(safetyAlerts.parentId, parentId), isNull(safetyAlerts.seenAt)));
  const rows = await db
    .select({
      id: safetyAlerts.id,
      childId: safetyAlerts.childId,
      childFirstName: users.firstName,
      source: safetyAlerts.source,
      category: safetyAlerts.category,
      createdAt: safetyAlerts.createdAt,
      seenAt: safetyAlerts.seenAt,
    })
    .from(safetyAlerts)
    .innerJoin(users, eq(users.id, safetyAlerts.childId))
    .where(and(eq(safetyAlerts.id, id), eq(safetyAlerts.parentId, parentId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A child's alerts for the family data export. */
export async function alertsOfChild(
  db: DbOrTx,
  childId: string,
): Promise<
  { source: string; category: string; ruleVersion: string; createdAt: Date; seenAt: Date | null }[]
> {
  return db
    .select({
      source: safetyAlerts.source,
      category: safetyAlerts.category,
      ruleVersion: safetyAlerts.ruleVersion,
      createdAt: safetyAlerts.createdAt,
      seenAt: safetyAlerts.seenAt,
    })
    .from(safetyAlerts)
    .where(eq(safetyAlerts.childId, childId))
    .orderBy(desc(safetyAlerts.createdAt));
}
