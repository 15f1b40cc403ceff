import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { NotFound, Unauthorized } from '../errors.ts';

// GET /metrics for Prometheus (docs/operations.md). Each app has its own registry, so tests that build
// several apps in one process never share counters. The route is always registered but answers 404
// while METRICS_TOKEN is unset, exactly like a path that does not exist (and nothing is measured
// then), and 401 to a wrong token.

/** Latency buckets in seconds: the 25 ms and 100 ms targets of docs/performance.md are edges. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3];

/** The label for a request no route matched: one value, so unknown URLs cannot grow the series. */
export const UNMATCHED_ROUTE = '(unmatched)';

declare module 'fastify' {
  interface FastifyRequest {
    metricsStart?: bigint;
  }
}

type WaitObserver = (seconds: number) => void;
const waitObservers = new WeakMap<pg.Pool, Set<WaitObserver>>();

/**
 * Times every wait for a pooled connection (pool.query checks one out through pool.connect too).
 * The pool is wrapped once; each app that scrapes it adds an observer and removes it on close.
 */
export function observePoolWaits(pool: pg.Pool, observer: WaitObserver): () => void {
  let observers = waitObservers.get(pool);
  if (!observers) {
    const set = new Set<WaitObserver>();
    observers = set;
    waitObservers.set(pool, set);
    const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => unknown;
    const report = (started: bigint) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      for (const o of set) o(seconds);
    };
    // pg calls connect with a callback from inside query(), and callers await it without one.
    (pool as { connect: unknown }).connect = (cb?: (...args: unknown[]) => void) => {
      const started = process.hrtime.bigint();
      if (typeof cb === 'function')
        return connect((...args: unknown[]) => {
          report(started);
          cb(...args);
        });
      return (connect() as Promise<pg.PoolClient>).finally(() => report(started));
    };
  }
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Equal tokens in constant time (hashes first, so the lengths never differ). */
function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const token = app.config.metricsToken;
    const route = { schema: { hide: true }, logLevel: 'warn' } as const;
    if (!token) {
      // Nothing is measured without a token: no hooks on every request, no event-loop or GC
      // observers (prom-client never removes those, and tests build many apps per process).
      app.get('/metrics', route, async () => {
        throw new NotFound('Not found: GET /metrics');
      });
      return;
    }
    const registry = new Registry();
    // Process CPU and memory, heap, GC and the event loop's lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const errors = new Counter({
      name: 'http_request_errors_total',
      help: 'Requests answered with a 4xx or 5xx status, by route pattern and status code.',
      labelNames: ['route', 'status'] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to the response being sent, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const pool = app.pool;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (total open, idle, in use) and the pool size (max).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const max = (pool.options as { max?: number }).max ?? 10;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'max' }, max);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a pooled connection right now.',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
    const wait = new Histogram({
      name: 'db_pool_wait_seconds',
      help: 'Time spent waiting to get a pooled connection.',
      buckets: WAIT_BUCKETS,
      registers: [registry],
    });
    const stopObserving = observePoolWaits(pool, (seconds) => wait.observe(seconds));
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs in the pg-boss queues by queue and state (archived jobs aside).',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        // A scrape must not fail because the queue could not be read: the other figures still count.
        const queues = await app.jobs.queueCounts().catch(() => []);
        for (const { name, counts } of queues)
          for (const [state, n] of Object.entries(counts)) this.set({ queue: name, state }, n);
      },
    });

    app.addHook('onRequest', async (request) => {
      request.metricsStart = process.hrtime.bigint();
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern (/v1/courses/:id), never the URL, so ids do not become series.
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const status = String(reply.statusCode);
      requests.inc({ method: request.method, route, status });
      if (reply.statusCode >= 400) errors.inc({ route, status });
      if (request.metricsStart !== undefined)
        duration.observe(
          { method: request.method, route },
          Number(process.hrtime.bigint() - request.metricsStart) / 1e9,
        );
    });
    app.addHook('onClose', async () => {
      stopObserving();
      registry.clear();
    });

    app.get('/metrics', route, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!given || !sameToken(given, token)) throw new Unauthorized('A valid metrics token is needed.');
      const body = await registry.metrics();
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'metrics', dependencies: ['db', 'jobs'] },
);
