import { DismissRatingPromptRequest, RatingPromptList } from '@ye/contracts/learning';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as family from '../family/service.ts';

/**
 * The parent's rating prompt after a child completes a course (spec: /v1/parent/course/complete):
 * GET lists what waits for a rating, POST says "not now". Rating itself is POST /v1/family/course-rating,
 * which closes the prompt too.
 */
export default async function learningParentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const parentOnly = app.requireRole('parent');
  const tags = ['family'];

  app.get(
    '/v1/parent/course/complete',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Completed courses of my children waiting for my rating, oldest first',
        response: { 200: RatingPromptList, ...errorResponses },
      },
    },
    async (request) => family.ratingPrompts(app.db, callerOf(request)),
  );

  app.post(
    '/v1/parent/course/complete',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Not now: close the rating prompt without a rating',
        body: DismissRatingPromptRequest,
        response: { 204: z.null().describe('No content'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await family.dismissRatingPrompt(app.db, callerOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
}
