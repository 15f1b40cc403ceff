import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';

export function CourseDetailSkeleton() {
  return (
    <Box aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        Loading the course…
      </Box>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, mb: 4 }}>
        <Skeleton
          variant="rounded"
          sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: 4 }}
        />
        <Box>
          <Skeleton width="40%" />
          <Skeleton width="80%" height={56} />
          <Skeleton width="50%" />
          <Skeleton width="60%" />
          <Skeleton width={140} height={52} />
        </Box>
      </Box>
      <Skeleton variant="rounded" height={160} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}
