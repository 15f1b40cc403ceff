import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { helmetHeaders, securityHeaderOptions } from './security-headers.ts';

// What @fastify/helmet sent with the app's options before decision 060 (taken from a response then):
// the headers, worked out once, must be the same on every kind of answer.
const EXPECTED: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';media-src 'self' blob:;object-src 'none';frame-ancestors 'none';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('security headers', () => {
  it('are on every answer: a success, a refusal, an unknown path and bad input', async () => {
    const requests = [
      { method: 'GET', url: '/healthz', status: 200 },
      { method: 'GET', url: '/v1/router/user/profile', status: 401 },
      { method: 'GET', url: '/v1/no-such-route', status: 404 },
      { method: 'POST', url: '/v1/auth/token/get', payload: { email: 'x' }, status: 400 },
    ] as const;
    for (const { status, ...request } of requests) {
      const res = await ctx.app.inject(request);
      expect(res.statusCode, request.url).toBe(status);
      for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers[name], name).toBe(value);
      // Helmet's choices for this app: no HSTS outside production, no COEP (media from elsewhere).
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('in production add HSTS and upgrade-insecure-requests', () => {
    const { set } = helmetHeaders(securityHeaderOptions({ env: 'production', sentryDsn: undefined }));
    const headers = new Map(set);
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('content-security-policy')).toBe(
      `${EXPECTED['content-security-policy']};upgrade-insecure-requests`,
    );
  });

  it('let Sentry be reached when it is configured', () => {
    const { set } = helmetHeaders(
      securityHeaderOptions({ env: 'production', sentryDsn: 'https://key@o1.ingest.sentry.io/1' }),
    );
    expect(new Map(set).get('content-security-policy')).toContain(
      "connect-src 'self' https://*.sentry.io https://*.ingest.sentry.io;",
    );
  });

  it('refuse options helmet itself refuses, at start rather than on each request', () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ['self'] } },
      }),
    ).toThrow(/self/);
  });
});
