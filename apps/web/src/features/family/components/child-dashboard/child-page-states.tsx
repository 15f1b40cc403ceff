import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../lib/paths.ts';

export function BackLink() {
  return (
    <Button
      component={RouterLink}
      to={PATHS.dashboard}
      startIcon={<ArrowBackRounded />}
      sx={{ mb: 2, ml: -1 }}
    >
      Back to the dashboard
    </Button>
  );
}

export function ChildPageLoading() {
  return (
    <Box aria-busy="true">
      <BackLink />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 4 }}>
        <Skeleton variant="circular" width={88} height={88} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width={200} height={48} />
          <Skeleton width={120} />
        </Box>
      </Box>
      <Skeleton variant="rounded" height={320} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

/** The child is not the parent's (or was deleted), or the page could not load: `onRetry` for the latter. */
export function ChildPageProblem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, maxWidth: 560, mx: 'auto' }}>
      <SearchOffRounded aria-hidden sx={{ fontSize: 72, color: 'purple.main', mb: 2 }} />
      <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
        {notFound ? 'We can’t find this child' : 'Something went wrong'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {notFound
          ? 'This child is not part of your family on Youth Enrichments, or their account was deleted.'
          : 'We could not load this page just now. Please try again in a moment.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {notFound ? null : (
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button component={RouterLink} to={PATHS.dashboard} variant="contained">
          Back to the dashboard
        </Button>
      </Box>
    </Box>
  );
}
