import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestContext } from './test/helpers.ts';

// One log line per request (app.ts): what operators read, and nothing secret in it.
const lines: Record<string, unknown>[] = [];
let ctx: TestContext;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  ctx = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => ctx.close());

test('a request writes one line: method, path without its query, status and time; never the token', async () => {
  const secret = 'tok-3f9a1c-secret';
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/healthz?auth_token=${secret}`,
    headers: { authorization: `Bearer ${secret}`, cookie: `refresh=${secret}` },
  });
  expect(res.statusCode).toBe(200);
  const mine = lines.filter((l) => (l.req as { url?: string } | undefined)?.url === '/healthz');
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    msg: 'request completed',
    req: { method: 'GET', url: '/healthz' },
    res: { statusCode: 200 },
  });
  expect(typeof mine[0]?.responseTime).toBe('number');
  expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  expect(JSON.stringify(lines)).not.toContain(secret);
});

test('a refused request is logged with its status', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/v1/family/child/list' });
  expect(res.statusCode).toBe(401);
  const mine = lines.filter((l) => (l.req as { url?: string } | undefined)?.url === '/v1/family/child/list');
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ res: { statusCode: 401 } });
});
