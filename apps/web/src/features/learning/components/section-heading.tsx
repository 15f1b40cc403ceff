import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The h2 of a section on a child's page: big and friendly. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      component="h2"
      sx={{ fontSize: { xs: '1.375rem', md: '1.625rem' }, fontWeight: 700, mb: 2 }}
    >
      {children}
    </Typography>
  );
}
