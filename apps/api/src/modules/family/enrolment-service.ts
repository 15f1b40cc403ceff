import type { Enrolment } from '@ye/contracts/learning';
import type { DbOrTx } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { recordAudit } from '../auth/service.ts';
import * as q from './queries.ts';
import { COURSE_NOT_FOUND, requireOwnChild } from './service.ts';

// A parent enrols their child in a course ("Assign a course" on screen) or takes it back; both are
// audited. The studio asks here when a course is withdrawn.

/** Enrols the parent's child in a published course ("Assign a course"; idempotent: the first enrolment stands). */
export async function enrolInCourse(
  db: DbOrTx,
  caller: Caller,
  params: { courseId: string; childId: string },
): Promise<Enrolment> {
  await requireOwnChild(db, caller.userId, params.childId);
  const course = await q.findCourse(db, { courseId: params.courseId, publishedOnly: true });
  if (!course) throw new NotFound(COURSE_NOT_FOUND, 'course_not_found');
  const run = async (tx: DbOrTx) => {
    const result = await q.insertEnrolment(tx, {
      childId: params.childId,
      courseId: course.id,
      enrolledBy: caller.userId,
    });
    if (result.created) {
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'course.assign',
        targetUserId: params.childId,
        details: { child_id: params.childId, course_id: course.id, course_title: course.title },
        ip: caller.ip ?? null,
      });
    }
    return result;
  };
  const { enrolledAt } = await db.transaction(run);
  return { course_id: course.id, child_id: params.childId, assigned_at: enrolledAt.toISOString() };
}

/** Takes an enrolment back; nothing to take back is not an error. Progress the child made stays. */
export async function unenrolFromCourse(
  db: DbOrTx,
  caller: Caller,
  params: { courseId: string; childId: string },
): Promise<void> {
  await requireOwnChild(db, caller.userId, params.childId);
  const run = async (tx: DbOrTx) => {
    const removed = await q.deleteEnrolment(tx, params);
    if (removed) {
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'course.unassign',
        targetUserId: params.childId,
        details: { child_id: params.childId, course_id: params.courseId },
        ip: caller.ip ?? null,
      });
    }
  };
  await db.transaction(run);
}

/**
 * When a course is withdrawn, children who never started it lose the enrolment; those who did keep
 * it, with their progress. Returns how many were removed.
 */
export const dropUnstartedEnrolments = (db: DbOrTx, courseId: string): Promise<number> =>
  q.removeUnstartedEnrolments(db, courseId);
