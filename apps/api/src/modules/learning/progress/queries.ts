import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { clock } from '../../../clock.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../auth/tables.ts';
import { enrolments } from '../../family/tables.ts';
import { chapters, courses, lessons } from '../../studio/tables.ts';
import { courseProgress, journalEntries, lessonPlays, lessonProgress, ratingPrompts } from './tables.ts';

// A child's progress, plays, badges and journal. Every query is scoped by the child's id, and the
// catalogue is read only where the course is published: drafts and discarded courses are invisible.

const published = eq(courses.state, 'published');

export interface CourseRow {
  id: string;
  kind: 'course' | 'game';
  title: string;
}

export async function findPublishedCourse(db: DbOrTx, courseId: string): Promise<CourseRow | null> {
  const rows = await db
    .select({ id: courses.id, kind: courses.kind, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, courseId), published))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, kind: row.kind as CourseRow['kind'] } : null;
}

export interface LessonRow {
  id: string;
  title: string;
  kind: 'video' | 'text' | 'reflection' | 'game';
  body: string;
  gameType: string | null;
  chapterId: string;
  course: CourseRow;
}

/** A lesson of a published course, with what the progress rules need; null when there is none. */
export async function findPublishedLesson(db: DbOrTx, lessonId: string): Promise<LessonRow | null> {
  const rows = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      kind: lessons.kind,
      body: lessons.body,
      gameType: sql<string | null>`${lessons.game}->>'type'`,
      chapterId: lessons.chapterId,
      courseId: courses.id,
      courseKind: courses.kind,
      courseTitle: courses.title,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(lessons.id, lessonId), published))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as LessonRow['kind'],
    body: row.body,
    gameType: row.gameType,
    chapterId: row.chapterId,
    course: { id: row.courseId, kind: row.courseKind as CourseRow['kind'], title: row.courseTitle },
  };
}

/** Ids of the lessons of one course the child has completed. */
export async function completedLessonIds(
  db: DbOrTx,
  params: { childId: string; courseId: string },
): Promise<Set<string>> {
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.childId, params.childId),
        eq(lessonProgress.courseId, params.courseId),
        eq(lessonProgress.status, 'completed'),
      ),
    );
  return new Set(rows.map((r) => r.lessonId));
}

/** A course_progress row for a course started now. */
const startedCourseRow = (params: { childId: string; courseId: string; now: Date }) => ({
  childId: params.childId,
  courseId: params.courseId,
  status: 'started',
  startedAt: params.now,
  lastActivityAt: params.now,
});

/** Starts the course (or only touches its last activity when already started or completed). */
export async function touchCourseProgress(
  db: DbOrTx,
  params: { childId: string; courseId: string; now: Date },
): Promise<void> {
  await db
    .insert(courseProgress)
    .values(startedCourseRow(params))
    .onConflictDoUpdate({
      target: [courseProgress.childId, courseProgress.courseId],
      set: { lastActivityAt: params.now },
    });
}

/**
 * The child's course row, created first if missing, locked until the transaction ends: completions
 * of the same course by the same child run one after the other, so the course is completed once.
 */
export async function lockCourseProgress(
  tx: DbOrTx,
  params: { childId: string; courseId: string; now: Date },
): Promise<{ status: 'started' | 'completed' }> {
  await tx
    .insert(courseProgress)
    .values(startedCourseRow(params))
    .onConflictDoNothing({ target: [courseProgress.childId, courseProgress.courseId] });
  const rows = await tx
    .select({ status: courseProgress.status })
    .from(courseProgress)
    .where(and(eq(courseProgress.childId, params.childId), eq(courseProgress.courseId, params.courseId)))
    .for('update');
  const row = rows[0];
  if (!row) throw new Error('course_progress row was not created');
  return { status: row.status as 'started' | 'completed' };
}

/** Starts a lesson; a lesson already started or completed keeps its state. */
export async function startLesson(
  db: DbOrTx,
  params: { childId: string; lessonId: string; courseId: string; now: Date },
): Promise<void> {
  await db
    .insert(lessonProgress)
    .values({
      childId: params.childId,
      lessonId: params.lessonId,
      courseId: params.courseId,
      status: 'started',
      startedAt: params.now,
      lastPlayedAt: params.now,
    })
    .onConflictDoNothing({ target: [lessonProgress.childId, lessonProgress.lessonId] });
}

/** The best stars so far in a lesson (0 when never finished). */
export async function bestStars(db: DbOrTx, params: { childId: string; lessonId: string }): Promise<number> {
  const rows = await db
    .select({ stars: lessonProgress.stars })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.childId, params.childId), eq(lessonProgress.lessonId, params.lessonId)));
  return rows[0]?.stars ?? 0;
}

/** Records a finished play in the lesson's progress: best score and stars kept, XP added. */
export async function recordLessonCompletion(
  db: DbOrTx,
  params: {
    childId: string;
    lessonId: string;
    courseId: string;
    score: number;
    stars: number;
    xp: number;
    now: Date;
  },
): Promise<{ stars: number }> {
  const rows = await db
    .insert(lessonProgress)
    .values({
      childId: params.childId,
      lessonId: params.lessonId,
      courseId: params.courseId,
      status: 'completed',
      bestScore: params.score,
      stars: params.stars,
      attempts: 1,
      xp: params.xp,
      startedAt: params.now,
      completedAt: params.now,
      lastPlayedAt: params.now,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.childId, lessonProgress.lessonId],
      set: {
        status: 'completed',
        bestScore: sql`greatest(coalesce(${lessonProgress.bestScore}, 0), excluded.best_score)`,
        stars: sql`greatest(${lessonProgress.stars}, excluded.stars)`,
        attempts: sql`${lessonProgress.attempts} + 1`,
        xp: sql`${lessonProgress.xp} + excluded.xp`,
        completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)`,
        lastPlayedAt: params.now,
      },
    })
    .returning({ stars: lessonProgress.stars });
  const row = rows[0];
  if (!row) throw new Error('lesson_progress upsert returned no row');
  return row;
}

export async function insertPlay(
  db: DbOrTx,
  params: {
    childId: string;
    lessonId: string;
    courseId: string;
    gameType: string | null;
    score: number;
    stars: number;
    xp: number;
    durationSeconds: number;
    now: Date;
  },
): Promise<void> {
  await db.insert(lessonPlays).values({
    childId: params.childId,
    lessonId: params.lessonId,
    courseId: params.courseId,
    gameType: params.gameType,
    score: params.score,
    stars: params.stars,
    xp: params.xp,
    durationSeconds: params.durationSeconds,
    playedAt: params.now,
  });
}

export async function markCourseCompleted(
  db: DbOrTx,
  params: { childId: string; courseId: string; now: Date },
): Promise<void> {
  await db
    .update(courseProgress)
    .set({ status: 'completed', completedAt: params.now, lastActivityAt: params.now })
    .where(and(eq(courseProgress.childId, params.childId), eq(courseProgress.courseId, params.courseId)));
}

export async function setCourseActivity(
  db: DbOrTx,
  params: { childId: string; courseId: string; now: Date },
): Promise<void> {
  await db
    .update(courseProgress)
    .set({ lastActivityAt: params.now })
    .where(and(eq(courseProgress.childId, params.childId), eq(courseProgress.courseId, params.courseId)));
}

export async function totalXp(db: DbOrTx, childId: string): Promise<number> {
  const rows = await db
    .select({ xp: sql<string>`coalesce(sum(${lessonProgress.xp}), 0)` })
    .from(lessonProgress)
    .where(eq(lessonProgress.childId, childId));
  return Number(rows[0]?.xp ?? 0);
}

/** The child's first name and avatar id, if the id is a child's. */
export async function summaryCounts(
  db: DbOrTx,
  childId: string,
): Promise<{ xp: number; lessonsCompleted: number; coursesCompleted: number }> {
  const result = await db.execute<{ xp: string; lessons_completed: string; courses_completed: string }>(sql`
    select
      (select coalesce(sum(${lessonProgress.xp}), 0) from ${lessonProgress}
        where ${lessonProgress.childId} = ${childId}) as xp,
      (select count(*) from ${lessonProgress}
        where ${lessonProgress.childId} = ${childId} and ${lessonProgress.status} = 'completed') as lessons_completed,
      (select count(*) from ${courseProgress}
        where ${courseProgress.childId} = ${childId} and ${courseProgress.status} = 'completed') as courses_completed`);
  const row = result.rows[0];
  return {
    xp: Number(row?.xp ?? 0),
    lessonsCompleted: Number(row?.lessons_completed ?? 0),
    coursesCompleted: Number(row?.courses_completed ?? 0),
  };
}

export interface OutlineLessonRow {
  courseId: string;
  chapterId: string;
  chapterTitle: string;
  lessonId: string;
  lessonTitle: string;
  lessonKind: string;
}

/** The ordered chapters and lessons of several courses, with titles (one query). */
export async function outlinesOf(db: DbOrTx, courseIds: readonly string[]): Promise<OutlineLessonRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select({
      courseId: chapters.courseId,
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      lessonKind: lessons.kind,
    })
    .from(chapters)
    .innerJoin(lessons, eq(lessons.chapterId, chapters.id))
    .where(inArray(chapters.courseId, [...courseIds]))
    .orderBy(
      asc(chapters.courseId),
      asc(chapters.position),
      asc(chapters.id),
      asc(lessons.position),
      asc(lessons.id),
    );
}

/** Started (not completed) published courses, most recently active first. */
export async function startedCourses(
  db: DbOrTx,
  childId: string,
): Promise<(CourseRow & { lastActivityAt: Date })[]> {
  const rows = await db
    .select({
      id: courses.id,
      kind: courses.kind,
      title: courses.title,
      lastActivityAt: courseProgress.lastActivityAt,
    })
    .from(courseProgress)
    .innerJoin(courses, eq(courses.id, courseProgress.courseId))
    .where(and(eq(courseProgress.childId, childId), eq(courseProgress.status, 'started'), published))
    .orderBy(desc(courseProgress.lastActivityAt), asc(courses.id));
  return rows.map((r) => ({ ...r, kind: r.kind as CourseRow['kind'] }));
}

/** Completed lessons of the child in the given courses. */
export async function completedLessonsIn(
  db: DbOrTx,
  params: { childId: string; courseIds: readonly string[] },
): Promise<Set<string>> {
  if (params.courseIds.length === 0) return new Set();
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.childId, params.childId),
        inArray(lessonProgress.courseId, [...params.courseIds]),
        eq(lessonProgress.status, 'completed'),
      ),
    );
  return new Set(rows.map((r) => r.lessonId));
}

/** The child's courses in progress or completed, with lesson counts for the percent (one query). */
export async function progressWithCounts(
  db: DbOrTx,
  childId: string,
): Promise<
  {
    courseId: string;
    status: 'started' | 'completed';
    lastActivityAt: Date;
    lessonCount: number;
    completedCount: number;
    stars: number;
  }[]
> {
  const lessonCount = sql<string>`(select count(*) from ${lessons} where ${lessons.courseId} = ${courseProgress.courseId})`;
  const completedCount = sql<string>`(select count(*) from ${lessonProgress}
    join ${lessons} on ${lessons.id} = ${lessonProgress.lessonId}
    where ${lessonProgress.childId} = ${courseProgress.childId}
      and ${lessonProgress.courseId} = ${courseProgress.courseId}
      and ${lessonProgress.status} = 'completed')`;
  const stars = sql<string>`(select coalesce(sum(${lessonProgress.stars}), 0) from ${lessonProgress}
    where ${lessonProgress.childId} = ${courseProgress.childId}
      and ${lessonProgress.courseId} = ${courseProgress.courseId})`;
  const rows = await db
    .select({
      courseId: courseProgress.courseId,
      status: courseProgress.status,
      lastActivityAt: courseProgress.lastActivityAt,
      lessonCount,
      completedCount,
      stars,
    })
    .from(courseProgress)
    .innerJoin(courses, eq(courses.id, courseProgress.courseId))
    .where(and(eq(courseProgress.childId, childId), published))
    .orderBy(desc(courseProgress.lastActivityAt), asc(courseProgress.courseId));
  return rows.map((r) => ({
    courseId: r.courseId,
    status: r.status as 'started' | 'completed',
    lastActivityAt: r.lastActivityAt,
    lessonCount: Number(r.lessonCount),
    completedCount: Number(r.completedCount),
    stars: Number(r.stars),
  }));
}

/** Courses the child's parent assigned, newest assignment first. */
export async function enrolledCourseIds(db: DbOrTx, childId: string): Promise<string[]> {
  const rows = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.childId, childId), published))
    .orderBy(desc(enrolments.enrolledAt), asc(enrolments.courseId));
  return rows.map((r) => r.courseId);
}

const gamePlayOf = (childId: string) =>
  and(eq(lessonPlays.childId, childId), isNotNull(lessonPlays.gameType));

/** One page of the child's game plays, newest first, and how many there are. */
export async function gamePlaysPage(
  db: DbOrTx,
  params: { childId: string; limit: number; offset: number },
): Promise<{
  total: number;
  rows: {
    id: number;
    lessonId: string;
    lessonTitle: string;
    gameType: string;
    courseId: string;
    courseTitle: string;
    chapterId: string;
    score: number;
    stars: number;
    xp: number;
    durationSeconds: number;
    playedAt: Date;
  }[];
}> {
  const [totalRows, rows] = await Promise.all([
    db.select({ total: count() }).from(lessonPlays).where(gamePlayOf(params.childId)),
    db
      .select({
        id: lessonPlays.id,
        lessonId: lessonPlays.lessonId,
        lessonTitle: lessons.title,
        gameType: sql<string>`${lessonPlays.gameType}`,
        courseId: lessonPlays.courseId,
        courseTitle: courses.title,
        chapterId: lessons.chapterId,
        score: lessonPlays.score,
        stars: lessonPlays.stars,
        xp: lessonPlays.xp,
        durationSeconds: lessonPlays.durationSeconds,
        playedAt: lessonPlays.playedAt,
      })
      .from(lessonPlays)
      .innerJoin(lessons, eq(lessons.id, lessonPlays.lessonId))
      .innerJoin(courses, eq(courses.id, lessonPlays.courseId))
      .where(gamePlayOf(params.childId))
      .orderBy(desc(lessonPlays.playedAt), desc(lessonPlays.id))
      .limit(params.limit)
      .offset(params.offset),
  ]);
  return { total: totalRows[0]?.total ?? 0, rows };
}

export async function journalEntryExists(
  db: DbOrTx,
  params: { childId: string; lessonId: string },
): Promise<boolean> {
  const rows = await db
    .select({ lessonId: journalEntries.lessonId })
    .from(journalEntries)
    .where(and(eq(journalEntries.childId, params.childId), eq(journalEntries.lessonId, params.lessonId)))
    .limit(1);
  return rows.length > 0;
}

export async function upsertJournalEntry(
  db: DbOrTx,
  params: { childId: string; lessonId: string; text: string; now: Date },
): Promise<{ text: string; updatedAt: Date }> {
  const rows = await db
    .insert(journalEntries)
    .values({
      childId: params.childId,
      lessonId: params.lessonId,
      text: params.text,
      createdAt: params.now,
      updatedAt: params.now,
    })
    .onConflictDoUpdate({
      target: [journalEntries.childId, journalEntries.lessonId],
      set: { text: params.text, updatedAt: params.now },
    })
    .returning({ text: journalEntries.text, updatedAt: journalEntries.updatedAt });
  const row = rows[0];
  if (!row) throw new Error('journal upsert returned no row');
  return row;
}

/** The child's journal, newest first, with each lesson's prompt and course. */
export async function journalOf(
  db: DbOrTx,
  childId: string,
): Promise<
  {
    lessonId: string;
    lessonTitle: string;
    courseId: string;
    courseTitle: string;
    prompt: string;
    text: string;
    updatedAt: Date;
  }[]
> {
  return db
    .select({
      lessonId: journalEntries.lessonId,
      lessonTitle: lessons.title,
      courseId: courses.id,
      courseTitle: courses.title,
      prompt: lessons.body,
      text: journalEntries.text,
      updatedAt: journalEntries.updatedAt,
    })
    .from(journalEntries)
    .innerJoin(lessons, eq(lessons.id, journalEntries.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(journalEntries.childId, childId))
    .orderBy(desc(journalEntries.updatedAt), asc(journalEntries.lessonId));
}

// ---- the parent's rating prompt after a completed course (each write idempotent) ----------------

/** Asks the child's parent, once, how the course was. Children without a parent get no prompt. */
export async function queueRatingPrompt(
  db: DbOrTx,
  childId: string,
  courseId: string,
  createdAt = clock.now(),
): Promise<void> {
  const [child] = await db.select({ parentId: users.parentId }).from(users).where(eq(users.id, childId));
  if (!child?.parentId) return;
  await db
    .insert(ratingPrompts)
    .values({ childId, courseId, parentId: child.parentId, createdAt })
    .onConflictDoNothing({ target: [ratingPrompts.childId, ratingPrompts.courseId] });
}

/**
 * Resolves the child's prompt for the course (the parent rated it or said not now). 'resolved' when a
 * pending prompt was closed now, 'already' when it had been closed before, 'none' when there is none.
 */
export async function resolveRatingPrompt(
  db: DbOrTx,
  childId: string,
  courseId: string,
  resolvedAt = clock.now(),
): Promise<'resolved' | 'already' | 'none'> {
  const closed = await db
    .update(ratingPrompts)
    .set({ resolvedAt })
    .where(
      and(
        eq(ratingPrompts.childId, childId),
        eq(ratingPrompts.courseId, courseId),
        isNull(ratingPrompts.resolvedAt),
      ),
    )
    .returning({ childId: ratingPrompts.childId });
  if (closed.length > 0) return 'resolved';
  const [existing] = await db
    .select({ childId: ratingPrompts.childId })
    .from(ratingPrompts)
    .where(and(eq(ratingPrompts.childId, childId), eq(ratingPrompts.courseId, courseId)));
  return existing ? 'already' : 'none';
}

export interface PendingRatingPrompt {
  childId: string;
  childName: string;
  courseId: string;
  courseTitle: string;
  completedAt: Date;
}

/** The parent's pending prompts, oldest first, with child and course names (one query). */
export async function pendingRatingPrompts(db: DbOrTx, parentId: string): Promise<PendingRatingPrompt[]> {
  const rows = await db
    .select({
      childId: ratingPrompts.childId,
      childName: users.firstName,
      courseId: ratingPrompts.courseId,
      courseTitle: courses.title,
      completedAt: sql<Date>`coalesce(${courseProgress.completedAt}, ${ratingPrompts.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(ratingPrompts)
    .innerJoin(users, and(eq(users.id, ratingPrompts.childId), eq(users.parentId, parentId)))
    .innerJoin(courses, eq(courses.id, ratingPrompts.courseId))
    .leftJoin(
      courseProgress,
      and(
        eq(courseProgress.childId, ratingPrompts.childId),
        eq(courseProgress.courseId, ratingPrompts.courseId),
      ),
    )
    .where(and(eq(ratingPrompts.parentId, parentId), isNull(ratingPrompts.resolvedAt)))
    .orderBy(asc(ratingPrompts.createdAt), asc(ratingPrompts.childId), asc(ratingPrompts.courseId));
  return rows;
}
