import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { parentalConsents, policyNotices, policyVersions } from './tables.ts';

export interface VersionRow {
  id: number;
  version: string;
  effectiveAt: Date;
  summary: string;
}

const versionColumns = {
  id: policyVersions.id,
  version: policyVersions.version,
  effectiveAt: policyVersions.effectiveAt,
  summary: policyVersions.summary,
};

/** The newest published version whose effective time has come, or null (the first version holds). */
export async function inForce(db: DbOrTx, now: Date): Promise<VersionRow | null> {
  const rows = await db
    .select(versionColumns)
    .from(policyVersions)
    .where(lte(policyVersions.effectiveAt, now))
    .orderBy(desc(policyVersions.effectiveAt), desc(policyVersions.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The next published version to take effect, or null. */
export async function nextUpcoming(db: DbOrTx, now: Date): Promise<VersionRow | null> {
  const rows = await db
    .select(versionColumns)
    .from(policyVersions)
    .where(gt(policyVersions.effectiveAt, now))
    .orderBy(asc(policyVersions.effectiveAt), asc(policyVersions.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Every version still to take effect (the notice job mails about each). */
export async function allUpcoming(db: DbOrTx, now: Date): Promise<VersionRow[]> {
  return db
    .select(versionColumns)
    .from(policyVersions)
    .where(gt(policyVersions.effectiveAt, now))
    .orderBy(asc(policyVersions.effectiveAt), asc(policyVersions.id));
}

export async function findVersion(db: DbOrTx, version: string): Promise<VersionRow | null> {
  const rows = await db
    .select(versionColumns)
    .from(policyVersions)
    .where(eq(policyVersions.version, version));
  return rows[0] ?? null;
}

/** The published versions among `versions`, with their effective times. */
export async function effectiveTimes(db: DbOrTx, versions: string[]): Promise<Map<string, Date>> {
  if (versions.length === 0) return new Map();
  const rows = await db
    .select({ version: policyVersions.version, effectiveAt: policyVersions.effectiveAt })
    .from(policyVersions)
    .where(inArray(policyVersions.version, versions));
  return new Map(rows.map((r) => [r.version, r.effectiveAt]));
}

export async function insertVersion(
  db: DbOrTx,
  row: { version: string; effectiveAt: Date; summary: string; publishedBy: string; publishedAt: Date },
): Promise<number> {
  const [inserted] = await db.insert(policyVersions).values(row).returning({ id: policyVersions.id });
  if (!inserted) throw new Error('policy version not inserted');
  return inserted.id;
}

/** Every published version for the admin, newest effective first, with how many parents were mailed. */
export async function listVersions(db: DbOrTx, limit: number) {
  const notified = db
    .select({ versionId: policyNotices.versionId, n: count().as('n') })
    .from(policyNotices)
    .groupBy(policyNotices.versionId)
    .as('notified');
  return db
    .select({
      version: policyVersions.version,
      effectiveAt: policyVersions.effectiveAt,
      summary: policyVersions.summary,
      publishedAt: policyVersions.publishedAt,
      notified: sql<number>`coalesce(${notified.n}, 0)::int`,
    })
    .from(policyVersions)
    .leftJoin(notified, eq(notified.versionId, policyVersions.id))
    .orderBy(desc(policyVersions.effectiveAt), desc(policyVersions.id))
    .limit(limit);
}

/** The distinct versions the parent's consents (one per child) stand on. */
export async function consentVersions(db: DbOrTx, parentId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ version: parentalConsents.policyVersion })
    .from(parentalConsents)
    .where(eq(parentalConsents.parentId, parentId));
  return rows.map((r) => r.version);
}

/** Re-consent: every consent of the parent now stands on `version`, given at `at`. The children's ids. */
export async function renewConsents(
  db: DbOrTx,
  params: { parentId: string; version: string; at: Date },
): Promise<string[]> {
  const rows = await db
    .update(parentalConsents)
    .set({ policyVersion: params.version, consentedAt: params.at })
    .where(eq(parentalConsents.parentId, params.parentId))
    .returning({ childId: parentalConsents.childId });
  return rows.map((r) => r.childId);
}

/** Parents with an email who have not been mailed about the version yet, a batch at a time. */
export async function parentsNotNotified(db: DbOrTx, versionId: number, limit: number) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.type, 'parent'),
        isNotNull(users.email),
        notExists(
          db
            .select({ one: sql`1` })
            .from(policyNotices)
            .where(and(eq(policyNotices.versionId, versionId), eq(policyNotices.parentId, users.id))),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

export async function recordNotices(
  db: DbOrTx,
  params: { versionId: number; parentIds: string[]; at: Date },
): Promise<void> {
  if (params.parentIds.length === 0) return;
  await db
    .insert(policyNotices)
    .values(
      params.parentIds.map((parentId) => ({ versionId: params.versionId, parentId, sentAt: params.at })),
    )
    .onConflictDoNothing();
}
