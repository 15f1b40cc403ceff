import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { atLeast, atMost, seeded } from './registry.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const registry = path.join(here, 'registry.ts');

function runWith(check: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eval-'));
  fs.writeFileSync(path.join(dir, 'planted.ts'), check);
  return spawnSync(process.execPath, [path.join(here, '..', 'eval.ts')], {
    env: { ...process.env, EVAL_CHECKS_DIR: dir },
    encoding: 'utf8',
  });
}

describe('npm run eval', () => {
  it('exits non-zero when a goal is missed, and prints the figure with its target', () => {
    const out = runWith(
      `import { atLeast } from '${registry}';\nexport const checks = [{ name: 'Planted', run: () => [atLeast('Recall', 0.5, 0.95)] }];\n`,
    );
    expect(out.status).toBe(1);
    expect(out.stdout).toMatch(/✗ Recall\s+0\.500\s+target ≥ 0\.95/);
  });

  it('exits 0 when every goal is met', () => {
    const out = runWith(
      `import { atMost } from '${registry}';\nexport const checks = [{ name: 'Planted', run: () => [atMost('Error', 0.01, 0.05)] }];\n`,
    );
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/All goals met/);
  });

  it('draws the same numbers every run', () => {
    const a = seeded(7);
    const b = seeded(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(atLeast('x', 1, 1).pass).toBe(true);
    expect(atMost('x', 1.01, 1).pass).toBe(false);
  });
});
