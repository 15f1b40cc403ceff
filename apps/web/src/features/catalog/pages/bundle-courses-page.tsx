import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { plural } from '../../../lib/format.ts';
import { bundleCoursePath, PATHS } from '../../../lib/paths.ts';
import { useBundle } from '../api.ts';
import { CourseCard } from '../components/course-card.tsx';
import { CourseCover } from '../components/course-cover.tsx';
import { CourseGridSkeleton } from '../components/course-grid.tsx';
import { EmptyState, isNotFound, PageProblem } from '../components/states.tsx';
import { formatMinutes, totalMinutes } from '../format.ts';

/** /bundle/courses/:bundleId: the bundle's story and its courses, numbered in order. */
export default function BundleCoursesPage() {
  const { bundleId = '' } = useParams();
  const bundle = useBundle(bundleId);

  const title = bundle.data?.title;
  useEffect(() => {
    if (title) document.title = `${title} · Youth Enrichments`;
  }, [title]);

  const trail = (
    <Breadcrumbs aria-label="You are here" sx={{ mb: 2 }}>
      <Link component={RouterLink} to={PATHS.bundles} underline="hover">
        Bundles
      </Link>
      {title ? (
        <Typography aria-current="page" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      ) : null}
    </Breadcrumbs>
  );

  if (bundle.isPending)
    return (
      <Box>
        {trail}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, mb: 4 }}>
          <Skeleton
            variant="rounded"
            sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 1', borderRadius: 4 }}
          />
          <Box>
            <Skeleton width="60%" height={56} />
            <Skeleton />
            <Skeleton width="70%" />
          </Box>
        </Box>
        <CourseGridSkeleton count={3} label="Loading the bundle…" />
      </Box>
    );
  if (bundle.isError)
    return (
      <PageProblem
        notFound={isNotFound(bundle.error)}
        thing="bundle"
        backTo="/bundle"
        backLabel="See all bundles"
        onRetry={() => bundle.refetch()}
      />
    );

  const b = bundle.data;
  return (
    <Box>
      {trail}
      <Box
        component="header"
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'center',
          mb: 5,
        }}
      >
        <Box sx={{ borderRadius: 4, overflow: 'hidden', border: '1px solid', borderColor: 'divider' }}>
          <CourseCover src={b.cover_url} topic={b.courses[0]?.topic ?? null} ratio="2 / 1" iconSize={80} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h1"
            variant="h1"
            sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' }, overflowWrap: 'anywhere' }}
          >
            {b.title}
          </Typography>
          <Typography sx={{ mb: 1.5, fontSize: '1.0625rem', whiteSpace: 'pre-line' }}>
            {b.description}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, fontWeight: 600 }}>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <SchoolRounded aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
              {plural(b.courses.length, 'course')}
            </Box>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <AccessTimeRounded aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
              {`${formatMinutes(totalMinutes(b.courses))} in all`}
            </Box>
          </Box>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="bundle-courses-heading">
        <Typography id="bundle-courses-heading" component="h2" variant="h3" sx={{ mb: 2 }}>
          Courses in this bundle
        </Typography>
        {b.courses.length === 0 ? (
          <EmptyState title="This bundle has no courses yet." />
        ) : (
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {b.courses.map((course, i) => (
              <Box
                component="li"
                key={course.id}
                sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, gap: 1 }}
              >
                <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{`Step ${i + 1}`}</Typography>
                <Box sx={{ display: 'flex', flex: 1 }}>
                  <CourseCard course={course} to={bundleCoursePath(course.id, b.id)} />
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
