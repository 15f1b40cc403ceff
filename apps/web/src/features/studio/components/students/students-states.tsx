import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../lib/paths.ts';

/** The list did not load: Try again, and Show all courses when a course filter may be why. */
export function StudentsError({
  message,
  onRetry,
  onShowAllCourses,
}: {
  message: string;
  onRetry: () => void;
  /** Only while a course is chosen. */
  onShowAllCourses: (() => void) | null;
}) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 3, borderRadius: 4, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{`We could not load your students. ${message}`}</Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onRetry}>
          Try again
        </Button>
        {onShowAllCourses ? (
          <Button variant="text" onClick={onShowAllCourses}>
            Show all courses
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}

/** No children: none match the search or course, or none have started a course yet. */
export function StudentsEmpty({
  q,
  filtered,
  onShowAll,
}: {
  q: string;
  filtered: boolean;
  onShowAll: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center' }}>
      <PeopleAltRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
      {filtered ? (
        <>
          <Typography component="h2" variant="h5" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {q ? `No children match “${q}”.` : 'No children in this course yet.'}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {q ? 'Try another first name, or look in all courses.' : 'Children appear once they start it.'}
          </Typography>
          <Button variant="outlined" onClick={onShowAll}>
            Show all students
          </Button>
        </>
      ) : (
        <>
          <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
            When children start your courses they appear here
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
            You will see each child’s first name and age band, how far they are and when they last learned.
          </Typography>
          <Button component={RouterLink} to={PATHS.studio} variant="contained">
            Go to my courses
          </Button>
        </>
      )}
    </Paper>
  );
}
