import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGES } from '../../first-paint.ts';

// index.html preloads the modules of the first pages people open (apps/web/first-paint.ts, decision
// 054). The build fails when a listed module has no chunk; this says so earlier, and that each one is
// what the routes table loads for that path.

const web = path.resolve(import.meta.dirname, '../..');
const routes = fs.readFileSync(path.join(web, 'src/app/routes.tsx'), 'utf8');
const paths = fs.readFileSync(path.join(web, 'src/lib/paths.ts'), 'utf8');
const cases = FIRST_PAGES.map((p) => [p.path, p] as const);

/** The routes table's entries (the text between braces) that lazily import `module`. */
function entriesLoading(module: string): string[] {
  const imported = `import('../${module.replace(/^src\//, '')}')`;
  const entries: string[] = [];
  for (let at = routes.indexOf(imported); at > -1; at = routes.indexOf(imported, at + 1))
    entries.push(routes.slice(routes.lastIndexOf('{', at), routes.indexOf('}', at)));
  return entries;
}

describe('the first pages index.html preloads', () => {
  it.each(cases)('%s names modules that exist', (_path, page) => {
    for (const module of page.modules) expect(fs.existsSync(path.join(web, module)), module).toBe(true);
  });

  it.each(cases)('%s is the page the routes table loads there', (_path, page) => {
    const pageModule = page.modules.at(-1) ?? '';
    // A page can serve two paths (/student and /student/home): one of its entries names this one.
    const entry = entriesLoading(pageModule).find((e) => {
      const key = /path: PATHS\.(\w+)/.exec(e)?.[1];
      return key !== undefined && paths.includes(`  ${key}: '${page.path}',`);
    });
    expect(entry, `a route of ${page.path} loads ${pageModule}`).toBeDefined();
    expect(entry).toContain(page.signedIn ? "layout: 'app'" : "layout: 'public'");
  });
});
