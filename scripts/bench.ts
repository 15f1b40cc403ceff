// npm run bench: requests per second and latency of the hot reads, measured with autocannon.
// - Default: starts the API (apps/api/src/server.ts, serving apps/web/dist if built) on a fresh
//   embedded PostgreSQL in a temporary folder, seeded with the demo, and stops it afterwards.
// - BENCH_DATABASE_URL=postgres://... starts that server on another database instead (migrated,
//   and seeded with the demo when it has none: a scale seed can be loaded there first).
// - BENCH_URL=http://host:port benchmarks a server that is already running (demo logins required).
// BENCH_DURATION (seconds per route, default 10) and BENCH_CONNECTIONS (default 10) tune the load.
// Traffic goes only to the server named above (loopback by default); every run is bounded in time.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/api/src/test/local-services.ts';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  non2xx: number;
  errors: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function waitReady(base: string, server: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server was not ready within ${seconds} s`);
}

async function signIn(base: string, body: Record<string, string>): Promise<string> {
  const res = await fetch(`${base}/v1/auth/token/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok)
    throw new Error(`sign-in as ${JSON.stringify(body)} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let serverErr = '';
let exitCode = 0;
try {
  let base = process.env.BENCH_URL?.replace(/\/$/, '');
  let target = base ?? '';
  if (!base) {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    };
    if (process.env.BENCH_DATABASE_URL) {
      env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
      target = 'the API on BENCH_DATABASE_URL';
    } else {
      delete env.DATABASE_URL;
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ye-bench-'));
      fs.chmodSync(dataDir, 0o755); // run as root, initdb runs as the 'postgres' user
      env.DATA_DIR = dataDir;
      env.EMBEDDED_PG_PORT = String(await freePort());
      target = 'the API on a fresh embedded PostgreSQL with the demo seed';
    }
    console.log(`Starting ${target}…`);
    server = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr?.on('data', (d: Buffer) => {
      serverErr = (serverErr + d.toString()).slice(-4000);
    });
    await waitReady(base, server, 240);
  }

  const parent = await signIn(base, { email: 'parent@demo.test', password: 'Parent#2026' });
  const instructor = await signIn(base, { email: 'instructor@demo.test', password: 'Instructor#2026' });
  const routes: { name: string; path: string; token?: string }[] = [
    { name: 'liveness', path: '/healthz' },
    { name: 'own profile (parent)', path: '/v1/router/user/profile', token: parent },
    { name: 'game courses (parent)', path: '/v1/course/list/game', token: parent },
    { name: 'family dashboard', path: '/v1/family/dashboard', token: parent },
    { name: 'child list', path: '/v1/family/child/list', token: parent },
    {
      name: 'instructor charts (30 days)',
      path: '/v1/instructor/dashboard/charts?days=30',
      token: instructor,
    },
    { name: 'instructor average scores', path: '/v1/instructor/dashboard/average-scores', token: instructor },
  ];
  // Each route answers once before it is measured, so a wrong route or role fails loudly.
  for (const r of routes) {
    const res = await fetch(`${base}${r.path}`, {
      headers: r.token ? { authorization: `Bearer ${r.token}` } : {},
    });
    if (!res.ok) throw new Error(`${r.path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }

  console.log(
    `\n${connections} connections, ${duration} s per route, on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}\n`,
  );
  const rows: string[] = [];
  for (const r of routes) {
    const result = await autocannon({
      url: `${base}${r.path}`,
      connections,
      duration,
      headers: r.token ? { authorization: `Bearer ${r.token}` } : {},
    });
    const bad = result.non2xx + result.errors;
    rows.push(
      `| ${r.name} | \`${r.path}\` | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${bad} |`,
    );
    console.log(`measured ${r.path}`);
    if (bad > 0) {
      console.error(`  ${bad} answers were not 2xx: ${JSON.stringify(result.statusCodeStats)}`);
      exitCode = 1;
    }
  }
  console.log(
    '\n| route | path | req/s | p50 ms | p99 ms | non-2xx or errors |\n|---|---|---:|---:|---:|---:|',
  );
  for (const row of rows) console.log(row);
} catch (err) {
  console.error(`Bench failed: ${err instanceof Error ? err.message : String(err)}`);
  if (serverErr) console.error(`Server output:\n${serverErr}`);
  exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
