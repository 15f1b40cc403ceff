import type { CourseRating, CourseRatingRequest } from '@ye/contracts/family';
import type { RatingPromptList } from '@ye/contracts/learning';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { pendingRatingPrompts, resolveRatingPrompt } from '../learning/progress/service.ts';
import * as q from './queries.ts';
import { COURSE_NOT_FOUND, requireOwnChild } from './service.ts';

// A parent rates a course their child finished, or says "not now" to the prompt.

/** Rates a course for a child and, in the same transaction, closes the pending rating prompt. */
export async function rateCourse(
  db: DbOrTx,
  caller: Caller,
  input: CourseRatingRequest,
): Promise<CourseRating> {
  await requireOwnChild(db, caller.userId, input.child_id);
  const course = await q.findCourse(db, { courseId: input.course_id, publishedOnly: false });
  if (!course) throw new NotFound(COURSE_NOT_FOUND, 'course_not_found');
  const run = async (tx: DbOrTx) => {
    const inserted = await q.insertRating(tx, {
      parentId: caller.userId,
      childId: input.child_id,
      courseId: course.id,
      stars: input.stars,
      comment: input.comment?.trim() ? input.comment.trim() : null,
    });
    // Also when it was rated before: the question has been answered either way.
    await resolveRatingPrompt(tx, input.child_id, course.id);
    return inserted;
  };
  const row = await db.transaction(run);
  if (!row) throw new Conflict('You have already rated this course for this child.', 'already_rated');
  return {
    id: row.id,
    child_id: row.childId,
    course_id: row.courseId,
    stars: row.stars,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
  };
}

/** Completed courses of the parent's children still waiting for a rating, oldest first. */
export async function ratingPrompts(db: DbOrTx, caller: Caller): Promise<RatingPromptList> {
  const rows = await pendingRatingPrompts(db, caller.userId);
  return {
    pending: rows.map((r) => ({
      child_id: r.childId,
      child_name: r.childName,
      course_id: r.courseId,
      course_title: r.courseTitle,
      completed_at: r.completedAt.toISOString(),
    })),
  };
}

/** "Not now": the prompt is closed without a rating. Closing it twice is fine. */
export async function dismissRatingPrompt(
  db: DbOrTx,
  caller: Caller,
  input: { child_id: string; course_id: string },
): Promise<void> {
  await requireOwnChild(db, caller.userId, input.child_id);
  const outcome = await resolveRatingPrompt(db, input.child_id, input.course_id);
  if (outcome === 'none')
    throw new NotFound('There is no rating waiting for this course.', 'rating_prompt_not_found');
}
