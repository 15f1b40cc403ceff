import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InstructorAssignment } from '@ye/contracts/assignments';
import { PageNav } from '../../../../components/page-nav.tsx';
import { plural } from '../../../../lib/format.ts';
import { AssignmentRow } from '../assignment-row.tsx';

/** One page of assignments, each with Remove, and the pages. */
export function AssignedList({
  assignments,
  count,
  busy,
  busyId,
  page,
  pageCount,
  onPage,
  onRemove,
}: {
  assignments: InstructorAssignment[];
  count: number;
  busy: boolean;
  /** The assignment being removed. */
  busyId: string | null;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onRemove: (assignment: InstructorAssignment) => void;
}) {
  return (
    <Box aria-busy={busy}>
      <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
        {plural(count, 'assignment')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {assignments.map((a) => (
          <li key={a.id}>
            <AssignmentRow assignment={a} onRemove={onRemove} busy={busyId === a.id} />
          </li>
        ))}
      </Box>
      <PageNav
        label="Pages of assignments"
        pageCount={pageCount}
        page={Math.min(page, pageCount)}
        onChange={onPage}
      />
    </Box>
  );
}
