import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { now } from '../clock.ts';
import { JobQueue } from '../jobs/queue.ts';
import { JOBS, RECURRING } from '../modules/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (pg-boss): `send` from requests; workers run where the server started them. */
    jobs: JobQueue;
  }
}

/**
 * Decorates the app with its job queue. Building the app starts nothing: the first `send` installs
 * the pgboss schema and queues if needed, the server calls `app.jobs.start()` for workers, and
 * closing the app stops them (SIGTERM closes the app).
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const jobs = new JobQueue({
      pool: app.pool,
      db: app.db,
      config: app.config,
      log: app.log,
      definitions: JOBS,
      // Handlers read the API's clock (decision 016), so a test that sets it sets theirs too.
      now,
      supervise: app.config.env !== 'test',
    });
    for (const [name, payload, everySeconds] of RECURRING) jobs.every(name, payload, everySeconds);
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
