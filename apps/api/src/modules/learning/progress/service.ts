import type { BillingProviderName } from '@ye/contracts/billing';
import { type CourseCard, SUBSCRIPTION_REQUIRED } from '@ye/contracts/catalog';
import { percent } from '@ye/contracts/game-scoring';
import { starsForScore } from '@ye/contracts/games';
import {
  type CompleteLessonRequest,
  type CompleteLessonResponse,
  type ContinuePoint,
  currentStreak,
  type GamePlay,
  type GamesPlayedPage,
  type JournalEntry,
  type LearningSummary,
  levelForXp,
  longestStreak,
  type StudentCourse,
  type StudentCourses,
  xpForPlay,
} from '@ye/contracts/learning';
import { ageOn, clock, todayUtc } from '../../../clock.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { Forbidden, Invalid, NotFound } from '../../../errors.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { CHILD_NOT_FOUND, findChild, ownChild } from '../../auth/service.ts';
import { accessForCaller } from '../../billing/service.ts';
import {
  COURSE_NOT_FOUND,
  courseCardsByIds,
  courseOutline,
  LESSON_LOCKED,
  LESSON_NOT_FOUND,
  PAID_LESSON_FOR_CHILD,
  publishedCourseCards,
} from '../../catalog/service.ts';
import { computeLocks, type OutlineChapter, outlineFromRows } from '../../catalog/unlock.ts';
import { refreshCourseOutcome } from '../../insights/outcomes/service.ts';
import { avatarUrl, isOurAvatar } from '../../media/avatars.ts';
import { type SafetyDeps, screenChildWordsIn } from '../../safety/service.ts';
import { issueCertificate } from '../certificates/service.ts';
import * as rewards from '../rewards/service.ts';
import * as q from './queries.ts';

export const JOURNAL_FIRST = 'Write a few words in your journal first.';
export const NOT_REFLECTION = 'Only reflection lessons have a journal.';
export const CHILD_REQUIRED = 'Please choose one of your children (child_id).';

async function publishedLesson(db: DbOrTx, lessonId: string): Promise<q.LessonRow> {
  const lesson = await q.findPublishedLesson(db, lessonId);
  if (!lesson) throw new NotFound(LESSON_NOT_FOUND, 'lesson_not_found');
  return lesson;
}

/** True when the item is a published course, or a lesson of one (the library bookmarks only those). */
export async function isPublishedItem(db: DbOrTx, item: { item_type: 'course' | 'lesson'; item_id: string }) {
  const found =
    item.item_type === 'course'
      ? await q.findPublishedCourse(db, item.item_id)
      : await q.findPublishedLesson(db, item.item_id);
  return found !== null;
}

/**
 * A child learning, as the routes know them: who, and which payment provider's records say whether
 * their family has the membership (decision 027).
 */
export interface Learner {
  childId: string;
  provider: BillingProviderName;
}

/** The learner a route serves: the signed-in child, under the app's payment provider. */
export const learnerOf = (
  caller: { userId: string },
  config: { billing: { provider: BillingProviderName } },
): Learner => ({ childId: caller.userId, provider: config.billing.provider });

const membershipOf = (db: DbOrTx, learner: Learner) =>
  accessForCaller(db, { userId: learner.childId, type: 'child' }, learner.provider);

/**
 * The lesson as the lesson page lets a child open it: a lesson of a published course (else 404) that
 * the unlock rules open for them (else 403). Quizzes ask the same before showing a lesson's quiz.
 */
export async function openLesson(db: DbOrTx, learner: Learner, lessonId: string): Promise<q.LessonRow> {
  const lesson = await publishedLesson(db, lessonId);
  await assertUnlocked(db, learner, lesson);
  return lesson;
}

/**
 * Throws 403 unless the unlock rules open the lesson for the child (`subscription_required` when
 * only the membership would); returns what the rules read: the course outline, the child's completed
 * lessons in it and the family's membership.
 */
async function assertUnlocked(
  db: DbOrTx,
  learner: Learner,
  lesson: q.LessonRow,
): Promise<{ outline: OutlineChapter[]; completed: Set<string>; membership: { hasAccess: boolean } }> {
  const [outline, completed, membership] = await Promise.all([
    courseOutline(db, lesson.course.id),
    q.completedLessonIds(db, { childId: learner.childId, courseId: lesson.course.id }),
    membershipOf(db, learner),
  ]);
  const locks = computeLocks(lesson.course.kind, outline, completed, membership);
  if (locks.lessonReason.get(lesson.id) === 'subscription')
    throw new Forbidden(PAID_LESSON_FOR_CHILD, SUBSCRIPTION_REQUIRED);
  if (locks.lessonLocked.get(lesson.id) !== false) throw new Forbidden(LESSON_LOCKED, 'locked');
  return { outline, completed, membership };
}

/**
 * The child whose progress a caller may read: a child their own (a child_id of anyone else finds
 * nothing), a parent one of their children, named by child_id.
 */
async function readableChild(db: DbOrTx, caller: Caller, childId: string | undefined): Promise<string> {
  if (caller.type === 'child') {
    if (childId && childId !== caller.userId) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
    return caller.userId;
  }
  if (caller.type !== 'parent') throw new Forbidden('This account is not allowed to do this.');
  if (!childId) throw new Invalid(CHILD_REQUIRED, 'child_required');
  const child = await ownChild(db, caller.userId, childId);
  if (!child) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  return child.id;
}

export async function startCourse(
  db: DbOrTx,
  childId: string,
  courseId: string,
  now = clock.now(),
): Promise<{ status: 'started' }> {
  const course = await q.findPublishedCourse(db, courseId);
  if (!course) throw new NotFound(COURSE_NOT_FOUND, 'course_not_found');
  await db.transaction(async (tx) => {
    await q.touchCourseProgress(tx, { childId, courseId: course.id, now });
    // The instructor's aggregates read this (decision 053).
    await refreshCourseOutcome(tx, childId, course.id);
  });
  return { status: 'started' };
}

export async function startLesson(
  db: DbOrTx,
  learner: Learner,
  lessonId: string,
  now = clock.now(),
): Promise<{ status: 'started' }> {
  const { childId } = learner;
  const lesson = await publishedLesson(db, lessonId);
  await assertUnlocked(db, learner, lesson);
  await db.transaction(async (tx) => {
    await q.touchCourseProgress(tx, { childId, courseId: lesson.course.id, now });
    await q.startLesson(tx, { childId, lessonId: lesson.id, courseId: lesson.course.id, now });
    await refreshCourseOutcome(tx, childId, lesson.course.id);
  });
  return { status: 'started' };
}

/**
 * A finished play: stars and XP, the lesson's progress, the play's history row, the course's
 * completion with its certificate and rating prompt, and badges. One transaction that first locks the
 * child's course row, so repeated or simultaneous calls complete the course and issue each thing once.
 */
export async function completeLesson(
  db: DbOrTx,
  learner: Learner,
  lessonId: string,
  input: CompleteLessonRequest,
  now = clock.now(),
): Promise<CompleteLessonResponse> {
  const { childId } = learner;
  const lesson = await publishedLesson(db, lessonId);
  const courseId = lesson.course.id;
  return db.transaction(async (tx) => {
    const course = await q.lockCourseProgress(tx, { childId, courseId, now });
    // Read under the course lock, so a simultaneous completion of this course is seen.
    const { outline, completed, membership } = await assertUnlocked(tx, learner, lesson);
    if (lesson.kind === 'reflection' && !(await q.journalEntryExists(tx, { childId, lessonId: lesson.id })))
      throw new Invalid(JOURNAL_FIRST, 'journal_required');

    const stars = starsForScore(input.score);
    const xp = xpForPlay(await q.bestStars(tx, { childId, lessonId: lesson.id }), stars);
    const best = await q.recordLessonCompletion(tx, {
      childId,
      lessonId: lesson.id,
      courseId,
      score: input.score,
      stars,
      xp,
      now,
    });
    await q.insertPlay(tx, {
      childId,
      lessonId: lesson.id,
      courseId,
      gameType: lesson.kind === 'game' ? lesson.gameType : null,
      score: input.score,
      stars,
      xp,
      durationSeconds: input.duration_seconds,
      now,
    });

    completed.add(lesson.id);
    const allLessons = outline.flatMap((c) => c.lessons);
    const everyLessonDone = allLessons.length > 0 && allLessons.every((l) => completed.has(l.id));
    let courseCompleted = false;
    if (everyLessonDone && course.status !== 'completed') {
      await q.markCourseCompleted(tx, { childId, courseId, now });
      await q.queueRatingPrompt(tx, childId, courseId, now);
      courseCompleted = true;
    } else {
      await q.setCourseActivity(tx, { childId, courseId, now });
    }
    // The play, the lesson and the course's state, as the instructor's aggregates read them (decision 053).
    await refreshCourseOutcome(tx, childId, courseId);
    const isCompleted = courseCompleted || course.status === 'completed';
    const serial = isCompleted ? await issueCertificate(tx, childId, courseId, now) : null;

    const newBadges = await rewards.awardBadges(tx, childId, now);
    const total = await q.totalXp(tx, childId);
    return {
      status: 'completed',
      stars,
      xp,
      total_xp: total,
      level: levelForXp(total).level,
      best_stars: best.stars,
      new_badges: newBadges,
      course_completed: courseCompleted,
      certificate_serial: serial,
      next_lesson_id: computeLocks(lesson.course.kind, outline, completed, membership).nextLessonId,
    };
  });
}

/** Where the child left off: the most recently active started course that still has a lesson to do. */
export async function unlockedCourse(
  db: DbOrTx,
  learner: Learner,
): Promise<{ continue: ContinuePoint | null }> {
  const { childId } = learner;
  const started = await q.startedCourses(db, childId);
  if (started.length === 0) return { continue: null };
  const ids = started.map((c) => c.id);
  const [rows, completed, membership] = await Promise.all([
    q.outlinesOf(db, ids),
    q.completedLessonsIn(db, { childId, courseIds: ids }),
    membershipOf(db, learner),
  ]);
  for (const course of started) {
    const lessons = rows.filter((r) => r.courseId === course.id);
    // Locked lessons (the next level, or a chapter only the membership opens) are skipped.
    const next = computeLocks(course.kind, outlineFromRows(lessons), completed, membership).nextLessonId;
    const row = lessons.find((r) => r.lessonId === next);
    if (!row) continue;
    const done = lessons.filter((r) => completed.has(r.lessonId)).length;
    return {
      continue: {
        course_id: course.id,
        course_title: course.title,
        course_kind: course.kind,
        chapter_id: row.chapterId,
        chapter_title: row.chapterTitle,
        lesson_id: row.lessonId,
        lesson_title: row.lessonTitle,
        lesson_kind: row.lessonKind as ContinuePoint['lesson_kind'],
        percent: Math.round((done / lessons.length) * 100),
      },
    };
  }
  return { continue: null };
}

export async function learningSummary(
  db: DbOrTx,
  childId: string,
  now = clock.now(),
): Promise<LearningSummary> {
  const [child, counts, days, streaksOn] = await Promise.all([
    findChild(db, childId),
    q.summaryCounts(db, childId),
    rewards.activeDays(db, childId),
    rewards.streaksOn(db, childId),
  ]);
  const earned = await rewards.earnedBadges(db, childId, { streaksOn });
  if (!child) throw new NotFound('We could not find your account.');
  const level = levelForXp(counts.xp);
  return {
    display_name: child.firstName,
    avatar_url: child.avatar && isOurAvatar(child.avatar) ? avatarUrl(child.avatar) : null,
    xp: counts.xp,
    level: level.level,
    xp_into_level: level.into_level,
    xp_for_next_level: level.for_next_level,
    // Streaks are the parent's choice (decision 042): while off, the child is never counted.
    streaks_on: streaksOn,
    current_streak: streaksOn ? currentStreak(days, todayUtc(now)) : 0,
    longest_streak: streaksOn ? longestStreak(days) : 0,
    missions_completed: counts.lessonsCompleted,
    courses_completed: counts.coursesCompleted,
    badges: earned,
  };
}

/**
 * The child's courses: ongoing and completed (most recent first), then not started: the ones their
 * parent assigned first, then every other published course for their age (all ages when unknown).
 */
export async function studentCourses(
  db: DbOrTx,
  childId: string,
  now = clock.now(),
): Promise<StudentCourses> {
  const [child, progress, assigned] = await Promise.all([
    findChild(db, childId),
    q.progressWithCounts(db, childId),
    q.enrolledCourseIds(db, childId),
  ]);
  if (!child) throw new NotFound('We could not find your account.');
  const age = child.birthday ? ageOn(child.birthday, now) : undefined;
  const inProgress = new Set(progress.map((p) => p.courseId));
  const assignedSet = new Set(assigned);
  const assignedNotStarted = assigned.filter((id) => !inProgress.has(id));
  const [progressCards, assignedCards, forAge] = await Promise.all([
    courseCardsByIds(
      db,
      progress.map((p) => p.courseId),
    ),
    courseCardsByIds(db, assignedNotStarted),
    publishedCourseCards(db, age === undefined ? {} : { age }),
  ]);
  const cardById = new Map(progressCards.map((c) => [c.id, c]));
  const withState = (
    card: CourseCard,
    state: Pick<StudentCourse, 'status' | 'percent' | 'last_activity_at' | 'stars' | 'max_stars'>,
  ): StudentCourse => ({ ...card, ...state, assigned: assignedSet.has(card.id) });

  const ongoing: StudentCourse[] = [];
  const completed: StudentCourse[] = [];
  for (const p of progress) {
    const card = cardById.get(p.courseId);
    if (!card) continue;
    const entry = withState(card, {
      status: p.status,
      percent: p.status === 'completed' ? 100 : percent(p.completedCount, p.lessonCount),
      last_activity_at: p.lastActivityAt.toISOString(),
      stars: p.stars,
      max_stars: p.lessonCount * 3,
    });
    (p.status === 'completed' ? completed : ongoing).push(entry);
  }
  const notStartedState = { status: 'not-started', percent: 0, last_activity_at: null } as const;
  const notStarted = [
    ...assignedCards.map((card) => withState(card, notStartedState)),
    ...forAge
      .filter((card) => !inProgress.has(card.id) && !assignedSet.has(card.id))
      .map((card) => withState(card, notStartedState)),
  ];
  return { ongoing, completed, not_started: notStarted };
}

export async function gamesPlayed(
  db: DbOrTx,
  caller: Caller,
  query: { child_id?: string; page: number; page_size: number },
): Promise<GamesPlayedPage> {
  const childId = await readableChild(db, caller, query.child_id);
  const { total, rows } = await q.gamePlaysPage(db, {
    childId,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    count: total,
    page: query.page,
    page_size: query.page_size,
    results: rows.map(
      (r): GamePlay => ({
        id: r.id,
        lesson_id: r.lessonId,
        lesson_title: r.lessonTitle,
        game_type: r.gameType as GamePlay['game_type'],
        course_id: r.courseId,
        course_title: r.courseTitle,
        chapter_id: r.chapterId,
        score: r.score,
        stars: r.stars,
        xp: r.xp,
        duration_seconds: r.durationSeconds,
        played_at: r.playedAt.toISOString(),
      }),
    ),
  };
}

/** Writes (or rewrites) the child's journal entry of a reflection lesson open to them. */
export async function saveJournalEntry(
  db: DbOrTx,
  learner: Learner,
  lessonId: string,
  text: string,
  now = clock.now(),
  safety?: SafetyDeps,
): Promise<JournalEntry> {
  const { childId } = learner;
  const lesson = await publishedLesson(db, lessonId);
  if (lesson.kind !== 'reflection') throw new Invalid(NOT_REFLECTION, 'not_reflection');
  await assertUnlocked(db, learner, lesson);
  const saved = await db.transaction(async (tx) => {
    const row = await q.upsertJournalEntry(tx, { childId, lessonId: lesson.id, text, now });
    await rewards.awardBadges(tx, childId, now);
    return row;
  });
  // The safety layer reads every entry: on a crisis phrase the parent is alerted in this request.
  const screened = safety
    ? await screenChildWordsIn(safety, { childId, source: 'journal', text, at: now })
    : null;
  return {
    lesson_id: lesson.id,
    lesson_title: lesson.title,
    course_id: lesson.course.id,
    course_title: lesson.course.title,
    prompt: lesson.body,
    text: saved.text,
    updated_at: saved.updatedAt.toISOString(),
    ...(screened?.notice ? { safety_notice: screened.notice } : {}),
  };
}

export async function journal(
  db: DbOrTx,
  caller: Caller,
  childId: string | undefined,
): Promise<JournalEntry[]> {
  const whose = await readableChild(db, caller, childId);
  const rows = await q.journalOf(db, whose);
  return rows.map((r) => ({
    lesson_id: r.lessonId,
    lesson_title: r.lessonTitle,
    course_id: r.courseId,
    course_title: r.courseTitle,
    prompt: r.prompt,
    text: r.text,
    updated_at: r.updatedAt.toISOString(),
  }));
}

// ---- the parent's rating prompt (the family module shows and closes it) -------------------------

export type { PendingRatingPrompt } from './queries.ts';

/** The parent's pending prompts, oldest first, with child and course names. */
export const pendingRatingPrompts = (db: DbOrTx, parentId: string) => q.pendingRatingPrompts(db, parentId);

/** Closes the child's prompt for the course: 'resolved' now, 'already' closed before, or 'none'. */
export const resolveRatingPrompt = (db: DbOrTx, childId: string, courseId: string, resolvedAt?: Date) =>
  q.resolveRatingPrompt(db, childId, courseId, resolvedAt);
