import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import LayersRounded from '@mui/icons-material/LayersRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CourseDetail } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/catalog';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { plural } from '../../../lib/format.ts';
import { bundlePath, PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useBundle, useCourseDetail } from '../api.ts';
import { BookmarkButton } from '../components/bookmark-button.tsx';
import { GameBadge } from '../components/course-card.tsx';
import { CourseCover } from '../components/course-cover.tsx';
import { CourseOutline } from '../components/course-outline.tsx';
import { EnrolPanel } from '../components/enrol-panel.tsx';
import { CourseRating } from '../components/rating.tsx';
import { isNotFound, PageProblem } from '../components/states.tsx';
import { TopicChip } from '../components/topic.tsx';
import { agesLabel, formatAges, formatMinutes, sentenceCase } from '../format.ts';

/**
 * Where the page was opened from: /bundle/courseDetails/:id?bundle=<id> leads back to that bundle,
 * /courses/:id back to the catalogue.
 */
function Trail({ course }: { course: Pick<CourseDetail, 'title'> | null }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const fromBundle = pathname.startsWith('/bundle/');
  const bundleId = fromBundle ? (params.get('bundle') ?? '') : '';
  const bundle = useBundle(bundleId);

  return (
    <Breadcrumbs aria-label="You are here" sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
      {fromBundle ? (
        <Link component={RouterLink} to={PATHS.bundles} underline="hover">
          Bundles
        </Link>
      ) : (
        <Link component={RouterLink} to={PATHS.courses} underline="hover">
          Courses
        </Link>
      )}
      {bundleId ? (
        <Link component={RouterLink} to={bundlePath(bundleId)} underline="hover">
          {bundle.data?.title ?? 'Bundle'}
        </Link>
      ) : null}
      {course ? (
        <Typography aria-current="page" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {course.title}
        </Typography>
      ) : null}
    </Breadcrumbs>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {icon}
      <span>{children}</span>
    </Box>
  );
}

function DetailSkeleton() {
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

/** /courses/:courseId and /bundle/courseDetails/:courseId: everything a parent wants to know first. */
export default function CourseDetailPage() {
  const { courseId = '' } = useParams();
  const { role } = useSession();
  const isParent = role === 'parent' || role === 'auth';
  const course = useCourseDetail(courseId);

  // The tab names the course once it is known.
  const title = course.data?.title;
  useEffect(() => {
    if (title) document.title = `${title} · Youth Enrichments`;
  }, [title]);

  if (course.isPending)
    return (
      <Box>
        <Trail course={null} />
        <DetailSkeleton />
      </Box>
    );
  if (course.isError)
    return (
      <PageProblem
        notFound={isNotFound(course.error)}
        thing="course"
        backTo="/courses"
        backLabel="Browse the courses"
        onRetry={() => course.refetch()}
      />
    );

  const c = course.data;
  const words = unitWords(c.kind);
  return (
    <Box>
      <Trail course={c} />

      <Box
        component="header"
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          alignItems: 'start',
          mb: 4,
        }}
      >
        <Box sx={{ borderRadius: 4, overflow: 'hidden', border: '1px solid', borderColor: 'divider' }}>
          <CourseCover src={c.cover_url} topic={c.topic} iconSize={96} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
            {c.kind === 'game' ? <GameBadge /> : null}
            <TopicChip topic={c.topic} />
            <Typography component="span" sx={{ fontWeight: 600 }}>
              <span aria-hidden>{formatAges(c.age_min, c.age_max)}</span>
              <Box component="span" sx={visuallyHidden}>
                {agesLabel(c.age_min, c.age_max)}
              </Box>
            </Typography>
          </Box>
          <Typography
            component="h1"
            variant="h1"
            sx={{ mb: 1.5, fontSize: { xs: '1.75rem', sm: '2.25rem' }, overflowWrap: 'anywhere' }}
          >
            {c.title}
          </Typography>
          <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <CourseRating average={c.rating_average} count={c.rating_count} size="medium" />
            {c.rating_count > 0 ? (
              <Typography component="span" aria-hidden sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                average parent rating
              </Typography>
            ) : null}
          </Box>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mb: 2.5,
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2.5,
              rowGap: 1,
              color: 'text.secondary',
            }}
          >
            <Fact icon={<LayersRounded aria-hidden fontSize="small" />}>
              {plural(c.chapters.length || c.chapter_count, words.chapter, words.chapters)}
            </Fact>
            <Fact icon={<MenuBookRounded aria-hidden fontSize="small" />}>
              {plural(c.lesson_count, words.lesson, words.lessons)}
            </Fact>
            <Fact icon={<AccessTimeRounded aria-hidden fontSize="small" />}>
              {formatMinutes(c.duration_minutes)}
            </Fact>
            <Fact icon={<PersonRounded aria-hidden fontSize="small" />}>{`By ${c.instructor.name}`}</Fact>
          </Box>
          <BookmarkButton courseId={c.id} bookmarked={c.bookmarked} />
        </Box>
      </Box>

      {/* Phones: enrolling comes first, the instructor last. Wider: both beside the course. */}
      <Box
        sx={{
          display: 'grid',
          columnGap: 4,
          rowGap: { xs: 4, md: 3 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gridTemplateRows: { md: 'auto 1fr' },
          gridTemplateAreas: { xs: '"enrol" "main" "instructor"', md: '"main enrol" "main instructor"' },
        }}
      >
        {isParent ? (
          <Box sx={{ gridArea: 'enrol', minWidth: 0 }}>
            <EnrolPanel courseId={c.id} enrolledIds={c.assigned_child_ids ?? []} />
          </Box>
        ) : null}
        <Box sx={{ gridArea: 'main', display: 'grid', gap: 4, minWidth: 0 }}>
          <Box component="section" aria-labelledby="about-heading">
            <Typography id="about-heading" component="h2" variant="h3" sx={{ mb: 1.5 }}>
              About this course
            </Typography>
            {c.description
              .split(/\n\s*\n/)
              .filter(Boolean)
              .map((paragraph) => (
                <Typography
                  key={paragraph.slice(0, 40)}
                  sx={{ mb: 1.5, fontSize: '1.0625rem', whiteSpace: 'pre-line' }}
                >
                  {paragraph}
                </Typography>
              ))}
          </Box>

          {c.learning_goals.length > 0 ? (
            <Box component="section" aria-labelledby="goals-heading">
              <Typography id="goals-heading" component="h2" variant="h3" sx={{ mb: 1.5 }}>
                What your child will learn
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
                {c.learning_goals.map((goal) => (
                  <Box
                    component="li"
                    key={goal}
                    sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
                  >
                    <CheckRounded aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
                    <Typography sx={{ fontSize: '1.0625rem' }}>{sentenceCase(goal)}</Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          ) : null}

          <Box component="section" aria-labelledby="outline-heading">
            <Typography id="outline-heading" component="h2" variant="h3" sx={{ mb: 1.5 }}>
              {c.kind === 'game' ? 'Levels and missions' : 'Course outline'}
            </Typography>
            <CourseOutline kind={c.kind} chapters={c.chapters} />
          </Box>
        </Box>

        <Box sx={{ gridArea: 'instructor', minWidth: 0 }}>
          <Paper
            component="section"
            aria-labelledby="instructor-heading"
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}
          >
            <Typography id="instructor-heading" component="h2" variant="h4" sx={{ mb: 1 }}>
              Your instructor
            </Typography>
            <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{c.instructor.name}</Typography>
            <Typography color="text.secondary">
              {c.instructor.bio ?? `${c.instructor.name} writes courses for children on Youth Enrichments.`}
            </Typography>
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
