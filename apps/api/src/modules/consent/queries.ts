import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { emailVerifications, parentalConsents } from './tables.ts';

export interface VerificationRow {
  userId: string;
  email: string | null;
  firstName: string;
  type: string;
  sentAt: Date | null;
  verifiedAt: Date | null;
}

/** An adult account with its verification state (no row of ours: never sent, never verified). */
export async function findVerification(db: DbOrTx, userId: string): Promise<VerificationRow | null> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      type: users.type,
      sentAt: emailVerifications.sentAt,
      verifiedAt: emailVerifications.verifiedAt,
    })
    .from(users)
    .leftJoin(emailVerifications, eq(emailVerifications.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Stores the hash of a freshly mailed link (the earlier one stops working); keeps a verification. */
export async function saveVerificationLink(
  db: DbOrTx,
  row: { userId: string; tokenHash: string; expiresAt: Date; sentAt: Date },
): Promise<void> {
  await db
    .insert(emailVerifications)
    .values({
      userId: row.userId,
      tokenHash: row.tokenHash,
      tokenExpiresAt: row.expiresAt,
      sentAt: row.sentAt,
    })
    .onConflictDoUpdate({
      target: emailVerifications.userId,
      set: { tokenHash: row.tokenHash, tokenExpiresAt: row.expiresAt, sentAt: row.sentAt },
    });
}

/** The verification a link's hash belongs to, or null. */
export async function findByTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ userId: string; expiresAt: Date | null; verifiedAt: Date | null } | null> {
  const rows = await db
    .select({
      userId: emailVerifications.userId,
      expiresAt: emailVerifications.tokenExpiresAt,
      verifiedAt: emailVerifications.verifiedAt,
    })
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks the address verified and spends the link, in one statement; false when the link is gone. */
export async function markVerified(
  db: DbOrTx,
  params: { tokenHash: string; at: Date },
): Promise<string | null> {
  const rows = await db
    .update(emailVerifications)
    .set({
      verifiedAt: sql`coalesce(${emailVerifications.verifiedAt}, ${params.at.toISOString()}::timestamptz)`,
      tokenHash: null,
      tokenExpiresAt: null,
    })
    .where(eq(emailVerifications.tokenHash, params.tokenHash))
    .returning({ userId: emailVerifications.userId });
  return rows[0]?.userId ?? null;
}

export async function insertConsent(
  db: DbOrTx,
  row: { childId: string; parentId: string; method: string; policyVersion: string; consentedAt: Date },
): Promise<void> {
  await db.insert(parentalConsents).values(row);
}

export async function setNoticeSent(db: DbOrTx, params: { childId: string; at: Date }): Promise<void> {
  await db
    .update(parentalConsents)
    .set({ noticeSentAt: params.at })
    .where(eq(parentalConsents.childId, params.childId));
}

export interface ConsentRow {
  method: string;
  policyVersion: string;
  consentedAt: Date;
  noticeSentAt: Date | null;
}

/** The consent recorded for this parent's child, or null. */
export async function findConsent(
  db: DbOrTx,
  params: { parentId: string; childId: string },
): Promise<ConsentRow | null> {
  const rows = await db
    .select({
      method: parentalConsents.method,
      policyVersion: parentalConsents.policyVersion,
      consentedAt: parentalConsents.consentedAt,
      noticeSentAt: parentalConsents.noticeSentAt,
    })
    .from(parentalConsents)
    .where(and(eq(parentalConsents.childId, params.childId), eq(parentalConsents.parentId, params.parentId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The demo families (emails at demo.test) as if they had signed up today: every parent confirmed and
 * every child with the consent recorded. Idempotent; touches no other account.
 */
export async function consentDemoFamilies(
  db: DbOrTx,
  params: { method: string; policyVersion: string; at: Date },
): Promise<void> {
  const at = params.at.toISOString();
  await db.execute(sql`
    insert into ${emailVerifications} (user_id, verified_at)
    select id, ${at}::timestamptz from ${users} where type = 'parent' and email like '%@demo.test'
    on conflict (user_id) do nothing`);
  await db.execute(sql`
    insert into ${parentalConsents} (child_id, parent_id, method, policy_version, consented_at, notice_sent_at)
    select c.id, p.id, ${params.method}, ${params.policyVersion}, ${at}::timestamptz, ${at}::timestamptz
    from ${users} c join ${users} p on p.id = c.parent_id
    where c.type = 'child' and p.email like '%@demo.test'
    on conflict (child_id) do nothing`);
}
