// The boundary check (decision 023), run by `npm run check:boundaries` in `npm test`: the rules of
// .dependency-cruiser.cjs over the server, the web app, contracts, scripts and e2e, then the module
// graph of the server (.dependency-cruiser-modules.cjs: no two modules depend on each other, however
// far round). Exits non-zero on any violation. `root` lets the test run it on a planted copy.
// Usage: node scripts/check-boundaries.ts [root]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const depcruise = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

/** Runs both checks in `root`; returns the exit code and what they printed. */
export function checkBoundaries(root: string): { status: number; output: string } {
  const run = (config: string, dirs: string[]) => {
    const present = dirs.filter((d) => fs.existsSync(path.join(root, d)));
    const r = spawnSync(
      process.execPath,
      [depcruise, ...present, '--config', path.join(repo, config), '--output-type', 'err'],
      { cwd: root, encoding: 'utf8' },
    );
    return { status: r.status ?? 1, output: `${r.stdout}${r.stderr}` };
  };
  const files = run('.dependency-cruiser.cjs', [
    'apps/api/src',
    'apps/web/src',
    'packages',
    'scripts',
    'e2e',
  ]);
  const modules = run('.dependency-cruiser-modules.cjs', ['apps/api/src/modules']);
  return {
    status: files.status !== 0 ? files.status : modules.status,
    output: `${files.output}\n${modules.output}`.trim(),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { status, output } = checkBoundaries(path.resolve(process.argv[2] ?? repo));
  console.log(output);
  process.exit(status);
}
