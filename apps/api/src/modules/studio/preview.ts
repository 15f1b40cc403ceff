import type { BillingProviderName } from '@ye/contracts/billing';
import type { CourseDetail, LessonContent } from '@ye/contracts/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import {
  COURSE_NOT_FOUND,
  findLesson,
  getCourse,
  getLessonContent,
  LESSON_NOT_FOUND,
} from '../catalog/service.ts';

// The instructor's preview (/courses/preview): the course in exactly the shapes a child's pages read
// (/v1/course/get and /v1/course/content/get), drafts included, and read-only: nothing here starts,
// completes or writes anything. The catalogue answers the shape; this file adds the studio's rule that
// only the owner (or an admin) may look, published or not.

const mayPreview = (caller: Caller, instructorId: string) =>
  caller.type === 'admin' || instructorId === caller.userId;

/** The course as the child's map reads it, without progress (the preview keeps its own, unsaved). */
export async function previewCourse(
  db: DbOrTx,
  caller: Caller,
  courseId: string,
  provider: BillingProviderName,
): Promise<CourseDetail> {
  // The catalogue already hides discarded courses and other people's drafts; a published course of
  // someone else is hidden here.
  const course = await getCourse(db, caller, courseId, provider);
  if (!mayPreview(caller, course.instructor.id)) throw new NotFound(COURSE_NOT_FOUND, 'course_not_found');
  return course;
}

/** One lesson of the course as the child's lesson page reads it, without progress or journal. */
export async function previewLesson(
  db: DbOrTx,
  caller: Caller,
  courseId: string,
  lessonId: string,
  provider: BillingProviderName,
): Promise<LessonContent> {
  const lesson = await findLesson(db, lessonId);
  if (
    !lesson ||
    lesson.courseId !== courseId ||
    lesson.courseState === 'discarded' ||
    !mayPreview(caller, lesson.instructorId)
  )
    throw new NotFound(LESSON_NOT_FOUND, 'lesson_not_found');
  return getLessonContent(db, caller, lessonId, provider);
}
