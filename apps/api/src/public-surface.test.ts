import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/precompress.ts';
import { ROOT_DIR } from './config.ts';
import { createTestApp, type TestContext } from './test/helpers.ts';

// What a stranger can fetch without signing in, beyond the API itself: the docs pages and the web build.

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(48),
  LOG_LEVEL: 'silent',
  BILLING_PROVIDER: 'test',
  STRIPE_WEBHOOK_SECRET: 'whsec_production_test',
};

describe('API docs', () => {
  let dev: TestContext;
  let prod: TestContext;
  let prodWithDocs: TestContext;
  beforeAll(async () => {
    [dev, prod, prodWithDocs] = await Promise.all([
      createTestApp(),
      createTestApp(PRODUCTION),
      createTestApp({ ...PRODUCTION, API_DOCS: '1' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([dev?.close(), prod?.close(), prodWithDocs?.close()]);
  });

  it('are served outside production', async () => {
    expect(dev.app.config.env).toBe('test');
    const page = await dev.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const json = await dev.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/v1/auth/forgot-password']).toBeDefined();
  });

  it('are off in production: /docs and /docs/json answer 404 {detail}', async () => {
    expect(prod.app.config.env).toBe('production');
    for (const url of ['/docs', '/docs/', '/docs/json', '/docs/yaml', '/docs/static/index.html']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: expect.any(String), code: 'not_found' });
    }
  });

  it('are served in production when API_DOCS=1', async () => {
    const json = await prodWithDocs.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
  });
});

describe('the web build', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    // A build as Vite leaves it with source maps on: the server must still never hand them out.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ye-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Youth Enrichments</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);\n');
    fs.writeFileSync(
      path.join(dist, 'assets', 'index-abc123.js.map'),
      JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: '' }),
    );
    fs.writeFileSync(path.join(dist, 'root.js.map'), '{}');
    fs.writeFileSync(
      path.join(dist, 'assets', 'big-abc123.js'),
      `export const words = ${JSON.stringify('kind words '.repeat(500))};\n`,
    );
    precompressDir(dist);
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the assets but no source map', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toContain('console.log');
    for (const url of ['/assets/index-abc123.js.map', '/root.js.map', '/assets/missing.js.map']) {
      const map = await t.app.inject({ method: 'GET', url });
      expect(map.statusCode, url).toBe(404);
      expect(map.json(), url).toEqual({ detail: expect.any(String), code: 'not_found' });
      expect(map.body, url).not.toContain('src/main.tsx');
    }
  });

  it('hands out the build-time compressed copy the browser accepts, and the file itself otherwise', async () => {
    const raw = fs.readFileSync(path.join(dist, 'assets', 'big-abc123.js'), 'utf8');
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/big-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(raw.length / 5);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(raw);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(raw);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(raw);
    // Too small to be worth it: no compressed copy was written, the file is served as it is.
    expect(fs.existsSync(path.join(dist, 'assets', 'index-abc123.js.br'))).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/assets/index-abc123.js',
          headers: { 'accept-encoding': 'br' },
        })
      ).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('builds no source maps unless Sentry uploads are configured, and then hidden ones', async () => {
    const load = async (env: Record<string, string | undefined>) => {
      const saved = process.env.SENTRY_AUTH_TOKEN;
      if (env.SENTRY_AUTH_TOKEN === undefined) delete process.env.SENTRY_AUTH_TOKEN;
      else process.env.SENTRY_AUTH_TOKEN = env.SENTRY_AUTH_TOKEN;
      try {
        const url = `${pathToFileURL(path.join(ROOT_DIR, 'apps/web/vite.config.ts')).href}?t=${Math.random()}`;
        const mod = (await import(url)) as { default: { build?: { sourcemap?: unknown } } };
        return mod.default.build?.sourcemap;
      } finally {
        if (saved === undefined) delete process.env.SENTRY_AUTH_TOKEN;
        else process.env.SENTRY_AUTH_TOKEN = saved;
      }
    };
    expect(await load({ SENTRY_AUTH_TOKEN: undefined })).toBe(false);
    expect(await load({ SENTRY_AUTH_TOKEN: 'sntrys_test' })).toBe('hidden');
  });
});
