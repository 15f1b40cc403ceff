import {
  GameAttemptRequest,
  GameAttemptResult,
  GameSessionParams,
  GameSessionStart,
  GameSessionStarted,
  HarderQuestionList,
} from '@ye/contracts/games-adapt';
import { STUDIO_ROLES } from '@ye/contracts/studio';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { learnerOf } from '../learning/progress/service.ts';
import * as adapt from './service.ts';

/**
 * Games that adapt (decision 047): course authors read which of their own quiz questions children
 * find harder than expected. Lists only the caller's questions; other roles 403. A child's quiz, sort
 * or match game asks which item comes next (decision 052): children only, their own plays only.
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
  app.post(
    '/v1/games/sessions',
    {
      preHandler: app.requireRole('child'),
      schema: {
        tags: ['learning'],
        summary: 'The signed-in child starts an adaptive quiz, sort or match game: the first item to show',
        body: GameSessionStart,
        response: { 200: GameSessionStarted, ...errorResponses },
      },
    },
    async (request) =>
      adapt.startSession(app.db, learnerOf(callerOf(request), app.config), request.body.lesson_id),
  );
  app.post(
    '/v1/games/sessions/:id/attempts',
    {
      preHandler: app.requireRole('child'),
      schema: {
        tags: ['learning'],
        summary: "The signed-in child's first try at an item of their game: right or not, and the next item",
        params: GameSessionParams,
        body: GameAttemptRequest,
        response: { 200: GameAttemptResult, ...errorResponses },
      },
    },
    async (request) => adapt.answerItem(app.db, callerOf(request).userId, request.params.id, request.body),
  );
}
