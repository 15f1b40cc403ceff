import {
  CoachAnswerRequest,
  CoachAnswerResponse,
  CoachAvailability,
  CoachAvailabilityQuery,
  CoachChildParams,
  CoachReflection,
  CoachReflectionPage,
  CoachReflectionParams,
  CoachReflectionQuery,
  CoachReflectionsDeleted,
  CoachSetting,
  CoachSettingUpdate,
  CoachStartRequest,
} from '@ye/contracts/coach';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clock } from '../../clock.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as coach from './service.ts';

/**
 * The optional reflection coach (decision 051). The parent's switch and transcripts under
 * /v1/coach/children/{id} (parents only, their own children: another family's child is 404); the
 * child's reflections under /v1/coach/reflections (children only, their own reflections).
 */
export default async function coachRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['coach'];
  // Only the parent decides: a child cannot turn the helper on for themself.
  const parentOnly = app.requireRole('parent');
  const childOnly = app.requireRole('child');

  app.get(
    '/v1/coach/children/:id',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Whether the reflection helper is on for my child, and whether it can be',
        params: CoachChildParams,
        response: { 200: CoachSetting, ...errorResponses },
      },
    },
    async (request) =>
      coach.getSetting(app.db, app.config, callerOf(request), request.params.id, clock.now()),
  );

  app.put(
    '/v1/coach/children/:id',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary:
          'Turn the reflection helper on (from age 10, when the service offers it) or off for my child',
        params: CoachChildParams,
        body: CoachSettingUpdate,
        response: { 200: CoachSetting, ...errorResponses },
      },
    },
    async (request) =>
      coach.setSetting(app.db, app.config, callerOf(request), request.params.id, request.body, clock.now()),
  );

  app.get(
    '/v1/coach/children/:id/reflections',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: "My child's reflections with the helper, every turn, newest first",
        params: CoachChildParams,
        querystring: CoachReflectionQuery,
        response: { 200: CoachReflectionPage, ...errorResponses },
      },
    },
    async (request) => coach.listReflections(app.db, callerOf(request), request.params.id, request.query),
  );

  app.delete(
    '/v1/coach/children/:id/reflections',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Delete every reflection my child wrote with the helper (the switch stays as it is)',
        params: CoachChildParams,
        response: { 200: CoachReflectionsDeleted, ...errorResponses },
      },
    },
    async (request) => coach.deleteReflections(app.db, callerOf(request), request.params.id),
  );

  app.get(
    '/v1/coach/me',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: 'Whether the signed-in child may think about this finished lesson with the helper now',
        querystring: CoachAvailabilityQuery,
        response: { 200: CoachAvailability, ...errorResponses },
      },
    },
    async (request) =>
      coach.availability(app.db, app.config, callerOf(request), request.query.lesson_id, clock.now()),
  );

  app.post(
    '/v1/coach/reflections',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: 'The signed-in child starts a reflection on a lesson they finished (a few a day)',
        body: CoachStartRequest,
        response: { 201: CoachReflection, ...errorResponses },
      },
    },
    async (request, reply) => {
      const started = await coach.startReflection(
        app.db,
        app.config,
        callerOf(request),
        request.body.lesson_id,
        clock.now(),
      );
      return reply.code(201).send(started);
    },
  );

  app.get(
    '/v1/coach/reflections/:id',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: "The signed-in child's own reflection",
        params: CoachReflectionParams,
        response: { 200: CoachReflection, ...errorResponses },
      },
    },
    async (request) => coach.getReflection(app.db, callerOf(request), request.params.id),
  );

  app.post(
    '/v1/coach/reflections/:id/answers',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: "The signed-in child's answer; the helper's checked reply and the next question",
        params: CoachReflectionParams,
        body: CoachAnswerRequest,
        response: { 200: CoachAnswerResponse, ...errorResponses },
      },
    },
    async (request) =>
      coach.answer(
        { db: app.db, jobs: app.jobs, config: app.config },
        callerOf(request),
        request.params.id,
        request.body.text,
        clock.now(),
      ),
  );
}
