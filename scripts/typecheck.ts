// `npm run typecheck`: the four TypeScript projects, two at a time (tsc uses one core, CI has two).
// Prints each project's errors after it ends and exits non-zero when any project has one.
// Usage: node scripts/typecheck.ts
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
// The largest first, so the two lanes end at about the same time.
const PROJECTS = ['apps/web', 'apps/api', 'e2e', 'packages/contracts'];
const LANES = 2;

function check(project: string): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty', 'false'], { cwd: repo });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      const status = code ?? 1;
      console.log(`${status === 0 ? 'ok  ' : 'FAIL'} tsc -p ${project} (${secs} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(status);
    });
  });
}

const queue = [...PROJECTS];
const lanes = Array.from({ length: LANES }, async () => {
  let worst = 0;
  for (let p = queue.shift(); p; p = queue.shift()) worst = Math.max(worst, await check(p));
  return worst;
});
process.exit(Math.max(...(await Promise.all(lanes))));
