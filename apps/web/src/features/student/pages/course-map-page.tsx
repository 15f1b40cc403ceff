import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ChapterDetail, CourseDetail } from '@ye/contracts/catalog';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { plural } from '../../../lib/format.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useCourse, useStartCourse } from '../api.ts';
import { BackLink } from '../components/back-link.tsx';
import { BookmarkToggle } from '../components/bookmark-toggle.tsx';
import { CourseCover } from '../components/course-cover.tsx';
import { LessonTrail } from '../components/lesson-trail.tsx';
import { LoadError } from '../components/load-error.tsx';
import { NotFoundMessage } from '../components/not-found-message.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { Stars } from '../components/stars.tsx';
import {
  chapterLockReason,
  chapterOfLesson,
  chapterPath,
  lessonPath,
  orderedChapters,
  unitWords,
} from '../course-words.ts';

/** Where Start / Continue goes: the next lesson, or the first one when everything is done. */
export function playTarget(course: CourseDetail): string | null {
  const chapters = orderedChapters(course);
  const nextId = course.progress?.next_lesson_id ?? chapters[0]?.lessons[0]?.id;
  if (!nextId) return null;
  const chapter = chapterOfLesson(course, nextId);
  return chapter ? lessonPath(course.kind, course.id, chapter.id, nextId) : null;
}

function startLabel(course: CourseDetail): string {
  const status = course.progress?.status ?? 'not-started';
  if (status === 'completed') return 'Play it again';
  return status === 'started' ? 'Continue' : 'Start the course';
}

function CourseHeader({ course }: { course: CourseDetail }) {
  const navigate = useNavigate();
  const startCourse = useStartCourse();
  const words = unitWords(course.kind);
  const progress = course.progress;
  const target = playTarget(course);
  const totalStars = progress?.chapters.reduce((sum, c) => sum + c.stars, 0) ?? 0;
  const maxStars = progress?.chapters.reduce((sum, c) => sum + c.max_stars, 0) ?? 0;

  const play = () => {
    if (!target) return;
    if (progress?.status === 'completed') {
      navigate(target);
      return;
    }
    startCourse.mutate(course.id, { onSuccess: () => navigate(target) });
  };

  return (
    <Paper
      elevation={0}
      sx={{
        p: { xs: 2, md: 3 },
        mb: 4,
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
        border: 2,
        borderColor: 'grey.200',
      }}
    >
      <CourseCover course={course} height={{ xs: 160, md: 220 }} rounded="all" />
      <Box sx={{ minWidth: 0 }}>
        <PageTitle>{course.title}</PageTitle>
        <Typography sx={{ fontSize: '1.125rem', mt: 1, maxWidth: '65ch' }}>{course.description}</Typography>
        <Typography sx={{ fontSize: '1rem', color: 'text.secondary', mt: 1 }}>
          With {course.instructor.name} · {plural(course.chapters.length, words.chapter)}
        </Typography>

        {progress ? (
          <Box sx={{ mt: 2, maxWidth: 480 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 0.5 }}>
              <Typography id="course-progress-label" sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>
                {progress.status === 'completed' ? 'All done!' : `${progress.percent}% done`}
              </Typography>
              {maxStars > 0 ? <Stars stars={totalStars} max={maxStars} size={22} /> : null}
            </Box>
            <LinearProgress
              variant="determinate"
              value={progress.percent}
              aria-labelledby="course-progress-label"
              color="secondary"
              sx={{ height: 14, borderRadius: 7, bgcolor: 'grey.200' }}
            />
          </Box>
        ) : null}

        {progress?.status === 'completed' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
            <CelebrationRounded aria-hidden="true" sx={{ color: '#8A4B00', fontSize: 32 }} />
            <Typography sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
              You finished this course! Your grown-up can download your certificate.
            </Typography>
          </Box>
        ) : null}

        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
          {target ? (
            <Button
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<PlayArrowRounded />}
              onClick={play}
              disabled={startCourse.isPending}
              sx={{ minHeight: 56, fontSize: '1.125rem', px: 4 }}
            >
              {startLabel(course)}
            </Button>
          ) : null}
          <BookmarkToggle itemType="course" itemId={course.id} bookmarked={course.bookmarked} noun="course" />
        </Box>
      </Box>
    </Paper>
  );
}

function ChapterCard({
  course,
  chapter,
  number,
}: {
  course: CourseDetail;
  chapter: ChapterDetail;
  number: number;
}) {
  const words = unitWords(course.kind);
  const progress = course.progress?.chapters.find((c) => c.chapter_id === chapter.id);
  const locked = progress?.locked ?? false;
  const reason = chapterLockReason(course, chapter.id);
  const headingId = `chapter-${chapter.id}`;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={0}
      sx={{
        p: { xs: 2, md: 3 },
        border: 3,
        borderColor: progress?.completed ? 'primary.main' : locked ? 'grey.200' : 'secondary.main',
        bgcolor: locked ? 'grey.50' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            flexShrink: 0,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            fontSize: '1.5rem',
            fontWeight: 700,
            bgcolor: progress?.completed ? 'primary.main' : locked ? 'grey.300' : 'yellow.main',
            color: progress?.completed ? '#FFFFFF' : 'text.primary',
          }}
        >
          {locked ? <LockRounded /> : progress?.completed ? <CheckCircleRounded /> : number}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={headingId}
            component="h2"
            sx={{ fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 }}
          >
            <Link
              component={RouterLink}
              to={chapterPath(chapter.id)}
              color="inherit"
              underline="hover"
              sx={{ fontWeight: 'inherit' }}
            >
              {words.Chapter} {number}: {chapter.title}
            </Link>
          </Typography>
          {progress ? <Stars stars={progress.stars} max={progress.max_stars} size={20} maxIcons={0} /> : null}
          {locked && reason ? (
            <Typography
              sx={{ fontSize: '1.0625rem', mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <Box component="span" sx={visuallyHidden}>
                Locked.
              </Box>
              {reason}
            </Typography>
          ) : null}
          {progress?.completed ? (
            <Typography sx={{ fontSize: '1.0625rem', fontWeight: 600, color: 'primary.main' }}>
              Done!
            </Typography>
          ) : null}
        </Box>
      </Box>
      {chapter.description ? (
        <Typography sx={{ fontSize: '1.0625rem', mb: 2, color: 'text.secondary' }}>
          {chapter.description}
        </Typography>
      ) : null}
      <LessonTrail course={course} chapter={chapter} />
    </Paper>
  );
}

function MapSkeleton() {
  return (
    <Loading label="Loading your map…">
      <Skeleton variant="rounded" height={240} sx={{ mb: 4 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    </Loading>
  );
}

/** /student/course/:courseId: the course as a map of chapters (levels) and lessons (missions). */
export default function CourseMapPage() {
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);

  if (course.isPending) return <MapSkeleton />;
  if (course.isError) {
    if (course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 400))
      return <NotFoundMessage what="course" />;
    return (
      <Box>
        <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 700 }}>
          My course
        </Typography>
        <LoadError what="this course" onRetry={() => void course.refetch()} />
      </Box>
    );
  }
  const data = course.data;

  return (
    <Box>
      <BackLink to="/student/courses">My courses</BackLink>
      <CourseHeader course={data} />
      {data.chapters.length === 0 ? (
        <Typography sx={{ fontSize: '1.125rem' }}>
          This course is still being made. Check back soon!
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          {orderedChapters(data).map((chapter) => (
            <ChapterCard key={chapter.id} course={data} chapter={chapter} number={chapter.number} />
          ))}
        </Box>
      )}
    </Box>
  );
}
