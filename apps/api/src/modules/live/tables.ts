import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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

// Live learning (decision 030): sessions an instructor schedules, the children registered for them,
// and the reminders already sent. The live module is the one writer of these tables.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A webinar or live stream. `status` is scheduled | live | ended | cancelled (cancelled stays, for the families). */
export const liveMeetings = pgTable(
  'live_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startsAt: at('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The host's IANA zone: the calendar file's TZID and the words of the reminders. */
    timezone: text('timezone').notNull(),
    coverImage: text('cover_image'),
    /** The recording's address (slice B), else null. */
    video: text('video'),
    status: text('status').notNull().default('scheduled'),
    capacity: integer('capacity').notNull(),
    ageMin: integer('age_min').notNull(),
    ageMax: integer('age_max').notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The instructor's list (upcoming and past, by kind).
    index('live_meetings_host_starts_idx').on(t.hostId, t.startsAt),
    // The families' list: sessions that are not cancelled, by start.
    index('live_meetings_open_starts_idx').on(t.startsAt).where(sql`${t.status} <> 'cancelled'`),
    index('live_meetings_course_idx').on(t.courseId),
    check('live_meetings_ages_check', sql`${t.ageMin} <= ${t.ageMax}`),
    check('live_meetings_capacity_check', sql`${t.capacity} > 0`),
  ],
);

/** A child's place in a session: registered, or waitlisted in the order they asked (`position`). */
export const liveRegistrations = pgTable(
  'live_registrations',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => liveMeetings.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The order children asked in (two requests may share a millisecond): the waitlist's order. */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.childId] }),
    // Counts per session and the waitlist's order.
    index('live_registrations_meeting_status_idx').on(t.meetingId, t.status, t.position),
    // A child's sessions (library, family list).
    index('live_registrations_child_idx').on(t.childId),
  ],
);

/** Reminders sent, once per key (`reminder:<meeting>:<child>:<24h|15m>:<starts_at>`), however often a job runs. */
export const liveNotices = pgTable(
  'live_notices',
  {
    key: text('key').primaryKey(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [index('live_notices_child_idx').on(t.childId)],
);

/**
 * A family's calendar feed (issue 14): a parent subscribes their calendar to a URL holding this random
 * secret, which shows their children's registered sessions. The secret is not a sign-in: it reads that
 * one feed and nothing else, and resetting it gives a new one (the old address then finds nothing).
 * Kept as it is, not hashed: the parent's page shows the address again whenever they want to copy it.
 */
export const liveCalendarFeeds = pgTable(
  'live_calendar_feeds',
  {
    parentId: uuid('parent_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('live_calendar_feeds_secret_unique').on(t.secret)],
);
