import type { MeshTokens, ProgramLoginIssuer, ProgramLoginResponse } from '@ye/contracts/mesh';
import { IMPERSONATION_MINUTES, PROGRAM_LOGIN_TOKEN_TTL_SECONDS } from '@ye/contracts/mesh';
import { ROLE_PERMISSIONS } from '@ye/contracts/roles';
import { clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Forbidden, Unauthorized } from '../../errors.ts';
import {
  accountState,
  assertMaySignIn,
  findUser,
  programLoginTokens,
  recordAudit,
  type UserRow,
} from '../auth/service.ts';
import { ACCOUNT_DISABLED, issueSession, rotateRefreshToken, verifyCredentials } from '../auth/sessions.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { organizationsOfUser } from './queries.ts';

/** POST /auth/login: an adult's email or a child's username, and a password → a mesh session. */
export async function meshLogin(
  db: DbOrTx,
  config: Config,
  params: { username: string; password: string; ip: string },
): Promise<MeshTokens> {
  const user = await verifyCredentials(db, {
    login: params.username,
    password: params.password,
    ip: params.ip,
  });
  await assertMaySignIn(db, user);
  const session = await issueSession(db, config, user, 'mesh');
  return { access_token: session.access, refresh_token: session.refresh };
}

/** POST /auth/refresh: rotates a mesh refresh token (a main one is refused; reuse revokes the login). */
export async function meshRefresh(db: DbOrTx, config: Config, refreshToken: string): Promise<MeshTokens> {
  const session = await rotateRefreshToken(db, config, refreshToken, 'mesh');
  return { access_token: session.access, refresh_token: session.refresh };
}

/**
 * Mints a one-time program-login token for a user. 'impersonate' tokens carry the admin who minted
 * them. Only the hash is stored; the token itself is returned once.
 */
export async function mintProgramLoginToken(
  db: DbOrTx,
  params: { userId: string; issuer: ProgramLoginIssuer; impersonatorId: string | null },
): Promise<{ token: string; expiresIn: number }> {
  const { token, hash } = newOpaqueToken();
  await programLoginTokens.insert(db, {
    userId: params.userId,
    issuer: params.issuer,
    impersonatorId: params.impersonatorId,
    tokenHash: hash,
    expiresAt: new Date(clock.now().getTime() + PROGRAM_LOGIN_TOKEN_TTL_SECONDS * 1000),
  });
  return { token, expiresIn: PROGRAM_LOGIN_TOKEN_TTL_SECONDS };
}

const PROGRAM_LOGIN_FAILURES = {
  unknown: 'This sign-in link is not valid. Please sign in again.',
  used: 'This sign-in link has already been used. Please sign in again.',
  expired: 'This sign-in link has expired. Please sign in again.',
} as const;

/**
 * POST /auth/prg/login?auth_token=T: uses the one-time token and starts two sessions for its user, a
 * main one (/v1) and a mesh one. When an admin minted it, both sessions carry the admin's id and the
 * start of the impersonation is written to the audit log. All of it happens in one transaction.
 */
export async function programLogin(
  db: Db,
  config: Config,
  params: { authToken: string; ip: string },
): Promise<ProgramLoginResponse> {
  const tokenHash = hashToken(params.authToken);
  return db.transaction(async (tx) => {
    const grant = await programLoginTokens.consume(tx, tokenHash);
    if (!grant) {
      const state = await programLoginTokens.stateOf(tx, tokenHash);
      throw new Unauthorized(PROGRAM_LOGIN_FAILURES[state], `program_token_${state}`);
    }
    const user = await findUser(tx, grant.userId);
    if (!user) throw new Unauthorized(PROGRAM_LOGIN_FAILURES.unknown, 'program_token_unknown');
    if ((await accountState(tx, user.id))?.disabledAt)
      throw new Forbidden(ACCOUNT_DISABLED, 'account_disabled');
    const issuer: ProgramLoginIssuer = grant.issuer === 'impersonate' ? 'impersonate' : 'program';
    const impersonatorId = issuer === 'impersonate' ? grant.impersonatorId : null;
    if (issuer === 'impersonate' && !impersonatorId)
      throw new Unauthorized(PROGRAM_LOGIN_FAILURES.unknown, 'program_token_unknown');
    // An impersonation ends 30 minutes after it starts (real time: token expiry is checked against it).
    const endsAt = impersonatorId ? new Date(Date.now() + IMPERSONATION_MINUTES * 60 * 1000) : null;
    const main = await issueSession(tx, config, user, 'main', { impersonatorId, endsAt });
    const mesh = await issueSession(tx, config, user, 'mesh', { impersonatorId, endsAt });
    if (issuer === 'impersonate') {
      await recordAudit(tx, {
        actorId: impersonatorId,
        action: 'impersonation.start',
        targetUserId: user.id,
        details: { target_type: user.type },
        ip: params.ip,
      });
    }
    return {
      access_token: main.access,
      refresh_token: main.refresh,
      type: user.type,
      issuer,
      mesh_access_token: mesh.access,
      mesh_refresh_token: mesh.refresh,
    };
  });
}

/** The signed-in user of a mesh token, or null when the account no longer exists. */
export async function meUser(db: DbOrTx, userId: string): Promise<UserRow | null> {
  return findUser(db, userId);
}

/**
 * The GraphQL `Me` object, without organizations and billing (field resolvers load those, billing
 * once per `me` however many of its fields are asked).
 */
export function meOf(user: UserRow) {
  return { id: user.id, type: user.type, permissions: [...ROLE_PERMISSIONS[user.type]] };
}

export async function meOrganizations(db: DbOrTx, userId: string): Promise<{ id: string; name: string }[]> {
  return organizationsOfUser(db, userId);
}
