import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/tables.ts';

/** Any signed-in user's bookmarks of courses and lessons (item_id is checked against the catalogue). */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    index('bookmarks_user_created_idx').on(t.userId, t.createdAt),
    check('bookmarks_item_type_valid', sql`${t.itemType} in ('course', 'lesson')`),
  ],
);
