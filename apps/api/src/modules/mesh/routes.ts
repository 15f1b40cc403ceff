import multipart from '@fastify/multipart';
import { ErrorBody } from '@ye/contracts/common';
import {
  JWT_INVALID_MESSAGE,
  MeshLoginBody,
  MeshRefreshBody,
  MeshTokens,
  ProgramLoginQuery,
  ProgramLoginResponse,
} from '@ye/contracts/mesh';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type DocumentNode, GraphQLError, getOperationAST, parse } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';

// mercurius is CommonJS: Node's ESM loader exposes only its default export, not named ones.
const { ErrorWithProps } = mercurius;

import type { Config } from '../../config.ts';
import { Forbidden, Invalid, PayloadTooLarge, UnsupportedMediaType } from '../../errors.ts';
import { bearer, type Caller, currentCaller } from '../../plugins/auth.ts';
import { type AccessClaims, verifyAccessToken } from '../auth/tokens.ts';
import * as billing from '../billing/service.ts';
import { meshErrorFormatter, UNAVAILABLE_MESSAGE } from './graphql-errors.ts';
import {
  costLimitRule,
  GRAPHQL_LIMITS,
  GraphqlGetQuery,
  GraphqlPostBody,
  NoSchemaIntrospectionCustomRule,
} from './graphql-limits.ts';
import { meshSchema } from './schema.ts';
import { meOf, meOrganizations, meshLogin, meshRefresh, meUser, programLogin } from './service.ts';

declare module 'mercurius' {
  interface MercuriusContext {
    /** The caller of a valid mesh access token, or null. */
    user: AccessClaims | null;
  }
}

const MULTIPART_SIZE_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_REQ_FILE_TOO_LARGE']);
const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
const TAGS = ['mesh'];

/** A missing, forged, expired or non-mesh token: the web client refreshes once on this message. */
const jwtError = () => new ErrorWithProps(JWT_INVALID_MESSAGE, { code: 'UNAUTHENTICATED' }, 401);

function requireUser(ctx: MercuriusContext): AccessClaims {
  if (!ctx.user) throw jwtError();
  return ctx.user;
}

/** A GraphQL request refused before it runs (JSON Schema: mercurius's routes skip the zod transform). */
const GRAPHQL_REFUSED = {
  description: "Not a GraphQL request this server runs: {detail} with GraphQL's own data and errors",
  type: 'object',
  required: ['detail'],
  properties: {
    detail: { type: 'string' },
    data: { type: 'null' },
    errors: {
      type: 'array',
      items: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
    },
  },
};

/**
 * The identity service the spec calls "mesh", in this process (docs/decisions): /auth/login,
 * /auth/refresh, /auth/prg/login and /graphql. Its tokens have the 'mesh' audience.
 */
export default async function meshRoutes(appBase: FastifyInstance, opts: { config: Config }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config } = opts;

  // Multipart only here (POST /auth/login): a few small text fields, never a file.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldNameSize: 100, fieldSize: 1024, fields: 10, files: 0, parts: 10, headerPairs: 100 },
  });
  // Multipart limit errors in words a person reads; everything else goes on to the app's error handler.
  app.setErrorHandler((err: FastifyError) => {
    if (err.code === 'FST_FILES_LIMIT')
      throw new Invalid('Send only the username and password; files are not accepted.');
    if (MULTIPART_SIZE_CODES.has(err.code)) throw new PayloadTooLarge('The sign-in form is too large.');
    throw err;
  });
  // The same two fields as an urlencoded form, for clients that post a plain HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Mesh sign-in (multipart/form-data: username, password)',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: MeshLoginBody,
        security: [],
        response: {
          200: MeshTokens,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
        },
      },
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
    },
    async (request) => meshLogin(app.db, config, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: TAGS,
        summary: 'Rotate a mesh refresh token',
        body: MeshRefreshBody,
        security: [],
        response: { 200: MeshTokens, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
    },
    async (request) => meshRefresh(app.db, config, request.body.refresh_token),
  );

  app.post(
    '/auth/prg/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Program login with a one-time auth_token (main and mesh sessions)',
        querystring: ProgramLoginQuery,
        security: [],
        response: {
          200: ProgramLoginResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
        },
      },
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
    },
    async (request) => programLogin(app.db, config, { authToken: request.query.auth_token, ip: request.ip }),
  );

  await app.register(async (gqlScope) => {
    // Mercurius declares its routes with JSON Schema; the app-wide compilers expect zod. In this scope
    // bodies are checked by GraphQL itself (parse + validate against the schema) and answers are plain JSON.
    gqlScope.setValidatorCompiler(() => (value) => ({ value }));
    gqlScope.setSerializerCompiler(() => (data) => JSON.stringify(data));
    // Their JSON Schemas go into /docs as they are (the zod transform would choke on them).
    gqlScope.addHook('onRoute', (route) => {
      route.config = { ...route.config, swaggerTransform: false };
      // What the document says of them besides (decision 018). The 400 schema only documents: this
      // scope's serializer ignores schemas.
      route.schema = {
        ...route.schema,
        tags: ['mesh'],
        summary:
          route.method === 'GET'
            ? 'Run a GraphQL query given in the query string'
            : 'Run a GraphQL query or mutation given as JSON',
        response: { ...(route.schema?.response as object | undefined), 400: GRAPHQL_REFUSED },
      };
    });
    // The request's shape, before GraphQL sees it: one operation, strings where strings belong, and
    // not longer than the limit (a number as the query used to end as an internal error).
    gqlScope.addHook('preValidation', async (request) => {
      const parsed =
        request.method === 'GET'
          ? GraphqlGetQuery.safeParse(request.query)
          : GraphqlPostBody.safeParse(request.body);
      if (!parsed.success)
        throw new Invalid(parsed.error.issues[0]?.message ?? 'The GraphQL request is not valid.');
      // Parsed here too (mercurius parses again, cached): on a syntax error mercurius reads the text
      // as a JSON syntax tree, so "1e+21" or "{}" ended as an internal error; and an operationName
      // that names no operation of the document crashed it on GET.
      const { query, operationName } = parsed.data;
      if (query === undefined) return;
      let document: DocumentNode;
      try {
        document = parse(query);
      } catch (err) {
        throw new Invalid(err instanceof GraphQLError ? err.message : 'The GraphQL query is not valid.');
      }
      if (!getOperationAST(document, operationName ?? undefined))
        throw new Invalid(
          operationName
            ? `The query has no operation named "${operationName}".`
            : 'Send one operation, or name the one to run in "operationName".',
        );
    });
    // A GraphQL request is JSON (or a GET): a form, multipart or anything else is refused before
    // its body is read (the multipart parser registered above for /auth/login would take it).
    gqlScope.addHook('onRequest', async (request) => {
      if (request.method !== 'POST') return;
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/json' && type !== 'application/graphql')
        throw new UnsupportedMediaType('Send GraphQL requests as JSON (Content-Type: application/json).');
    });
    // Every error status carries {detail} (the API's contract) beside GraphQL's own `errors`, which
    // GraphQL clients read.
    gqlScope.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      try {
        const body = JSON.parse(payload) as { detail?: unknown; errors?: { message?: unknown }[] };
        if (typeof body.detail === 'string') return payload;
        const first = body.errors?.[0]?.message;
        const detail =
          reply.statusCode === 503
            ? UNAVAILABLE_MESSAGE
            : reply.statusCode < 500 && typeof first === 'string'
              ? first
              : 'Something went wrong on our side. Please try again.';
        return JSON.stringify({ detail, ...body });
      } catch {
        return payload;
      }
    });
    await registerGraphql(gqlScope, config);
  });
}

type MeObject = ReturnType<typeof meOf>;

/** Billing belongs to a family's parent: anyone else asking for a checkout or the portal is refused. */
function parentCaller(claims: AccessClaims): Caller {
  if (claims.type !== 'parent') throw new Forbidden('Only a parent can manage the family’s membership.');
  return { userId: claims.userId, type: claims.type, impersonatorId: claims.impersonatorId ?? null };
}

async function registerGraphql(app: FastifyInstance, config: Config) {
  const billingDeps = billing.depsOf(app);
  // One billing read per `me`, however many of its billing fields the query names.
  const loaded = new WeakMap<MeObject, ReturnType<typeof billing.meBilling>>();
  const billingOf = (me: MeObject) => {
    let found = loaded.get(me);
    if (!found) {
      found = billing.meBilling(billingDeps, me);
      loaded.set(me, found);
    }
    return found;
  };
  const resolvers: IResolvers = {
    Query: {
      me: async (_root, _args, ctx) => {
        const claims = requireUser(ctx);
        const user = await meUser(app.db, claims.userId);
        if (!user) throw jwtError();
        return meOf(user);
      },
    },
    Me: {
      organizations: async (me: MeObject) => meOrganizations(app.db, me.id),
      hasActiveStripeSubscription: async (me: MeObject) => (await billingOf(me)).hasActiveStripeSubscription,
      subscriptionStatus: async (me: MeObject) => (await billingOf(me)).subscriptionStatus,
      stripe: async (me: MeObject) => ({ subscriptions: (await billingOf(me)).subscriptions }),
    },
    Mutation: {
      checkoutUrl: async (
        _root,
        args: { subscriptionType: 'MONTHLY' | 'YEARLY'; successUrl: string; cancelUrl: string },
        ctx,
      ) => {
        const claims = requireUser(ctx);
        const frequency = args.subscriptionType === 'YEARLY' ? 'yearly' : 'monthly';
        return billing.startCheckout(billingDeps, parentCaller(claims), frequency, {
          successUrl: args.successUrl,
          cancelUrl: args.cancelUrl,
        });
      },
      portalUrl: async (_root, args: { returnUrl: string }, ctx) =>
        billing.openPortal(billingDeps, parentCaller(requireUser(ctx)), args.returnUrl),
    },
  };

  await app.register(mercurius, {
    schema: meshSchema,
    resolvers,
    path: '/graphql',
    // GraphiQL would load its scripts from a CDN, which the CSP (and our no-CDN rule) forbids.
    graphiql: false,
    queryDepth: GRAPHQL_LIMITS.maxDepth,
    // Fields, aliases and cost are counted before anything runs; the schema is not described to
    // strangers in production.
    validationRules:
      config.env === 'production' ? [costLimitRule, NoSchemaIntrospectionCustomRule] : [costLimitRule],
    context: async (request) => {
      const token = bearer(request);
      const claims = token ? await verifyAccessToken(config.jwtSecret, token, 'mesh') : null;
      // As on /v1: the account decides, so a deleted or demoted account is refused at once.
      return { user: claims ? await currentCaller(app.db, claims) : null };
    },
    errorFormatter: meshErrorFormatter,
  });
}
