import {
  AnxietyRecommendation,
  Bundle,
  BundleIdParams,
  BundleList,
  ChapterIdParams,
  CourseDetail,
  CourseIdParams,
  CourseListPage,
  CourseListQuery,
  CourseSearchPage,
  CourseSearchQuery,
  GameCourseList,
  LessonContent,
  LessonIdParams,
  RecommendationList,
  RecommendationQuery,
} from '@ye/contracts/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as catalog from './service.ts';

const tags = ['courses'];

/**
 * The catalogue: published courses, bundles, search and recommendations for anyone signed in. A
 * draft is visible only to its instructor and admins; a child sees their own progress and locks,
 * and a parent which of their children a course is assigned to.
 */
export default async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.authenticate;

  app.get(
    '/v1/course/list',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Published courses, paginated; filter by topic, age, kind or featured',
        querystring: CourseListQuery,
        response: { 200: CourseListPage, ...errorResponses },
      },
    },
    async (request) => catalog.listCourses(app.db, request.query),
  );
  app.get(
    '/v1/course/list/game',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Published game courses',
        response: { 200: GameCourseList, ...errorResponses },
      },
    },
    async () => catalog.listGameCourses(app.db),
  );
  app.get(
    '/v1/course/search',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Search published courses by title, description and topic, best match first',
        querystring: CourseSearchQuery,
        response: { 200: CourseSearchPage, ...errorResponses },
      },
    },
    async (request) => catalog.searchCourses(app.db, request.query),
  );
  app.get(
    '/v1/course/get/:id',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "A course with its chapters and lessons (with the child's progress and locks)",
        params: CourseIdParams,
        response: { 200: CourseDetail, ...errorResponses },
      },
    },
    async (request) =>
      catalog.getCourse(app.db, callerOf(request), request.params.id, app.config.billing.provider),
  );
  app.get(
    '/v1/course/chapter/:id',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'The course that holds a chapter (as GET /v1/course/get/{id})',
        params: ChapterIdParams,
        response: { 200: CourseDetail, ...errorResponses },
      },
    },
    async (request) =>
      catalog.getCourseOfChapter(app.db, callerOf(request), request.params.id, app.config.billing.provider),
  );
  app.get(
    '/v1/course/content/get/:lessonId',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "One lesson's content (video, text, reflection or game)",
        params: LessonIdParams,
        response: { 200: LessonContent, ...errorResponses },
      },
    },
    async (request) =>
      catalog.getLessonContent(
        app.db,
        callerOf(request),
        request.params.lessonId,
        app.config.billing.provider,
      ),
  );
  for (const url of ['/v1/course/bundles', '/v1/course/bundles/']) {
    app.get(
      url,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Every bundle of courses',
          response: { 200: BundleList, ...errorResponses },
        },
      },
      async () => catalog.listBundles(app.db),
    );
  }
  app.get(
    '/v1/course/bundles/:id',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'One bundle of courses',
        params: BundleIdParams,
        response: { 200: Bundle, ...errorResponses },
      },
    },
    async (request) => catalog.getBundle(app.db, request.params.id),
  );
  app.get(
    '/v1/course/recommendations',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Courses recommended for a child, with the reason for each',
        querystring: RecommendationQuery,
        response: { 200: RecommendationList, ...errorResponses },
      },
    },
    async (request) => catalog.recommendations(app.db, callerOf(request), request.query.child_id),
  );
  app.get(
    '/v1/course/validate-anxiety-recommendations',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Whether calm and worry courses are recommended for a child, and why',
        querystring: RecommendationQuery,
        response: { 200: AnxietyRecommendation, ...errorResponses },
      },
    },
    async (request) => catalog.anxietyRecommendation(app.db, callerOf(request), request.query.child_id),
  );
}
