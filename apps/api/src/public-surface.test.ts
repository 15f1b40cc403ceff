import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/helpers.ts';

// What a stranger can fetch without signing in, beyond the API itself: the docs pages and the web build.

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48), LOG_LEVEL: 'silent' };

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
