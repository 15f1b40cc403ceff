import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { CourseCardSkeleton } from './course-card.tsx';

/** 1 column on phones, 2 on tablets, 3 on desktops. */
const gridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** Courses as a list of cards (a list so screen readers announce how many there are). */
export function CourseGrid({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={gridSx}>
      {children}
    </Box>
  );
}

export function CourseGridItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', minWidth: 0 }}>
      {children}
    </Box>
  );
}

export function CourseGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <Box aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        {label}
      </Box>
      <Box sx={gridSx}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <CourseCardSkeleton key={i} />
        ))}
      </Box>
    </Box>
  );
}
