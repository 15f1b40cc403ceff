import type { UserType } from '@ye/contracts/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden, Unauthorized } from '../errors.ts';
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

/** Who is asking, for a service: every route behind `authenticate`/`requireRole` reads its caller here. */
export interface RequestCaller {
  userId: string;
  type: UserType;
  ip: string;
  impersonatorId: string | null;
}

export function callerOf(request: FastifyRequest): RequestCaller {
  const user = request.user;
  if (!user) throw new Error('route ran without authentication');
  return {
    userId: user.userId,
    type: user.type,
    ip: request.ip,
    impersonatorId: user.impersonatorId ?? null,
  };
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Verifies bearer access tokens. Routes opt in with `preHandler: app.authenticate` or `app.requireRole(...)`. */
export default fp(
  async function authPlugin(app: FastifyInstance, opts: { jwtSecret: string }) {
    app.decorateRequest('user', null);

    const verify = (audience: Audience) => async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = bearer(request);
      if (!token) throw new Unauthorized('Please sign in to continue.', 'not_authenticated');
      const claims = await verifyAccessToken(opts.jwtSecret, token, audience);
      if (!claims)
        throw new Unauthorized('Your session has expired. Please sign in again.', 'token_not_valid');
      request.user = claims;
    };

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
  { name: 'auth' },
);
