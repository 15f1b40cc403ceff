import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { createDb, createPool, isConnectionError } from './client.ts';

// The pool-level half of "no database fault ends the process" (the whole probe is
// modules/health/outage.test.ts). A backend terminated while its client is checked out and idle
// (inside a transaction, between two queries) makes PostgreSQL send FATAL 57P01 to a client that has
// no query running: pg emits 'error' on the client, and with no listener Node ends the process.

let t: TestContext;
let admin: pg.Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = new pg.Client({ connectionString: t.databaseUrl });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
});

async function terminate(pid: number) {
  await admin.query('select pg_terminate_backend($1)', [pid]);
}

describe('a connection lost while checked out', () => {
  it('does not end the process; the client is discarded and the pool serves again', async () => {
    const pool = createPool(t.databaseUrl);
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await client.query('begin');
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      await terminate(rows[0]?.pid ?? 0);
      // The FATAL message and the socket's end reach the client while no query runs on it. (Without
      // an error listener the first throws out of the socket handler and 'end' never comes.)
      await Promise.race([
        ended,
        new Promise((_, reject) => setTimeout(() => reject(new Error('the client never saw its end')), 5000)),
      ]);
      const next = await client.query('select 1').catch((err: unknown) => err);
      expect(isConnectionError(next), String(next)).toBe(true);
      client.release();
      expect(pool.totalCount).toBe(0);
      expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('a Drizzle transaction whose connection dies between two queries fails as a connection error', async () => {
    const pool = createPool(t.databaseUrl);
    const db = createDb(pool);
    try {
      const outcome = await db
        .transaction(async (tx) => {
          const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
          const pid = result.rows[0]?.pid ?? 0;
          await terminate(pid);
          // Wait until the server has ended that backend, so its FATAL arrives between queries.
          for (let i = 0; i < 200; i++) {
            const alive = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
            if (alive.rowCount === 0) break;
            await new Promise((r) => setTimeout(r, 10));
          }
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          (err: unknown) => err,
        );
      expect(isConnectionError(outcome), String(outcome)).toBe(true);
      const again = await db.execute<{ one: number }>(sql`select 1 as one`);
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await pool.end();
    }
  });
});

describe('isConnectionError', () => {
  it('knows the codes and messages of an unreachable or restarting database, and nothing else', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '53300'])
      expect(isConnectionError(Object.assign(new Error('x'), { code }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isConnectionError(
        new Error('Failed query: rollback', {
          cause: new Error('Client has encountered a connection error and is not queryable'),
        }),
      ),
    ).toBe(true);
    for (const code of ['23505', '22P02', '40001', '42P01'])
      expect(isConnectionError(Object.assign(new Error('x'), { code }))).toBe(false);
    expect(isConnectionError(new Error('boom'))).toBe(false);
  });
});
