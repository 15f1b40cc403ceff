import type { CourseProgressDetail } from '@ye/contracts/catalog';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chapters, lessons } from '../catalog/tables.ts';
import { certificates, courseProgress, lessonProgress } from './tables.ts';
import { computeLocks, type OutlineChapter } from './unlock.ts';

/** A course's chapters and lessons in order, ids only: what the unlock rules need. */
export async function courseOutline(db: DbOrTx, courseId: string): Promise<OutlineChapter[]> {
  const rows = await db
    .select({ chapterId: chapters.id, lessonId: lessons.id })
    .from(chapters)
    .leftJoin(lessons, eq(lessons.chapterId, chapters.id))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(chapters.id), asc(lessons.position), asc(lessons.id));
  return outlineFromRows(rows);
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

/**
 * The calling child's progress in one course, with locks: three queries whatever the course size
 * (outline, lesson progress, course row + certificate).
 */
export async function courseProgressDetail(
  db: DbOrTx,
  childId: string,
  course: { id: string; kind: 'course' | 'game' },
): Promise<CourseProgressDetail> {
  const [outline, lessonRows, courseRows] = await Promise.all([
    courseOutline(db, course.id),
    db
      .select({
        lessonId: lessonProgress.lessonId,
        status: lessonProgress.status,
        bestScore: lessonProgress.bestScore,
        stars: lessonProgress.stars,
        attempts: lessonProgress.attempts,
        completedAt: lessonProgress.completedAt,
      })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.childId, childId), eq(lessonProgress.courseId, course.id))),
    db
      .select({
        status: courseProgress.status,
        startedAt: courseProgress.startedAt,
        completedAt: courseProgress.completedAt,
        serial: certificates.serial,
      })
      .from(courseProgress)
      .leftJoin(
        certificates,
        and(
          eq(certificates.childId, courseProgress.childId),
          eq(certificates.courseId, courseProgress.courseId),
        ),
      )
      .where(and(eq(courseProgress.childId, childId), eq(courseProgress.courseId, course.id))),
  ]);
  const byLesson = new Map(lessonRows.map((r) => [r.lessonId, r]));
  const completed = new Set(lessonRows.filter((r) => r.status === 'completed').map((r) => r.lessonId));
  const locks = computeLocks(course.kind, outline, completed);
  const allLessons = outline.flatMap((c) => c.lessons);
  const done = allLessons.filter((l) => completed.has(l.id)).length;
  const row = courseRows[0];
  return {
    status: row ? (row.status as 'started' | 'completed') : 'not-started',
    percent: allLessons.length === 0 ? 0 : Math.round((done / allLessons.length) * 100),
    started_at: row?.startedAt.toISOString() ?? null,
    completed_at: row?.completedAt?.toISOString() ?? null,
    chapters: outline.map((c) => ({
      chapter_id: c.id,
      locked: locks.chapterLocked.get(c.id) ?? true,
      completed: locks.chapterCompleted.get(c.id) ?? false,
      stars: c.lessons.reduce((sum, l) => sum + (byLesson.get(l.id)?.stars ?? 0), 0),
      max_stars: c.lessons.length * 3,
    })),
    lessons: allLessons.map((l) => {
      const p = byLesson.get(l.id);
      return {
        lesson_id: l.id,
        status: p ? (p.status as 'started' | 'completed') : 'not-started',
        best_score: p?.bestScore ?? null,
        stars: p?.stars ?? 0,
        attempts: p?.attempts ?? 0,
        completed_at: p?.completedAt?.toISOString() ?? null,
        locked: locks.lessonLocked.get(l.id) ?? true,
      };
    }),
    next_lesson_id: locks.nextLessonId,
    certificate_serial: row?.serial ?? null,
  };
}
