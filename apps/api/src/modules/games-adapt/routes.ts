import { HarderQuestionList } from '@ye/contracts/games-adapt';
import { STUDIO_ROLES } from '@ye/contracts/studio';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as adapt from './service.ts';

/**
 * Games that adapt (decision 047): course authors read which of their own quiz questions children
 * find harder than expected. Lists only the caller's questions; other roles 403.
 */
export default async function gamesAdaptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/instructor/quiz/harder-questions',
    {
      preHandler: app.requireRole(...STUDIO_ROLES),
      schema: {
        tags: ['quizzes'],
        summary: 'My quiz questions that children find harder than the games aim for',
        response: { 200: HarderQuestionList, ...errorResponses },
      },
    },
    async (request) => adapt.harderQuestions(app.db, callerOf(request)),
  );
}
