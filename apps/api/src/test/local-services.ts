// Helpers for tests and scripts that start servers of their own (an API process, an embedded
// PostgreSQL cluster) next to the shared test database.
import net from 'node:net';
import pg from 'pg';

/** A TCP port on 127.0.0.1 that nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Whether the PostgreSQL at `url` accepts a connection and answers a query (never throws). */
export async function postgresAnswers(url: string, timeoutMs = 2000): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.query('select 1 as one')).rows[0]?.one === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
