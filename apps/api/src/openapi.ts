/**
 * What the API document (/docs/json, `app.swagger()`) says beyond the routes' own schemas, so that a
 * client generator can use it: every operation has a stable operationId, every tag is declared, and
 * the server is named. `openapi-lint.test.ts` holds the document to Redocly's recommended rules.
 */

/** Every tag a route may carry, with what it groups (a tag not listed here fails the lint). */
export const API_TAGS: { name: string; description: string }[] = [
  { name: 'health', description: 'Liveness and readiness probes' },
  { name: 'auth', description: 'Sign-up, sign-in, tokens and passwords' },
  { name: 'mesh', description: 'The identity service: mesh sign-in, program login and GraphQL' },
  {
    name: 'admin',
    description: 'Platform administration: accounts, impersonation, feature flags and the job queue',
  },
  { name: 'contact', description: 'Messages to support' },
  { name: 'account', description: 'The signed-in adult’s own profile and picture' },
  { name: 'family', description: 'A parent’s children, their profiles, progress and course assignments' },
  { name: 'consent', description: 'A parent’s confirmed email and the consent given for each child' },
  { name: 'survey', description: 'The self-esteem survey' },
  { name: 'courses', description: 'The published catalog: courses, bundles and recommendations' },
  { name: 'learning', description: 'A child’s progress through courses and lessons, and their journal' },
  { name: 'library', description: 'A child’s bookmarks and webinars' },
  { name: 'certificates', description: 'Course certificates: download and public check' },
  { name: 'media', description: 'Course covers and lesson videos' },
  { name: 'studio', description: 'Instructors write, upload and publish courses' },
  { name: 'insights', description: 'Instructor dashboards and impact analysis' },
  { name: 'discussion', description: 'Course discussion boards, moderated by the instructor' },
  { name: 'quizzes', description: 'Quiz questions, quizzes, answers and results' },
  { name: 'assignments', description: 'Instructors assign courses or lessons to students, with a due day' },
  { name: 'billing', description: 'The family membership: checkout, status, cards, receipts and webhooks' },
  { name: 'live', description: 'Webinars and live streams: schedule, registration and waitlist, calendars' },
  { name: 'flags', description: 'Feature flags: which parts of the product are on (admins change them)' },
  { name: 'cohorts', description: 'Classes of children taking courses together: staff, places, progress' },
  { name: 'organizations', description: 'Schools, clubs and providers, and who belongs to them' },
  { name: 'personalisation', description: 'A parent’s switch for learned suggestions, per child' },
  { name: 'coach', description: 'The optional reflection helper: a parent’s switch, a child’s reflections' },
];

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/**
 * The operationId of `method path` (an OpenAPI path, `{param}` style): the method, then the path's
 * words without `v1`, then `By<Param>` for the parameters that end the path. Left out: parameters
 * inside the path, a path word that only repeats the method (`GET /v1/course/get/{id}` is
 * `getCourseById`) and a word that repeats the one before it (`survey/survey_answers`). A path kept
 * with a trailing slash ends in `WithTrailingSlash`. The id depends on nothing else, so adding a route
 * never renames another; `operation-operationId-unique` catches the rare clash, which a route then
 * settles with its own `schema.operationId`.
 */
export function operationIdFor(method: string, path: string): string {
  const verb = method.toLowerCase();
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'v1') segments.shift();
  const isParam = (s: string) => s.startsWith('{') && s.endsWith('}');
  let end = segments.length;
  while (end > 0 && isParam(segments[end - 1] ?? '')) end--;
  const pathWords = segments
    .slice(0, end)
    .filter((s) => !isParam(s))
    .flatMap(words)
    .filter((w, i, all) => w !== verb && w !== all[i - 1]);
  const params = segments.slice(end).map((s) => words(s.slice(1, -1)));
  const byWords = params.length > 0 ? ['by', ...params.flatMap((p, i) => (i > 0 ? ['and', ...p] : p))] : [];
  const slash = path.length > 1 && path.endsWith('/') ? ['with', 'trailing', 'slash'] : [];
  return [verb, ...pathWords, ...byWords, ...slash]
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');
}

/** @fastify/swagger's `transformObject`: gives each operation without one its derived operationId. */
export function withOperationIds<T extends { paths?: object }>(document: T): T {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (typeof item !== 'object' || item === null) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method) || typeof operation !== 'object' || operation === null) continue;
      (operation as { operationId?: string }).operationId ??= operationIdFor(method, path);
    }
  }
  return document;
}
