import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

// Pieces of every child's page (the learning pages and the talk boards): big, kind and finger-sized.

/** A failed load on a child's page, said kindly, with a big way to try again. */
export function ChildLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ py: 3 }}>
      <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>
        Oops! We could not load {what} just now. Please try again.
      </Typography>
      <Button variant="outlined" color="secondary" size="large" onClick={onRetry} sx={{ minHeight: 48 }}>
        Try again
      </Button>
    </Box>
  );
}

/** The "back" link above a child's page title, tall enough for a finger. */
export function ChildBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontSize: '1.125rem',
        minHeight: 48,
        mb: 1,
      }}
    >
      <ArrowBackRounded aria-hidden="true" />
      {children}
    </Link>
  );
}
