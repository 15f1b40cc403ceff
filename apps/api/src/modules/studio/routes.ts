import { ErrorBody } from '@ye/contracts/common';
import {
  ContentDiscardResponse,
  ContentIdParams,
  CreateChapterRequest,
  CreateCourseRequest,
  CreateLessonRequest,
  DiscardCourseResponse,
  GenerateUploadUrlRequest,
  PublishCourseResponse,
  STUDIO_ROLES,
  StoredUpload,
  StudentListQuery,
  StudentPage,
  StudioChapter,
  StudioChapterIdParams,
  StudioCourse,
  StudioCourseDetail,
  StudioCourseIdParams,
  StudioCourseListQuery,
  StudioCoursePage,
  StudioIdParams,
  StudioLesson,
  UpdateChapterRequest,
  UpdateCourseRequest,
  UpdateLessonRequest,
  UploadUrlResponse,
  VideoListQuery,
  VideoPage,
} from '@ye/contracts/studio';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { sendBody } from '../media/routes.ts';
import * as studio from './service.ts';
import { isServableName, receiveUpload, servedContentType, verifyUploadUrl } from './uploads.ts';

const tags = ['studio'];

/** Served uploads never change (random names), and an SVG is an image, never a page that runs. */
const FILE_CACHE = 'public, max-age=31536000, immutable';
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * The instructor studio: courses, chapters and lessons on the catalogue's content model, uploads
 * through signed URLs, the instructor's videos and students. Instructors, ely_admins and admins may
 * call it (parents and children get 403); a course that is not the caller's (unless an admin) is 404
 * on every route, and so is a discarded one.
 */
export default async function studioRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = app.files;
  const studioOnly = app.requireRole(...STUDIO_ROLES);

  // ---- courses ---------------------------------------------------------------------------------
  app.post(
    '/v1/instructor/course/create',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Create a draft course',
        body: CreateCourseRequest,
        response: { 201: StudioCourse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await studio.createCourse(app.db, callerOf(request), request.body)),
  );
  app.patch(
    '/v1/instructor/course/update/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Update one of my courses',
        params: StudioIdParams,
        body: UpdateCourseRequest,
        response: { 200: StudioCourse, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => studio.updateCourse(app.db, callerOf(request), request.params.id, request.body),
  );
  app.get(
    '/v1/instructor/course/get/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'One of my courses with its chapters and lessons, drafts included',
        params: StudioIdParams,
        response: { 200: StudioCourseDetail, ...errorResponses },
      },
    },
    async (request) => studio.getCourse(app.db, callerOf(request), request.params.id),
  );
  app.post(
    '/v1/instructor/course/publish/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Publish a complete course (400 names the first thing missing)',
        params: StudioIdParams,
        response: { 200: PublishCourseResponse, ...errorResponses },
      },
    },
    async (request) => studio.publishCourse(app.db, callerOf(request), request.params.id),
  );
  app.post(
    '/v1/instructor/course/discard/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Delete a course from every list; children who started it keep their progress',
        params: StudioIdParams,
        response: { 200: DiscardCourseResponse, ...errorResponses },
      },
    },
    async (request) => studio.discardCourse(app.db, callerOf(request), request.params.id),
  );
  app.post(
    '/v1/instructor/course/duplicate/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Copy a course as a new draft',
        params: StudioIdParams,
        response: { 201: StudioCourse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await studio.duplicateCourse(app.db, callerOf(request), request.params.id)),
  );
  app.get(
    '/v1/instructor/course/list',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'My courses, paginated',
        querystring: StudioCourseListQuery,
        response: { 200: StudioCoursePage, ...errorResponses },
      },
    },
    async (request) => studio.listCourses(app.db, callerOf(request), request.query),
  );

  // ---- chapters and lessons --------------------------------------------------------------------
  app.post(
    '/v1/instructor/course/chapter/:courseId',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Add a chapter to a course',
        params: StudioCourseIdParams,
        body: CreateChapterRequest,
        response: { 201: StudioChapter, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await studio.createChapter(app.db, callerOf(request), request.params.courseId, request.body)),
  );
  app.patch(
    '/v1/instructor/course/chapter/update/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Update a chapter',
        params: StudioIdParams,
        body: UpdateChapterRequest,
        response: { 200: StudioChapter, ...errorResponses },
      },
    },
    async (request) => studio.updateChapter(app.db, callerOf(request), request.params.id, request.body),
  );
  app.post(
    '/v1/instructor/course/chapter/lesson/:chapterId',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Add a lesson to a chapter',
        params: StudioChapterIdParams,
        body: CreateLessonRequest,
        response: { 201: StudioLesson, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await studio.createLesson(app.db, callerOf(request), request.params.chapterId, request.body)),
  );
  app.patch(
    '/v1/instructor/course/lesson/update/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Update a lesson',
        params: StudioIdParams,
        body: UpdateLessonRequest,
        response: { 200: StudioLesson, ...errorResponses },
      },
    },
    async (request) => studio.updateLesson(app.db, callerOf(request), request.params.id, request.body),
  );
  app.post(
    '/v1/instructor/course/content/discard/:lessonOrChapterId',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Delete a lesson, or a chapter with its lessons',
        params: ContentIdParams,
        response: { 200: ContentDiscardResponse, ...errorResponses },
      },
    },
    async (request) => studio.discardContent(app.db, callerOf(request), request.params.lessonOrChapterId),
  );
  app.get(
    '/v1/instructor/course/content/list/video',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'My uploaded videos, paginated',
        querystring: VideoListQuery,
        response: { 200: VideoPage, ...errorResponses },
      },
    },
    async (request) => studio.listVideos(app.db, callerOf(request), request.query),
  );
  app.get(
    '/v1/instructor/course/student',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Children who started my courses (first name and age band) with their progress',
        querystring: StudentListQuery,
        response: { 200: StudentPage, ...errorResponses },
      },
    },
    async (request) => studio.listStudents(app.db, callerOf(request), request.query),
  );

  // ---- uploads ---------------------------------------------------------------------------------
  app.post(
    '/v1/instructor/course/generate-upload-url',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'A signed URL (15 minutes) to PUT one file to: an avatar, a course cover or a lesson video',
        body: GenerateUploadUrlRequest,
        response: { 200: UploadUrlResponse, ...errorResponses, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) =>
      studio.generateUploadUrl(app.db, callerOf(request), request.body, {
        secret: app.config.jwtSecret,
        // The public URL from config: a Host or X-Forwarded-Host header must not steer where files go.
        origin: app.config.appUrl,
        maxVideoBytes: app.config.maxVideoUploadBytes,
      }),
  );

  // The PUT of an upload URL: the signature is the credential (as with a storage service's presigned
  // URL), so no bearer token is needed. Its body is the raw file, streamed to disk by the service, so
  // this route lives in a scope of its own whose only body parser leaves the stream unread (and the
  // app's 1 MB JSON body limit does not apply to it).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // A refusal sent before the whole body arrived closes the connection rather than reading (up to
    // a gigabyte of) the rest of it just to throw it away.
    scope.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
      return payload;
    });
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/v1/instructor/course/upload/:id',
      {
        schema: {
          tags,
          summary: 'Send the bytes of a file to its signed upload URL',
          security: [],
          params: StudioIdParams,
          querystring: z.object({
            expires: z.string().max(20).optional(),
            signature: z.string().max(100).optional(),
          }),
          response: {
            201: StoredUpload,
            400: ErrorBody,
            403: ErrorBody,
            409: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const upload = await verifyUploadUrl(app.db, {
          secret: app.config.jwtSecret,
          uploadId: request.params.id,
          expires: request.query.expires,
          signature: request.query.signature,
        });
        const stored = await receiveUpload(app.db, {
          dataDir: app.config.dataDir,
          store,
          upload,
          body: request.raw,
          contentType: request.headers['content-type'],
          contentLength: request.headers['content-length'],
        });
        return reply.status(201).send(stored);
      },
    );
  });

  // Uploaded files, public like the catalogue's own media (names are random UUIDs). Byte ranges are
  // served so videos can seek.
  app.get(
    '/v1/files/:folder/:file',
    {
      schema: {
        tags,
        summary: 'An uploaded avatar, cover or video',
        security: [],
        params: z.object({ folder: z.string().max(20), file: z.string().max(80) }),
        response: {
          200: z.unknown().describe('the file'),
          206: z.unknown().describe('part of a video'),
          404: ErrorBody,
          416: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { folder, file } = request.params;
      const missing = 'There is no such file.';
      if (!isServableName(folder, file)) throw new NotFound(missing);
      const size = await store.size(folder, file);
      if (size === null) throw new NotFound(missing);
      const type = servedContentType(file);
      reply
        .type(type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', FILE_CACHE)
        .header('accept-ranges', 'bytes');
      if (type === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
      return sendBody(request, reply, size, (range) => store.read(folder, file, range));
    },
  );
}
