import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CourseDetail } from '@ye/contracts/catalog';
import { chapterPath, lessonPath } from '../../lib/paths.ts';
import { Loading } from '../loading.tsx';
import { ChapterCard } from './chapter-card.tsx';
import { chapterOfLesson, orderedChapters, waitsForGrownUp } from './course-words.ts';
import type { LessonHref } from './lesson-trail.tsx';

// A course as the child's map shows it: the header with the progress (course-header.tsx), and the
// chapters (levels) with their trails of lessons (missions). The child's course map and the
// instructor's preview both render these; each brings its own way in (`actions`) and where the
// lessons link to.

/**
 * Where Start / Continue goes: the next lesson, or the first one when everything is done. None when
 * everything open is done and the rest waits for a grown-up (the header says so instead).
 */
export function playTarget(course: CourseDetail, lessonHref?: LessonHref): string | null {
  if (waitsForGrownUp(course)) return null;
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
