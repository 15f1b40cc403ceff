import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../lib/paths.ts';

/**
 * A step's buttons: Back (when there is a step before), the step's own action, and "Skip for now",
 * which leaves the guided sign-up for the dashboard (everything there can be done later).
 */
export function FlowActions({
  onBack,
  children,
}: {
  onBack?: (() => void) | undefined;
  children?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 3, alignItems: { sm: 'center' } }}
    >
      {onBack ? (
        <Button variant="text" onClick={onBack}>
          Back
        </Button>
      ) : null}
      <Button component={RouterLink} to={PATHS.dashboard} variant="text">
        Skip for now
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ ml: { sm: 'auto' } }}>
        {children}
      </Stack>
    </Stack>
  );
}
