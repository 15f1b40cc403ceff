import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createPool } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

/** A TCP relay in front of PostgreSQL that the test can cut and restore, like a database restart. */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const srv = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = srv;
      srv.listen(port, '127.0.0.1', () => {
        port = (srv.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  return { open, cut, port: () => port };
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('readiness', () => {
  it('answers 503 {detail} when the database cannot be reached', async () => {
    const pool = createPool('postgres://nobody:nothing@127.0.0.1:1/none');
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '.data/test-files/unreachable' }),
      pool,
    });
    try {
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toEqual(expect.any(String));
      const api = await app.inject({
        method: 'POST',
        url: '/v1/auth/token/get',
        payload: { email: 'a@example.test', password: 'x' },
      });
      expect(api.statusCode).toBe(503);
      expect(api.json().detail).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await app.close();
      await pool.end();
    }
  });

  it('recovers without a restart when the database comes back', async () => {
    const url = new URL(t.databaseUrl);
    const r = relay({ host: url.hostname, port: Number(url.port) });
    await r.open();
    const relayed = new URL(t.databaseUrl);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(r.port());
    const pool = createPool(relayed.toString());
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '.data/test-files/relay' }),
      pool,
    });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await r.cut();
      const down = await app.inject({ url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json().detail).toEqual(expect.any(String));
      await r.open();
      const up = await app.inject({ url: '/readyz' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 'ready' });
    } finally {
      await app.close();
      await pool.end();
      await r.cut();
    }
  });
});
