import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb, createPool } from './db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { initServerMonitoring } from './monitoring.ts';
import { DEMO_LOGINS, seedDemo } from './seed/demo.ts';

// The process entry: database (embedded unless DATABASE_URL is set), migrations, demo seed, HTTP.
const config = loadConfig();
initServerMonitoring(config);

let embedded: EmbeddedDatabase | undefined;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  console.log(
    'Starting the embedded PostgreSQL (data in %s)…',
    path.relative(process.cwd(), path.join(config.dataDir, 'pg')) || '.',
  );
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPgPort);
  databaseUrl = embedded.url;
}

const pool = createPool(databaseUrl);
const db = createDb(pool);
await runMigrations(db);
if (config.seedDemo) {
  const seeded = await seedDemo(db);
  if (seeded) console.log('Demo data seeded.');
}

const app = await buildApp({ config, pool });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await app.close().catch(() => {});
  await pool.end().catch(() => {});
  if (embedded) await embedded.stop().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// The job queue's workers and the daily clean-up start with the server; shutdown's app.close() stops
// them (the jobs plugin's onClose) after the jobs in hand finish.
await app.jobs.start();
await app.listen({ port: config.port, host: config.host });
const base = config.appUrl;
console.log(
  `\nYouth Enrichments is running at ${base}${config.apiDocs ? `  (API docs: ${base}/docs)` : ''}\n`,
);
if (config.seedDemo) {
  console.log('Demo logins:');
  for (const l of DEMO_LOGINS)
    console.log(`  ${l.role.padEnd(16)} ${l.login.padEnd(24)} ${l.password}   (${l.page})`);
  console.log('');
}
