import type { AdminUserList } from '@ye/contracts/admin';
import type { ImpersonateResponse } from '@ye/contracts/mesh';
import type { Db } from '../../db/client.ts';
import { Forbidden, Invalid, NotFound } from '../../errors.ts';
import { recordAudit } from '../auth/service.ts';
import { mintProgramLoginToken } from '../mesh/service.ts';
import { findUserForImpersonation, listUsers } from './queries.ts';

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
    results: rows.map((u) => ({
      id: u.id,
      type: u.type,
      email: u.email,
      username: u.username,
      first_name: u.firstName,
      last_name: u.lastName,
      created_at: u.createdAt.toISOString(),
      last_login_at: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
    })),
  };
}

/**
 * An admin asks to act as another user: mints a one-time program-login token (issuer 'impersonate')
 * that the web app exchanges at POST /auth/prg/login. Admins cannot be impersonated, nor can you
 * impersonate yourself. The request is audited.
 */
export async function startImpersonation(
  db: Db,
  params: { adminId: string; userId: string; ip: string },
): Promise<ImpersonateResponse> {
  if (params.userId === params.adminId)
    throw new Invalid('You cannot impersonate yourself.', 'impersonate_self');
  return db.transaction(async (tx) => {
    const user = await findUserForImpersonation(tx, params.userId);
    if (!user) throw new NotFound('This user does not exist.');
    if (user.type === 'admin') throw new Forbidden('Admins cannot be impersonated.', 'impersonate_admin');
    const { token, expiresIn } = await mintProgramLoginToken(tx, {
      userId: user.id,
      issuer: 'impersonate',
      impersonatorId: params.adminId,
    });
    await recordAudit(tx, {
      actorId: params.adminId,
      action: 'impersonation.token',
      targetUserId: user.id,
      details: { target_type: user.type },
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
