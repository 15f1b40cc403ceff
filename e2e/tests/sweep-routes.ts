import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { type DemoUser, repoRoot } from './fixtures.ts';

/**
 * The web app's route table (apps/web/src/app/routes.tsx), read from its source with the TypeScript
 * parser: each route's path, layout, roles and guestOnly flag, so the sweep visits every route the app
 * has, including routes added after the sweep was written.
 */
export interface TableRoute {
  path: string;
  layout: 'public' | 'app';
  roles: string[] | null;
  guestOnly: boolean;
}

export const ROUTES_FILE = path.join(repoRoot, 'apps', 'web', 'src', 'app', 'routes.tsx');
/** The paths the routes table names (`path: PATHS.login`): apps/web/src/lib/paths.ts. */
export const PATHS_FILE = path.join(repoRoot, 'apps', 'web', 'src', 'lib', 'paths.ts');

/** The `PATHS` object of paths.ts, read with the TypeScript parser: name → path pattern. */
export function readPaths(file = PATHS_FILE): Map<string, string> {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = new Map<string, string>();
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const d of node.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.name.text !== 'PATHS' || !d.initializer) continue;
      let init = d.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      if (!ts.isObjectLiteralExpression(init)) continue;
      for (const p of init.properties)
        if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && ts.isStringLiteral(p.initializer))
          found.set(p.name.text, p.initializer.text);
    }
  });
  if (found.size === 0) throw new Error(`No PATHS object in ${file}`);
  return found;
}

export function readRouteTable(file = ROUTES_FILE, paths = readPaths()): TableRoute[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression>();
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const d of node.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
  });

  const fail = (node: ts.Node, what: string): never => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`${path.basename(file)}:${line + 1}: the sweep cannot read ${what}: ${node.getText()}`);
  };
  const unwrap = (e: ts.Expression): ts.Expression =>
    ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)
      ? unwrap(e.expression)
      : e;
  const strings = (expr: ts.Expression): string[] => {
    const e = unwrap(expr);
    if (ts.isIdentifier(e)) {
      const init = consts.get(e.text);
      return init ? strings(init) : fail(e, 'this role list');
    }
    if (!ts.isArrayLiteralExpression(e)) return fail(e, 'this role list');
    return e.elements.flatMap((el) => {
      if (ts.isSpreadElement(el)) return strings(el.expression);
      if (ts.isStringLiteral(el)) return [el.text];
      return fail(el, 'this role');
    });
  };

  const table = consts.get('ROUTES');
  if (!table || !ts.isArrayLiteralExpression(unwrap(table))) throw new Error(`No ROUTES array in ${file}`);
  return (unwrap(table) as ts.ArrayLiteralExpression).elements.map((el) => {
    if (!ts.isObjectLiteralExpression(el)) return fail(el, 'this route');
    const props = new Map<string, ts.Expression>();
    for (const p of el.properties)
      if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)) props.set(p.name.text, p.initializer);
    const text = (name: string) => {
      const v = props.get(name);
      if (v && ts.isStringLiteral(v)) return v.text;
      // path: PATHS.login
      if (
        v &&
        ts.isPropertyAccessExpression(v) &&
        ts.isIdentifier(v.expression) &&
        v.expression.text === 'PATHS'
      ) {
        const value = paths.get(v.name.text);
        if (value !== undefined) return value;
      }
      return fail(el, `the ${name} of this route`);
    };
    const roles = props.get('roles');
    return {
      path: text('path'),
      layout: text('layout') as TableRoute['layout'],
      roles: roles ? strings(roles) : null,
      guestOnly: props.get('guestOnly')?.kind === ts.SyntaxKind.TrueKeyword,
    };
  });
}

/** The demo account that stands for each role a route may declare (apps/web/src/app/access.ts). */
export const ROLE_ACCOUNT: Record<string, DemoUser> = {
  parent: 'parent',
  auth: 'parent',
  child: 'mia',
  student: 'mia',
  instructor: 'instructor',
  ely_admin: 'ely',
  provider: 'provider',
  external_admin: 'external',
  admin: 'admin',
};

/** Who opens a route in the sweep: one demo account per allowed role, or a signed-out visitor. */
export function visitorsOf(route: TableRoute): (DemoUser | 'anonymous')[] {
  if (!route.roles) return ['anonymous'];
  const roles = new Set(route.roles);
  // access.ts: an ely_admin may open every page an instructor may.
  if (roles.has('instructor')) roles.add('ely_admin');
  const users = [...roles].map((r) => {
    const user = ROLE_ACCOUNT[r];
    if (!user) throw new Error(`Route ${route.path}: role "${r}" has no demo account in ROLE_ACCOUNT`);
    return user;
  });
  return [...new Set(users)];
}

export const isParameterised = (routePath: string) => routePath.includes(':');
