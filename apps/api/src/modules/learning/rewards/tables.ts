import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/tables.ts';

export const childBadges = pgTable(
  'child_badges',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.badgeId] })],
);

/**
 * The parent's streak choice for a child (decision 042). No row: never chosen, so streaks are off.
 * Keyed by the child, so reading it is one primary-key lookup.
 */
export const childStreakChoices = pgTable('child_streak_choices', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  streaksOn: boolean('streaks_on').notNull().default(false),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
