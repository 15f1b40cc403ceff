import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../auth/tables.ts';

export interface AdminUserRow {
  id: string;
  type: (typeof users.type.enumValues)[number];
  email: string | null;
  username: string | null;
  firstName: string;
  lastName: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  disabledAt: Date | null;
  disabledReason: string | null;
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
  disabledAt: users.disabledAt,
  disabledReason: users.disabledReason,
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
): Promise<Omit<AdminUserRow, 'createdAt' | 'lastLoginAt' | 'disabledReason'> | null> {
  const rows = await db
    .select({
      disabledAt: users.disabledAt,
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

/** One account as the user admin sees it, or null. */
export async function findAdminUser(db: DbOrTx, id: string): Promise<AdminUserRow | null> {
  const rows = await db.select(adminUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Locks every admin account (SELECT ... FOR UPDATE, in id order) and returns the ids of those still
 * enabled. Two admins demoting or disabling each other at once then run one after the other, so the
 * last enabled admin is always seen as the last.
 */
export async function lockEnabledAdmins(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.type, 'admin'))
    .orderBy(users.id)
    .for('update');
  return rows.filter((r) => !r.disabledAt).map((r) => r.id);
}

const actor = alias(users, 'audit_actor');
const target = alias(users, 'audit_target');
const person = (u: typeof actor | typeof target) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  username: u.username,
});

export interface AuditPersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  username: string | null;
}

export interface AuditRow {
  id: number;
  action: string;
  details: Record<string, unknown>;
  createdAt: Date;
  actor: AuditPersonRow | null;
  target: AuditPersonRow | null;
}

/** A page of the audit log about a user: what was done to them and what they did, newest first. */
export async function listUserAudit(
  db: DbOrTx,
  params: { userId: string; limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = or(eq(auditLog.targetUserId, params.userId), eq(auditLog.actorId, params.userId));
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        actor: person(actor),
        target: person(target),
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(target, eq(target.id, auditLog.targetUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  // A left join gives all-null columns for a missing (or deleted) person.
  const known = (p: { [K in keyof AuditPersonRow]: AuditPersonRow[K] | null }): AuditPersonRow | null =>
    p.id === null ? null : { ...p, id: p.id, firstName: p.firstName ?? '', lastName: p.lastName ?? '' };
  return {
    rows: rows.map((r) => ({ ...r, actor: known(r.actor), target: known(r.target) })),
    total: totals[0]?.total ?? 0,
  };
}
