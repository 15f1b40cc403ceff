import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/tables.ts';
import { courses, lessons } from '../../studio/tables.ts';

// Progress is keyed by (child, course) and (child, lesson) and written with upserts. No row means
// not started. Everything a child did is deleted with the child (cascade).

export const courseProgress = pgTable(
  'course_progress',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('started'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.courseId] }),
    // The instructor's dashboards read every column below for a course's children: with all of them in
    // the key, PostgreSQL answers from the index alone (decision 044; drizzle has no INCLUDE).
    index('course_progress_course_idx').on(
      t.courseId,
      t.status,
      t.childId,
      t.startedAt,
      t.completedAt,
      t.lastActivityAt,
    ),
    index('course_progress_child_activity_idx').on(t.childId, t.lastActivityAt),
    check('course_progress_status_valid', sql`${t.status} in ('started', 'completed')`),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('started'),
    bestScore: integer('best_score'),
    stars: integer('stars').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** XP earned in this lesson so far; the child's total is the sum. */
    xp: integer('xp').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.lessonId] }),
    index('lesson_progress_child_course_idx').on(t.childId, t.courseId),
    // Children with progress per course (average scores), from the index alone (decision 044).
    index('lesson_progress_course_child_idx').on(t.courseId, t.childId),
    check('lesson_progress_status_valid', sql`${t.status} in ('started', 'completed')`),
    check('lesson_progress_stars_range', sql`${t.stars} between 0 and 3`),
    check('lesson_progress_score_range', sql`${t.bestScore} is null or ${t.bestScore} between 0 and 100`),
  ],
);

/** Every finished play of every lesson (games, and also video/text/reflection completions). */
export const lessonPlays = pgTable(
  'lesson_plays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The game type for game lessons, null for others (games played lists only game plays). */
    gameType: text('game_type'),
    score: integer('score').notNull(),
    stars: integer('stars').notNull(),
    xp: integer('xp').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lesson_plays_child_played_idx').on(t.childId, t.playedAt),
    // Plays, mean score and stars per course (average scores), from the index alone (decision 044).
    index('lesson_plays_course_score_idx').on(t.courseId, t.score, t.stars),
    check('lesson_plays_score_range', sql`${t.score} between 0 and 100`),
  ],
);

/** A reflection lesson's private journal entry: one per child and lesson, visible to the child and parent. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.lessonId] }),
    index('journal_entries_child_updated_idx').on(t.childId, t.updatedAt),
  ],
);

/**
 * The parent's "How was {course} for {child}?" prompt, queued once when a child completes a course and
 * resolved when the parent rates it or says not now.
 */
export const ratingPrompts = pgTable(
  'rating_prompts',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.courseId] }),
    index('rating_prompts_parent_pending_idx').on(t.parentId).where(sql`${t.resolvedAt} is null`),
  ],
);
