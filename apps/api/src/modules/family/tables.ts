import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { courses } from '../studio/tables.ts';

/** What a parent wants a child to work on (confidence, friendship, ...). Deleted with the child. */
export const childFocusAreas = pgTable(
  'child_focus_areas',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.area] })],
);

/**
 * One row per child per UTC day: active seconds and the latest self-esteem percent known that day.
 * The web app reports time in batches (docs/decisions: daily metrics batching).
 */
export const dailyMetrics = pgTable(
  'daily_metrics',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    datestamp: date('datestamp').notNull(),
    timeLogged: integer('time_logged').notNull().default(0),
    selfEsteemScore: integer('self_esteem_score'),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.datestamp] }),
    check('daily_metrics_time_logged_range', sql`${t.timeLogged} >= 0 and ${t.timeLogged} <= 86400`),
  ],
);

/** Activity batches already counted, so a batch the browser sends twice is counted once. */
export const activityBatches = pgTable(
  'activity_batches',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageViewId: text('page_view_id').notNull(),
    sequence: integer('sequence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.pageViewId, t.sequence] }),
    index('activity_batches_created_idx').on(t.createdAt),
  ],
);

/**
 * A parent's rating of a course a child took, asked once per parent, child and course. course_id is
 * text because the catalog's course ids are not defined yet (the child-journey issue adds them).
 */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_ratings_parent_child_course_unique').on(t.parentId, t.childId, t.courseId),
    index('course_ratings_course_idx').on(t.courseId),
    check('course_ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * Enrolments: courses a parent put on their child's list ("Assign a course" on screen; shown first on
 * the child's home). Called enrolments in code so that "assignment" means only an instructor's
 * assignment (modules/assignments); the SQL names predate that and stay.
 */
export const enrolments = pgTable(
  'course_assignments',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    enrolledBy: uuid('assigned_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.courseId] }),
    index('course_assignments_course_idx').on(t.courseId),
  ],
);
