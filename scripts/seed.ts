// npm run seed: migrates the database and seeds the demo (apps/api/src/seed) into it. The database is
// DATABASE_URL when set, else the embedded PostgreSQL that `npm start` keeps in DATA_DIR (.data/pg),
// started for the occasion or reached where it already runs. Idempotent: a database that already
// holds the demo accounts is left as it is. Never in production (no demo accounts there).
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDb, createPool } from '../apps/api/src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../apps/api/src/db/embedded.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { DEMO_LOGINS, seedDemo } from '../apps/api/src/seed/demo.ts';

const config = loadConfig();
if (config.env === 'production') {
  console.error('npm run seed refuses NODE_ENV=production: the demo accounts have published passwords.');
  process.exit(1);
}

/** The embedded cluster `npm start` may already be running on this data folder. */
function runningEmbeddedUrl(dir: string, port: number): string | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid) process.kill(pid, 0);
  } catch {
    return null; // a stale pid file: startEmbeddedPostgres clears it
  }
  return pid ? `postgres://postgres:postgres@127.0.0.1:${port}/youth_enrichments` : null;
}

let embedded: EmbeddedDatabase | undefined;
let databaseUrl = config.databaseUrl;
let where = 'DATABASE_URL';
if (!databaseUrl) {
  const dir = path.join(config.dataDir, 'pg');
  const shown = path.relative(process.cwd(), dir);
  where = `the embedded PostgreSQL in ${shown && !shown.startsWith('..') ? shown : dir}`;
  databaseUrl = runningEmbeddedUrl(dir, config.embeddedPgPort) ?? undefined;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(dir, config.embeddedPgPort);
    databaseUrl = embedded.url;
  }
}

const pool = createPool(databaseUrl);
let exitCode = 0;
try {
  const db = createDb(pool);
  await runMigrations(db);
  console.log(`Migrated ${where}.`);
  if (await seedDemo(db, config)) {
    console.log('Demo data seeded. Logins:');
    for (const l of DEMO_LOGINS) console.log(`  ${l.role.padEnd(16)} ${l.login.padEnd(24)} ${l.password}`);
  } else {
    console.log('The demo is already there: nothing to seed.');
  }
} catch (err) {
  console.error('Seeding failed:', err);
  exitCode = 1;
} finally {
  await pool.end().catch(() => {});
  if (embedded) await embedded.stop().catch(() => {});
}
process.exit(exitCode);
