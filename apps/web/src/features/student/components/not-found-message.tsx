import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A course, chapter or lesson that is not there (or not for this child): kind words and a way back. */
export function NotFoundMessage({ what }: { what: string }) {
  return (
    <Box>
      <Typography component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700, mb: 1 }}>
        We could not find this {what}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', mb: 3 }}>
        It may have moved. Let's look at your courses.
      </Typography>
      <Button component={RouterLink} to="/student/courses" variant="contained" color="secondary" size="large">
        My courses
      </Button>
    </Box>
  );
}
