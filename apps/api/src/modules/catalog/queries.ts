import type { CourseCard, CourseKind, CourseTopic } from '@ye/contracts/catalog';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { courseRatings } from '../family/tables.ts';
import { chapters, courses, lessons } from './tables.ts';

// Every course card is read in one query: counts, duration and ratings come from correlated
// subqueries (each served by an index on course_id), never one query per course.

/** The columns of a course card; pass `sql` fragments of other tables to read more in the same row. */
export const cardColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  topic: courses.topic,
  kind: courses.kind,
  ageMin: courses.ageMin,
  ageMax: courses.ageMax,
  coverImage: courses.coverImage,
  featured: courses.featured,
  instructorName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  chapterCount: sql<number>`(select count(*)::int from ${chapters} where ${chapters.courseId} = ${courses.id})`,
  lessonCount: sql<number>`(select count(*)::int from ${lessons} where ${lessons.courseId} = ${courses.id})`,
  durationMinutes: sql<number>`(select coalesce(sum(${lessons.durationMinutes}), 0)::int from ${lessons} where ${lessons.courseId} = ${courses.id})`,
  ratingAverage: sql<
    number | null
  >`(select round(avg(${courseRatings.stars})::numeric, 1)::float8 from ${courseRatings} where ${courseRatings.courseId} = ${courses.id}::text)`,
  ratingCount: sql<number>`(select count(*)::int from ${courseRatings} where ${courseRatings.courseId} = ${courses.id}::text)`,
};

export interface CardRow {
  id: string;
  title: string;
  description: string;
  topic: string;
  kind: string;
  ageMin: number;
  ageMax: number;
  coverImage: string | null;
  featured: boolean;
  instructorName: string;
  chapterCount: number;
  lessonCount: number;
  durationMinutes: number;
  ratingAverage: number | null;
  ratingCount: number;
}

/** A stored cover is served as is when it is a URL or an absolute path; anything else draws a tile. */
export function coverUrl(coverImage: string | null): string | null {
  if (!coverImage) return null;
  return coverImage.startsWith('http') || coverImage.startsWith('/') ? coverImage : null;
}

export function toCard(row: CardRow): CourseCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    topic: row.topic as CourseTopic,
    kind: row.kind as CourseKind,
    age_min: row.ageMin,
    age_max: row.ageMax,
    cover_url: coverUrl(row.coverImage),
    instructor_name: row.instructorName,
    chapter_count: Number(row.chapterCount),
    lesson_count: Number(row.lessonCount),
    duration_minutes: Number(row.durationMinutes),
    rating_average: row.ratingAverage === null ? null : Number(row.ratingAverage),
    rating_count: Number(row.ratingCount),
    featured: row.featured,
  };
}

export interface CardFilter {
  topic?: CourseTopic | readonly CourseTopic[];
  /** Keeps courses whose age range holds this age. */
  age?: number;
  kind?: CourseKind;
  featured?: boolean;
}

/** The published-only conditions of a filter. */
export function publishedWhere(filter: CardFilter = {}): SQL {
  const conditions: SQL[] = [eq(courses.state, 'published')];
  if (filter.topic !== undefined) {
    const topics = typeof filter.topic === 'string' ? [filter.topic] : [...filter.topic];
    conditions.push(inArray(courses.topic, topics));
  }
  if (filter.age !== undefined) {
    conditions.push(lte(courses.ageMin, filter.age), gte(courses.ageMax, filter.age));
  }
  if (filter.kind !== undefined) conditions.push(eq(courses.kind, filter.kind));
  if (filter.featured !== undefined) conditions.push(eq(courses.featured, filter.featured));
  return and(...conditions) as SQL;
}

/** The catalogue's order: featured first, then newest published, then id so pages never shuffle. */
export const catalogOrder = [
  desc(courses.featured),
  sql`${courses.publishedAt} desc nulls last`,
  asc(courses.id),
];

/** Course cards for these ids, published or not, in the order given (unknown ids are left out). */
export async function courseCardsByIds(db: DbOrTx, ids: readonly string[]): Promise<CourseCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(inArray(courses.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every published course matching the filter, in catalogue order (not paginated). */
export async function listPublishedCourseCards(db: DbOrTx, filter: CardFilter = {}): Promise<CourseCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(publishedWhere(filter))
    .orderBy(...catalogOrder);
  return rows.map(toCard);
}

/** One page of published courses and how many match in all (one query: the count is a window). */
export async function pagePublishedCourseCards(
  db: DbOrTx,
  filter: CardFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; cards: CourseCard[] }> {
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()::int` })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(publishedWhere(filter))
    .orderBy(...catalogOrder)
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0 && page.offset > 0) {
    // Past the last page: the window count is not available, so count separately.
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .where(publishedWhere(filter));
    return { count: Number(c?.n ?? 0), cards: [] };
  }
  return { count: Number(rows[0]?.total ?? 0), cards: rows.map(toCard) };
}
