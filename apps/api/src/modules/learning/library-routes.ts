import { ErrorBody } from '@ye/contracts/common';
import { Bookmark, BookmarkRequest, Library } from '@ye/contracts/learning';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as library from './library.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const userId = (request: FastifyRequest): string => {
  if (!request.user) throw new Error('route ran without authentication');
  return request.user.userId;
};

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
      schema: { tags, summary: 'My bookmarks and webinars', response: { 200: Library, ...errors } },
    },
    async (request) => library.library(app.db, userId(request)),
  );

  app.post(
    '/v1/router/user/bookmark',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Bookmark a published course or lesson (idempotent)',
        body: BookmarkRequest,
        response: { 201: Bookmark, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await library.addBookmark(app.db, userId(request), request.body)),
  );

  app.delete(
    '/v1/router/user/bookmark',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Remove a bookmark (204 also when there was none)',
        body: BookmarkRequest,
        response: { 204: z.null().describe('No content'), ...errors },
      },
    },
    async (request, reply) => {
      await library.removeBookmark(app.db, userId(request), request.body);
      return reply.status(204).send(null);
    },
  );
}
