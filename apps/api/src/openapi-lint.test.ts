import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdFor } from './openapi.ts';
import { createTestApp, type TestContext } from './test/helpers.ts';
import { formatProblems, lintOpenApiDocument } from './test/openapi-lint.ts';

// The API document is one a client generator can use (decision 018): app.swagger() passes
// Redocly's recommended lint with no error and no warning.

describe('the API document', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("passes Redocly's recommended lint", async () => {
    const problems = await lintOpenApiDocument(t.app.swagger());
    // Printed in full so a failing run says what to fix and where.
    expect(formatProblems(problems)).toBe('');
  });

  it('is OpenAPI 3.1 and names the origin that serves it', () => {
    const doc = t.app.swagger() as { openapi: string; servers?: { url: string }[] };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('gives every operation a unique operationId derived from its method and path', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ids = Object.entries(doc.paths).flatMap(([, ops]) => Object.values(ops).map((o) => o.operationId));
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/v1/family/child/list']?.get?.operationId).toBe('getFamilyChildList');
  });
});

describe('the lint', () => {
  const base = {
    openapi: '3.1.0',
    info: { title: 't', version: '1', license: { name: 'x', identifier: 'MIT' } },
    servers: [{ url: '/' }],
    tags: [{ name: 'a', description: 'A' }],
    paths: {
      '/things': {
        get: {
          operationId: 'getThings',
          summary: 'Things',
          tags: ['a'],
          security: [],
          responses: { 200: { description: 'ok' }, 400: { description: 'bad' } },
        },
      },
    },
  };

  it('passes a small good document', async () => {
    expect(await lintOpenApiDocument(base)).toEqual([]);
  });

  it('lists an operation without an operationId, an undeclared tag and a nullable sibling', async () => {
    const bad = structuredClone(base) as Record<string, unknown> & typeof base;
    const get = bad.paths['/things'].get as Record<string, unknown>;
    delete get.operationId;
    get.tags = ['undeclared'];
    get.parameters = [{ in: 'query', name: 'q', schema: { nullable: true } }];
    const problems = await lintOpenApiDocument(bad);
    expect(problems).toContainEqual({
      severity: 'warn',
      rule: 'operation-operationId',
      pointer: '#/paths/~1things/get/operationId',
      message: expect.stringContaining('operationId'),
    });
    expect(problems.map((p) => p.rule)).toEqual(expect.arrayContaining(['operation-tag-defined']));
    expect(formatProblems(problems)).toContain(
      'warn operation-operationId #/paths/~1things/get/operationId: ',
    );
  });

  it('excuses the pinned trailing-slash path only', async () => {
    const doc = structuredClone(base) as typeof base & { paths: Record<string, unknown> };
    const op = (operationId: string) => ({ ...base.paths['/things'].get, operationId });
    doc.paths['/v1/course/bundles/'] = { get: op('a1') };
    doc.paths['/v1/other/'] = { get: op('a2') };
    const problems = await lintOpenApiDocument(doc);
    expect(problems.filter((p) => p.rule === 'no-path-trailing-slash').map((p) => p.pointer)).toEqual([
      '#/paths/~1v1~1other~1',
    ]);
  });
});

describe('operationIdFor', () => {
  it.each([
    ['GET', '/v1/family/child/list', 'getFamilyChildList'],
    ['GET', '/v1/course/get/{id}', 'getCourseById'],
    ['GET', '/v1/family/child/get-profile', 'getFamilyChildProfile'],
    ['POST', '/v1/survey/survey_answers', 'postSurveyAnswers'],
    ['POST', '/v1/family/course/{courseId}/assign/{childId}', 'postFamilyCourseAssignByChildId'],
    ['GET', '/v1/files/{folder}/{file}', 'getFilesByFolderAndFile'],
    ['GET', '/v1/instructor/impact-analysis/export.csv', 'getInstructorImpactAnalysisExportCsv'],
    ['POST', '/auth/prg/login', 'postAuthPrgLogin'],
    ['GET', '/v1/course/bundles/', 'getCourseBundlesWithTrailingSlash'],
    ['delete', '/v1/course/assignments/{id}', 'deleteCourseAssignmentsById'],
  ])('%s %s is %s', (method, path, id) => {
    expect(operationIdFor(method, path)).toBe(id);
  });
});
