import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The h1 of a child's course, chapter or lesson page. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="h1"
      sx={{
        fontSize: { xs: '1.875rem', md: '2.5rem' },
        fontWeight: 700,
        color: 'secondary.main',
        lineHeight: 1.2,
      }}
    >
      {children}
    </Typography>
  );
}
