import type { CourseProgress, CourseRef } from '@ye/contracts/family';
import { percent } from '@ye/contracts/game-scoring';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses, lessons } from '../catalog/tables.ts';
import { courseAssignments, courseProgress, lessonProgress } from '../learning/progress/tables.ts';

// Each child's courses for the parent's views, read from the learning tables in two queries for all
// children together: the courses a child started or completed (with lesson counts), and the courses
// their parent assigned. Started or completed wins over assigned; an assigned course the child has
// not started is "not started". Withdrawn (discarded) courses are left out unless completed, since a
// completed course keeps its certificate.

export interface ChildCourses {
  completed: CourseRef[];
  ongoing: CourseRef[];
  notStarted: CourseRef[];
}

interface ChildCourseRow {
  childId: string;
  courseId: string;
  title: string;
  status: 'not-started' | 'started' | 'completed';
  percent: number;
  lastActivityAt: Date | null;
  /** When the state began: completed, last activity, or assigned. Lists are newest first by it. */
  sortAt: Date;
}

async function childCourseRows(db: DbOrTx, childIds: readonly string[]): Promise<ChildCourseRow[]> {
  if (childIds.length === 0) return [];
  const ids = [...childIds];
  const [progressRows, assignedRows] = await Promise.all([
    db
      .select({
        childId: courseProgress.childId,
        courseId: courseProgress.courseId,
        title: courses.title,
        state: courses.state,
        status: courseProgress.status,
        completedAt: courseProgress.completedAt,
        lastActivityAt: courseProgress.lastActivityAt,
        lessonCount:
          sql<number>`(select count(*) from ${lessons} where ${lessons.courseId} = ${courseProgress.courseId})`.mapWith(
            Number,
          ),
        doneCount: sql<number>`(select count(*) from ${lessonProgress}
          where ${lessonProgress.childId} = ${courseProgress.childId}
            and ${lessonProgress.courseId} = ${courseProgress.courseId}
            and ${lessonProgress.status} = 'completed')`.mapWith(Number),
      })
      .from(courseProgress)
      .innerJoin(courses, eq(courses.id, courseProgress.courseId))
      .where(inArray(courseProgress.childId, ids))
      .orderBy(desc(courseProgress.lastActivityAt)),
    db
      .select({
        childId: courseAssignments.childId,
        courseId: courseAssignments.courseId,
        title: courses.title,
        assignedAt: courseAssignments.assignedAt,
      })
      .from(courseAssignments)
      .innerJoin(courses, eq(courses.id, courseAssignments.courseId))
      .where(and(inArray(courseAssignments.childId, ids), eq(courses.state, 'published')))
      .orderBy(desc(courseAssignments.assignedAt)),
  ]);

  const out: ChildCourseRow[] = [];
  const seen = new Set<string>();
  for (const r of progressRows) {
    const completed = r.status === 'completed';
    if (!completed && r.state === 'discarded') continue;
    seen.add(`${r.childId}:${r.courseId}`);
    out.push({
      childId: r.childId,
      courseId: r.courseId,
      title: r.title,
      status: completed ? 'completed' : 'started',
      // A course completed before the instructor added a lesson is still complete.
      percent: completed ? 100 : percent(r.doneCount, r.lessonCount),
      lastActivityAt: r.lastActivityAt,
      sortAt: (completed ? r.completedAt : null) ?? r.lastActivityAt,
    });
  }
  for (const r of assignedRows) {
    if (seen.has(`${r.childId}:${r.courseId}`)) continue;
    out.push({
      childId: r.childId,
      courseId: r.courseId,
      title: r.title,
      status: 'not-started',
      percent: 0,
      lastActivityAt: null,
      sortAt: r.assignedAt,
    });
  }
  return out.sort((a, b) => b.sortAt.getTime() - a.sortAt.getTime() || a.title.localeCompare(b.title));
}

/** Each child's courses by state, newest first (two queries for all children, never one per child). */
export async function courseStatesForChildren(
  db: DbOrTx,
  childIds: readonly string[],
): Promise<Map<string, ChildCourses>> {
  const states = new Map<string, ChildCourses>(
    childIds.map((id) => [id, { completed: [], ongoing: [], notStarted: [] }]),
  );
  for (const row of await childCourseRows(db, childIds)) {
    const state = states.get(row.childId);
    if (!state) continue;
    const ref = { id: row.courseId, title: row.title };
    if (row.status === 'completed') state.completed.push(ref);
    else if (row.status === 'started') state.ongoing.push(ref);
    else state.notStarted.push(ref);
  }
  return states;
}

/** Per child and course: status, percent complete and last activity (two queries for all children). */
export async function courseProgressForChildren(
  db: DbOrTx,
  childIds: readonly string[],
): Promise<CourseProgress[]> {
  return (await childCourseRows(db, childIds)).map((r) => ({
    child_id: r.childId,
    course_id: r.courseId,
    course_title: r.title,
    status: r.status,
    percent_complete: r.percent,
    last_activity_at: r.lastActivityAt?.toISOString() ?? null,
  }));
}
