import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ChildWork } from '@ye/contracts/assignments';
import type { ChildProfile } from '@ye/contracts/family';
import { useState } from 'react';
import { PageNav } from '../../../../components/page-nav.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { CHILD_WORK_PAGE_SIZE, useChildWork } from './child-defaults-api.ts';
import { ChildSection } from './child-section.tsx';

const STATUS_WORDS: Record<ChildWork['status'], string> = {
  'not-started': 'Not started',
  started: 'Started',
  completed: 'Completed',
};

function WorkItem({ work }: { work: ChildWork }) {
  return (
    <Box component="li" sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {work.title}
        </Typography>
        <Chip
          size="small"
          label={work.overdue ? 'Overdue' : STATUS_WORDS[work.status]}
          // Overdue as on the instructor's list (the palette's orange: outlined warning text is 3:1).
          color={work.status === 'completed' ? 'success' : work.overdue ? 'orange' : 'default'}
          variant={work.overdue && work.status !== 'completed' ? 'filled' : 'outlined'}
          sx={work.overdue && work.status !== 'completed' ? { fontWeight: 700 } : undefined}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {work.lesson_id ? `${work.course_title} · ` : ''}From {work.instructor_name} · due{' '}
        {formatDate(work.due_on)}
      </Typography>
      {work.note ? (
        <Typography
          component="blockquote"
          sx={{
            m: 0,
            mt: 1,
            pl: 1.5,
            borderLeft: '4px solid',
            borderColor: 'primary.main',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          <Box component="span" sx={visuallyHidden}>
            Note from {work.instructor_name}:{' '}
          </Box>
          {work.note}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No note.
        </Typography>
      )}
    </Box>
  );
}

/**
 * Work instructors set for the child and every note they wrote with it (decision 042): nothing an
 * instructor writes to a child is hidden from the parent.
 */
export function InstructorNotesSection({ child }: { child: ChildProfile }) {
  const [page, setPage] = useState(1);
  const work = useChildWork(child.child_id, page);
  const name = child.name;
  const pageCount = work.data ? Math.max(1, Math.ceil(work.data.count / CHILD_WORK_PAGE_SIZE)) : 1;

  return (
    <ChildSection id="instructor-notes-heading" title="Work and notes from instructors">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        When an instructor sets {name} a course or lesson, you see it here with any note they wrote to {name}.
      </Typography>
      {work.isPending ? (
        <Box aria-busy="true">
          <Box component="span" sx={visuallyHidden}>
            Loading the work set for {name}…
          </Box>
          <Skeleton variant="rounded" height={80} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={80} />
        </Box>
      ) : work.isError ? (
        <Box>
          <Typography sx={{ mb: 1 }}>We could not load the work set for {name} just now.</Typography>
          <Button variant="outlined" onClick={() => work.refetch()}>
            Try again
          </Button>
        </Box>
      ) : work.data.count === 0 ? (
        <Typography color="text.secondary">No instructor has set {name} any work yet.</Typography>
      ) : (
        <Box aria-busy={work.isPlaceholderData}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {work.data.results.map((w) => (
              <WorkItem key={w.id} work={w} />
            ))}
          </Box>
          <PageNav
            label="Pages of work from instructors"
            pageCount={pageCount}
            page={page}
            onChange={setPage}
          />
        </Box>
      )}
    </ChildSection>
  );
}
