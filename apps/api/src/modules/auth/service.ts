import type {
  AuthUser,
  Profile,
  RefreshResponse,
  SignupRequest,
  TokenResponse,
  UpdatePasswordResponse,
} from '@ye/contracts/auth';
import { FORGOT_PASSWORD_DETAIL } from '@ye/contracts/auth';
import { CONSENT_MISSING } from '@ye/contracts/consent';
import { isInstructorLike } from '@ye/contracts/roles';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { type Db, type DbOrTx, isUniqueViolation } from '../../db/client.ts';
import { Conflict, Forbidden, Invalid, NotFound, Unauthorized } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendMail } from '../../mail/mailer.ts';
import {
  deleteChildAccount,
  deleteParentAccount,
  insertChildAccount,
  updateChildAccount,
  updateInstructorProfile,
  updateParentProfile,
} from './account-queries.ts';
import { hasParentalConsent } from './consent-queries.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  type AuditEntry,
  type ChildAccount,
  consumeProgramLoginToken,
  deleteExpiredSignInRows,
  findAccountStates,
  findChildAccount,
  findPasswordHash,
  findPasswordResetToken,
  findUserByEmail,
  findUserById,
  insertAudit,
  insertPasswordResetToken,
  insertProgramLoginToken,
  insertUser,
  markPasswordResetTokenUsed,
  programLoginTokenState,
  setAccountDisabled,
  setAccountType,
  setPasswordHash,
  touchLastLogin,
  type UserRow,
  voidPasswordResetTokens,
} from './queries.ts';
import { issueSession, revokeUserSessions, rotateRefreshToken, verifyCredentials } from './sessions.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const DUPLICATE_EMAIL = 'An account with this email already exists. Please sign in or reset your password.';
const RESET_LINK_USED = 'This reset link has already been used or is not valid. Please ask for a new one.';
const RESET_LINK_EXPIRED = 'This reset link has expired. Please ask for a new one.';

export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    type: user.type,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
  };
}

/** PostgreSQL unique violation, read from the driver error Drizzle wraps (its code is kept). */
/** Parents sign themselves up; every other account is created by a parent or an admin. */
export async function signup(db: Db, config: Config, input: SignupRequest): Promise<TokenResponse> {
  if (await findUserByEmail(db, input.email)) throw new Conflict(DUPLICATE_EMAIL, 'email_taken');
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await insertUser(db, {
      type: 'parent',
      email: input.email.toLowerCase(),
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
    });
  } catch (err) {
    // Two sign-ups for one email at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw new Conflict(DUPLICATE_EMAIL, 'email_taken');
    throw err;
  }
  user.lastLoginAt = await touchLastLogin(db, user.id);
  const session = await issueSession(db, config, user, 'main');
  return { token: session.access, refresh_token: session.refresh, user: toAuthUser(user) };
}

export async function login(
  db: Db,
  config: Config,
  input: { login: string; password: string; ip: string },
): Promise<TokenResponse> {
  const user = await verifyCredentials(db, input);
  await assertMaySignIn(db, user);
  const session = await issueSession(db, config, user, 'main');
  return { token: session.access, refresh_token: session.refresh, user: toAuthUser(user) };
}

/**
 * A child signs in only once their parent's consent is recorded (decision 035): 403 with kind words
 * otherwise. Asked after the password check, so it tells nothing to someone without the password.
 */
export async function assertMaySignIn(db: DbOrTx, user: UserRow): Promise<void> {
  if (user.type === 'child' && !(await hasParentalConsent(db, user.id)))
    throw new Forbidden(CONSENT_MISSING, 'consent_missing');
}

export async function refresh(db: Db, config: Config, refreshToken: string): Promise<RefreshResponse> {
  return rotateRefreshToken(db, config, refreshToken, 'main');
}

/**
 * Answers every email the same way with the same work: one job is queued, whatever the email. Whether
 * an account exists is only looked at by that job (`sendPasswordReset`), so neither the answer nor
 * its timing tells a stranger which emails have accounts.
 */
export async function forgotPassword(jobs: Pick<JobQueue, 'send'>, email: string): Promise<string> {
  await jobs.send(PASSWORD_RESET_JOB, { email: email.trim().toLowerCase() });
  return FORGOT_PASSWORD_DETAIL;
}

export const PASSWORD_RESET_JOB = 'auth.password-reset';

/**
 * The `auth.password-reset` job: emails a single-use reset link valid one hour to an adult account.
 * Unknown emails get no mail; children have no email, so they never get one. Running it again
 * (a retry) issues a fresh link and voids the earlier one, so the newest mail always works. The mail
 * is sent from here, not queued: a queued payload would keep the live link in the job table.
 */
export async function sendPasswordReset(
  db: Db,
  config: Config,
  email: string,
  log: FastifyBaseLogger,
  now: Date,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.type === 'child' || !user.email) return;
  const { token, hash } = newOpaqueToken();
  await db.transaction(async (tx) => {
    await voidPasswordResetTokens(tx, user.id);
    await insertPasswordResetToken(tx, {
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
  });
  // Instructors have their own reset page inside the instructor area.
  const page = isInstructorLike(user.type) ? '/instructor/forgot-password' : '/forgot-password';
  const url = `${config.appUrl}${page}?token=${encodeURIComponent(token)}`;
  // A failure throws, and the queue tries again later with a fresh link.
  await sendMail(
    config,
    {
      to: user.email,
      subject: 'Reset your Youth Enrichments password',
      text: `Hello ${user.firstName},\n\nSomeone (we hope you) asked to reset the password of your Youth Enrichments account.\nOpen this link within one hour to choose a new password:\n\n${url}\n\nIf you did not ask for this, you can ignore this email; your password stays the same.\n`,
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Someone (we hope you) asked to reset the password of your Youth Enrichments account. Open this link within one hour to choose a new password:</p><p><a href="${escapeHtml(url)}">Reset my password</a></p><p>If you did not ask for this, you can ignore this email; your password stays the same.</p>`,
      link: { label: 'Password reset link', url },
    },
    log,
  );
}

export async function resetPassword(
  db: Db,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  const row = await findPasswordResetToken(db, hashToken(input.token));
  if (!row || row.usedAt) throw new Invalid(RESET_LINK_USED, 'reset_token_used');
  if (row.expiresAt.getTime() <= Date.now()) throw new Invalid(RESET_LINK_EXPIRED, 'reset_token_expired');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await markPasswordResetTokenUsed(tx, row.id)))
      throw new Invalid(RESET_LINK_USED, 'reset_token_used');
    await setPasswordHash(tx, row.userId, passwordHash);
    // Whoever knew the old password is signed out everywhere.
    await revokeUserSessions(tx, row.userId);
    await insertAudit(tx, {
      actorId: row.userId,
      action: 'password.reset',
      targetUserId: row.userId,
      ip: input.ip,
    });
  });
}

/**
 * Changes the password of the signed-in user. Every existing session of the user ends (the access
 * token does not say which login it belongs to) and the caller continues with the fresh pair returned.
 */
export async function updatePassword(
  db: Db,
  config: Config,
  caller: { userId: string; impersonatorId?: string | null },
  input: { old_password: string; new_password: string; ip: string },
): Promise<UpdatePasswordResponse> {
  if (caller.impersonatorId)
    throw new Forbidden('You cannot change the password of an account you are impersonating.');
  const user = await findUserById(db, caller.userId);
  const currentHash = user ? await findPasswordHash(db, user.id) : null;
  if (!user || !currentHash)
    throw new Unauthorized('Your session has ended. Please sign in again.', 'token_not_valid');
  if (!(await verifyPassword(currentHash, input.old_password))) {
    throw new Invalid('Your current password is incorrect.', 'wrong_password');
  }
  if (input.old_password === input.new_password) {
    throw new Invalid('The new password must be different from the current one.', 'same_password');
  }
  const passwordHash = await hashPassword(input.new_password);
  const session = await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id);
    await insertAudit(tx, {
      actorId: user.id,
      action: 'password.change',
      targetUserId: user.id,
      ip: input.ip,
    });
    return issueSession(tx, config, user, 'main');
  });
  return { detail: 'Your password has been changed.', token: session.access, refresh_token: session.refresh };
}

export async function profile(
  db: Db,
  caller: { userId: string; impersonatorId?: string | null },
): Promise<Profile> {
  const user = await findUserById(db, caller.userId);
  if (!user) throw new Unauthorized('Your session has ended. Please sign in again.', 'token_not_valid');
  return {
    id: user.id,
    type: user.type,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    avatar: user.avatar,
    birthday: user.birthday,
    timezone: user.timezone,
    bio: user.bio,
    last_login_at: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    date_joined: user.createdAt.toISOString(),
    parent_id: user.parentId,
    is_impersonated: Boolean(caller.impersonatorId),
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Tokens are kept a day past expiry, so a late presentation still meets the "expired" answer. */
export const TOKEN_GRACE_MS = DAY_MS;
/** Failed sign-ins older than this no longer count towards any throttle. */
export const SIGN_IN_ATTEMPT_KEEP_MS = 7 * DAY_MS;

/** The daily clean-up's part for sign-in: expired tokens and old sign-in attempts. Idempotent. */
export function cleanUpSignIn(db: DbOrTx, now: Date) {
  return deleteExpiredSignInRows(db, {
    tokensBefore: new Date(now.getTime() - TOKEN_GRACE_MS),
    attemptsBefore: new Date(now.getTime() - SIGN_IN_ATTEMPT_KEEP_MS),
  });
}

// ---- for other modules: auth owns the accounts and the audit log, so others read and write them here

/** An account by id, or null. */
export const findUser = (db: DbOrTx, userId: string): Promise<UserRow | null> => findUserById(db, userId);

/** The account's password hash (null for an account without a password). */
export const passwordHashOf = (db: DbOrTx, userId: string): Promise<string | null> =>
  findPasswordHash(db, userId);

/** Writes one line of the audit log: who did what to whom, from where. */
export const recordAudit = (db: DbOrTx, entry: AuditEntry): Promise<void> => insertAudit(db, entry);

/** Said by every call that names a child the caller may not see, whatever the reason. */
export const CHILD_NOT_FOUND = 'We could not find this child in your family.';

/** A child's account by id, or null. */
export const findChild = (db: DbOrTx, childId: string): Promise<ChildAccount | null> =>
  findChildAccount(db, childId);

/** The child if it is this parent's, else null. */
export async function ownChild(db: DbOrTx, parentId: string, childId: string): Promise<ChildAccount | null> {
  const child = await findChildAccount(db, childId);
  return child?.parentId === parentId ? child : null;
}

/** The child if it is this parent's, else 404: another family's child looks like no child at all. */
export async function requireOwnChildAccount(
  db: DbOrTx,
  parentId: string,
  childId: string,
): Promise<ChildAccount> {
  const child = await ownChild(db, parentId, childId);
  if (!child) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  return child;
}

// Auth is the one writer of `users` (decision 025): a parent's child accounts and the profile pages
// change accounts through these, each scoped to the account it may change.
export const accountWrites = {
  /** A new child account of the parent named in the row. */
  createChild: insertChildAccount,
  /** Changes a child of this parent; false when the parent has no such child. */
  updateChild: updateChildAccount,
  /** Deletes a child of this parent and, by cascade, all the child's data. */
  deleteChild: deleteChildAccount,
  /** Deletes a parent with their children and all their data (call it in a transaction). */
  deleteParent: deleteParentAccount,
  updateParentProfile,
  /** False when the account is not instructor-like (nothing changes then). */
  updateInstructorProfile,
};

/** What an admin changes on an account (the admin module checks who may, and audits it). */
export const accountAdmin = {
  /** Turns the account off with a reason (null turns it back on); false when there is no such account. */
  setDisabled: setAccountDisabled,
  /** Changes the account's type; false when there is no such account. */
  setType: setAccountType,
  /** Revokes every refresh token of the account, main and mesh. */
  signOutEverywhere: (db: DbOrTx, userId: string) => revokeUserSessions(db, userId),
};

/** The account's current type and state, or null when it does not exist. */
export async function accountState(db: DbOrTx, userId: string) {
  return (await findAccountStates(db, [userId])).get(userId) ?? null;
}

/** The mesh's one-time program-login tokens, kept by auth with the other sign-in tokens. */
export const programLoginTokens = {
  insert: insertProgramLoginToken,
  /** Spends an unused, unexpired token in one statement; null when it cannot be used. */
  consume: consumeProgramLoginToken,
  /** Why a token could not be used. */
  stateOf: programLoginTokenState,
};

export type { AuditEntry, ChildAccount, UserRow };
