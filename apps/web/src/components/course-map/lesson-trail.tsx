import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChapterDetail, CourseDetail } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/catalog';
import { lessonPath } from '../../lib/paths.ts';
import { lessonLockReason, lessonProgressOf } from './course-words.ts';
import { type StopState, TrailStop } from './trail-stop.tsx';

/** Where a lesson of the trail links to (the instructor's preview links to itself). */
export type LessonHref = (chapterId: string, lessonId: string) => string;

interface TrailProps {
  course: CourseDetail;
  chapter: ChapterDetail;
  /** Default: the child's lesson page. */
  lessonHref?: LessonHref;
}

/**
 * The lessons (missions) of one chapter (level) as a trail of stops: done ones show their stars, open
 * ones are links, locked ones say what opens them. An ordered list, so screen readers count the stops.
 */
export function LessonTrail({ course, chapter, lessonHref }: TrailProps) {
  const words = unitWords(course.kind);
  const lessons = [...chapter.lessons].sort((a, b) => a.position - b.position);
  if (lessons.length === 0)
    return (
      <Typography sx={{ fontSize: '1.0625rem' }}>No {words.lessons} here yet. Check back soon!</Typography>
    );

  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative' }}>
      {lessons.map((lesson, i) => {
        const progress = lessonProgressOf(course, lesson.id);
        const locked = progress?.locked ?? false;
        const state: StopState = locked
          ? 'locked'
          : progress?.status === 'completed'
            ? 'done'
            : course.progress?.next_lesson_id === lesson.id
              ? 'next'
              : 'open';
        const reason = locked ? lessonLockReason(course, lesson.id) : undefined;
        return (
          <TrailStop
            key={lesson.id}
            lesson={lesson}
            number={i + 1}
            words={words}
            state={state}
            stars={state === 'done' ? progress?.stars : undefined}
            reason={reason}
            last={i === lessons.length - 1}
            to={
              lessonHref
                ? lessonHref(chapter.id, lesson.id)
                : lessonPath(course.kind, course.id, chapter.id, lesson.id)
            }
          />
        );
      })}
    </Box>
  );
}
