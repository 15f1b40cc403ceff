import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/tables.ts';
import { courses } from '../../studio/tables.ts';

// The instructor's aggregates, precomputed per (child, course) (decision 053): what the dashboard
// charts, average scores and impact analysis read, so each is one index range over the scoped courses
// instead of per-student lookups of surveys and users. Only insights/outcomes writes these tables;
// the writes that change their sources (a course started or played, a survey, lessons deleted) ask it
// to refresh the rows concerned in their own transaction. Deleting a child or a course deletes the rows.

export const courseOutcomes = pgTable(
  'course_outcomes',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** users.type = 'child': the dashboards count only children. */
    isChild: boolean('is_child').notNull(),
    /** course_progress's columns; null when the child has plays or lessons but no course row. */
    status: text('status'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /** Survey percent: the latest up to the start, and the latest after it (surveyBefore/After). */
    beforePercent: integer('before_percent'),
    afterPercent: integer('after_percent'),
    /** Finished plays of the course's lessons, with their scores and stars added up. */
    plays: integer('plays').notNull().default(0),
    scoreSum: integer('score_sum').notNull().default(0),
    starsSum: integer('stars_sum').notNull().default(0),
    /** Whether the child has a lesson_progress row in the course (average scores' "children"). */
    hasLessons: boolean('has_lessons').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.courseId] }),
    // Every read starts from the scoped courses and reads the columns below: with all of them in the
    // key, a course's rows come from the index alone (a course's rows are spread over the heap, so a
    // plain course_id index lost to a sequential scan: 1.8 s p50 under the bench at 100k children).
    // drizzle has no INCLUDE (decision 044).
    index('course_outcomes_course_idx').on(
      t.courseId,
      t.isChild,
      t.startedAt,
      t.childId,
      t.status,
      t.completedAt,
      t.lastActivityAt,
      t.beforePercent,
      t.afterPercent,
      t.plays,
      t.scoreSum,
      t.starsSum,
      t.hasLessons,
    ),
  ],
);

/**
 * The regression-to-the-mean line over every course's children (decision 049), recomputed by a job
 * (insights.impact-line) because it reads every pair: one row, id 'all'.
 */
export const impactLines = pgTable('impact_lines', {
  id: text('id').primaryKey(),
  mean: doublePrecision('mean').notNull(),
  slope: doublePrecision('slope').notNull(),
  pairs: integer('pairs').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
