import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StudioStudent } from '@ye/contracts/studio';
import { PageNav } from '../../../../components/page-nav.tsx';
import { StudentCards } from './student-cards.tsx';
import { StudentsTable } from './students-table.tsx';

/** One page of children: the count shown, a table or cards, where wellbeing is shown and the pages. */
export function StudentsResults({
  rows,
  summary,
  wide,
  busy,
  page,
  pageCount,
  onPage,
}: {
  rows: StudioStudent[];
  /** "Showing 1–20 of 45" */
  summary: string;
  /** A table from tablets in landscape up, cards below. */
  wide: boolean;
  busy: boolean;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <Box aria-busy={busy}>
      <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
        {summary}
      </Typography>
      {wide ? (
        <StudentsTable rows={rows} caption={`Children in your courses, page ${page} of ${pageCount}`} />
      ) : (
        <StudentCards rows={rows} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        How children feel about themselves is never shown child by child: Impact analysis shows it for groups
        of five or more.
      </Typography>
      <PageNav label="Pages of students" pageCount={pageCount} page={page} onChange={onPage} />
    </Box>
  );
}
