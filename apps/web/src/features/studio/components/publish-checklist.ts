import { unitWords } from '@ye/contracts/catalog';
import type { StudioCourse, StudioCourseDetail } from '@ye/contracts/studio';
import { courseFormPath } from '../../../lib/paths.ts';

/** One thing a course still needs before it can be published, and where to add it. */
export interface PublishBlocker {
  code: 'cover_missing' | 'chapter_missing' | 'lesson_missing' | 'chapter_empty' | 'video_missing';
  text: string;
  /** The page that fixes it (the course details for the cover), when it is another page. */
  to?: string;
}

const detailsPath = (courseId: string) => courseFormPath(courseId);

/**
 * What the API's publish rule (studio service publishCourse) would refuse, in the same order, so the
 * page can say so before the instructor confirms: a cover, at least one chapter, a lesson in every
 * chapter, a video in every video lesson. With only a list card (no chapters) it checks what the card
 * knows: cover and counts.
 */
export function publishBlockers(course: StudioCourse | StudioCourseDetail): PublishBlocker[] {
  if (course.status !== 'draft') return [];
  const words = unitWords(course.kind);
  const out: PublishBlocker[] = [];
  if (!course.cover_url)
    out.push({ code: 'cover_missing', text: 'Add a cover image.', to: detailsPath(course.id) });
  if ('chapters' in course) {
    if (course.chapters.length === 0) out.push({ code: 'chapter_missing', text: `Add a ${words.chapter}.` });
    for (const chapter of course.chapters) {
      if (chapter.lessons.length === 0)
        out.push({
          code: 'chapter_empty',
          text: `${words.Chapter} “${chapter.title}” has no ${words.lessons} yet.`,
        });
      for (const lesson of chapter.lessons)
        if (lesson.kind === 'video' && !lesson.video_url)
          out.push({ code: 'video_missing', text: `${words.Lesson} “${lesson.title}” needs a video.` });
    }
  } else if (course.chapter_count === 0) {
    out.push({ code: 'chapter_missing', text: `Add a ${words.chapter}.` });
  } else if (course.lesson_count === 0) {
    out.push({ code: 'lesson_missing', text: `Add a ${words.lesson}.` });
  }
  return out;
}
