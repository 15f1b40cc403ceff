import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { AdminJob, AdminJobList } from '@ye/contracts/admin-jobs';
import type { JobAction } from '../../jobs-api.ts';
import { formatMoment } from '../../when.ts';

const STATE_LABEL: Record<AdminJob['state'], string> = {
  created: 'Waiting',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** A queue's failed jobs (and those waiting to retry): when, how many attempts, the error; no payload. */
export function FailedJobs({
  data,
  busy,
  page,
  pageSize,
  onPage,
  onPageSize,
  onAction,
}: {
  data: AdminJobList;
  busy: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onAction: (job: AdminJob, action: JobAction) => void;
}) {
  if (data.count === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderColor: 'grey.300' }}>
        <Typography>No failed jobs in this queue.</Typography>
      </Paper>
    );
  }
  return (
    <Box>
      <Stack component="ul" spacing={1.5} aria-label="Failed jobs" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.results.map((job) => (
          <Paper
            component="li"
            key={job.id}
            variant="outlined"
            sx={{ p: { xs: 2, sm: 2.5 }, borderColor: 'grey.300' }}
            aria-label={`Job ${job.id}`}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Chip
                size="small"
                label={STATE_LABEL[job.state]}
                color={job.state === 'failed' ? 'error' : 'default'}
                sx={job.state === 'failed' ? { bgcolor: 'error.dark' } : undefined}
              />
              <Typography
                component="span"
                sx={{ fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all' }}
              >
                {job.id}
              </Typography>
            </Stack>
            <Typography
              sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              data-testid="job-error"
            >
              {job.error ?? 'No error message was recorded.'}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'auto 1fr', sm: 'repeat(4, auto 1fr)' },
                columnGap: 1.5,
                rowGap: 0.5,
                mt: 1,
                mb: 0,
                color: 'text.secondary',
                fontSize: '0.875rem',
                '& dt': { fontWeight: 700 },
                '& dd': { m: 0 },
              }}
            >
              <dt>Queued</dt>
              <dd>{formatMoment(job.created_at)}</dd>
              <dt>Started</dt>
              <dd>{formatMoment(job.started_at)}</dd>
              <dt>Ended</dt>
              <dd>{formatMoment(job.completed_at)}</dd>
              <dt>Attempts</dt>
              <dd>
                {job.attempts} of {job.retry_limit + 1}
              </dd>
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
              {job.state === 'failed' ? (
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => onAction(job, 'retry')}
                  sx={{ minHeight: 44 }}
                >
                  Retry
                </Button>
              ) : null}
              {job.state !== 'failed' && job.state !== 'completed' && job.state !== 'cancelled' ? (
                <Button
                  variant="outlined"
                  disabled={busy}
                  onClick={() => onAction(job, 'cancel')}
                  sx={{ minHeight: 44 }}
                >
                  Cancel
                </Button>
              ) : null}
              <Button
                variant="outlined"
                color="error"
                disabled={busy}
                onClick={() => onAction(job, 'delete')}
                sx={{ minHeight: 44 }}
              >
                Delete
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <TablePagination
        component="div"
        count={data.count}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 20, 50]}
        onPageChange={(_, next) => onPage(next + 1)}
        onRowsPerPageChange={(e) => onPageSize(Number(e.target.value))}
        // A phone keeps the page's range and arrows; the page size is for wider screens.
        sx={{
          '& .MuiTablePagination-toolbar': { px: { xs: 0, sm: 2 } },
          '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
            display: { xs: 'none', sm: 'flex' },
          },
        }}
      />
    </Box>
  );
}
