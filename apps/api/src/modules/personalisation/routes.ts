import {
  PersonalisationParams,
  PersonalisationSetting,
  PersonalisationUpdate,
} from '@ye/contracts/personalisation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clock } from '../../clock.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as personalisation from './service.ts';

/** /v1/personalisation/children/{id}: the parent's learned-personalisation switch (decision 048). */
export default async function personalisationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['personalisation'];
  // Only the parent decides: a child cannot turn profiling of themself on (AADC standard 12).
  const parentOnly = app.requireRole('parent');

  app.get(
    '/v1/personalisation/children/:id',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Whether learned personalisation is on for my child, and how many records we keep',
        params: PersonalisationParams,
        response: { 200: PersonalisationSetting, ...errorResponses },
      },
    },
    async (request) => personalisation.getSetting(app.db, callerOf(request), request.params.id),
  );

  app.put(
    '/v1/personalisation/children/:id',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: "Turn learned personalisation on or off for my child (off deletes the child's model state)",
        params: PersonalisationParams,
        body: PersonalisationUpdate,
        response: { 200: PersonalisationSetting, ...errorResponses },
      },
    },
    async (request) =>
      personalisation.setSetting(app.db, callerOf(request), request.params.id, request.body, clock.now()),
  );
}
