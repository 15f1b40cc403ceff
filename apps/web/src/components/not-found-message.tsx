import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../lib/paths.ts';

interface NotFoundMessageProps {
  what: string;
  /** Why, and the way back: by default the child's own courses. */
  hint?: string;
  to?: string;
  label?: string;
}

/** A course, chapter or lesson that is not there (or not for this child): kind words and a way back. */
export function NotFoundMessage({
  what,
  hint = "It may have moved. Let's look at your courses.",
  to = PATHS.studentCourses,
  label = 'My courses',
}: NotFoundMessageProps) {
  return (
    <Box>
      <Typography component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700, mb: 1 }}>
        We could not find this {what}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', mb: 3 }}>{hint}</Typography>
      <Button component={RouterLink} to={to} variant="contained" color="secondary" size="large">
        {label}
      </Button>
    </Box>
  );
}
