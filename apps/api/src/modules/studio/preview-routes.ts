import { CourseDetail, LessonContent, LessonIdParams } from '@ye/contracts/catalog';
import { STUDIO_ROLES, StudioIdParams } from '@ye/contracts/studio';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { previewCourse, previewLesson } from './preview.ts';

const tags = ['studio'];

const PreviewLessonParams = StudioIdParams.extend(LessonIdParams.shape);

/**
 * The instructor's preview of a course, drafts included, in the shapes the child's pages read. Studio
 * roles only (parents and children get 403); someone else's course is 404. Read-only: no progress,
 * no journal, no "started".
 */
export default async function studioPreviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const studioOnly = app.requireRole(...STUDIO_ROLES);

  app.get(
    '/v1/instructor/course/preview/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Preview one of my courses as a child sees it, drafts included',
        params: StudioIdParams,
        response: { 200: CourseDetail, ...errorResponses },
      },
    },
    async (request) =>
      previewCourse(app.db, callerOf(request), request.params.id, app.config.billing.provider),
  );
  app.get(
    '/v1/instructor/course/preview/:id/lesson/:lessonId',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Preview one lesson of my course as a child sees it',
        params: PreviewLessonParams,
        response: { 200: LessonContent, ...errorResponses },
      },
    },
    async (request) =>
      previewLesson(
        app.db,
        callerOf(request),
        request.params.id,
        request.params.lessonId,
        app.config.billing.provider,
      ),
  );
}
