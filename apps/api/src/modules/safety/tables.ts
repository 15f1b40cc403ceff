import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';

/**
 * A crisis alert for a parent (decision 046): which child, where they wrote, what kind of phrase and
 * under which rules' version. The child's words are not copied here (minimisation: the journal keeps
 * them for the parent to read, a post or chat line stays with its moderator). Goes with the child.
 */
export const safetyAlerts = pgTable(
  'safety_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    category: text('category').notNull(),
    ruleVersion: text('rule_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    index('safety_alerts_parent_idx').on(t.parentId, t.createdAt),
    index('safety_alerts_child_idx').on(t.childId, t.createdAt),
  ],
);
