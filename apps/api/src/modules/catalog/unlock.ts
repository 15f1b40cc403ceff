// The unlock rules (decision 009), one pure function used by every call that shows or checks locks:
// - the first chapter (level) is open; a later one opens when every lesson of the one before is done;
// - in a game course, missions in a level open one after another (finish one to open the next);
// - in other courses, every lesson of an open chapter is open (a child may read in any order);
// - without a membership, chapters past the free ones are locked whatever the order says (decision
//   027). The membership reason wins, so a parent is told what would open it.

import { isFreeChapter } from '@ye/contracts/billing';
import type { LockReason } from '@ye/contracts/catalog';

export interface OutlineChapter {
  id: string;
  lessons: readonly { id: string }[];
}

export interface Locks {
  chapterLocked: Map<string, boolean>;
  chapterCompleted: Map<string, boolean>;
  lessonLocked: Map<string, boolean>;
  chapterReason: Map<string, LockReason>;
  lessonReason: Map<string, LockReason>;
  /** The first open lesson not yet completed, in course order; null when all are done. */
  nextLessonId: string | null;
}

export function computeLocks(
  kind: 'course' | 'game',
  chapters: readonly OutlineChapter[],
  completed: ReadonlySet<string>,
  /** Whether the family has the membership (staff always do); required so no caller forgets it. */
  membership: { hasAccess: boolean },
): Locks {
  const chapterLocked = new Map<string, boolean>();
  const chapterCompleted = new Map<string, boolean>();
  const lessonLocked = new Map<string, boolean>();
  const chapterReason = new Map<string, LockReason>();
  const lessonReason = new Map<string, LockReason>();
  let nextLessonId: string | null = null;
  let previousDone = true;
  for (const [index, chapter] of chapters.entries()) {
    const paid = !membership.hasAccess && !isFreeChapter(index);
    const chapterWhy: LockReason = paid ? 'subscription' : previousDone ? null : 'order';
    chapterLocked.set(chapter.id, chapterWhy !== null);
    chapterReason.set(chapter.id, chapterWhy);
    let previousLessonDone = true;
    for (const lesson of chapter.lessons) {
      const why: LockReason = chapterWhy ?? (kind === 'game' && !previousLessonDone ? 'order' : null);
      const lessonIsLocked = why !== null;
      lessonLocked.set(lesson.id, lessonIsLocked);
      lessonReason.set(lesson.id, why);
      const done = completed.has(lesson.id);
      if (!lessonIsLocked && !done && nextLessonId === null) nextLessonId = lesson.id;
      previousLessonDone = done;
    }
    const allDone = chapter.lessons.every((l) => completed.has(l.id));
    chapterCompleted.set(chapter.id, allDone);
    previousDone = previousDone && allDone;
  }
  return { chapterLocked, chapterCompleted, lessonLocked, chapterReason, lessonReason, nextLessonId };
}

/** Groups lesson rows in course order into chapters; a row without a lesson is an empty chapter. */
export function outlineFromRows(
  rows: readonly { chapterId: string; lessonId: string | null }[],
): OutlineChapter[] {
  const out: { id: string; lessons: { id: string }[] }[] = [];
  for (const row of rows) {
    let chapter = out.at(-1);
    if (!chapter || chapter.id !== row.chapterId) {
      chapter = { id: row.chapterId, lessons: [] };
      out.push(chapter);
    }
    if (row.lessonId) chapter.lessons.push({ id: row.lessonId });
  }
  return out;
}
