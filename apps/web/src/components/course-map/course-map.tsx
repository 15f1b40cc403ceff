import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ChapterDetail, CourseDetail } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/catalog';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { plural } from '../../lib/format.ts';
import { chapterPath, lessonPath } from '../../lib/paths.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { Loading } from '../loading.tsx';
import { PageTitle } from '../page-title.tsx';
import { CourseCover } from './course-cover.tsx';
import { chapterLockReason, chapterOfLesson, orderedChapters } from './course-words.ts';
import { type LessonHref, LessonTrail } from './lesson-trail.tsx';
import { Stars } from './stars.tsx';

// A course as the child's map shows it: the header with the progress, and the chapters (levels) with
// their trails of lessons (missions). The child's course map and the instructor's preview both render
// these; each brings its own way in (`actions`) and where the lessons link to.

/** Where Start / Continue goes: the next lesson, or the first one when everything is done. */
export function playTarget(course: CourseDetail, lessonHref?: LessonHref): string | null {
  const chapters = orderedChapters(course);
  const nextId = course.progress?.next_lesson_id ?? chapters[0]?.lessons[0]?.id;
  if (!nextId) return null;
  const chapter = chapterOfLesson(course, nextId);
  if (!chapter) return null;
  return lessonHref ? lessonHref(chapter.id, nextId) : lessonPath(course.kind, course.id, chapter.id, nextId);
}

export function startLabel(course: CourseDetail): string {
  const status = course.progress?.status ?? 'not-started';
  if (status === 'completed') return 'Play it again';
  return status === 'started' ? 'Continue' : 'Start the course';
}

/** The course's cover, title, who made it, the progress so far and (as `actions`) the way in. */
export function CourseHeader({ course, actions }: { course: CourseDetail; actions: ReactNode }) {
  const words = unitWords(course.kind);
  const progress = course.progress;
  const totalStars = progress?.chapters.reduce((sum, c) => sum + c.stars, 0) ?? 0;
  const maxStars = progress?.chapters.reduce((sum, c) => sum + c.max_stars, 0) ?? 0;

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

        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>{actions}</Box>
      </Box>
    </Paper>
  );
}

interface ChapterCardProps {
  course: CourseDetail;
  chapter: ChapterDetail;
  number: number;
  lessonHref?: LessonHref;
  /** Where the chapter's title links to (the child's chapter page); null: not a link. */
  chapterHref: string | null;
}

function ChapterCard({ course, chapter, number, lessonHref, chapterHref }: ChapterCardProps) {
  const words = unitWords(course.kind);
  const progress = course.progress?.chapters.find((c) => c.chapter_id === chapter.id);
  const locked = progress?.locked ?? false;
  const reason = chapterLockReason(course, chapter.id);
  const headingId = `chapter-${chapter.id}`;
  const title = `${words.Chapter} ${number}: ${chapter.title}`;

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
            {chapterHref ? (
              <Link
                component={RouterLink}
                to={chapterHref}
                color="inherit"
                underline="hover"
                sx={{ fontWeight: 'inherit' }}
              >
                {title}
              </Link>
            ) : (
              title
            )}
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
      <LessonTrail course={course} chapter={chapter} lessonHref={lessonHref} />
    </Paper>
  );
}

interface CourseChaptersProps {
  course: CourseDetail;
  lessonHref?: LessonHref;
  /** Default: the child's chapter page; null: chapter titles are not links. */
  chapterHref?: ((chapterId: string) => string) | null;
}

/** Every chapter (level) of the course as a card with its trail of lessons (missions). */
export function CourseChapters({ course, lessonHref, chapterHref = chapterPath }: CourseChaptersProps) {
  if (course.chapters.length === 0)
    return (
      <Typography sx={{ fontSize: '1.125rem' }}>This course is still being made. Check back soon!</Typography>
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      {orderedChapters(course).map((chapter) => (
        <ChapterCard
          key={chapter.id}
          course={course}
          chapter={chapter}
          number={chapter.number}
          lessonHref={lessonHref}
          chapterHref={chapterHref ? chapterHref(chapter.id) : null}
        />
      ))}
    </Box>
  );
}

export function MapSkeleton() {
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
