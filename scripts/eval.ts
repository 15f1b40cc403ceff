// `npm run eval`: the offline measurements of the product's learned and rule-based AI (issue 18 §6).
// Every file in scripts/eval/checks/ exports `checks`; each prints its figures with their targets.
// Deterministic seeds; exits non-zero when any goal is missed. Usage: node scripts/eval.ts [name filter]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EvalCheck, Figure } from './eval/registry.ts';

// EVAL_CHECKS_DIR lets the runner's own test plant a check that misses its goal.
const dir =
  process.env.EVAL_CHECKS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'eval', 'checks');
const filter = process.argv[2]?.toLowerCase();

const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .sort();
const checks: EvalCheck[] = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { checks?: EvalCheck[] };
  if (!Array.isArray(mod.checks)) throw new Error(`${file} exports no \`checks\` list`);
  checks.push(...mod.checks);
}

let failed = 0;
const started = performance.now();
for (const check of checks) {
  if (filter && !check.name.toLowerCase().includes(filter)) continue;
  const t0 = performance.now();
  let figures: Figure[];
  try {
    figures = await check.run();
  } catch (error) {
    failed++;
    console.log(`\n✗ ${check.name}: crashed: ${error instanceof Error ? error.stack : String(error)}`);
    continue;
  }
  console.log(`\n${check.name} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  for (const f of figures) {
    const shown = f.format
      ? f.format(f.value)
      : Number.isInteger(f.value)
        ? String(f.value)
        : f.value.toFixed(3);
    console.log(`  ${f.pass ? '✓' : '✗'} ${f.name.padEnd(52)} ${shown.padStart(10)}   target ${f.target}`);
    if (!f.pass) failed++;
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(`\n${failed === 0 ? 'All goals met' : `${failed} goal(s) missed`} in ${seconds.toFixed(1)} s.`);
process.exitCode = failed === 0 ? 0 : 1;
