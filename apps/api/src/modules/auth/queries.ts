import type { UserType } from '@ye/contracts/roles';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  auditLog,
  loginAttempts,
  passwordResetTokens,
  programLoginTokens,
  refreshTokens,
  users,
} from './tables.ts';

/** The user columns services may see. The password hash is read only by `findCredentials`. */
const userColumns = {
  id: users.id,
  type: users.type,
  email: users.email,
  username: users.username,
  parentId: users.parentId,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  birthday: users.birthday,
  timezone: users.timezone,
  bio: users.bio,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

export interface UserRow {
  id: string;
  type: UserType;
  email: string | null;
  username: string | null;
  parentId: string | null;
  firstName: string;
  lastName: string;
  avatar: string | null;
  birthday: string | null;
  timezone: string | null;
  bio: string | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** What the auth plugin checks on every signed-in request: the account's type and whether it may act. */
export interface AccountState {
  type: UserType;
  disabledAt: Date | null;
  tokensValidFrom: Date | null;
}

/**
 * The current state of each account that still exists, by primary key (one indexed query). The auth
 * plugin asks this on every signed-in request, so a deleted, demoted or disabled account loses access
 * at once.
 */
export async function findAccountStates(db: DbOrTx, ids: string[]): Promise<Map<string, AccountState>> {
  const rows = await db
    .select({
      id: users.id,
      type: users.type,
      disabledAt: users.disabledAt,
      tokensValidFrom: users.tokensValidFrom,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}

/**
 * Turns an account off (with the admin's reason) or back on. Turning it off also moves
 * `tokensValidFrom` to now, so every access token issued before is refused even after it is back on.
 * False when there is no such account.
 */
export async function setAccountDisabled(
  db: DbOrTx,
  params: { userId: string; disabled: { at: Date; reason: string } | null },
): Promise<boolean> {
  const set = params.disabled
    ? {
        disabledAt: params.disabled.at,
        disabledReason: params.disabled.reason,
        // Real time, not the API's clock: it is compared with the tokens' `iat`, which jose stamps from Date.now().
        tokensValidFrom: new Date(),
        updatedAt: params.disabled.at,
      }
    : { disabledAt: null, disabledReason: null, updatedAt: clock.now() };
  const rows = await db.update(users).set(set).where(eq(users.id, params.userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** Changes an account's type (a role change by an admin). False when there is no such account. */
export async function setAccountType(db: DbOrTx, userId: string, type: UserType): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ type, updatedAt: clock.now() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

/** An account by email or username (case-insensitive), with its password hash. */
export async function findCredentials(
  db: DbOrTx,
  login: string,
): Promise<(UserRow & { passwordHash: string; disabledAt: Date | null }) | null> {
  const key = login.trim().toLowerCase();
  const rows = await db
    .select({ ...userColumns, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${key} or lower(${users.username}) = ${key}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.passwordHash ?? null;
}

export async function insertUser(
  db: DbOrTx,
  params: {
    type: UserType;
    email?: string | null;
    username?: string | null;
    parentId?: string | null;
    firstName: string;
    lastName: string;
    passwordHash: string;
    avatar?: string | null;
    birthday?: string | null;
  },
): Promise<UserRow> {
  const rows = await db
    .insert(users)
    .values({
      type: params.type,
      email: params.email ?? null,
      username: params.username ?? null,
      parentId: params.parentId ?? null,
      firstName: params.firstName,
      lastName: params.lastName,
      passwordHash: params.passwordHash,
      avatar: params.avatar ?? null,
      birthday: params.birthday ?? null,
    })
    .returning(userColumns);
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function touchLastLogin(db: DbOrTx, userId: string): Promise<Date> {
  const now = new Date();
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
  return now;
}

// ---- sign-in throttling -------------------------------------------------------------------

export async function recordFailedLogin(
  db: DbOrTx,
  params: { accountKey: string; ip: string; at: Date },
): Promise<void> {
  await db
    .insert(loginAttempts)
    .values({ accountKey: params.accountKey, ip: params.ip, createdAt: params.at });
}

/** Whose failures to count: one account from anywhere, one address on any account, or the two together. */
export type FailureScope =
  | { by: 'account'; accountKey: string }
  | { by: 'ip'; ip: string }
  | { by: 'pair'; accountKey: string; ip: string };

/** The latest `limit` failures since a time, newest first: the last one decides when the limit frees up. */
export async function recentFailures(
  db: DbOrTx,
  params: FailureScope & { since: Date; limit: number },
): Promise<Date[]> {
  const scope =
    params.by === 'account'
      ? eq(loginAttempts.accountKey, params.accountKey)
      : params.by === 'ip'
        ? eq(loginAttempts.ip, params.ip)
        : and(eq(loginAttempts.accountKey, params.accountKey), eq(loginAttempts.ip, params.ip));
  const rows = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(scope, gt(loginAttempts.createdAt, params.since)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(params.limit);
  return rows.map((r) => r.createdAt);
}

/**
 * After a successful sign-in: forgets this address's failures on the account. Failures from other
 * addresses stay, so an attacker's count is not reset by the owner signing in.
 */
export async function clearFailedLogins(
  db: DbOrTx,
  params: { accountKey: string; ip: string },
): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.accountKey, params.accountKey), eq(loginAttempts.ip, params.ip)));
}

// ---- refresh tokens -----------------------------------------------------------------------

export async function insertRefreshToken(
  db: DbOrTx,
  params: {
    userId: string;
    familyId: string;
    audience: string;
    tokenHash: string;
    impersonatorId: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(params);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      audience: refreshTokens.audience,
      impersonatorId: refreshTokens.impersonatorId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks a token used; false when another request used it first (treated as reuse). */
export async function markRefreshTokenUsed(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserRefreshTokens(
  db: DbOrTx,
  params: { userId: string; exceptFamilyId?: string },
): Promise<void> {
  const conditions = [eq(refreshTokens.userId, params.userId), isNull(refreshTokens.revokedAt)];
  if (params.exceptFamilyId) conditions.push(ne(refreshTokens.familyId, params.exceptFamilyId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

// ---- password reset tokens ----------------------------------------------------------------

export async function insertPasswordResetToken(
  db: DbOrTx,
  params: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(params);
}

export async function findPasswordResetToken(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .orderBy(asc(passwordResetTokens.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Single use: false when the token was used meanwhile. */
export async function markPasswordResetTokenUsed(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length > 0;
}

/** A new link makes the user's older unused links void. */
export async function voidPasswordResetTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** One line of the audit log: who did what to whom, from where. */
export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetUserId: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

export async function insertAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}

const deleted = (r: { rowCount: number | null }) => r.rowCount ?? 0;

/** Deletes tokens that expired (or were used) before `tokensBefore` and sign-in attempts before `attemptsBefore`. */
export async function deleteExpiredSignInRows(
  db: DbOrTx,
  params: { tokensBefore: Date; attemptsBefore: Date },
): Promise<{
  refresh_tokens: number;
  password_reset_tokens: number;
  program_login_tokens: number;
  login_attempts: number;
}> {
  const { tokensBefore, attemptsBefore } = params;
  return {
    refresh_tokens: deleted(await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, tokensBefore))),
    password_reset_tokens: deleted(
      await db
        .delete(passwordResetTokens)
        .where(
          or(lt(passwordResetTokens.expiresAt, tokensBefore), lt(passwordResetTokens.usedAt, tokensBefore)),
        ),
    ),
    program_login_tokens: deleted(
      await db.delete(programLoginTokens).where(lt(programLoginTokens.expiresAt, tokensBefore)),
    ),
    login_attempts: deleted(
      await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, attemptsBefore)),
    ),
  };
}

/** A child's account by id (never another type of account), or null. */
export async function findChildAccount(db: DbOrTx, childId: string): Promise<ChildAccount | null> {
  const rows = await db
    .select({
      id: users.id,
      parentId: users.parentId,
      firstName: users.firstName,
      avatar: users.avatar,
      birthday: users.birthday,
    })
    .from(users)
    .where(and(eq(users.id, childId), eq(users.type, 'child')))
    .limit(1);
  return rows[0] ?? null;
}

export interface ChildAccount {
  id: string;
  parentId: string | null;
  firstName: string;
  avatar: string | null;
  birthday: string | null;
}

// ---- program login (the mesh issues one-time sign-in links; auth keeps and spends the tokens)

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
