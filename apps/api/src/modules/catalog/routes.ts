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
import { ErrorBody } from '@ye/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as catalog from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['courses'];

/** The signed-in caller (routes below always run behind authenticate). */
function caller(request: FastifyRequest): catalog.Caller {
  const user = request.user;
  if (!user) throw new Error('route ran without authentication');
  return { userId: user.userId, type: user.type };
}

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
      schema: { tags, querystring: CourseListQuery, response: { 200: CourseListPage, ...errors } },
    },
    async (request) => catalog.listCourses(app.db, request.query),
  );
  app.get(
    '/v1/course/list/game',
    { preHandler: signedIn, schema: { tags, response: { 200: GameCourseList, ...errors } } },
    async () => catalog.listGameCourses(app.db),
  );
  app.get(
    '/v1/course/search',
    {
      preHandler: signedIn,
      schema: { tags, querystring: CourseSearchQuery, response: { 200: CourseSearchPage, ...errors } },
    },
    async (request) => catalog.searchCourses(app.db, request.query),
  );
  app.get(
    '/v1/course/get/:id',
    {
      preHandler: signedIn,
      schema: { tags, params: CourseIdParams, response: { 200: CourseDetail, ...errors } },
    },
    async (request) => catalog.getCourse(app.db, caller(request), request.params.id),
  );
  app.get(
    '/v1/course/chapter/:id',
    {
      preHandler: signedIn,
      schema: { tags, params: ChapterIdParams, response: { 200: CourseDetail, ...errors } },
    },
    async (request) => catalog.getCourseOfChapter(app.db, caller(request), request.params.id),
  );
  app.get(
    '/v1/course/content/get/:lessonId',
    {
      preHandler: signedIn,
      schema: { tags, params: LessonIdParams, response: { 200: LessonContent, ...errors } },
    },
    async (request) => catalog.getLessonContent(app.db, caller(request), request.params.lessonId),
  );
  for (const url of ['/v1/course/bundles', '/v1/course/bundles/']) {
    app.get(
      url,
      { preHandler: signedIn, schema: { tags, response: { 200: BundleList, ...errors } } },
      async () => catalog.listBundles(app.db),
    );
  }
  app.get(
    '/v1/course/bundles/:id',
    {
      preHandler: signedIn,
      schema: { tags, params: BundleIdParams, response: { 200: Bundle, ...errors } },
    },
    async (request) => catalog.getBundle(app.db, request.params.id),
  );
  app.get(
    '/v1/course/recommendations',
    {
      preHandler: signedIn,
      schema: { tags, querystring: RecommendationQuery, response: { 200: RecommendationList, ...errors } },
    },
    async (request) => catalog.recommendations(app.db, caller(request), request.query.child_id),
  );
  app.get(
    '/v1/course/validate-anxiety-recommendations',
    {
      preHandler: signedIn,
      schema: {
        tags,
        querystring: RecommendationQuery,
        response: { 200: AnxietyRecommendation, ...errors },
      },
    },
    async (request) => catalog.anxietyRecommendation(app.db, caller(request), request.query.child_id),
  );
}
