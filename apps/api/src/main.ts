import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb, createPool } from './db/client.ts';
import {
  type EmbeddedDatabase,
  leaveSignalsToCaller,
  type SupervisorEvent,
  startEmbeddedPostgres,
} from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { backfillOutcomes } from './modules/insights/outcomes/service.ts';
import { initServerMonitoring } from './monitoring.ts';
import { DEMO_LOGINS, seedDemo } from './seed/demo.ts';

// The process (entered through server.ts): database (embedded unless DATABASE_URL is set), migrations, demo seed, HTTP.
const config = loadConfig();
initServerMonitoring(config);

// Until the app (and its logger) exists, warnings go to stderr.
let warn = (message: string) => console.warn(message);

let embedded: EmbeddedDatabase | undefined;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  console.log(
    'Starting the embedded PostgreSQL (data in %s)…',
    path.relative(process.cwd(), path.join(config.dataDir, 'pg')) || '.',
  );
  // Watched: if that PostgreSQL dies (killed, crashed), it is started again; meanwhile the API answers
  // 503 and serves again once it is back. With DATABASE_URL, the database's own supervisor does this.
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPgPort, undefined, {
    supervise: { onEvent: (event) => warn(describeSupervisorEvent(event)) },
  });
  databaseUrl = embedded.url;
}

const pool = createPool(databaseUrl, {
  onError: (err) => warn(`An idle database connection failed: ${err.message}`),
});
const db = createDb(pool);
await runMigrations(db);
// Migration 0026's backfill (decision 053): the instructor's aggregates table, filled once from the
// existing rows when it is empty (set-based; about half a minute at 100k children).
if (await backfillOutcomes(db, new Date())) console.log('Instructor aggregates backfilled.');
if (config.seedDemo) {
  const seeded = await seedDemo(db, config);
  if (seeded) console.log('Demo data seeded.');
}

const app = await buildApp({ config, pool });
warn = (message) => app.log.warn(message);

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
// A closed terminal: without this, Node would exit at once and leave the embedded PostgreSQL running.
process.on('SIGHUP', () => void shutdown('SIGHUP'));
// From here the shutdown above stops the embedded PostgreSQL, after the requests, jobs and pool.
leaveSignalsToCaller();

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

function describeSupervisorEvent(event: SupervisorEvent): string {
  switch (event.type) {
    case 'exited':
      return `The embedded PostgreSQL exited (code ${event.code}, signal ${event.signal}); starting it again.`;
    case 'restarting':
      return `Starting the embedded PostgreSQL in ${event.delayMs} ms (attempt ${event.attempt}).`;
    case 'restart-failed':
      return `The embedded PostgreSQL did not start (attempt ${event.attempt}): ${event.error}`;
    case 'restarted':
      return `The embedded PostgreSQL is back (down ${event.downMs} ms).`;
  }
}
