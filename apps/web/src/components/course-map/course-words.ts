import type { ChapterDetail, CourseDetail, LessonProgress } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/first-download';
import { plural } from '../../lib/format.ts';

/** Chapters in the order the child meets them (by position), each with its 1-based number. */
export function orderedChapters(
  course: Pick<CourseDetail, 'chapters'>,
): (ChapterDetail & { number: number })[] {
  return [...course.chapters]
    .sort((a, b) => a.position - b.position)
    .map((chapter, i) => ({
      ...chapter,
      lessons: [...chapter.lessons].sort((a, b) => a.position - b.position),
      number: i + 1,
    }));
}

/** The chapter holding a lesson, or undefined. */
export function chapterOfLesson(
  course: Pick<CourseDetail, 'chapters'>,
  lessonId: string,
): ChapterDetail | undefined {
  return course.chapters.find((c) => c.lessons.some((l) => l.id === lessonId));
}

/**
 * What a child reads on a chapter or lesson that the family's membership would open (decision 027):
 * a grown-up opens it. Never a price, a trial or a billing word: the child cannot act on those.
 */
export const ASK_A_GROWN_UP = 'Locked — ask a grown-up';

/**
 * Why a chapter (level) is still closed, in a child's words: it waits for a grown-up ("Locked — ask
 * a grown-up"), or the one before it is not finished yet ("Finish level 1 to open this"). Undefined
 * when it is open.
 */
export function chapterLockReason(course: CourseDetail, chapterId: string): string | undefined {
  const progress = course.progress?.chapters.find((c) => c.chapter_id === chapterId);
  if (!progress?.locked) return undefined;
  if (progress.lock_reason === 'subscription') return ASK_A_GROWN_UP;
  const chapters = orderedChapters(course);
  const index = chapters.findIndex((c) => c.id === chapterId);
  const words = unitWords(course.kind);
  // The first chapter is always open (decision 009); a locked one waits for the one before it.
  const before = index > 0 ? chapters[index - 1] : undefined;
  return before
    ? `Finish ${words.chapter} ${before.number} to open this`
    : `This ${words.chapter} opens soon`;
}

/**
 * Why a lesson (mission) is still closed: its chapter is closed, or (in a game course, where missions
 * open one after another) the mission before it is not finished ("Finish mission 2 to open this").
 */
export function lessonLockReason(course: CourseDetail, lessonId: string): string | undefined {
  const progress = lessonProgressOf(course, lessonId);
  if (!progress?.locked) return undefined;
  if (progress.lock_reason === 'subscription') return ASK_A_GROWN_UP;
  const chapter = chapterOfLesson(course, lessonId);
  if (!chapter) return undefined;
  const chapterReason = chapterLockReason(course, chapter.id);
  if (chapterReason) return chapterReason;
  const lessons = [...chapter.lessons].sort((a, b) => a.position - b.position);
  const index = lessons.findIndex((l) => l.id === lessonId);
  const words = unitWords(course.kind);
  return index > 0
    ? `Finish ${words.lesson} ${index} to open this`
    : `Finish the ${words.lesson} before this one first`;
}

/**
 * The child has done everything open to them and the rest waits for the family's membership: the
 * course is not finished, nothing is next (the API skips locked lessons), and a lesson is locked for
 * that reason. The map then says so kindly instead of offering "Continue" (decision 027).
 */
export function waitsForGrownUp(course: Pick<CourseDetail, 'progress'>): boolean {
  const progress = course.progress;
  if (!progress || progress.status === 'completed' || progress.next_lesson_id !== null) return false;
  return progress.lessons.some((l) => l.locked && l.lock_reason === 'subscription');
}

/** What the map says when everything open is done and the rest waits for a grown-up. */
export const OPEN_PART_DONE =
  'Great work! You finished everything that is open for now. Ask a grown-up to open the rest.';

/** Screen readers hear "Locked." before a reason, unless the reason says it already. */
export const lockedPrefix = (reason: string | undefined): string =>
  reason?.startsWith('Locked') ? '' : 'Locked. ';

export function lessonProgressOf(
  course: Pick<CourseDetail, 'progress'>,
  lessonId: string,
): LessonProgress | undefined {
  return course.progress?.lessons.find((l) => l.lesson_id === lessonId);
}

/** "2 of 3 stars", "1 of 3 stars", "0 of 9 stars". */
export function starsText(stars: number, max = 3): string {
  return `${stars} of ${plural(max, 'star')}`;
}

/** The streak in kind words: a streak is celebrated, and no streak is an invitation, never a loss. */
export function streakText(days: number): string {
  if (days <= 0) return 'Play today to start a streak';
  return days === 1 ? '1 day in a row!' : `${days} days in a row!`;
}
