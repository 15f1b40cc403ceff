import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { type FlagKey, useFlags } from '../lib/flags.ts';
import { PATHS } from '../lib/paths.ts';
import { PageLoader } from './page-loader.tsx';

/** A page behind a feature flag: the page when the flag is on, kind words and a way home when it is off. */
export function FlagGate({ flag, children }: { flag: FlagKey; children: ReactNode }) {
  const flags = useFlags();
  if (flags.isPending) return <PageLoader />;
  if (flags[flag]) return children;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 5, md: 8 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1.5 }}>
        This page is not available
      </Typography>
      <Typography sx={{ fontSize: '1.1rem', mb: 3 }}>
        It is switched off for now. Everything else works as usual.
      </Typography>
      <Button component={RouterLink} to={PATHS.home} variant="contained">
        Go to the home page
      </Button>
    </Box>
  );
}
