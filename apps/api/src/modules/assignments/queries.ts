import { and, asc, desc, eq, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { courseProgress, lessonProgress } from '../learning/progress/tables.ts';
import { courses, lessons } from '../studio/tables.ts';
import { instructorAssignments as a } from './tables.ts';

// Reads and writes of instructor assignments. Completion is joined in from the child's course or lesson
// progress (primary keys), so a list is one query whatever its length.

const teacher = alias(users, 'teacher');

/** The progress row that decides completion: the lesson's for a lesson, else the course's. */
const progressStatus = sql<
  string | null
>`case when ${a.lessonId} is null then ${courseProgress.status} else ${lessonProgress.status} end`;
const progressCompletedAt = sql<Date | null>`case when ${a.lessonId} is null then ${courseProgress.completedAt} else ${lessonProgress.completedAt} end`;
const isCompleted = sql`coalesce(${progressStatus} = 'completed', false)`;

const columns = {
  id: a.id,
  courseId: a.courseId,
  courseTitle: courses.title,
  courseKind: courses.kind,
  lessonId: a.lessonId,
  lessonTitle: lessons.title,
  chapterId: lessons.chapterId,
  dueOn: a.dueOn,
  note: a.note,
  createdAt: a.createdAt,
  childId: a.childId,
  firstName: users.firstName,
  birthday: users.birthday,
  instructorFirstName: teacher.firstName,
  instructorLastName: teacher.lastName,
  status: progressStatus,
  completedAt: progressCompletedAt,
};

export interface AssignmentRow {
  id: string;
  courseId: string;
  courseTitle: string;
  courseKind: string;
  lessonId: string | null;
  lessonTitle: string | null;
  chapterId: string | null;
  dueOn: string;
  note: string;
  createdAt: Date;
  childId: string;
  firstName: string;
  birthday: string | null;
  instructorFirstName: string;
  instructorLastName: string;
  /** started | completed, or null when the child has not begun. */
  status: string | null;
  completedAt: Date | string | null;
}

/**
 * Assignments with their course, lesson, child, instructor and progress; discarded courses left out
 * unless `withDiscarded` (the parent sees every note an instructor wrote to their child).
 */
function selectAssignments<Extra extends Record<string, SQL>>(
  db: DbOrTx,
  extra: Extra = {} as Extra,
  withDiscarded = false,
) {
  return db
    .select({ ...columns, ...extra })
    .from(a)
    .innerJoin(
      courses,
      withDiscarded
        ? eq(courses.id, a.courseId)
        : and(eq(courses.id, a.courseId), ne(courses.state, 'discarded')),
    )
    .leftJoin(lessons, eq(lessons.id, a.lessonId))
    .innerJoin(users, eq(users.id, a.childId))
    .innerJoin(teacher, eq(teacher.id, a.instructorId))
    .leftJoin(
      courseProgress,
      and(eq(courseProgress.childId, a.childId), eq(courseProgress.courseId, a.courseId)),
    )
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.childId, a.childId), eq(lessonProgress.lessonId, a.lessonId)),
    );
}

/**
 * One page of assignments, open ones first (earliest due first), then completed ones (latest due
 * first). `instructorId` undefined: everyone's (an admin's view).
 */
export async function pageAssignments(
  db: DbOrTx,
  params: { instructorId?: string | undefined; courseId?: string | undefined; limit: number; offset: number },
): Promise<{ count: number; rows: AssignmentRow[] }> {
  const conditions: SQL[] = [];
  if (params.instructorId) conditions.push(eq(a.instructorId, params.instructorId));
  if (params.courseId) conditions.push(eq(a.courseId, params.courseId));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await selectAssignments(db, { total: sql<number>`count(*) over ()::int` })
    .where(where)
    .orderBy(
      asc(isCompleted),
      sql`case when ${isCompleted} then null else ${a.dueOn} end asc nulls last`,
      desc(a.dueOn),
      asc(users.firstName),
      asc(a.id),
    )
    .limit(params.limit)
    .offset(params.offset);
  if (rows.length === 0 && params.offset > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(a)
      .innerJoin(courses, and(eq(courses.id, a.courseId), ne(courses.state, 'discarded')))
      .where(where);
    return { count: Number(c?.n ?? 0), rows: [] };
  }
  return { count: Number(rows[0]?.total ?? 0), rows };
}

/**
 * A child's open assignments (due soonest first) and those completed since `completedSince` (newest
 * first), at most `limit`.
 */
export async function childAssignments(
  db: DbOrTx,
  params: { childId: string; courseId?: string | undefined; completedSince: Date; limit: number },
): Promise<AssignmentRow[]> {
  const conditions: SQL[] = [
    eq(a.childId, params.childId),
    or(sql`not ${isCompleted}`, gte(progressCompletedAt, params.completedSince)) as SQL,
  ];
  if (params.courseId) conditions.push(eq(a.courseId, params.courseId));
  return selectAssignments(db)
    .where(and(...conditions))
    .orderBy(
      asc(isCompleted),
      sql`case when ${isCompleted} then null else ${a.dueOn} end asc nulls last`,
      sql`${progressCompletedAt} desc nulls last`,
      asc(a.id),
    )
    .limit(params.limit);
}

/**
 * One page of everything instructors set for one child, with their notes, latest due first (the
 * child/due index); courses since discarded included, so no note is hidden from the parent.
 */
export async function pageChildWork(
  db: DbOrTx,
  params: { childId: string; limit: number; offset: number },
): Promise<{ count: number; rows: AssignmentRow[] }> {
  const rows = await selectAssignments(db, { total: sql<number>`count(*) over ()::int` }, true)
    .where(eq(a.childId, params.childId))
    .orderBy(desc(a.dueOn), desc(a.createdAt), asc(a.id))
    .limit(params.limit)
    .offset(params.offset);
  if (rows.length === 0 && params.offset > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(a)
      .where(eq(a.childId, params.childId));
    return { count: Number(c?.n ?? 0), rows: [] };
  }
  return { count: Number(rows[0]?.total ?? 0), rows };
}

/** These assignments (any owner), in the instructor list's order. */
export async function assignmentsByIds(db: DbOrTx, ids: readonly string[]): Promise<AssignmentRow[]> {
  if (ids.length === 0) return [];
  return selectAssignments(db)
    .where(inArray(a.id, [...ids]))
    .orderBy(asc(users.firstName), asc(a.id));
}

/** A course with its owner and state; null when there is none. */
export async function findCourse(
  db: DbOrTx,
  courseId: string,
): Promise<{ id: string; instructorId: string; state: string } | null> {
  const rows = await db
    .select({ id: courses.id, instructorId: courses.instructorId, state: courses.state })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return rows[0] ?? null;
}

/** The lesson if it belongs to the course; null otherwise. */
export async function findLessonOfCourse(
  db: DbOrTx,
  params: { lessonId: string; courseId: string },
): Promise<{ id: string } | null> {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, params.lessonId), eq(lessons.courseId, params.courseId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Which of `childIds` are students of the instructor: children who started any of their courses that
 * is not discarded (the rule of the studio's students list).
 */
export async function studentsAmong(
  db: DbOrTx,
  params: { instructorId: string; childIds: readonly string[] },
): Promise<Set<string>> {
  if (params.childIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ childId: courseProgress.childId })
    .from(courseProgress)
    .innerJoin(courses, eq(courses.id, courseProgress.courseId))
    .innerJoin(users, and(eq(users.id, courseProgress.childId), eq(users.type, 'child')))
    .where(
      and(
        eq(courses.instructorId, params.instructorId),
        ne(courses.state, 'discarded'),
        inArray(courseProgress.childId, [...params.childIds]),
      ),
    );
  return new Set(rows.map((r) => r.childId));
}

/**
 * Creates one assignment per child, or moves the due date (and replaces the note when one is given)
 * of the child's existing assignment of the same work. One statement; returns the ids.
 */
export async function upsertAssignments(
  db: DbOrTx,
  params: {
    instructorId: string;
    courseId: string;
    lessonId: string | null;
    childIds: readonly string[];
    dueOn: string;
    note: string | undefined;
  },
): Promise<string[]> {
  const rows = await db
    .insert(a)
    .values(
      params.childIds.map((childId) => ({
        instructorId: params.instructorId,
        childId,
        courseId: params.courseId,
        lessonId: params.lessonId,
        dueOn: params.dueOn,
        note: params.note ?? '',
      })),
    )
    .onConflictDoUpdate({
      target: [a.childId, a.courseId, a.lessonId],
      set:
        params.note === undefined
          ? { dueOn: sql`excluded.due_on`, instructorId: sql`excluded.instructor_id` }
          : {
              dueOn: sql`excluded.due_on`,
              note: sql`excluded.note`,
              instructorId: sql`excluded.instructor_id`,
            },
    })
    .returning({ id: a.id });
  return rows.map((r) => r.id);
}

/** An assignment's owner; null when there is none. */
export async function findAssignment(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; instructorId: string } | null> {
  const rows = await db
    .select({ id: a.id, instructorId: a.instructorId })
    .from(a)
    .where(eq(a.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteAssignment(db: DbOrTx, id: string): Promise<void> {
  await db.delete(a).where(eq(a.id, id));
}
