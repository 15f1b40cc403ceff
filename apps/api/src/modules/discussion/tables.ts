import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { courses } from '../studio/tables.ts';

/**
 * A discussion board of one course, opened by its instructor with a prompt. Children reply on the
 * board for everyone in the course to read; there are no private messages anywhere.
 */
export const discussionBoards = pgTable(
  'discussion_boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    prompt: text('prompt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A closed board stays readable but takes no new posts. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('discussion_boards_course_idx').on(t.courseId, t.createdAt)],
);

/**
 * A post on a board. A child's post starts 'pending' and is shown to other children only once the
 * instructor approved it; `held_reason` says why the word filter held it (unsafe word, email, phone).
 * The instructor's own posts are approved at once.
 */
export const discussionPosts = pgTable(
  'discussion_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => discussionBoards.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    heldReason: text('held_reason'),
    /**
     * The author's first name as it was when the post was approved: other children see this one, so
     * a later rename never changes what an approved post shows.
     */
    authorDisplayName: text('author_display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('discussion_posts_board_status_idx').on(t.boardId, t.status, t.createdAt),
    index('discussion_posts_author_idx').on(t.authorId, t.createdAt),
    check('discussion_posts_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * A parent's boards consent for one child (decision 041): whether the child may post on boards and
 * chat in live rooms (off until the parent turns it on), and the display name the parent approved,
 * shown to other children instead of the first name. Who changed it, when and to which policy version
 * is kept here; every change is also an audit row.
 */
export const boardConsents = pgTable('board_consents', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  displayName: text('display_name'),
  changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  policyVersion: text('policy_version').notNull(),
});

/**
 * A child's report of a post they read. The instructor sees the reasons and how many reported it,
 * never who; `resolved_at` is set when the instructor decides (hides or keeps the post).
 */
export const discussionReports = pgTable(
  'discussion_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discussion_reports_post_reporter_unique').on(t.postId, t.reporterId),
    index('discussion_reports_open_idx').on(t.postId, t.resolvedAt),
    index('discussion_reports_reporter_idx').on(t.reporterId),
  ],
);
