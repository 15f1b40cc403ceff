import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Loading } from '../../../../components/loading.tsx';

export function ImpactSkeleton() {
  return (
    <Loading label="Loading the impact analysis">
      <Skeleton variant="rounded" height={56} sx={{ borderRadius: 2, mb: 3, maxWidth: 420 }} />
      <Skeleton variant="rounded" height={300} sx={{ borderRadius: 4, mb: 3 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        <Skeleton variant="rounded" height={150} sx={{ borderRadius: 4 }} />
        <Skeleton variant="rounded" height={150} sx={{ borderRadius: 4 }} />
      </Box>
    </Loading>
  );
}
