import { mailSendJob } from '../../mail/jobs.ts';
import { passwordResetJob } from '../auth/jobs.ts';
import { cleanUpJob } from './clean-up.ts';
import type { JobDefinition } from './queue.ts';

/**
 * Every kind of job, by queue name. A domain adds its jobs here (a `jobs.ts` beside its service);
 * each payload is a zod schema checked when the job is queued and again when it runs.
 */
export const JOBS: readonly JobDefinition[] = [mailSendJob, passwordResetJob, cleanUpJob];

/** Jobs offered on a timer: [queue, payload, every so many seconds]. */
export const RECURRING: readonly [name: string, payload: object, everySeconds: number][] = [
  [cleanUpJob.name, {}, 24 * 60 * 60],
];
