import {
  ASSIGNMENT_NOT_FOUND,
  type AssignmentListQuery,
  type AssignmentPage,
  type AssignmentStatus,
  type ChildWorkPage,
  type CreateAssignmentsRequest,
  type CreateAssignmentsResponse,
  type DeleteAssignmentResponse,
  DUE_IN_PAST,
  DUE_TOO_FAR,
  earliestDueDate,
  type InstructorAssignment,
  isOverdue,
  LESSON_NOT_IN_COURSE,
  latestDueDate,
  MY_ASSIGNMENTS_MAX,
  type MyAssignment,
  type MyAssignmentList,
  PUBLISH_BEFORE_ASSIGNING,
  RECENTLY_COMPLETED_DAYS,
  STUDENT_NOT_FOUND,
} from '@ye/contracts/assignments';
import type { CourseKind } from '@ye/contracts/catalog';
import { ageBand } from '@ye/contracts/studio';
import { ageOn, clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Invalid, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { COURSE_NOT_FOUND } from '../catalog/service.ts';
import { requireOwnChild } from '../family/service.ts';
import * as q from './queries.ts';

const DAY_MS = 86_400_000;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function statusOf(row: q.AssignmentRow): AssignmentStatus {
  if (row.status === 'completed') return 'completed';
  return row.status === 'started' ? 'started' : 'not-started';
}

function base(row: q.AssignmentRow, now: Date) {
  const status = statusOf(row);
  return {
    id: row.id,
    course_id: row.courseId,
    course_title: row.courseTitle,
    course_kind: row.courseKind as CourseKind,
    lesson_id: row.lessonId,
    lesson_title: row.lessonId ? row.lessonTitle : null,
    due_on: row.dueOn,
    note: row.note,
    status,
    completed_at: status === 'completed' ? iso(row.completedAt) : null,
    overdue: isOverdue(row.dueOn, status, now),
    assigned_at: row.createdAt.toISOString(),
  };
}

function toInstructorAssignment(row: q.AssignmentRow, now: Date): InstructorAssignment {
  return {
    ...base(row, now),
    child_id: row.childId,
    first_name: row.firstName,
    age_band: ageBand(row.birthday ? ageOn(row.birthday, now) : null),
  };
}

function toMyAssignment(row: q.AssignmentRow, now: Date): MyAssignment {
  return {
    ...base(row, now),
    title: (row.lessonId ? row.lessonTitle : null) ?? row.courseTitle,
    chapter_id: row.lessonId ? row.chapterId : null,
    instructor_name: `${row.instructorFirstName} ${row.instructorLastName}`.trim(),
  };
}

/**
 * Assigns a published course, or one lesson of it, to some of the course owner's students. The
 * assignment belongs to the course's owner (an admin assigns on their behalf). All or nothing: one
 * child who is not a student refuses the whole request.
 */
export async function assign(
  db: Db,
  caller: Caller,
  input: CreateAssignmentsRequest,
  now = clock.now(),
): Promise<CreateAssignmentsResponse> {
  if (input.due_on < earliestDueDate(now)) throw new Invalid(DUE_IN_PAST, 'due_in_past');
  if (input.due_on > latestDueDate(now)) throw new Invalid(DUE_TOO_FAR, 'due_too_far');

  const course = await q.findCourse(db, input.course_id);
  const mayAssign =
    course &&
    course.state !== 'discarded' &&
    (caller.type === 'admin' || course.instructorId === caller.userId);
  if (!course || !mayAssign) throw new NotFound(COURSE_NOT_FOUND, 'course_not_found');
  if (course.state !== 'published') throw new Invalid(PUBLISH_BEFORE_ASSIGNING, 'course_not_published');

  const lessonId = input.lesson_id ?? null;
  if (lessonId && !(await q.findLessonOfCourse(db, { lessonId, courseId: course.id })))
    throw new Invalid(LESSON_NOT_IN_COURSE, 'lesson_not_in_course');

  const childIds = [...new Set(input.child_ids)];
  const students = await q.studentsAmong(db, { instructorId: course.instructorId, childIds });
  if (childIds.some((id) => !students.has(id))) throw new NotFound(STUDENT_NOT_FOUND, 'student_not_found');

  const ids = await q.upsertAssignments(db, {
    instructorId: course.instructorId,
    courseId: course.id,
    lessonId,
    childIds,
    dueOn: input.due_on,
    note: input.note,
  });
  const rows = await q.assignmentsByIds(db, ids);
  return { results: rows.map((r) => toInstructorAssignment(r, now)) };
}

/** The instructor's assignments (an admin's: everyone's), a page at a time. */
export async function listForInstructor(
  db: DbOrTx,
  caller: Caller,
  query: AssignmentListQuery,
  now = clock.now(),
): Promise<AssignmentPage> {
  const { page, page_size: pageSize } = query;
  const { count, rows } = await q.pageAssignments(db, {
    instructorId: caller.type === 'admin' ? undefined : caller.userId,
    courseId: query.course_id,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { count, page, page_size: pageSize, results: rows.map((r) => toInstructorAssignment(r, now)) };
}

/** A child's own open and recently completed assignments. */
export async function listForChild(
  db: DbOrTx,
  caller: Caller,
  query: AssignmentListQuery,
  now = clock.now(),
): Promise<MyAssignmentList> {
  const rows = await q.childAssignments(db, {
    childId: caller.userId,
    courseId: query.course_id,
    completedSince: new Date(now.getTime() - RECENTLY_COMPLETED_DAYS * DAY_MS),
    limit: MY_ASSIGNMENTS_MAX,
  });
  return { results: rows.map((r) => toMyAssignment(r, now)) };
}

/**
 * What instructors set for a parent's child, with every note they wrote (decision 042: no note from an
 * instructor to a child is hidden from the parent). Anyone else's child is 404.
 */
export async function listForParent(
  db: DbOrTx,
  caller: Caller,
  childId: string,
  query: { page: number; page_size: number },
  now = clock.now(),
): Promise<ChildWorkPage> {
  const child = await requireOwnChild(db, caller.userId, childId);
  const { page, page_size: pageSize } = query;
  const { count, rows } = await q.pageChildWork(db, {
    childId: child.id,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    count,
    page,
    page_size: pageSize,
    results: rows.map((r) => {
      const { chapter_id: _chapter, ...mine } = toMyAssignment(r, now);
      return mine;
    }),
  };
}

/** Removes an assignment the caller owns (an admin: anyone's); anyone else's is 404. */
export async function remove(db: DbOrTx, caller: Caller, id: string): Promise<DeleteAssignmentResponse> {
  const found = await q.findAssignment(db, id);
  if (!found || (caller.type !== 'admin' && found.instructorId !== caller.userId))
    throw new NotFound(ASSIGNMENT_NOT_FOUND, 'assignment_not_found');
  await q.deleteAssignment(db, found.id);
  return { id: found.id, deleted: true };
}
