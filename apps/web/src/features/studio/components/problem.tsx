import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Why a studio page cannot show what it was asked for, with Try again when trying again can help. */
export function Problem({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 3, borderRadius: 4, maxWidth: 820 }}>
      <Typography sx={{ mb: onRetry ? 2 : 0 }}>{children}</Typography>
      {onRetry ? (
        <Button variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Paper>
  );
}
