import { USER_TYPES, type UserType } from '@ye/contracts/roles';

/**
 * Who may call each route: the declared table the authorization matrix (authz-matrix.test.ts) checks
 * every registered route against, and the fuzz test (fuzz.test.ts) signs in from. A route the app
 * registers that is missing here fails the matrix: add it with the roles that may call it.
 *
 * - `public`: anyone, signed in or not (sign-in, public media, health).
 * - `signature`: no bearer token; the request carries its own credential (a signed upload URL).
 * - a list of account types: everyone else gets 401 when anonymous and 403 (or 404 for an object that
 *   is not theirs) when signed in as another type.
 */
export type Access = 'public' | 'signature' | readonly UserType[];

const ANY_SIGNED_IN: readonly UserType[] = USER_TYPES;
const PARENT: readonly UserType[] = ['parent'];
const CHILD: readonly UserType[] = ['child'];
const CHILD_OR_PARENT: readonly UserType[] = ['child', 'parent'];
const ADMIN: readonly UserType[] = ['admin'];
/** Course authors in the studio (STUDIO_ROLES): admins may act on any course. */
const STUDIO: readonly UserType[] = ['instructor', 'ely_admin', 'admin'];
/** STUDIO plus providers (INSIGHT_ROLES). */
const INSIGHTS: readonly UserType[] = ['instructor', 'ely_admin', 'admin', 'provider'];
/** Accounts with an instructor profile (INSTRUCTOR_TYPES). */
const INSTRUCTOR_LIKE: readonly UserType[] = ['instructor', 'ely_admin', 'provider', 'external_admin'];

export const ROUTE_ACCESS: Record<string, Access> = {
  // health, and the API docs (off in production unless API_DOCS=1)
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  // Prometheus figures: no account, its own bearer token (METRICS_TOKEN); 404 while that is unset
  'GET /metrics': 'signature',
  'GET /docs': 'public',
  'GET /docs/': 'public',
  'GET /docs/static/index.html': 'public',
  'GET /docs/static/swagger-initializer.js': 'public',
  'GET /docs/*': 'public',
  'GET /docs/json': 'public',
  'GET /docs/yaml': 'public',
  // auth
  'POST /v1/auth/signup': 'public',
  'POST /v1/auth/token/get': 'public',
  'POST /v1/auth/token/refresh': 'public',
  'POST /v1/auth/forgot-password': 'public',
  'POST /v1/auth/reset-password': 'public',
  'POST /v1/auth/password/update': ANY_SIGNED_IN,
  'GET /v1/router/user/profile': ANY_SIGNED_IN,
  // contact
  'POST /v1/auth/contact-us': 'public',
  'POST /v1/parent/contact-us': PARENT,
  // mesh (its own tokens; GraphQL answers anonymous callers with a JWT error)
  'POST /auth/login': 'public',
  'POST /auth/refresh': 'public',
  'POST /auth/prg/login': 'public',
  'GET /graphql': 'public',
  'POST /graphql': 'public',
  // admin
  'GET /v1/admin/users': ADMIN,
  'POST /v1/admin/impersonate': ADMIN,
  'POST /v1/admin/users/:id/disable': ADMIN,
  'POST /v1/admin/users/:id/enable': ADMIN,
  'PATCH /v1/admin/users/:id': ADMIN,
  'GET /v1/admin/users/:id/audit': ADMIN,
  // organizations (decision 037): admins manage them; providers and external admins read their own
  'GET /v1/admin/organizations': ADMIN,
  'POST /v1/admin/organizations': ADMIN,
  'PATCH /v1/admin/organizations/:id': ADMIN,
  'GET /v1/admin/organizations/:id/members': ADMIN,
  'POST /v1/admin/organizations/:id/members': ADMIN,
  'DELETE /v1/admin/organizations/:id/members/:userId': ADMIN,
  'GET /v1/organizations/mine': ['provider', 'external_admin', 'admin'],
  // one of their own organizations, read-only: its members and its courses' figures (decision 040)
  'GET /v1/organizations/:id/members': ['provider', 'external_admin', 'admin'],
  'GET /v1/organizations/:id/metrics': ['provider', 'external_admin', 'admin'],
  // feature flags (decision 032): anyone reads one (the public pages follow them too); admins change them
  'GET /v1/feature-flag/is-enabled': 'public',
  'GET /v1/admin/feature-flags': ADMIN,
  'PATCH /v1/admin/feature-flags/:name': ADMIN,
  // the job-queue console (decision 032)
  'GET /v1/admin/jobs': ADMIN,
  'GET /v1/admin/jobs/:queue': ADMIN,
  'POST /v1/admin/jobs/:queue/:id/retry': ADMIN,
  'POST /v1/admin/jobs/:queue/:id/cancel': ADMIN,
  'DELETE /v1/admin/jobs/:queue/:id': ADMIN,
  // family
  'GET /v1/router/child/avatars': 'public',
  'GET /v1/router/child/avatars/:file': 'public',
  'GET /v1/family/username-available': PARENT,
  'POST /v1/family/child/add': PARENT,
  'GET /v1/family/child/list': PARENT,
  'GET /v1/family/dashboard': PARENT,
  'POST /v1/family/check-progress': PARENT,
  'GET /v1/family/child/get-profile': PARENT,
  'PATCH /v1/family/child/edit-profile': PARENT,
  'POST /v1/family/child/edit-profile': PARENT,
  // The parent, or the child for themself.
  'POST /v1/router/child/update-birthday': PARENT,
  'POST /v1/family/child/update-username': PARENT,
  'POST /v1/family/child/remove': PARENT,
  'GET /v1/family/child/export': PARENT,
  // consent (decision 035): the verify link's token is its own credential
  'GET /v1/consent/email': PARENT,
  'POST /v1/consent/email/send': PARENT,
  'POST /v1/consent/email/verify': 'public',
  // the parent's safety alerts about their children's words (decision 046)
  'GET /v1/family/safety/alerts': PARENT,
  // course authors' own quiz questions children find harder than expected (decision 047)
  'GET /v1/instructor/quiz/harder-questions': STUDIO,
  // a child's adaptive quiz, sort or match game asks for its next item (decision 052): their own plays
  'POST /v1/games/sessions': CHILD,
  'POST /v1/games/sessions/:id/attempts': CHILD,
  'POST /v1/family/safety/alerts/:id/seen': PARENT,
  'GET /v1/consent/child': PARENT,
  'GET /v1/consent/policy/current': 'public',
  'GET /v1/consent/policy': PARENT,
  'POST /v1/consent/policy/accept': PARENT,
  'GET /v1/consent/policy/versions': ADMIN,
  'POST /v1/consent/policy/versions': ADMIN,
  // learned personalisation (decision 048): only the parent flips it
  'GET /v1/personalisation/children/:id': PARENT,
  'PUT /v1/personalisation/children/:id': PARENT,
  // the reflection coach (decision 051): the parent's switch and transcripts, the child's reflections
  'GET /v1/coach/children/:id': PARENT,
  'PUT /v1/coach/children/:id': PARENT,
  'GET /v1/coach/children/:id/reflections': PARENT,
  'DELETE /v1/coach/children/:id/reflections': PARENT,
  'GET /v1/coach/me': CHILD,
  'POST /v1/coach/reflections': CHILD,
  'GET /v1/coach/reflections/:id': CHILD,
  'POST /v1/coach/reflections/:id/answers': CHILD,
  'GET /v1/family/metrics': PARENT,
  'POST /v1/family/course-rating': PARENT,
  'POST /v1/family/course/:courseId/assign/:childId': PARENT,
  'POST /v1/family/course/:courseId/unassign/:childId': PARENT,
  'POST /v1/family/activity': CHILD,
  // survey
  'GET /v1/survey/status': CHILD,
  'GET /v1/survey/:id': ANY_SIGNED_IN,
  'POST /v1/survey/survey_answers': CHILD,
  // account
  'POST /v1/parent_router/parent/update_profile': PARENT,
  'POST /v1/parent_router/parent/avatar': PARENT,
  'POST /v1/parent_router/parent/delete-account': PARENT,
  'GET /uploads/avatars/:file': ['parent', 'admin'],
  'PATCH /v1/instructor/profile': INSTRUCTOR_LIKE,
  'POST /v1/instructor/profile/generate-upload-url': INSTRUCTOR_LIKE,
  // catalogue
  'GET /v1/course/list': ANY_SIGNED_IN,
  'GET /v1/course/list/game': ANY_SIGNED_IN,
  'GET /v1/course/search': ANY_SIGNED_IN,
  'GET /v1/course/get/:id': ANY_SIGNED_IN,
  'GET /v1/course/chapter/:id': ANY_SIGNED_IN,
  'GET /v1/course/content/get/:lessonId': ANY_SIGNED_IN,
  'GET /v1/course/bundles': ANY_SIGNED_IN,
  'GET /v1/course/bundles/': ANY_SIGNED_IN,
  'GET /v1/course/bundles/:id': ANY_SIGNED_IN,
  'GET /v1/course/recommendations': CHILD_OR_PARENT,
  'GET /v1/course/validate-anxiety-recommendations': CHILD_OR_PARENT,
  // learning
  'POST /v1/course/start/:courseId': CHILD,
  'POST /v1/course/content/start/:lessonId': CHILD,
  'POST /v1/course/content/complete/:lessonId': CHILD,
  'GET /v1/course/unlocked-course': CHILD,
  'GET /v1/learning/summary': CHILD,
  'GET /v1/learning/courses': CHILD,
  'GET /v1/learning/games-played': CHILD_OR_PARENT,
  'PUT /v1/learning/journal/:lessonId': CHILD,
  'GET /v1/learning/journal': CHILD_OR_PARENT,
  'GET /v1/router/user/library': ANY_SIGNED_IN,
  'POST /v1/router/user/bookmark': ANY_SIGNED_IN,
  'DELETE /v1/router/user/bookmark': ANY_SIGNED_IN,
  'GET /v1/course/certificates/list': CHILD_OR_PARENT,
  'GET /v1/course/certificates/get/:serial': CHILD_OR_PARENT,
  'GET /v1/course/certificates/verify/:serial': 'public',
  'GET /v1/course/parent/certificate': PARENT,
  'GET /v1/parent/course/complete': PARENT,
  'POST /v1/parent/course/complete': PARENT,
  // media
  'GET /v1/media/covers/:file': 'public',
  'GET /v1/media/videos/:file': 'public',
  // studio
  'POST /v1/instructor/course/create': STUDIO,
  'PATCH /v1/instructor/course/update/:id': STUDIO,
  'GET /v1/instructor/course/get/:id': STUDIO,
  'POST /v1/instructor/course/publish/:id': STUDIO,
  'POST /v1/instructor/course/discard/:id': STUDIO,
  'POST /v1/instructor/course/duplicate/:id': STUDIO,
  'GET /v1/instructor/course/list': STUDIO,
  'POST /v1/instructor/course/chapter/:courseId': STUDIO,
  'PATCH /v1/instructor/course/chapter/update/:id': STUDIO,
  'POST /v1/instructor/course/chapter/lesson/:chapterId': STUDIO,
  'PATCH /v1/instructor/course/lesson/update/:id': STUDIO,
  'POST /v1/instructor/course/content/discard/:lessonOrChapterId': STUDIO,
  'GET /v1/instructor/course/content/list/video': STUDIO,
  'GET /v1/instructor/course/student': STUDIO,
  'POST /v1/instructor/course/generate-upload-url': STUDIO,
  'PUT /v1/instructor/course/upload/:id': 'signature',
  // billing (decision 027): the family's parent; the provider's webhook and the test provider's pages
  // carry their own credential (a signature, an unguessable session id)
  'POST /v1/parent/subscribe': PARENT,
  'GET /v1/subscription/status': PARENT,
  'GET /v1/billing/overview': PARENT,
  'POST /v1/billing/overview/refresh': PARENT,
  'GET /v1/billing/purchases': PARENT,
  'GET /v1/billing/cards': PARENT,
  'POST /v1/billing/cards/:cardId/default': PARENT,
  'DELETE /v1/billing/cards/:cardId': PARENT,
  'POST /v1/billing/webhook': 'signature',
  'GET /v1/billing/test/checkout/:sessionId': 'signature',
  'POST /v1/billing/test/checkout/:sessionId/pay': 'signature',
  'GET /v1/billing/test/portal/:sessionId': 'signature',
  'POST /v1/billing/test/portal/:sessionId/plan': 'signature',
  'POST /v1/billing/test/portal/:sessionId/cancel': 'signature',
  'POST /v1/billing/test/portal/:sessionId/resume': 'signature',
  'POST /v1/billing/test/portal/:sessionId/cards': 'signature',
  'POST /v1/billing/test/portal/:sessionId/cards/:cardId/default': 'signature',
  'DELETE /v1/billing/test/portal/:sessionId/cards/:cardId': 'signature',
  'POST /v1/billing/test/portal/:sessionId/advance': 'signature',
  'GET /v1/files/:folder/:file': 'public',
  'GET /v1/instructor/course/preview/:id': STUDIO,
  'GET /v1/instructor/course/preview/:id/lesson/:lessonId': STUDIO,
  // insights
  'GET /v1/instructor/dashboard/charts': INSIGHTS,
  'GET /v1/instructor/dashboard/average-scores': INSIGHTS,
  'GET /v1/instructor/impact-analysis': INSIGHTS,
  'GET /v1/instructor/impact-analysis/export.csv': INSIGHTS,
  // discussion
  'GET /v1/instructor/discussion/boards': STUDIO,
  'POST /v1/instructor/discussion/boards': STUDIO,
  'GET /v1/instructor/discussion/boards/:id': STUDIO,
  'PATCH /v1/instructor/discussion/boards/:id': STUDIO,
  'DELETE /v1/instructor/discussion/boards/:id': STUDIO,
  'GET /v1/instructor/discussion/boards/:id/posts': STUDIO,
  'POST /v1/instructor/discussion/boards/:id/posts': STUDIO,
  'GET /v1/instructor/discussion/queue': STUDIO,
  'POST /v1/instructor/discussion/posts/:id/approve': STUDIO,
  'POST /v1/instructor/discussion/posts/:id/reject': STUDIO,
  'GET /v1/discussion/boards': CHILD,
  'GET /v1/discussion/boards/:id': CHILD,
  'GET /v1/discussion/boards/:id/posts': CHILD,
  'POST /v1/discussion/boards/:id/posts': CHILD,
  'GET /v1/discussion/me': CHILD,
  'POST /v1/discussion/posts/:id/report': CHILD,
  'GET /v1/discussion/children/:id/boards': PARENT,
  'PUT /v1/discussion/children/:id/boards': PARENT,
  // quizzes
  'GET /v1/instructor/quiz/question/list': STUDIO,
  'POST /v1/instructor/quiz/question/create': STUDIO,
  'PATCH /v1/instructor/quiz/question/update/:id': STUDIO,
  'POST /v1/instructor/quiz/question/archive/:id': STUDIO,
  'GET /v1/instructor/quiz/list': STUDIO,
  'GET /v1/instructor/quiz/get/:id': STUDIO,
  'POST /v1/instructor/quiz/create': STUDIO,
  'PATCH /v1/instructor/quiz/update/:id': STUDIO,
  'POST /v1/instructor/quiz/delete/:id': STUDIO,
  'POST /v1/instructor/quiz/attach/:id': STUDIO,
  'POST /v1/instructor/quiz/detach/:id': STUDIO,
  'GET /v1/instructor/quiz/results/:id': STUDIO,
  'GET /v1/course/lesson/:lessonId/quiz': CHILD,
  'POST /v1/course/lesson/:lessonId/quiz': CHILD,
  // assignments
  'POST /v1/course/assignments': STUDIO,
  'GET /v1/course/assignments': [...STUDIO, 'child'],
  'DELETE /v1/course/assignments/:id': STUDIO,
  // decision 042: a parent reads every note on their child's work, and alone turns streaks on
  'GET /v1/course/assignments/children/:id': PARENT,
  'GET /v1/learning/children/:id/streaks': PARENT,
  'PUT /v1/learning/children/:id/streaks': PARENT,
  // live learning (decision 030): hosts manage their own sessions (admins every one); a parent
  // registers their own child; the calendar file is the family's and the host's
  'POST /v1/instructor/meetings/create': STUDIO,
  'PATCH /v1/instructor/meetings/update/:id': STUDIO,
  'DELETE /v1/instructor/meetings/:id': STUDIO,
  'GET /v1/instructor/meetings/webinar/list': STUDIO,
  'POST /v1/instructor/meetings/recording/:id': STUDIO,
  // a family's calendar feed: the parent manages it; calendar apps read it by its secret address
  'GET /v1/webinars/calendar-feed': PARENT,
  'POST /v1/webinars/calendar-feed/reset': PARENT,
  'GET /v1/webinars/feed/:secret/calendar.ics': 'signature',
  'GET /v1/course/list/webinar': CHILD_OR_PARENT,
  'POST /v1/webinars/:id/register': PARENT,
  'DELETE /v1/webinars/:id/register/:child_id': PARENT,
  'GET /v1/webinars/:id/calendar.ics': [...STUDIO, ...CHILD_OR_PARENT],
  // the live room (decision 031): the socket carries its own credential (the access token as its
  // first message; a plain GET is 426); the ICE servers for hosts and children; the host's attendance
  'GET /v1/live/:id/socket': 'signature',
  'GET /v1/live/ice-servers': [...STUDIO, ...CHILD],
  'GET /v1/instructor/meetings/attendance/:id': STUDIO,
  // cohorts (decision 034): staff run their own classes (admins every one); a parent enrols their own
  // child; a child reads only "My class". Behind the cohort flag (404 while it is off).
  'GET /v1/cohort/': [...STUDIO, 'provider', 'external_admin'],
  'POST /v1/cohort/create': STUDIO,
  'GET /v1/cohort/:id': [...STUDIO, 'provider', 'external_admin'],
  'PATCH /v1/cohort/:id': STUDIO,
  'DELETE /v1/cohort/delete/:id': STUDIO,
  'GET /v1/cohort/:id/report.csv': [...STUDIO, 'provider', 'external_admin'],
  // the lead adds and removes assistants; the form's organizations; a parent's lookup by invite code
  'POST /v1/cohort/:id/staff': STUDIO,
  'DELETE /v1/cohort/:id/staff/:user_id': STUDIO,
  'GET /v1/cohort/organizations': STUDIO,
  'POST /v1/cohort/invite': PARENT,
  'POST /v1/cohort/:id/student': STUDIO,
  'POST /v1/cohort/:id/students/csv': STUDIO,
  'DELETE /v1/cohort/:id/student/:child_id': STUDIO,
  'POST /v1/cohort/:id/course': STUDIO,
  'DELETE /v1/cohort/:id/course/:course_id': STUDIO,
  'GET /v1/cohort/family': PARENT,
  'POST /v1/cohort/:id/enrol': PARENT,
  'DELETE /v1/cohort/:id/enrol/:child_id': PARENT,
  'GET /v1/router/user/my-class': CHILD,
};

/** `GET /v1/course/get/{id}` (OpenAPI) -> `GET /v1/course/get/:id` (Fastify), the table's key. */
export function routeKey(method: string, openApiPath: string): string {
  return `${method.toUpperCase()} ${openApiPath.replace(/\{([^}]+)\}/g, ':$1')}`;
}
