import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';

/**
 * The feature flags an admin turns on and off (decision 032). A flag without a row is off. Flags is the
 * one writer of this table; every change is also written to the audit log (auth's recordAudit).
 */
export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
