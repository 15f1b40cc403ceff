import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { courses } from '../studio/tables.ts';

/**
 * The parent's per-child switch for learned personalisation (decision 048). No row: off, the
 * default (AADC standard 12). The row goes with the child.
 */
export const personalisationSettings = pgTable('personalisation_settings', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  learned: boolean('learned').notNull().default(false),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/**
 * The child's model state: each course the learned ranker showed, with the probability the policy
 * gave it of coming first (Thompson sampling), so the policy can be evaluated offline (decision 049).
 * Written only while the switch is on; deleted when the parent turns it off or deletes the child.
 */
export const recommendationChoices = pgTable(
  'recommendation_choices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** 1 = first in the list. */
    position: integer('position').notNull(),
    /** The probability that the policy ranks this course first among the approved ones. */
    probability: doublePrecision('probability').notNull(),
    /** The learned estimate (self-esteem points) the ranking used, null when too few children. */
    expectedChange: doublePrecision('expected_change'),
    policy: text('policy').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('recommendation_choices_child_idx').on(t.childId, t.shownAt)],
);

/**
 * The child's game skill kept from one game to the next (Elo, decision 052): written only while the
 * switch is on, deleted when the parent turns it off or deletes the child. Without it each game
 * starts from an average child. Never sent to the child.
 */
export const gameSkills = pgTable('game_skills', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  skill: doublePrecision('skill').notNull(),
  attempts: integer('attempts').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
