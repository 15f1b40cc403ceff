import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';

/** In place of the numbers while the instructor has no course: what will show, and where to start. */
export function NoCourses({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center' }}>
      {icon}
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        {children}
      </Typography>
      <Button
        component={RouterLink}
        to={PATHS.courseForm}
        variant="contained"
        size="large"
        startIcon={<AddRounded />}
      >
        Create your first course
      </Button>
    </Paper>
  );
}
