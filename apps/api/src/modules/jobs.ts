import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { defineJob, type JobDefinition } from '../jobs/queue.ts';
import { mailSendJob } from '../mail/jobs.ts';
import { passwordResetJob } from './auth/jobs.ts';
import { cleanUpSignIn } from './auth/service.ts';
import { BILLING_JOBS, billingReconcileJob, billingTestClockJob, cleanUpBilling } from './billing/jobs.ts';
import { LIVE_JOBS } from './live/jobs.ts';
import { cleanUpUploads } from './studio/service.ts';

// The job queue itself (pg-boss) is in apps/api/src/jobs/; the domains' jobs are registered here,
// beside the routes in index.ts: a domain adds its jobs (a `jobs.ts` beside its service) to JOBS.

/** Deletes what has outlived its use, each domain its own rows. Idempotent: a second run finds nothing. */
export async function cleanUp(db: DbOrTx, now: Date) {
  return {
    ...(await cleanUpSignIn(db, now)),
    ...(await cleanUpUploads(db, now)),
    ...(await cleanUpBilling(db, now)),
  };
}

export type CleanUpResult = Awaited<ReturnType<typeof cleanUp>>;

/** `maintenance.clean-up`: offered every day by the job queue (one per UTC day slot). */
export const cleanUpJob = defineJob({
  name: 'maintenance.clean-up',
  payload: z.object({}),
  retryLimit: 2,
  handle: async (_payload, ctx) => {
    const removed = await cleanUp(ctx.db, ctx.now());
    ctx.log.info({ removed }, 'daily clean-up done');
  },
});

/**
 * Every kind of job, by queue name. Each payload is a zod schema checked when the job is queued and
 * again when it runs.
 */
export const JOBS: readonly JobDefinition[] = [
  mailSendJob,
  passwordResetJob,
  cleanUpJob,
  ...BILLING_JOBS,
  ...LIVE_JOBS,
];

/** Jobs offered on a timer: [queue, payload, every so many seconds]. */
export const RECURRING: readonly [name: string, payload: object, everySeconds: number][] = [
  [cleanUpJob.name, {}, 24 * 60 * 60],
  [billingReconcileJob.name, {}, 24 * 60 * 60],
  [billingTestClockJob.name, {}, 60 * 60],
];
