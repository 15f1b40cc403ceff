import { clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { chapters, courses, lessons } from '../studio/tables.ts';
import { courseProgress, lessonProgress } from './progress/tables.ts';

// Test-only helpers (imported by *.test.ts files): courses made by direct inserts, and progress
// written straight into the progress tables, so certificate, library and family tests need not
// drive the progress routes.

export interface TestCourse {
  id: string;
  title: string;
  chapters: { id: string; lessonIds: string[] }[];
  lessonIds: string[];
}

/** A course with `lessonsPerChapter[i]` text lessons in chapter i; published unless told. */
export async function insertTestCourse(
  db: DbOrTx,
  params: {
    instructorId: string;
    title?: string;
    state?: 'draft' | 'published' | 'discarded';
    kind?: 'course' | 'game';
    coverImage?: string | null;
    lessonsPerChapter?: number[];
  },
): Promise<TestCourse> {
  const title = params.title ?? `Course ${Math.random().toString(36).slice(2, 8)}`;
  const state = params.state ?? 'published';
  const [course] = await db
    .insert(courses)
    .values({
      instructorId: params.instructorId,
      title,
      description: `About ${title}`,
      topic: 'confidence',
      kind: params.kind ?? 'course',
      coverImage: params.coverImage ?? null,
      state,
      publishedAt: state === 'published' ? clock.now() : null,
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('test course was not created');
  const out: TestCourse = { id: course.id, title, chapters: [], lessonIds: [] };
  const plan = params.lessonsPerChapter ?? [2];
  for (const [c, count] of plan.entries()) {
    const [chapter] = await db
      .insert(chapters)
      .values({ courseId: course.id, title: `Chapter ${c + 1}`, position: c + 1 })
      .returning({ id: chapters.id });
    if (!chapter) throw new Error('test chapter was not created');
    const rows =
      count === 0
        ? []
        : await db
            .insert(lessons)
            .values(
              Array.from({ length: count }, (_, l) => ({
                chapterId: chapter.id,
                courseId: course.id,
                title: `Lesson ${c + 1}.${l + 1}`,
                kind: 'text',
                position: l + 1,
                body: 'Read this.',
              })),
            )
            .returning({ id: lessons.id, position: lessons.position });
    const lessonIds = rows.sort((a, b) => a.position - b.position).map((r) => r.id);
    out.chapters.push({ id: chapter.id, lessonIds });
    out.lessonIds.push(...lessonIds);
  }
  return out;
}

/** Marks lessons completed (and the course started, or completed when `courseCompleted`). */
export async function insertTestProgress(
  db: DbOrTx,
  params: {
    childId: string;
    course: TestCourse;
    completedLessonIds: string[];
    courseCompleted?: boolean;
    at?: Date;
  },
): Promise<void> {
  const at = params.at ?? clock.now();
  await db.insert(courseProgress).values({
    childId: params.childId,
    courseId: params.course.id,
    status: params.courseCompleted ? 'completed' : 'started',
    startedAt: at,
    completedAt: params.courseCompleted ? at : null,
    lastActivityAt: at,
  });
  if (params.completedLessonIds.length > 0) {
    await db.insert(lessonProgress).values(
      params.completedLessonIds.map((lessonId) => ({
        childId: params.childId,
        lessonId,
        courseId: params.course.id,
        status: 'completed',
        bestScore: 90,
        stars: 3,
        attempts: 1,
        xp: 30,
        startedAt: at,
        completedAt: at,
        lastPlayedAt: at,
      })),
    );
  }
}
