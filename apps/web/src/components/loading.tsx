import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../lib/visually-hidden.ts';

/** A page's loading skeletons, with the words a screen reader hears while they show. */
export function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        {label}
      </Box>
      {children}
    </Box>
  );
}
