import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries.ts';

// A small tree in a temporary folder, shaped like ours, with one planted violation per case: the
// check must fail on each and name the rule, and pass on the clean tree.

let root = '';
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const M = 'apps/api/src/modules';
const W = 'apps/web/src';
const clean = {
  [`${M}/auth/tables.ts`]: 'export const users = 1;\n',
  [`${M}/auth/queries.ts`]: "import { users } from './tables.ts';\nexport const findUser = () => users;\n",
  [`${M}/auth/account-queries.ts`]:
    "import { users } from './tables.ts';\nexport const renameUser = () => users;\n",
  [`${M}/auth/service.ts`]:
    "import { findUser } from './queries.ts';\nexport const user = () => findUser();\n",
  [`${M}/family/tables.ts`]: "import { users } from '../auth/tables.ts';\nexport const kids = users;\n",
  // Joining another module's table in one's own queries.ts is allowed.
  [`${M}/family/queries.ts`]:
    "import { users } from '../auth/tables.ts';\nimport { kids } from './tables.ts';\nexport const both = () => [users, kids];\n",
  [`${M}/family/service.ts`]:
    "import { user } from '../auth/service.ts';\nimport { both } from './queries.ts';\nexport const f = () => [user(), both()];\n",
  [`${M}/learning/progress/service.ts`]:
    "import { f } from '../../family/service.ts';\nexport const p = f;\n",
  [`${W}/lib/format.ts`]: 'export const format = (n: number) => String(n);\n',
  [`${W}/features/auth/api.ts`]: "import { format } from '../../lib/format.ts';\nexport const a = format;\n",
  [`${W}/features/family/api.ts`]:
    "import { format } from '../../lib/format.ts';\nexport const b = format;\n",
};

// Each planted file breaks one rule, and nothing else does.
const planted: [rule: string, file: string, text: string][] = [
  [
    'no-foreign-queries',
    `${M}/family/export.ts`,
    "import { findUser } from '../auth/queries.ts';\nexport const e = findUser;\n",
  ],
  [
    'no-foreign-queries',
    `${M}/learning/progress/routes.ts`,
    "import { both } from '../../family/queries.ts';\nexport const r = both;\n",
  ],
  [
    'no-foreign-queries',
    `${M}/family/accounts.ts`,
    "import { renameUser } from '../auth/account-queries.ts';\nexport const e = renameUser;\n",
  ],
  [
    'tables-only-in-queries',
    `${M}/auth/routes.ts`,
    "import { users } from './tables.ts';\nexport const r = users;\n",
  ],
  [
    'no-module-cycle',
    `${M}/auth/jobs.ts`,
    "import { f } from '../family/service.ts';\nexport const j = f;\n",
  ],
  ['no-circular', `${M}/auth/ring-a.ts`, "import { b } from './ring-b.ts';\nexport const a = () => b;\n"],
  ['no-circular', `${M}/auth/ring-b.ts`, "import { a } from './ring-a.ts';\nexport const b = () => a;\n"],
  [
    'no-cross-feature',
    `${W}/features/family/pages/page.tsx`,
    "import { a } from '../../auth/api.ts';\nexport const P = a;\n",
  ],
  [
    'no-shared-to-feature',
    `${W}/lib/session.ts`,
    "import { a } from '../features/auth/api.ts';\nexport const s = a;\n",
  ],
];

describe('the boundary check', () => {
  it('passes a tree that keeps every rule', () => {
    const { status, output } = checkBoundaries(tree(clean));
    expect(output).toContain('no dependency violations found');
    expect(output).toContain('✔ one writer per table');
    expect(status).toBe(0);
  });

  it("refuses a module that writes another module's table, by Drizzle or by raw SQL", () => {
    const queries = (write: string) =>
      `import { sql } from 'drizzle-orm';\nimport { users as people } from '../auth/tables.ts';\nimport { kids } from './tables.ts';\nexport const w = (db) => ${write};\n`;
    // Its own table, and reading another's, are fine.
    let result = checkBoundaries(
      tree({ ...clean, [`${M}/family/queries.ts`]: queries('[db.insert(kids), db.select().from(people)]') }),
    );
    expect(result.output).toContain('✔ one writer per table');
    expect(result.status).toBe(0);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source holds a template literal
    for (const write of ['db\n    .update(people)\n    .set({})', 'db.execute(sql`delete from ${people}`)']) {
      result = checkBoundaries(tree({ ...clean, [`${M}/family/queries.ts`]: queries(write) }));
      expect(result.output).toContain(`${M}/family/queries.ts: writes people, a table of auth`);
      expect(result.status).not.toBe(0);
    }
  });

  it('refuses each broken rule, naming the rule and the file', () => {
    const { status, output } = checkBoundaries(
      tree({ ...clean, ...Object.fromEntries(planted.map(([, f, t]) => [f, t])) }),
    );
    for (const [rule, file] of planted) {
      const relative = file.startsWith(M) ? file.slice(0, file.lastIndexOf('/')) : file;
      expect(output).toMatch(new RegExp(`error ${rule}: ${relative.replaceAll('.', '[.]')}`));
    }
    expect(status).not.toBe(0);
  });
});
