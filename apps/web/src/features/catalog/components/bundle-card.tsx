import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Bundle } from '@ye/contracts/catalog';
import { Link as RouterLink } from 'react-router';
import { plural } from '../../../lib/format.ts';
import { bundlePath } from '../../../lib/paths.ts';
import { formatMinutes, totalMinutes } from '../format.ts';
import { cardSx, stretchedLinkSx } from './course-card.tsx';
import { CourseCover } from './course-cover.tsx';

/** A bundle: cover (or its first course's topic tile), title, description, courses and total length. */
export function BundleCard({ bundle }: { bundle: Bundle }) {
  return (
    <Card component="article" variant="outlined" sx={cardSx}>
      <CourseCover
        src={bundle.cover_url}
        topic={bundle.courses[0]?.topic ?? null}
        ratio="2 / 1"
        iconSize={72}
      />
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
        <Typography component="h2" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={bundlePath(bundle.id)}
            underline="hover"
            color="inherit"
            sx={stretchedLinkSx}
          >
            {bundle.title}
          </Link>
        </Typography>
        <Typography color="text.secondary">{bundle.description}</Typography>
        <Box
          sx={{ mt: 'auto', display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, fontWeight: 600 }}
        >
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <SchoolRounded aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
            {plural(bundle.courses.length, 'course')}
          </Box>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <AccessTimeRounded aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
            {`${formatMinutes(totalMinutes(bundle.courses))} in all`}
          </Box>
        </Box>
      </Box>
    </Card>
  );
}

export function BundleCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 4 }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 1' }} />
      <Box sx={{ p: 3 }}>
        <Skeleton width="70%" height={36} />
        <Skeleton />
        <Skeleton width="80%" />
        <Skeleton width="40%" />
      </Box>
    </Card>
  );
}
