import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from './modules/auth/sessions.ts';
import { authAs, createChild, createInstructor, createParent, createUser } from './test/fixtures.ts';
import { createTestApp, type TestContext } from './test/helpers.ts';

// Every error, of every status, is {"detail": "..."} (DESIGN §5), including the ones Fastify, Node's
// HTTP parser, busboy, PostgreSQL and GraphQL raise before or around our routes.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function expectDetail(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(res.body);
  expect(body.detail, res.body).toEqual(expect.any(String));
  expect(body.detail).not.toMatch(/FST_ERR|\n\s+at /);
  return body as { detail: string; code?: string };
}

const NUL = 'a\u0000b';
let ip = 0;
const nextIp = () => `10.77.0.${++ip}`;

describe('NUL characters', () => {
  it('are refused with 400 {detail} in every kind of field, anonymous and signed in', async () => {
    const parent = await createParent(t.db);
    const instructor = await createInstructor(t.db);
    const asParent = await authAs(t.app, parent);
    const asInstructor = await authAs(t.app, instructor);
    const cases: {
      method: 'GET' | 'POST';
      url: string;
      payload?: object;
      headers?: Record<string, string>;
    }[] = [
      {
        method: 'POST',
        url: '/v1/auth/signup',
        payload: { email: 'nul@example.test', password: 'Blue-Kite-2026', first_name: NUL, last_name: 'B' },
      },
      { method: 'POST', url: '/v1/auth/token/get', payload: { username: NUL, password: 'x' } },
      { method: 'POST', url: '/v1/auth/token/get', payload: { email: 'a@example.test', password: NUL } },
      { method: 'POST', url: '/v1/auth/forgot-password', payload: { email: `x${NUL}@example.test` } },
      { method: 'POST', url: '/auth/login', payload: { username: NUL, password: 'x' } },
      {
        method: 'POST',
        url: '/v1/auth/contact-us',
        payload: { name: 'A', email: 'a@example.test', subject: 'Hi', message: NUL },
      },
      {
        method: 'POST',
        url: '/v1/family/child/add',
        headers: asParent,
        payload: { name: NUL, username: 'nulkid', password: 'Blue-Kite-2026' },
      },
      { method: 'GET', url: '/v1/course/search?q=a%00b', headers: asParent },
      { method: 'GET', url: '/v1/course/get/a%00b', headers: asParent },
      { method: 'POST', url: '/v1/instructor/course/create', headers: asInstructor, payload: { title: NUL } },
      {
        method: 'POST',
        url: '/v1/instructor/profile/generate-upload-url',
        headers: asInstructor,
        payload: { filename: `me${NUL}.png`, content_type: 'image/png', size: 10 },
      },
      // a key, not a value
      { method: 'POST', url: '/v1/auth/token/get', payload: { [NUL]: 1, username: 'kid', password: 'x' } },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ ...c, remoteAddress: nextIp() });
      const body = expectDetail(res, 400);
      expect(body.detail, `${c.method} ${c.url}`).toMatch(/NUL/);
    }
  });

  it('are refused in a multipart sign-in form and in a GraphQL query', async () => {
    const boundary = 'nulboundary';
    const form =
      `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\nkid\u0000\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\npw\r\n--${boundary}--\r\n`;
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: nextIp(),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: form,
    });
    expectDetail(multipart, 400);
    const gql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: `{ me { id } }${NUL}` },
    });
    expectDetail(gql, 400);
  });
});

describe('multipart without a boundary', () => {
  it('answers 400 {detail} on the mesh routes and the avatar upload', async () => {
    const parent = await createParent(t.db);
    const asParent = await authAs(t.app, parent);
    for (const [url, headers] of [
      ['/auth/login', {}],
      ['/auth/refresh', {}],
      ['/auth/prg/login?auth_token=abc', {}],
      ['/v1/parent_router/parent/avatar', asParent],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: nextIp(),
        headers: { ...headers, 'content-type': 'multipart/form-data' },
        payload: 'username=a&password=b',
      });
      expectDetail(res, 400);
    }
  });
});

describe('framework errors', () => {
  it('a broken %-escape in the URL is 400 {detail}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/course/get/%ZZ' });
    const body = expectDetail(res, 400);
    expect(body).not.toHaveProperty('error');
  });

  it('a 5,000-character path parameter is 414 {detail} without the URL echoed', async () => {
    const long = 'x'.repeat(5000);
    const res = await t.app.inject({ method: 'GET', url: `/v1/course/get/${long}` });
    const body = expectDetail(res, 414);
    expect(res.body).not.toContain(long);
    expect(body.detail.length).toBeLessThan(200);
  });

  it('an unknown 5,000-character path is 404 {detail} naming only its start', async () => {
    const long = `/v1/${'y'.repeat(5000)}`;
    const res = await t.app.inject({ method: 'GET', url: long });
    const body = expectDetail(res, 404);
    expect(body.detail.length).toBeLessThan(200);
    expect(body.detail).toContain('/v1/yyy');
  });

  it('a 20 kB Authorization header is 431 {detail} from a real server', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    const res = await new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/v1/router/user/profile',
            headers: { authorization: `Bearer ${'a'.repeat(20_000)}` },
          },
          (r) => {
            let body = '';
            r.setEncoding('utf8');
            r.on('data', (c) => {
              body += c;
            });
            r.on('end', () => resolve({ statusCode: r.statusCode ?? 0, headers: r.headers, body }));
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expectDetail(res, 431);
  });
});

describe('GraphQL errors', () => {
  it('a body over the limit is 413 with {detail}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ me { id } }', variables: { pad: 'x'.repeat(1_100_000) } }),
    });
    expectDetail(res, 413);
  });

  it('a query that is not a string, a batch, or repeated GET parameters are 400 {detail}', async () => {
    for (const payload of [
      { query: 123 },
      [{ query: '{ me { id } }' }],
      { query: '{ me { id } }', variables: 'x' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: payload as object });
      expectDetail(res, 400);
    }
    const repeated = await t.app.inject({ method: 'GET', url: '/graphql?query=%7Bme%7Bid%7D%7D&query=x' });
    expectDetail(repeated, 400);
  });

  it('a query GraphQL itself refuses keeps its errors array and gains a detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ me { nope } }' },
    });
    const body = expectDetail(res, 400) as { detail: string; errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toContain('nope');
    expect(body.detail).toContain('nope');
  });
});

describe('GraphQL cost', () => {
  it('refuses 300 aliases of me { organizations } before running anything, quickly', async () => {
    const user = await createUser(t.db, { type: 'instructor' });
    const session = await issueSession(t.db, t.app.config, user, 'mesh');
    const query = `{ ${Array.from({ length: 300 }, (_, i) => `a${i}:me{organizations{id}}`).join(' ')} }`;
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${session.access}` },
      payload: { query },
    });
    const body = expectDetail(res, 400);
    expect(body.detail).toMatch(/too much/);
    // Not a timing test of the machine: refused at validation, it never reaches the database.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses fragments that multiply fields, and too deep a query', async () => {
    const doubling =
      'query { me { ...f5 } } fragment f0 on Me { id permissions } ' +
      [1, 2, 3, 4, 5]
        .map((i) => `fragment f${i} on Me { ...f${i - 1} ...f${i - 1} ...f${i - 1} ...f${i - 1} }`)
        .join(' ');
    expectDetail(await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: doubling } }), 400);
    const deep = `{ me { stripe { subscriptions { id } } } }`;
    // within the depth limit: fine (answered as GraphQL, no token → the JWT error in errors)
    expect(
      (await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: deep } })).statusCode,
    ).toBe(200);
  });

  it("still answers the web client's queries", async () => {
    const user = await createUser(t.db, { type: 'instructor' });
    const session = await issueSession(t.db, t.app.config, user, 'mesh');
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${session.access}` },
      payload: {
        query:
          'query { me { id permissions hasActiveStripeSubscription subscriptionStatus organizations { id name } stripe { subscriptions { id status trialEndAt createdAt } } } }',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.me.id).toBe(user.id);
  });

  it('allows introspection outside production', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __schema { queryType { name } } }' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.__schema.queryType.name).toBe('Query');
  });
});

describe('GraphQL in production', () => {
  let prod: TestContext;
  beforeAll(async () => {
    prod = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(48),
      LOG_LEVEL: 'error',
      BILLING_PROVIDER: 'test',
      STRIPE_WEBHOOK_SECRET: 'whsec_production_test',
    });
  });
  afterAll(async () => prod?.close());

  it('does not describe its schema', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __schema { types { name } } }' },
    });
    const body = expectDetail(res, 400);
    expect(body.detail).toMatch(/introspection/i);
  });
});

describe('a deleted child', () => {
  it('gets 401 {detail}, not 500, on writes', async () => {
    const parent = await createParent(t.db);
    const child = await createChild(t.db, parent);
    const headers = await authAs(t.app, child);
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/family/child/remove?child_id=${child.id}`,
      headers: await authAs(t.app, parent),
    });
    const { users } = await import('./modules/auth/tables.ts');
    const { eq } = await import('drizzle-orm');
    await t.db.delete(users).where(eq(users.id, child.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/family/activity',
      headers,
      payload: { page_view_id: 'pv', sequence: 1, seconds: 5 },
    });
    expectDetail(res, 401);
  });
});
