import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from '../config.ts';
import { createDb, createPool } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';

/**
 * Starts one real PostgreSQL for the API test run and migrates a template database. Each test file
 * then clones the template (fast, isolated). TEST_DATABASE_URL points at an external server instead.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    const port = 55000 + Math.floor(Math.random() * 5000);
    const dir = path.join(ROOT_DIR, '.data', `test-pg-${process.pid}`);
    const embedded = await startEmbeddedPostgres(dir, port, 'postgres');
    adminUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      const fs = await import('node:fs');
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS ye_template');
  await admin.query('CREATE DATABASE ye_template');
  await admin.end();

  const templateUrl = withDatabase(adminUrl, 'ye_template');
  const pool = createPool(templateUrl);
  await runMigrations(createDb(pool));
  await pool.end();

  provide('adminDatabaseUrl', adminUrl);
  return async () => {
    if (stop) await stop();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
