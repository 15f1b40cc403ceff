// npm run bench [-- --children 1000|10000|100000] : requests per second, latency and memory of the hot
// paths (issue 17), measured with autocannon against the API started as production starts it
// (NODE_ENV=production, its real logger writing every request to a file), beside a bare Fastify
// hello-world measured in the same run: the ratio column is the API's req/s over hello-world's.
// - Default: the scale data set for --children (default 1000) in .data/scale-<N>, made by
//   scripts/scale-data.ts the first time and reused after; its PostgreSQL is stopped afterwards.
// - BENCH_DATABASE_URL=postgres://... starts the API on that database instead (seeded already, e.g.
//   by npm run seed:scale).
// - BENCH_URL=http://host:port benchmarks a server that is already running (demo logins required;
//   no RSS column then).
// Options: --duration s (BENCH_DURATION, default 10 per route), --connections n (BENCH_CONNECTIONS,
// default 10), --only text (routes whose name contains it), --json file (the figures as JSON),
// --profile dir (the API runs with node --cpu-prof and writes its profile there on exit).
// --half-load: each route is driven again at half the req/s it just reached, one request every
// 1/rate s whatever the answers (open loop; latency counted from when a request was due), and its p50
// and p99 there are printed too: latency when the server is not saturated. Not autocannon's
// overallRate, which sends each second's quota at full speed and then waits (bursts, not half load).
// Beside them, the p99 of the API's own responseTime from its log: a tail there is in the server.
// --soak s: instead of one pass, every route in turn for s seconds in all (a 10-minute soak: 600);
// prints the server's peak RSS per round and fails when the last round's peak is more than 10%
// above the second's (the first warms up).
// The API gets the node flags of package.json's serve script; BENCH_NODE_ARGS='…' replaces them.
// BENCH_KEEP_LOG=file keeps the API's log afterwards (with BENCH_NODE_ARGS='… --trace-gc', its GCs too).
// --ci: 1k children, 3 s per route, and fails when a route's ratio to hello-world is below half of
// docs/performance-baseline.json's; --write-baseline lowers that file's ratios to this run's instead
// (a ratio is to a hello-world run measured just before the route).
// Traffic goes only to the servers named above (loopback by default); every run is bounded in time.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../apps/api/src/test/local-services.ts';
import { openScaleDatabase, type ScaleDatabase } from './scale-data.ts';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Requests that completed. */
  requests: Histogram & { total: number };
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    children: { type: 'string' },
    duration: { type: 'string', default: process.env.BENCH_DURATION },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '10' },
    only: { type: 'string' },
    json: { type: 'string' },
    profile: { type: 'string' },
    ci: { type: 'boolean', default: false },
    soak: { type: 'string' },
    'half-load': { type: 'boolean', default: false },
    'write-baseline': { type: 'boolean', default: false },
  },
});
const BASELINE_FILE = path.join(root, 'docs/performance-baseline.json');
const ci = args.ci || args['write-baseline'];
const duration = Number(args.duration ?? (ci ? 3 : 10));
const connections = Number(args.connections);
const children = Number(args.children ?? 1000);
const soakSeconds = args.soak === undefined ? undefined : Number(args.soak);
if (![duration, connections, children, soakSeconds ?? 1].every((v) => Number.isInteger(v) && v > 0)) {
  console.error('--duration, --connections, --children and --soak must be whole numbers above 0.');
  process.exit(1);
}

interface Route {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  token?: string;
  /** A fresh body for each request (the write and the sign-in). */
  body?: () => unknown;
  /** More headers for each request. */
  headers?: () => Record<string, string>;
}
export interface Measured {
  name: string;
  path: string;
  rps: number;
  ratio: number;
  p50: number;
  p99: number;
  bad: number;
  rssMb: number | null;
  /** With --half-load: latency at half the req/s reached (server: the API's own responseTime). */
  half?: { rps: number; p50: number; p99: number; serverP99?: number };
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The V8 flags production starts the API with (package.json's `serve` script), so the bench measures
 * the same process; BENCH_NODE_ARGS replaces them for experiments.
 */
function serveNodeFlags(): string[] {
  if (process.env.BENCH_NODE_ARGS !== undefined)
    return process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean);
  const serve = (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } }
  ).scripts.serve;
  const flags = /^node ((?:--\S+ )*)apps\/api\/src\/server\.ts$/.exec(serve);
  if (!flags)
    throw new Error(`package.json's serve script is not "node [--flags] apps/api/src/server.ts": ${serve}`);
  return flags[1]?.split(' ').filter(Boolean) ?? [];
}

async function waitReady(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`a server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} was not ready within ${seconds} s`);
}

async function call(base: string, route: Route): Promise<Response> {
  const body = route.body?.();
  return fetch(`${base}${route.path}`, {
    method: route.method ?? 'GET',
    headers: {
      ...(route.token ? { authorization: `Bearer ${route.token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...route.headers?.(),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

/** Drives one route for `duration` seconds; samples the server's RSS meanwhile (the peak is kept). */
/** The q-quantile (0–1) of ascending `sorted`, rounded to a ms; 0 when empty. */
const percentile = (sorted: number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);

/** `rate` requests a second for `seconds`, each sent when due (see --half-load); latencies in ms. */
async function paced(base: string, route: Route, rate: number, seconds: number) {
  const latencies: number[] = [];
  // From when each was sent: a gap between the two columns is the bench's own delay, not the server's.
  const fromSent: number[] = [];
  let bad = 0;
  const inflight = new Set<Promise<void>>();
  const interval = 1000 / rate;
  const start = performance.now();
  for (let i = 0; i * interval < seconds * 1000; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sentAt = performance.now();
    const sent: Promise<void> = call(base, route)
      .then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) bad++;
        latencies.push(performance.now() - due);
        fromSent.push(performance.now() - sentAt);
      })
      .catch(() => {
        bad++;
      })
      .finally(() => inflight.delete(sent));
    inflight.add(sent);
  }
  await Promise.all(inflight);
  latencies.sort((a, b) => a - b);
  fromSent.sort((a, b) => a - b);
  const elapsed = (performance.now() - start) / 1000;
  return {
    rps: Math.round(latencies.length / elapsed),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    p99FromSent: percentile(fromSent, 0.99),
    bad,
  };
}

/**
 * The API's own time for the requests it logged after `fromByte` of its log (Fastify's responseTime,
 * from the request's arrival to its answer being handed to the socket), sorted; empty without a log
 * (BENCH_URL). Set beside the bench's own latencies, it says whether a slow tail is in the server or
 * between it and the bench (the two processes, PostgreSQL and the kernel share the cores).
 */
function serverTimes(log: string, fromByte: number): number[] {
  if (!fs.existsSync(log)) return [];
  const fd = fs.openSync(log, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const buf = Buffer.alloc(Math.max(0, size - fromByte));
    fs.readSync(fd, buf, 0, buf.length, fromByte);
    const times: number[] = [];
    for (const line of buf.toString('utf8').split('\n')) {
      const m = /"responseTime":([\d.]+)/.exec(line);
      if (m) times.push(Number(m[1]));
    }
    return times.sort((a, b) => a - b);
  } finally {
    fs.closeSync(fd);
  }
}

const logSize = (log: string) => (fs.existsSync(log) ? fs.statSync(log).size : 0);

async function measure(base: string, route: Route, pid: number | undefined, seconds = duration) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 250);
  try {
    const headers = {
      ...(route.token ? { authorization: `Bearer ${route.token}` } : {}),
      ...(route.body ? { 'content-type': 'application/json' } : {}),
    };
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      requests: [
        {
          method: route.method ?? 'GET',
          path: route.path,
          headers,
          setupRequest: (req) => ({
            ...req,
            headers: { ...headers, ...route.headers?.() },
            ...(route.body ? { body: JSON.stringify(route.body()) } : {}),
          }),
        },
      ],
    });
    return { result, rssMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

function spawnNode(script: string, nodeArgs: string[], env: NodeJS.ProcessEnv, stdout: number | 'ignore') {
  return spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env,
    stdio: ['ignore', stdout, 'pipe'],
  });
}

async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

const metricsToken = crypto.randomUUID();

/** The API's V8 heap in use, MB, from its /metrics (null for a server started elsewhere). */
async function heapUsedMb(base: string): Promise<number | null> {
  try {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    if (!res.ok) return null;
    const line = (await res.text()).split('\n').find((l) => l.startsWith('nodejs_heap_size_used_bytes '));
    return line ? Math.round(Number(line.split(' ')[1]) / 1048576) : null;
  } catch {
    return null;
  }
}

/** Every route in turn, round after round, for `seconds`; the server's peak RSS and heap per round. */
async function soak(
  base: string,
  routes: Route[],
  pid: number | undefined,
  seconds: number,
): Promise<number> {
  const slice = Math.min(duration, 5);
  const start = Date.now();
  const rounds: { minute: number; peak: number | null; requests: number; bad: number }[] = [];
  console.log(
    `\nSoak: ${routes.length} routes, ${slice} s each per round, ${seconds} s in all, ${connections} connections`,
  );
  console.log(
    '| round | minute | requests | not 2xx | peak RSS MB | heap used MB after |\n|---:|---:|---:|---:|---:|---:|',
  );
  while (Date.now() - start < seconds * 1000) {
    let peak: number | null = null;
    let requests = 0;
    let bad = 0;
    for (const r of routes) {
      const { result, rssMb: rss } = await measure(base, r, pid, slice);
      if (rss !== null && (peak === null || rss > peak)) peak = rss;
      requests += result.requests.total;
      bad += result.non2xx + result.errors + result.timeouts;
    }
    const round = { minute: Math.floor((Date.now() - start) / 60_000), peak, requests, bad };
    rounds.push(round);
    const heap = await heapUsedMb(base);
    console.log(
      `| ${rounds.length} | ${round.minute} | ${requests} | ${bad} | ${peak ?? '-'} | ${heap ?? '-'} |`,
    );
  }
  const errors = rounds.reduce((n, r) => n + r.bad, 0);
  if (errors > 0) console.error(`${errors} answers were not 2xx during the soak.`);
  const second = rounds[1]?.peak;
  const last = rounds.at(-1)?.peak;
  if (rounds.length < 3 || second == null || last == null) {
    console.log('Too few rounds (or no RSS: BENCH_URL) to compare memory; soak longer.');
    return errors > 0 ? 1 : 0;
  }
  const growth = (last - second) / second;
  console.log(
    `Peak RSS: ${second} MB in round 2, ${last} MB in round ${rounds.length} (${(growth * 100).toFixed(1)}%).`,
  );
  if (growth > 0.1) {
    console.error('MEMORY GROWTH: the last round peaked more than 10% above the second.');
    return 1;
  }
  return errors > 0 ? 1 : 0;
}

let api: ChildProcess | undefined;
let hello: ChildProcess | undefined;
let scale: ScaleDatabase | undefined;
let serverErr = '';
let exitCode = 0;
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ye-bench-'));
/** The API's output (its request log; with BENCH_NODE_ARGS='… --trace-gc', its collections too). */
const apiLog = path.join(logDir, 'api.log');
try {
  const helloPort = await freePort();
  hello = spawnNode(
    path.join(root, 'scripts/bench-hello.ts'),
    [],
    { ...process.env, PORT: String(helloPort) },
    'ignore',
  );
  const helloBase = `http://127.0.0.1:${helloPort}`;

  let base = process.env.BENCH_URL?.replace(/\/$/, '');
  let target = base ?? '';
  if (!base) {
    let databaseUrl = process.env.BENCH_DATABASE_URL;
    target = 'the API (NODE_ENV=production) on BENCH_DATABASE_URL';
    if (!databaseUrl) {
      const dir = path.join(root, `.data/scale-${children}`);
      console.log(`Scale data for ${children} children in ${path.relative(root, dir)}…`);
      scale = await openScaleDatabase({
        children,
        dir,
        port: await freePort(),
        seed: 1,
        log: (line) => console.log(line),
      });
      databaseUrl = scale.url;
      target = `the API (NODE_ENV=production) on the scale data set of ${children} children`;
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATABASE_URL: databaseUrl,
      // A random secret per run: production refuses the development one.
      JWT_SECRET: `${crypto.randomUUID()}${crypto.randomUUID()}`,
      // The built-in test provider: nothing here takes money, and there is no Stripe to reach.
      BILLING_PROVIDER: 'test',
      STRIPE_WEBHOOK_SECRET: `whsec_${crypto.randomUUID()}`,
      // Each sign-in comes "through one proxy" from its own address (X-Forwarded-For below): a real
      // sign-in load comes from many families, and the per-address limit would refuse one address.
      TRUST_PROXY: '1',
      DATA_DIR: logDir,
      // The soak reads the V8 heap from /metrics (what the RSS is made of).
      METRICS_TOKEN: metricsToken,
    };
    delete env.LOG_LEVEL; // production's default level
    const logFile = fs.openSync(apiLog, 'w');
    const profile = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : [];
    console.log(`Starting ${target}…`);
    api = spawnNode(
      path.join(root, 'apps/api/src/server.ts'),
      [...serveNodeFlags(), ...profile],
      env,
      logFile,
    );
    api.stderr?.on('data', (d: Buffer) => {
      serverErr = (serverErr + d.toString()).slice(-4000);
    });
    await waitReady(`${base}/readyz`, api, 240);
  }
  await waitReady(helloBase, hello, 30);

  const signIn = async (body: Record<string, string>) =>
    (
      await json<{ token: string }>(
        await call(base, {
          name: 'sign-in',
          method: 'POST',
          path: '/v1/auth/token/get',
          body: () => body,
          headers: () => ({ 'x-forwarded-for': '10.9.0.1' }),
        }),
        'sign-in',
      )
    ).token;
  const parent = await signIn({ email: 'parent@demo.test', password: 'Parent#2026' });
  const mia = await signIn({ username: 'mia', password: 'Mia#2026' });
  const instructor = await signIn({ email: 'instructor@demo.test', password: 'Instructor#2026' });
  // A course Mia has started: its detail carries her progress.
  const mine = await json<{ ongoing: { id: string }[]; completed: { id: string }[] }>(
    await call(base, { name: 'courses', path: '/v1/learning/courses', token: mia }),
    'learning courses',
  );
  const courseId = (mine.ongoing[0] ?? mine.completed[0])?.id;
  if (!courseId) throw new Error('Mia has no course to open');

  let sequence = 0;
  let address = 0;
  const pageView = `bench-${Date.now()}`;
  const all: Route[] = [
    { name: 'liveness', path: '/healthz' },
    { name: 'child list (parent)', path: '/v1/family/child/list', token: parent },
    { name: 'family dashboard (parent)', path: '/v1/family/dashboard', token: parent },
    { name: 'child home summary (child)', path: '/v1/learning/summary', token: mia },
    { name: 'course detail with progress (child)', path: `/v1/course/get/${courseId}`, token: mia },
    { name: 'catalogue search (parent)', path: '/v1/course/search?q=friends', token: parent },
    {
      name: 'sign-in (parent)',
      method: 'POST',
      path: '/v1/auth/token/get',
      body: () => ({ email: 'parent@demo.test', password: 'Parent#2026' }),
      headers: () => {
        address += 1;
        return { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
      },
    },
    {
      name: 'activity write (child)',
      method: 'POST',
      path: '/v1/family/activity',
      token: mia,
      // A new batch each time (a repeated one is only looked up); one second each keeps Mia's day
      // far below its 24-hour cap.
      body: () => ({ page_view_id: pageView, sequence: sequence++, seconds: 1 }),
    },
    // The instructor's aggregates last: at 100k children they can hold every pooled connection
    // for seconds, and the routes after them would be measured waiting for one.
    {
      name: 'instructor charts (30 days)',
      path: '/v1/instructor/dashboard/charts?days=30',
      token: instructor,
    },
    { name: 'instructor average scores', path: '/v1/instructor/dashboard/average-scores', token: instructor },
    { name: 'impact analysis', path: '/v1/instructor/impact-analysis', token: instructor },
  ];
  const routes = all.filter((r) => !args.only || r.name.includes(args.only));
  // Each route answers once before it is measured, so a wrong route or role fails loudly.
  for (const r of routes) await json(await call(base, r), r.path);

  if (soakSeconds !== undefined) exitCode = await soak(base, routes, api?.pid, soakSeconds);
  else {
    console.log(
      `\n${connections} connections, ${duration} s per route, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}\n`,
    );
    const helloRun = await measure(helloBase, { name: 'hello-world', path: '/' }, hello.pid);
    const helloRps = helloRun.result.requests.average;
    const rows: Measured[] = [
      {
        name: 'bare Fastify hello-world',
        path: '/',
        rps: Math.round(helloRps),
        ratio: 1,
        p50: helloRun.result.latency.p50,
        p99: helloRun.result.latency.p99,
        bad: helloRun.result.non2xx + helloRun.result.errors,
        rssMb: helloRun.rssMb,
      },
    ];
    console.log(`measured hello-world: ${Math.round(helloRps)} req/s`);
    // Hello-world again just before each route: the machine's load drifts (other work on the same
    // cores), and a ratio to a measurement taken minutes earlier would carry that drift.
    const helloPid = hello.pid;
    const measureWithRatio = async (r: Route) => {
      const near = (
        await measure(helloBase, { name: 'hello-world', path: '/' }, helloPid, Math.min(duration, 2))
      ).result.requests.average;
      const run = await measure(base, r, api?.pid);
      return { ...run, ratio: run.result.requests.average / near };
    };
    for (const r of routes) {
      const { result, rssMb: rss, ratio } = await measureWithRatio(r);
      // A route none of whose requests finished in the time is a failure, not a route without errors.
      const bad =
        result.non2xx + result.errors + result.timeouts + (result.requests.total === 0 ? connections : 0);
      const row: Measured = {
        name: r.name,
        path: `${r.method ?? 'GET'} ${r.path.replace(courseId, ':id')}`,
        rps: Math.round(result.requests.average),
        ratio,
        p50: result.latency.p50,
        p99: result.latency.p99,
        bad,
        rssMb: rss,
      };
      rows.push(row);
      console.log(`measured ${r.name}: ${Math.round(result.requests.average)} req/s`);
      if (args['half-load'] && row.rps > 1) {
        const rate = Math.max(1, Math.round(row.rps / 2));
        const logFrom = logSize(apiLog);
        const slow = await paced(base, r, rate, duration);
        const server = serverTimes(apiLog, logFrom);
        const serverP99 = server.length ? percentile(server, 0.99) : undefined;
        row.half = { rps: slow.rps, p50: slow.p50, p99: slow.p99, serverP99 };
        row.bad += slow.bad;
        if (slow.bad > 0) {
          console.error(`  ${slow.bad} answers at half load were not 2xx or failed`);
          exitCode = 1;
        }
        console.log(
          `  at ${rate} req/s: p50 ${slow.p50} ms, p99 ${slow.p99} ms (${slow.p99FromSent} ms from when it was sent${serverP99 === undefined ? '' : `; ${serverP99} ms in the API`})`,
        );
      }
      if (result.requests.total === 0) {
        console.error(`  no request finished within ${duration} s`);
        exitCode = 1;
      } else if (bad > 0) {
        console.error(`  ${bad} answers were not 2xx: ${JSON.stringify(result.statusCodeStats)}`);
        exitCode = 1;
      }
    }
    const halfHead = args['half-load'] ? ' at half load: req/s | p50 ms | p99 ms | p99 in the API ms |' : '';
    console.log(
      `\n| route | request | req/s | ratio to hello-world | p50 ms | p99 ms | errors | RSS MB |${halfHead}\n|---|---|---:|---:|---:|---:|---:|---:|${args['half-load'] ? '---:|---:|---:|---:|' : ''}`,
    );
    for (const m of rows) {
      const half = args['half-load']
        ? m.half
          ? ` ${m.half.rps} | ${m.half.p50} | ${m.half.p99} | ${m.half.serverP99 ?? '-'} |`
          : ' - | - | - | - |'
        : '';
      console.log(
        `| ${m.name} | \`${m.path}\` | ${m.rps} | ${(m.ratio * 100).toFixed(1)}% | ${m.p50} | ${m.p99} | ${m.bad} | ${m.rssMb ?? '-'} |${half}`,
      );
    }
    const run = { children, duration, connections, node: process.version, cpu: os.cpus()[0]?.model, rows };
    if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(run, null, 2)}\n`);

    if (args['write-baseline']) {
      // Each route keeps the lowest ratio of the runs written so far (run it two or three times):
      // the CI threshold is half of a ratio this machine reached even on a bad minute.
      const before = fs.existsSync(BASELINE_FILE)
        ? (JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as { ratios: Record<string, number> }).ratios
        : {};
      const ratios = Object.fromEntries(
        rows.slice(1).map((m) => [m.name, Number(Math.min(m.ratio, before[m.name] ?? Infinity).toFixed(4))]),
      );
      fs.writeFileSync(BASELINE_FILE, `${JSON.stringify({ children, duration, ratios }, null, 2)}\n`);
      console.log(`\nWrote ${path.relative(root, BASELINE_FILE)}.`);
    } else if (args.ci) {
      // The ratio, not req/s: a CI machine is slower or faster than this one, hello-world with it.
      const baseline = JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as {
        ratios: Record<string, number>;
      };
      const below = (m: Measured) => {
        const expected = baseline.ratios[m.name];
        return expected !== undefined && m.ratio < expected / 2;
      };
      // A route under the line is measured twice more and judged by the median of its three ratios:
      // one noisy slice of a few seconds (a neighbour's burst, a GC) is not a regression, while a
      // real 2x slowdown is under the line in all three.
      for (const m of rows.slice(1).filter(below)) {
        const route = routes.find((r) => r.name === m.name);
        if (!route) continue;
        const again = [(await measureWithRatio(route)).ratio, (await measureWithRatio(route)).ratio];
        const three = [m.ratio, ...again].sort((a, b) => a - b);
        console.log(
          `confirming ${m.name}: ratios ${three.map((x) => `${(x * 100).toFixed(2)}%`).join(', ')}; median counts`,
        );
        m.ratio = three[1] ?? m.ratio;
      }
      const slower = rows.slice(1).filter(below);
      for (const m of slower)
        console.error(
          `REGRESSION: ${m.name} ran at ${(m.ratio * 100).toFixed(1)}% of hello-world (median of three), below half of the baseline's ${((baseline.ratios[m.name] ?? 0) * 100).toFixed(1)}%.`,
        );
      const missing = rows.slice(1).filter((m) => baseline.ratios[m.name] === undefined);
      for (const m of missing)
        console.error(`No baseline for ${m.name}: run npm run bench:ci -- --write-baseline.`);
      if (slower.length > 0 || missing.length > 0) exitCode = 1;
      else console.log('\nEvery route is above half of its baseline ratio.');
    }
  }
} catch (err) {
  console.error(`Bench failed: ${err instanceof Error ? err.message : String(err)}`);
  if (serverErr) console.error(`Server output:\n${serverErr}`);
  const errors = fs.existsSync(apiLog)
    ? fs
        .readFileSync(apiLog, 'utf8')
        .split('\n')
        .filter((l) => /"level":(50|60)/.test(l))
    : [];
  if (errors.length > 0)
    console.error(`The server's last errors:\n${errors.slice(-3).join('\n').slice(-4000)}`);
  exitCode = 1;
} finally {
  await stopChild(api);
  await stopChild(hello);
  await scale?.stop().catch(() => {});
  if (process.env.BENCH_KEEP_LOG && fs.existsSync(apiLog))
    fs.copyFileSync(apiLog, process.env.BENCH_KEEP_LOG);
  fs.rmSync(logDir, { recursive: true, force: true });
}
process.exit(exitCode);
