import { z } from 'zod';
import { COURSE_STATES, CourseKind, CourseTopic, LessonKind } from './catalog.ts';
import { PageQuery, paginated } from './common.ts';
import { GameConfig, GameType } from './games.ts';
import type { UserType } from './roles.ts';

// The instructor studio (/v1/instructor/course/*): authoring courses, chapters and lessons on the
// catalogue's content model, uploads through signed URLs, and the instructor's students. Pinned
// shapes (DESIGN.md §5: tests outside the project rely on them): create -> 201 {id, status: "draft",
// ...}, publish -> {status: "published"}, duplicate -> 201 {id, status: "draft"},
// generate-upload-url -> {upload_url, file_url, expires_at}.

/** Who may use the studio. ely_admin works as an instructor; an admin may open anyone's course. */
export const STUDIO_ROLES = ['instructor', 'ely_admin', 'admin'] as const satisfies readonly UserType[];

export const TITLE_MAX = 120;
const title = (what: string) =>
  z
    .string({ error: `Please give the ${what} a title.` })
    .trim()
    .min(1, `Please give the ${what} a title.`)
    .max(TITLE_MAX, `A title can be at most ${TITLE_MAX} characters.`);
const description = z.string().trim().max(2000, 'The description can be at most 2000 characters.');
const age = z.number().int().min(4, 'Ages start at 4.').max(17, 'Ages end at 17.');
const learningGoals = z
  .array(z.string().trim().min(1).max(160, 'A learning goal can be at most 160 characters.'))
  .max(8, 'A course can have at most 8 learning goals.');
/** A cover: a file uploaded through generate-upload-url (its file_url), or one of the platform's covers. */
const coverUrl = z.string().trim().max(500).nullable();

export const StudioCourseStatus = z.enum(COURSE_STATES);
export type StudioCourseStatus = z.infer<typeof StudioCourseStatus>;

const agesInOrder = (v: { age_min?: number | undefined; age_max?: number | undefined }) =>
  v.age_min === undefined || v.age_max === undefined || v.age_min <= v.age_max;
const AGES_IN_ORDER = { message: 'The youngest age cannot be above the oldest.', path: ['age_max'] };

/**
 * POST /v1/instructor/course/create. `topics`: the first is the course's topic (the catalogue files
 * a course under one topic); when none is given the course is filed under self-esteem.
 */
export const CreateCourseRequest = z
  .object({
    title: title('course'),
    description: description.default(''),
    kind: CourseKind,
    age_min: age.optional(),
    age_max: age.optional(),
    topics: z.array(CourseTopic).min(1, 'Please choose a topic.').max(6).optional(),
    learning_goals: learningGoals.optional(),
    cover_url: coverUrl.optional(),
  })
  .refine(agesInOrder, AGES_IN_ORDER);
export type CreateCourseRequest = z.infer<typeof CreateCourseRequest>;

/** PATCH /v1/instructor/course/update/{id}: any of the fields; the kind changes only while a draft. */
export const UpdateCourseRequest = z
  .object({
    title: title('course').optional(),
    description: description.optional(),
    kind: CourseKind.optional(),
    age_min: age.optional(),
    age_max: age.optional(),
    topics: z.array(CourseTopic).min(1, 'Please choose a topic.').max(6).optional(),
    learning_goals: learningGoals.optional(),
    cover_url: coverUrl.optional(),
  })
  .refine(agesInOrder, AGES_IN_ORDER);
export type UpdateCourseRequest = z.infer<typeof UpdateCourseRequest>;

export const StudioLesson = z.object({
  id: z.string(),
  chapter_id: z.string(),
  course_id: z.string(),
  title: z.string(),
  kind: LessonKind,
  /** 1, 2, 3 ... within the chapter, without gaps. */
  position: z.number().int(),
  body: z.string(),
  video_url: z.string().nullable(),
  duration_minutes: z.number().int(),
  game: GameConfig.nullable(),
  game_type: GameType.nullable(),
});
export type StudioLesson = z.infer<typeof StudioLesson>;

export const StudioChapter = z.object({
  id: z.string(),
  course_id: z.string(),
  title: z.string(),
  description: z.string(),
  /** 1, 2, 3 ... within the course, without gaps. */
  position: z.number().int(),
  lessons: z.array(StudioLesson),
});
export type StudioChapter = z.infer<typeof StudioChapter>;

/** A course as its instructor sees it in the studio. */
export const StudioCourse = z.object({
  id: z.string(),
  status: StudioCourseStatus,
  title: z.string(),
  description: z.string(),
  kind: CourseKind,
  topic: CourseTopic,
  /** The course's topics; today always the one topic the catalogue files it under. */
  topics: z.array(CourseTopic),
  age_min: z.number().int(),
  age_max: z.number().int(),
  cover_url: z.string().nullable(),
  learning_goals: z.array(z.string()),
  chapter_count: z.number().int(),
  lesson_count: z.number().int(),
  duration_minutes: z.number().int(),
  /** Children who started the course (progress kept even if they stopped). */
  student_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export type StudioCourse = z.infer<typeof StudioCourse>;

/** GET /v1/instructor/course/get/{id}: the course with every chapter and lesson, for the editor. */
export const StudioCourseDetail = StudioCourse.extend({ chapters: z.array(StudioChapter) });
export type StudioCourseDetail = z.infer<typeof StudioCourseDetail>;

/** GET /v1/instructor/course/list: the caller's own drafts and published courses, newest edit first. */
export const StudioCourseListQuery = PageQuery.extend({
  q: z.string().trim().max(100, 'The search is too long.').optional(),
  status: z.enum(['draft', 'published']).optional(),
});
export type StudioCourseListQuery = z.infer<typeof StudioCourseListQuery>;
export const StudioCoursePage = paginated(StudioCourse);
export type StudioCoursePage = z.infer<typeof StudioCoursePage>;

export const PublishCourseResponse = z.object({
  id: z.string(),
  status: z.literal('published'),
  published_at: z.string(),
});
export type PublishCourseResponse = z.infer<typeof PublishCourseResponse>;

export const DiscardCourseResponse = z.object({ id: z.string(), status: z.literal('discarded') });
export type DiscardCourseResponse = z.infer<typeof DiscardCourseResponse>;

export const StudioIdParams = z.object({ id: z.uuid('This is not a valid id.') });
export const StudioCourseIdParams = z.object({ courseId: z.uuid('This is not a course id.') });
export const StudioChapterIdParams = z.object({ chapterId: z.uuid('This is not a chapter id.') });
export const ContentIdParams = z.object({ lessonOrChapterId: z.uuid('This is not a chapter or lesson id.') });

const position = z.number().int().min(1, 'Positions start at 1.');

/** POST /v1/instructor/course/chapter/{courseId}: a new chapter (level) at the end of the course. */
export const CreateChapterRequest = z.object({
  title: title('chapter'),
  description: description.default(''),
});
export type CreateChapterRequest = z.infer<typeof CreateChapterRequest>;

/**
 * PATCH /v1/instructor/course/chapter/update/{id}. `position` moves the chapter within its course
 * (a position past the end means last); the others shift so positions stay 1, 2, 3 ...
 */
export const UpdateChapterRequest = z.object({
  title: title('chapter').optional(),
  description: description.optional(),
  position: position.optional(),
});
export type UpdateChapterRequest = z.infer<typeof UpdateChapterRequest>;

const body = z.string().max(20_000, 'The text can be at most 20000 characters.');
/** A video uploaded through generate-upload-url (its file_url), or one of the platform's videos. */
const videoUrl = z.string().trim().max(500).nullable();
const durationMinutes = z
  .number()
  .int()
  .min(1, 'A lesson takes at least 1 minute.')
  .max(240, 'A lesson can take at most 240 minutes.');

const GAME_REQUIRED = 'A game lesson needs a game.';
const GAME_ONLY_FOR_GAMES = 'Only a game lesson has a game.';

/** POST /v1/instructor/course/chapter/lesson/{chapterId}: a new lesson (mission) at the end of the chapter. */
export const CreateLessonRequest = z
  .object({
    title: title('lesson'),
    kind: LessonKind,
    body: body.default(''),
    video_url: videoUrl.optional(),
    duration_minutes: durationMinutes.default(5),
    game: GameConfig.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'game' && !v.game)
      ctx.addIssue({ code: 'custom', path: ['game'], message: GAME_REQUIRED });
    if (v.kind !== 'game' && v.game)
      ctx.addIssue({ code: 'custom', path: ['game'], message: GAME_ONLY_FOR_GAMES });
  });
export type CreateLessonRequest = z.infer<typeof CreateLessonRequest>;

/**
 * PATCH /v1/instructor/course/lesson/update/{id}. `chapter_id` moves the lesson to another chapter of
 * the same course (at `position`, or last); `position` alone reorders it within its chapter.
 */
export const UpdateLessonRequest = z.object({
  title: title('lesson').optional(),
  kind: LessonKind.optional(),
  body: body.optional(),
  video_url: videoUrl.optional(),
  duration_minutes: durationMinutes.optional(),
  game: GameConfig.nullable().optional(),
  position: position.optional(),
  chapter_id: z.uuid('This is not a chapter id.').optional(),
});
export type UpdateLessonRequest = z.infer<typeof UpdateLessonRequest>;

export const STUDIO_GAME_REQUIRED = GAME_REQUIRED;
export const STUDIO_GAME_ONLY_FOR_GAMES = GAME_ONLY_FOR_GAMES;

/** POST /v1/instructor/course/content/discard/{lessonOrChapterId} */
export const ContentDiscardResponse = z.object({
  id: z.string(),
  kind: z.enum(['chapter', 'lesson']),
  /** How many lessons went with it (1 for a lesson). */
  lessons_deleted: z.number().int(),
});
export type ContentDiscardResponse = z.infer<typeof ContentDiscardResponse>;

// ---------------------------------------------------------------- uploads

export const UPLOAD_PURPOSES = ['avatar', 'cover', 'video'] as const;
export const UploadPurpose = z.enum(UPLOAD_PURPOSES);
export type UploadPurpose = z.infer<typeof UploadPurpose>;

/** How long an upload URL works. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** 1 GiB: the largest video unless the server is configured otherwise (MAX_VIDEO_UPLOAD_BYTES). */
export const DEFAULT_MAX_VIDEO_BYTES = 1_073_741_824;

export const VIDEO_FORMAT_ERROR = 'Only the following formats are accepted: .mp4, .webm';
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

/** "1 GB", "500 MB", "64 KB": a byte limit in the words of the size messages (1 KB = 1024 bytes). */
export function formatByteLimit(bytes: number): string {
  const units: [number, string][] = [
    [1_073_741_824, 'GB'],
    [1_048_576, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) {
      const n = bytes / size;
      return `${Number.isInteger(n) ? n : Number(n.toFixed(1))} ${unit}`;
    }
  }
  return `${bytes} bytes`;
}

export const videoSizeError = (maxBytes: number) =>
  `The video size should be a maximum of ${formatByteLimit(maxBytes)}.`;

/**
 * Lesson videos: MP4 or WebM, judged by the MIME type or, when the browser reports none, the file
 * name's extension; at most `maxBytes`. The format is checked before the size (as for images).
 */
export function validateVideo(
  file: { name?: string; type: string; size: number },
  maxBytes: number,
): { ok: true } | { ok: false; error: string } {
  const mime = (file.type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const ext = file.name?.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  const formatOk = mime ? (VIDEO_TYPES as readonly string[]).includes(mime) : ['mp4', 'webm'].includes(ext);
  if (!formatOk) return { ok: false, error: VIDEO_FORMAT_ERROR };
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > maxBytes)
    return { ok: false, error: videoSizeError(maxBytes) };
  return { ok: true };
}

/**
 * POST /v1/instructor/course/generate-upload-url. `course_id` (optional) says which course a cover
 * or video is for; it must be the caller's course.
 */
export const GenerateUploadUrlRequest = z.object({
  purpose: UploadPurpose,
  filename: z.string().trim().min(1, 'Please give the file name.').max(200, 'The file name is too long.'),
  content_type: z.string().trim().max(100, 'The content type is too long.'),
  size: z.number().int().min(1, 'The file is empty.'),
  course_id: z.uuid('This is not a course id.').optional(),
});
export type GenerateUploadUrlRequest = z.infer<typeof GenerateUploadUrlRequest>;

/**
 * Send the file's bytes as the body of `PUT upload_url` (201 when stored) before `expires_at`; it is
 * then served at `file_url`, which is what a course's cover_url or a lesson's video_url takes.
 */
export const UploadUrlResponse = z.object({
  upload_url: z.string(),
  file_url: z.string(),
  expires_at: z.string(),
});
export type UploadUrlResponse = z.infer<typeof UploadUrlResponse>;

export const StoredUpload = z.object({
  id: z.string(),
  purpose: UploadPurpose,
  filename: z.string(),
  file_url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  course_id: z.string().nullable(),
  uploaded_at: z.string(),
});
export type StoredUpload = z.infer<typeof StoredUpload>;

/** GET /v1/instructor/course/content/list/video: the caller's uploaded videos, newest first. */
export const VideoListQuery = PageQuery.extend({
  course_id: z.uuid('This is not a course id.').optional(),
});
export const VideoPage = paginated(StoredUpload);
export type VideoPage = z.infer<typeof VideoPage>;

// ---------------------------------------------------------------- students

/**
 * GET /v1/instructor/course/student: one row per child and course they started. A child is shown by
 * first name and age band only (never a surname or username), and never with a self-esteem figure:
 * wellbeing is reported to instructors only for groups of MIN_GROUP_SIZE or more (decision 042).
 */
export const StudioStudent = z.object({
  child_id: z.string(),
  first_name: z.string(),
  /** "6-8", "9-11", "12-14" (and "4-5", "15-17"); null when the birthday is unknown. */
  age_band: z.string().nullable(),
  course_id: z.string(),
  course_title: z.string(),
  status: z.enum(['started', 'completed']),
  percent: z.number().int().min(0).max(100),
  last_active_at: z.string(),
});
export type StudioStudent = z.infer<typeof StudioStudent>;

export const StudentListQuery = PageQuery.extend({
  q: z.string().trim().max(60, 'The search is too long.').optional(),
  course_id: z.uuid('This is not a course id.').optional(),
});
export type StudentListQuery = z.infer<typeof StudentListQuery>;
export const StudentPage = paginated(StudioStudent);
export type StudentPage = z.infer<typeof StudentPage>;

/** The age band a child is shown in. */
export function ageBand(age: number | null): string | null {
  if (age === null || !Number.isFinite(age)) return null;
  if (age < 6) return '4-5';
  if (age <= 8) return '6-8';
  if (age <= 11) return '9-11';
  if (age <= 14) return '12-14';
  return '15-17';
}
