import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { lessons } from '../studio/tables.ts';

/**
 * The parent's per-child switch for the reflection coach (decision 051). No row: off, the default.
 * The row goes with the child.
 */
export const coachSettings = pgTable('coach_settings', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/** One turn as stored: what was shown, and for the parent why a reply was replaced (null: it was not). */
export interface StoredTurn {
  role: 'helper' | 'child';
  text: string;
  note: string | null;
}

/**
 * One reflection with the helper: every turn the child wrote and read, kept for the parent (and in
 * the family export) while the child's account exists. The turns live in the row (at most seven), so
 * the parent's list is one query. The lesson title is copied: the transcript outlives a deleted lesson.
 */
export const coachReflections = pgTable(
  'coach_reflections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    lessonTitle: text('lesson_title').notNull(),
    /** The COACH_MODEL that answered (the operator may change it). */
    model: text('model').notNull(),
    turns: jsonb('turns').$type<StoredTurn[]>().notNull(),
    /** The child's answers so far: an answer is kept only when this still holds what it read. */
    answers: integer('answers').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  // The parent's list (newest first) and the child's count for today both read this index.
  (t) => [index('coach_reflections_child_idx').on(t.childId, t.startedAt)],
);
