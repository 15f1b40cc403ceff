import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { memberships, organizations } from '../admin/tables.ts';
import { programLoginTokens } from '../auth/tables.ts';

export async function insertProgramLoginToken(
  db: DbOrTx,
  params: {
    userId: string;
    issuer: string;
    impersonatorId: string | null;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(programLoginTokens).values(params);
}

/**
 * Uses a program-login token: marks it used if it is unused and unexpired, in one statement, so two
 * requests with the same token cannot both succeed. Null when it was unknown, used or expired.
 */
export async function consumeProgramLoginToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ userId: string; issuer: string; impersonatorId: string | null } | null> {
  const now = clock.now();
  const rows = await db
    .update(programLoginTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(programLoginTokens.tokenHash, tokenHash),
        isNull(programLoginTokens.usedAt),
        gt(programLoginTokens.expiresAt, now),
      ),
    )
    .returning({
      userId: programLoginTokens.userId,
      issuer: programLoginTokens.issuer,
      impersonatorId: programLoginTokens.impersonatorId,
    });
  return rows[0] ?? null;
}

/** Why a token could not be used: it was never issued, was used already, or ran out of time. */
export async function programLoginTokenState(
  db: DbOrTx,
  tokenHash: string,
): Promise<'unknown' | 'used' | 'expired'> {
  const rows = await db
    .select({ usedAt: programLoginTokens.usedAt, expiresAt: programLoginTokens.expiresAt })
    .from(programLoginTokens)
    .where(eq(programLoginTokens.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  if (!row) return 'unknown';
  return row.usedAt ? 'used' : 'expired';
}

/** The organizations a user belongs to, in one query. */
export async function organizationsOfUser(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organizations.name));
}
