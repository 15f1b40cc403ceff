// The boundary check (decision 023), run by `npm run check:boundaries` in `npm test`: the rules of
// .dependency-cruiser.cjs over the server, the web app, contracts, scripts and e2e, then the module
// graph of the server (.dependency-cruiser-modules.cjs: no two modules depend on each other, however
// far round), then one writer per table: a module writes only the tables of its own tables.ts
// (decision 025). Exits non-zero on any violation. `root` lets the test run it on a planted copy.
// Usage: node scripts/check-boundaries.ts [root]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const depcruise = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

const MODULES = 'apps/api/src/modules';
const TABLES_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']*tables\.ts)'/g;
// Drizzle's db.insert(t) / tx.update(t) / db.delete(t), and raw SQL that names a table as ${t}.
const WRITES = [
  /\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g,
  /\b(?:insert\s+into|update|delete\s+from)\s+\$\{([A-Za-z_$][\w$]*)\}/gi,
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    // Tests and their helpers arrange rows in any table, as the seed does.
    return /\.ts$/.test(e.name) && !/\.test\.ts$|^test-/.test(e.name) ? [full] : [];
  });
}

/**
 * Every write in a module whose table comes from another folder's tables.ts: "file: writes t, a table
 * of other/module". Such a write belongs in the owner's queries.ts, offered through its service.
 */
export function foreignTableWrites(root: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join(root, MODULES))) {
    const text = fs.readFileSync(file, 'utf8');
    const ownerOf = new Map<string, string>();
    for (const [, names = '', spec = ''] of text.matchAll(TABLES_IMPORT)) {
      const owner = path.dirname(path.resolve(path.dirname(file), spec));
      for (const name of names.split(',')) {
        const local = name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (local) ownerOf.set(local, owner);
      }
    }
    for (const pattern of WRITES) {
      for (const [, table = ''] of text.matchAll(pattern)) {
        const owner = ownerOf.get(table);
        if (owner && owner !== path.dirname(file)) {
          const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
          found.push(`${rel(file)}: writes ${table}, a table of ${rel(owner).replace(`${MODULES}/`, '')}`);
        }
      }
    }
  }
  return [...new Set(found)];
}

/** Runs the checks in `root`; returns the exit code and what they printed. */
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
  const writes = foreignTableWrites(root);
  const writers = writes.length
    ? `one-writer-per-table: only the module that owns a table writes it (decision 025)\n${writes.map((w) => `  ${w}`).join('\n')}`
    : '✔ one writer per table';
  return {
    status: files.status || modules.status || (writes.length ? 1 : 0),
    output: `${files.output}\n${modules.output}\n${writers}`.trim(),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { status, output } = checkBoundaries(path.resolve(process.argv[2] ?? repo));
  console.log(output);
  process.exit(status);
}
