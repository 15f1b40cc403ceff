import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb, createPool } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { MAX_FAILURES_PER_ACCOUNT_AND_IP } from '../modules/auth/sessions.ts';
import { uploadsRoot } from '../modules/studio/uploads.ts';
import { type FakeS3, startFakeS3 } from './fake-s3.ts';
import { createInstructor, tokenFor } from './fixtures.ts';
import { withDatabase } from './global-setup.ts';

// Two API processes on one PostgreSQL behind a round-robin proxy (docs/operations.md, decision 045):
// both start on an empty database at once (the migrations' advisory lock), a family signs in on one
// and refreshes on the other, the sign-in throttle and the rate limits count across both, and a file
// uploaded through one is served by the other (S3-compatible storage; each process has its own disk).

interface Instance {
  app: FastifyInstance;
  pool: pg.Pool;
  port: number;
}

const adminUrl = () => {
  const url = process.env.TEST_ADMIN_DATABASE_URL;
  if (!url) throw new Error('TEST_ADMIN_DATABASE_URL is not set: run through vitest --project api');
  return url;
};

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A proxy that sends each request to the next backend in turn, and counts what each one got. */
function roundRobin(ports: number[]) {
  const served = ports.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const i = next++ % ports.length;
    served[i] = (served[i] ?? 0) + 1;
    const upstream = http.request(
      { host: '127.0.0.1', port: ports[i], method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return { server, served };
}

describe('two API processes on one database behind a round-robin proxy', () => {
  const name = `t_two_${crypto.randomBytes(5).toString('hex')}`;
  const instances: Instance[] = [];
  let proxy: ReturnType<typeof roundRobin>;
  let s3: FakeS3;
  let base = '';

  async function post(path: string, body: unknown) {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    // An empty database, not the migrated template: both processes find every migration pending.
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = withDatabase(adminUrl(), name);
    const pools = [createPool(url), createPool(url)];
    await Promise.all(pools.map((pool) => runMigrations(createDb(pool))));
    s3 = await startFakeS3();
    for (const [i, pool] of pools.entries()) {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: url,
        // Each process its own disk, as on two machines: only the bucket is shared.
        DATA_DIR: `.data/test-files/${name}-${i}`,
        ...s3.env('ye-two'),
      });
      const app = await buildApp({ config, pool });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push({ app, pool, port: (app.server.address() as AddressInfo).port });
    }
    proxy = roundRobin(instances.map((i) => i.port));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => proxy?.server.close(resolve));
    for (const { app, pool } of instances) {
      const dir = app.config.dataDir;
      await app.close();
      await pool.end();
      if (dir.includes('test-files')) await fs.promises.rm(dir, { recursive: true, force: true });
    }
    await s3?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('migrated once although both started at once', async () => {
    const [first] = instances;
    if (!first) throw new Error('no instance started');
    const { rows } = await first.pool.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    const [counts] = rows;
    expect(counts?.n).toBeGreaterThan(0);
    expect(counts?.distinct).toBe(counts?.n);
  });

  it('signs a family in on one process and refreshes on the other, once', async () => {
    const email = `two-servers-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const password = 'Lantern-Orchard-47';
    const before = [...proxy.served];
    const signup = await post('/v1/auth/signup', { email, password, first_name: 'Pat', last_name: 'Two' });
    expect(signup.status).toBe(201);
    const login = await post('/v1/auth/token/get', { email, password });
    expect(login.status).toBe(200);
    const refreshed = await post('/v1/auth/token/refresh', { refresh: login.body.refresh_token });
    expect(refreshed.status).toBe(200);
    // The token the other process issued works here: a profile read on each process in turn.
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/v1/router/user/profile`, {
        headers: { authorization: `Bearer ${refreshed.body.access as string}` },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { email: string }).email).toBe(email);
    }
    // A refresh token is spent once, whichever process sees it again.
    const again = await post('/v1/auth/token/refresh', { refresh: login.body.refresh_token });
    expect(again.status).toBe(401);
    // Both processes took part.
    expect(proxy.served.map((n, i) => n - (before[i] ?? 0)).every((n) => n >= 2)).toBe(true);
  });

  it('counts failed sign-ins across both processes', async () => {
    const email = `throttle-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const password = 'Meadow-Compass-83';
    expect(
      (await post('/v1/auth/signup', { email, password, first_name: 'Sam', last_name: 'Two' })).status,
    ).toBe(201);
    const before = [...proxy.served];
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      expect((await post('/v1/auth/token/get', { email, password: `wrong-${i}` })).status).toBe(401);
    }
    // Each process saw some of the failures, and neither alone reached the limit.
    const share = proxy.served.map((n, i) => n - (before[i] ?? 0));
    expect(Math.max(...share)).toBeLessThan(MAX_FAILURES_PER_ACCOUNT_AND_IP);
    // Even the right password waits now, on either process.
    for (let i = 0; i < 2; i++) {
      const res = await post('/v1/auth/token/get', { email, password });
      expect(res.status).toBe(429);
      expect(res.body.detail).toMatch(/Too many sign-in attempts/);
    }
  });

  it('shares a route’s rate limit between the processes', async () => {
    // forgot-password: 10 per 15 minutes per address (auth/routes.ts).
    const before = [...proxy.served];
    for (let i = 0; i < 10; i++) {
      expect((await post('/v1/auth/forgot-password', { email: `nobody${i}@example.test` })).status).toBe(200);
    }
    const share = proxy.served.map((n, i) => n - (before[i] ?? 0));
    expect(share).toEqual([5, 5]);
    for (let i = 0; i < 2; i++) {
      const res = await post('/v1/auth/forgot-password', { email: 'nobody@example.test' });
      expect(res.status).toBe(429);
      expect(res.body.detail).toMatch(/Too many attempts/);
    }
  });

  it('serves a file uploaded through one process from either, through the shared bucket', async () => {
    const [first] = instances;
    if (!first) throw new Error('no instance started');
    const instructor = await createInstructor(createDb(first.pool));
    const authorization = `Bearer ${await tokenFor(first.app, instructor)}`;
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      crypto.randomBytes(300),
    ]);
    const before = [...proxy.served];
    const signed = await fetch(`${base}/v1/instructor/course/generate-upload-url`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        purpose: 'cover',
        filename: 'sun.png',
        content_type: 'image/png',
        size: png.length,
      }),
    });
    expect(signed.status).toBe(200);
    const { upload_url, file_url } = (await signed.json()) as { upload_url: string; file_url: string };
    // The link names APP_URL, the load balancer's address in production; here it goes to the proxy,
    // so it may reach either process.
    const link = new URL(upload_url);
    const put = await fetch(`${base}${link.pathname}${link.search}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(put.status, await put.text()).toBe(201);
    // The link was made by one process and used on the other.
    expect(proxy.served.map((n, i) => n - (before[i] ?? 0))).toEqual([1, 1]);
    // Neither process kept the file on its own disk; each serves it whole from the bucket.
    for (const { app, port } of instances) {
      expect(
        fs.existsSync(path.join(uploadsRoot(app.config.dataDir), 'covers', path.basename(file_url))),
      ).toBe(false);
      const res = await fetch(`http://127.0.0.1:${port}${file_url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    }
  });
});
