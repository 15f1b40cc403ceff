import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { CourseCardSkeleton } from '../course-card.tsx';

/** One, two or three card placeholders as the screen widens, with `label` for screen readers. */
export function RowSkeleton({ label }: { label: string }) {
  return (
    <Box
      aria-busy="true"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      <Box component="span" role="status" sx={visuallyHidden}>
        {label}
      </Box>
      <CourseCardSkeleton />
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <CourseCardSkeleton />
      </Box>
      <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
        <CourseCardSkeleton />
      </Box>
    </Box>
  );
}

/** A row of the catalogue: an h2 with an optional action beside it (the child picker), then the row. */
export function RowSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Typography id={id} component="h2" variant="h3" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
