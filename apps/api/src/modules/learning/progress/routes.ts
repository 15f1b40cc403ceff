import { LessonIdParams } from '@ye/contracts/catalog';
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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import * as learning from './service.ts';

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
      schema: {
        tags,
        summary: 'The signed-in child starts a course',
        params: CourseStartParams,
        response: { 200: StartResponse, ...errorResponses },
      },
    },
    async (request) => learning.startCourse(app.db, callerOf(request).userId, request.params.courseId),
  );
  app.post(
    '/v1/course/content/start/:lessonId',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: 'The signed-in child starts a lesson',
        params: LessonIdParams,
        response: { 200: StartResponse, ...errorResponses },
      },
    },
    async (request) =>
      learning.startLesson(
        app.db,
        learning.learnerOf(callerOf(request), app.config),
        request.params.lessonId,
      ),
  );
  app.post(
    '/v1/course/content/complete/:lessonId',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: 'The signed-in child finishes a lesson: stars, XP, badges and, at the end, a certificate',
        params: LessonIdParams,
        body: CompleteLessonRequest,
        response: { 200: CompleteLessonResponse, ...errorResponses },
      },
    },
    async (request) =>
      learning.completeLesson(
        app.db,
        learning.learnerOf(callerOf(request), app.config),
        request.params.lessonId,
        request.body,
      ),
  );
  app.get(
    '/v1/course/unlocked-course',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: 'Where the signed-in child left off, or null',
        response: { 200: UnlockedCourseResponse, ...errorResponses },
      },
    },
    async (request) => learning.unlockedCourse(app.db, learning.learnerOf(callerOf(request), app.config)),
  );
  app.get(
    '/v1/learning/summary',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: "The signed-in child's XP, level, streak and badges",
        response: { 200: LearningSummary, ...errorResponses },
      },
    },
    async (request) => learning.learningSummary(app.db, callerOf(request).userId),
  );
  app.get(
    '/v1/learning/courses',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: "The signed-in child's courses: ongoing, completed and not started",
        response: { 200: StudentCourses, ...errorResponses },
      },
    },
    async (request) => learning.studentCourses(app.db, callerOf(request).userId),
  );
  app.get(
    '/v1/learning/games-played',
    {
      preHandler: childOrParent,
      schema: {
        tags,
        summary: 'Finished game plays of a child, paginated',
        querystring: GamesPlayedQuery,
        response: { 200: GamesPlayedPage, ...errorResponses },
      },
    },
    async (request) => learning.gamesPlayed(app.db, callerOf(request), request.query),
  );
  app.put(
    '/v1/learning/journal/:lessonId',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: "Save the signed-in child's journal entry for a reflection lesson",
        params: LessonIdParams,
        body: JournalRequest,
        response: { 200: JournalEntry, ...errorResponses },
      },
    },
    async (request) =>
      learning.saveJournalEntry(
        app.db,
        learning.learnerOf(callerOf(request), app.config),
        request.params.lessonId,
        request.body.text,
        undefined,
        { db: app.db, jobs: app.jobs, config: app.config },
      ),
  );
  app.get(
    '/v1/learning/journal',
    {
      preHandler: childOrParent,
      schema: {
        tags,
        summary: "A child's journal entries",
        querystring: JournalQuery,
        response: { 200: JournalList, ...errorResponses },
      },
    },
    async (request) => learning.journal(app.db, callerOf(request), request.query.child_id),
  );
}
