import { Detail, ErrorBody } from '@ye/contracts/common';
import {
  ActivityRequest,
  ActivityResponse,
  AddChildRequest,
  AvatarList,
  CheckProgressRequest,
  CheckProgressResponse,
  ChildExport,
  ChildIdBody,
  ChildIdQuery,
  ChildList,
  ChildProfile,
  CourseRating,
  CourseRatingRequest,
  Dashboard,
  EditChildRequest,
  MetricsQuery,
  SelfEsteemData,
  UpdateBirthdayRequest,
  UpdateUsernameRequest,
  UsernameAvailability,
  UsernameAvailableQuery,
} from '@ye/contracts/family';
import {
  AssignParams,
  DismissRatingPromptRequest,
  Enrolment,
  RatingPromptList,
} from '@ye/contracts/learning';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { avatarSvg, listAvatars } from '../media/avatars.ts';
import * as enrolments from './enrolment-service.ts';
import * as childExport from './export-service.ts';
import * as ratings from './rating-service.ts';
import * as family from './service.ts';
import * as wellbeing from './wellbeing-service.ts';

/**
 * Family routes. Routes about one child look it up among the caller's own children, so another
 * parent, an instructor or a child asking gets 404. Routes about the whole family (list, dashboard,
 * add, username check, progress) are for parents only: anyone else gets 403.
 */
export default async function familyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const parentOnly = app.requireRole('parent');
  const childOnly = app.requireRole('child');
  const signedIn = app.authenticate;

  // ---- avatars (our own art: public, like any static image) ------------------------------
  app.get(
    '/v1/router/child/avatars',
    {
      schema: {
        tags: ['family'],
        summary: 'The avatars a child can pick (public)',
        security: [],
        response: { 200: AvatarList, 400: ErrorBody },
      },
    },
    async () => listAvatars(),
  );
  app.get(
    '/v1/router/child/avatars/:file',
    {
      schema: {
        tags: ['family'],
        summary: 'One avatar as an SVG image',
        security: [],
        params: z.object({ file: z.string().max(60) }),
        response: { 200: z.string().describe('image/svg+xml'), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const match = /^(avatar-\d{2})\.svg$/.exec(request.params.file);
      const svg = match?.[1] ? avatarSvg(match[1]) : null;
      if (!svg) throw new NotFound('There is no such avatar.');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );

  // ---- the family as a whole (parents only) ----------------------------------------------
  app.get(
    '/v1/family/username-available',
    {
      // Checked as the parent types: generous, but not a way to list every child's username.
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      preHandler: parentOnly,
      schema: {
        tags: ['family'],
        summary: 'Whether a username is free for a new child',
        querystring: UsernameAvailableQuery,
        response: { 200: UsernameAvailability, ...errorResponses },
      },
    },
    async (request) => family.usernameAvailability(app.db, request.query.username),
  );
  app.post(
    '/v1/family/child/add',
    {
      preHandler: parentOnly,
      schema: {
        tags: ['family'],
        summary: 'Add a child to my family, giving my consent (my email must be confirmed)',
        body: AddChildRequest,
        response: { 201: ChildProfile, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await family.addChild(app.db, callerOf(request), request.body, {
          jobs: app.jobs,
          config: app.config,
        }),
      ),
  );
  app.get(
    '/v1/family/child/list',
    {
      preHandler: parentOnly,
      schema: {
        tags: ['family'],
        summary: 'My children with their self-esteem score and course counts',
        response: { 200: ChildList, ...errorResponses },
      },
    },
    async (request) => family.listChildren(app.db, callerOf(request)),
  );
  app.get(
    '/v1/family/dashboard',
    {
      preHandler: parentOnly,
      schema: {
        tags: ['family'],
        summary: 'Dashboard extras for each of my children',
        response: { 200: Dashboard, ...errorResponses },
      },
    },
    async (request) => wellbeing.dashboard(app.db, callerOf(request)),
  );
  app.post(
    '/v1/family/check-progress',
    {
      preHandler: parentOnly,
      schema: {
        tags: ['family'],
        summary: 'Course progress of one child, or of all my children',
        body: CheckProgressRequest,
        response: { 200: CheckProgressResponse, ...errorResponses },
      },
    },
    async (request) => wellbeing.checkProgress(app.db, callerOf(request), request.body?.child_id),
  );

  // ---- one child (their parent only; everyone else: 404) ---------------------------------
  app.get(
    '/v1/family/child/get-profile',
    {
      preHandler: signedIn,
      schema: {
        tags: ['family'],
        summary: "A child's profile (their parent only)",
        querystring: ChildIdQuery,
        response: { 200: ChildProfile, ...errorResponses },
      },
    },
    async (request) => family.getChildProfile(app.db, callerOf(request), request.query.child_id),
  );
  for (const method of ['PATCH', 'POST'] as const) {
    app.route({
      method,
      url: '/v1/family/child/edit-profile',
      preHandler: signedIn,
      schema: {
        tags: ['family'],
        summary: "Change a child's name, avatar, password or focus areas",
        querystring: ChildIdQuery,
        body: EditChildRequest,
        response: { 200: ChildProfile, ...errorResponses },
      },
      handler: async (request) =>
        family.editChild(app.db, callerOf(request), request.query.child_id, request.body),
    });
  }
  app.post(
    '/v1/router/child/update-birthday',
    {
      preHandler: signedIn,
      schema: {
        tags: ['family'],
        summary: "Set, correct or remove (null) a child's birthday (their parent only)",
        body: UpdateBirthdayRequest,
        response: { 200: ChildProfile, ...errorResponses },
      },
    },
    async (request) => family.updateBirthday(app.db, callerOf(request), request.body),
  );
  app.post(
    '/v1/family/child/update-username',
    {
      preHandler: signedIn,
      schema: {
        tags: ['family'],
        summary: "Correct a child's username (their parent only; the child's sessions keep working)",
        body: UpdateUsernameRequest,
        response: { 200: ChildProfile, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => family.updateUsername(app.db, callerOf(request), request.body),
  );
  app.post(
    '/v1/family/child/remove',
    {
      preHandler: signedIn,
      schema: {
        tags: ['family'],
        summary: "Delete a child's account and all their data",
        body: ChildIdBody,
        response: { 200: Detail, ...errorResponses },
      },
    },
    async (request) => family.removeChild(app.db, callerOf(request), request.body.child_id),
  );
  app.get(
    '/v1/family/child/export',
    {
      preHandler: signedIn,
      schema: {
        tags: ['family'],
        summary: 'Everything we hold about a child, as a JSON download',
        querystring: ChildIdQuery,
        response: { 200: ChildExport, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { filename, data } = await childExport.exportChild(
        app.db,
        callerOf(request),
        request.query.child_id,
      );
      reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );
  app.get(
    '/v1/family/metrics',
    {
      preHandler: signedIn,
      schema: {
        tags: ['family'],
        summary: "A child's survey scores and daily self-esteem and time logged",
        querystring: MetricsQuery,
        response: { 200: SelfEsteemData, ...errorResponses },
      },
    },
    async (request) =>
      wellbeing.selfEsteemData(app.db, callerOf(request), {
        childId: request.query.child_id,
        days: request.query.days,
      }),
  );
  app.post(
    '/v1/family/course-rating',
    {
      preHandler: signedIn,
      schema: {
        tags: ['family'],
        summary: 'Rate a course a child completed; closes its rating prompt',
        body: CourseRatingRequest,
        response: { 201: CourseRating, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await ratings.rateCourse(app.db, callerOf(request), request.body)),
  );

  // ---- courses a parent assigns to their child (audited) ---------------------------------
  app.post(
    '/v1/family/course/:courseId/assign/:childId',
    {
      preHandler: signedIn,
      schema: {
        tags: ['family'],
        summary: 'Assign a published course to my child (idempotent)',
        params: AssignParams,
        response: { 201: Enrolment, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await enrolments.enrolInCourse(app.db, callerOf(request), request.params)),
  );
  app.post(
    '/v1/family/course/:courseId/unassign/:childId',
    {
      preHandler: signedIn,
      schema: {
        tags: ['family'],
        summary: 'Take back an enrolment: unassign a course from a child (204 also when there was none)',
        params: AssignParams,
        response: { 204: z.null().describe('No content'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await enrolments.unenrolFromCourse(app.db, callerOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  // ---- the child's own activity ----------------------------------------------------------
  app.post(
    '/v1/family/activity',
    {
      preHandler: childOnly,
      schema: {
        tags: ['family'],
        summary: "Record the signed-in child's active time",
        body: ActivityRequest,
        response: { 200: ActivityResponse, ...errorResponses },
      },
    },
    async (request) => wellbeing.recordActivity(app.db, callerOf(request).userId, request.body),
  );

  // ---- the rating prompt after a child completes a course (spec: /v1/parent/course/complete) ----
  // GET lists what waits for a rating, POST says "not now". Rating itself is POST
  // /v1/family/course-rating, which closes the prompt too.
  app.get(
    '/v1/parent/course/complete',
    {
      preHandler: parentOnly,
      schema: {
        tags: ['family'],
        summary: 'Completed courses of my children waiting for my rating, oldest first',
        response: { 200: RatingPromptList, ...errorResponses },
      },
    },
    async (request) => ratings.ratingPrompts(app.db, callerOf(request)),
  );

  app.post(
    '/v1/parent/course/complete',
    {
      preHandler: parentOnly,
      schema: {
        tags: ['family'],
        summary: 'Not now: close the rating prompt without a rating',
        body: DismissRatingPromptRequest,
        response: { 204: z.null().describe('No content'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await ratings.dismissRatingPrompt(app.db, callerOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
}
