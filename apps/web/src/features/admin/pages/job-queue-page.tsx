import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminJob } from '@ye/contracts/admin-jobs';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { FailedJobs } from '../components/jobs/failed-jobs.tsx';
import { QueuesTable } from '../components/jobs/queues-table.tsx';
import { type JobAction, useFailedJobs, useJobActionMutation, useJobQueues } from '../jobs-api.ts';

const DONE: Record<JobAction, string> = {
  retry: 'The job is queued again.',
  cancel: 'The job is cancelled.',
  delete: 'The job is deleted.',
};

/**
 * /job-queue (admins): every queue with its counts by state; choose a queue to see its failed jobs
 * (and those waiting to retry) with their error, and retry, cancel or delete one. Payloads are never
 * shown: they may hold personal data.
 */
export default function JobQueuePage() {
  const queues = useJobQueues();
  const [chosen, setChosen] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const confirm = useConfirm();
  const action = useJobActionMutation();

  // Without a choice: the first queue with failed jobs, else none.
  const firstFailing = queues.data?.queues.find((q) => q.counts.failed + q.counts.retry > 0)?.name ?? null;
  const queue = chosen ?? firstFailing;
  const jobs = useFailedJobs(queue, page, pageSize);

  const onAction = async (job: AdminJob, kind: JobAction) => {
    if (kind === 'delete') {
      const ok = await confirm({
        title: 'Delete this job?',
        message: `The ${job.queue} job is removed for good and will not run again.`,
        confirmText: 'Delete',
      });
      if (!ok) return;
    }
    action.mutate({ job, action: kind }, { onSuccess: () => toast.success(DONE[kind]) });
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        Job queue
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Mail, reminders and clean-ups run here in the background. Counts leave out jobs archived after two
        days.
      </Typography>

      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
        Queues
      </Typography>
      {queues.isPending ? (
        <Box aria-busy="true">
          <Box component="span" role="status" sx={visuallyHidden}>
            Loading the queues
          </Box>
          <Skeleton variant="rounded" height={220} />
        </Box>
      ) : null}
      {queues.isError ? (
        <Alert severity="error">We could not load the queues. Please reload the page.</Alert>
      ) : null}
      {queues.data ? (
        <QueuesTable
          queues={queues.data.queues}
          selected={queue}
          onSelect={(name) => {
            setChosen(name);
            setPage(1);
          }}
        />
      ) : null}

      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 4, mb: 1.5 }}>
        {queue ? (
          <>
            Failed jobs in <Box component="code">{queue}</Box>
          </>
        ) : (
          'Failed jobs'
        )}
      </Typography>
      {queues.data && !queue ? (
        <Paper variant="outlined" sx={{ p: 3, borderColor: 'grey.300' }}>
          <Typography>No job has failed. Choose a queue above to look at it.</Typography>
        </Paper>
      ) : null}
      {queue ? (
        <Stack spacing={1}>
          <Box sx={{ height: 4 }}>
            {jobs.isFetching || action.isPending ? <LinearProgress aria-label="Loading jobs" /> : null}
          </Box>
          {jobs.isPending ? <Skeleton variant="rounded" height={120} /> : null}
          {jobs.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => jobs.refetch()}>
                  Try again
                </Button>
              }
            >
              We could not load the jobs of this queue.
            </Alert>
          ) : null}
          {jobs.data ? (
            <FailedJobs
              data={jobs.data}
              busy={action.isPending}
              page={page}
              pageSize={pageSize}
              onPage={setPage}
              onPageSize={(next) => {
                setPageSize(next);
                setPage(1);
              }}
              onAction={onAction}
            />
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
