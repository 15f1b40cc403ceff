import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A link to a page of the app inside a step. */
export function To({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
