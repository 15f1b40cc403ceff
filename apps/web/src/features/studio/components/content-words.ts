import type { CourseKind } from '@ye/contracts/catalog';

export interface ContentWords {
  chapter: string;
  chapters: string;
  lesson: string;
  lessons: string;
  Chapter: string;
  Lesson: string;
}

/** A course has chapters of lessons; a game course shows the same content as levels of missions. */
export function contentWords(kind: CourseKind): ContentWords {
  return kind === 'game'
    ? {
        chapter: 'level',
        chapters: 'levels',
        lesson: 'mission',
        lessons: 'missions',
        Chapter: 'Level',
        Lesson: 'Mission',
      }
    : {
        chapter: 'chapter',
        chapters: 'chapters',
        lesson: 'lesson',
        lessons: 'lessons',
        Chapter: 'Chapter',
        Lesson: 'Lesson',
      };
}

export const contentPath = (courseId: string) => `/instructor/courses/course-content?id=${courseId}`;
export const chapterFormPath = (courseId: string, chapterId?: string) =>
  `/instructor/courses/add-chapter?id=${courseId}${chapterId ? `&chapter=${chapterId}` : ''}`;
