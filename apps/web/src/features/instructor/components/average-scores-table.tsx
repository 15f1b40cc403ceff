import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CourseAverageScore } from '@ye/contracts/insights';
import { CompactNumber } from './compact-number.tsx';

const NONE = '—';

/** Mean score and stars of every finished play, per course (a dash where nothing was played yet). */
export function AverageScoresTable({ rows }: { rows: readonly CourseAverageScore[] }) {
  return (
    // Scrolls inside itself on a narrow phone rather than widening the page.
    <TableContainer tabIndex={0} aria-label="Average scores per course" sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
          Finished plays of the games and quizzes in each course: the mean score out of 100 and the mean stars
          out of 3.
        </caption>
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
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
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
  );
}
