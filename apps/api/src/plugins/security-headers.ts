import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/** The app's security headers, as helmet's options. */
export function securityHeaderOptions(config: Pick<Config, 'env' | 'sentryDsn'>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI/Emotion inject <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...(config.sentryDsn ? ['https://*.sentry.io', 'https://*.ingest.sentry.io'] : []),
        ],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.env === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production',
  };
}

/**
 * The headers helmet sets for `options`, worked out once. They depend on nothing in the request
 * (no CSP nonces, no functions in the directives), so every response can get the same list.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): {
  set: readonly (readonly [string, string])[];
  remove: readonly string[];
} {
  const set = new Map<string, string>();
  const remove: string[] = [];
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), String(value));
      return res;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      remove.push(name.toLowerCase());
    },
  };
  let failed: unknown;
  // Helmet's middleware is synchronous: it sets its headers and calls next before it returns.
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return { set: [...set], remove };
}

/**
 * Helmet's security headers on every response (decision 060). @fastify/helmet built a new helmet
 * middleware for each request, parsing the CSP directives again; that work, and its garbage, was a
 * cost every route paid. The headers go on the raw response, as helmet itself sets them, so a route
 * that sets its own (an SVG's stricter CSP) still replaces them.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
    const { set, remove } = helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of set) raw.setHeader(name, value);
      for (const name of remove) raw.removeHeader(name);
      done();
    });
  },
  { name: 'security-headers' },
);
