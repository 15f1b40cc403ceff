import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { StudioStudent } from '@ye/contracts/studio';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { ageText, LastActive, Progress } from './student-facts.tsx';

/** The wide-screen view: one row a child and course. */
export function StudentsTable({ rows, caption }: { rows: StudioStudent[]; caption: string }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Child</TableCell>
            <TableCell scope="col">Age</TableCell>
            <TableCell scope="col">Course</TableCell>
            <TableCell scope="col" sx={{ width: 220 }}>
              Progress
            </TableCell>
            <TableCell scope="col">Last active</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((s) => (
            <TableRow key={`${s.child_id}-${s.course_id}`}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {s.first_name}
              </TableCell>
              <TableCell>{ageText(s.age_band)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.course_title}</TableCell>
              <TableCell>
                <Progress student={s} />
              </TableCell>
              <TableCell>
                <LastActive iso={s.last_active_at} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
