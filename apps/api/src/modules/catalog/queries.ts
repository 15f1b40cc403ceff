import type { CourseCard, CourseKind, CourseTopic } from '@ye/contracts/catalog';
import type { GameConfig } from '@ye/contracts/games';
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { childFocusAreas, courseRatings, enrolments } from '../family/tables.ts';
import { certificates } from '../learning/certificates/tables.ts';
import { bookmarks } from '../learning/library/tables.ts';
import { courseProgress, journalEntries, lessonProgress } from '../learning/progress/tables.ts';
import { chapters, courses, lessons } from '../studio/tables.ts';
import { surveyAfter, surveyBefore, surveyResponses } from '../survey/tables.ts';
import { bundleCourses, bundles } from './tables.ts';
import { type OutlineChapter, outlineFromRows } from './unlock.ts';

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

// ---- one course ------------------------------------------------------------------------------

export interface CourseDetailRow extends CardRow {
  state: string;
  instructorId: string;
  learningGoals: string[];
  instructorBio: string | null;
}

/** A course (any state) as its card plus what the detail page adds; null when there is none. */
export async function findCourseDetail(db: DbOrTx, courseId: string): Promise<CourseDetailRow | null> {
  const rows = await db
    .select({
      ...cardColumns,
      state: courses.state,
      instructorId: courses.instructorId,
      learningGoals: courses.learningGoals,
      instructorBio: users.bio,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(eq(courses.id, courseId))
    .limit(1);
  return rows[0] ?? null;
}

export async function courseIdOfChapter(db: DbOrTx, chapterId: string): Promise<string | null> {
  const rows = await db
    .select({ courseId: chapters.courseId })
    .from(chapters)
    .where(eq(chapters.id, chapterId))
    .limit(1);
  return rows[0]?.courseId ?? null;
}

export interface OutlineRow {
  chapterId: string;
  chapterTitle: string;
  chapterDescription: string;
  chapterPosition: number;
  lessonId: string | null;
  lessonTitle: string | null;
  lessonKind: string | null;
  lessonPosition: number | null;
  lessonDuration: number | null;
  gameType: string | null;
}

/** A course's chapters with their lessons (one row per lesson; a chapter without lessons once). */
export async function courseChaptersWithLessons(db: DbOrTx, courseId: string): Promise<OutlineRow[]> {
  return db
    .select({
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      chapterDescription: chapters.description,
      chapterPosition: chapters.position,
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      lessonKind: lessons.kind,
      lessonPosition: lessons.position,
      lessonDuration: lessons.durationMinutes,
      gameType: sql<string | null>`${lessons.game}->>'type'`,
    })
    .from(chapters)
    .leftJoin(lessons, eq(lessons.chapterId, chapters.id))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(chapters.id), asc(lessons.position), asc(lessons.id));
}

/** Which of this parent's children the course is assigned to. */
export async function assignedOwnChildIds(
  db: DbOrTx,
  params: { parentId: string; courseId: string },
): Promise<string[]> {
  const rows = await db
    .select({ childId: enrolments.childId })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.childId))
    .where(and(eq(enrolments.courseId, params.courseId), eq(users.parentId, params.parentId)))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((r) => r.childId);
}

export async function isBookmarked(
  db: DbOrTx,
  params: { userId: string; itemType: 'course' | 'lesson'; itemId: string },
): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(bookmarks)
    .where(
      and(
        eq(bookmarks.userId, params.userId),
        eq(bookmarks.itemType, params.itemType),
        eq(bookmarks.itemId, params.itemId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---- one lesson ------------------------------------------------------------------------------

export interface LessonRow {
  id: string;
  title: string;
  kind: string;
  position: number;
  durationMinutes: number;
  body: string;
  videoUrl: string | null;
  game: GameConfig | null;
  chapterId: string;
  chapterTitle: string;
  courseId: string;
  courseTitle: string;
  courseKind: string;
  courseState: string;
  instructorId: string;
}

/** A lesson with its chapter and course (one query); null when there is none. */
export async function findLesson(db: DbOrTx, lessonId: string): Promise<LessonRow | null> {
  const rows = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      kind: lessons.kind,
      position: lessons.position,
      durationMinutes: lessons.durationMinutes,
      body: lessons.body,
      videoUrl: lessons.videoUrl,
      game: lessons.game,
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      courseId: courses.id,
      courseTitle: courses.title,
      courseKind: courses.kind,
      courseState: courses.state,
      instructorId: courses.instructorId,
    })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId))
    .limit(1);
  return rows[0] ?? null;
}

export async function journalEntryText(
  db: DbOrTx,
  params: { childId: string; lessonId: string },
): Promise<string | null> {
  const rows = await db
    .select({ text: journalEntries.text })
    .from(journalEntries)
    .where(and(eq(journalEntries.childId, params.childId), eq(journalEntries.lessonId, params.lessonId)))
    .limit(1);
  return rows[0]?.text ?? null;
}

// ---- bundles ---------------------------------------------------------------------------------

export interface BundleRow {
  id: string;
  title: string;
  description: string;
  coverImage: string | null;
  /** The bundle's published courses in bundle order. */
  courseIds: string[];
}

/** Published bundles by position (or the one asked for), each with its published course ids in order. */
export async function listBundles(db: DbOrTx, onlyId?: string): Promise<BundleRow[]> {
  const rows = await db
    .select({
      id: bundles.id,
      title: bundles.title,
      description: bundles.description,
      coverImage: bundles.coverImage,
      courseIds: sql<string[]>`coalesce(
        array_agg(${courses.id} order by ${bundleCourses.position}, ${courses.id})
          filter (where ${courses.id} is not null),
        '{}'::uuid[])`,
    })
    .from(bundles)
    .leftJoin(bundleCourses, eq(bundleCourses.bundleId, bundles.id))
    .leftJoin(courses, and(eq(courses.id, bundleCourses.courseId), eq(courses.state, 'published')))
    .where(onlyId ? and(eq(bundles.published, true), eq(bundles.id, onlyId)) : eq(bundles.published, true))
    .groupBy(bundles.id)
    .orderBy(asc(bundles.position), asc(bundles.id));
  return rows.map((r) => ({ ...r, courseIds: r.courseIds.map(String) }));
}

// ---- search ----------------------------------------------------------------------------------

/**
 * Published courses matching a tsquery (already built from safe words), or whose topic's label
 * matches it ("worries" finds the anxiety topic), best rank first; one page and the total count.
 */
export async function searchPublished(
  db: DbOrTx,
  params: { tsquery: string; topicLabels: Record<string, string>; limit: number; offset: number },
): Promise<{ count: number; cards: CourseCard[] }> {
  const query = sql`to_tsquery('english', ${params.tsquery})`;
  const labels = Object.entries(params.topicLabels).map(([topic, text]) => sql`(${topic}, ${text})`);
  const labelTopics = sql`(select l.topic from (values ${sql.join(labels, sql`, `)}) as l(topic, label)
    where to_tsvector('english', l.label) @@ ${query})`;
  const where = and(
    eq(courses.state, 'published'),
    sql`(${courses.search} @@ ${query} or ${courses.topic} in ${labelTopics})`,
  );
  const rank = sql`ts_rank(${courses.search}, ${query})`;
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()::int` })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(where)
    .orderBy(sql`${rank} desc`, ...catalogOrder)
    .limit(params.limit)
    .offset(params.offset);
  if (rows.length === 0 && params.offset > 0) {
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(courses).where(where);
    return { count: Number(c?.n ?? 0), cards: [] };
  }
  return { count: Number(rows[0]?.total ?? 0), cards: rows.map(toCard) };
}

// ---- what recommendations know about a child ---------------------------------------------------

export async function latestSurveyPercent(db: DbOrTx, childId: string): Promise<number | null> {
  const rows = await db
    .select({ percent: surveyResponses.percent })
    .from(surveyResponses)
    .where(eq(surveyResponses.childId, childId))
    .orderBy(desc(surveyResponses.completedAt))
    .limit(1);
  return rows[0]?.percent ?? null;
}

export async function focusAreasOfChild(db: DbOrTx, childId: string): Promise<string[]> {
  const rows = await db
    .select({ area: childFocusAreas.area })
    .from(childFocusAreas)
    .where(eq(childFocusAreas.childId, childId))
    .orderBy(asc(childFocusAreas.area));
  return rows.map((r) => r.area);
}

/** Every course the child started or completed, with its topic. */
export async function childCourseStates(
  db: DbOrTx,
  childId: string,
): Promise<{ courseId: string; status: string; topic: string }[]> {
  return db
    .select({ courseId: courseProgress.courseId, status: courseProgress.status, topic: courses.topic })
    .from(courseProgress)
    .innerJoin(courses, eq(courses.id, courseProgress.courseId))
    .where(eq(courseProgress.childId, childId));
}

export async function enrolledCourseIdsOf(db: DbOrTx, childId: string): Promise<string[]> {
  const rows = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(eq(enrolments.childId, childId));
  return rows.map((r) => r.courseId);
}

/**
 * Per course, how many OTHER children born in the window completed it: one aggregate, counts only.
 * The window is (bornAfter, bornOnOrBefore] as YYYY-MM-DD dates.
 */
export async function similarChildrenFinished(
  db: DbOrTx,
  params: { childId: string; courseIds: readonly string[]; bornAfter: string; bornOnOrBefore: string },
): Promise<Map<string, number>> {
  if (params.courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: courseProgress.courseId, n: sql<number>`count(*)::int` })
    .from(courseProgress)
    .innerJoin(users, eq(users.id, courseProgress.childId))
    .where(
      and(
        inArray(courseProgress.courseId, [...params.courseIds]),
        eq(courseProgress.status, 'completed'),
        ne(courseProgress.childId, params.childId),
        eq(users.type, 'child'),
        gt(users.birthday, params.bornAfter),
        lte(users.birthday, params.bornOnOrBefore),
      ),
    )
    .groupBy(courseProgress.courseId);
  return new Map(rows.map((r) => [r.courseId, Number(r.n)]));
}

// ---- a course's outline and a child's progress in it (the course page; learning writes the progress)

/** A course's chapters and lessons in order, ids only: what the unlock rules need. */
export async function courseOutline(db: DbOrTx, courseId: string): Promise<OutlineChapter[]> {
  const rows = await db
    .select({ chapterId: chapters.id, lessonId: lessons.id })
    .from(chapters)
    .leftJoin(lessons, eq(lessons.chapterId, chapters.id))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(chapters.id), asc(lessons.position), asc(lessons.id));
  return outlineFromRows(rows);
}

/** The child's rows of lesson progress in one course. */
export function lessonProgressInCourse(db: DbOrTx, childId: string, course: { id: string }) {
  return db
    .select({
      lessonId: lessonProgress.lessonId,
      status: lessonProgress.status,
      bestScore: lessonProgress.bestScore,
      stars: lessonProgress.stars,
      attempts: lessonProgress.attempts,
      completedAt: lessonProgress.completedAt,
    })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.childId, childId), eq(lessonProgress.courseId, course.id)));
}

/** The child's course row (none before the first lesson starts), with the certificate serial once done. */
export function courseProgressRow(db: DbOrTx, childId: string, course: { id: string }) {
  return db
    .select({
      status: courseProgress.status,
      startedAt: courseProgress.startedAt,
      completedAt: courseProgress.completedAt,
      serial: certificates.serial,
    })
    .from(courseProgress)
    .leftJoin(
      certificates,
      and(
        eq(certificates.childId, courseProgress.childId),
        eq(certificates.courseId, courseProgress.courseId),
      ),
    )
    .where(and(eq(courseProgress.childId, childId), eq(courseProgress.courseId, course.id)));
}

/**
 * What completing each course did, in aggregate use only (decision 049): for every other child who
 * completed one of `courseIds` with a survey up to their start and one after it, the two percents and
 * their age at the start. One query (course_progress_course_idx, then the survey index per row).
 */
export async function courseOutcomes(
  db: DbOrTx,
  params: { courseIds: readonly string[]; excludeChildId: string },
): Promise<{ courseId: string; before: number; after: number; age: number | null }[]> {
  if (params.courseIds.length === 0) return [];
  const result = await db.execute<{
    course_id: string;
    before: number;
    after: number;
    age: number | null;
  }>(sql`
    select o.course_id, o.before, o.after, o.age from (
      select cp.course_id,
        ${surveyBefore(sql`cp.child_id`, sql`cp.started_at`)} as before,
        ${surveyAfter(sql`cp.child_id`, sql`cp.started_at`)} as after,
        case when u.birthday is null then null
          else extract(year from age(cp.started_at::date, u.birthday))::int end as age
      from ${courseProgress} cp
      join ${users} u on u.id = cp.child_id and u.type = 'child'
      where cp.status = 'completed' and cp.child_id <> ${params.excludeChildId}
        and cp.course_id in (${sql.join(
          params.courseIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
    ) o
    where o.before is not null and o.after is not null`);
  return result.rows.map((r) => ({
    courseId: r.course_id,
    before: Number(r.before),
    after: Number(r.after),
    age: r.age === null ? null : Number(r.age),
  }));
}
