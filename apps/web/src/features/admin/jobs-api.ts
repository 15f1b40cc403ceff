import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminJob, AdminJobList, JobQueueList } from '@ye/contracts/admin-jobs';
import { api } from '../../lib/api-client';

// ---- the job-queue console (decision 032) -----------------------------------------------------------

const JOBS_KEY = ['admin', 'jobs'] as const;

/** GET /v1/admin/jobs: every queue with counts by state. */
export const jobQueuesQueryOptions = () =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'queues'] as const,
    queryFn: ({ signal }) => api.get<JobQueueList>('/v1/admin/jobs', { signal }),
  });

export const useJobQueues = () => useQuery(jobQueuesQueryOptions());

/** GET /v1/admin/jobs/{queue}: the queue's failed jobs and those waiting to retry, newest first. */
export const failedJobsQueryOptions = (queue: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'failed', { queue, page, pageSize }] as const,
    queryFn: ({ signal }) =>
      api.get<AdminJobList>(`/v1/admin/jobs/${encodeURIComponent(queue)}`, {
        query: { page, page_size: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useFailedJobs = (queue: string | null, page: number, pageSize: number) =>
  useQuery({ ...failedJobsQueryOptions(queue ?? '', page, pageSize), enabled: queue !== null });

export type JobAction = 'retry' | 'cancel' | 'delete';

const jobPath = (job: Pick<AdminJob, 'queue' | 'id'>) =>
  `/v1/admin/jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}`;

/** Retry, cancel or delete a job; the counts and the list then read afresh. */
export function useJobActionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ job, action }: { job: AdminJob; action: JobAction }) =>
      action === 'delete' ? api.delete<null>(jobPath(job)) : api.post<null>(`${jobPath(job)}/${action}`),
    onSettled: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
