import { Bookmark, BookmarkRequest, Library } from '@ye/contracts/learning';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import * as library from './service.ts';

/**
 * The signed-in user's library (spec: /v1/router/user/library) and bookmarks. Bookmarking is
 * idempotent: a second POST of the same item answers 201 with the bookmark made the first time.
 * DELETE answers 204 whether or not the item was bookmarked.
 */
export default async function learningLibraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['library'];

  app.get(
    '/v1/router/user/library',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'My bookmarks and webinars', response: { 200: Library, ...errorResponses } },
    },
    async (request) => library.library(app.db, callerOf(request).userId),
  );

  app.post(
    '/v1/router/user/bookmark',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Bookmark a published course or lesson (idempotent)',
        body: BookmarkRequest,
        response: { 201: Bookmark, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await library.addBookmark(app.db, callerOf(request).userId, request.body)),
  );

  app.delete(
    '/v1/router/user/bookmark',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Remove a bookmark (204 also when there was none)',
        body: BookmarkRequest,
        response: { 204: z.null().describe('No content'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await library.removeBookmark(app.db, callerOf(request).userId, request.body);
      return reply.status(204).send(null);
    },
  );
}
