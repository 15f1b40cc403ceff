import type { AdminUser, AdminUserList, AuditEntryList, UpdateUserBody } from '@ye/contracts/admin';
import type { ImpersonateResponse } from '@ye/contracts/mesh';
import { clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { accountAdmin, recordAudit } from '../auth/service.ts';
import { mintProgramLoginToken } from '../mesh/service.ts';
import {
  type AdminUserRow,
  type AuditPersonRow,
  findAdminUser,
  findUserForImpersonation,
  listUserAudit,
  listUsers,
  lockEnabledAdmins,
} from './queries.ts';

const toAdminUser = (u: AdminUserRow): AdminUser => ({
  id: u.id,
  type: u.type,
  email: u.email,
  username: u.username,
  first_name: u.firstName,
  last_name: u.lastName,
  created_at: u.createdAt.toISOString(),
  last_login_at: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
  disabled_at: u.disabledAt ? u.disabledAt.toISOString() : null,
  disabled_reason: u.disabledReason,
});

/** GET /v1/admin/users: every account, newest first, searchable by email, username and name. */
export async function adminUserList(
  db: Db,
  params: { page: number; pageSize: number; q?: string | undefined },
): Promise<AdminUserList> {
  const { rows, total } = await listUsers(db, {
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
    q: params.q,
  });
  return {
    count: total,
    page: params.page,
    page_size: params.pageSize,
    results: rows.map(toAdminUser),
  };
}

/**
 * An admin asks to act as another user: mints a one-time program-login token (issuer 'impersonate')
 * that the web app exchanges at POST /auth/prg/login. Admins cannot be impersonated, nor can you
 * impersonate yourself. The request is audited.
 */
export async function startImpersonation(
  db: Db,
  params: { adminId: string; userId: string; reason: string; ip: string },
): Promise<ImpersonateResponse> {
  if (params.userId === params.adminId)
    throw new Invalid('You cannot impersonate yourself.', 'impersonate_self');
  return db.transaction(async (tx) => {
    const user = await findUserForImpersonation(tx, params.userId);
    if (!user) throw new NotFound('This user does not exist.');
    if (user.type === 'admin') throw new Forbidden('Admins cannot be impersonated.', 'impersonate_admin');
    if (user.disabledAt)
      throw new Conflict('This account is disabled: enable it before impersonating.', 'impersonate_disabled');
    const { token, expiresIn } = await mintProgramLoginToken(tx, {
      userId: user.id,
      issuer: 'impersonate',
      impersonatorId: params.adminId,
    });
    await recordAudit(tx, {
      actorId: params.adminId,
      action: 'impersonation.token',
      targetUserId: user.id,
      details: { target_type: user.type, reason: params.reason },
      ip: params.ip,
    });
    return {
      auth_token: token,
      expires_in: expiresIn,
      user: {
        id: user.id,
        type: user.type,
        email: user.email,
        username: user.username,
        first_name: user.firstName,
        last_name: user.lastName,
      },
    };
  });
}

const NO_USER = 'This user does not exist.';
const LAST_ADMIN =
  'This is the last enabled admin: make another admin first, so someone can still run the platform.';

/**
 * Reads the target for a change by an admin, with every admin account locked (so the last-admin rule
 * holds when two admins act at once). `leavesAdminRole` says the change would take an admin away.
 */
async function lockedTarget(tx: DbOrTx, userId: string, leavesAdminRole: (u: AdminUserRow) => boolean) {
  const enabledAdmins = await lockEnabledAdmins(tx);
  const user = await findAdminUser(tx, userId);
  if (!user) throw new NotFound(NO_USER);
  if (leavesAdminRole(user) && enabledAdmins.every((id) => id === user.id))
    throw new Conflict(LAST_ADMIN, 'last_admin');
  return user;
}

/**
 * POST /v1/admin/users/{id}/disable: turns an account off and signs it out everywhere at once (its
 * refresh tokens are revoked and every access token issued before is refused). Not yourself, not the
 * last enabled admin. Disabling a disabled account changes nothing (200, the account as it is).
 */
export async function disableUser(
  db: Db,
  caller: Caller,
  userId: string,
  reason: string,
): Promise<AdminUser> {
  if (userId === caller.userId) throw new Invalid('You cannot disable your own account.', 'disable_self');
  return db.transaction(async (tx) => {
    const user = await lockedTarget(tx, userId, (u) => u.type === 'admin' && !u.disabledAt);
    if (user.disabledAt) return toAdminUser(user);
    const at = clock.now();
    await accountAdmin.setDisabled(tx, { userId, disabled: { at, reason } });
    await accountAdmin.signOutEverywhere(tx, userId);
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'user.disable',
      targetUserId: userId,
      details: { reason },
      ip: caller.ip ?? null,
    });
    return toAdminUser({ ...user, disabledAt: at, disabledReason: reason });
  });
}

/** POST /v1/admin/users/{id}/enable: the account may sign in again (its old tokens stay refused). */
export async function enableUser(db: Db, caller: Caller, userId: string): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const user = await findAdminUser(tx, userId);
    if (!user) throw new NotFound(NO_USER);
    if (!user.disabledAt) return toAdminUser(user);
    await accountAdmin.setDisabled(tx, { userId, disabled: null });
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'user.enable',
      targetUserId: userId,
      details: { was_disabled_for: user.disabledReason },
      ip: caller.ip ?? null,
    });
    return toAdminUser({ ...user, disabledAt: null, disabledReason: null });
  });
}

/**
 * PATCH /v1/admin/users/{id} {type}: changes an adult's role, effective on the account's next request
 * (the auth plugin reads the type from the account). A child stays a child; an admin does not change
 * their own role; the last enabled admin is never demoted.
 */
export async function changeUserType(
  db: Db,
  caller: Caller,
  userId: string,
  type: UpdateUserBody['type'],
): Promise<AdminUser> {
  if (userId === caller.userId)
    throw new Invalid('You cannot change your own role; ask another admin.', 'change_own_role');
  return db.transaction(async (tx) => {
    const user = await lockedTarget(
      tx,
      userId,
      (u) => u.type === 'admin' && !u.disabledAt && type !== 'admin',
    );
    if (user.type === 'child') throw new Invalid('A child account keeps its role.', 'child_role');
    if (user.type === type) return toAdminUser(user);
    await accountAdmin.setType(tx, userId, type);
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'user.role',
      targetUserId: userId,
      details: { from: user.type, to: type },
      ip: caller.ip ?? null,
    });
    return toAdminUser({ ...user, type });
  });
}

const personOf = (p: AuditPersonRow | null) =>
  p ? { id: p.id, name: `${p.firstName} ${p.lastName}`.trim(), email: p.email ?? p.username } : null;

/** GET /v1/admin/users/{id}/audit: what was done to the user and by them, newest first. */
export async function userAudit(
  db: Db,
  params: { userId: string; page: number; pageSize: number },
): Promise<AuditEntryList> {
  if (!(await findAdminUser(db, params.userId))) throw new NotFound(NO_USER);
  const { rows, total } = await listUserAudit(db, {
    userId: params.userId,
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
  });
  return {
    count: total,
    page: params.page,
    page_size: params.pageSize,
    results: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor: personOf(r.actor),
      target: personOf(r.target),
      details: r.details,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
