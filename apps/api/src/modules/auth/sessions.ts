import crypto from 'node:crypto';
import type { UserType } from '@ye/contracts/roles';
import { clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Forbidden, TooManyRequests, Unauthorized } from '../../errors.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import {
  clearFailedLogins,
  type FailureScope,
  findAccountStates,
  findCredentials,
  findRefreshToken,
  findUserById,
  insertRefreshToken,
  markRefreshTokenUsed,
  recentFailures,
  recordFailedLogin,
  revokeFamily,
  revokeUserRefreshTokens,
  touchLastLogin,
  type UserRow,
} from './queries.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type Audience,
  hashToken,
  newOpaqueToken,
  REFRESH_TOKEN_TTL_DAYS,
  signAccessToken,
} from './tokens.ts';

export type { UserRow } from './queries.ts';

/** One message for every wrong sign-in, so the answer never tells whether an account exists. */
export const BAD_CREDENTIALS = 'The email/username or password is incorrect.';
/** Said only after the right password, so it tells nothing to someone guessing. */
export const ACCOUNT_DISABLED =
  'This account has been disabled by an administrator. Please contact us if you think this is a mistake.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Sign-in throttling (decision 012), over failures inside a sliding window:
 * - one address on one account: 5 failures, then that address waits (429) until the oldest leaves the
 *   window. The owner, from anywhere else, is not affected;
 * - one address on any accounts: 20 failures, then it waits (password spraying);
 * - one account from every address: past 20 failures the account is slowed, not locked: one failure
 *   per 10 seconds, a short 429 with Retry-After in between, so many addresses together still guess
 *   slowly and the owner gets in after a few seconds.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT_AND_IP = 5;
export const MAX_FAILURES_PER_IP = 20;
export const ACCOUNT_SLOW_AFTER_FAILURES = 20;
export const ACCOUNT_SLOW_INTERVAL_MS = 10 * 1000;

export interface SessionTokens {
  access: string;
  refresh: string;
}

function tooMany(waitMs: number): TooManyRequests {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
      : `${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minute' : 'minutes'}`;
  return new TooManyRequests(`Too many sign-in attempts. Please try again in ${wait}.`, seconds);
}

/** Throws 429 when this address has used up its failures (on this account or overall), or the account is slowed. */
async function assertNotThrottled(db: DbOrTx, accountKey: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  let waitMs = 0;
  const blocking: { scope: FailureScope; limit: number }[] = [
    { scope: { by: 'pair', accountKey, ip }, limit: MAX_FAILURES_PER_ACCOUNT_AND_IP },
    { scope: { by: 'ip', ip }, limit: MAX_FAILURES_PER_IP },
  ];
  for (const { scope, limit } of blocking) {
    const failures = await recentFailures(db, { ...scope, since, limit });
    const decisive = failures[limit - 1];
    // The limit frees up when the oldest of the last `limit` failures leaves the window.
    if (decisive) waitMs = Math.max(waitMs, decisive.getTime() + LOGIN_WINDOW_MS - now.getTime());
  }
  if (waitMs <= 0) {
    const onAccount = await recentFailures(db, {
      by: 'account',
      accountKey,
      since,
      limit: ACCOUNT_SLOW_AFTER_FAILURES,
    });
    const latest = onAccount[0];
    if (onAccount.length >= ACCOUNT_SLOW_AFTER_FAILURES && latest)
      waitMs = latest.getTime() + ACCOUNT_SLOW_INTERVAL_MS - now.getTime();
  }
  if (waitMs > 0) throw tooMany(waitMs);
}

/**
 * Checks a login (an adult's email or a child's username) and password. Throttled per address and
 * account (see above); a wrong answer is recorded and gets the same 401 whether or not the account
 * exists. `now` defaults to the API's clock (a parameter, so tests choose it).
 */
export async function verifyCredentials(
  db: DbOrTx,
  params: { login: string; password: string; ip: string; now?: Date },
): Promise<UserRow> {
  const now = params.now ?? clock.now();
  const accountKey = params.login.trim().toLowerCase();
  await assertNotThrottled(db, accountKey, params.ip, now);
  const found = await findCredentials(db, accountKey);
  let ok = false;
  if (found) ok = await verifyPassword(found.passwordHash, params.password);
  else await burnPasswordCheck(params.password);
  if (!found || !ok) {
    await recordFailedLogin(db, { accountKey, ip: params.ip, at: now });
    throw new Unauthorized(BAD_CREDENTIALS, 'invalid_credentials');
  }
  await clearFailedLogins(db, { accountKey, ip: params.ip });
  if (found.disabledAt) throw new Forbidden(ACCOUNT_DISABLED, 'account_disabled');
  const { passwordHash: _hash, disabledAt: _disabled, ...user } = found;
  user.lastLoginAt = await touchLastLogin(db, user.id);
  return user;
}

async function mint(
  db: DbOrTx,
  config: Config,
  user: { id: string; type: UserType },
  audience: Audience,
  familyId: string,
  impersonatorId: string | null,
  /** When the login must end whatever happens (an impersonation); null for the usual 30 days. */
  endsAt: Date | null,
): Promise<SessionTokens> {
  const { token, hash } = newOpaqueToken();
  // Real time, as the refresh check and jose's `exp` use it.
  const now = Date.now();
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    audience,
    tokenHash: hash,
    impersonatorId,
    expiresAt: endsAt ?? new Date(now + REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000),
  });
  const ttl = endsAt
    ? Math.min(ACCESS_TOKEN_TTL_SECONDS, Math.floor((endsAt.getTime() - now) / 1000))
    : undefined;
  const access = await signAccessToken(
    config.jwtSecret,
    { userId: user.id, type: user.type, audience, impersonatorId },
    ttl === undefined ? ACCESS_TOKEN_TTL_SECONDS : Math.max(ttl, 1),
  );
  return { access, refresh: token };
}

/** Starts a new login (a new refresh-token family) for the given audience. */
export async function issueSession(
  db: DbOrTx,
  config: Config,
  user: { id: string; type: UserType },
  audience: Audience,
  opts: { impersonatorId?: string | null; endsAt?: Date | null } = {},
): Promise<SessionTokens> {
  return mint(
    db,
    config,
    user,
    audience,
    crypto.randomUUID(),
    opts.impersonatorId ?? null,
    opts.endsAt ?? null,
  );
}

/**
 * Exchanges a refresh token for a new pair in the same family. A token works once: presenting a used
 * one means it leaked (or a client misbehaved), so the whole family is revoked and the caller gets 401.
 */
export async function rotateRefreshToken(
  db: DbOrTx,
  config: Config,
  refreshToken: string,
  audience: Audience,
): Promise<SessionTokens> {
  const row = await findRefreshToken(db, hashToken(refreshToken));
  if (!row || row.audience !== audience || row.revokedAt)
    throw new Unauthorized(SESSION_ENDED, 'token_not_valid');
  if (row.usedAt) {
    await revokeFamily(db, row.familyId);
    throw new Unauthorized(SESSION_ENDED, 'token_reused');
  }
  if (row.expiresAt.getTime() <= Date.now()) throw new Unauthorized(SESSION_ENDED, 'token_not_valid');
  if (!(await markRefreshTokenUsed(db, row.id))) {
    // Another request used it a moment ago: same as reuse.
    await revokeFamily(db, row.familyId);
    throw new Unauthorized(SESSION_ENDED, 'token_reused');
  }
  // Read the user again: the type may have changed and a deleted account must not refresh.
  const user = await findUserById(db, row.userId);
  if (!user) throw new Unauthorized(SESSION_ENDED, 'token_not_valid');
  // A disabled account's tokens are revoked when it is disabled; this also covers a refresh racing that.
  const states = await findAccountStates(db, row.impersonatorId ? [user.id, row.impersonatorId] : [user.id]);
  if (states.get(user.id)?.disabledAt) throw new Unauthorized(ACCOUNT_DISABLED, 'account_disabled');
  // An impersonation lasts only while the admin behind it is still an enabled admin.
  if (row.impersonatorId) {
    const admin = states.get(row.impersonatorId);
    if (admin?.type !== 'admin' || admin.disabledAt) throw new Unauthorized(SESSION_ENDED, 'token_not_valid');
  }
  // An impersonation keeps the end it started with (30 minutes): rotating never extends it.
  return mint(
    db,
    config,
    user,
    audience,
    row.familyId,
    row.impersonatorId,
    row.impersonatorId ? row.expiresAt : null,
  );
}

/** Ends every login of a user (both audiences), optionally keeping one family. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  opts: { exceptFamilyId?: string } = {},
): Promise<void> {
  await revokeUserRefreshTokens(db, {
    userId,
    ...(opts.exceptFamilyId ? { exceptFamilyId: opts.exceptFamilyId } : {}),
  });
}
