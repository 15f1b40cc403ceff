import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const Status = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: Status } } }, async () => ({
    status: 'ok',
  }));
  app.get('/readyz', { schema: { tags: ['health'], response: { 200: Status } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ready' };
  });
}
