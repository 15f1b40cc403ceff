import { z } from 'zod';
import { PageQuery, paginated } from './common.ts';

/** pg-boss's job states, in its own order. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export const JobState = z.enum(JOB_STATES);
export type JobState = z.infer<typeof JobState>;

/** One queue and how many of its jobs are in each state (archived jobs are not counted). */
export const JobQueueSummary = z.object({
  name: z.string(),
  counts: z.object({
    created: z.number().int(),
    retry: z.number().int(),
    active: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    failed: z.number().int(),
  }),
});
export type JobQueueSummary = z.infer<typeof JobQueueSummary>;

/** GET /v1/admin/jobs -> every queue the app defines. */
export const JobQueueList = z.object({ queues: z.array(JobQueueSummary) });
export type JobQueueList = z.infer<typeof JobQueueList>;

/** GET /v1/admin/jobs/{queue}?state=&page=&page_size= (no state: the failed ones and those waiting to retry). */
export const JobListQuery = PageQuery.extend({ state: JobState.optional() });
export type JobListQuery = z.infer<typeof JobListQuery>;

export const JobQueueParams = z.object({ queue: z.string().min(1).max(100) });
export const JobParams = z.object({ queue: z.string().min(1).max(100), id: z.uuid('There is no such job.') });

/**
 * One job as the console shows it: never its payload (it may hold personal data), only where it is,
 * when, how many attempts, and the error message of its last failure.
 */
export const AdminJob = z.object({
  id: z.string(),
  queue: z.string(),
  state: JobState,
  attempts: z.number().int(),
  retry_limit: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type AdminJob = z.infer<typeof AdminJob>;

/** Newest first. */
export const AdminJobList = paginated(AdminJob);
export type AdminJobList = z.infer<typeof AdminJobList>;
