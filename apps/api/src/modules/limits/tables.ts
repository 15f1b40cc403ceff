import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request-rate limits' counters (@fastify/rate-limit), shared by every API process on the database
 * (decision 045): one row per route and caller key, counting hits until `reset_at`. Rows are
 * disposable: the daily clean-up removes those whose window ended.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** `<METHOD><route pattern>-<caller key>`, e.g. `POST/v1/auth/token/get-203.0.113.9`. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);
