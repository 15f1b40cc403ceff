import type { CourseKind, CourseTopic, LessonKind } from '@ye/contracts/catalog';
import type { GameType } from '@ye/contracts/games';
import {
  ageBand,
  type ContentDiscardResponse,
  type CreateChapterRequest,
  type CreateCourseRequest,
  type CreateLessonRequest,
  type DiscardCourseResponse,
  type GenerateUploadUrlRequest,
  type PublishCourseResponse,
  STUDIO_GAME_ONLY_FOR_GAMES,
  STUDIO_GAME_REQUIRED,
  type StudentListQuery,
  type StudentPage,
  type StudioChapter,
  type StudioCourse,
  type StudioCourseDetail,
  type StudioCourseListQuery,
  type StudioCoursePage,
  type StudioLesson,
  TITLE_MAX,
  type UpdateChapterRequest,
  type UpdateCourseRequest,
  type UpdateLessonRequest,
  type UploadUrlResponse,
  type VideoPage,
} from '@ye/contracts/studio';
import { ageOn, clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { CHAPTER_NOT_FOUND, COURSE_NOT_FOUND, LESSON_NOT_FOUND } from '../catalog/service.ts';
import { dropUnstartedEnrolments } from '../family/enrolment-service.ts';
import { refreshCourseOutcomes } from '../insights/outcomes/service.ts';
import { forgetLessonBookmarks } from '../learning/library/service.ts';
import * as q from './queries.ts';
import { createUploadUrl, FILES_PREFIX, PURPOSE_FOLDER, STORED_NAME, toStoredUpload } from './uploads.ts';

export const CONTENT_NOT_FOUND = 'We could not find this chapter or lesson.';
export const COVER_NOT_OURS = 'The cover must be an image uploaded in the studio.';
export const VIDEO_NOT_OURS = 'The video must be a file uploaded in the studio.';
export const KIND_FIXED_WHEN_PUBLISHED = 'A published course cannot change between a course and a game.';
export const MOVE_WITHIN_COURSE = 'A lesson can only move to another chapter of the same course.';
export const NO_COVER = 'Add a cover image before publishing.';
/** When none is chosen, a course is filed under the platform's own topic. */
const DEFAULT_TOPIC: CourseTopic = 'self-esteem';

/**
 * Only the course's owner, or an admin, sees or changes a course in the studio; to anyone else it does
 * not exist (404), published or not. A discarded course is gone for everyone.
 */
function mayEdit(caller: Caller, course: { instructorId: string; state: string }): boolean {
  if (course.state === 'discarded') return false;
  return caller.type === 'admin' || course.instructorId === caller.userId;
}

/** Words for a course's parts: a game course has levels of missions. */
function partNames(kind: string) {
  return kind === 'game'
    ? { chapter: 'Level', chapters: 'level', lesson: 'Mission', lessons: 'missions' }
    : { chapter: 'Chapter', chapters: 'chapter', lesson: 'Lesson', lessons: 'lessons' };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toStudioCourse(row: q.CourseRow): StudioCourse {
  const topic = row.topic as CourseTopic;
  return {
    id: row.id,
    status: row.state as StudioCourse['status'],
    title: row.title,
    description: row.description,
    kind: row.kind as CourseKind,
    topic,
    topics: [topic],
    age_min: row.ageMin,
    age_max: row.ageMax,
    cover_url: row.coverImage,
    learning_goals: row.learningGoals,
    chapter_count: Number(row.chapterCount),
    lesson_count: Number(row.lessonCount),
    duration_minutes: Number(row.durationMinutes),
    student_count: Number(row.studentCount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: iso(row.publishedAt),
  };
}

function toStudioLesson(row: q.LessonRow): StudioLesson {
  return {
    id: row.id,
    chapter_id: row.chapterId,
    course_id: row.courseId,
    title: row.title,
    kind: row.kind as LessonKind,
    position: row.position,
    body: row.body,
    video_url: row.videoUrl,
    duration_minutes: row.durationMinutes,
    game: row.game,
    game_type: (row.game?.type as GameType | undefined) ?? null,
  };
}

function toStudioChapter(row: q.ChapterRow, lessons: q.LessonRow[]): StudioChapter {
  return {
    id: row.id,
    course_id: row.courseId,
    title: row.title,
    description: row.description,
    position: row.position,
    lessons: lessons.filter((l) => l.chapterId === row.id).map(toStudioLesson),
  };
}

async function editableCourse(db: DbOrTx, caller: Caller, courseId: string): Promise<q.CourseRow> {
  const course = await q.findCourse(db, courseId);
  if (!course || !mayEdit(caller, course)) throw new NotFound(COURSE_NOT_FOUND, 'course_not_found');
  return course;
}

/** The course locked for a structural change, after the same visibility check. */
async function lockEditable(tx: DbOrTx, caller: Caller, courseId: string, touch = true) {
  const course = await q.lockCourse(tx, courseId, touch);
  if (!course || !mayEdit(caller, course)) throw new NotFound(COURSE_NOT_FOUND, 'course_not_found');
  return course;
}

async function editableChapter(db: DbOrTx, caller: Caller, chapterId: string) {
  const chapter = await q.findChapter(db, chapterId);
  if (!chapter || !mayEdit(caller, { instructorId: chapter.instructorId, state: chapter.courseState }))
    throw new NotFound(CHAPTER_NOT_FOUND, 'chapter_not_found');
  return chapter;
}

async function editableLesson(db: DbOrTx, caller: Caller, lessonId: string) {
  const lesson = await q.findLesson(db, lessonId);
  if (!lesson || !mayEdit(caller, { instructorId: lesson.instructorId, state: lesson.courseState }))
    throw new NotFound(LESSON_NOT_FOUND, 'lesson_not_found');
  return lesson;
}

// ---- media a course or lesson points at --------------------------------------------------------

const PLATFORM_MEDIA = {
  cover: /^\/v1\/media\/covers\/[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/,
  video: /^\/v1\/media\/videos\/[a-z0-9]+(?:-[a-z0-9]+)*\.webm$/,
};

/**
 * A cover or video URL as stored: null, one of the platform's own files, or a file uploaded in the
 * studio by the caller or the course's owner (given as its file_url; an absolute URL of the same path
 * is stored as the path). Anything else is refused: the app's pages only load media from our origin.
 */
async function mediaUrl(
  db: DbOrTx,
  value: string | null | undefined,
  purpose: 'cover' | 'video',
  ownerIds: string[],
): Promise<string | null> {
  if (!value) return null;
  const refused = new Invalid(purpose === 'cover' ? COVER_NOT_OURS : VIDEO_NOT_OURS, `${purpose}_not_ours`);
  let urlPath = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      urlPath = new URL(value).pathname;
    } catch {
      throw refused;
    }
  }
  if (PLATFORM_MEDIA[purpose].test(urlPath)) return urlPath;
  const prefix = `${FILES_PREFIX}${PURPOSE_FOLDER[purpose]}/`;
  const storedName = urlPath.startsWith(prefix) ? urlPath.slice(prefix.length) : '';
  if (!STORED_NAME.test(storedName)) throw refused;
  const upload = await q.findStoredUpload(db, { storedName, purpose, ownerIds });
  if (!upload) throw refused;
  return urlPath;
}

// ---- courses -----------------------------------------------------------------------------------

export async function getCourse(db: DbOrTx, caller: Caller, courseId: string): Promise<StudioCourseDetail> {
  const course = await editableCourse(db, caller, courseId);
  const chapters = await q.chaptersOf(db, course.id);
  const lessons = await q.lessonsOfCourse(db, course.id);
  return { ...toStudioCourse(course), chapters: chapters.map((c) => toStudioChapter(c, lessons)) };
}

async function reread(db: DbOrTx, courseId: string): Promise<StudioCourse> {
  const row = await q.findCourse(db, courseId);
  if (!row) throw new NotFound(COURSE_NOT_FOUND, 'course_not_found');
  return toStudioCourse(row);
}

export async function createCourse(
  db: Db,
  caller: Caller,
  input: CreateCourseRequest,
): Promise<StudioCourse> {
  const ageMin = input.age_min ?? Math.min(6, input.age_max ?? 6);
  const ageMax = input.age_max ?? Math.max(12, ageMin);
  const id = await q.insertCourse(db, {
    instructorId: caller.userId,
    title: input.title,
    description: input.description,
    kind: input.kind,
    // The catalogue files a course under one topic: the first chosen is the course's topic.
    topic: input.topics?.[0] ?? DEFAULT_TOPIC,
    ageMin,
    ageMax,
    learningGoals: input.learning_goals ?? [],
    coverImage: await mediaUrl(db, input.cover_url, 'cover', [caller.userId]),
  });
  return reread(db, id);
}

export async function updateCourse(
  db: Db,
  caller: Caller,
  courseId: string,
  input: UpdateCourseRequest,
): Promise<StudioCourse> {
  const course = await editableCourse(db, caller, courseId);
  const ageMin = input.age_min ?? course.ageMin;
  const ageMax = input.age_max ?? course.ageMax;
  if (ageMin > ageMax) throw new Invalid('The youngest age cannot be above the oldest.', 'age_range');
  if (input.kind !== undefined && input.kind !== course.kind && course.state === 'published')
    throw new Conflict(KIND_FIXED_WHEN_PUBLISHED, 'kind_fixed');
  const set: Parameters<typeof q.updateCourse>[2] = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.kind !== undefined) set.kind = input.kind;
  if (input.topics !== undefined) set.topic = input.topics[0] ?? course.topic;
  if (input.age_min !== undefined) set.ageMin = input.age_min;
  if (input.age_max !== undefined) set.ageMax = input.age_max;
  if (input.learning_goals !== undefined) set.learningGoals = input.learning_goals;
  if (input.cover_url !== undefined)
    set.coverImage = await mediaUrl(db, input.cover_url, 'cover', [caller.userId, course.instructorId]);
  await q.updateCourse(db, course.id, set);
  return reread(db, course.id);
}

/**
 * Publishes a complete course: it needs a cover, at least one chapter, a lesson in every chapter and
 * a video in every video lesson; otherwise 400 naming the first thing missing. Publishing a
 * published course changes nothing.
 */
export async function publishCourse(
  db: Db,
  caller: Caller,
  courseId: string,
): Promise<PublishCourseResponse> {
  return db.transaction(async (tx) => {
    await lockEditable(tx, caller, courseId);
    const course = await editableCourse(tx, caller, courseId);
    if (course.state !== 'published') {
      const names = partNames(course.kind);
      if (!course.coverImage) throw new Invalid(NO_COVER, 'cover_missing');
      const chapters = await q.chaptersOf(tx, course.id);
      if (chapters.length === 0)
        throw new Invalid(`Add a ${names.chapters} before publishing.`, 'chapter_missing');
      const lessons = await q.lessonsOfCourse(tx, course.id);
      const empty = chapters.find((c) => !lessons.some((l) => l.chapterId === c.id));
      if (empty)
        throw new Invalid(`${names.chapter} "${empty.title}" has no ${names.lessons} yet.`, 'chapter_empty');
      const noVideo = chapters
        .flatMap((c) => lessons.filter((l) => l.chapterId === c.id))
        .find((l) => l.kind === 'video' && !l.videoUrl);
      if (noVideo)
        throw new Invalid(
          `${names.lesson} "${noVideo.title}" needs a video before publishing.`,
          'video_missing',
        );
    }
    const { publishedAt } = await q.setCourseState(tx, course.id, 'published');
    return { id: course.id, status: 'published', published_at: (publishedAt ?? clock.now()).toISOString() };
  });
}

/**
 * Deletes a course as far as anyone can see: it leaves every list, and assignments of children who
 * never started it are removed. Children who started keep their progress and certificates (rows stay).
 */
export async function discardCourse(
  db: Db,
  caller: Caller,
  courseId: string,
): Promise<DiscardCourseResponse> {
  return db.transaction(async (tx) => {
    const course = await lockEditable(tx, caller, courseId);
    await q.setCourseState(tx, course.id, 'discarded');
    await dropUnstartedEnrolments(tx, course.id);
    return { id: course.id, status: 'discarded' };
  });
}

/** A deep copy as a new draft of the same owner, titled "Copy of …". */
export async function duplicateCourse(db: Db, caller: Caller, courseId: string): Promise<StudioCourse> {
  const id = await db.transaction(async (tx) => {
    // Locked (without marking it edited) so the three copy statements see one version of it.
    const course = await lockEditable(tx, caller, courseId, false);
    const source = await editableCourse(tx, caller, course.id);
    const title = `Copy of ${source.title}`;
    return q.copyCourse(tx, {
      sourceId: course.id,
      title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1).trimEnd()}…` : title,
    });
  });
  return reread(db, id);
}

export async function listCourses(
  db: DbOrTx,
  caller: Caller,
  query: StudioCourseListQuery,
): Promise<StudioCoursePage> {
  const { page, page_size: pageSize } = query;
  const { count, rows } = await q.pageOwnCourses(db, {
    instructorId: caller.userId,
    q: query.q || undefined,
    status: query.status,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { count, page, page_size: pageSize, results: rows.map(toStudioCourse) };
}

// ---- chapters ----------------------------------------------------------------------------------

async function chapterWithLessons(db: DbOrTx, chapterId: string): Promise<StudioChapter> {
  const chapter = await q.findChapter(db, chapterId);
  if (!chapter) throw new NotFound(CHAPTER_NOT_FOUND, 'chapter_not_found');
  return toStudioChapter(chapter, await q.lessonsOfChapters(db, [chapter.id]));
}

/** A new chapter at the end of the course. */
export async function createChapter(
  db: Db,
  caller: Caller,
  courseId: string,
  input: CreateChapterRequest,
): Promise<StudioChapter> {
  const id = await db.transaction(async (tx) => {
    const course = await lockEditable(tx, caller, courseId);
    return q.insertChapterLast(tx, {
      courseId: course.id,
      title: input.title,
      description: input.description,
    });
  });
  return chapterWithLessons(db, id);
}

/** `ids` with `id` moved to 1-based `position` (past the end means last). */
function moved(ids: string[], id: string, position: number): string[] {
  const rest = ids.filter((x) => x !== id);
  rest.splice(Math.min(position, rest.length + 1) - 1, 0, id);
  return rest;
}

/** Title, description and place of a chapter; the other chapters shift so positions stay 1, 2, 3 ... */
export async function updateChapter(
  db: Db,
  caller: Caller,
  chapterId: string,
  input: UpdateChapterRequest,
): Promise<StudioChapter> {
  const found = await editableChapter(db, caller, chapterId);
  await db.transaction(async (tx) => {
    await lockEditable(tx, caller, found.courseId);
    if (!(await q.findChapter(tx, found.id))) throw new NotFound(CHAPTER_NOT_FOUND, 'chapter_not_found');
    const set: { title?: string; description?: string } = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description;
    await q.updateChapter(tx, found.id, set);
    if (input.position !== undefined) {
      const ids = (await q.chaptersOf(tx, found.courseId)).map((c) => c.id);
      await q.renumberChapters(tx, moved(ids, found.id, input.position));
    }
  });
  return chapterWithLessons(db, found.id);
}

// ---- lessons -----------------------------------------------------------------------------------

/** A new lesson at the end of the chapter; a game lesson's game was validated by GameConfig. */
export async function createLesson(
  db: Db,
  caller: Caller,
  chapterId: string,
  input: CreateLessonRequest,
): Promise<StudioLesson> {
  const chapter = await editableChapter(db, caller, chapterId);
  const videoUrl = await mediaUrl(db, input.video_url, 'video', [caller.userId, chapter.instructorId]);
  const id = await db.transaction(async (tx) => {
    await lockEditable(tx, caller, chapter.courseId);
    // The chapter may have been deleted since it was read; under the course lock that is settled.
    if (!(await q.findChapter(tx, chapter.id))) throw new NotFound(CHAPTER_NOT_FOUND, 'chapter_not_found');
    return q.insertLessonLast(tx, {
      chapterId: chapter.id,
      courseId: chapter.courseId,
      title: input.title,
      kind: input.kind,
      body: input.body,
      videoUrl,
      durationMinutes: input.duration_minutes,
      game: input.kind === 'game' ? (input.game ?? null) : null,
    });
  });
  const lesson = await q.findLesson(db, id);
  if (!lesson) throw new NotFound(LESSON_NOT_FOUND, 'lesson_not_found');
  return toStudioLesson(lesson);
}

/**
 * Changes a lesson. `chapter_id` moves it to another chapter of the same course (at `position`, or
 * last) and closes the gap it leaves; `position` alone reorders it within its chapter. A lesson whose
 * kind stops being a game loses its game; one that becomes a game needs one.
 */
export async function updateLesson(
  db: Db,
  caller: Caller,
  lessonId: string,
  input: UpdateLessonRequest,
): Promise<StudioLesson> {
  const found = await editableLesson(db, caller, lessonId);
  const videoUrl =
    input.video_url === undefined
      ? undefined
      : await mediaUrl(db, input.video_url, 'video', [caller.userId, found.instructorId]);

  await db.transaction(async (tx) => {
    await lockEditable(tx, caller, found.courseId);
    // Read again under the course lock: another edit may have moved or deleted it meanwhile.
    const lesson = await q.findLesson(tx, found.id);
    if (!lesson) throw new NotFound(LESSON_NOT_FOUND, 'lesson_not_found');
    const kind = input.kind ?? lesson.kind;
    let game = input.game !== undefined ? input.game : lesson.game;
    if (kind !== 'game') {
      if (input.game) throw new Invalid(STUDIO_GAME_ONLY_FOR_GAMES, 'game_not_allowed');
      game = null;
    } else if (!game) {
      throw new Invalid(STUDIO_GAME_REQUIRED, 'game_required');
    }
    const set: Parameters<typeof q.updateLesson>[2] = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.kind !== undefined) set.kind = input.kind;
    if (input.body !== undefined) set.body = input.body;
    if (input.duration_minutes !== undefined) set.durationMinutes = input.duration_minutes;
    if (videoUrl !== undefined) set.videoUrl = videoUrl;
    if (input.game !== undefined || input.kind !== undefined) set.game = game;

    const target = input.chapter_id ?? lesson.chapterId;
    if (target !== lesson.chapterId) {
      const chapter = await q.findChapter(tx, target);
      if (!chapter || chapter.courseId !== lesson.courseId)
        throw new Invalid(MOVE_WITHIN_COURSE, 'move_outside_course');
    }
    await q.updateLesson(tx, lesson.id, set);
    if (target !== lesson.chapterId) {
      const both = await q.lessonsOfChapters(tx, [lesson.chapterId, target]);
      const left = both
        .filter((l) => l.chapterId === lesson.chapterId && l.id !== lesson.id)
        .map((l) => l.id);
      const into = both.filter((l) => l.chapterId === target).map((l) => l.id);
      await q.placeLessons(tx, lesson.chapterId, left);
      await q.placeLessons(
        tx,
        target,
        moved([...into, lesson.id], lesson.id, input.position ?? into.length + 1),
      );
    } else if (input.position !== undefined) {
      const ids = (await q.lessonsOfChapters(tx, [lesson.chapterId])).map((l) => l.id);
      await q.placeLessons(tx, lesson.chapterId, moved(ids, lesson.id, input.position));
    }
  });
  const updated = await q.findLesson(db, found.id);
  if (!updated) throw new NotFound(LESSON_NOT_FOUND, 'lesson_not_found');
  return toStudioLesson(updated);
}

/**
 * Deletes a lesson, or a chapter with all its lessons; children's progress in them goes too (cascade).
 * The positions left behind close up.
 */
export async function discardContent(db: Db, caller: Caller, id: string): Promise<ContentDiscardResponse> {
  const [lesson, chapter] = await Promise.all([q.findLesson(db, id), q.findChapter(db, id)]);
  const owner = lesson ?? chapter;
  if (!owner || !mayEdit(caller, { instructorId: owner.instructorId, state: owner.courseState }))
    throw new NotFound(CONTENT_NOT_FOUND, 'content_not_found');
  return db.transaction(async (tx) => {
    await lockEditable(tx, caller, owner.courseId);
    if (lesson) {
      // Read again under the course lock: it may have moved (or gone) meanwhile.
      const current = await q.findLesson(tx, lesson.id);
      if (!current) throw new NotFound(CONTENT_NOT_FOUND, 'content_not_found');
      await forgetLessonBookmarks(tx, [current.id]);
      await q.deleteLessons(tx, [current.id]);
      // Their plays and progress went too (cascade): the instructor's aggregates follow (decision 053).
      await refreshCourseOutcomes(tx, owner.courseId);
      const rest = (await q.lessonsOfChapters(tx, [current.chapterId])).map((l) => l.id);
      await q.placeLessons(tx, current.chapterId, rest);
      return { id: current.id, kind: 'lesson' as const, lessons_deleted: 1 };
    }
    if (!(await q.findChapter(tx, id))) throw new NotFound(CONTENT_NOT_FOUND, 'content_not_found');
    const doomed = (await q.lessonsOfChapters(tx, [id])).map((l) => l.id);
    await forgetLessonBookmarks(tx, doomed);
    await q.deleteLessons(tx, doomed);
    await q.deleteChapter(tx, id);
    await refreshCourseOutcomes(tx, owner.courseId);
    const rest = (await q.chaptersOf(tx, owner.courseId)).map((c) => c.id);
    await q.renumberChapters(tx, rest);
    return { id, kind: 'chapter' as const, lessons_deleted: doomed.length };
  });
}

// ---- uploads and videos ------------------------------------------------------------------------

export async function generateUploadUrl(
  db: Db,
  caller: Caller,
  input: GenerateUploadUrlRequest,
  options: { secret: string; origin: string; maxVideoBytes: number },
): Promise<UploadUrlResponse> {
  let courseId: string | null = null;
  if (input.course_id && input.purpose !== 'avatar') {
    courseId = (await editableCourse(db, caller, input.course_id)).id;
  }
  return createUploadUrl(db, {
    secret: options.secret,
    origin: options.origin,
    ownerId: caller.userId,
    courseId,
    input,
    maxVideoBytes: options.maxVideoBytes,
  });
}

export async function listVideos(
  db: DbOrTx,
  caller: Caller,
  query: { page: number; page_size: number; course_id?: string | undefined },
): Promise<VideoPage> {
  const { page, page_size: pageSize } = query;
  if (query.course_id) await editableCourse(db, caller, query.course_id);
  const { count, rows } = await q.pageOwnVideos(db, {
    ownerId: caller.userId,
    courseId: query.course_id,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { count, page, page_size: pageSize, results: rows.map(toStoredUpload) };
}

// ---- students ----------------------------------------------------------------------------------

/** Children who started the caller's courses: first name and age band only, with their progress. */
export async function listStudents(
  db: DbOrTx,
  caller: Caller,
  query: StudentListQuery,
  now = clock.now(),
): Promise<StudentPage> {
  const { page, page_size: pageSize } = query;
  // An admin may look at the students of anyone's course by naming it.
  const course = query.course_id ? await editableCourse(db, caller, query.course_id) : null;
  const { count, rows } = await q.pageStudents(db, {
    instructorId: course?.instructorId ?? caller.userId,
    q: query.q || undefined,
    courseId: query.course_id,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    count,
    page,
    page_size: pageSize,
    results: rows.map((r) => {
      const total = Number(r.totalLessons);
      const done = Math.min(Number(r.completedLessons), total);
      return {
        child_id: r.childId,
        first_name: r.firstName,
        age_band: ageBand(r.birthday ? ageOn(r.birthday, now) : null),
        course_id: r.courseId,
        course_title: r.courseTitle,
        status: r.status === 'completed' ? 'completed' : 'started',
        percent: r.status === 'completed' ? 100 : total === 0 ? 0 : Math.round((done / total) * 100),
        last_active_at: r.lastActivityAt.toISOString(),
      };
    }),
  };
}

/**
 * Removes an uploaded video that has outlived its use (a session's recording past its keeping, decision
 * 033): the file from the store and its upload row, unless a lesson shows it. Anything that is not one
 * of our stored videos is left alone. Idempotent: the store's remove ignores a missing file.
 */
export async function removeUnusedVideo(db: DbOrTx, store: FileStore, fileUrl: string): Promise<boolean> {
  const prefix = `${FILES_PREFIX}${PURPOSE_FOLDER.video}/`;
  const storedName = fileUrl.startsWith(prefix) ? fileUrl.slice(prefix.length) : '';
  if (!STORED_NAME.test(storedName) || (await q.videoInLessons(db, fileUrl))) return false;
  await store.remove(PURPOSE_FOLDER.video, storedName);
  await q.deleteStoredUpload(db, 'video', storedName);
  return true;
}

/** An upload URL lives minutes; a pending upload a day old will never receive its bytes. */
export const PENDING_UPLOAD_KEEP_MS = 24 * 60 * 60 * 1000;

/** The daily clean-up's part for the studio: uploads whose bytes never came. Idempotent. */
export async function cleanUpUploads(db: DbOrTx, now: Date): Promise<{ pending_uploads: number }> {
  return {
    pending_uploads: await q.deletePendingUploads(db, new Date(now.getTime() - PENDING_UPLOAD_KEEP_MS)),
  };
}
