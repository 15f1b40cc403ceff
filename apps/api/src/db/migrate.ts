import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { ROOT_DIR } from '../config.ts';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'apps/api/drizzle');

/**
 * The advisory lock key every process takes around its migrations (decision 045). Any fixed number
 * works; this one is "ye" (0x7965) and the year of this rule, so no other code is likely to pick it.
 */
export const MIGRATION_LOCK_KEY = 0x7965_2026;

/**
 * Applies the pending migrations. Two servers starting at once would both find the same migrations
 * pending and both run them (the second failing on "already exists"), so each process holds a
 * session-level advisory lock on one connection while it migrates: the second waits, then finds
 * nothing left to do.
 */
export async function runMigrations(db: Db): Promise<void> {
  // createDb's drizzle({ client: pool }) keeps the pool as $client; the lock needs one session.
  const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
