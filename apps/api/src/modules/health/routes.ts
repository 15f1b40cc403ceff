import { ErrorBody } from '@ye/contracts/common';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const Status = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers). */
export default async function healthRoutes(app: FastifyInstance) {
  // 400 too: no route takes a NUL character anywhere in its query (plugins/input-guard.ts).
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        security: [],
        response: { 200: Status, 400: ErrorBody },
      },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers (503 when it does not)',
        security: [],
        response: { 200: Status, 400: ErrorBody, 503: ErrorBody },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ready' };
    },
  );
}
