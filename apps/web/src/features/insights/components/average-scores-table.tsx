import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CourseAverageScore } from '@ye/contracts/insights';
import { useId } from 'react';
import { CompactNumber } from './compact-number.tsx';

const NONE = '—';

/** Mean score and stars of every finished play, per course (a dash where nothing was played yet). */
export function AverageScoresTable({ rows }: { rows: readonly CourseAverageScore[] }) {
  const captionId = useId();
  return (
    <>
      <Typography id={captionId} color="text.secondary" sx={{ mb: 1 }}>
        Finished plays of the games and quizzes in each course: the mean score out of 100 and the mean stars
        out of 3.
      </Typography>
      {/* Scrolls inside itself on a very narrow phone rather than widening the page. */}
      <TableContainer tabIndex={0} aria-labelledby={captionId} sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-labelledby={captionId}
          sx={{ '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell scope="col">Course</TableCell>
              <TableCell scope="col" align="right">
                Children
              </TableCell>
              <TableCell scope="col" align="right">
                Plays
              </TableCell>
              <TableCell scope="col" align="right">
                Score
              </TableCell>
              <TableCell scope="col" align="right">
                Stars
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.course_id}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 88 }}>
                  {r.course_title}
                </TableCell>
                <TableCell align="right">
                  <CompactNumber value={r.children} />
                </TableCell>
                <TableCell align="right">
                  <CompactNumber value={r.plays} />
                </TableCell>
                <TableCell align="right">
                  {r.average_score === null ? NONE : r.average_score.toFixed(1)}
                </TableCell>
                <TableCell align="right">
                  {r.average_stars === null ? NONE : r.average_stars.toFixed(2)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
