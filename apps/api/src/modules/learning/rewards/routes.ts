import { StreakChoice, StreakParams, StreakUpdate } from '@ye/contracts/streaks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import * as rewards from './service.ts';

/**
 * /v1/learning/children/{id}/streaks: the parent's streak switch for one child (decision 042). Only the
 * parent decides: a child cannot turn a nudge on for themself; anyone else's child is 404.
 */
export default async function rewardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['learning'];
  const parentOnly = app.requireRole('parent');

  app.get(
    '/v1/learning/children/:id/streaks',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Whether my child sees streaks (off until I turn them on)',
        params: StreakParams,
        response: { 200: StreakChoice, ...errorResponses },
      },
    },
    async (request) => rewards.getStreakChoice(app.db, callerOf(request), request.params.id),
  );
  app.put(
    '/v1/learning/children/:id/streaks',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Turn streaks on or off for my child',
        params: StreakParams,
        body: StreakUpdate,
        response: { 200: StreakChoice, ...errorResponses },
      },
    },
    async (request) => rewards.setStreakChoice(app.db, callerOf(request), request.params.id, request.body),
  );
}
