import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { courses, lessons } from '../studio/tables.ts';

/**
 * Work an instructor set for one child: a whole course (lesson_id null) or one lesson of it, due on a
 * date. A parent's enrolment of their child in a course is a different thing (family's enrolments).
 * Completion is never stored here: it is read from course_progress / lesson_progress.
 */
export const instructorAssignments = pgTable(
  'instructor_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    /** A calendar day (no time): the child sees "due Nov 28". */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One assignment per child and course or lesson; assigning again moves the due date.
    unique('instructor_assignments_child_work_unique')
      .on(t.childId, t.courseId, t.lessonId)
      .nullsNotDistinct(),
    index('instructor_assignments_instructor_due_idx').on(t.instructorId, t.dueOn),
    index('instructor_assignments_child_due_idx').on(t.childId, t.dueOn),
    index('instructor_assignments_course_idx').on(t.courseId),
    index('instructor_assignments_lesson_idx').on(t.lessonId).where(sql`${t.lessonId} is not null`),
  ],
);
