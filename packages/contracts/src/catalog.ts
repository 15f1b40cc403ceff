import { z } from 'zod';
import { PageQuery, paginated } from './common.ts';
import { FOCUS_AREAS } from './family.ts';
import { GameConfig, GameType } from './games.ts';

// Courses, chapters, lessons and bundles as the catalogue shows them (/v1/course/*). A course of
// kind 'game' shows its chapters as levels and its lessons as missions; the shapes are the same.

export const COURSE_TOPICS = FOCUS_AREAS;
export const CourseTopic = z.enum(COURSE_TOPICS, {
  error: `A topic is one of: ${COURSE_TOPICS.join(', ')}.`,
});
export type CourseTopic = z.infer<typeof CourseTopic>;
export const TOPIC_LABELS: Record<CourseTopic, string> = {
  confidence: 'Confidence',
  friendship: 'Friendship',
  feelings: 'Feelings',
  anxiety: 'Worries',
  calm: 'Calm',
  'self-esteem': 'Self-esteem',
};

export const COURSE_KINDS = ['course', 'game'] as const;
export const CourseKind = z.enum(COURSE_KINDS);
export type CourseKind = z.infer<typeof CourseKind>;

// unitWords lives in first-download.ts (no zod), so the child's pages can name units without
// loading zod; it is re-exported here for everything else.
export { type UnitWords, unitWords } from './first-download.ts';

export const LESSON_KINDS = ['video', 'text', 'reflection', 'game'] as const;
export const LessonKind = z.enum(LESSON_KINDS);
export type LessonKind = z.infer<typeof LessonKind>;

/** Draft while the instructor writes it, published when children can see it, discarded when deleted. */
export const COURSE_STATES = ['draft', 'published', 'discarded'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

export const LESSON_PROGRESS_STATUSES = ['not-started', 'started', 'completed'] as const;
export const LessonProgressStatus = z.enum(LESSON_PROGRESS_STATUSES);

export const CourseIdParams = z.object({ id: z.uuid('This is not a course id.') });
export const LessonIdParams = z.object({ lessonId: z.uuid('This is not a lesson id.') });
export const BundleIdParams = z.object({ id: z.uuid('This is not a bundle id.') });

/** A course in a list or grid. */
export const CourseCard = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  topic: CourseTopic,
  kind: CourseKind,
  age_min: z.number().int(),
  age_max: z.number().int(),
  /** Where the cover image is served, or null (the web app then draws a coloured tile). */
  cover_url: z.string().nullable(),
  instructor_name: z.string(),
  chapter_count: z.number().int(),
  lesson_count: z.number().int(),
  duration_minutes: z.number().int(),
  /** Average of the parents' ratings (1-5, one decimal), null until someone rated it. */
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
  featured: z.boolean(),
});
export type CourseCard = z.infer<typeof CourseCard>;

/** GET /v1/course/list: published courses, filtered; `age` keeps courses whose range holds it. */
export const CourseListQuery = PageQuery.extend({
  topic: CourseTopic.optional(),
  age: z.coerce.number().int().min(4).max(17).optional(),
  kind: CourseKind.optional(),
  // Not z.coerce.boolean: that reads any non-empty string, "false" included, as true.
  featured: z
    .enum(['true', 'false', '1', '0'], { error: 'featured is true or false.' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
export type CourseListQuery = z.infer<typeof CourseListQuery>;
export const CourseListPage = paginated(CourseCard);
export type CourseListPage = z.infer<typeof CourseListPage>;

/** GET /v1/course/search?q=: title, description and topic, best match first. */
export const CourseSearchQuery = PageQuery.extend({
  q: z.string().trim().min(1, 'Please type something to search for.').max(100, 'The search is too long.'),
});
export const CourseSearchPage = CourseListPage;

export const LessonSummary = z.object({
  id: z.string(),
  title: z.string(),
  kind: LessonKind,
  position: z.number().int(),
  duration_minutes: z.number().int(),
  /** For game lessons: which of the five games it is. */
  game_type: GameType.nullable(),
});
export type LessonSummary = z.infer<typeof LessonSummary>;

export const ChapterDetail = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  lessons: z.array(LessonSummary),
});
export type ChapterDetail = z.infer<typeof ChapterDetail>;

/**
 * Why a lesson or chapter is locked: `order` until the one before is done (decision 009),
 * `subscription` when it is past the free chapters and the family has no membership (decision 027).
 */
export const LockReason = z.enum(['order', 'subscription']).nullable();
export type LockReason = z.infer<typeof LockReason>;

/** The 403 code of a lesson the family's membership would open (decision 027). */
export const SUBSCRIPTION_REQUIRED = 'subscription_required';

/** One lesson's progress for the calling child; `locked` follows the unlock rules (decision 009). */
export const LessonProgress = z.object({
  lesson_id: z.string(),
  status: LessonProgressStatus,
  best_score: z.number().int().nullable(),
  stars: z.number().int().min(0).max(3),
  attempts: z.number().int(),
  completed_at: z.string().nullable(),
  locked: z.boolean(),
  lock_reason: LockReason,
});
export type LessonProgress = z.infer<typeof LessonProgress>;

export const ChapterProgress = z.object({
  chapter_id: z.string(),
  locked: z.boolean(),
  lock_reason: LockReason,
  completed: z.boolean(),
  /** Stars earned in the chapter and the most that can be earned (3 per lesson). */
  stars: z.number().int(),
  max_stars: z.number().int(),
});
export type ChapterProgress = z.infer<typeof ChapterProgress>;

/** The calling child's progress in one course. */
export const CourseProgressDetail = z.object({
  status: z.enum(['not-started', 'started', 'completed']),
  percent: z.number().int().min(0).max(100),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  chapters: z.array(ChapterProgress),
  lessons: z.array(LessonProgress),
  /** The lesson to play next (first unlocked, not completed), null when all are done. */
  next_lesson_id: z.string().nullable(),
  certificate_serial: z.string().nullable(),
});
export type CourseProgressDetail = z.infer<typeof CourseProgressDetail>;

export const Instructor = z.object({ id: z.string(), name: z.string(), bio: z.string().nullable() });

/** GET /v1/course/get/{id}. `progress` only for a child; `assigned_child_ids` only for a parent. */
export const CourseDetail = CourseCard.extend({
  learning_goals: z.array(z.string()),
  instructor: Instructor,
  chapters: z.array(ChapterDetail),
  progress: CourseProgressDetail.nullable(),
  assigned_child_ids: z.array(z.string()).nullable(),
  bookmarked: z.boolean(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

/**
 * GET /v1/course/content/get/{lessonId}: what the lesson page or the mission player needs.
 * `body` is plain text with blank lines between paragraphs (text lessons: the reading; video
 * lessons: what the video is about; reflection lessons: the question to think about; game lessons:
 * a short introduction). A child cannot open a locked lesson (403).
 */
export const LessonContent = LessonSummary.extend({
  course_id: z.string(),
  course_title: z.string(),
  course_kind: CourseKind,
  chapter_id: z.string(),
  chapter_title: z.string(),
  body: z.string(),
  video_url: z.string().nullable(),
  game: GameConfig.nullable(),
  /** Child only: their progress here and, for reflection lessons, what they wrote. */
  progress: LessonProgress.nullable(),
  journal_entry: z.string().nullable(),
  previous_lesson_id: z.string().nullable(),
  next_lesson_id: z.string().nullable(),
  bookmarked: z.boolean(),
});
export type LessonContent = z.infer<typeof LessonContent>;

export const Bundle = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cover_url: z.string().nullable(),
  courses: z.array(CourseCard),
});
export type Bundle = z.infer<typeof Bundle>;
/** GET /v1/course/bundles/ */
export const BundleList = z.array(Bundle);

/** GET /v1/course/list/game: published game courses (not paginated: there are few). */
export const GameCourseList = z.array(CourseCard);

/** Who the recommendation is for: a child asks for themself; a parent passes child_id. */
export const RecommendationQuery = z.object({ child_id: z.uuid('child_id must be a child id.').optional() });

export const RECOMMENDATION_REASONS = [
  'survey',
  'focus-area',
  'age',
  'next-step',
  'similar-children',
  'assigned',
  /** What children of the same age who started at the same score gained (learned, decision 049). */
  'learned',
] as const;
export const RecommendationReason = z.object({
  code: z.enum(RECOMMENDATION_REASONS),
  /** In words a 6-year-old understands, e.g. "Because you like making friends". */
  child_text: z.string(),
  /** For the parent, e.g. "Leo's latest survey suggests working on confidence". */
  parent_text: z.string(),
});
export type RecommendationReason = z.infer<typeof RecommendationReason>;
export const Recommendation = z.object({
  course: CourseCard,
  score: z.number(),
  reasons: z.array(RecommendationReason).min(1),
});
export type Recommendation = z.infer<typeof Recommendation>;
/** GET /v1/course/recommendations: not-started, age-appropriate courses, best first (at most 6). */
export const RecommendationList = z.object({ results: z.array(Recommendation) });
export type RecommendationList = z.infer<typeof RecommendationList>;

/** One group of children in the rule's check: null figures when fewer than 10 children. */
export const AnxietyRuleGroup = z.object({
  children: z.number().int(),
  /** Mean survey change (percent points) after the course, raw and adjusted for the starting score. */
  mean_change: z.number().nullable(),
  mean_adjusted_change: z.number().nullable(),
});
export type AnxietyRuleGroup = z.infer<typeof AnxietyRuleGroup>;
/**
 * How the rule fares against outcomes (decision 049): children who completed a calm or worries
 * course, split by whether the survey rule would have suggested it (started below 50%). Self-esteem
 * figures only; no clinical claim.
 */
export const AnxietyRuleOutcomes = z.object({
  rule: z.string(),
  suggested: AnxietyRuleGroup,
  not_suggested: AnxietyRuleGroup,
  /** In plain words, with what the figures cannot say. */
  summary: z.string(),
  note: z.string(),
});
export type AnxietyRuleOutcomes = z.infer<typeof AnxietyRuleOutcomes>;

/** GET /v1/course/validate-anxiety-recommendations */
export const AnxietyRecommendation = z.object({
  recommended: z.boolean(),
  /** Why, in plain words for the parent. */
  reason: z.string(),
  child_text: z.string(),
  courses: z.array(CourseCard),
  /** Added for issue 18: how the rule fares against outcomes (aggregate, never about this child). */
  outcomes: AnxietyRuleOutcomes,
});
export type AnxietyRecommendation = z.infer<typeof AnxietyRecommendation>;

/** GET /v1/course/chapter/{id}: the course holding the chapter (as /v1/course/get), for /student/chapter/{id}. */
export const ChapterIdParams = z.object({ id: z.uuid('This is not a chapter id.') });
