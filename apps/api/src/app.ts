import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import { type Config, fastifyTrustProxy } from './config.ts';
import { createDb } from './db/client.ts';
import { TooManyRequests } from './errors.ts';
import healthRoutes from './modules/health/routes.ts';
import { registerModules } from './modules/index.ts';
import { postgresRateLimitStore } from './modules/limits/service.ts';
import { API_TAGS, withOperationIds } from './openapi.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import filesPlugin from './plugins/files.ts';
import inputGuard from './plugins/input-guard.ts';
import jobsPlugin from './plugins/jobs.ts';
import metricsPlugin from './plugins/metrics.ts';
import securityHeaders, { securityHeaderOptions } from './plugins/security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  config: Config;
  pool: pg.Pool;
  /** Where log lines go (stdout when absent); tests read them. */
  logStream?: NodeJS.WritableStream;
}

/** Paths the API owns; anything else that is a GET is the single-page app. */
const API_PREFIXES = ['/v1/', '/auth/', '/graphql', '/docs', '/healthz', '/readyz', '/metrics', '/uploads/'];

// Secrets never reach the log: bodies are not logged, and these keys are masked wherever they appear.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.refresh',
  '*.refresh_token',
  '*.access_token',
];

/**
 * One log line per request, written when it ends, instead of Fastify's two: writing log lines was
 * the largest single cost of a hot read in the bench's CPU profile (docs/performance.md, "Where the
 * time goes"). The line keeps what the first one said (method, path, request id).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error)
      request.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp({ config, pool, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        // The URL is logged without its query string: auth_token and reset tokens travel there.
        req: (req) => ({ method: req.method, url: req.url.split('?')[0], id: req.id }),
      },
    },
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
    // Errors found before a route runs answer {detail} like all others (errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; else the socket address
    // is the client, so nobody can pick the address the per-address limits and the audit log see.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins first, then our own, then routes (the fastify/demo order).
  await app.register(securityHeaders, securityHeaderOptions(config));
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Counted in PostgreSQL, so every API process on the database shares one limit (decision 045).
    store: postgresRateLimitStore(createDb(pool)),
    // The plugin throws what this returns: a typed error, so the one error handler answers
    // `{detail}` with Retry-After like every other 429.
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
      const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
      return new TooManyRequests(`Too many attempts. Please try again in ${wait}.`, seconds);
    },
  });
  // The document a client generator reads (decision 018): OpenAPI 3.1, so a nullable field is
  // `type: [x, 'null']`; declared tags and an operationId for every operation (openapi.ts).
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Youth Enrichments API',
        version: '1.0.0',
        description: 'REST API (/v1) and the identity service ("mesh": /auth, /graphql).',
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the API is at the root of whichever origin served this document (APP_URL in production,
      // localhost or a test server elsewhere), so one document is right everywhere.
      servers: [{ url: '/', description: 'The origin that serves this document' }],
      tags: API_TAGS,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document ? withOperationIds(document.openapiObject) : document.swaggerObject,
  });
  // The document is still built (tests and tools read app.swagger()); only its pages are left out
  // in production unless API_DOCS=1, so a public server does not hand out its whole map.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(errorsPlugin);
  await app.register(inputGuard);
  await app.register(dbPlugin, { pool });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  app.decorate('config', config);
  // The job queue (pg-boss, DESIGN §9): every domain's jobs; the server starts its workers.
  await app.register(jobsPlugin);
  // Prometheus figures (GET /metrics behind METRICS_TOKEN): timed from here, so every route counts.
  await app.register(metricsPlugin);
  await app.register(filesPlugin);

  await app.register(healthRoutes);
  await registerModules(app, config);

  const indexHtml = path.join(config.webDistDir, 'index.html');
  const serveWeb = fs.existsSync(indexHtml);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/precompress.ts): sent as the
      // browser accepts, with no compression work per request.
      preCompressed: true,
      // Source maps are for error monitoring uploads, never for the browser (a build may still hold them).
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (res, filePath) => {
        // Hashed build assets never change; index.html must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
    if (!isApi && serveWeb && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html').sendFile('index.html');
    }
    // The path is named, but never more than a line of it: an error must not echo a huge URL back.
    const shown = url.length > 120 ? `${url.slice(0, 120)}…` : url;
    return reply.status(404).send({ detail: `Not found: ${request.method} ${shown}`, code: 'not_found' });
  });

  return app;
}
