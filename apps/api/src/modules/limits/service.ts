import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DbOrTx } from '../../db/client.ts';
import { countHit, deleteEndedHits, readHits } from './queries.ts';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string; url?: string };
}

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL (rate_limit_hits), so every
 * API process on the database counts against one limit (decision 045). The plugin makes one child per
 * route, keyed like its Redis store: `<METHOD><route pattern>-<caller key>`.
 */
export function postgresRateLimitStore(db: DbOrTx): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    readonly #continueExceeding: boolean;

    // The plugin passes its merged options (typed there as route options): only these fields are read.
    constructor(options: unknown, prefix = '') {
      const params = options as StoreParams;
      // Exponential backoff is not offered: no route asks for it, and a silent fallback would mislead.
      if (params.exponentialBackoff)
        throw new Error('The PostgreSQL rate-limit store has no exponential backoff.');
      this.#continueExceeding = Boolean(params.continueExceeding);
      this.#prefix = prefix;
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      countHit(db, {
        key: this.#prefix + key,
        windowMs: timeWindow,
        max,
        continueExceeding: this.#continueExceeding,
      }).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback) {
      readHits(db, this.#prefix + key).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    }

    child(options: unknown) {
      const route = (options as StoreParams).routeInfo ?? {};
      return new PostgresRateLimitStore(options, `${this.#prefix}${route.method ?? ''}${route.url ?? ''}-`);
    }
  };
}

/** The daily clean-up's part: counters whose window ended more than a day ago. Idempotent. */
export async function cleanUpRateLimits(db: DbOrTx, now: Date): Promise<{ rate_limit_hits: number }> {
  return { rate_limit_hits: await deleteEndedHits(db, new Date(now.getTime() - 24 * 60 * 60 * 1000)) };
}
