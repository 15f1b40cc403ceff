import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Loading } from '../../../../components/loading.tsx';

export function DashboardSkeleton() {
  return (
    <Loading label="Loading your dashboard">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          mb: 3,
        }}
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={150} sx={{ borderRadius: 4 }} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={380} sx={{ borderRadius: 4 }} />
    </Loading>
  );
}
