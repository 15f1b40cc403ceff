import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-error.ts';

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

/** The course did not load: gone (or a bad link), or a passing failure worth trying again. */
export function CourseLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return error instanceof ApiError && [400, 404].includes(error.status) ? (
    <Problem>We can’t find this course. It may have been deleted, or the link may have a typo in it.</Problem>
  ) : (
    <Problem onRetry={onRetry}>We could not load this course just now. Please try again.</Problem>
  );
}
