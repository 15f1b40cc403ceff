import type { UserType } from '@ye/contracts/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client.ts';
import { Forbidden, Unauthorized } from '../errors.ts';
import { type AccountState, findAccountStates, insertAudit } from '../modules/auth/queries.ts';
import { type AccessClaims, type Audience, verifyAccessToken } from '../modules/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by `authenticate`/`requireRole`; null on public routes. */
    user: AccessClaims | null;
  }
  interface FastifyInstance {
    /** preHandler: any signed-in user with a main (/v1) token. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: a signed-in user whose type is one of `types`. */
    requireRole: (...types: UserType[]) => preHandlerAsyncHookHandler;
    /** preHandler for the mesh service (/auth, /graphql): a mesh token. */
    authenticateMesh: preHandlerAsyncHookHandler;
  }
}

/**
 * Who is asking, for a service: every route behind `authenticate`/`requireRole` reads its caller here
 * (`callerOf`), and every service takes this one type. `ip` and `impersonatorId` are filled by the
 * routes; a service that writes the audit log reads them, the others ignore them.
 */
export interface Caller {
  userId: string;
  type: UserType;
  ip?: string | null;
  impersonatorId?: string | null;
}

export function callerOf(request: FastifyRequest): Caller {
  const user = request.user;
  if (!user) throw new Error('route ran without authentication');
  return {
    userId: user.userId,
    type: user.type,
    ip: request.ip,
    impersonatorId: user.impersonatorId ?? null,
  };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** False when the account may not act with a token issued at `issuedAt` (disabled, or signed out since). */
function mayAct(state: AccountState | undefined, issuedAt: number | undefined): state is AccountState {
  if (!state || state.disabledAt) return false;
  if (!state.tokensValidFrom) return true;
  // Milliseconds (tokens.ts's `ims`): a token issued before the sign-out-everywhere is refused.
  return issuedAt !== undefined && issuedAt >= state.tokensValidFrom.getTime();
}

/**
 * A verified token's caller as the accounts are now: null when the account (or the admin acting as it)
 * no longer exists, is disabled, was signed out everywhere after the token was issued, or the admin is
 * no longer an admin. The type comes from the account, not the token, so a demoted admin loses admin
 * rights on the next request. One query by primary key.
 */
export async function currentCaller(db: DbOrTx, claims: AccessClaims): Promise<AccessClaims | null> {
  const ids = claims.impersonatorId ? [claims.userId, claims.impersonatorId] : [claims.userId];
  if (!ids.every((id) => UUID.test(id))) return null;
  const states = await findAccountStates(db, ids);
  const state = states.get(claims.userId);
  if (!mayAct(state, claims.issuedAt)) return null;
  if (claims.impersonatorId) {
    const admin = states.get(claims.impersonatorId);
    if (!mayAct(admin, claims.issuedAt) || admin.type !== 'admin') return null;
  }
  return { ...claims, type: state.type };
}

/**
 * Calls an admin may not make while acting as someone else (decision 037): billing, the password and
 * deleting the account stay with the account's owner. Matched on the route's declared URL.
 */
const NOT_WHILE_IMPERSONATING = [
  /^\/v1\/billing\//,
  /^\/v1\/subscription\//,
  /^\/v1\/parent\/subscribe$/,
  /^\/v1\/auth\/password\/update$/,
  /^\/v1\/parent_router\/parent\/delete-account$/,
];
export const NOT_WHILE_IMPERSONATING_DETAIL =
  'This is not available while impersonating: billing, passwords and deleting the account stay with its owner.';

export const notWhileImpersonating = (routeUrl: string | undefined): boolean =>
  routeUrl !== undefined && NOT_WHILE_IMPERSONATING.some((re) => re.test(routeUrl));

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Verifies bearer access tokens. Routes opt in with `preHandler: app.authenticate` or `app.requireRole(...)`. */
export default fp(
  async function authPlugin(app: FastifyInstance, opts: { jwtSecret: string }) {
    app.decorateRequest('user', null);

    const verify = (audience: Audience) => async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = bearer(request);
      if (!token) throw new Unauthorized('Please sign in to continue.', 'not_authenticated');
      const claims = await verifyAccessToken(opts.jwtSecret, token, audience);
      if (!claims) throw new Unauthorized(SESSION_EXPIRED, 'token_not_valid');
      const caller = await currentCaller(app.db, claims);
      if (!caller) throw new Unauthorized(SESSION_ENDED, 'account_gone');
      request.user = caller;
      if (caller.impersonatorId && notWhileImpersonating(request.routeOptions.url))
        throw new Forbidden(NOT_WHILE_IMPERSONATING_DETAIL, 'impersonating');
    };

    // Every change made while impersonating names both people in the audit log: the admin as the actor,
    // the user acted as as the target, with the call. After the answer, so it never slows or fails it.
    app.addHook('onResponse', async (request, reply) => {
      const user = request.user;
      if (!user?.impersonatorId || READS.has(request.method) || reply.statusCode >= 400) return;
      try {
        await insertAudit(app.db, {
          actorId: user.impersonatorId,
          action: 'impersonation.write',
          targetUserId: user.userId,
          details: { method: request.method, route: request.routeOptions.url, status: reply.statusCode },
          ip: request.ip,
        });
      } catch (err) {
        request.log.error({ err }, 'could not audit a change made while impersonating');
      }
    });

    const authenticate = verify('main');
    app.decorate('authenticate', authenticate);
    app.decorate('authenticateMesh', verify('mesh'));
    app.decorate(
      'requireRole',
      (...types: UserType[]) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          await authenticate(request, reply);
          if (!request.user || !types.includes(request.user.type))
            throw new Forbidden('This account is not allowed to do this.');
        },
    );
  },
  { name: 'auth', dependencies: ['db'] },
);
