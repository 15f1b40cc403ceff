import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { ROOT_DIR } from '../config.ts';

/**
 * Redocly's lint of an OpenAPI document in memory (decision 018): apps/api/redocly.yaml ("recommended"
 * plus operation-tag-defined) and the per-place exceptions of apps/api/.redocly.lint-ignore.yaml, which
 * name the document `openapi.json`. Offline: openapi-core fetches nothing unless a $ref points at a URL.
 */
const API_DIR = path.join(ROOT_DIR, 'apps', 'api');

export interface LintProblem {
  severity: string;
  rule: string;
  /** JSON pointer into the document, e.g. `#/paths/~1healthz/get/summary`. */
  pointer: string;
  message: string;
}

export async function lintOpenApiDocument(document: object): Promise<LintProblem[]> {
  const config = await loadConfig({ configPath: path.join(API_DIR, 'redocly.yaml') });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: path.join(API_DIR, 'openapi.json'),
    config,
  });
  return problems
    .filter((p) => !p.ignored)
    .map((p) => ({
      severity: p.severity,
      rule: p.ruleId,
      pointer: p.location[0]?.pointer ?? '#/',
      message: p.message,
    }));
}

/** One line per problem: severity, rule, pointer, message. */
export function formatProblems(problems: LintProblem[]): string {
  return problems.map((p) => `${p.severity} ${p.rule} ${p.pointer}: ${p.message}`).join('\n');
}
