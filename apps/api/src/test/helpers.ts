import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb, createPool, type Db } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  pool: pg.Pool;
  databaseUrl: string;
  close: () => Promise<void>;
}

/** Builds the whole app on a fresh database cloned from the migrated template. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestContext> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is not set: run through vitest --project api');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ye_template`);
  await admin.end();
  const databaseUrl = withDatabase(adminUrl, name);
  const pool = createPool(databaseUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: `.data/test-files/${name}`,
    ...env,
  });
  const app = await buildApp({ config, pool, logStream: options.logStream });
  await app.ready();
  return {
    app,
    db: createDb(pool),
    pool,
    databaseUrl,
    close: async () => {
      await app.close();
      await pool.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
