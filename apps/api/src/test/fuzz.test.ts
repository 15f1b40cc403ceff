import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { arbFromSchema, arbShapedBy, type JsonSchema } from './openapi-arbitraries.ts';
import { ROUTE_ACCESS, routeKey } from './route-access.ts';
import { makeWorld, type Role, type World } from './world.ts';

/**
 * Fuzz test: every operation of the app's OpenAPI document gets schema-violating and
 * nearly valid path parameters, queries and bodies (fast-check, seeded: FUZZ_SEED reproduces a run),
 * NUL bytes, bad encodings, huge values and wrong content types, anonymously and signed in as a role
 * the route accepts. Every answer must be below 500, and every error body JSON `{detail: string}`.
 *
 * Bounded: FUZZ_RUNS generated requests per operation (25 by default) plus a fixed list of hostile
 * requests. A failure lists each bad answer with the request that caused it, tagged with the known
 * hole it most likely is (see knownCause) or none. FUZZ_STATS=<file> writes every answer's route,
 * status and code there, to see how deep the generated requests reach (validation, service, 2xx).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const ctx = await createTestApp();
afterAll(async () => {
  if (process.env.FUZZ_STATS)
    (await import('node:fs')).writeFileSync(process.env.FUZZ_STATS, stats.join('\n'));
  await ctx.close();
});
const { app, db } = ctx;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  key: string;
  method: Method;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | undefined;
  contentTypes: string[];
}

type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

const doc = app.swagger() as unknown as OpenApiDoc;
const operations: Operation[] = [];
for (const [path, ops] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(ops)) {
    if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
    const params = op.parameters ?? [];
    const content = op.requestBody?.content ?? {};
    const contentTypes = Object.keys(content);
    operations.push({
      key: routeKey(method, path),
      method: method.toUpperCase() as Method,
      path,
      pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
      queryParams: params
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
      body: contentTypes[0] ? (content[contentTypes[0]]?.schema ?? {}) : undefined,
      contentTypes,
    });
  }
}

// ---- who asks --------------------------------------------------------------------------------------

/**
 * The shared two-families, two-instructors world (world.ts), made again every WORLD_REUSE operations
 * so that one operation's damage (a removed child, a discarded course) reaches only a few others.
 */
const WORLD_REUSE = 12;
/** Operations that remove or close what others read run last (see the order of the tests). */
const destructive = (op: Operation) =>
  op.method === 'DELETE' || /discard|delete|remove|archive|detach|unassign|reject/.test(op.path);
let current: { world: World; uses: number } | undefined;
async function worldForNextOperation(): Promise<World> {
  if (!current || current.uses >= WORLD_REUSE) current = { world: await makeWorld(app, db), uses: 0 };
  current.uses += 1;
  return current.world;
}

/** Real ids for a parameter or property, by its name and the route's path. */
function uuidsFor(world: World, path: string) {
  const { a, b } = world;
  const courses = [a.course.id, a.draftCourse.id, a.completedCourse.id, b.course.id];
  const chapters = [...a.course.chapters.map((c) => c.id), ...a.draftCourse.chapters.map((c) => c.id)];
  const lessons = [...a.course.lessonIds, ...a.draftCourse.lessonIds, b.course.lessonIds[0] ?? ''];
  const users = [a.parent.id, a.child.id, a.instructor.id, b.child.id, world.admin.id];
  return (field: string): readonly string[] => {
    switch (field) {
      case 'child_id':
      case 'childId':
      case 'child_ids':
        return [a.child.id, a.child.id, b.child.id];
      case 'course_id':
      case 'courseId':
        return courses;
      case 'chapterId':
        return chapters;
      case 'lesson_id':
      case 'lessonId':
        return lessons;
      case 'lessonOrChapterId':
        return [...lessons, ...chapters];
      case 'question_ids':
        return [a.questionId, b.questionId];
      case 'board_id':
        return [a.boardId, b.boardId];
      case 'user_id':
        return users;
      case 'id':
        if (path.includes('/chapter/')) return chapters;
        if (path.includes('/lesson/')) return lessons;
        if (path.includes('/quiz/question/')) return [a.questionId, b.questionId];
        if (path.includes('/quiz/')) return [a.quizId, b.quizId];
        if (path.includes('/posts/')) return [a.postId, b.postId];
        if (path.includes('/boards/')) return [a.boardId, b.boardId];
        if (path.includes('/assignments/')) return [a.assignmentId, b.assignmentId];
        if (path.includes('/bundles/')) return [];
        return courses;
      default:
        return [];
    }
  };
}

function rolesFor(op: Operation): Role[] {
  const access = ROUTE_ACCESS[op.key];
  if (access === undefined || access === 'public' || access === 'signature') return ['anonymous'];
  // Anonymous, and the first two roles the route accepts.
  return ['anonymous', ...access.slice(0, 2)];
}

// ---- requests ----------------------------------------------------------------------------------------

interface Case {
  role: Role;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  rawQuery: string;
  body: unknown;
  encoding: 'json' | 'raw';
}

/** Percent-encodes every byte of the UTF-8 form (a lone surrogate goes as U+FFFD, as a browser sends it). */
const enc = (v: unknown) =>
  Array.from(Buffer.from(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''), 'utf8'), (b) =>
    /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
      ? String.fromCharCode(b)
      : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
  ).join('');

function urlOf(
  op: Operation,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
  rawQuery = '',
) {
  let url = op.path;
  for (const p of op.pathParams) url = url.replace(`{${p.name}}`, enc(params[p.name] ?? ''));
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) parts.push(`${enc(k)}=${enc(item)}`);
    else parts.push(`${enc(k)}=${enc(v)}`);
  }
  if (rawQuery) parts.push(rawQuery);
  return parts.length > 0 ? `${url}?${parts.join('&')}` : url;
}

function caseArbitrary(op: Operation, world: World): fc.Arbitrary<Case> {
  const opts = { knownUuids: [world.a.child.id, world.a.course.id], uuidsFor: uuidsFor(world, op.path) };
  const params: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of op.pathParams)
    params[p.name] = arbFromSchema(p.schema, { ...opts, field: p.name, nastiness: 0.2 });
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of op.queryParams) query[p.name] = arbFromSchema(p.schema, { ...opts, field: p.name });
  const [, first, ...others] = rolesFor(op);
  const roles: fc.WeightedArbitrary<Role>[] = [{ weight: 1, arbitrary: fc.constant<Role>('anonymous') }];
  if (first) roles.push({ weight: 4, arbitrary: fc.constant(first) });
  if (others.length > 0) roles.push({ weight: 1, arbitrary: fc.constantFrom(...others) });
  return fc.record({
    // Mostly the first role the route accepts (side a's parent, child or instructor: the owner).
    role: fc.oneof(...roles),
    params: fc.record(params),
    query: fc.record(query, { requiredKeys: op.queryParams.filter((p) => p.required).map((p) => p.name) }),
    rawQuery: fc.oneof(
      { weight: 8, arbitrary: fc.constant('') },
      {
        weight: 1,
        arbitrary: fc.constantFrom('page=%ZZ', 'q=%00', 'a[b][c]=1', '=', '&&&', 'page=1&page=2'),
      },
    ),
    // Some bodies follow the schema exactly (to reach the service), most carry a few nasty values.
    body: op.body
      ? fc.oneof(
          { weight: 3, arbitrary: arbShapedBy(op.body, { ...opts, nastiness: 0 }) },
          { weight: 2, arbitrary: arbShapedBy(op.body, { ...opts, nastiness: 0.05 }) },
          { weight: 2, arbitrary: arbShapedBy(op.body, { ...opts, nastiness: 0.3 }) },
          { weight: 1, arbitrary: arbFromSchema(op.body, { ...opts, nastiness: 0.3 }) },
        )
      : fc.constant(undefined),
    encoding: fc.constantFrom<Case['encoding']>('json', 'json', 'json', 'raw'),
  });
}

function injectOf(op: Operation, world: World, c: Case): InjectOptions {
  const headers: Record<string, string> = { ...world.as[c.role] };
  const options: InjectOptions = {
    method: op.method,
    url: urlOf(op, c.params, c.query, c.rawQuery),
    headers,
  };
  if (op.body !== undefined && c.body !== undefined) {
    headers['content-type'] = 'application/json';
    // JSON.stringify turns lone surrogates into escapes; 'raw' sends them as (invalid) UTF-8 bytes.
    const text = JSON.stringify(c.body) ?? 'null';
    options.payload = c.encoding === 'raw' ? Buffer.from(text, 'utf8') : text;
  }
  return options;
}

/** Requests no schema describes: broken encodings, wrong content types, huge and deep bodies. */
function hostileRequests(op: Operation, world: World): { label: string; options: InjectOptions }[] {
  const role = rolesFor(op).at(-1) ?? 'anonymous';
  const auth = world.as[role];
  const ids = uuidsFor(world, op.path);
  const url = urlOf(op, Object.fromEntries(op.pathParams.map((p) => [p.name, ids(p.name)[0] ?? 'x'])), {});
  const base = { method: op.method, url };
  const list: { label: string; options: InjectOptions }[] = [
    { label: 'anonymous, no body', options: { ...base } },
    {
      label: 'a forged bearer token',
      options: { ...base, headers: { authorization: 'Bearer abc.def.ghi' } },
    },
    { label: 'a Basic authorization', options: { ...base, headers: { authorization: 'Basic YTpi' } } },
    {
      label: 'a NUL byte in a path parameter',
      options: {
        ...base,
        headers: auth,
        url: urlOf(op, Object.fromEntries(op.pathParams.map((p) => [p.name, 'a\u0000b'])), {}),
      },
    },
    {
      label: 'an invalid UTF-8 sequence in the query',
      options: { ...base, headers: auth, url: `${url}?q=%C3%28&page=%FF&child_id=%E2%82` },
    },
  ];
  if (op.pathParams.length > 0) {
    list.push({
      label: 'a path parameter of 500 characters',
      options: {
        ...base,
        headers: auth,
        url: urlOf(op, Object.fromEntries(op.pathParams.map((p) => [p.name, 'x'.repeat(500)])), {}),
      },
    });
  }
  if (op.method !== 'GET') {
    const json = { ...auth, 'content-type': 'application/json' };
    list.push(
      { label: 'malformed JSON', options: { ...base, headers: json, payload: '{"a":' } },
      { label: 'JSON null', options: { ...base, headers: json, payload: 'null' } },
      { label: 'a JSON string', options: { ...base, headers: json, payload: '"x"' } },
      { label: 'a JSON array', options: { ...base, headers: json, payload: '[1,2]' } },
      {
        label: 'invalid UTF-8 bytes in JSON',
        options: {
          ...base,
          headers: json,
          payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
        },
      },
      {
        label: 'a NUL byte escaped in every string',
        options: { ...base, headers: json, payload: JSON.stringify(nulEverywhere(op.body)) },
      },
      {
        label: 'JSON nested 10,000 deep',
        options: { ...base, headers: json, payload: `${'['.repeat(10_000)}1${']'.repeat(10_000)}` },
      },
      {
        label: 'JSON object nested 5,000 deep',
        options: { ...base, headers: json, payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
      },
      {
        label: 'a 2 MB JSON body',
        options: { ...base, headers: json, payload: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }) },
      },
      {
        label: '__proto__ pollution',
        options: {
          ...base,
          headers: json,
          payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}',
        },
      },
      {
        label: 'text/plain',
        options: { ...base, headers: { ...auth, 'content-type': 'text/plain' }, payload: 'hello' },
      },
      {
        label: 'application/xml',
        options: { ...base, headers: { ...auth, 'content-type': 'application/xml' }, payload: '<a/>' },
      },
      {
        label: 'urlencoded',
        options: {
          ...base,
          headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=1&b=%ZZ',
        },
      },
      {
        label: 'multipart/form-data without a boundary',
        options: { ...base, headers: { ...auth, 'content-type': 'multipart/form-data' }, payload: 'a=1' },
      },
      {
        label: 'multipart/form-data with a broken body',
        options: {
          ...base,
          headers: { ...auth, 'content-type': 'multipart/form-data; boundary=XyZ' },
          payload: '--XyZ\r\nContent-Disposition: form-data; name="username"\r\n\r\nx\u0000y\r\n--XyZ',
        },
      },
      {
        label: 'a content type with a bad charset',
        options: {
          ...base,
          headers: { ...json, 'content-type': 'application/json; charset=utf-99' },
          payload: '{}',
        },
      },
      {
        label: 'no content type with a body',
        options: { ...base, headers: auth, payload: Buffer.from('{"a":1}') },
      },
    );
  }
  return list;
}

/** The body's schema with every string replaced by one holding a NUL byte. */
function nulEverywhere(schema: JsonSchema | undefined): unknown {
  if (!schema) return { a: '\u0000' };
  const s = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, nulEverywhere(v)]));
    case 'array':
      return [nulEverywhere(s.items)];
    case 'string':
      return s.format === 'uuid'
        ? '00000000-0000-0000-0000-000000000000'
        : `ab\u0000${'c'.repeat(Math.max(2, (s.minLength ?? 0) - 3))}`;
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return 'ab\u0000cd';
  }
}

// ---- checking answers ----------------------------------------------------------------------------------

interface Failure {
  what: string;
  status: number;
  body: string;
  cause: string;
}

/** Which known hole (each fixed once, guarded here) a failure most likely reopens. */
function knownCause(options: InjectOptions, res: LightMyRequestResponse): string {
  const text = `${options.url} ${typeof options.payload === 'string' ? options.payload : options.payload ? (options.payload as Buffer).toString() : ''}`;
  const ct = String((options.headers as Record<string, string> | undefined)?.['content-type'] ?? '');
  if (String(options.url).startsWith('/graphql')) return '§3 GraphQL errors';
  if (res.statusCode === 414) return '§3 414 long URL';
  if (res.statusCode === 431) return '§3 431 large header';
  if (res.body.includes('FST_ERR_BAD_URL')) return '§3 bad URL (%ZZ)';
  if (ct.startsWith('multipart/form-data') && !ct.includes('boundary'))
    return '§3 multipart without boundary';
  if (res.statusCode >= 500 && (text.includes('\u0000') || text.includes('\\u0000') || text.includes('%00')))
    return '§3 NUL byte';
  return 'not a known hole: fix it at its cause';
}

function check(options: InjectOptions, res: LightMyRequestResponse): Failure | null {
  const bad = (why: string): Failure => ({
    what: `${why}: ${options.method} ${String(options.url).slice(0, 200)} ${describePayload(options)} as ${roleOf(options)}`,
    status: res.statusCode,
    body: res.body.slice(0, 200),
    cause: knownCause(options, res),
  });
  if (res.statusCode >= 500) return bad('5xx');
  if (res.statusCode >= 400) {
    if (!String(res.headers['content-type'] ?? '').startsWith('application/json'))
      return bad('error not JSON');
    let body: unknown;
    try {
      body = res.json();
    } catch {
      return bad('error body does not parse');
    }
    if (typeof (body as { detail?: unknown })?.detail !== 'string') return bad('error without {detail}');
  }
  if (
    String(options.url).startsWith('/graphql') &&
    res.statusCode < 400 &&
    res.body.includes('INTERNAL_SERVER_ERROR')
  )
    return bad('GraphQL internal error');
  return null;
}

const roleNames = new Map<string, string>();
const roleOf = (options: InjectOptions) =>
  roleNames.get(String((options.headers as Record<string, string> | undefined)?.authorization ?? '')) ??
  'anonymous';
function describePayload(options: InjectOptions): string {
  const ct = (options.headers as Record<string, string> | undefined)?.['content-type'];
  if (options.payload === undefined) return '';
  const text =
    typeof options.payload === 'string' ? options.payload : (options.payload as Buffer).toString('utf8');
  return `[${ct ?? 'no content type'}] ${JSON.stringify(text.slice(0, 160))}${text.length > 160 ? `... (${text.length} chars)` : ''}`;
}

function report(op: Operation, failures: Failure[]): string {
  const lines = failures
    .slice(0, 12)
    .map((f) => `  - [${f.cause}] ${f.status} ${f.what}\n      -> ${f.body}`);
  if (failures.length > 12) lines.push(`  ... and ${failures.length - 12} more`);
  return `${op.key}: ${failures.length} bad answers (seed ${SEED})\n${lines.join('\n')}`;
}

/** With FUZZ_STATS: one line per answer (route, status, code and the start of a 400's detail). */
const stats: string[] = [];
let currentOp = '';
async function send(options: InjectOptions): Promise<Failure | null> {
  const res = await app.inject(options);
  if (process.env.FUZZ_STATS) {
    let code = '';
    try {
      const body = res.statusCode >= 400 ? (res.json() as { code?: string; detail?: string }) : {};
      const detail = res.statusCode === 400 ? (body.detail ?? '').slice(0, 60).replaceAll(' ', '_') : '';
      code = `${body.code ?? ''} ${detail}`;
    } catch {
      code = 'not-json';
    }
    stats.push(`${currentOp.replace(' ', '_')} ${res.statusCode} ${code}`);
  }
  return check(options, res);
}

// ---- the tests ---------------------------------------------------------------------------------------------

describe('fuzz: every operation of the OpenAPI document', () => {
  it('covers a known number of operations, each in the route access table', () => {
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations.filter((op) => ROUTE_ACCESS[op.key] === undefined).map((op) => op.key);
    expect(missing, 'add these routes to apps/api/src/test/route-access.ts').toEqual([]);
  });

  const ordered = [...operations.filter((op) => !destructive(op)), ...operations.filter(destructive)];
  for (const [index, op] of ordered.entries()) {
    it(`${op.key}: no 5xx, every error {detail}`, async () => {
      currentOp = op.key;
      const world = await worldForNextOperation();
      for (const [role, h] of Object.entries(world.as))
        if (h.authorization) roleNames.set(h.authorization, role);
      const cases = fc.sample(caseArbitrary(op, world), { seed: SEED + index, numRuns: RUNS });
      const failures: Failure[] = [];
      for (const c of cases) {
        const f = await send(injectOf(op, world, c));
        if (f) failures.push(f);
      }
      for (const { label, options } of hostileRequests(op, world)) {
        const f = await send(options);
        if (f) failures.push({ ...f, what: `${label}: ${f.what}` });
      }
      if (failures.length > 0) expect.fail(report(op, failures));
    });
  }
});

describe('fuzz: GraphQL and the framework edges', () => {
  const gql = (payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

  it('GraphQL: odd documents, variables and types', async () => {
    const world = await worldForNextOperation();
    const meshLogin = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=nobody%40example.test&password=wrong',
    });
    expect(meshLogin.statusCode).toBeLessThan(500);
    const requests: InjectOptions[] = [
      gql({ query: '{ me { id } }' }),
      gql({ query: '{ me { id permissions organizations { id } } }' }, world.as.parent),
      gql({ query: 123 }),
      gql({ query: null }),
      gql({ query: ['{ me { id } }'] }),
      gql({ query: '{ me { id ' }),
      gql({ query: '{ nope }' }),
      gql({ query: 'query($a: Int!) { me { id } }', variables: { a: 'x' } }),
      gql({ query: '{ me { id } }', variables: 'not an object' }),
      gql({ query: '{ me { id } }', operationName: 123 }),
      gql({ query: 'mutation { checkoutUrl }' }),
      gql({ query: `{ ${'me { id } '.repeat(1)}${'a: __typename '.repeat(50)} }` }),
      gql({ query: `{ ${'__schema { types { fields { type { ofType { ofType { name } } } } } }'} }` }),
      gql({ query: `{${'{'.repeat(500)}` }),
      gql({ query: '{ me { id } }\u0000' }),
      gql({ query: '\uD800' }),
      gql([{ query: '{ me { id } }' }]),
      gql('{"query":'),
      { method: 'GET', url: '/graphql?query=%ZZ' },
      { method: 'GET', url: '/graphql?query=%7B%20me%20%7B%20id%20%7D%20%7D&variables=%7Bbad' },
      { method: 'GET', url: '/graphql?query=mutation%20%7B%20checkoutUrl%20%7D' },
      { method: 'GET', url: '/graphql' },
      // Text that is not GraphQL but is JSON (mercurius read it as a syntax tree), and operation
      // names that name nothing: these were internal errors.
      gql({ query: '1e+21' }),
      gql({ query: '{}' }),
      gql({ query: '{"kind":"Document","definitions":[{}]}' }),
      gql({ query: '{ __typename }', operationName: 'nope' }),
      gql({ query: 'query A { __typename } query B { __typename }' }),
      gql({ query: 'fragment F on Query { __typename }' }),
      { method: 'GET', url: '/graphql?query=1e%2B21' },
      { method: 'GET', url: '/graphql?query=null' },
      { method: 'GET', url: '/graphql?query=%7B__typename%7D&operationName=nope' },
      // Not JSON: refused before the body is read.
      { method: 'POST', url: '/graphql', headers: { 'content-type': 'multipart/form-data' }, payload: 'a=1' },
      {
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
        payload: '--XyZ\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ __typename }\r\n--XyZ--\r\n',
      },
      {
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'text/plain' },
        payload: '{ __typename }',
      },
      { method: 'POST', url: '/graphql', payload: Buffer.from('{"query":"{ __typename }"}') },
    ];
    const arb = fc.record({
      query: fc.oneof(fc.string(), fc.constantFrom('{ me { id } }', 'query { me { organizations { id } } }')),
      variables: fc.option(fc.jsonValue({ maxDepth: 2 })),
    });
    for (const payload of fc.sample(arb, { seed: SEED, numRuns: RUNS }))
      requests.push(gql(payload, world.as.admin));
    const failures: Failure[] = [];
    for (const r of requests) {
      const f = await send(r);
      if (f) failures.push(f);
    }
    if (failures.length > 0) expect.fail(report({ key: 'POST /graphql (documents)' } as Operation, failures));
  });

  it('signed uploads: random bytes, types and lengths sent to fresh upload URLs', async () => {
    const world = await worldForNextOperation();
    const kinds = [
      { purpose: 'cover', filename: 'c.png', content_type: 'image/png' },
      { purpose: 'avatar', filename: 'a.jpg', content_type: 'image/jpeg' },
      { purpose: 'video', filename: 'v.webm', content_type: 'video/webm' },
    ] as const;
    const arb = fc.record({
      kind: fc.constantFrom(...kinds),
      size: fc.integer({ min: 1, max: 4096 }),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 4096 }),
        fc.constant(new Uint8Array(Buffer.from('<svg onload="alert(1)"/>'))),
        fc.constant(new Uint8Array(Buffer.from('iVBORw0KGgo=', 'base64'))),
      ),
      contentType: fc.option(
        fc.constantFrom('image/png', 'image/jpeg', 'video/webm', 'text/html', 'x/\u0000', ''),
        {
          nil: undefined,
        },
      ),
      contentLength: fc.option(fc.constantFrom('0', '1', '99999999999', '-1', 'abc'), { nil: undefined }),
      tamper: fc.constantFrom('none', 'none', 'signature', 'expires', 'reuse'),
    });
    const failures: Failure[] = [];
    for (const c of fc.sample(arb, { seed: SEED, numRuns: RUNS })) {
      const made = await app.inject({
        method: 'POST',
        url: '/v1/instructor/course/generate-upload-url',
        headers: world.as.instructor,
        payload: {
          ...c.kind,
          size: c.size,
          ...(c.kind.purpose === 'cover' ? { course_id: world.a.course.id } : {}),
        },
      });
      const f0 = check({ method: 'POST', url: '/v1/instructor/course/generate-upload-url' }, made);
      if (f0) failures.push(f0);
      if (made.statusCode !== 200) continue;
      const u = new URL(made.json<{ upload_url: string }>().upload_url);
      if (c.tamper === 'signature') u.searchParams.set('signature', 'x'.repeat(64));
      if (c.tamper === 'expires') u.searchParams.set('expires', '99999999999999999999');
      const headers: Record<string, string> = {};
      if (c.contentType !== undefined) headers['content-type'] = c.contentType;
      if (c.contentLength !== undefined) headers['content-length'] = c.contentLength;
      const options: InjectOptions = {
        method: 'PUT',
        url: `${u.pathname}${u.search}`,
        headers,
        payload: Buffer.from(c.bytes),
      };
      const times = c.tamper === 'reuse' ? 2 : 1;
      for (let i = 0; i < times; i++) {
        const f = await send(options);
        if (f) failures.push(f);
      }
    }
    if (failures.length > 0)
      expect.fail(report({ key: 'PUT /v1/instructor/course/upload/:id (signed)' } as Operation, failures));
  });

  it('framework edges: bad URLs, long paths and headers, unknown routes and methods', async () => {
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/v1/course/get/%ZZ' },
      { method: 'GET', url: '/v1/course/get/%C0%AF' },
      { method: 'GET', url: `/v1/course/get/${'x'.repeat(5000)}` },
      { method: 'GET', url: `/v1/nope/${'x'.repeat(5000)}` },
      {
        method: 'GET',
        url: '/v1/router/user/profile',
        headers: { authorization: `Bearer ${'a'.repeat(20_000)}` },
      },
      { method: 'GET', url: '/v1/does-not-exist' },
      { method: 'PROPFIND' as Method, url: '/v1/course/list' },
      { method: 'DELETE', url: '/v1/course/list' },
      { method: 'OPTIONS', url: '/v1/course/list' },
      { method: 'GET', url: '/v1/course/list?page=1&page=2&page_size=%00' },
      { method: 'GET', url: '//v1//course//list' },
      { method: 'GET', url: '/v1/course/list/..%2f..%2fetc%2fpasswd' },
    ];
    const failures: Failure[] = [];
    for (const r of requests) {
      const f = await send(r);
      if (f) failures.push(f);
    }
    if (failures.length > 0) expect.fail(report({ key: 'framework edges' } as Operation, failures));
  });
});
