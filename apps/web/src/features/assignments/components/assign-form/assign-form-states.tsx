import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../lib/paths.ts';

/** In place of the form while the instructor has nothing published. */
export function NothingToAssign() {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
      <Typography component="h2" variant="h5" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Assign work
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        You can assign a course once it is published. Finish one in My courses and publish it.
      </Typography>
      <Button component={RouterLink} to={PATHS.studio} variant="outlined">
        Go to My courses
      </Button>
    </Paper>
  );
}

/** The form's place while the published courses load. */
export function AssignFormSkeleton() {
  return <Skeleton variant="rounded" height={320} sx={{ borderRadius: 4 }} aria-hidden />;
}

/** The published courses did not load, so the form cannot show. */
export function CoursesError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 3, borderRadius: 4 }}>
      <Typography sx={{ mb: 2 }}>{`We could not load your courses. ${message}`}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Paper>
  );
}
