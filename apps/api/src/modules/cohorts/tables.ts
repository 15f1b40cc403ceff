import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { organizations } from '../organizations/tables.ts';
import { courses } from '../studio/tables.ts';

// Cohorts (decision 034): classes of children who take courses together, led by staff. The cohorts
// module is the one writer of these tables. Progress is never copied here: it is read from learning.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A class. `status` is active | archived; `enrolment` is parent | invite | staff. */
export const cohorts = pgTable(
  'cohorts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    timezone: text('timezone').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    /** Null: no limit, nobody waits. */
    capacity: integer('capacity'),
    ageMin: integer('age_min'),
    ageMax: integer('age_max'),
    enrolment: text('enrolment').notNull(),
    /** The code parents enter when the class joins by invite. */
    inviteCode: text('invite_code').notNull(),
    status: text('status').notNull().default('active'),
    /** The school, club or provider the class belongs to, if any (decision 037's organizations). */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The admin's list and the families' open classes, newest first.
    index('cohorts_status_starts_idx').on(t.status, t.startsOn),
    index('cohorts_organization_idx').on(t.organizationId),
    // A parent's lookup by the code a teacher gave them (one class per code).
    uniqueIndex('cohorts_invite_code_idx').on(t.inviteCode),
    check('cohorts_status_valid', sql`${t.status} in ('active', 'archived')`),
    check('cohorts_enrolment_valid', sql`${t.enrolment} in ('parent', 'invite', 'staff')`),
    check('cohorts_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check(
      'cohorts_ages_check',
      sql`${t.ageMin} is null or ${t.ageMax} is null or ${t.ageMin} <= ${t.ageMax}`,
    ),
    check('cohorts_dates_check', sql`${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`),
  ],
);

/** The courses a class takes, in the order they were added. */
export const cohortCourses = pgTable(
  'cohort_courses',
  {
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cohortId, t.courseId] }),
    index('cohort_courses_course_idx').on(t.courseId),
  ],
);

/** Who runs a class: one lead (who made it) and assistants. Staff see only their own classes. */
export const cohortStaff = pgTable(
  'cohort_staff',
  {
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cohortId, t.userId] }),
    // "My cohorts" of a member of staff.
    index('cohort_staff_user_idx').on(t.userId),
    check('cohort_staff_role_valid', sql`${t.role} in ('lead', 'assistant')`),
  ],
);

/** A child in a class: enrolled, or waitlisted in the order they asked (`position`). */
export const cohortStudents = pgTable(
  'cohort_students',
  {
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** Who added the child: their parent or a member of staff (null once that account is gone). */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The order children asked in (two requests may share a millisecond): the waitlist's order. */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.cohortId, t.childId] }),
    index('cohort_students_cohort_status_idx').on(t.cohortId, t.status, t.position),
    index('cohort_students_child_idx').on(t.childId),
    check('cohort_students_status_valid', sql`${t.status} in ('enrolled', 'waitlisted')`),
  ],
);
