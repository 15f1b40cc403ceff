import { FIRST_POLICY_VERSION } from '@ye/contracts/consent';
import { JWT_INVALID_MESSAGE } from '@ye/contracts/mesh';
import { USER_TYPES } from '@ye/contracts/roles';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as clock from '../clock.ts';
import { coachReflections } from '../modules/coach/tables.ts';
import { seedDemoFlags } from '../modules/flags/demo.ts';
import { gameSessions } from '../modules/games-adapt/tables.ts';
import { safetyAlerts } from '../modules/safety/tables.ts';
import { createUser, FIXTURE_PASSWORD } from './fixtures.ts';
import { createTestApp } from './helpers.ts';
import { type Access, ROUTE_ACCESS } from './route-access.ts';
import { makeWorld, ROLES, type Role, type World } from './world.ts';

/**
 * Authorization matrix: every route the app registers × every role × another family's
 * or instructor's object. Generated from the route table (Fastify's own list of routes), checked
 * against the declared access table (route-access.ts) and a probe per route below:
 *
 * - a route must be declared: public, by signature, or the roles that may call it;
 * - anonymous: 401; every role not allowed: 403 (or 404: nothing of theirs is there);
 * - the route's actor (side a's parent, child or instructor, or the first allowed role) gets the
 *   declared answer to a valid request, so the refusals above are about who asks, not bad input;
 * - aimed at side b's object (another family's child, another instructor's course, board, quiz...):
 *   404 (or 403); each probe declares its owner kind (family, instructor or none), and one with an
 *   owner must have such requests;
 * - on side a's object, other allowed roles that do not share it (an ely_admin or a provider on
 *   instructor a's course) get 403 or 404 too; admins may act on any course;
 * - the database is unchanged by every refused request (a fingerprint of every table);
 * - every other allowed role gets neither 401 nor 403.
 *
 * A new route without an entry in ROUTE_ACCESS and PROBES fails here with a message saying so.
 */

const ctx = await createTestApp({ WEB_DIST_DIR: '/nonexistent-web-dist' });
afterAll(() => ctx.close());
const { app, db, pool } = ctx;

// ---- the registered routes -------------------------------------------------------------------------

/** `METHOD /path` of every route, from Fastify's route tree (HEAD twins of GET routes left out). */
export function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const keys = new Set<string>();
  for (const line of tree.split('\n')) {
    const m = /^([│├└─\s]*)(\S.*) \(([A-Z, ]+)\)$/u.exec(line);
    if (!m) continue;
    const [, indent = '', segment = '', methods = ''] = m;
    const depth = Math.max(0, [...indent].length / 4 - 1);
    stack.length = depth;
    const path = stack.join('') + segment;
    stack[depth] = segment;
    for (const method of methods.split(', ')) if (method !== 'HEAD') keys.add(`${method} ${path}`);
  }
  return [...keys].sort();
}

const ROUTES = registeredRoutes(app.printRoutes({ commonPrefix: false }));

// ---- probes: a valid request per route, and the same aimed at someone else's object ---------------------

interface Req {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** For a foreign request: who sends it (default: the probe's actor). */
  as?: Role;
  /** For a foreign request: refusals besides 404 and 403 that reveal nothing (409 "this quiz changed"). */
  refusedWith?: number[];
}

/**
 * Whose object the route reads or changes: a family's (a child, their progress, ratings), an
 * instructor's (a course and what hangs on it), or none (the caller's own account, lists scoped to
 * the caller, public data). A route with an owner must probe side b's object.
 */
type Owner = 'family' | 'instructor' | 'none';

interface Probe {
  owner: Owner;
  /** A valid request on side a's objects (or on none). */
  sample: (w: World) => Req;
  /** Who sends the sample expecting `expect` (default: the first role the route allows). */
  actor?: Role;
  /** The status the actor gets (default: any 2xx). */
  expect?: number;
  /** The sample aimed at side b's object(s): the actor gets 404 or 403 and nothing changes. */
  foreign?: (w: World) => Req[];
  /** Other allowed roles that may act on side a's object too (a child beside their parent; anyone
   * signed in on a published course). Other allowed roles, except admins, are refused. */
  sharedWith?: readonly Role[];
  /** The sample removes or changes what other probes read: it gets a world of its own. */
  destructive?: true;
}

const json = (url: string, payload: unknown): Req => ({ url, payload });
/** A job id no queue holds. */
const NO_JOB = '00000000-0000-4000-8000-000000000000';
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A multipart/form-data body with one file field named "file". */
function multipart(
  filename: string,
  type: string,
  bytes: Buffer,
): { headers: Record<string, string>; payload: Buffer } {
  const boundary = 'authzMatrixBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}
const unique = () => Math.random().toString(36).slice(2, 10);
/** A due date two weeks ahead by the API's clock, inside the accepted window on any day. */
function dueOn(): string {
  return new Date(clock.now().getTime() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
/**
 * Live sessions of side a's and side b's instructors, made once the shared world exists (below):
 * `a` for reading and registering, `aCancel` for the DELETE probe, so cancelling leaves `a` open.
 */
const sessions = { a: '', aCancel: '', b: '' };
/** A start on a 15-minute slot three days ahead by the API's clock. */
function sessionStart(): string {
  const slot = 15 * 60 * 1000;
  return new Date(Math.ceil((clock.now().getTime() + 3 * 24 * 60 * 60 * 1000) / slot) * slot).toISOString();
}
const sessionBody = (name: string) => ({
  name,
  kind: 'webinar',
  starts_at: sessionStart(),
  duration_minutes: 45,
  timezone: 'Europe/London',
});
/** Cohorts of side a's and side b's instructors, made once the shared world exists (below). */
/** A safety alert about side a's child and one about side b's (decision 046), made below. */
const safetyAlertIds = { a: '', b: '' };
/** A game play of side a's child and one of side b's (decision 052), made below. */
const gameSessionIds = { a: '', b: '' };
/** A reflection with the helper of side a's and of side b's child (made below). */
const coachReflectionIds = { a: '', b: '' };
const cohortIds = { a: '', aDelete: '', b: '', aInvite: '', inviteCode: '', assistant: '' };
const cohortBody = (name: string, courseIds: string[], enrolment = 'parent') => ({
  name,
  timezone: 'Europe/London',
  starts_on: '2026-12-01',
  enrolment,
  course_ids: courseIds,
});
const CARD = { card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', name: 'Pat' };
const SURVEY_ANSWERS = Array.from({ length: 10 }, (_, i) => ({ question_id: i + 1, value: 3 }));

const PROBES: Record<string, Probe> = {
  // ---- health and docs (public; /docs is off in production unless API_DOCS=1)
  'GET /healthz': { owner: 'none', sample: () => ({ url: '/healthz' }) },
  'GET /readyz': { owner: 'none', sample: () => ({ url: '/readyz' }) },
  // The test app has no METRICS_TOKEN: the route answers as if it did not exist (plugins/metrics.test.ts).
  'GET /metrics': { owner: 'none', sample: () => ({ url: '/metrics' }), expect: 404 },
  'GET /docs': { owner: 'none', sample: () => ({ url: '/docs' }) },
  'GET /docs/': { owner: 'none', sample: () => ({ url: '/docs/' }) },
  'GET /docs/static/index.html': {
    owner: 'none',
    sample: () => ({ url: '/docs/static/index.html' }),
    expect: 302,
  },
  'GET /docs/static/swagger-initializer.js': {
    owner: 'none',
    sample: () => ({ url: '/docs/static/swagger-initializer.js' }),
  },
  'GET /docs/*': { owner: 'none', sample: () => ({ url: '/docs/static/swagger-ui.css' }) },
  'GET /docs/json': { owner: 'none', sample: () => ({ url: '/docs/json' }) },
  'GET /docs/yaml': { owner: 'none', sample: () => ({ url: '/docs/yaml' }) },

  // ---- auth
  'POST /v1/auth/signup': {
    owner: 'none',
    sample: () =>
      json('/v1/auth/signup', {
        email: `new-${unique()}@example.test`,
        password: 'Signup#2026',
        first_name: 'New',
        last_name: 'Parent',
      }),
  },
  'POST /v1/auth/token/get': {
    owner: 'none',
    sample: (w) => json('/v1/auth/token/get', { email: w.a.parent.email, password: FIXTURE_PASSWORD }),
  },
  'POST /v1/auth/token/refresh': {
    owner: 'none',
    sample: () => json('/v1/auth/token/refresh', { refresh: 'not-a-refresh-token' }),
    expect: 401,
  },
  'POST /v1/auth/forgot-password': {
    owner: 'none',
    sample: (w) => json('/v1/auth/forgot-password', { email: w.a.parent.email }),
  },
  'POST /v1/auth/reset-password': {
    owner: 'none',
    sample: () => json('/v1/auth/reset-password', { token: 'not-a-reset-token', password: 'Reset#2026x' }),
    expect: 400,
  },
  'POST /v1/auth/password/update': {
    owner: 'none',
    sample: () =>
      json('/v1/auth/password/update', { old_password: FIXTURE_PASSWORD, new_password: 'Changed#2026' }),
    actor: 'parent',
    destructive: true,
  },
  'GET /v1/router/user/profile': {
    owner: 'none',
    sample: () => ({ url: '/v1/router/user/profile' }),
    actor: 'parent',
  },

  // ---- contact
  'POST /v1/auth/contact-us': {
    owner: 'none',
    sample: () =>
      json('/v1/auth/contact-us', {
        name: 'Visitor',
        email: 'visitor@example.test',
        subject: 'Hello',
        message: 'A question about courses.',
      }),
  },
  'POST /v1/parent/contact-us': {
    owner: 'none',
    sample: () => json('/v1/parent/contact-us', { subject: 'Hello', message: 'A question about my child.' }),
  },

  // ---- billing: everything is scoped to the caller's own customer (another family's card is a 404)
  'POST /v1/parent/subscribe': {
    owner: 'none',
    sample: () => json('/v1/parent/subscribe', { frequency: 'monthly' }),
  },
  'GET /v1/subscription/status': { owner: 'none', sample: () => ({ url: '/v1/subscription/status' }) },
  'GET /v1/billing/overview': { owner: 'none', sample: () => ({ url: '/v1/billing/overview' }) },
  'POST /v1/billing/overview/refresh': {
    owner: 'none',
    sample: () => ({ url: '/v1/billing/overview/refresh' }),
  },
  'GET /v1/billing/purchases': { owner: 'none', sample: () => ({ url: '/v1/billing/purchases' }) },
  'GET /v1/billing/cards': { owner: 'none', sample: () => ({ url: '/v1/billing/cards' }) },
  'POST /v1/billing/cards/:cardId/default': {
    owner: 'none',
    sample: () => ({ url: '/v1/billing/cards/pm_test_someone_elses/default' }),
    expect: 404,
  },
  'DELETE /v1/billing/cards/:cardId': {
    owner: 'none',
    sample: () => ({ url: '/v1/billing/cards/pm_test_someone_elses' }),
    expect: 404,
  },
  // Unsigned: refused before anything is read or written.
  'POST /v1/billing/webhook': {
    owner: 'none',
    sample: () => json('/v1/billing/webhook', { id: 'evt_1' }),
    expect: 400,
  },
  // The test provider's pages: the session id is the credential; an unknown one is a 404.
  'GET /v1/billing/test/checkout/:sessionId': {
    owner: 'none',
    sample: () => ({ url: '/v1/billing/test/checkout/cs_test_unknown' }),
    expect: 404,
  },
  'POST /v1/billing/test/checkout/:sessionId/pay': {
    owner: 'none',
    sample: () => json('/v1/billing/test/checkout/cs_test_unknown/pay', CARD),
    expect: 404,
  },
  'GET /v1/billing/test/portal/:sessionId': {
    owner: 'none',
    sample: () => ({ url: '/v1/billing/test/portal/bps_test_unknown' }),
    expect: 404,
  },
  'POST /v1/billing/test/portal/:sessionId/plan': {
    owner: 'none',
    sample: () => json('/v1/billing/test/portal/bps_test_unknown/plan', { frequency: 'yearly' }),
    expect: 404,
  },
  'POST /v1/billing/test/portal/:sessionId/cancel': {
    owner: 'none',
    sample: () => ({ url: '/v1/billing/test/portal/bps_test_unknown/cancel' }),
    expect: 404,
  },
  'POST /v1/billing/test/portal/:sessionId/resume': {
    owner: 'none',
    sample: () => ({ url: '/v1/billing/test/portal/bps_test_unknown/resume' }),
    expect: 404,
  },
  'POST /v1/billing/test/portal/:sessionId/cards': {
    owner: 'none',
    sample: () => json('/v1/billing/test/portal/bps_test_unknown/cards', CARD),
    expect: 404,
  },
  'POST /v1/billing/test/portal/:sessionId/cards/:cardId/default': {
    owner: 'none',
    sample: () => ({ url: '/v1/billing/test/portal/bps_test_unknown/cards/pm_test_x/default' }),
    expect: 404,
  },
  'DELETE /v1/billing/test/portal/:sessionId/cards/:cardId': {
    owner: 'none',
    sample: () => ({ url: '/v1/billing/test/portal/bps_test_unknown/cards/pm_test_x' }),
    expect: 404,
  },
  'POST /v1/billing/test/portal/:sessionId/advance': {
    owner: 'none',
    sample: () => json('/v1/billing/test/portal/bps_test_unknown/advance', { to: 'end_trial' }),
    expect: 404,
  },

  // ---- mesh
  'POST /auth/login': {
    owner: 'none',
    sample: (w) => ({
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: w.a.parent.email ?? '',
        password: FIXTURE_PASSWORD,
      }).toString(),
    }),
  },
  'POST /auth/refresh': {
    owner: 'none',
    sample: () => json('/auth/refresh', { refresh_token: 'not-a-token' }),
    expect: 401,
  },
  'POST /auth/prg/login': {
    owner: 'none',
    sample: () => ({ url: '/auth/prg/login?auth_token=not-a-token' }),
    expect: 401,
  },
  'GET /graphql': { owner: 'none', sample: () => ({ url: '/graphql?query=%7B__typename%7D' }) },
  'POST /graphql': { owner: 'none', sample: () => json('/graphql', { query: '{ __typename }' }) },

  // ---- admin
  'GET /v1/admin/users': { owner: 'none', sample: () => ({ url: '/v1/admin/users?page=1&page_size=5' }) },
  'POST /v1/admin/impersonate': {
    owner: 'none',
    sample: (w) => json('/v1/admin/impersonate', { user_id: w.a.parent.id, reason: 'Authorization matrix' }),
  },
  // users (decision 037): disabling and a role change get a world of their own; enabling an enabled
  // account changes nothing. admin-users.test.ts covers the rules.
  'POST /v1/admin/users/:id/disable': {
    owner: 'none',
    sample: (w) => json(`/v1/admin/users/${w.a.parent.id}/disable`, { reason: 'Authorization matrix' }),
    destructive: true,
  },
  'POST /v1/admin/users/:id/enable': {
    owner: 'none',
    sample: (w) => ({ url: `/v1/admin/users/${w.a.parent.id}/enable` }),
  },
  'PATCH /v1/admin/users/:id': {
    owner: 'none',
    sample: (w) => json(`/v1/admin/users/${w.a.parent.id}`, { type: 'parent' }),
  },
  'GET /v1/admin/users/:id/audit': {
    owner: 'none',
    sample: (w) => ({ url: `/v1/admin/users/${w.a.parent.id}/audit?page=1` }),
  },
  // organizations (decision 037): the calls on one aim at an organization no one has (the admin gets
  // 404); organizations.test.ts acts on real ones.
  'GET /v1/admin/organizations': { owner: 'none', sample: () => ({ url: '/v1/admin/organizations?page=1' }) },
  'POST /v1/admin/organizations': {
    owner: 'none',
    sample: () => json('/v1/admin/organizations', { name: 'Authorization matrix club' }),
  },
  'PATCH /v1/admin/organizations/:id': {
    owner: 'none',
    sample: () => json(`/v1/admin/organizations/${NO_JOB}`, { name: 'Renamed' }),
    expect: 404,
  },
  'GET /v1/admin/organizations/:id/members': {
    owner: 'none',
    sample: () => ({ url: `/v1/admin/organizations/${NO_JOB}/members` }),
    expect: 404,
  },
  'POST /v1/admin/organizations/:id/members': {
    owner: 'none',
    sample: (w) =>
      json(`/v1/admin/organizations/${NO_JOB}/members`, { email: w.a.parent.email, role: 'member' }),
    expect: 404,
  },
  'DELETE /v1/admin/organizations/:id/members/:userId': {
    owner: 'none',
    sample: (w) => ({ url: `/v1/admin/organizations/${NO_JOB}/members/${w.a.parent.id}` }),
    expect: 404,
  },
  'GET /v1/organizations/mine': { owner: 'none', sample: () => ({ url: '/v1/organizations/mine' }) },
  // An organization no one belongs to: 404 for every allowed caller (organization-metrics.test.ts
  // refuses another organization's members with real ones).
  'GET /v1/organizations/:id/members': {
    owner: 'none',
    sample: () => ({ url: `/v1/organizations/${NO_JOB}/members` }),
    expect: 404,
  },
  'GET /v1/organizations/:id/metrics': {
    owner: 'none',
    sample: () => ({ url: `/v1/organizations/${NO_JOB}/metrics` }),
    expect: 404,
  },
  // feature flags and the job-queue console (decision 032); the job calls aim at a job that is not
  // there (the admin gets 404): flags.test.ts and admin-jobs.test.ts act on real ones.
  'GET /v1/feature-flag/is-enabled': {
    owner: 'none',
    sample: () => ({ url: '/v1/feature-flag/is-enabled?name=how_to' }),
  },
  'GET /v1/admin/feature-flags': { owner: 'none', sample: () => ({ url: '/v1/admin/feature-flags' }) },
  'PATCH /v1/admin/feature-flags/:name': {
    owner: 'none',
    sample: () => json('/v1/admin/feature-flags/registration_flow', { enabled: false }),
    destructive: true,
  },
  'GET /v1/admin/jobs': { owner: 'none', sample: () => ({ url: '/v1/admin/jobs' }) },
  'GET /v1/admin/jobs/:queue': { owner: 'none', sample: () => ({ url: '/v1/admin/jobs/mail.send?page=1' }) },
  'POST /v1/admin/jobs/:queue/:id/retry': {
    owner: 'none',
    sample: () => ({ url: `/v1/admin/jobs/mail.send/${NO_JOB}/retry` }),
    expect: 404,
  },
  'POST /v1/admin/jobs/:queue/:id/cancel': {
    owner: 'none',
    sample: () => ({ url: `/v1/admin/jobs/mail.send/${NO_JOB}/cancel` }),
    expect: 404,
  },
  'DELETE /v1/admin/jobs/:queue/:id': {
    owner: 'none',
    sample: () => ({ url: `/v1/admin/jobs/mail.send/${NO_JOB}` }),
    expect: 404,
  },

  // ---- family
  'GET /v1/router/child/avatars': { owner: 'none', sample: () => ({ url: '/v1/router/child/avatars' }) },
  'GET /v1/router/child/avatars/:file': {
    owner: 'none',
    sample: () => ({ url: '/v1/router/child/avatars/avatar-01.svg' }),
  },
  'GET /v1/family/username-available': {
    owner: 'none',
    sample: () => ({ url: `/v1/family/username-available?username=free_${unique()}` }),
  },
  'POST /v1/family/child/add': {
    owner: 'none',
    sample: () =>
      json('/v1/family/child/add', { name: 'Newkid', username: `kid_${unique()}`, password: 'Kid#20261' }),
  },
  'GET /v1/family/child/list': { owner: 'none', sample: () => ({ url: '/v1/family/child/list' }) },
  'GET /v1/family/dashboard': { owner: 'none', sample: () => ({ url: '/v1/family/dashboard' }) },
  'POST /v1/family/check-progress': {
    owner: 'family',
    sample: (w) => json('/v1/family/check-progress', { child_id: w.a.child.id }),
    foreign: (w) => [json('/v1/family/check-progress', { child_id: w.b.child.id })],
  },
  'GET /v1/family/child/get-profile': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/family/child/get-profile?child_id=${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/family/child/get-profile?child_id=${w.b.child.id}` }],
  },
  'PATCH /v1/family/child/edit-profile': {
    owner: 'family',
    sample: (w) => json(`/v1/family/child/edit-profile?child_id=${w.a.child.id}`, { name: 'KidA' }),
    foreign: (w) => [json(`/v1/family/child/edit-profile?child_id=${w.b.child.id}`, { name: 'Hacked' })],
  },
  'POST /v1/family/child/edit-profile': {
    owner: 'family',
    sample: (w) => json(`/v1/family/child/edit-profile?child_id=${w.a.child.id}`, { name: 'KidA' }),
    foreign: (w) => [json(`/v1/family/child/edit-profile?child_id=${w.b.child.id}`, { name: 'Hacked' })],
  },
  // Only the parent sets a birthday (decision 038): the child, allowed no more, is refused.
  'POST /v1/router/child/update-birthday': {
    owner: 'family',
    sample: (w) =>
      json('/v1/router/child/update-birthday', { child_id: w.a.child.id, birthday: '2016-05-01' }),
    foreign: (w) => [
      json('/v1/router/child/update-birthday', { child_id: w.b.child.id, birthday: '2015-01-01' }),
      json('/v1/router/child/update-birthday', { child_id: w.b.child.id, birthday: null }),
    ],
  },
  'POST /v1/family/child/update-username': {
    owner: 'family',
    sample: (w) =>
      json('/v1/family/child/update-username', { child_id: w.a.child.id, username: 'matrix_fixed' }),
    foreign: (w) => [
      json('/v1/family/child/update-username', { child_id: w.b.child.id, username: 'matrix_taken' }),
    ],
    destructive: true,
  },
  'POST /v1/family/child/remove': {
    owner: 'family',
    sample: (w) => json('/v1/family/child/remove', { child_id: w.a.child.id }),
    foreign: (w) => [json('/v1/family/child/remove', { child_id: w.b.child.id })],
    destructive: true,
  },
  'GET /v1/family/child/export': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/family/child/export?child_id=${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/family/child/export?child_id=${w.b.child.id}` }],
  },
  'GET /v1/consent/email': { owner: 'none', sample: () => ({ url: '/v1/consent/email' }) },
  // The world's parents are confirmed (fixtures), so "send again" answers without mailing.
  'POST /v1/consent/email/send': { owner: 'none', sample: () => ({ url: '/v1/consent/email/send' }) },
  'POST /v1/consent/email/verify': {
    owner: 'none',
    sample: () => json('/v1/consent/email/verify', { token: 'not-a-verification-token' }),
    expect: 400,
  },
  // The list is the caller's own alerts (filtered by parent): nothing of anyone else's to aim at.
  // The caller's own questions only: nothing of anyone else's to aim at.
  'GET /v1/instructor/quiz/harder-questions': {
    owner: 'none',
    sample: () => ({ url: '/v1/instructor/quiz/harder-questions' }),
  },
  'GET /v1/family/safety/alerts': { owner: 'none', sample: () => ({ url: '/v1/family/safety/alerts' }) },
  // The world's lessons are text, not games: the child's own start is refused as bad input (400), a
  // lesson of another instructor's draft is 404. Plays of side a's and b's children are made below.
  'POST /v1/games/sessions': {
    owner: 'instructor',
    sample: (w) => json('/v1/games/sessions', { lesson_id: w.a.course.lessonIds[0] }),
    expect: 400,
    foreign: (w) => [json('/v1/games/sessions', { lesson_id: w.b.draftCourse.lessonIds[0] })],
  },
  'POST /v1/games/sessions/:id/attempts': {
    owner: 'family',
    sample: () => json(`/v1/games/sessions/${gameSessionIds.a}/attempts`, { item: '0', answer: '0' }),
    expect: 400,
    foreign: () => [json(`/v1/games/sessions/${gameSessionIds.b}/attempts`, { item: '0', answer: '0' })],
  },
  'POST /v1/family/safety/alerts/:id/seen': {
    owner: 'family',
    sample: () => ({ url: `/v1/family/safety/alerts/${safetyAlertIds.a}/seen` }),
    foreign: () => [{ url: `/v1/family/safety/alerts/${safetyAlertIds.b}/seen` }],
  },
  'GET /v1/consent/policy/current': { owner: 'none', sample: () => ({ url: '/v1/consent/policy/current' }) },
  'GET /v1/consent/policy': { owner: 'none', sample: () => ({ url: '/v1/consent/policy' }) },
  // The world's consents stand on the first version, which is in force: accepting it again is allowed.
  'POST /v1/consent/policy/accept': {
    owner: 'none',
    sample: () => json('/v1/consent/policy/accept', { version: FIRST_POLICY_VERSION.version }),
  },
  'GET /v1/consent/policy/versions': {
    owner: 'none',
    sample: () => ({ url: '/v1/consent/policy/versions' }),
  },
  'POST /v1/consent/policy/versions': {
    owner: 'none',
    sample: () =>
      json('/v1/consent/policy/versions', {
        version: 'matrix-2099',
        effective_date: '2099-01-01',
        summary: 'A version published by the authorization matrix.',
      }),
    // Far ahead: it changes no other probe's answer (the version in force stays the first).
    expect: 201,
  },
  'GET /v1/consent/child': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/consent/child?child_id=${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/consent/child?child_id=${w.b.child.id}` }],
  },
  'GET /v1/personalisation/children/:id': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/personalisation/children/${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/personalisation/children/${w.b.child.id}` }],
  },
  'PUT /v1/personalisation/children/:id': {
    owner: 'family',
    sample: (w) => json(`/v1/personalisation/children/${w.a.child.id}`, { learned: false }),
    foreign: (w) => [json(`/v1/personalisation/children/${w.b.child.id}`, { learned: true })],
  },
  // The reflection coach (decision 051). The matrix's app has no COACH_URL: starting or answering
  // is refused as not configured (409) once the caller is known to own what they name.
  'GET /v1/coach/children/:id': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/coach/children/${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/coach/children/${w.b.child.id}` }],
  },
  'PUT /v1/coach/children/:id': {
    owner: 'family',
    sample: (w) => json(`/v1/coach/children/${w.a.child.id}`, { on: false }),
    foreign: (w) => [json(`/v1/coach/children/${w.b.child.id}`, { on: false })],
  },
  'GET /v1/coach/children/:id/reflections': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/coach/children/${w.a.child.id}/reflections` }),
    foreign: (w) => [{ url: `/v1/coach/children/${w.b.child.id}/reflections` }],
  },
  'DELETE /v1/coach/children/:id/reflections': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/coach/children/${w.a.child.id}/reflections` }),
    foreign: (w) => [{ url: `/v1/coach/children/${w.b.child.id}/reflections` }],
    // It deletes the transcripts the GET probe lists.
    destructive: true,
  },
  'GET /v1/coach/me': {
    owner: 'none',
    sample: (w) => ({ url: `/v1/coach/me?lesson_id=${w.a.course.lessonIds[0]}` }),
  },
  'POST /v1/coach/reflections': {
    owner: 'none',
    sample: (w) => json('/v1/coach/reflections', { lesson_id: w.a.course.lessonIds[0] }),
    expect: 409,
  },
  'GET /v1/coach/reflections/:id': {
    owner: 'family',
    sample: () => ({ url: `/v1/coach/reflections/${coachReflectionIds.a}` }),
    foreign: () => [{ url: `/v1/coach/reflections/${coachReflectionIds.b}` }],
  },
  'POST /v1/coach/reflections/:id/answers': {
    owner: 'family',
    sample: () => json(`/v1/coach/reflections/${coachReflectionIds.a}/answers`, { text: 'I liked it' }),
    expect: 409,
    foreign: () => [json(`/v1/coach/reflections/${coachReflectionIds.b}/answers`, { text: 'I liked it' })],
  },
  'GET /v1/family/metrics': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/family/metrics?child_id=${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/family/metrics?child_id=${w.b.child.id}` }],
  },
  'POST /v1/family/course-rating': {
    owner: 'family',
    sample: (w) =>
      json('/v1/family/course-rating', {
        child_id: w.a.child.id,
        course_id: w.a.completedCourse.id,
        stars: 5,
      }),
    foreign: (w) => [
      json('/v1/family/course-rating', {
        child_id: w.b.child.id,
        course_id: w.b.completedCourse.id,
        stars: 1,
      }),
    ],
    destructive: true,
  },
  'POST /v1/family/course/:courseId/assign/:childId': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/family/course/${w.b.course.id}/assign/${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/family/course/${w.a.course.id}/assign/${w.b.child.id}` }],
  },
  'POST /v1/family/course/:courseId/unassign/:childId': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/family/course/${w.a.course.id}/unassign/${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/family/course/${w.b.course.id}/unassign/${w.b.child.id}` }],
  },
  'POST /v1/family/activity': {
    owner: 'none',
    sample: () => json('/v1/family/activity', { page_view_id: `pv-${unique()}`, sequence: 0, seconds: 30 }),
  },

  // ---- survey
  'GET /v1/survey/status': { owner: 'none', sample: () => ({ url: '/v1/survey/status' }) },
  'GET /v1/survey/:id': { owner: 'none', sample: () => ({ url: '/v1/survey/2' }), actor: 'child' },
  'POST /v1/survey/survey_answers': {
    owner: 'none',
    sample: () => json('/v1/survey/survey_answers', { survey_id: 2, answers: SURVEY_ANSWERS }),
    expect: 201,
    destructive: true,
  },

  // ---- account
  'POST /v1/parent_router/parent/update_profile': {
    owner: 'none',
    sample: () => json('/v1/parent_router/parent/update_profile', { first_name: 'Pat' }),
  },
  'POST /v1/parent_router/parent/avatar': {
    owner: 'none',
    sample: () => ({ url: '/v1/parent_router/parent/avatar', ...multipart('me.png', 'image/png', PNG_1X1) }),
  },
  'POST /v1/parent_router/parent/delete-account': {
    owner: 'none',
    sample: () => json('/v1/parent_router/parent/delete-account', { password: FIXTURE_PASSWORD }),
    expect: 204,
    destructive: true,
  },
  'GET /uploads/avatars/:file': {
    owner: 'none',
    sample: () => ({ url: '/uploads/avatars/00000000-0000-4000-8000-000000000000.png' }),
    expect: 404,
  },
  'PATCH /v1/instructor/profile': {
    owner: 'none',
    sample: () => json('/v1/instructor/profile', { bio: 'I teach calm.' }),
  },
  'POST /v1/instructor/profile/generate-upload-url': {
    owner: 'none',
    sample: () =>
      json('/v1/instructor/profile/generate-upload-url', {
        filename: 'me.png',
        content_type: 'image/png',
        size: 1000,
      }),
  },

  // ---- catalogue (any signed-in user; drafts are their instructor's only)
  'GET /v1/course/list': { owner: 'none', sample: () => ({ url: '/v1/course/list' }), actor: 'child' },
  'GET /v1/course/list/game': {
    owner: 'none',
    sample: () => ({ url: '/v1/course/list/game' }),
    actor: 'child',
  },
  'GET /v1/course/search': {
    owner: 'none',
    sample: () => ({ url: '/v1/course/search?q=Course' }),
    actor: 'child',
  },
  'GET /v1/course/get/:id': {
    owner: 'instructor',
    sharedWith: USER_TYPES,
    sample: (w) => ({ url: `/v1/course/get/${w.a.course.id}` }),
    actor: 'child',
    foreign: (w) => [{ url: `/v1/course/get/${w.b.draftCourse.id}` }],
  },
  'GET /v1/course/chapter/:id': {
    owner: 'instructor',
    sharedWith: USER_TYPES,
    sample: (w) => ({ url: `/v1/course/chapter/${w.a.course.chapters[0]?.id}` }),
    actor: 'child',
    foreign: (w) => [{ url: `/v1/course/chapter/${w.b.draftCourse.chapters[0]?.id}` }],
  },
  'GET /v1/course/content/get/:lessonId': {
    owner: 'instructor',
    sharedWith: USER_TYPES,
    sample: (w) => ({ url: `/v1/course/content/get/${w.a.course.lessonIds[0]}` }),
    actor: 'child',
    foreign: (w) => [{ url: `/v1/course/content/get/${w.b.draftCourse.lessonIds[0]}` }],
  },
  'GET /v1/course/bundles': { owner: 'none', sample: () => ({ url: '/v1/course/bundles' }), actor: 'child' },
  'GET /v1/course/bundles/': {
    owner: 'none',
    sample: () => ({ url: '/v1/course/bundles/' }),
    actor: 'child',
  },
  'GET /v1/course/bundles/:id': {
    owner: 'none',
    sample: () => ({ url: '/v1/course/bundles/00000000-0000-4000-8000-000000000000' }),
    actor: 'child',
    expect: 404,
  },
  'GET /v1/course/recommendations': {
    owner: 'family',
    sharedWith: ['child'],
    sample: (w) => ({ url: `/v1/course/recommendations?child_id=${w.a.child.id}` }),
    actor: 'parent',
    foreign: (w) => [{ url: `/v1/course/recommendations?child_id=${w.b.child.id}` }],
  },
  'GET /v1/course/validate-anxiety-recommendations': {
    owner: 'family',
    sharedWith: ['child'],
    sample: (w) => ({ url: `/v1/course/validate-anxiety-recommendations?child_id=${w.a.child.id}` }),
    actor: 'parent',
    foreign: (w) => [{ url: `/v1/course/validate-anxiety-recommendations?child_id=${w.b.child.id}` }],
  },

  // ---- learning (the child's own)
  'POST /v1/course/start/:courseId': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/course/start/${w.a.course.id}` }),
    foreign: (w) => [{ url: `/v1/course/start/${w.b.draftCourse.id}` }],
  },
  'POST /v1/course/content/start/:lessonId': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/course/content/start/${w.a.course.lessonIds[0]}` }),
    foreign: (w) => [{ url: `/v1/course/content/start/${w.b.draftCourse.lessonIds[0]}` }],
  },
  'POST /v1/course/content/complete/:lessonId': {
    owner: 'instructor',
    sample: (w) =>
      json(`/v1/course/content/complete/${w.a.course.lessonIds[0]}`, { score: 90, duration_seconds: 60 }),
    foreign: (w) => [
      json(`/v1/course/content/complete/${w.b.draftCourse.lessonIds[0]}`, {
        score: 90,
        duration_seconds: 60,
      }),
    ],
  },
  'GET /v1/course/unlocked-course': { owner: 'none', sample: () => ({ url: '/v1/course/unlocked-course' }) },
  'GET /v1/learning/summary': { owner: 'none', sample: () => ({ url: '/v1/learning/summary' }) },
  'GET /v1/learning/courses': { owner: 'none', sample: () => ({ url: '/v1/learning/courses' }) },
  'GET /v1/learning/games-played': {
    owner: 'family',
    sharedWith: ['child'],
    sample: (w) => ({ url: `/v1/learning/games-played?child_id=${w.a.child.id}` }),
    actor: 'parent',
    foreign: (w) => [{ url: `/v1/learning/games-played?child_id=${w.b.child.id}` }],
  },
  'PUT /v1/learning/journal/:lessonId': {
    owner: 'instructor',
    sample: (w) => json(`/v1/learning/journal/${w.a.course.lessonIds[1]}`, { text: 'I felt proud.' }),
    foreign: (w) => [json(`/v1/learning/journal/${w.b.draftCourse.lessonIds[0]}`, { text: 'x' })],
  },
  'GET /v1/learning/journal': {
    owner: 'family',
    sharedWith: ['child'],
    sample: (w) => ({ url: `/v1/learning/journal?child_id=${w.a.child.id}` }),
    actor: 'parent',
    foreign: (w) => [{ url: `/v1/learning/journal?child_id=${w.b.child.id}` }],
  },
  'GET /v1/router/user/library': {
    owner: 'none',
    sample: () => ({ url: '/v1/router/user/library' }),
    actor: 'child',
  },
  'POST /v1/router/user/bookmark': {
    owner: 'instructor',
    sharedWith: USER_TYPES,
    sample: (w) => json('/v1/router/user/bookmark', { item_type: 'course', item_id: w.a.course.id }),
    actor: 'child',
    foreign: (w) => [json('/v1/router/user/bookmark', { item_type: 'course', item_id: w.b.draftCourse.id })],
  },
  'DELETE /v1/router/user/bookmark': {
    owner: 'none',
    sample: (w) => json('/v1/router/user/bookmark', { item_type: 'course', item_id: w.a.course.id }),
    actor: 'child',
  },
  'GET /v1/course/certificates/list': {
    owner: 'family',
    sharedWith: ['child'],
    sample: (w) => ({ url: `/v1/course/certificates/list?child_id=${w.a.child.id}` }),
    actor: 'parent',
    foreign: (w) => [{ url: `/v1/course/certificates/list?child_id=${w.b.child.id}` }],
  },
  'GET /v1/course/certificates/get/:serial': {
    owner: 'family',
    sharedWith: ['parent'],
    sample: (w) => ({ url: `/v1/course/certificates/get/${w.a.certificateSerial}` }),
    foreign: (w) => [{ url: `/v1/course/certificates/get/${w.b.certificateSerial}` }],
  },
  'GET /v1/course/certificates/verify/:serial': {
    owner: 'none',
    sample: (w) => ({ url: `/v1/course/certificates/verify/${w.a.certificateSerial}` }),
  },
  'GET /v1/course/parent/certificate': {
    owner: 'none',
    sample: () => ({ url: '/v1/course/parent/certificate' }),
  },
  'GET /v1/parent/course/complete': { owner: 'none', sample: () => ({ url: '/v1/parent/course/complete' }) },
  'POST /v1/parent/course/complete': {
    owner: 'family',
    sample: (w) =>
      json('/v1/parent/course/complete', { child_id: w.a.child.id, course_id: w.a.completedCourse.id }),
    foreign: (w) => [
      json('/v1/parent/course/complete', { child_id: w.b.child.id, course_id: w.b.completedCourse.id }),
    ],
    destructive: true,
  },

  // ---- media (public)
  'GET /v1/media/covers/:file': {
    owner: 'none',
    sample: () => ({ url: '/v1/media/covers/brave-steps.svg' }),
  },
  'GET /v1/media/videos/:file': {
    owner: 'none',
    sample: () => ({ url: '/v1/media/videos/no-such-video.webm' }),
    expect: 404,
  },

  // ---- studio (instructor a; someone else's course, chapter or lesson is 404)
  'POST /v1/instructor/course/create': {
    owner: 'none',
    sample: () => json('/v1/instructor/course/create', { title: 'New course', kind: 'course' }),
  },
  'PATCH /v1/instructor/course/update/:id': {
    owner: 'instructor',
    sample: (w) => json(`/v1/instructor/course/update/${w.a.course.id}`, { title: 'Course A' }),
    foreign: (w) => [json(`/v1/instructor/course/update/${w.b.course.id}`, { title: 'Hacked' })],
  },
  'GET /v1/instructor/course/get/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/course/get/${w.a.course.id}` }),
    foreign: (w) => [{ url: `/v1/instructor/course/get/${w.b.course.id}` }],
  },
  'POST /v1/instructor/course/publish/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/course/publish/${w.a.draftCourse.id}` }),
    foreign: (w) => [{ url: `/v1/instructor/course/publish/${w.b.draftCourse.id}` }],
    destructive: true,
  },
  'POST /v1/instructor/course/discard/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/course/discard/${w.a.draftCourse.id}` }),
    foreign: (w) => [{ url: `/v1/instructor/course/discard/${w.b.course.id}` }],
    destructive: true,
  },
  'POST /v1/instructor/course/duplicate/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/course/duplicate/${w.a.course.id}` }),
    foreign: (w) => [{ url: `/v1/instructor/course/duplicate/${w.b.course.id}` }],
  },
  'GET /v1/instructor/course/list': { owner: 'none', sample: () => ({ url: '/v1/instructor/course/list' }) },
  'POST /v1/instructor/course/chapter/:courseId': {
    owner: 'instructor',
    sample: (w) => json(`/v1/instructor/course/chapter/${w.a.course.id}`, { title: 'More' }),
    foreign: (w) => [json(`/v1/instructor/course/chapter/${w.b.course.id}`, { title: 'Hacked' })],
  },
  'PATCH /v1/instructor/course/chapter/update/:id': {
    owner: 'instructor',
    sample: (w) =>
      json(`/v1/instructor/course/chapter/update/${w.a.course.chapters[0]?.id}`, { title: 'One' }),
    foreign: (w) => [
      json(`/v1/instructor/course/chapter/update/${w.b.course.chapters[0]?.id}`, { title: 'Hacked' }),
    ],
  },
  'POST /v1/instructor/course/chapter/lesson/:chapterId': {
    owner: 'instructor',
    sample: (w) =>
      json(`/v1/instructor/course/chapter/lesson/${w.a.course.chapters[1]?.id}`, {
        title: 'Extra',
        kind: 'text',
      }),
    foreign: (w) => [
      json(`/v1/instructor/course/chapter/lesson/${w.b.course.chapters[1]?.id}`, {
        title: 'Hacked',
        kind: 'text',
      }),
    ],
  },
  'PATCH /v1/instructor/course/lesson/update/:id': {
    owner: 'instructor',
    sample: (w) =>
      json(`/v1/instructor/course/lesson/update/${w.a.course.lessonIds[0]}`, { title: 'Lesson 1' }),
    foreign: (w) => [
      json(`/v1/instructor/course/lesson/update/${w.b.course.lessonIds[0]}`, { title: 'Hacked' }),
    ],
  },
  'POST /v1/instructor/course/content/discard/:lessonOrChapterId': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/course/content/discard/${w.a.course.lessonIds[3]}` }),
    foreign: (w) => [
      { url: `/v1/instructor/course/content/discard/${w.b.course.lessonIds[3]}` },
      { url: `/v1/instructor/course/content/discard/${w.b.course.chapters[1]?.id}` },
    ],
    destructive: true,
  },
  'GET /v1/instructor/course/content/list/video': {
    owner: 'none',
    sample: () => ({ url: '/v1/instructor/course/content/list/video' }),
  },
  'GET /v1/instructor/course/student': {
    owner: 'none',
    sample: () => ({ url: '/v1/instructor/course/student' }),
  },
  'POST /v1/instructor/course/generate-upload-url': {
    owner: 'instructor',
    sample: (w) =>
      json('/v1/instructor/course/generate-upload-url', {
        purpose: 'cover',
        filename: 'cover.png',
        content_type: 'image/png',
        size: 1000,
        course_id: w.a.course.id,
      }),
    foreign: (w) => [
      json('/v1/instructor/course/generate-upload-url', {
        purpose: 'cover',
        filename: 'cover.png',
        content_type: 'image/png',
        size: 1000,
        course_id: w.b.course.id,
      }),
    ],
  },
  'PUT /v1/instructor/course/upload/:id': {
    owner: 'none',
    sample: () => ({
      url: '/v1/instructor/course/upload/00000000-0000-4000-8000-000000000000',
      headers: { 'content-type': 'image/png' },
      payload: PNG_1X1,
    }),
    expect: 403,
  },
  'GET /v1/files/:folder/:file': {
    owner: 'none',
    sample: () => ({ url: '/v1/files/covers/00000000-0000-4000-8000-000000000000.png' }),
    expect: 404,
  },
  'GET /v1/instructor/course/preview/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/course/preview/${w.a.draftCourse.id}` }),
    foreign: (w) => [{ url: `/v1/instructor/course/preview/${w.b.draftCourse.id}` }],
  },
  'GET /v1/instructor/course/preview/:id/lesson/:lessonId': {
    owner: 'instructor',
    sample: (w) => ({
      url: `/v1/instructor/course/preview/${w.a.draftCourse.id}/lesson/${w.a.draftCourse.lessonIds[0]}`,
    }),
    foreign: (w) => [
      { url: `/v1/instructor/course/preview/${w.b.draftCourse.id}/lesson/${w.b.draftCourse.lessonIds[0]}` },
      // Side a's course with side b's lesson: a lesson of another course is not in this one.
      { url: `/v1/instructor/course/preview/${w.a.draftCourse.id}/lesson/${w.b.draftCourse.lessonIds[0]}` },
    ],
  },

  // ---- insights
  'GET /v1/instructor/dashboard/charts': {
    owner: 'none',
    sample: () => ({ url: '/v1/instructor/dashboard/charts' }),
  },
  'GET /v1/instructor/dashboard/average-scores': {
    owner: 'none',
    sample: () => ({ url: '/v1/instructor/dashboard/average-scores' }),
  },
  'GET /v1/instructor/impact-analysis': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/impact-analysis?course_id=${w.a.course.id}` }),
    foreign: (w) => [{ url: `/v1/instructor/impact-analysis?course_id=${w.b.course.id}` }],
  },
  'GET /v1/instructor/impact-analysis/export.csv': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/impact-analysis/export.csv?course_id=${w.a.course.id}` }),
    foreign: (w) => [{ url: `/v1/instructor/impact-analysis/export.csv?course_id=${w.b.course.id}` }],
  },

  // ---- discussion
  'GET /v1/instructor/discussion/boards': {
    owner: 'none',
    sample: () => ({ url: '/v1/instructor/discussion/boards' }),
  },
  'POST /v1/instructor/discussion/boards': {
    owner: 'instructor',
    sample: (w) =>
      json('/v1/instructor/discussion/boards', {
        course_id: w.a.course.id,
        title: 'Another',
        prompt: 'Tell us.',
      }),
    foreign: (w) => [
      json('/v1/instructor/discussion/boards', {
        course_id: w.b.course.id,
        title: 'Hacked',
        prompt: 'Hacked',
      }),
    ],
  },
  'GET /v1/instructor/discussion/boards/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/discussion/boards/${w.a.boardId}` }),
    foreign: (w) => [{ url: `/v1/instructor/discussion/boards/${w.b.boardId}` }],
  },
  'PATCH /v1/instructor/discussion/boards/:id': {
    owner: 'instructor',
    sample: (w) => json(`/v1/instructor/discussion/boards/${w.a.boardId}`, { title: 'Board A' }),
    foreign: (w) => [json(`/v1/instructor/discussion/boards/${w.b.boardId}`, { closed: true })],
  },
  'DELETE /v1/instructor/discussion/boards/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/discussion/boards/${w.a.boardId}` }),
    foreign: (w) => [{ url: `/v1/instructor/discussion/boards/${w.b.boardId}` }],
    destructive: true,
  },
  'GET /v1/instructor/discussion/boards/:id/posts': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/discussion/boards/${w.a.boardId}/posts` }),
    foreign: (w) => [{ url: `/v1/instructor/discussion/boards/${w.b.boardId}/posts` }],
  },
  'POST /v1/instructor/discussion/boards/:id/posts': {
    owner: 'instructor',
    sample: (w) =>
      json(`/v1/instructor/discussion/boards/${w.a.boardId}/posts`, { body: 'Well done, everyone.' }),
    foreign: (w) => [json(`/v1/instructor/discussion/boards/${w.b.boardId}/posts`, { body: 'Hello there.' })],
  },
  'GET /v1/instructor/discussion/queue': {
    owner: 'none',
    sample: () => ({ url: '/v1/instructor/discussion/queue' }),
  },
  'POST /v1/instructor/discussion/posts/:id/approve': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/discussion/posts/${w.a.postId}/approve` }),
    foreign: (w) => [{ url: `/v1/instructor/discussion/posts/${w.b.postId}/approve` }],
  },
  'POST /v1/instructor/discussion/posts/:id/reject': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/discussion/posts/${w.a.postId}/reject` }),
    foreign: (w) => [{ url: `/v1/instructor/discussion/posts/${w.b.postId}/reject` }],
    destructive: true,
  },
  'GET /v1/discussion/boards': { owner: 'none', sample: () => ({ url: '/v1/discussion/boards' }) },
  'GET /v1/discussion/boards/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/discussion/boards/${w.a.boardId}` }),
    foreign: (w) => [{ url: `/v1/discussion/boards/${w.b.boardId}` }],
  },
  'GET /v1/discussion/boards/:id/posts': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/discussion/boards/${w.a.boardId}/posts` }),
    foreign: (w) => [{ url: `/v1/discussion/boards/${w.b.boardId}/posts` }],
  },
  'POST /v1/discussion/boards/:id/posts': {
    owner: 'instructor',
    sample: (w) => json(`/v1/discussion/boards/${w.a.boardId}/posts`, { body: 'I was brave today.' }),
    foreign: (w) => [
      json(`/v1/discussion/boards/${w.b.boardId}/posts`, { body: 'Hello from another class.' }),
    ],
    expect: 201,
  },
  'GET /v1/discussion/me': { owner: 'none', sample: () => ({ url: '/v1/discussion/me' }) },
  'POST /v1/discussion/posts/:id/report': {
    owner: 'instructor',
    // Side a's post is the child's own: refused kindly (409); side b's is another course's: absent.
    sample: (w) => json(`/v1/discussion/posts/${w.a.postId}/report`, { reason: 'unkind' }),
    foreign: (w) => [json(`/v1/discussion/posts/${w.b.postId}/report`, { reason: 'unkind' })],
    expect: 409,
  },
  'GET /v1/discussion/children/:id/boards': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/discussion/children/${w.a.child.id}/boards` }),
    foreign: (w) => [{ url: `/v1/discussion/children/${w.b.child.id}/boards` }],
  },
  'PUT /v1/discussion/children/:id/boards': {
    owner: 'family',
    sample: (w) =>
      json(`/v1/discussion/children/${w.a.child.id}/boards`, { enabled: true, display_name: 'Comet A' }),
    foreign: (w) => [
      json(`/v1/discussion/children/${w.b.child.id}/boards`, { enabled: false, display_name: null }),
    ],
  },

  // ---- quizzes
  'GET /v1/instructor/quiz/question/list': {
    owner: 'none',
    sample: () => ({ url: '/v1/instructor/quiz/question/list' }),
  },
  'POST /v1/instructor/quiz/question/create': {
    owner: 'none',
    sample: () =>
      json('/v1/instructor/quiz/question/create', {
        kind: 'survey',
        prompt: 'How do you feel?',
        options: ['Good', 'Fine'],
      }),
  },
  'PATCH /v1/instructor/quiz/question/update/:id': {
    owner: 'instructor',
    sample: (w) => json(`/v1/instructor/quiz/question/update/${w.a.questionId}`, { prompt: 'Question A?' }),
    foreign: (w) => [json(`/v1/instructor/quiz/question/update/${w.b.questionId}`, { prompt: 'Hacked?' })],
  },
  'POST /v1/instructor/quiz/question/archive/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/quiz/question/archive/${w.a.questionId}` }),
    foreign: (w) => [{ url: `/v1/instructor/quiz/question/archive/${w.b.questionId}` }],
    destructive: true,
  },
  'GET /v1/instructor/quiz/list': { owner: 'none', sample: () => ({ url: '/v1/instructor/quiz/list' }) },
  'GET /v1/instructor/quiz/get/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/quiz/get/${w.a.quizId}` }),
    foreign: (w) => [{ url: `/v1/instructor/quiz/get/${w.b.quizId}` }],
  },
  'POST /v1/instructor/quiz/create': {
    owner: 'instructor',
    sample: (w) =>
      json('/v1/instructor/quiz/create', { kind: 'quiz', title: 'Quiz 2', question_ids: [w.a.questionId] }),
    foreign: (w) => [
      json('/v1/instructor/quiz/create', { kind: 'quiz', title: 'Stolen', question_ids: [w.b.questionId] }),
    ],
  },
  'PATCH /v1/instructor/quiz/update/:id': {
    owner: 'instructor',
    sample: (w) => json(`/v1/instructor/quiz/update/${w.a.quizId}`, { title: 'Quiz A' }),
    foreign: (w) => [
      json(`/v1/instructor/quiz/update/${w.b.quizId}`, { title: 'Hacked' }),
      // Own quiz, someone else's question.
      json(`/v1/instructor/quiz/update/${w.a.quizId}`, { question_ids: [w.b.questionId] }),
    ],
  },
  'POST /v1/instructor/quiz/delete/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/quiz/delete/${w.a.quizId}` }),
    foreign: (w) => [{ url: `/v1/instructor/quiz/delete/${w.b.quizId}` }],
    destructive: true,
  },
  'POST /v1/instructor/quiz/attach/:id': {
    owner: 'instructor',
    sample: (w) => json(`/v1/instructor/quiz/attach/${w.a.quizId}`, { lesson_id: w.a.course.lessonIds[2] }),
    foreign: (w) => [
      json(`/v1/instructor/quiz/attach/${w.b.quizId}`, { lesson_id: w.b.course.lessonIds[2] }),
      // Own quiz onto someone else's lesson.
      json(`/v1/instructor/quiz/attach/${w.a.quizId}`, { lesson_id: w.b.course.lessonIds[2] }),
    ],
    destructive: true,
  },
  'POST /v1/instructor/quiz/detach/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/quiz/detach/${w.a.quizId}` }),
    foreign: (w) => [{ url: `/v1/instructor/quiz/detach/${w.b.quizId}` }],
    destructive: true,
  },
  'GET /v1/instructor/quiz/results/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/instructor/quiz/results/${w.a.quizId}` }),
    foreign: (w) => [{ url: `/v1/instructor/quiz/results/${w.b.quizId}` }],
  },
  'GET /v1/course/lesson/:lessonId/quiz': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/course/lesson/${w.a.course.lessonIds[0]}/quiz` }),
    foreign: (w) => [{ url: `/v1/course/lesson/${w.b.draftCourse.lessonIds[0]}/quiz` }],
  },
  'POST /v1/course/lesson/:lessonId/quiz': {
    owner: 'instructor',
    sample: (w) =>
      json(`/v1/course/lesson/${w.a.course.lessonIds[0]}/quiz`, {
        quiz_id: w.a.quizId,
        answers: [{ question_id: w.a.questionId, option_index: 0 }],
      }),
    foreign: (w) => [
      json(`/v1/course/lesson/${w.b.draftCourse.lessonIds[0]}/quiz`, {
        quiz_id: w.b.quizId,
        answers: [{ question_id: w.b.questionId, option_index: 0 }],
      }),
      // Side a's lesson with side b's quiz: "this quiz changed" (409), nothing about b's quiz.
      {
        ...json(`/v1/course/lesson/${w.a.course.lessonIds[0]}/quiz`, {
          quiz_id: w.b.quizId,
          answers: [{ question_id: w.b.questionId, option_index: 0 }],
        }),
        refusedWith: [409],
      },
    ],
  },

  // ---- assignments
  'POST /v1/course/assignments': {
    owner: 'instructor',
    sample: (w) =>
      json('/v1/course/assignments', {
        course_id: w.a.course.id,
        child_ids: [w.a.child.id],
        due_on: dueOn(),
      }),
    foreign: (w) => [
      json('/v1/course/assignments', {
        course_id: w.b.course.id,
        child_ids: [w.b.child.id],
        due_on: dueOn(),
      }),
      // Own course, a child who is not the caller's student.
      json('/v1/course/assignments', {
        course_id: w.a.course.id,
        child_ids: [w.b.child.id],
        due_on: dueOn(),
      }),
    ],
  },
  'GET /v1/course/assignments': { owner: 'none', sample: () => ({ url: '/v1/course/assignments' }) },
  'DELETE /v1/course/assignments/:id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/course/assignments/${w.a.assignmentId}` }),
    foreign: (w) => [{ url: `/v1/course/assignments/${w.b.assignmentId}` }],
    destructive: true,
  },
  'GET /v1/course/assignments/children/:id': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/course/assignments/children/${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/course/assignments/children/${w.b.child.id}` }],
  },
  'GET /v1/learning/children/:id/streaks': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/learning/children/${w.a.child.id}/streaks` }),
    foreign: (w) => [{ url: `/v1/learning/children/${w.b.child.id}/streaks` }],
  },
  'PUT /v1/learning/children/:id/streaks': {
    owner: 'family',
    sample: (w) => json(`/v1/learning/children/${w.a.child.id}/streaks`, { streaks_on: false }),
    foreign: (w) => [json(`/v1/learning/children/${w.b.child.id}/streaks`, { streaks_on: true })],
  },

  // ---- live learning (sessions made in the beforeAll below, on the shared world)
  'POST /v1/instructor/meetings/create': {
    owner: 'none',
    sample: () => json('/v1/instructor/meetings/create', sessionBody('New session')),
    expect: 201,
  },
  'PATCH /v1/instructor/meetings/update/:id': {
    owner: 'instructor',
    sample: () => json(`/v1/instructor/meetings/update/${sessions.a}`, { name: 'Session A' }),
    foreign: () => [json(`/v1/instructor/meetings/update/${sessions.b}`, { name: 'Taken over' })],
  },
  'DELETE /v1/instructor/meetings/:id': {
    owner: 'instructor',
    sample: () => ({ url: `/v1/instructor/meetings/${sessions.aCancel}` }),
    foreign: () => [{ url: `/v1/instructor/meetings/${sessions.b}` }],
    expect: 204,
  },
  // The shared sessions have not started: the host reaches the rule (409), another host gets 404.
  'POST /v1/instructor/meetings/recording/:id': {
    owner: 'instructor',
    sample: () =>
      json(`/v1/instructor/meetings/recording/${sessions.a}`, {
        file_url: '/v1/files/videos/00000000-0000-4000-8000-000000000000.webm',
      }),
    foreign: () => [
      json(`/v1/instructor/meetings/recording/${sessions.b}`, {
        file_url: '/v1/files/videos/00000000-0000-4000-8000-000000000000.webm',
      }),
    ],
    expect: 409,
  },
  'GET /v1/webinars/calendar-feed': { owner: 'none', sample: () => ({ url: '/v1/webinars/calendar-feed' }) },
  'POST /v1/webinars/calendar-feed/reset': {
    owner: 'none',
    sample: () => ({ url: '/v1/webinars/calendar-feed/reset' }),
  },
  // No sign-in: the secret is the credential; a made-up one finds nothing.
  'GET /v1/webinars/feed/:secret/calendar.ics': {
    owner: 'none',
    sample: () => ({ url: `/v1/webinars/feed/${'A'.repeat(43)}/calendar.ics` }),
    expect: 404,
  },
  'GET /v1/instructor/meetings/webinar/list': {
    owner: 'none',
    sample: () => ({ url: '/v1/instructor/meetings/webinar/list?page=1' }),
  },
  'GET /v1/course/list/webinar': {
    owner: 'family',
    actor: 'parent',
    sample: (w) => ({ url: `/v1/course/list/webinar?page=1&child_id=${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/course/list/webinar?page=1&child_id=${w.b.child.id}` }],
    sharedWith: ['child'],
  },
  'POST /v1/webinars/:id/register': {
    owner: 'family',
    sample: (w) => json(`/v1/webinars/${sessions.a}/register`, { child_id: w.a.child.id }),
    foreign: (w) => [json(`/v1/webinars/${sessions.a}/register`, { child_id: w.b.child.id })],
  },
  'DELETE /v1/webinars/:id/register/:child_id': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/webinars/${sessions.a}/register/${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/webinars/${sessions.a}/register/${w.b.child.id}` }],
    expect: 204,
  },
  'GET /v1/webinars/:id/calendar.ics': {
    owner: 'instructor',
    sample: () => ({ url: `/v1/webinars/${sessions.a}/calendar.ics` }),
    foreign: () => [{ url: `/v1/webinars/${sessions.b}/calendar.ics` }],
    sharedWith: ['parent', 'child'],
  },
  // the live room (decision 031; the socket itself is tested in modules/live/room/room.test.ts)
  'GET /v1/live/:id/socket': {
    owner: 'none',
    sample: () => ({ url: `/v1/live/${sessions.a}/socket` }),
    expect: 426,
  },
  'GET /v1/live/ice-servers': { owner: 'none', sample: () => ({ url: '/v1/live/ice-servers' }) },
  'GET /v1/instructor/meetings/attendance/:id': {
    owner: 'instructor',
    sample: () => ({ url: `/v1/instructor/meetings/attendance/${sessions.a}` }),
    foreign: () => [{ url: `/v1/instructor/meetings/attendance/${sessions.b}` }],
  },

  // ---- cohorts (made in the beforeAll below, with the cohort flag on)
  'GET /v1/cohort/': { owner: 'none', sample: () => ({ url: '/v1/cohort/?page=1' }) },
  'POST /v1/cohort/create': {
    owner: 'none',
    sample: (w) => json('/v1/cohort/create', cohortBody('New class', [w.a.course.id])),
    expect: 201,
  },
  'GET /v1/cohort/:id': {
    owner: 'instructor',
    sample: () => ({ url: `/v1/cohort/${cohortIds.a}` }),
    foreign: () => [{ url: `/v1/cohort/${cohortIds.b}` }],
  },
  'PATCH /v1/cohort/:id': {
    owner: 'instructor',
    sample: () => json(`/v1/cohort/${cohortIds.a}`, { name: 'Class A' }),
    foreign: () => [json(`/v1/cohort/${cohortIds.b}`, { name: 'Taken over' })],
  },
  'DELETE /v1/cohort/delete/:id': {
    owner: 'instructor',
    sample: () => ({ url: `/v1/cohort/delete/${cohortIds.aDelete}` }),
    foreign: () => [{ url: `/v1/cohort/delete/${cohortIds.b}` }],
    expect: 204,
  },
  'GET /v1/cohort/:id/report.csv': {
    owner: 'instructor',
    sample: () => ({ url: `/v1/cohort/${cohortIds.a}/report.csv` }),
    foreign: () => [{ url: `/v1/cohort/${cohortIds.b}/report.csv` }],
  },
  'POST /v1/cohort/:id/student': {
    owner: 'instructor',
    sample: (w) => json(`/v1/cohort/${cohortIds.a}/student`, { child_id: w.a.child.id }),
    foreign: (w) => [json(`/v1/cohort/${cohortIds.b}/student`, { child_id: w.a.child.id })],
  },
  'POST /v1/cohort/:id/students/csv': {
    owner: 'instructor',
    sample: (w) => json(`/v1/cohort/${cohortIds.a}/students/csv`, { csv: w.a.child.username }),
    foreign: (w) => [json(`/v1/cohort/${cohortIds.b}/students/csv`, { csv: w.a.child.username })],
  },
  'DELETE /v1/cohort/:id/student/:child_id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/cohort/${cohortIds.a}/student/${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/cohort/${cohortIds.b}/student/${w.b.child.id}` }],
    expect: 204,
  },
  'POST /v1/cohort/:id/course': {
    owner: 'instructor',
    sample: (w) => json(`/v1/cohort/${cohortIds.a}/course`, { course_id: w.a.completedCourse.id }),
    foreign: (w) => [json(`/v1/cohort/${cohortIds.b}/course`, { course_id: w.a.completedCourse.id })],
    expect: 201,
  },
  'DELETE /v1/cohort/:id/course/:course_id': {
    owner: 'instructor',
    sample: (w) => ({ url: `/v1/cohort/${cohortIds.a}/course/${w.a.completedCourse.id}` }),
    foreign: (w) => [{ url: `/v1/cohort/${cohortIds.b}/course/${w.b.course.id}` }],
    expect: 204,
  },
  'POST /v1/cohort/:id/staff': {
    owner: 'instructor',
    // The lead names themself: already on the staff (200), nothing changes.
    sample: (w) => json(`/v1/cohort/${cohortIds.a}/staff`, { email: w.a.instructor.email }),
    foreign: (w) => [json(`/v1/cohort/${cohortIds.b}/staff`, { email: w.a.instructor.email })],
  },
  'DELETE /v1/cohort/:id/staff/:user_id': {
    owner: 'instructor',
    sample: () => ({ url: `/v1/cohort/${cohortIds.a}/staff/${cohortIds.assistant}` }),
    foreign: (w) => [{ url: `/v1/cohort/${cohortIds.b}/staff/${w.b.instructor.id}` }],
    expect: 204,
  },
  'GET /v1/cohort/organizations': { owner: 'none', sample: () => ({ url: '/v1/cohort/organizations' }) },
  'POST /v1/cohort/invite': {
    owner: 'family',
    sample: (w) => json('/v1/cohort/invite', { invite_code: cohortIds.inviteCode, child_id: w.a.child.id }),
    foreign: (w) => [
      json('/v1/cohort/invite', { invite_code: cohortIds.inviteCode, child_id: w.b.child.id }),
    ],
  },
  'GET /v1/cohort/family': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/cohort/family?child_id=${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/cohort/family?child_id=${w.b.child.id}` }],
  },
  'POST /v1/cohort/:id/enrol': {
    owner: 'family',
    sample: (w) => json(`/v1/cohort/${cohortIds.a}/enrol`, { child_id: w.a.child.id }),
    foreign: (w) => [json(`/v1/cohort/${cohortIds.a}/enrol`, { child_id: w.b.child.id })],
  },
  'DELETE /v1/cohort/:id/enrol/:child_id': {
    owner: 'family',
    sample: (w) => ({ url: `/v1/cohort/${cohortIds.a}/enrol/${w.a.child.id}` }),
    foreign: (w) => [{ url: `/v1/cohort/${cohortIds.a}/enrol/${w.b.child.id}` }],
    expect: 204,
  },
  'GET /v1/router/user/my-class': { owner: 'none', sample: () => ({ url: '/v1/router/user/my-class' }) },
};

// ---- what a refused request may not change ----------------------------------------------------------

/**
 * Tables a refused request may write, with the reason. (Sign-in attempts and audit rows would go here
 * too, if a refusal were recorded.)
 * - rate_limit_hits: a rate-limited route counts every request from an address before it asks who is
 *   calling, refused or not, so that a stranger's calls are limited too (decision 045).
 */
const MAY_CHANGE_ON_REFUSAL = new Set<string>(['public.rate_limit_hits']);

let tables: string[] = [];
beforeAll(async () => {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
       FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  tables = rows.map((r) => r.name).filter((t) => !MAY_CHANGE_ON_REFUSAL.has(t));
});

/** One hash per table of all its rows. */
async function fingerprint(): Promise<Map<string, string>> {
  const sql = tables
    .map(
      (t) =>
        `SELECT '${t}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${t} x`,
    )
    .join(' UNION ALL ');
  const { rows } = await pool.query<{ t: string; h: string }>(sql);
  return new Map(rows.map((r) => [r.t, r.h]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before.keys()].filter((t) => before.get(t) !== after.get(t));
}

// ---- the matrix ---------------------------------------------------------------------------------------

let shared: World;
beforeAll(async () => {
  shared = await makeWorld(app, db);
});

// Live sessions for the probes above: two of instructor a's, one of instructor b's.
beforeAll(async () => {
  const make = async (headers: Record<string, string>, name: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/instructor/meetings/create',
      headers,
      payload: sessionBody(name),
    });
    if (res.statusCode !== 201) throw new Error(`live session setup: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  };
  sessions.a = await make(shared.as.instructor, 'Session A');
  sessions.aCancel = await make(shared.as.instructor, 'Session A, to cancel');
  sessions.b = await make(shared.asB.instructor, 'Session B');
});

// Safety alerts for the probes above: one about each family's child, as a journal entry raises them.
beforeAll(async () => {
  const alert = async (side: World['a']) => {
    const [row] = await db
      .insert(safetyAlerts)
      .values({
        childId: side.child.id,
        parentId: side.parent.id,
        source: 'journal',
        category: 'distress',
        ruleVersion: 'test',
        createdAt: clock.now(),
      })
      .returning({ id: safetyAlerts.id });
    return row?.id ?? '';
  };
  safetyAlertIds.a = await alert(shared.a);
  safetyAlertIds.b = await alert(shared.b);
});

beforeAll(async () => {
  const play = async (side: World['a']) => {
    const [row] = await db
      .insert(gameSessions)
      .values({
        childId: side.child.id,
        lessonId: side.course.lessonIds[0] ?? '',
        skill: 0,
        attempts: 0,
        played: [],
        startedAt: clock.now(),
      })
      .returning({ id: gameSessions.id });
    return row?.id ?? '';
  };
  gameSessionIds.a = await play(shared.a);
  gameSessionIds.b = await play(shared.b);
});

beforeAll(async () => {
  const reflect = async (side: World['a']) => {
    const [row] = await db
      .insert(coachReflections)
      .values({
        childId: side.child.id,
        lessonId: side.course.lessonIds[0] ?? '',
        lessonTitle: 'A lesson',
        model: 'test',
        turns: [{ role: 'helper', text: 'What is one thing you want to remember?', note: null }],
        startedAt: clock.now(),
      })
      .returning({ id: coachReflections.id });
    return row?.id ?? '';
  };
  coachReflectionIds.a = await reflect(shared.a);
  coachReflectionIds.b = await reflect(shared.b);
});

// Cohorts for the probes above (the cohort flag on, as the demo has it): two of instructor a's (one
// to delete), one of instructor b's with b's child in it.
beforeAll(async () => {
  await seedDemoFlags(db);
  const make = async (
    headers: Record<string, string>,
    name: string,
    courseId: string,
    enrolment?: string,
  ) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/cohort/create',
      headers,
      payload: cohortBody(name, [courseId], enrolment),
    });
    if (res.statusCode !== 201) throw new Error(`cohort setup: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  };
  cohortIds.a = await make(shared.as.instructor, 'Class A', shared.a.course.id);
  cohortIds.aDelete = await make(shared.as.instructor, 'Class A, to delete', shared.a.course.id);
  cohortIds.b = await make(shared.asB.instructor, 'Class B', shared.b.course.id);
  cohortIds.aInvite = await make(shared.as.instructor, 'Class A, by invite', shared.a.course.id, 'invite');
  const invite = await app.inject({
    method: 'GET',
    url: `/v1/cohort/${cohortIds.aInvite}`,
    headers: shared.as.instructor,
  });
  cohortIds.inviteCode = invite.json<{ invite_code: string }>().invite_code;
  // An instructor outside the roles' world assists class A, for the DELETE staff probe to remove.
  const assistant = await createUser(db, { type: 'instructor', email: `assistant-${unique()}@example.test` });
  cohortIds.assistant = assistant.id;
  const staffed = await app.inject({
    method: 'POST',
    url: `/v1/cohort/${cohortIds.a}/staff`,
    headers: shared.as.instructor,
    payload: { email: assistant.email },
  });
  if (staffed.statusCode !== 201) throw new Error(`cohort setup: ${staffed.statusCode} ${staffed.body}`);
  const add = await app.inject({
    method: 'POST',
    url: `/v1/cohort/${cohortIds.b}/student`,
    headers: shared.asB.instructor,
    payload: { child_id: shared.b.child.id },
  });
  if (add.statusCode !== 201) throw new Error(`cohort setup: ${add.statusCode} ${add.body}`);
});

/** Each role asks from an address of its own, so per-address limits (contact forms: 5 in 15 minutes)
 * count each role's one request apart. */
const ADDRESS: Record<Role, string> = Object.fromEntries(
  ROLES.map((r, i) => [r, `10.9.0.${i + 1}`]),
) as Record<Role, string>;

function inject(key: string, req: Req, role: Role, headers: Record<string, string>): InjectOptions {
  const method = key.split(' ')[0] as InjectOptions['method'];
  const options: InjectOptions = {
    method,
    url: req.url,
    headers: { ...req.headers, ...headers },
    remoteAddress: ADDRESS[role],
  };
  if (req.payload !== undefined) options.payload = req.payload as InjectOptions['payload'];
  return options;
}

const brief = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 160)}`;
const isAllowed = (access: Access, role: Role) =>
  access === 'public' || (access !== 'signature' && role !== 'anonymous' && access.includes(role));

describe('authorization matrix: every registered route × every role × someone else’s object', () => {
  it('finds the routes, and every one is declared with a probe', () => {
    expect(ROUTES.length).toBeGreaterThan(100);
    const undeclared = ROUTES.filter((k) => ROUTE_ACCESS[k] === undefined);
    expect(
      undeclared,
      'New routes: declare who may call each in apps/api/src/test/route-access.ts (public, signature, or the roles)',
    ).toEqual([]);
    const unprobed = ROUTES.filter((k) => PROBES[k] === undefined);
    expect(
      unprobed,
      'New routes: add a probe (a valid request, and one aimed at someone else’s object) to PROBES in apps/api/src/test/authz-matrix.test.ts',
    ).toEqual([]);
    const ownerless = Object.entries(PROBES)
      .filter(([, p]) => (p.owner === 'none') !== (p.foreign === undefined))
      .map(([k]) => k);
    expect(
      ownerless,
      'A probe with an owner needs foreign requests (side b’s object), and only then',
    ).toEqual([]);
    const stale = Object.keys(ROUTE_ACCESS).filter((k) => !ROUTES.includes(k));
    expect(
      stale,
      'These declared routes are not registered any more: remove them from route-access.ts',
    ).toEqual([]);
  });

  it('GraphQL me: a mesh token only (anonymous and main-API tokens get the JWT error, no data)', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.9.1.1',
      payload: new URLSearchParams({
        username: shared.a.parent.email ?? '',
        password: FIXTURE_PASSWORD,
      }).toString(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const mesh = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const me = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/graphql',
        headers,
        payload: { query: '{ me { id permissions } }' },
      });
    const ok = await me(mesh);
    expect(ok.json<{ data: { me: { id: string } } }>().data.me.id).toBe(shared.a.parent.id);
    for (const headers of [
      {},
      shared.as.parent,
      shared.as.admin,
      { authorization: 'Bearer forged.token.here' },
    ]) {
      const res = await me(headers);
      const body = res.json<{ data?: { me?: unknown } | null; errors?: { message: string }[] }>();
      expect(body.data?.me ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toBe(JWT_INVALID_MESSAGE);
    }
  });

  for (const key of ROUTES) {
    const access = ROUTE_ACCESS[key];
    const probe = PROBES[key];
    if (access === undefined || probe === undefined) continue;
    it(key, async () => {
      const w = probe.destructive ? await makeWorld(app, db) : shared;
      const problems: string[] = [];
      const send = (req: Req, role: Role, asB = false) => {
        const headers = asB && role !== 'anonymous' && role in w.asB ? w.asB[role as 'parent'] : w.as[role];
        return app.inject(inject(key, req, role, headers));
      };
      const sample = probe.sample(w);

      if (access === 'public' || access === 'signature') {
        const res = await send(sample, 'anonymous');
        const ok = probe.expect
          ? res.statusCode === probe.expect
          : res.statusCode >= 200 && res.statusCode < 300;
        if (!ok) problems.push(`anonymous: expected ${probe.expect ?? '2xx'}, got ${brief(res)}`);
        if (problems.length > 0) expect.fail(`${key}:\n  ${problems.join('\n  ')}`);
        return;
      }

      // Refusals first, around a fingerprint of the whole database: none may change anything.
      const before = await fingerprint();
      const anonymous = await send(sample, 'anonymous');
      if (anonymous.statusCode !== 401) problems.push(`anonymous: expected 401, got ${brief(anonymous)}`);
      for (const role of USER_TYPES) {
        if (access.includes(role)) continue;
        const res = await send(sample, role);
        if (res.statusCode !== 403 && res.statusCode !== 404)
          problems.push(`${role} (not allowed): expected 403 or 404, got ${brief(res)}`);
      }
      const actor: Role = probe.actor ?? access[0] ?? 'anonymous';
      for (const req of probe.foreign?.(w) ?? []) {
        const who = req.as ?? actor;
        const res = await send(req, who);
        const refusals = [404, 403, ...(req.refusedWith ?? [])];
        if (!refusals.includes(res.statusCode))
          problems.push(
            `${who} on side b's object ${req.url}: expected ${refusals.join(' or ')}, got ${brief(res)}`,
          );
      }
      // Side a's object is the actor's: another allowed role (an ely_admin or a provider on
      // instructor a's course) is refused too, unless it shares it (a child and their parent) or is an
      // admin, who may act on any course.
      const others = ROLES.filter((r) => r !== actor && isAllowed(access, r));
      const excluded = (r: Role) => probe.owner !== 'none' && r !== 'admin' && !probe.sharedWith?.includes(r);
      for (const role of others.filter(excluded)) {
        const res = await send(probe.sample(w), role);
        if (res.statusCode !== 403 && res.statusCode !== 404)
          problems.push(
            `${role} (allowed, but not on side a's object): expected 403 or 404, got ${brief(res)}`,
          );
      }
      const changed = changedTables(before, await fingerprint());
      if (changed.length > 0) problems.push(`refused requests changed ${changed.join(', ')}`);

      // The actor's own request works, so the refusals above were about who asked.
      const own = await send(sample, actor);
      const ok = probe.expect
        ? own.statusCode === probe.expect
        : own.statusCode >= 200 && own.statusCode < 300;
      if (!ok) problems.push(`${actor} (actor): expected ${probe.expect ?? '2xx'}, got ${brief(own)}`);

      // Every other allowed role is let in.
      for (const role of others.filter((r) => !excluded(r))) {
        const res = await send(probe.sample(w), role);
        if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)
          problems.push(`${role} (allowed): got ${brief(res)}`);
      }
      if (problems.length > 0) expect.fail(`${key}:\n  ${problems.join('\n  ')}`);
    });
  }
});
