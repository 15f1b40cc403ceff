import type { GameConfig } from '@ye/contracts/games';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';

// Studio is where courses are written: it owns courses, chapters and lessons and is the one module
// that writes them (decision 025). The catalogue, learning and the others read them in their own
// queries.ts; the catalogue shows only published courses.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A course: chapters of lessons. Kind 'game' shows chapters as levels and lessons as missions.
 * `state` is draft | published | discarded (studio); the catalogue shows only published courses.
 * `search` is kept by PostgreSQL from title (A), topic (A) and description (B) for ranked search.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** One line per goal, shown as "You will learn to ...". */
    learningGoals: text('learning_goals').array().notNull().default(sql`'{}'::text[]`),
    topic: text('topic').notNull(),
    kind: text('kind').notNull().default('course'),
    ageMin: integer('age_min').notNull().default(6),
    ageMax: integer('age_max').notNull().default(12),
    /** A path under /v1/files/ or an absolute URL; null draws a coloured tile. */
    coverImage: text('cover_image'),
    featured: boolean('featured').notNull().default(false),
    state: text('state').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(topic, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
      ),
  },
  (t) => [
    index('courses_state_topic_idx').on(t.state, t.topic),
    index('courses_instructor_idx').on(t.instructorId),
    index('courses_search_idx').using('gin', t.search),
    check('courses_kind_valid', sql`${t.kind} in ('course', 'game')`),
    check('courses_state_valid', sql`${t.state} in ('draft', 'published', 'discarded')`),
    check('courses_age_range', sql`${t.ageMin} between 4 and 17 and ${t.ageMax} between ${t.ageMin} and 17`),
  ],
);

/** A chapter (a level in a game course), ordered by position within its course. */
export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chapters_course_position_idx').on(t.courseId, t.position)],
);

/**
 * A lesson (a mission in a game course), ordered by position within its chapter. course_id is
 * repeated from the chapter so that a course's lessons and progress are read in one indexed query.
 * `game` holds one GameConfig (contracts/games.ts) for kind 'game', validated on write.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    body: text('body').notNull().default(''),
    videoUrl: text('video_url'),
    durationMinutes: integer('duration_minutes').notNull().default(5),
    game: jsonb('game').$type<GameConfig>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lessons_chapter_position_idx').on(t.chapterId, t.position),
    index('lessons_course_idx').on(t.courseId),
    check('lessons_kind_valid', sql`${t.kind} in ('video', 'text', 'reflection', 'game')`),
    check('lessons_game_present', sql`(${t.kind} = 'game') = (${t.game} is not null)`),
  ],
);

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
