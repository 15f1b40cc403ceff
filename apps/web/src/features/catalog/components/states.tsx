import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';

/** Malformed ids (400) and unknown or unpublished ones (404) both mean "not here". */
export const isNotFound = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

/** A failed load, in plain words, with a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 3, borderRadius: 4, textAlign: 'center' }}>
      <Typography
        sx={{ mb: 2 }}
      >{`We could not load ${what} just now. Please check your connection and try again.`}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Paper>
  );
}

/** Nothing to show: a short title, a sentence, and what to do next. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, textAlign: 'center' }}>
      <SearchOffRounded aria-hidden sx={{ fontSize: 48, color: 'purple.main', mb: 1 }} />
      <Typography component="p" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children ? <Typography color="text.secondary">{children}</Typography> : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Paper>
  );
}

/** A whole page that could not be found or loaded (the page's only h1). */
export function PageProblem({
  notFound,
  thing,
  backTo,
  backLabel,
  onRetry,
}: {
  notFound: boolean;
  thing: string;
  backTo: string;
  backLabel: string;
  onRetry: () => void;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, maxWidth: 560, mx: 'auto' }}>
      <SearchOffRounded aria-hidden sx={{ fontSize: 72, color: 'purple.main', mb: 2 }} />
      <Typography component="h1" variant="h2" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {notFound ? `We can’t find this ${thing}` : 'Something went wrong'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {notFound
          ? `This ${thing} may have been taken down, or the link may have a typo in it.`
          : 'We could not load this page just now. Please try again in a moment.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {notFound ? null : (
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button component={RouterLink} to={backTo} variant="contained">
          {backLabel}
        </Button>
      </Box>
    </Box>
  );
}

/** Empties the age and topic filters (the search stays). */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="outlined" onClick={onClear}>
      Clear the filters
    </Button>
  );
}
