// Runs the unit, web and API suites with the clock set to the moments where date rules break: the first
// minutes of a week (Monday 00:05 UTC), its last minutes (Sunday 23:55 UTC), a leap day, and both
// daylight-saving changes in America/New_York (with TZ set there too). YE_TEST_NOW starts the API's
// clock (apps/api/src/clock.ts) and the unit tests' Date (scripts/vitest-clock.ts) at that moment in
// every test file. Too long for `npm test`; run it after touching dates: `npm run test:clock`.
// Usage: node scripts/clock-matrix.ts [--project unit|web|api] [moment-name ...]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Moment {
  name: string;
  now: string;
  tz: string;
}

const MOMENTS: Moment[] = [
  { name: 'monday-0005-utc', now: '2026-11-30T00:05:00Z', tz: 'UTC' },
  { name: 'sunday-2355-utc', now: '2026-11-29T23:55:00Z', tz: 'UTC' },
  { name: 'leap-day', now: '2028-02-29T12:00:00Z', tz: 'UTC' },
  // 01:30 EDT, half an hour before the clocks go back (the hour 01:00-02:00 happens twice).
  { name: 'new-york-fall-back', now: '2026-11-01T05:30:00Z', tz: 'America/New_York' },
  // 03:30 EDT, half an hour after the clocks jumped from 02:00 to 03:00 (02:xx does not exist).
  { name: 'new-york-spring-forward', now: '2027-03-14T07:30:00Z', tz: 'America/New_York' },
];

const args = process.argv.slice(2);
const projectArg = args.indexOf('--project');
const projects = projectArg >= 0 ? [args[projectArg + 1] ?? 'unit'] : ['unit', 'web', 'web-mocks', 'api'];
const names = args.filter((a, i) => !a.startsWith('--') && (projectArg < 0 || i !== projectArg + 1));
const moments = names.length ? MOMENTS.filter((m) => names.includes(m.name)) : MOMENTS;
if (moments.length === 0) {
  console.error(`No such moment. Known: ${MOMENTS.map((m) => m.name).join(', ')}`);
  process.exit(2);
}

const logDir = path.join(root, '.tmp', 'clock-matrix');
fs.mkdirSync(logDir, { recursive: true });
const results: { moment: Moment; project: string; ok: boolean; summary: string; secs: number }[] = [];
for (const moment of moments) {
  for (const project of projects) {
    console.log(`\n=== ${moment.name}: YE_TEST_NOW=${moment.now} TZ=${moment.tz}, ${project} tests ===`);
    const t0 = Date.now();
    const r = spawnSync('npx', ['vitest', 'run', '--project', project], {
      cwd: root,
      env: { ...process.env, YE_TEST_NOW: moment.now, TZ: moment.tz, NO_COLOR: '1', FORCE_COLOR: '0' },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    const out = `${r.stdout ?? ''}${r.stderr ?? ''}`;
    const log = path.join(logDir, `${moment.name}-${project}.log`);
    fs.writeFileSync(log, out);
    const failed = [...new Set(out.split('\n').filter((l) => /^\s*FAIL\s/.test(l)))];
    const summary = out.match(/^\s*Tests\s+(.*)$/m)?.[1]?.trim() ?? `exit ${r.status}`;
    const ok = r.status === 0;
    if (!ok) console.log(`${failed.slice(0, 80).join('\n')}\n(full output: ${path.relative(root, log)})`);
    console.log(`${ok ? 'passed' : 'FAILED'}: ${summary}`);
    results.push({ moment, project, ok, summary, secs: Math.round((Date.now() - t0) / 1000) });
  }
}

console.log('\n| moment | YE_TEST_NOW | TZ | suite | result | seconds |\n|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.moment.name} | ${r.moment.now} | ${r.moment.tz} | ${r.project} | ${r.ok ? 'passed' : 'FAILED'}: ${r.summary} | ${r.secs} |`,
  );
process.exit(results.every((r) => r.ok) ? 0 : 1);
