import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The "back" link above a child's page title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontSize: '1.0625rem',
        minHeight: 44,
        mb: 1,
      }}
    >
      <ArrowBackRounded aria-hidden="true" fontSize="small" />
      {children}
    </Link>
  );
}
