// `npm run typecheck`: the four TypeScript projects, two at a time (tsc uses one core, CI has two).
// Prints each project's errors after it ends and exits non-zero when any project has one.
// Usage: node scripts/typecheck.ts
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inLanes, runCommand } from './run-command.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
// The largest first, so the two lanes end at about the same time.
const PROJECTS = ['apps/web', 'apps/api', 'e2e', 'packages/contracts'];
const LANES = 2;

let worst = 0;
await inLanes(PROJECTS, LANES, async (project) => {
  const started = Date.now();
  const { status, output } = await runCommand(process.execPath, [tsc, '-p', project, '--pretty', 'false'], {
    cwd: repo,
  });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${status === 0 ? 'ok  ' : 'FAIL'} tsc -p ${project} (${secs} s)`);
  if (output.trim()) console.log(output.trimEnd());
  worst = Math.max(worst, status);
});
process.exit(worst);
