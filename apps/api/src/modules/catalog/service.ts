import { type BillingProviderName, isFreeChapter } from '@ye/contracts/billing';
import type {
  AnxietyRecommendation,
  Bundle,
  ChapterDetail,
  CourseDetail,
  CourseListPage,
  CourseListQuery,
  CourseProgressDetail,
  CourseTopic,
  LessonContent,
  LessonKind,
  RecommendationList,
} from '@ye/contracts/catalog';
import { COURSE_TOPICS, SUBSCRIPTION_REQUIRED, TOPIC_LABELS } from '@ye/contracts/catalog';
import type { GameType } from '@ye/contracts/games';
import { ageOn, clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Forbidden, Invalid, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { CHILD_NOT_FOUND, type ChildAccount, findChild } from '../auth/service.ts';
import { accessForCaller } from '../billing/service.ts';
import { learnedPersonalisationOn, logChoices } from '../personalisation/service.ts';
import {
  adjustedChange,
  estimateFor,
  fitEffects,
  fitRegressionToMean,
  type LearnedEstimate,
  MIN_LEARNED_CHILDREN,
  type Rng,
} from './learned.ts';
import * as q from './queries.ts';
import {
  LEARNED_POLICY,
  LOW_SURVEY_PERCENT,
  type RankingSignals,
  rankRecommendations,
  rankWithLearning,
} from './recommendations.ts';
import { computeLocks, type OutlineChapter } from './unlock.ts';

export const COURSE_NOT_FOUND = 'We could not find this course.';
export const CHAPTER_NOT_FOUND = 'We could not find this chapter.';
export const LESSON_NOT_FOUND = 'We could not find this lesson.';
export const BUNDLE_NOT_FOUND = 'We could not find this bundle.';
export const LESSON_LOCKED = 'This one is still locked. Finish the one before it first.';
/** The paywall's words (decision 027): a child hears no price and no membership, only who can help. */
export const PAID_LESSON_FOR_CHILD = 'This part of the course is locked for now. Ask a grown-up.';
export const PAID_LESSON_FOR_PARENT =
  'This chapter is part of the membership. See My account, Subscriptions.';
export const CHOOSE_A_CHILD = 'Please choose a child.';
export const RECOMMENDATIONS_FOR_FAMILIES = 'Recommendations are for children and their parents.';

const isAdmin = (caller: Caller) => caller.type === 'admin';
const asKind = (kind: string) => (kind === 'game' ? 'game' : 'course') as 'course' | 'game';

/**
 * Published courses are for everyone signed in; a draft only for its instructor and admins (they
 * preview it). A discarded course is deleted as far as anyone reading is concerned.
 */
function canSee(caller: Caller, course: { state: string; instructorId: string }): boolean {
  if (course.state === 'published') return true;
  if (course.state === 'discarded') return false;
  return isAdmin(caller) || course.instructorId === caller.userId;
}

// ---- lists -------------------------------------------------------------------------------------

export async function listCourses(db: DbOrTx, query: CourseListQuery): Promise<CourseListPage> {
  const { page, page_size: pageSize, topic, age, kind, featured } = query;
  const { count, cards } = await q.pagePublishedCourseCards(
    db,
    { topic, age, kind, featured },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return { count, page, page_size: pageSize, results: cards };
}

/** Cards of these courses (published or not), in no set order. */
export const courseCardsByIds = (db: DbOrTx, ids: readonly string[]) => q.courseCardsByIds(db, ids);

/** Cards of every published course, optionally only those for an age. */
export const publishedCourseCards = (db: DbOrTx, filter: { age?: number } = {}) =>
  q.listPublishedCourseCards(db, filter);

/** The address a course's stored cover is served at (null draws a tile). */
export const coverUrl = q.coverUrl;

export const listGameCourses = (db: DbOrTx) => q.listPublishedCourseCards(db, { kind: 'game' });

// ---- one course --------------------------------------------------------------------------------

function chaptersFrom(rows: q.OutlineRow[]): ChapterDetail[] {
  const out: ChapterDetail[] = [];
  for (const row of rows) {
    let chapter = out.at(-1);
    if (!chapter || chapter.id !== row.chapterId) {
      chapter = {
        id: row.chapterId,
        title: row.chapterTitle,
        description: row.chapterDescription,
        position: row.chapterPosition,
        lessons: [],
      };
      out.push(chapter);
    }
    if (row.lessonId) {
      chapter.lessons.push({
        id: row.lessonId,
        title: row.lessonTitle ?? '',
        kind: row.lessonKind as LessonKind,
        position: row.lessonPosition ?? 0,
        duration_minutes: row.lessonDuration ?? 0,
        game_type: (row.gameType as GameType | null) ?? null,
      });
    }
  }
  return out;
}

export async function getCourse(
  db: DbOrTx,
  caller: Caller,
  courseId: string,
  provider: BillingProviderName,
): Promise<CourseDetail> {
  const course = await q.findCourseDetail(db, courseId);
  if (!course || !canSee(caller, course)) throw new NotFound(COURSE_NOT_FOUND, 'course_not_found');
  const [outline, progress, assigned, bookmarked] = await Promise.all([
    q.courseChaptersWithLessons(db, course.id),
    caller.type === 'child'
      ? accessForCaller(db, caller, provider).then((membership) =>
          courseProgressDetail(db, caller.userId, { id: course.id, kind: asKind(course.kind) }, membership),
        )
      : null,
    caller.type === 'parent'
      ? q.assignedOwnChildIds(db, { parentId: caller.userId, courseId: course.id })
      : null,
    q.isBookmarked(db, { userId: caller.userId, itemType: 'course', itemId: course.id }),
  ]);
  return {
    ...q.toCard(course),
    learning_goals: course.learningGoals,
    instructor: { id: course.instructorId, name: course.instructorName, bio: course.instructorBio },
    chapters: chaptersFrom(outline),
    progress,
    assigned_child_ids: assigned,
    bookmarked,
  };
}

export async function getCourseOfChapter(
  db: DbOrTx,
  caller: Caller,
  chapterId: string,
  provider: BillingProviderName,
): Promise<CourseDetail> {
  const courseId = await q.courseIdOfChapter(db, chapterId);
  if (!courseId) throw new NotFound(CHAPTER_NOT_FOUND, 'chapter_not_found');
  try {
    return await getCourse(db, caller, courseId, provider);
  } catch (err) {
    // A chapter of a course the caller may not see does not exist for them either.
    if (err instanceof NotFound) throw new NotFound(CHAPTER_NOT_FOUND, 'chapter_not_found');
    throw err;
  }
}

// ---- one lesson --------------------------------------------------------------------------------

/** A lesson with its course's state, kind and instructor, whoever may see it, or null. */
export const findLesson = (db: DbOrTx, lessonId: string) => q.findLesson(db, lessonId);

/**
 * A lesson's content. A child reads lessons of published courses that are unlocked for them, with
 * their progress (and journal entry for reflections); adults preview published courses, and a
 * draft's instructor and admins preview it too, without progress. Past the free chapters, a child or
 * parent needs the family's membership (403 `subscription_required`; decision 027).
 */
export async function getLessonContent(
  db: DbOrTx,
  caller: Caller,
  lessonId: string,
  provider: BillingProviderName,
): Promise<LessonContent> {
  const lesson = await q.findLesson(db, lessonId);
  if (!lesson || !canSee(caller, { state: lesson.courseState, instructorId: lesson.instructorId }))
    throw new NotFound(LESSON_NOT_FOUND, 'lesson_not_found');
  const course = { id: lesson.courseId, kind: asKind(lesson.courseKind) };
  const isChild = caller.type === 'child';
  const [membership, outline, journal, bookmarked] = await Promise.all([
    accessForCaller(db, caller, provider),
    courseOutline(db, course.id),
    isChild && lesson.kind === 'reflection'
      ? q.journalEntryText(db, { childId: caller.userId, lessonId: lesson.id })
      : null,
    q.isBookmarked(db, { userId: caller.userId, itemType: 'lesson', itemId: lesson.id }),
  ]);
  const detail = isChild ? await courseProgressDetail(db, caller.userId, course, membership, outline) : null;
  const progress = detail?.lessons.find((l) => l.lesson_id === lesson.id) ?? null;
  if (isChild && (!progress || progress.locked))
    throw progress?.lock_reason === 'subscription'
      ? new Forbidden(PAID_LESSON_FOR_CHILD, SUBSCRIPTION_REQUIRED)
      : new Forbidden(LESSON_LOCKED, 'lesson_locked');
  const chapterIndex = outline.findIndex((c) => c.id === lesson.chapterId);
  if (!isChild && !membership.hasAccess && !isFreeChapter(chapterIndex))
    throw new Forbidden(PAID_LESSON_FOR_PARENT, SUBSCRIPTION_REQUIRED);
  const order = detail
    ? detail.lessons.map((l) => l.lesson_id)
    : outline.flatMap((c) => c.lessons.map((l) => l.id));
  const at = order.indexOf(lesson.id);
  return {
    id: lesson.id,
    title: lesson.title,
    kind: lesson.kind as LessonKind,
    position: lesson.position,
    duration_minutes: lesson.durationMinutes,
    game_type: lesson.game?.type ?? null,
    course_id: lesson.courseId,
    course_title: lesson.courseTitle,
    course_kind: course.kind,
    chapter_id: lesson.chapterId,
    chapter_title: lesson.chapterTitle,
    body: lesson.body,
    video_url: lesson.videoUrl,
    game: lesson.game,
    progress,
    journal_entry: journal,
    previous_lesson_id: at > 0 ? (order[at - 1] ?? null) : null,
    next_lesson_id: at >= 0 ? (order[at + 1] ?? null) : null,
    bookmarked,
  };
}

// ---- bundles -----------------------------------------------------------------------------------

async function bundlesWithCards(db: DbOrTx, onlyId?: string): Promise<Bundle[]> {
  const rows = await q.listBundles(db, onlyId);
  const cards = await q.courseCardsByIds(db, [...new Set(rows.flatMap((b) => b.courseIds))]);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    description: b.description,
    cover_url: q.coverUrl(b.coverImage),
    courses: b.courseIds.flatMap((id) => byId.get(id) ?? []),
  }));
}

export const listBundles = (db: DbOrTx) => bundlesWithCards(db);

export async function getBundle(db: DbOrTx, bundleId: string): Promise<Bundle> {
  const [bundle] = await bundlesWithCards(db, bundleId);
  if (!bundle) throw new NotFound(BUNDLE_NOT_FOUND, 'bundle_not_found');
  return bundle;
}

// ---- search ------------------------------------------------------------------------------------

const MAX_SEARCH_WORDS = 8;

/**
 * A prefix tsquery from what was typed: letters and digits only (so nothing typed can break the
 * query syntax), every word required and matched as a prefix ("frien" finds "friends"). Null when
 * nothing searchable is left.
 */
export function prefixTsquery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
  return unique.length === 0 ? null : unique.map((w) => `${w}:*`).join(' & ');
}

export async function searchCourses(
  db: DbOrTx,
  query: { q: string; page: number; page_size: number },
): Promise<CourseListPage> {
  const { page, page_size: pageSize } = query;
  const tsquery = prefixTsquery(query.q);
  if (!tsquery) return { count: 0, page, page_size: pageSize, results: [] };
  const { count, cards } = await q.searchPublished(db, {
    tsquery,
    topicLabels: TOPIC_LABELS,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { count, page, page_size: pageSize, results: cards };
}

// ---- recommendations ---------------------------------------------------------------------------

/** The child the recommendation is for: a child is asking for themself, a parent for their own. */
async function childFor(db: DbOrTx, caller: Caller, childId: string | undefined): Promise<ChildAccount> {
  if (caller.type === 'child') {
    if (childId && childId !== caller.userId) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
    const me = await findChild(db, caller.userId);
    if (!me) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
    return me;
  }
  if (caller.type !== 'parent') throw new Forbidden(RECOMMENDATIONS_FOR_FAMILIES);
  if (!childId) throw new Invalid(CHOOSE_A_CHILD, 'child_required');
  const child = await findChild(db, childId);
  if (!child || child.parentId !== caller.userId) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  return child;
}

const isTopic = (value: string): value is CourseTopic => (COURSE_TOPICS as readonly string[]).includes(value);

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
function yearsBefore(now: Date, years: number): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return isoDate(d);
}

/**
 * The child's list. With learned personalisation off (the default, decision 048) the self-esteem
 * answers are not read: focus areas, assignments, next steps, similar children and age only. With it
 * on, the survey counts too, the learned term reorders the rules' choice by Thompson sampling, and
 * what was shown is logged with its probability (decision 049).
 */
export async function recommendations(
  db: DbOrTx,
  caller: Caller,
  childId: string | undefined,
  now = clock.now(),
  rng: Rng = Math.random,
): Promise<RecommendationList> {
  const child = await childFor(db, caller, childId);
  const age = child.birthday ? ageOn(child.birthday, now) : null;
  const [published, learnedOn, focus, states, assigned] = await Promise.all([
    q.listPublishedCourseCards(db, age === null ? {} : { age }),
    learnedPersonalisationOn(db, child.id),
    q.focusAreasOfChild(db, child.id),
    q.childCourseStates(db, child.id),
    q.enrolledCourseIdsOf(db, child.id),
  ]);
  const percent = learnedOn ? await q.latestSurveyPercent(db, child.id) : null;
  const taken = new Set(states.map((s) => s.courseId));
  const candidates = published.filter((c) => !taken.has(c.id));
  // Children whose age is within a year of this child's: born after (age + 2) years ago and on or
  // before (age - 1) years ago.
  const similar =
    age === null
      ? new Map<string, number>()
      : await q.similarChildrenFinished(db, {
          childId: child.id,
          courseIds: candidates.map((c) => c.id),
          bornAfter: yearsBefore(now, age + 2),
          bornOnOrBefore: yearsBefore(now, age - 1),
        });
  const signals: RankingSignals = {
    child: { firstName: child.firstName, age },
    latestSurveyPercent: percent,
    focusAreas: focus.filter(isTopic),
    completedTopics: states
      .filter((s) => s.status === 'completed')
      .map((s) => s.topic)
      .filter(isTopic),
    enrolledCourseIds: new Set(assigned),
    similarFinished: similar,
  };
  // Learning needs the switch, a starting score and an age band to compare with.
  if (!learnedOn || percent === null || age === null)
    return { results: rankRecommendations(candidates, signals) };
  const outcomes = await q.courseOutcomes(db, {
    courseIds: candidates.map((c) => c.id),
    excludeChildId: child.id,
  });
  const model = fitEffects(outcomes);
  const learned = new Map<string, LearnedEstimate>();
  for (const c of candidates) {
    const estimate = estimateFor(model, c.id, percent, age);
    if (estimate) learned.set(c.id, estimate);
  }
  const { results, choices } = rankWithLearning(candidates, { ...signals, learned }, rng);
  await logChoices(
    db,
    child.id,
    choices.map((c) => ({ ...c, policy: LEARNED_POLICY })),
    now,
  );
  return { results };
}

const CALM_TOPICS: readonly CourseTopic[] = ['anxiety', 'calm'];

export const ANXIETY_RULE = `A latest self-esteem survey below ${LOW_SURVEY_PERCENT}% (read only while learned personalisation is on), or calm or worries chosen as a focus area`;
export const NO_CLINICAL_CLAIM =
  'The survey measures self-esteem, not anxiety or worry. These figures say how self-esteem survey scores changed after calm and worries courses; they are not a diagnosis, a measure of anxiety, or medical advice.';

const oneDecimal = (v: number) => Math.round(v * 10) / 10;

/**
 * How the survey part of the rule fares against outcomes: every child who completed a calm or worries
 * course with surveys around it, split by whether the rule would have suggested it (started below
 * LOW_SURVEY_PERCENT). Adjusted for regression to the mean; groups under MIN_LEARNED_CHILDREN say only
 * their size.
 */
export async function anxietyRuleOutcomes(
  db: DbOrTx,
  childId: string,
): Promise<AnxietyRecommendation['outcomes']> {
  const calm = await q.listPublishedCourseCards(db, { topic: CALM_TOPICS });
  const outcomes = await q.courseOutcomes(db, { courseIds: calm.map((c) => c.id), excludeChildId: childId });
  const rtm = fitRegressionToMean(outcomes);
  const group = (list: typeof outcomes) => {
    if (list.length < MIN_LEARNED_CHILDREN)
      return { children: list.length, mean_change: null, mean_adjusted_change: null };
    const raw = list.reduce((sum, o) => sum + o.after - o.before, 0) / list.length;
    const adjusted = list.reduce((sum, o) => sum + adjustedChange(o, rtm), 0) / list.length;
    return {
      children: list.length,
      mean_change: oneDecimal(raw),
      mean_adjusted_change: oneDecimal(adjusted),
    };
  };
  const suggested = group(outcomes.filter((o) => o.before < LOW_SURVEY_PERCENT));
  const notSuggested = group(outcomes.filter((o) => o.before >= LOW_SURVEY_PERCENT));
  const words = (g: typeof suggested, who: string) =>
    g.mean_adjusted_change === null
      ? `${who}: ${g.children} children, too few to say (we show figures from ${MIN_LEARNED_CHILDREN} children).`
      : `${who}: ${g.children} children, survey change ${g.mean_adjusted_change > 0 ? '+' : ''}${g.mean_adjusted_change} points once the starting score is allowed for (${g.mean_change !== null && g.mean_change > 0 ? '+' : ''}${g.mean_change} before that).`;
  return {
    rule: ANXIETY_RULE,
    suggested,
    not_suggested: notSuggested,
    summary: `After a calm or worries course. ${words(suggested, `Children who started below ${LOW_SURVEY_PERCENT}% (the rule would suggest these courses)`)} ${words(notSuggested, 'Children who started higher')}`,
    note: NO_CLINICAL_CLAIM,
  };
}

/**
 * Whether calm and worry courses are recommended for the child, and why in plain words. The survey
 * counts only while the parent has learned personalisation on (decision 048); a focus area always.
 */
export async function anxietyRecommendation(
  db: DbOrTx,
  caller: Caller,
  childId: string | undefined,
  now = clock.now(),
): Promise<AnxietyRecommendation> {
  const child = await childFor(db, caller, childId);
  const age = child.birthday ? ageOn(child.birthday, now) : null;
  const [learnedOn, focus, outcomes] = await Promise.all([
    learnedPersonalisationOn(db, child.id),
    q.focusAreasOfChild(db, child.id),
    anxietyRuleOutcomes(db, child.id),
  ]);
  const percent = learnedOn ? await q.latestSurveyPercent(db, child.id) : null;
  const name = child.firstName;
  const calmFocus = CALM_TOPICS.filter((t) => focus.includes(t)).map((t) => TOPIC_LABELS[t].toLowerCase());
  const lowSurvey = percent !== null && percent < LOW_SURVEY_PERCENT;
  const becauses: string[] = [];
  if (lowSurvey) becauses.push(`${name}'s latest survey is ${percent}%, below ${LOW_SURVEY_PERCENT}%`);
  if (calmFocus.length > 0)
    becauses.push(
      `you chose ${calmFocus.join(' and ')} as ${calmFocus.length > 1 ? 'focus areas' : 'a focus area'}`,
    );
  if (becauses.length > 0) {
    const courses = await q.listPublishedCourseCards(db, {
      topic: CALM_TOPICS,
      ...(age === null ? {} : { age }),
    });
    return {
      recommended: true,
      reason: `Calm and worry courses are recommended because ${becauses.join(', and ')}.`,
      child_text: 'These help you feel calm when worries come',
      courses,
      outcomes,
    };
  }
  const reason = !learnedOn
    ? `${name} has no calm or worries focus area, so calm courses are not suggested; they are there whenever you want them. (The survey is not used while learned personalisation is off.)`
    : percent === null
      ? `${name} has not taken the survey yet and has no calm or worries focus area, so calm courses are not recommended yet; they are there whenever you want them.`
      : `${name}'s latest survey looks steady; calm courses are there whenever you want them.`;
  return {
    recommended: false,
    reason,
    child_text: 'Calm courses are here whenever you want a quiet moment',
    courses: [],
    outcomes,
  };
}

// ---- a course's outline and a child's progress in it --------------------------------------------

/** A course's chapters and lessons in order, ids only: what the unlock rules need. */
export const courseOutline = (db: DbOrTx, courseId: string): Promise<OutlineChapter[]> =>
  q.courseOutline(db, courseId);

/**
 * The child's progress in one course, with locks: three queries whatever the course size
 * (outline, lesson progress, course row + certificate), two when the caller already read the outline.
 */
export async function courseProgressDetail(
  db: DbOrTx,
  childId: string,
  course: { id: string; kind: 'course' | 'game' },
  membership: { hasAccess: boolean },
  knownOutline?: OutlineChapter[],
): Promise<CourseProgressDetail> {
  const [outline, lessonRows, courseRows] = await Promise.all([
    knownOutline ?? q.courseOutline(db, course.id),
    q.lessonProgressInCourse(db, childId, course),
    q.courseProgressRow(db, childId, course),
  ]);
  const byLesson = new Map(lessonRows.map((r) => [r.lessonId, r]));
  const completed = new Set(lessonRows.filter((r) => r.status === 'completed').map((r) => r.lessonId));
  const locks = computeLocks(course.kind, outline, completed, membership);
  const allLessons = outline.flatMap((c) => c.lessons);
  const done = allLessons.filter((l) => completed.has(l.id)).length;
  const row = courseRows[0];
  return {
    status: row ? (row.status as 'started' | 'completed') : 'not-started',
    percent: allLessons.length === 0 ? 0 : Math.round((done / allLessons.length) * 100),
    started_at: row?.startedAt.toISOString() ?? null,
    completed_at: row?.completedAt?.toISOString() ?? null,
    chapters: outline.map((c) => ({
      chapter_id: c.id,
      locked: locks.chapterLocked.get(c.id) ?? true,
      lock_reason: locks.chapterReason.get(c.id) ?? null,
      completed: locks.chapterCompleted.get(c.id) ?? false,
      stars: c.lessons.reduce((sum, l) => sum + (byLesson.get(l.id)?.stars ?? 0), 0),
      max_stars: c.lessons.length * 3,
    })),
    lessons: allLessons.map((l) => {
      const p = byLesson.get(l.id);
      return {
        lesson_id: l.id,
        status: p ? (p.status as 'started' | 'completed') : 'not-started',
        best_score: p?.bestScore ?? null,
        stars: p?.stars ?? 0,
        attempts: p?.attempts ?? 0,
        completed_at: p?.completedAt?.toISOString() ?? null,
        locked: locks.lessonLocked.get(l.id) ?? true,
        lock_reason: locks.lessonReason.get(l.id) ?? null,
      };
    }),
    next_lesson_id: locks.nextLessonId,
    certificate_serial: row?.serial ?? null,
  };
}
