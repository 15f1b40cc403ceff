import type { GameConfig } from '@ye/contracts/games';
import { and, asc, desc, eq, ilike, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { courseProgress, lessonProgress } from '../learning/progress/tables.ts';
import { chapters, courses, lessons, studioUploads } from './tables.ts';

// The studio's reads and writes. Whose course it is gets checked in the service from the rows read
// here (one query per lookup, with the course's owner and state joined in); lists are scoped by owner.

// ---- courses -----------------------------------------------------------------------------------

/** The columns of a studio course card; counts are correlated subqueries served by course_id indexes. */
const courseColumns = {
  id: courses.id,
  instructorId: courses.instructorId,
  state: courses.state,
  title: courses.title,
  description: courses.description,
  kind: courses.kind,
  topic: courses.topic,
  ageMin: courses.ageMin,
  ageMax: courses.ageMax,
  coverImage: courses.coverImage,
  learningGoals: courses.learningGoals,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  publishedAt: courses.publishedAt,
  // Written with aliases: without a join Drizzle leaves column names unqualified, and "id" inside the
  // subquery would then mean the subquery's own table.
  chapterCount: sql<number>`(select count(*)::int from ${chapters} ch where ch.course_id = ${courses}.id)`,
  lessonCount: sql<number>`(select count(*)::int from ${lessons} l where l.course_id = ${courses}.id)`,
  durationMinutes: sql<number>`(select coalesce(sum(l.duration_minutes), 0)::int from ${lessons} l where l.course_id = ${courses}.id)`,
  studentCount: sql<number>`(select count(*)::int from ${courseProgress} cp where cp.course_id = ${courses}.id)`,
};

export interface CourseRow {
  id: string;
  instructorId: string;
  state: string;
  title: string;
  description: string;
  kind: string;
  topic: string;
  ageMin: number;
  ageMax: number;
  coverImage: string | null;
  learningGoals: string[];
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  chapterCount: number;
  lessonCount: number;
  durationMinutes: number;
  studentCount: number;
}

/** A course in any state with its counts; null when there is none. */
export async function findCourse(db: DbOrTx, courseId: string): Promise<CourseRow | null> {
  const rows = await db.select(courseColumns).from(courses).where(eq(courses.id, courseId)).limit(1);
  return rows[0] ?? null;
}

/**
 * Locks the course row for a structural change (positions, publish, discard, duplicate) so that two
 * changes of one course run one after the other; `touch` also marks it edited. Null when there is none.
 */
export async function lockCourse(
  tx: DbOrTx,
  courseId: string,
  touch = true,
): Promise<{ id: string; instructorId: string; state: string; kind: string } | null> {
  const columns = {
    id: courses.id,
    instructorId: courses.instructorId,
    state: courses.state,
    kind: courses.kind,
  };
  const rows = touch
    ? await tx
        .update(courses)
        .set({ updatedAt: sql`now()` })
        .where(eq(courses.id, courseId))
        .returning(columns)
    : await tx.select(columns).from(courses).where(eq(courses.id, courseId)).for('update');
  return rows[0] ?? null;
}

export async function insertCourse(
  db: DbOrTx,
  values: {
    instructorId: string;
    title: string;
    description: string;
    kind: string;
    topic: string;
    ageMin: number;
    ageMax: number;
    learningGoals: string[];
    coverImage: string | null;
  },
): Promise<string> {
  const rows = await db
    .insert(courses)
    .values({ ...values, state: 'draft' })
    .returning({ id: courses.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('course was not created');
  return id;
}

export async function updateCourse(
  db: DbOrTx,
  courseId: string,
  set: Partial<{
    title: string;
    description: string;
    kind: string;
    topic: string;
    ageMin: number;
    ageMax: number;
    learningGoals: string[];
    coverImage: string | null;
  }>,
): Promise<void> {
  await db
    .update(courses)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(courses.id, courseId));
}

export async function setCourseState(
  db: DbOrTx,
  courseId: string,
  state: 'published' | 'discarded',
): Promise<{ publishedAt: Date | null }> {
  const rows = await db
    .update(courses)
    .set(
      state === 'published'
        ? { state, publishedAt: sql`coalesce(${courses.publishedAt}, now())`, updatedAt: sql`now()` }
        : { state, featured: false, updatedAt: sql`now()` },
    )
    .where(eq(courses.id, courseId))
    .returning({ publishedAt: courses.publishedAt });
  return { publishedAt: rows[0]?.publishedAt ?? null };
}

/** `%`, `_` and `\` typed in a search are matched as themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the owner's drafts and published courses, most recently edited first. */
export async function pageOwnCourses(
  db: DbOrTx,
  params: {
    instructorId: string;
    q?: string | undefined;
    status?: 'draft' | 'published' | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ count: number; rows: CourseRow[] }> {
  const conditions: SQL[] = [eq(courses.instructorId, params.instructorId), ne(courses.state, 'discarded')];
  if (params.status) conditions.push(eq(courses.state, params.status));
  if (params.q) conditions.push(ilike(courses.title, `%${likeEscape(params.q)}%`));
  const where = and(...conditions);
  const rows = await db
    .select({ ...courseColumns, total: sql<number>`count(*) over ()::int` })
    .from(courses)
    .where(where)
    .orderBy(desc(courses.updatedAt), asc(courses.id))
    .limit(params.limit)
    .offset(params.offset);
  if (rows.length === 0 && params.offset > 0) {
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(courses).where(where);
    return { count: Number(c?.n ?? 0), rows: [] };
  }
  return { count: Number(rows[0]?.total ?? 0), rows };
}

/**
 * A deep copy of a course as a new draft of the same owner: new course, chapter and lesson rows (game
 * JSON copied by value), positions renumbered 1, 2, 3 ... Three statements, none per row.
 */
export async function copyCourse(tx: DbOrTx, params: { sourceId: string; title: string }): Promise<string> {
  const copied = await tx.execute<{ id: string }>(sql`
    insert into ${courses} (instructor_id, title, description, learning_goals, topic, kind, age_min, age_max, cover_image, state)
    select instructor_id, ${params.title}::text, description, learning_goals, topic, kind, age_min, age_max, cover_image, 'draft'
    from ${courses} where id = ${params.sourceId}::uuid
    returning id`);
  const newId = copied.rows[0]?.id;
  if (!newId) throw new Error('course was not copied');
  await tx.execute(sql`
    insert into ${chapters} (course_id, title, description, position)
    select ${newId}::uuid, title, description, row_number() over (order by position, id)
    from ${chapters} where course_id = ${params.sourceId}::uuid`);
  await tx.execute(sql`
    with old_chapters as (
      select id, row_number() over (order by position, id) as n from ${chapters} where course_id = ${params.sourceId}::uuid
    )
    insert into ${lessons} (chapter_id, course_id, title, kind, position, body, video_url, duration_minutes, game)
    select nc.id, ${newId}::uuid, l.title, l.kind,
      row_number() over (partition by l.chapter_id order by l.position, l.id),
      l.body, l.video_url, l.duration_minutes, l.game
    from ${lessons} l
    join old_chapters oc on oc.id = l.chapter_id
    join ${chapters} nc on nc.course_id = ${newId}::uuid and nc.position = oc.n
    where l.course_id = ${params.sourceId}::uuid`);
  return newId;
}

// ---- chapters and lessons ----------------------------------------------------------------------

export interface ChapterRow {
  id: string;
  courseId: string;
  title: string;
  description: string;
  position: number;
}

const chapterColumns = {
  id: chapters.id,
  courseId: chapters.courseId,
  title: chapters.title,
  description: chapters.description,
  position: chapters.position,
};

export interface LessonRow {
  id: string;
  chapterId: string;
  courseId: string;
  title: string;
  kind: string;
  position: number;
  body: string;
  videoUrl: string | null;
  durationMinutes: number;
  game: GameConfig | null;
}

const lessonColumns = {
  id: lessons.id,
  chapterId: lessons.chapterId,
  courseId: lessons.courseId,
  title: lessons.title,
  kind: lessons.kind,
  position: lessons.position,
  body: lessons.body,
  videoUrl: lessons.videoUrl,
  durationMinutes: lessons.durationMinutes,
  game: lessons.game,
};

/** Owner and state of the course a row belongs to, read with it. */
const ownerColumns = { instructorId: courses.instructorId, courseState: courses.state };

export async function findChapter(
  db: DbOrTx,
  chapterId: string,
): Promise<(ChapterRow & { instructorId: string; courseState: string }) | null> {
  const rows = await db
    .select({ ...chapterColumns, ...ownerColumns })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(eq(chapters.id, chapterId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findLesson(
  db: DbOrTx,
  lessonId: string,
): Promise<(LessonRow & { instructorId: string; courseState: string }) | null> {
  const rows = await db
    .select({ ...lessonColumns, ...ownerColumns })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId))
    .limit(1);
  return rows[0] ?? null;
}

/** A course's chapters in order. */
export async function chaptersOf(db: DbOrTx, courseId: string): Promise<ChapterRow[]> {
  return db
    .select(chapterColumns)
    .from(chapters)
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(chapters.id));
}

/** Lessons of the given chapters, in chapter order then position (one query). */
export async function lessonsOfChapters(db: DbOrTx, chapterIds: readonly string[]): Promise<LessonRow[]> {
  if (chapterIds.length === 0) return [];
  return db
    .select(lessonColumns)
    .from(lessons)
    .where(inArray(lessons.chapterId, [...chapterIds]))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

/** Every lesson of a course (one query). */
export async function lessonsOfCourse(db: DbOrTx, courseId: string): Promise<LessonRow[]> {
  return db
    .select(lessonColumns)
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

export async function insertChapterLast(
  tx: DbOrTx,
  values: { courseId: string; title: string; description: string },
): Promise<string> {
  const rows = await tx
    .insert(chapters)
    .values({
      ...values,
      position: sql`(select coalesce(max(${chapters.position}), 0) + 1 from ${chapters} where ${chapters.courseId} = ${values.courseId})`,
    })
    .returning({ id: chapters.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('chapter was not created');
  return id;
}

export async function updateChapter(
  db: DbOrTx,
  chapterId: string,
  set: Partial<{ title: string; description: string }>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db.update(chapters).set(set).where(eq(chapters.id, chapterId));
}

/** `(id, position)` rows numbering `ids` 1, 2, 3 ... in order, for a `from (values ...)` update. */
const positionValues = (ids: readonly string[]) =>
  sql.join(
    ids.map((id, i) => sql`(${id}::uuid, ${i + 1}::int)`),
    sql`, `,
  );

/** Writes positions 1, 2, 3 ... in the order of `ids` (one statement). */
export async function renumberChapters(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${chapters} set position = v.position
    from (values ${positionValues(ids)}) as v(id, position)
    where ${chapters.id} = v.id and ${chapters.position} is distinct from v.position`);
}

/** Puts the lessons of one chapter in the order of `ids` (moving any into it), one statement. */
export async function placeLessons(db: DbOrTx, chapterId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${lessons} set position = v.position, chapter_id = ${chapterId}
    from (values ${positionValues(ids)}) as v(id, position)
    where ${lessons.id} = v.id`);
}

export async function insertLessonLast(
  tx: DbOrTx,
  values: {
    chapterId: string;
    courseId: string;
    title: string;
    kind: string;
    body: string;
    videoUrl: string | null;
    durationMinutes: number;
    game: GameConfig | null;
  },
): Promise<string> {
  const rows = await tx
    .insert(lessons)
    .values({
      ...values,
      position: sql`(select coalesce(max(${lessons.position}), 0) + 1 from ${lessons} where ${lessons.chapterId} = ${values.chapterId})`,
    })
    .returning({ id: lessons.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('lesson was not created');
  return id;
}

export async function updateLesson(
  db: DbOrTx,
  lessonId: string,
  set: Partial<{
    title: string;
    kind: string;
    body: string;
    videoUrl: string | null;
    durationMinutes: number;
    game: GameConfig | null;
  }>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db.update(lessons).set(set).where(eq(lessons.id, lessonId));
}

/** Deletes lessons (progress, plays and journal entries go with them by cascade). */
export async function deleteLessons(db: DbOrTx, lessonIds: readonly string[]): Promise<void> {
  if (lessonIds.length === 0) return;
  await db.delete(lessons).where(inArray(lessons.id, [...lessonIds]));
}

export async function deleteChapter(db: DbOrTx, chapterId: string): Promise<void> {
  await db.delete(chapters).where(eq(chapters.id, chapterId));
}

// ---- students ----------------------------------------------------------------------------------

export interface StudentRow {
  childId: string;
  firstName: string;
  birthday: string | null;
  courseId: string;
  courseTitle: string;
  status: string;
  lastActivityAt: Date;
  completedLessons: number;
  totalLessons: number;
}

/**
 * One page of (child, course) rows for the instructor's courses that a child started, most recently
 * active first. Only the first name and birthday of a child are read (no survey: decision 042). Counts are
 * correlated subqueries on indexed columns, never a query per row.
 */
export async function pageStudents(
  db: DbOrTx,
  params: {
    instructorId: string;
    q?: string | undefined;
    courseId?: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ count: number; rows: StudentRow[] }> {
  const conditions: SQL[] = [eq(courses.instructorId, params.instructorId), ne(courses.state, 'discarded')];
  if (params.courseId) conditions.push(eq(courses.id, params.courseId));
  if (params.q) conditions.push(ilike(users.firstName, `%${likeEscape(params.q)}%`));
  const where = and(...conditions);
  const rows = await db
    .select({
      childId: users.id,
      firstName: users.firstName,
      birthday: users.birthday,
      courseId: courses.id,
      courseTitle: courses.title,
      status: courseProgress.status,
      lastActivityAt: courseProgress.lastActivityAt,
      completedLessons: sql<number>`(select count(*)::int from ${lessonProgress} where ${lessonProgress.childId} = ${courseProgress.childId} and ${lessonProgress.courseId} = ${courseProgress.courseId} and ${lessonProgress.status} = 'completed')`,
      totalLessons: sql<number>`(select count(*)::int from ${lessons} where ${lessons.courseId} = ${courseProgress.courseId})`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(courseProgress)
    .innerJoin(courses, eq(courses.id, courseProgress.courseId))
    .innerJoin(users, and(eq(users.id, courseProgress.childId), eq(users.type, 'child')))
    .where(where)
    .orderBy(desc(courseProgress.lastActivityAt), asc(users.id), asc(courses.id))
    .limit(params.limit)
    .offset(params.offset);
  if (rows.length === 0 && params.offset > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(courseProgress)
      .innerJoin(courses, eq(courses.id, courseProgress.courseId))
      .innerJoin(users, and(eq(users.id, courseProgress.childId), eq(users.type, 'child')))
      .where(where);
    return { count: Number(c?.n ?? 0), rows: [] };
  }
  return { count: Number(rows[0]?.total ?? 0), rows };
}

// ---- uploads -----------------------------------------------------------------------------------

export interface UploadRow {
  id: string;
  ownerId: string;
  courseId: string | null;
  purpose: string;
  filename: string;
  contentType: string;
  size: number;
  storedName: string;
  status: string;
  createdAt: Date;
  storedAt: Date | null;
}

const uploadColumns = {
  id: studioUploads.id,
  ownerId: studioUploads.ownerId,
  courseId: studioUploads.courseId,
  purpose: studioUploads.purpose,
  filename: studioUploads.filename,
  contentType: studioUploads.contentType,
  size: studioUploads.size,
  storedName: studioUploads.storedName,
  status: studioUploads.status,
  createdAt: studioUploads.createdAt,
  storedAt: studioUploads.storedAt,
};

export async function insertUpload(
  db: DbOrTx,
  values: {
    ownerId: string;
    courseId: string | null;
    purpose: string;
    filename: string;
    contentType: string;
    size: number;
    storedName: string;
  },
): Promise<UploadRow> {
  const rows = await db.insert(studioUploads).values(values).returning(uploadColumns);
  const row = rows[0];
  if (!row) throw new Error('upload was not recorded');
  return row;
}

export async function findUpload(db: DbOrTx, uploadId: string): Promise<UploadRow | null> {
  const rows = await db
    .select(uploadColumns)
    .from(studioUploads)
    .where(eq(studioUploads.id, uploadId))
    .limit(1);
  return rows[0] ?? null;
}

/** Moves an upload from one status to the next; false when it was not in `from` (someone else won). */
export async function moveUploadStatus(
  db: DbOrTx,
  uploadId: string,
  from: 'pending' | 'receiving',
  to: 'pending' | 'receiving' | 'stored',
): Promise<UploadRow | null> {
  const rows = await db
    .update(studioUploads)
    .set(to === 'stored' ? { status: to, storedAt: sql`now()` } : { status: to })
    .where(and(eq(studioUploads.id, uploadId), eq(studioUploads.status, from)))
    .returning(uploadColumns);
  return rows[0] ?? null;
}

/** A stored upload of this purpose under this name, if one of `ownerIds` uploaded it. */
export async function findStoredUpload(
  db: DbOrTx,
  params: { storedName: string; purpose: string; ownerIds: readonly string[] },
): Promise<{ id: string } | null> {
  const rows = await db
    .select({ id: studioUploads.id })
    .from(studioUploads)
    .where(
      and(
        eq(studioUploads.storedName, params.storedName),
        eq(studioUploads.purpose, params.purpose),
        eq(studioUploads.status, 'stored'),
        inArray(studioUploads.ownerId, [...params.ownerIds]),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** One page of the owner's stored videos, newest first. */
export async function pageOwnVideos(
  db: DbOrTx,
  params: { ownerId: string; courseId?: string | undefined; limit: number; offset: number },
): Promise<{ count: number; rows: UploadRow[] }> {
  const conditions: SQL[] = [
    eq(studioUploads.ownerId, params.ownerId),
    eq(studioUploads.purpose, 'video'),
    eq(studioUploads.status, 'stored'),
  ];
  if (params.courseId) conditions.push(eq(studioUploads.courseId, params.courseId));
  const where = and(...conditions);
  const rows = await db
    .select({ ...uploadColumns, total: sql<number>`count(*) over ()::int` })
    .from(studioUploads)
    .where(where)
    .orderBy(desc(studioUploads.storedAt), asc(studioUploads.id))
    .limit(params.limit)
    .offset(params.offset);
  if (rows.length === 0 && params.offset > 0) {
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(studioUploads).where(where);
    return { count: Number(c?.n ?? 0), rows: [] };
  }
  return { count: Number(rows[0]?.total ?? 0), rows };
}

/** Deletes uploads still pending (their bytes never came) created before `before`; returns how many. */
export async function deletePendingUploads(db: DbOrTx, before: Date): Promise<number> {
  const result = await db
    .delete(studioUploads)
    .where(and(eq(studioUploads.status, 'pending'), lt(studioUploads.createdAt, before)));
  return result.rowCount ?? 0;
}

/** Whether a lesson shows this video (its address as stored). */
export async function videoInLessons(db: DbOrTx, fileUrl: string): Promise<boolean> {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.videoUrl, fileUrl))
    .limit(1);
  return rows.length > 0;
}

/** Forgets a stored upload whose file was removed (a recording past its keeping). */
export async function deleteStoredUpload(db: DbOrTx, purpose: string, storedName: string): Promise<void> {
  await db
    .delete(studioUploads)
    .where(and(eq(studioUploads.purpose, purpose), eq(studioUploads.storedName, storedName)));
}
