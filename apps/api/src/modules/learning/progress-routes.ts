import { LessonIdParams } from '@ye/contracts/catalog';
import { ErrorBody } from '@ye/contracts/common';
import {
  CompleteLessonRequest,
  CompleteLessonResponse,
  CourseStartParams,
  GamesPlayedPage,
  GamesPlayedQuery,
  JournalEntry,
  JournalList,
  JournalQuery,
  JournalRequest,
  LearningSummary,
  StartResponse,
  StudentCourses,
  UnlockedCourseResponse,
} from '@ye/contracts/learning';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as learning from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

function caller(request: FastifyRequest): learning.Caller {
  const user = request.user;
  if (!user) throw new Error('route ran without authentication');
  return { userId: user.userId, type: user.type };
}

/**
 * A child's own progress: starting and completing lessons, where they left off, rewards, courses,
 * games played and the reflection journal. Acting as a child is for children only (a parent or an
 * instructor gets 403); games played and the journal can also be read by the child's parent.
 */
export default async function learningProgressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const childOnly = app.requireRole('child');
  const childOrParent = app.requireRole('child', 'parent');
  const tags = ['learning'];

  app.post(
    '/v1/course/start/:courseId',
    {
      preHandler: childOnly,
      schema: { tags, params: CourseStartParams, response: { 200: StartResponse, ...errors } },
    },
    async (request) => learning.startCourse(app.db, caller(request).userId, request.params.courseId),
  );
  app.post(
    '/v1/course/content/start/:lessonId',
    {
      preHandler: childOnly,
      schema: { tags, params: LessonIdParams, response: { 200: StartResponse, ...errors } },
    },
    async (request) => learning.startLesson(app.db, caller(request).userId, request.params.lessonId),
  );
  app.post(
    '/v1/course/content/complete/:lessonId',
    {
      preHandler: childOnly,
      schema: {
        tags,
        params: LessonIdParams,
        body: CompleteLessonRequest,
        response: { 200: CompleteLessonResponse, ...errors },
      },
    },
    async (request) =>
      learning.completeLesson(app.db, caller(request).userId, request.params.lessonId, request.body),
  );
  app.get(
    '/v1/course/unlocked-course',
    { preHandler: childOnly, schema: { tags, response: { 200: UnlockedCourseResponse, ...errors } } },
    async (request) => learning.unlockedCourse(app.db, caller(request).userId),
  );
  app.get(
    '/v1/learning/summary',
    { preHandler: childOnly, schema: { tags, response: { 200: LearningSummary, ...errors } } },
    async (request) => learning.learningSummary(app.db, caller(request).userId),
  );
  app.get(
    '/v1/learning/courses',
    { preHandler: childOnly, schema: { tags, response: { 200: StudentCourses, ...errors } } },
    async (request) => learning.studentCourses(app.db, caller(request).userId),
  );
  app.get(
    '/v1/learning/games-played',
    {
      preHandler: childOrParent,
      schema: { tags, querystring: GamesPlayedQuery, response: { 200: GamesPlayedPage, ...errors } },
    },
    async (request) => learning.gamesPlayed(app.db, caller(request), request.query),
  );
  app.put(
    '/v1/learning/journal/:lessonId',
    {
      preHandler: childOnly,
      schema: {
        tags,
        params: LessonIdParams,
        body: JournalRequest,
        response: { 200: JournalEntry, ...errors },
      },
    },
    async (request) =>
      learning.saveJournalEntry(app.db, caller(request).userId, request.params.lessonId, request.body.text),
  );
  app.get(
    '/v1/learning/journal',
    {
      preHandler: childOrParent,
      schema: { tags, querystring: JournalQuery, response: { 200: JournalList, ...errors } },
    },
    async (request) => learning.journal(app.db, caller(request), request.query.child_id),
  );
}
