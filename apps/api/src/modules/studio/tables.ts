import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { courses } from '../catalog/tables.ts';

/**
 * Files uploaded in the studio through signed upload URLs (decision 010). A row is made when the URL
 * is handed out (pending) and is stored once the bytes arrived and passed the checks; the file then
 * lives at <DATA_DIR>/uploads/studio/<purpose>s/<stored_name> and is served at /v1/files/<purpose>s/.
 * `size` is the size the URL was signed for; the stored file has exactly that many bytes (an SVG is
 * sanitised, so it may end up smaller).
 */
export const studioUploads = pgTable(
  'studio_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The course a cover or video was uploaded for, when the studio said so. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    /** The name on the instructor's computer, shown in the video list. */
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** `<uuid>.<ext>`: the name on disk and in the URL. */
    storedName: text('stored_name').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    storedAt: timestamp('stored_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('studio_uploads_stored_name_unique').on(t.storedName),
    index('studio_uploads_owner_purpose_idx').on(t.ownerId, t.purpose, t.storedAt),
    check('studio_uploads_purpose_valid', sql`${t.purpose} in ('avatar', 'cover', 'video')`),
    check('studio_uploads_status_valid', sql`${t.status} in ('pending', 'receiving', 'stored')`),
    check('studio_uploads_size_positive', sql`${t.size} > 0`),
  ],
);
