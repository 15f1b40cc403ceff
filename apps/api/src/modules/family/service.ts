import crypto from 'node:crypto';
import type {
  ActivityRequest,
  ActivityResponse,
  AddChildRequest,
  ChildExport,
  ChildProfile,
  ChildSummary,
  CourseProgress,
  CourseRating,
  CourseRatingRequest,
  DashboardChild,
  EditChildRequest,
  FocusArea,
  SelfEsteemData,
  SelfEsteemTrend,
  UsernameAvailability,
} from '@ye/contracts/family';
import { CHILD_COLORS, CHILD_MAX_AGE, CHILD_MIN_AGE, FOCUS_AREAS, Username } from '@ye/contracts/family';
import { BADGES, type Enrolment, type RatingPromptList } from '@ye/contracts/learning';
import { labelFor, ROSENBERG_ITEMS, SELF_ESTEEM_SURVEY } from '@ye/contracts/rosenberg';
import { ageOn, clock, todayUtc, weekStartUtc } from '../../clock.ts';
import { type DbOrTx, isUniqueViolation } from '../../db/client.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { nameProblem } from '../../safety/word-filter.ts';
import { hashPassword } from '../auth/passwords.ts';
import { accountWrites, CHILD_NOT_FOUND, recordAudit } from '../auth/service.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { pendingRatingPrompts, resolveRatingPrompt } from '../learning/progress/service.ts';
import { avatarUrl, isOurAvatar } from '../media/avatars.ts';
import * as q from './queries.ts';

export const USERNAME_TAKEN = 'This username is already taken. Please choose another.';

/** A child's chart colour: stable, derived from the id alone. */
export function colorFor(childId: string): string {
  const digest = crypto.createHash('sha256').update(childId).digest();
  return CHILD_COLORS[(digest[0] ?? 0) % CHILD_COLORS.length] as string;
}

function checkBirthday(birthday: string, now: Date): void {
  if (birthday > todayUtc(now))
    throw new Invalid('The birthday cannot be in the future.', 'invalid_birthday');
  const age = ageOn(birthday, now);
  if (age < CHILD_MIN_AGE || age > CHILD_MAX_AGE) {
    throw new Invalid(
      `Children on Youth Enrichments are ${CHILD_MIN_AGE} to ${CHILD_MAX_AGE} years old.`,
      'invalid_birthday',
    );
  }
}

function checkAvatar(avatar: string | null | undefined): void {
  if (avatar && !isOurAvatar(avatar))
    throw new Invalid('Please choose one of our avatars.', 'invalid_avatar');
}

/** Other children see a child's name (on boards): it goes through the same filter as their posts. */
function checkName(name: string): void {
  const problem = nameProblem(name);
  if (problem) throw new Invalid(problem, 'name_not_allowed');
}

/** The parent's child, or 404 (another family's child is as good as unknown). */
async function requireOwnChild(db: DbOrTx, parentId: string, childId: string): Promise<q.ChildRow> {
  const child = await q.findOwnChild(db, { parentId, childId });
  if (!child) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  return child;
}

function toProfile(child: q.ChildRow, focusAreas: string[], now: Date): ChildProfile {
  return {
    child_id: child.id,
    name: child.firstName,
    username: child.username ?? '',
    avatar: child.avatar,
    avatar_url: child.avatar && isOurAvatar(child.avatar) ? avatarUrl(child.avatar) : null,
    birthday: child.birthday,
    age: child.birthday ? ageOn(child.birthday, now) : null,
    focus_areas: focusAreas.filter((a): a is FocusArea => (FOCUS_AREAS as readonly string[]).includes(a)),
    color: colorFor(child.id),
    date_joined: child.createdAt.toISOString(),
    last_login_at: child.lastLoginAt?.toISOString() ?? null,
  };
}

async function profileOf(db: DbOrTx, parentId: string, childId: string, now: Date): Promise<ChildProfile> {
  const child = await requireOwnChild(db, parentId, childId);
  const areas = await q.focusAreasOf(db, [child.id]);
  return toProfile(
    child,
    areas.map((a) => a.area),
    now,
  );
}

export async function usernameAvailability(db: DbOrTx, username: string): Promise<UsernameAvailability> {
  const parsed = Username.safeParse(username);
  if (!parsed.success)
    return { available: false, detail: parsed.error.issues[0]?.message ?? 'This username is not valid.' };
  if (await q.isUsernameTaken(db, parsed.data)) return { available: false, detail: USERNAME_TAKEN };
  return { available: true };
}

export async function addChild(
  db: DbOrTx,
  caller: Caller,
  input: AddChildRequest,
  now = clock.now(),
): Promise<ChildProfile> {
  if (input.birthday) checkBirthday(input.birthday, now);
  checkName(input.name);
  checkAvatar(input.avatar);
  if (await q.isUsernameTaken(db, input.username)) throw new Conflict(USERNAME_TAKEN, 'username_taken');
  const parent = await q.findParentNames(db, caller.userId);
  if (!parent) throw new NotFound('We could not find your account.');
  const passwordHash = await hashPassword(input.password);
  try {
    const child = await accountWrites.createChild(db, {
      parentId: caller.userId,
      firstName: input.name,
      lastName: parent.lastName ?? '',
      username: input.username,
      passwordHash,
      birthday: input.birthday ?? null,
      avatar: input.avatar ?? null,
    });
    return toProfile(child, [], now);
  } catch (err) {
    // Two parents choosing the same name at the same moment: the unique index decides.
    if (isUniqueViolation(err, 'users_username_unique')) throw new Conflict(USERNAME_TAKEN, 'username_taken');
    throw err;
  }
}

export async function listChildren(db: DbOrTx, caller: Caller): Promise<ChildSummary[]> {
  const children = await q.listChildrenWithLatestPercent(db, { parentId: caller.userId });
  const courses = await q.courseStatesForChildren(
    db,
    children.map((c) => c.id),
  );
  return children.map((c) => {
    const state = courses.get(c.id) ?? { completed: [], ongoing: [], notStarted: [] };
    return {
      child_avatar: c.avatar && isOurAvatar(c.avatar) ? avatarUrl(c.avatar) : null,
      child_id: c.id,
      child_name: c.firstName,
      child_self_esteem: c.latestPercent,
      completed_course_count: state.completed.length,
      completed_courses: state.completed,
      not_started_course_count: state.notStarted.length,
      not_started_courses: state.notStarted,
      ongoing_course_count: state.ongoing.length,
      ongoing_courses: state.ongoing,
      total_course_count: state.completed.length + state.ongoing.length + state.notStarted.length,
    };
  });
}

export function trendOf(latest: number | undefined, previous: number | undefined): SelfEsteemTrend | null {
  if (latest === undefined || previous === undefined) return null;
  return latest > previous ? 'up' : latest < previous ? 'down' : 'flat';
}

/** Dashboard card extras for every child of the parent, in a fixed number of queries. */
export async function dashboard(db: DbOrTx, caller: Caller, now = clock.now()): Promise<DashboardChild[]> {
  const [children, percents, seconds] = await Promise.all([
    q.listChildrenWithLatestPercent(db, { parentId: caller.userId }),
    q.latestTwoPercents(db, { parentId: caller.userId }),
    q.secondsSince(db, { parentId: caller.userId, since: weekStartUtc(now) }),
  ]);
  const secondsBy = new Map(seconds.map((s) => [s.childId, s.seconds]));
  return children.map((c) => {
    const mine = percents.filter((p) => p.childId === c.id).sort((a, b) => a.rank - b.rank);
    return {
      child_id: c.id,
      self_esteem_percent: mine[0]?.percent ?? null,
      self_esteem_trend: trendOf(mine[0]?.percent, mine[1]?.percent),
      last_survey_at: mine[0]?.completedAt.toISOString() ?? null,
      seconds_this_week: secondsBy.get(c.id) ?? 0,
      color: colorFor(c.id),
    };
  });
}

export async function getChildProfile(
  db: DbOrTx,
  caller: Caller,
  childId: string,
  now = clock.now(),
): Promise<ChildProfile> {
  return profileOf(db, caller.userId, childId, now);
}

export async function editChild(
  db: DbOrTx,
  caller: Caller,
  childId: string,
  input: EditChildRequest,
  now = clock.now(),
): Promise<ChildProfile> {
  await requireOwnChild(db, caller.userId, childId);
  if (input.name !== undefined) checkName(input.name);
  checkAvatar(input.avatar);
  const set: { firstName?: string; avatar?: string | null; passwordHash?: string } = {};
  if (input.name !== undefined) set.firstName = input.name;
  if (input.avatar !== undefined) set.avatar = input.avatar;
  if (input.password !== undefined) set.passwordHash = await hashPassword(input.password);
  const apply = async (tx: DbOrTx) => {
    if (Object.keys(set).length > 0)
      await accountWrites.updateChild(tx, { parentId: caller.userId, childId, set });
    if (input.focus_areas !== undefined)
      await q.replaceFocusAreas(tx, { childId, areas: [...new Set(input.focus_areas)] });
    // A password set by the parent signs the child out everywhere else.
    if (input.password !== undefined) await revokeUserSessions(tx, childId);
  };
  await db.transaction(apply);
  return profileOf(db, caller.userId, childId, now);
}

/** The birthday can be set by the child's parent, or by the child for themself. */
export async function updateBirthday(
  db: DbOrTx,
  caller: Caller & { type: string },
  input: { child_id: string; birthday: string },
  now = clock.now(),
): Promise<ChildProfile> {
  checkBirthday(input.birthday, now);
  let parentId = caller.userId;
  if (caller.type === 'child' && caller.userId === input.child_id) {
    const parent = await q.parentOfChild(db, input.child_id);
    if (!parent) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
    parentId = parent;
  }
  const updated = await accountWrites.updateChild(db, {
    parentId,
    childId: input.child_id,
    set: { birthday: input.birthday },
  });
  if (!updated) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  return profileOf(db, parentId, input.child_id, now);
}

export async function removeChild(db: DbOrTx, caller: Caller, childId: string): Promise<{ detail: string }> {
  const child = await requireOwnChild(db, caller.userId, childId);
  const run = async (tx: DbOrTx) => {
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'child.delete',
      targetUserId: null,
      details: { child_id: child.id, child_name: child.firstName, username: child.username },
      ip: caller.ip ?? null,
    });
    await accountWrites.deleteChild(tx, { parentId: caller.userId, childId });
  };
  await db.transaction(run);
  return { detail: `${child.firstName}'s account and all their data have been deleted.` };
}

export async function selfEsteemData(
  db: DbOrTx,
  caller: Caller,
  params: { childId: string; days: number },
  now = clock.now(),
): Promise<SelfEsteemData> {
  const child = await requireOwnChild(db, caller.userId, params.childId);
  const since = new Date(now.getTime() - (params.days - 1) * 24 * 60 * 60 * 1000);
  const [scores, metrics] = await Promise.all([
    q.surveyScoresOf(db, { childId: child.id }),
    q.dailyMetricsOf(db, { childId: child.id, since: todayUtc(since) }),
  ]);
  return {
    user_id: child.id,
    name: child.firstName,
    color: colorFor(child.id),
    survey_scores: scores.map((s) => ({
      score: s.score,
      complete_date: s.completedAt.toISOString(),
      percent: s.percent,
    })),
    metrics: metrics.map((m) => ({
      datestamp: m.datestamp,
      self_esteem_score: m.selfEsteemScore,
      time_logged: m.timeLogged,
    })),
  };
}

export async function checkProgress(db: DbOrTx, caller: Caller, childId?: string): Promise<CourseProgress[]> {
  if (childId) {
    await requireOwnChild(db, caller.userId, childId);
    return q.courseProgressForChildren(db, [childId]);
  }
  const children = await q.listChildrenWithLatestPercent(db, { parentId: caller.userId });
  return q.courseProgressForChildren(
    db,
    children.map((c) => c.id),
  );
}

export const COURSE_NOT_FOUND = 'We could not find that course.';

/** Rates a course for a child and, in the same transaction, closes the pending rating prompt. */
export async function rateCourse(
  db: DbOrTx,
  caller: Caller,
  input: CourseRatingRequest,
): Promise<CourseRating> {
  await requireOwnChild(db, caller.userId, input.child_id);
  const course = await q.findCourse(db, { courseId: input.course_id, publishedOnly: false });
  if (!course) throw new NotFound(COURSE_NOT_FOUND, 'course_not_found');
  const run = async (tx: DbOrTx) => {
    const inserted = await q.insertRating(tx, {
      parentId: caller.userId,
      childId: input.child_id,
      courseId: course.id,
      stars: input.stars,
      comment: input.comment?.trim() ? input.comment.trim() : null,
    });
    // Also when it was rated before: the question has been answered either way.
    await resolveRatingPrompt(tx, input.child_id, course.id);
    return inserted;
  };
  const row = await db.transaction(run);
  if (!row) throw new Conflict('You have already rated this course for this child.', 'already_rated');
  return {
    id: row.id,
    child_id: row.childId,
    course_id: row.courseId,
    stars: row.stars,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
  };
}

/** Enrols the parent's child in a published course ("Assign a course"; idempotent: the first enrolment stands). */
export async function enrolInCourse(
  db: DbOrTx,
  caller: Caller,
  params: { courseId: string; childId: string },
): Promise<Enrolment> {
  await requireOwnChild(db, caller.userId, params.childId);
  const course = await q.findCourse(db, { courseId: params.courseId, publishedOnly: true });
  if (!course) throw new NotFound(COURSE_NOT_FOUND, 'course_not_found');
  const run = async (tx: DbOrTx) => {
    const result = await q.insertEnrolment(tx, {
      childId: params.childId,
      courseId: course.id,
      enrolledBy: caller.userId,
    });
    if (result.created) {
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'course.assign',
        targetUserId: params.childId,
        details: { child_id: params.childId, course_id: course.id, course_title: course.title },
        ip: caller.ip ?? null,
      });
    }
    return result;
  };
  const { enrolledAt } = await db.transaction(run);
  return { course_id: course.id, child_id: params.childId, assigned_at: enrolledAt.toISOString() };
}

/** Takes an enrolment back; nothing to take back is not an error. Progress the child made stays. */
export async function unenrolFromCourse(
  db: DbOrTx,
  caller: Caller,
  params: { courseId: string; childId: string },
): Promise<void> {
  await requireOwnChild(db, caller.userId, params.childId);
  const run = async (tx: DbOrTx) => {
    const removed = await q.deleteEnrolment(tx, params);
    if (removed) {
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'course.unassign',
        targetUserId: params.childId,
        details: { child_id: params.childId, course_id: params.courseId },
        ip: caller.ip ?? null,
      });
    }
  };
  await db.transaction(run);
}

/** Completed courses of the parent's children still waiting for a rating, oldest first. */
export async function ratingPrompts(db: DbOrTx, caller: Caller): Promise<RatingPromptList> {
  const rows = await pendingRatingPrompts(db, caller.userId);
  return {
    pending: rows.map((r) => ({
      child_id: r.childId,
      child_name: r.childName,
      course_id: r.courseId,
      course_title: r.courseTitle,
      completed_at: r.completedAt.toISOString(),
    })),
  };
}

/** "Not now": the prompt is closed without a rating. Closing it twice is fine. */
export async function dismissRatingPrompt(
  db: DbOrTx,
  caller: Caller,
  input: { child_id: string; course_id: string },
): Promise<void> {
  await requireOwnChild(db, caller.userId, input.child_id);
  const outcome = await resolveRatingPrompt(db, input.child_id, input.course_id);
  if (outcome === 'none')
    throw new NotFound('There is no rating waiting for this course.', 'rating_prompt_not_found');
}

/** Active time of a signed-in child, counted on the UTC date of arrival. */
export async function recordActivity(
  db: DbOrTx,
  childId: string,
  input: ActivityRequest,
  now = clock.now(),
): Promise<ActivityResponse> {
  const datestamp = todayUtc(now);
  const run = (tx: DbOrTx) =>
    q.addActivity(tx, {
      childId,
      pageViewId: input.page_view_id,
      sequence: input.sequence,
      seconds: input.seconds,
      datestamp,
    });
  const result = await db.transaction(run);
  return { datestamp, time_logged: result.timeLogged, counted: result.counted };
}

const STATUS_WORDS = {
  'not-started': 'Not started',
  started: 'In progress',
  completed: 'Completed',
} as const;

/** Everything we hold about one child, with keys a person can read; the export is audited. */
export async function exportChild(
  db: DbOrTx,
  caller: Caller,
  childId: string,
  now = clock.now(),
): Promise<{ filename: string; data: ChildExport }> {
  const child = await requireOwnChild(db, caller.userId, childId);
  const [areas, scores, answers, metrics, ratings, courses, lessons, plays, badges, journal, certs, marks] =
    await Promise.all([
      q.focusAreasOf(db, [child.id]),
      q.surveyScoresOf(db, { childId: child.id }),
      q.surveyAnswersOfChild(db, { childId: child.id }),
      q.dailyMetricsOf(db, { childId: child.id }),
      q.ratingsOfChild(db, { parentId: caller.userId, childId: child.id }),
      q.courseProgressForChildren(db, [child.id]),
      q.lessonResultsOfChild(db, { childId: child.id }),
      q.playsOfChild(db, { childId: child.id }),
      q.badgesOfChild(db, { childId: child.id }),
      q.journalOfChild(db, { childId: child.id }),
      q.certificatesOfChild(db, { childId: child.id }),
      q.bookmarksOfChild(db, { childId: child.id }),
    ]);
  const badgeTitle = new Map<string, string>(BADGES.map((b) => [b.id, b.title]));
  const questionText = new Map(ROSENBERG_ITEMS.map((i) => [i.id, i.text]));
  const data: ChildExport = {
    'About this file':
      'Everything Youth Enrichments holds about this child, as requested by their parent. Dates and times are in UTC.',
    'Exported at': now.toISOString(),
    Child: {
      Name: child.firstName,
      'Last name': child.lastName,
      Username: child.username ?? '',
      Birthday: child.birthday,
      Avatar: child.avatar,
      'Focus areas': areas.map((a) => a.area),
      'Account created': child.createdAt.toISOString(),
      'Last sign-in': child.lastLoginAt?.toISOString() ?? null,
    },
    'Self-esteem survey results': scores.map((s) => ({
      'Completed at': s.completedAt.toISOString(),
      Survey: s.surveyId === SELF_ESTEEM_SURVEY.id ? SELF_ESTEEM_SURVEY.title : `Survey ${s.surveyId}`,
      'Score (0-30)': s.score,
      Percent: s.percent,
      Answers: answers
        .filter((a) => a.responseId === s.id)
        .map((a) => ({
          Question: questionText.get(a.questionId) ?? `Question ${a.questionId}`,
          Answer: labelFor(a.value),
        })),
    })),
    'Daily activity': metrics.map((m) => ({
      Date: m.datestamp,
      'Seconds on the platform': m.timeLogged,
      'Self-esteem percent': m.selfEsteemScore,
    })),
    'Course ratings by the parent': ratings.map((r) => ({
      Course: r.courseId,
      'Course title': r.courseTitle,
      Stars: r.stars,
      Comment: r.comment,
      'Rated at': r.createdAt.toISOString(),
    })),
    Courses: courses.map((c) => ({
      Course: c.course_title,
      Status: STATUS_WORDS[c.status],
      'Percent complete': c.percent_complete,
      'Last activity': c.last_activity_at,
    })),
    'Lesson results': lessons.map((l) => ({
      Course: l.courseTitle,
      Lesson: l.lessonTitle,
      Status: l.status === 'completed' ? STATUS_WORDS.completed : STATUS_WORDS.started,
      'Best score (0-100)': l.bestScore,
      Stars: l.stars,
      Attempts: l.attempts,
      XP: l.xp,
      'Started at': l.startedAt.toISOString(),
      'Completed at': l.completedAt?.toISOString() ?? null,
    })),
    'Lessons and games played': plays.map((p) => ({
      Course: p.courseTitle,
      Lesson: p.lessonTitle,
      Game: p.gameType,
      'Score (0-100)': p.score,
      Stars: p.stars,
      XP: p.xp,
      'Duration in seconds': p.durationSeconds,
      'Played at': p.playedAt.toISOString(),
    })),
    Badges: badges.map((b) => ({
      Badge: badgeTitle.get(b.badgeId) ?? b.badgeId,
      'Earned at': b.earnedAt.toISOString(),
    })),
    'Journal entries': journal.map((j) => ({
      Course: j.courseTitle,
      Lesson: j.lessonTitle,
      Text: j.text,
      'Written at': j.createdAt.toISOString(),
      'Last changed at': j.updatedAt.toISOString(),
    })),
    Certificates: certs.map((c) => ({
      Course: c.courseTitle,
      'Certificate number': c.serial,
      'Issued at': c.issuedAt.toISOString(),
    })),
    Bookmarks: marks.map((b) => ({
      Type: b.itemType,
      Title: b.title,
      'Bookmarked at': b.createdAt.toISOString(),
    })),
  };
  await recordAudit(db, {
    actorId: caller.userId,
    action: 'child.export',
    targetUserId: child.id,
    details: { child_id: child.id },
    ip: caller.ip ?? null,
  });
  const safeName = (child.username ?? child.firstName).replace(/[^A-Za-z0-9_.-]/g, '') || 'child';
  return { filename: `${safeName}-data-${todayUtc(now)}.json`, data };
}

/** The day's self-esteem figure on the child's daily metrics (the survey writes it as it scores). */
export const recordSelfEsteem = (
  db: DbOrTx,
  params: { childId: string; datestamp: string; percent: number },
) => q.setSelfEsteemForDay(db, params);

/**
 * When a course is withdrawn, children who never started it lose the enrolment; those who did keep
 * it, with their progress. Returns how many were removed.
 */
export const dropUnstartedEnrolments = (db: DbOrTx, courseId: string): Promise<number> =>
  q.removeUnstartedEnrolments(db, courseId);
