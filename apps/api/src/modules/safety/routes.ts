import { SafetyAlert, SafetyAlertIdParams, SafetyAlertPage, SafetyAlertQuery } from '@ye/contracts/safety';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as safety from './service.ts';

/**
 * The parent's safety alerts (decision 046). Only parents; each reads and marks only alerts about
 * their own children (the query filters by the caller's id, so another family's alert is 404).
 * Alerts are written by the routes where a child writes (journal, boards, live chat), not here.
 */
export default async function safetyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['family'];
  const parentOnly = app.requireRole('parent');

  app.get(
    '/v1/family/safety/alerts',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: "Safety alerts about my children's words, newest first",
        querystring: SafetyAlertQuery,
        response: { 200: SafetyAlertPage, ...errorResponses },
      },
    },
    async (request) => safety.listAlerts(app.db, callerOf(request), request.query),
  );

  app.post(
    '/v1/family/safety/alerts/:id/seen',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Mark one of my safety alerts as seen',
        params: SafetyAlertIdParams,
        response: { 200: SafetyAlert, ...errorResponses },
      },
    },
    async (request) => safety.markAlertSeen(app.db, callerOf(request), request.params.id),
  );
}
