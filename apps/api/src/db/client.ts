import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Db = NodePgDatabase<Record<string, never>>;
/** A database handle or a transaction: services and queries accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The one pool the app uses. No database fault may end the process (docs/decisions/013):
 * - an idle client losing its connection: pg-pool drops it and emits 'error' on the pool;
 * - a checked-out client (inside a transaction, between two queries) losing its connection emits
 *   'error' on the client itself, and pg-pool listens only while a client is idle. With no listener
 *   Node throws "Unhandled 'error' event" (57P01 when the postmaster dies) and the process ends. Every
 *   client gets a listener when it connects; the failure itself reaches the caller through the next
 *   query (which fails: the client is no longer queryable), and pg-pool discards a non-queryable
 *   client when it is released, so a broken connection never goes back into the pool.
 */
export function createPool(url: string, options: { onError?: (err: Error) => void } = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000 });
  pool.on('error', (err) => options.onError?.(err));
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle({ client: pool });
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up, shutting down, in recovery)
  '57P01',
  '57P02',
  '57P03',
  // too_many_connections: a restarting server or a full server, both passing
  '53300',
  // connection_exception and its subclasses
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** True when the error means the database cannot be reached, not that a query was wrong. */
export function isConnectionError(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    // pg's own errors carry no code: a socket closed under a query, a pool that could not connect in
    // time, a query (a transaction's rollback) on a client whose connection already failed.
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|not queryable/i.test(
        message,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The innermost code and message of a connection failure, for a one-line log entry. */
export function connectionFailure(err: unknown): { code?: string; message: string } {
  let e: unknown = err;
  let found: { code?: string; message: string } = { message: String(err) };
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof message === 'string')
      found = {
        ...(typeof code === 'string' ? { code } : {}),
        message: message.split('\n').at(-1) ?? message,
      };
    e = (e as { cause?: unknown }).cause;
  }
  return found;
}

/**
 * True when `err` (or an error it wraps: drizzle puts the driver's in `cause`) is PostgreSQL's
 * unique-violation, on `constraint` when one is named. Lets a service turn a race on a unique value
 * (two sign-ups with one email) into its own 409.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || name === constraint)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
