// npm run lighthouse [-- --url http://host:port] [--dist dir] [--only text] [--out dir]
// Lighthouse (the npm package, its default mobile settings and simulated throttling) on the system
// Chromium against the production build of the web app served by the API (issue 17's web targets:
// performance >= 95 and LCP <= 2.5 s on /, /login, /student/login and /student/home).
// - Default: starts the API on a demo database of its own (a fresh embedded PostgreSQL in
//   .data/lighthouse-<pid>, seeded with the demo as the e2e server is, removed afterwards) serving the build in apps/web/dist
//   (`npm run build` first; --dist or WEB_DIST_DIR for another folder), and stops it afterwards.
// - --url or BENCH_URL: a server that is already running (demo logins required).
// /student/home is measured signed in as the demo child Mia: she signs in through the real form
// first, and her stored session (localStorage, as the app keeps it) is put back before the app's
// scripts run on every page Lighthouse loads (Lighthouse empties the origin's storage and caches
// before it navigates, so each page is still loaded cold).
// Writes each page's HTML and JSON report to .data/bench-artefacts/lighthouse-<time>/ (or --out) and
// prints the performance score, LCP, FCP, TBT and CLS of each page. Not part of `npm test`.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { freePort } from '../apps/api/src/test/local-services.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL },
    dist: { type: 'string', default: process.env.WEB_DIST_DIR ?? 'apps/web/dist' },
    only: { type: 'string' },
    out: { type: 'string' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});

/** The pages of issue 17's targets; `child` pages are opened with the demo child's session. */
const PAGES: { path: string; child?: true }[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/student/login' },
  { path: '/student/home', child: true },
];
const CHILD = { username: 'mia', password: 'Mia#2026' };
const TARGET = { score: 95, lcpMs: 2500 };

async function waitReady(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} was not ready within ${seconds} s`);
}

async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Signs the child in through /student/login and returns the app's stored session (ye.* keys). */
async function childSession(browser: Browser, base: string): Promise<Record<string, string>> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/student/login`, { waitUntil: 'networkidle0' });
    await page.locator('input[autocomplete="username"]').fill(CHILD.username);
    await page.locator('input[autocomplete="current-password"]').fill(CHILD.password);
    await Promise.all([
      page.waitForFunction(() => window.location.pathname === '/student/home', { timeout: 30_000 }),
      page.locator('button[type="submit"]').click(),
    ]);
    const items = await page.evaluate(() =>
      Object.fromEntries(Object.entries(window.localStorage).filter(([key]) => key.startsWith('ye.'))),
    );
    if (!items['ye.access_token']) throw new Error('the child sign-in stored no session');
    return items;
  } finally {
    await context.close();
  }
}

const ms = (n: number | undefined) => (n === undefined ? '–' : `${(n / 1000).toFixed(2)} s`);

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let browser: Browser | undefined;
let serverErr = '';
let failed = false;
try {
  let base = args.url?.replace(/\/$/, '');
  if (!base) {
    const dist = path.resolve(root, args.dist);
    if (!fs.existsSync(path.join(dist, 'index.html'))) {
      console.error(
        `No web build in ${path.relative(root, dist)}: run \`npm run build\` first (or pass --dist).`,
      );
      process.exit(1);
    }
    const port = await freePort();
    base = `http://localhost:${port}`;
    // A folder the server creates itself, as the e2e servers' are: embedded PostgreSQL runs as another
    // user and cannot enter a mkdtemp folder (mode 700).
    dataDir = path.join(root, '.data', `lighthouse-${process.pid}`);
    console.log(`Starting the API with the demo data, serving ${path.relative(root, dist) || dist}…`);
    server = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
      cwd: root,
      env: {
        ...process.env,
        // Development mode seeds the demo into the fresh data directory (production never seeds);
        // the web files, their compression and cache headers are served the same in both.
        NODE_ENV: 'development',
        PORT: String(port),
        APP_URL: base,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(await freePort()),
        WEB_DIST_DIR: dist,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr?.on('data', (d: Buffer) => {
      serverErr = (serverErr + d.toString()).slice(-4000);
    });
    await waitReady(`${base}/readyz`, server, 300);
  }

  const outDir = path.resolve(
    root,
    args.out ??
      path.join('.data/bench-artefacts', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}`),
  );
  fs.mkdirSync(outDir, { recursive: true });

  browser = await puppeteer.launch({
    executablePath: args.chrome,
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const pages = PAGES.filter((p) => !args.only || p.path.includes(args.only));
  const session = pages.some((p) => p.child) ? await childSession(browser, base) : null;

  const rows: string[][] = [];
  for (const target of pages) {
    const page = await browser.newPage();
    if (target.child && session) {
      // Before any script of each of the app's documents (not about:blank, which has no storage):
      // the session the app reads at start-up.
      await page.evaluateOnNewDocument(
        (origin: string, items: Record<string, string>) => {
          if (window.location.origin !== origin) return;
          for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
        },
        new URL(base).origin,
        session,
      );
    }
    const result = await lighthouse(
      `${base}${target.path}`,
      { output: ['html', 'json'], logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    await page.close();
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.message}`);
    const name = target.path === '/' ? 'home' : target.path.slice(1).replace(/\//g, '-');
    const [html, json] = result.report as string[];
    fs.writeFileSync(path.join(outDir, `${name}.report.html`), html ?? '');
    fs.writeFileSync(path.join(outDir, `${name}.report.json`), json ?? '');
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue;
    const lcp = audit('largest-contentful-paint');
    const met = score >= TARGET.score && lcp !== undefined && lcp <= TARGET.lcpMs;
    if (!met) failed = true;
    // The page Lighthouse ended on: a signed-out visit to /student/home would land on /student/login.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    rows.push([
      target.path + (landed === target.path ? '' : ` (ended on ${landed})`),
      String(score),
      ms(lcp),
      ms(audit('first-contentful-paint')),
      `${Math.round(audit('total-blocking-time') ?? 0)} ms`,
      (audit('cumulative-layout-shift') ?? 0).toFixed(3),
      met ? 'yes' : 'NO',
    ]);
  }

  const head = [
    'page',
    'performance',
    'LCP',
    'FCP',
    'TBT',
    'CLS',
    `target (>= ${TARGET.score}, LCP <= 2.5 s)`,
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\nLighthouse ${lhrVersion()} (mobile, simulated throttling) on ${base}`);
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  console.log(`\nReports: ${path.relative(root, outDir)}/`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  if (serverErr) console.error(`\nThe server's last words:\n${serverErr}`);
  failed = true;
} finally {
  await browser?.close();
  await stopChild(server);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

function lhrVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
    return String(pkg.version);
  } catch {
    return '';
  }
}
