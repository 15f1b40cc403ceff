import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useBundles } from '../api.ts';
import { BundleCard, BundleCardSkeleton } from '../components/bundle-card.tsx';
import { EmptyState, LoadError } from '../components/states.tsx';

const bundleGridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** /bundle: courses grouped to be taken one after another. */
export default function BundlesPage() {
  const bundles = useBundles();
  return (
    <Box>
      <Typography component="h1" variant="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        Bundles
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 640, fontSize: '1.0625rem' }}>
        Courses that belong together, in the order that works best. Open a bundle to see its courses.
      </Typography>
      {bundles.isPending ? (
        <Box aria-busy="true">
          <Box component="span" role="status" sx={visuallyHidden}>
            Loading the bundles…
          </Box>
          <Box sx={bundleGridSx}>
            <BundleCardSkeleton />
            <BundleCardSkeleton />
          </Box>
        </Box>
      ) : bundles.isError ? (
        <LoadError what="the bundles" onRetry={() => bundles.refetch()} />
      ) : bundles.data.length === 0 ? (
        <EmptyState
          title="There are no bundles yet."
          action={
            <Button component={RouterLink} to={PATHS.courses} variant="contained">
              Browse the courses
            </Button>
          }
        >
          Every course is also on its own in the catalogue.
        </EmptyState>
      ) : (
        <Box component="ul" sx={bundleGridSx}>
          {bundles.data.map((bundle) => (
            <Box component="li" key={bundle.id} sx={{ display: 'flex', minWidth: 0 }}>
              <BundleCard bundle={bundle} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
