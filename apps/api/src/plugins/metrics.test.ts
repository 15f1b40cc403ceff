import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

/** The value of one series in a Prometheus text body, or undefined when it is absent. */
function sample(body: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of body.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const ok = Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`));
    if (ok) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics', () => {
  let withToken: TestContext;
  let without: TestContext;
  beforeAll(async () => {
    [withToken, without] = await Promise.all([createTestApp({ METRICS_TOKEN: TOKEN }), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([withToken?.close(), without?.close()]);
  });

  it('does not exist while METRICS_TOKEN is unset, token or not', async () => {
    for (const headers of [{}, auth]) {
      const res = await without.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: 'Not found: GET /metrics' });
    }
  });

  it('refuses a missing, wrong or differently sent token with 401 and no figures', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const res = await withToken.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json().detail).toMatch(/metrics token/);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern, not URL, with latency, errors by status, pool, loop lag and jobs', async () => {
    const { app } = withToken;
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/healthz' });
    // Two different ids, one route pattern; anonymous, so 401.
    await app.inject({ method: 'GET', url: '/v1/course/get/11111111-1111-4111-8111-111111111111' });
    await app.inject({ method: 'GET', url: '/v1/course/get/22222222-2222-4222-8222-222222222222' });
    await app.inject({ method: 'GET', url: '/v1/no-such-thing/123' });
    await app.inject({ method: 'GET', url: '/readyz' });

    const res = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body;

    expect(sample(body, 'http_requests_total', { method: 'GET', route: '/healthz', status: '200' })).toBe(2);
    expect(
      sample(body, 'http_requests_total', { method: 'GET', route: '/v1/course/get/:id', status: '401' }),
    ).toBe(2);
    expect(body).not.toContain('11111111-1111');
    expect(sample(body, 'http_requests_total', { route: '(unmatched)', status: '404' })).toBe(1);
    expect(body).not.toContain('no-such-thing');
    expect(sample(body, 'http_request_errors_total', { route: '/v1/course/get/:id', status: '401' })).toBe(2);
    expect(sample(body, 'http_request_errors_total', { route: '/healthz' })).toBeUndefined();
    expect(sample(body, 'http_request_duration_seconds_count', { method: 'GET', route: '/healthz' })).toBe(2);
    expect(sample(body, 'http_request_duration_seconds_bucket', { route: '/healthz', le: '+Inf' })).toBe(2);

    // /readyz ran a query: the pool was waited on at least once, and its size is reported.
    expect(sample(body, 'db_pool_wait_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'db_pool_connections', { state: 'max' })).toBe(10);
    expect(sample(body, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'db_pool_waiting_requests')).toBe(0);
    expect(body).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(body).toContain('process_resident_memory_bytes');
    // Every queue the app declares, by state (none queued in a fresh database).
    expect(sample(body, 'job_queue_jobs', { queue: 'maintenance.clean-up', state: 'created' })).toBe(0);
    expect(sample(body, 'job_queue_jobs', { queue: 'maintenance.clean-up', state: 'failed' })).toBe(0);
  });

  it('counts a queued job in its queue and state', async () => {
    const { app } = withToken;
    await app.jobs.send('maintenance.clean-up', {});
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(sample(res.body, 'job_queue_jobs', { queue: 'maintenance.clean-up', state: 'created' })).toBe(1);
  });

  it('is left out of the OpenAPI document', () => {
    const doc = withToken.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});
