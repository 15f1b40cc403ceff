import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { JobQueueSummary } from '@ye/contracts/admin-jobs';

const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } };
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } };

/** The states as columns: a phone keeps the queue and its failed jobs (names never wrap). */
const COLUMNS: { key: keyof JobQueueSummary['counts']; label: string; sx?: object }[] = [
  { key: 'created', label: 'Waiting', sx: FROM_SM },
  { key: 'retry', label: 'To retry', sx: FROM_SM },
  { key: 'active', label: 'Running', sx: FROM_SM },
  { key: 'completed', label: 'Completed', sx: FROM_MD },
  { key: 'cancelled', label: 'Cancelled', sx: FROM_MD },
  { key: 'failed', label: 'Failed' },
];

/** Every queue with its counts by state; choosing one shows its failed jobs below. */
export function QueuesTable({
  queues,
  selected,
  onSelect,
}: {
  queues: JobQueueSummary[];
  selected: string | null;
  onSelect: (name: string) => void;
}) {
  if (queues.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderColor: 'grey.300' }}>
        No queue yet: the first job creates them.
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ borderColor: 'grey.300', overflow: 'hidden' }}>
      <TableContainer>
        <Table size="small" aria-label="Queues">
          <TableHead>
            <TableRow>
              <TableCell scope="col">Queue</TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.key} scope="col" align="right" sx={c.sx}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {queues.map((q) => (
              <TableRow key={q.name} selected={q.name === selected}>
                <TableCell component="th" scope="row" sx={{ py: 0.5 }}>
                  <Button
                    onClick={() => onSelect(q.name)}
                    aria-pressed={q.name === selected}
                    sx={{
                      textTransform: 'none',
                      fontFamily: 'monospace',
                      fontSize: { xs: '0.8rem', sm: '0.875rem' },
                      px: { xs: 0.5, sm: 1 },
                      minHeight: 44,
                      justifyContent: 'flex-start',
                      whiteSpace: 'nowrap',
                      textAlign: 'left',
                    }}
                  >
                    {q.name}
                  </Button>
                </TableCell>
                {COLUMNS.map((c) => (
                  <TableCell
                    key={c.key}
                    align="right"
                    sx={{
                      ...c.sx,
                      fontWeight: c.key === 'failed' && q.counts.failed > 0 ? 700 : undefined,
                      color: c.key === 'failed' && q.counts.failed > 0 ? 'error.dark' : undefined,
                    }}
                  >
                    {q.counts[c.key]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
