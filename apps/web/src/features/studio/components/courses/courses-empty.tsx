import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CreateCourseButton } from './create-course-button.tsx';

/** No course matches the search, or none is made yet (then: where to start). */
export function CoursesEmpty({ q }: { q: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center' }}>
      <SchoolRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
      {q ? (
        <>
          <Typography component="h2" variant="h5" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {`No courses match “${q}”.`}
          </Typography>
          <Typography color="text.secondary">Try another word from a title or description.</Typography>
        </>
      ) : (
        <>
          <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
            You have not made a course yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
            Start with a title, who it is for and a cover. You can add chapters and lessons, and publish when
            it is ready.
          </Typography>
          <CreateCourseButton />
        </>
      )}
    </Paper>
  );
}
