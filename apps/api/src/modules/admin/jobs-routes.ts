import {
  AdminJobList,
  JobListQuery,
  JobParams,
  JobQueueList,
  JobQueueParams,
  type JobState,
} from '@ye/contracts/admin-jobs';
import { ErrorBody } from '@ye/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Conflict, NotFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';

const TAGS = ['admin'];
const ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;
const NO_QUEUE = 'There is no job queue of that name.';
const NO_JOB = 'There is no such job in this queue.';

/** Without a state: the jobs an operator acts on, failed and waiting to retry. */
const DEFAULT_STATES: readonly JobState[] = ['failed', 'retry'];

async function existingJob(jobs: JobQueue, queue: string, id: string) {
  if (!(await jobs.hasQueue(queue))) throw new NotFound(NO_QUEUE);
  const state = await jobs.jobState(queue, id);
  if (!state) throw new NotFound(NO_JOB);
  return state;
}

/**
 * The job-queue console for admins (decision 032): queues with counts by state, a queue's failed jobs
 * (no payloads: they may hold personal data), and retry, cancel and delete through pg-boss's own calls.
 */
export default async function adminJobRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole('admin');

  app.get(
    '/v1/admin/jobs',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Every job queue with how many jobs it holds in each state',
        response: { 200: JobQueueList, ...ERRORS },
      },
    },
    async () => ({ queues: await app.jobs.queueCounts() }),
  );

  app.get(
    '/v1/admin/jobs/:queue',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary:
          "A queue's jobs in a state (default: failed and waiting to retry), newest first, without payloads",
        params: JobQueueParams,
        querystring: JobListQuery,
        response: { 200: AdminJobList, ...ERRORS },
      },
    },
    async (request) => {
      const { queue } = request.params;
      if (!(await app.jobs.hasQueue(queue))) throw new NotFound(NO_QUEUE);
      const { page, page_size: pageSize, state } = request.query;
      const { rows, total } = await app.jobs.listJobs(queue, state ? [state] : DEFAULT_STATES, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        count: total,
        page,
        page_size: pageSize,
        results: rows.map((j) => ({
          id: j.id,
          queue: j.queue,
          state: j.state,
          attempts: j.retryCount + (j.startedOn ? 1 : 0),
          retry_limit: j.retryLimit,
          error: j.error,
          created_at: j.createdOn.toISOString(),
          started_at: j.startedOn ? j.startedOn.toISOString() : null,
          completed_at: j.completedOn ? j.completedOn.toISOString() : null,
        })),
      };
    },
  );

  app.post(
    '/v1/admin/jobs/:queue/:id/retry',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Retry a failed job (one more attempt); 409 unless it failed',
        params: JobParams,
        response: { 204: z.null().describe('No content'), ...ERRORS, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { queue, id } = request.params;
      await existingJob(app.jobs, queue, id);
      if (!(await app.jobs.retryJob(queue, id))) throw new Conflict('Only a failed job can be retried.');
      request.log.info({ queue, jobId: id }, 'job retried by an admin');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/admin/jobs/:queue/:id/cancel',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Cancel a job that has not finished (queued, waiting to retry or running); 409 otherwise',
        params: JobParams,
        response: { 204: z.null().describe('No content'), ...ERRORS, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { queue, id } = request.params;
      await existingJob(app.jobs, queue, id);
      if (!(await app.jobs.cancelJob(queue, id)))
        throw new Conflict('This job has already finished: it cannot be cancelled.');
      request.log.info({ queue, jobId: id }, 'job cancelled by an admin');
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/v1/admin/jobs/:queue/:id',
    {
      preHandler: admin,
      schema: {
        tags: TAGS,
        summary: 'Delete a job for good',
        params: JobParams,
        response: { 204: z.null().describe('No content'), ...ERRORS },
      },
    },
    async (request, reply) => {
      const { queue, id } = request.params;
      await existingJob(app.jobs, queue, id);
      await app.jobs.deleteJob(queue, id);
      request.log.info({ queue, jobId: id }, 'job deleted by an admin');
      return reply.status(204).send(null);
    },
  );
}
