import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { lessons } from '../studio/tables.ts';

// Games that adapt (decision 047, serving in decision 052). An item is one quiz question, sort card
// or match pair of a game lesson, keyed by `item_key` (see items.ts: a quiz question by a hash of its
// prompt, so reordering keeps its history and rewording starts afresh).

/**
 * Each first try at an item: what the item difficulty is learned from (content, not children). The
 * child's data: in the family export, deleted with the child, and after ATTEMPT_KEEP_DAYS.
 */
export const gameItemAttempts = pgTable(
  'game_item_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    correct: boolean('correct').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('game_item_attempts_child_idx').on(t.childId, t.at),
    index('game_item_attempts_at_idx').on(t.at),
  ],
);

/**
 * The fitted difficulty of each item (Rasch logits, from every child's attempts by the nightly
 * refit job). Describes content: no child in it.
 */
export const gameItemDifficulties = pgTable(
  'game_item_difficulties',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    attempts: integer('attempts').notNull(),
    fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.itemKey] })],
);

/**
 * One play of an adaptive game: the child's Elo skill within it (never sent to the child) and the
 * items already served. Kept SESSION_KEEP_HOURS, then deleted by the daily clean-up.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    skill: doublePrecision('skill').notNull(),
    attempts: integer('attempts').notNull(),
    /** Item ids (as the game names them) answered in this play, in order. */
    played: jsonb('played').$type<string[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('game_sessions_child_idx').on(t.childId, t.startedAt),
    index('game_sessions_started_idx').on(t.startedAt),
  ],
);
