import { z } from 'zod';
import { CourseCard } from './catalog.ts';
import { PageQuery, paginated } from './common.ts';
import { GameType } from './games.ts';
import { SafetyNotice } from './safety.ts';

// What a child does: starting and completing lessons, rewards (XP, levels, badges, streaks), games
// played, the library of bookmarks, the reflection journal, certificates and the parent's rating
// prompt after a completed course. Pinned shapes are marked.

// ---------------------------------------------------------------- rewards (pure rules, both sides)

export const XP_PER_STAR = 10;
/** A replay that does not beat the best stars still earns a little: practice counts. */
export const XP_PRACTICE = 2;
export const XP_PER_LEVEL = 100;

/** XP for one finished play, given the best stars before it (0 when never finished). */
export function xpForPlay(previousBestStars: number, stars: number): number {
  if (previousBestStars <= 0) return stars * XP_PER_STAR;
  return Math.max(0, stars - previousBestStars) * XP_PER_STAR + XP_PRACTICE;
}

/** Level 1 at 0 XP, level 2 at 100 XP, ... */
export function levelForXp(xp: number): { level: number; into_level: number; for_next_level: number } {
  const safe = Math.max(0, Math.floor(xp));
  return {
    level: Math.floor(safe / XP_PER_LEVEL) + 1,
    into_level: safe % XP_PER_LEVEL,
    for_next_level: XP_PER_LEVEL,
  };
}

/**
 * Days in a row with activity, ending today, or yesterday when today has no activity yet (the streak
 * is still alive until the day ends). `days` are YYYY-MM-DD in any order, duplicates allowed.
 */
export function currentStreak(days: readonly string[], today: string): number {
  const set = new Set(days);
  const step = (d: string) => {
    const t = new Date(`${d}T00:00:00Z`);
    t.setUTCDate(t.getUTCDate() - 1);
    return t.toISOString().slice(0, 10);
  };
  let day = set.has(today) ? today : step(today);
  let n = 0;
  while (set.has(day)) {
    n += 1;
    day = step(day);
  }
  return n;
}

/** The longest run of consecutive days in `days`. */
export function longestStreak(days: readonly string[]): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  let prev: number | undefined;
  for (const d of sorted) {
    const t = Date.parse(`${d}T00:00:00Z`);
    run = prev !== undefined && t - prev === 86_400_000 ? run + 1 : 1;
    best = Math.max(best, run);
    prev = t;
  }
  return best;
}

// No badge rewards telling us something about oneself (the self-esteem survey, the journal): a reward
// for disclosure is a nudge (AADC standard 13). Those two were withdrawn (decision 042).
export const BADGES = [
  { id: 'first-mission', title: 'First step', description: 'You finished your first mission.', icon: '🌱' },
  { id: 'five-missions', title: 'On a roll', description: 'You finished five missions.', icon: '🚀' },
  { id: 'three-stars', title: 'Star catcher', description: 'You got three stars in a mission.', icon: '⭐' },
  { id: 'first-course', title: 'Course champion', description: 'You finished a whole course.', icon: '🏆' },
  {
    id: 'three-day-streak',
    title: 'Three days in a row',
    description: 'You learned on three days in a row.',
    icon: '🔥',
  },
  {
    id: 'seven-day-streak',
    title: 'A whole week',
    description: 'You learned on seven days in a row.',
    icon: '🌈',
  },
  { id: 'all-game-types', title: 'Game explorer', description: 'You played every kind of game.', icon: '🧭' },
  {
    id: 'calm-breather',
    title: 'Calm breather',
    description: 'You finished a breathing exercise.',
    icon: '🫧',
  },
] as const;
export type BadgeId = (typeof BADGES)[number]['id'];
export const BADGE_IDS = BADGES.map((b) => b.id) as unknown as readonly [BadgeId, ...BadgeId[]];

export const Badge = z.object({
  id: z.enum(BADGE_IDS),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  earned_at: z.string().nullable(),
});
export type Badge = z.infer<typeof Badge>;

// ---------------------------------------------------------------- progress calls (pinned)

/** POST /v1/course/start/{courseId} and POST /v1/course/content/start/{lessonId} (pinned). */
export const StartResponse = z.object({ status: z.literal('started') });
export const CourseStartParams = z.object({ courseId: z.uuid('This is not a course id.') });

/** POST /v1/course/content/complete/{lessonId} (pinned request). */
export const CompleteLessonRequest = z.object({
  score: z
    .number({ error: 'score must be a number from 0 to 100.' })
    .int('score must be a whole number.')
    .min(0, 'score must be from 0 to 100.')
    .max(100, 'score must be from 0 to 100.'),
  duration_seconds: z
    .number({ error: 'duration_seconds must be a number of seconds.' })
    .int('duration_seconds must be a whole number.')
    .min(0, 'duration_seconds cannot be negative.')
    .max(86_400, 'duration_seconds must be at most one day.'),
});
export type CompleteLessonRequest = z.infer<typeof CompleteLessonRequest>;

/** Pinned: {status, stars, xp}; the rest tells the child what they earned. */
export const CompleteLessonResponse = z.object({
  status: z.literal('completed'),
  stars: z.number().int().min(1).max(3),
  /** XP earned by this play (see xpForPlay). */
  xp: z.number().int(),
  total_xp: z.number().int(),
  level: z.number().int(),
  best_stars: z.number().int(),
  new_badges: z.array(Badge),
  course_completed: z.boolean(),
  certificate_serial: z.string().nullable(),
  next_lesson_id: z.string().nullable(),
});
export type CompleteLessonResponse = z.infer<typeof CompleteLessonResponse>;

/** GET /v1/course/unlocked-course: where the child left off (startedCourse/Level/Mission), or null. */
export const ContinuePoint = z.object({
  course_id: z.string(),
  course_title: z.string(),
  course_kind: z.enum(['course', 'game']),
  chapter_id: z.string(),
  chapter_title: z.string(),
  lesson_id: z.string(),
  lesson_title: z.string(),
  lesson_kind: z.enum(['video', 'text', 'reflection', 'game']),
  percent: z.number().int(),
});
export type ContinuePoint = z.infer<typeof ContinuePoint>;
export const UnlockedCourseResponse = z.object({ continue: ContinuePoint.nullable() });

// ---------------------------------------------------------------- the child's own pages

/** GET /v1/learning/summary (child): the numbers on the home and profile pages. */
export const LearningSummary = z.object({
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  xp: z.number().int(),
  level: z.number().int(),
  xp_into_level: z.number().int(),
  xp_for_next_level: z.number().int(),
  /**
   * Whether the parent turned streaks on (off by default, decision 042). While off, both streaks are 0
   * and the streak badges are left out of `badges`: the child is never counted or asked back daily.
   */
  streaks_on: z.boolean(),
  current_streak: z.number().int(),
  longest_streak: z.number().int(),
  missions_completed: z.number().int(),
  courses_completed: z.number().int(),
  /** Every badge; earned_at is null for the ones still to earn. */
  badges: z.array(Badge),
});
export type LearningSummary = z.infer<typeof LearningSummary>;

export const StudentCourse = CourseCard.extend({
  status: z.enum(['not-started', 'started', 'completed']),
  percent: z.number().int(),
  assigned: z.boolean(),
  last_activity_at: z.string().nullable(),
  /** Stars earned in the course and the most it offers (3 per lesson); the cards show them when present. */
  stars: z.number().int().optional(),
  max_stars: z.number().int().optional(),
});
export type StudentCourse = z.infer<typeof StudentCourse>;
/** GET /v1/learning/courses (child): ongoing, completed and not started (assigned first). */
export const StudentCourses = z.object({
  ongoing: z.array(StudentCourse),
  completed: z.array(StudentCourse),
  not_started: z.array(StudentCourse),
});
export type StudentCourses = z.infer<typeof StudentCourses>;

/** One finished play of a game. */
export const GamePlay = z.object({
  id: z.number().int(),
  lesson_id: z.string(),
  lesson_title: z.string(),
  game_type: GameType,
  course_id: z.string(),
  course_title: z.string(),
  chapter_id: z.string(),
  score: z.number().int(),
  stars: z.number().int(),
  xp: z.number().int(),
  duration_seconds: z.number().int(),
  played_at: z.string(),
});
export type GamePlay = z.infer<typeof GamePlay>;
/** GET /v1/learning/games-played: the child's own, or a parent's child with child_id; newest first. */
export const GamesPlayedQuery = PageQuery.extend({
  child_id: z.uuid('child_id must be a child id.').optional(),
});
export const GamesPlayedPage = paginated(GamePlay);
export type GamesPlayedPage = z.infer<typeof GamesPlayedPage>;

// ---------------------------------------------------------------- reflection journal

export const JOURNAL_MAX = 2000;
/** PUT /v1/learning/journal/{lessonId} (child, reflection lessons only). */
export const JournalRequest = z.object({
  text: z
    .string({ error: 'Please write something first.' })
    .trim()
    .min(1, 'Please write something first.')
    .max(JOURNAL_MAX, `Your journal entry can be at most ${JOURNAL_MAX} characters long.`),
});
export const JournalEntry = z.object({
  lesson_id: z.string(),
  lesson_title: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  prompt: z.string(),
  text: z.string(),
  updated_at: z.string(),
  /** Only in the answer to saving: the calm message when the safety layer found a crisis phrase. */
  safety_notice: SafetyNotice.optional(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;
/** GET /v1/learning/journal?child_id= : the child's own, or their parent's view. Newest first. */
export const JournalQuery = z.object({ child_id: z.uuid('child_id must be a child id.').optional() });
export const JournalList = z.array(JournalEntry);

// ---------------------------------------------------------------- library and bookmarks (pinned)

export const BOOKMARK_ITEM_TYPES = ['course', 'lesson'] as const;
/** POST and DELETE /v1/router/user/bookmark (pinned body). */
export const BookmarkRequest = z.object(
  {
    item_type: z.enum(BOOKMARK_ITEM_TYPES, { error: 'item_type must be "course" or "lesson".' }),
    item_id: z.uuid('item_id must be the id of a course or lesson.'),
  },
  { error: 'Please send item_type and item_id.' },
);
export type BookmarkRequest = z.infer<typeof BookmarkRequest>;
export const Bookmark = z.object({
  item_type: z.enum(BOOKMARK_ITEM_TYPES),
  item_id: z.string(),
  title: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  course_kind: z.enum(['course', 'game']),
  /** For lessons: its chapter (level), so the web app can build the mission path. */
  chapter_id: z.string().nullable(),
  cover_url: z.string().nullable(),
  created_at: z.string(),
});
export type Bookmark = z.infer<typeof Bookmark>;
/** Webinars the user signed up for; the webinars issue fills this list. */
export const LibraryWebinar = z.object({
  id: z.string(),
  title: z.string(),
  starts_at: z.string(),
  cover_url: z.string().nullable(),
  /** The recording's address once the host saved one (a past session is listed only with it). */
  video: z.string().nullable(),
});
/** GET /v1/router/user/library (pinned). */
export const Library = z.object({ bookmarks: z.array(Bookmark), webinars: z.array(LibraryWebinar) });
export type Library = z.infer<typeof Library>;

// ---------------------------------------------------------------- certificates

export const CertificateSerialParams = z.object({
  serial: z.string().regex(/^YE-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, 'This is not a certificate number.'),
});
export const Certificate = z.object({
  serial: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  instructor_name: z.string(),
  child_id: z.string(),
  child_first_name: z.string(),
  issued_at: z.string(),
  /** GET this with the bearer token to download the PDF. */
  download_path: z.string(),
});
export type Certificate = z.infer<typeof Certificate>;
/** GET /v1/course/certificates/list: a child's own; a parent's children (optionally one, child_id). */
export const CertificateListQuery = z.object({ child_id: z.uuid('child_id must be a child id.').optional() });
export const CertificateList = z.array(Certificate);
/** GET /v1/course/parent/certificate: the parent's certificates grouped by child (every child listed). */
export const ParentCertificates = z.array(
  z.object({
    child_id: z.string(),
    child_name: z.string(),
    child_avatar_url: z.string().nullable(),
    certificates: z.array(Certificate),
  }),
);
export type ParentCertificates = z.infer<typeof ParentCertificates>;
/** GET /v1/course/certificates/verify/{serial} (public): no child's full name, only the initial. */
export const CertificateVerification = z.object({
  serial: z.string(),
  course_title: z.string(),
  instructor_name: z.string(),
  child_initial: z.string(),
  issued_at: z.string(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;

// ---------------------------------------------------------------- the parent's rating prompt

export const RatingPrompt = z.object({
  child_id: z.string(),
  child_name: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  completed_at: z.string(),
});
export type RatingPrompt = z.infer<typeof RatingPrompt>;
/** GET /v1/parent/course/complete: completed courses waiting for the parent's rating, oldest first. */
export const RatingPromptList = z.object({ pending: z.array(RatingPrompt) });
export type RatingPromptList = z.infer<typeof RatingPromptList>;
/** POST /v1/parent/course/complete: "not now" — the prompt is not shown again (204). */
export const DismissRatingPromptRequest = z.object({
  child_id: z.uuid('child_id must be a child id.'),
  course_id: z.uuid('course_id must be a course id.'),
});

// ---------------------------------------------------------------- assignment by a parent

export const AssignParams = z.object({
  courseId: z.uuid('This is not a course id.'),
  childId: z.uuid('This is not a child id.'),
});
/** A parent put a course on their child's list ("Assign a course" on screen). */
export const Enrolment = z.object({ course_id: z.string(), child_id: z.string(), assigned_at: z.string() });
export type Enrolment = z.infer<typeof Enrolment>;
