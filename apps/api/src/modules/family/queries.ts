import type { CourseProgress, CourseRef } from '@ye/contracts/family';
import { percent } from '@ye/contracts/game-scoring';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { childAccountColumns, users } from '../auth/tables.ts';
import { certificates } from '../learning/certificates/tables.ts';
import { bookmarks } from '../learning/library/tables.ts';
import { courseProgress, journalEntries, lessonPlays, lessonProgress } from '../learning/progress/tables.ts';
import { childBadges } from '../learning/rewards/tables.ts';
import { courses, lessons } from '../studio/tables.ts';
import { surveyAnswers, surveyResponses } from '../survey/tables.ts';
import { activityBatches, childFocusAreas, courseRatings, dailyMetrics, enrolments } from './tables.ts';

// Every query that reads a child is scoped by the parent's id: a child of another family, or any
// caller who is not a parent, simply finds nothing.

export interface ChildRow {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  avatar: string | null;
  birthday: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

const ownedBy = (parentId: string) => and(eq(users.parentId, parentId), eq(users.type, 'child'));

/** The child if it belongs to this parent, else null. */
export async function findOwnChild(
  db: DbOrTx,
  params: { parentId: string; childId: string },
): Promise<ChildRow | null> {
  const rows = await db
    .select(childAccountColumns)
    .from(users)
    .where(and(eq(users.id, params.childId), ownedBy(params.parentId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The parent's children, oldest account first, each with the latest survey percent (one query). */
export async function listChildrenWithLatestPercent(
  db: DbOrTx,
  params: { parentId: string },
): Promise<(ChildRow & { latestPercent: number | null })[]> {
  const latest = db
    .selectDistinctOn([surveyResponses.childId], {
      childId: surveyResponses.childId,
      percent: surveyResponses.percent,
    })
    .from(surveyResponses)
    .where(
      inArray(
        surveyResponses.childId,
        db.select({ id: users.id }).from(users).where(ownedBy(params.parentId)),
      ),
    )
    .orderBy(surveyResponses.childId, desc(surveyResponses.completedAt))
    .as('latest');
  const rows = await db
    .select({ ...childAccountColumns, latestPercent: latest.percent })
    .from(users)
    .leftJoin(latest, eq(latest.childId, users.id))
    .where(ownedBy(params.parentId))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((r) => ({ ...r, latestPercent: r.latestPercent ?? null }));
}

/** The parent of a child account (for a child acting on their own profile). */
export async function parentOfChild(db: DbOrTx, childId: string): Promise<string | null> {
  const rows = await db
    .select({ parentId: users.parentId })
    .from(users)
    .where(and(eq(users.id, childId), eq(users.type, 'child')))
    .limit(1);
  return rows[0]?.parentId ?? null;
}

export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export async function findParentNames(db: DbOrTx, parentId: string): Promise<{ lastName: string } | null> {
  const rows = await db
    .select({ lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, parentId), eq(users.type, 'parent')))
    .limit(1);
  return rows[0] ?? null;
}

export async function focusAreasOf(
  db: DbOrTx,
  childIds: string[],
): Promise<{ childId: string; area: string }[]> {
  if (childIds.length === 0) return [];
  return db
    .select({ childId: childFocusAreas.childId, area: childFocusAreas.area })
    .from(childFocusAreas)
    .where(inArray(childFocusAreas.childId, childIds))
    .orderBy(asc(childFocusAreas.area));
}

export async function replaceFocusAreas(
  db: DbOrTx,
  params: { childId: string; areas: string[] },
): Promise<void> {
  await db.delete(childFocusAreas).where(eq(childFocusAreas.childId, params.childId));
  if (params.areas.length > 0) {
    await db.insert(childFocusAreas).values(params.areas.map((area) => ({ childId: params.childId, area })));
  }
}

/** The two latest survey percents of each of the parent's children (one query). */
export async function latestTwoPercents(
  db: DbOrTx,
  params: { parentId: string },
): Promise<{ childId: string; percent: number; completedAt: Date; rank: number }[]> {
  const result = await db.execute<{
    child_id: string;
    percent: number;
    completed_at: string | Date;
    rank: string | number;
  }>(sql`
    select child_id, percent, completed_at, rank from (
      select r.child_id, r.percent, r.completed_at,
             row_number() over (partition by r.child_id order by r.completed_at desc) as rank
      from ${surveyResponses} r
      join ${users} u on u.id = r.child_id
      where u.parent_id = ${params.parentId} and u.type = 'child'
    ) ranked where rank <= 2`);
  return result.rows.map((r) => ({
    childId: r.child_id,
    percent: Number(r.percent),
    completedAt: new Date(r.completed_at),
    rank: Number(r.rank),
  }));
}

/** Active seconds per child of this parent since a date (one query). */
export async function secondsSince(
  db: DbOrTx,
  params: { parentId: string; since: string },
): Promise<{ childId: string; seconds: number }[]> {
  const rows = await db
    .select({
      childId: dailyMetrics.childId,
      seconds: sql<string>`coalesce(sum(${dailyMetrics.timeLogged}), 0)`,
    })
    .from(dailyMetrics)
    .innerJoin(users, eq(users.id, dailyMetrics.childId))
    .where(and(ownedBy(params.parentId), gte(dailyMetrics.datestamp, params.since)))
    .groupBy(dailyMetrics.childId);
  return rows.map((r) => ({ childId: r.childId, seconds: Number(r.seconds) }));
}

export async function surveyScoresOf(
  db: DbOrTx,
  params: { childId: string },
): Promise<{ id: string; surveyId: number; score: number; percent: number; completedAt: Date }[]> {
  return db
    .select({
      id: surveyResponses.id,
      surveyId: surveyResponses.surveyId,
      score: surveyResponses.score,
      percent: surveyResponses.percent,
      completedAt: surveyResponses.completedAt,
    })
    .from(surveyResponses)
    .where(eq(surveyResponses.childId, params.childId))
    .orderBy(asc(surveyResponses.completedAt));
}

/** Every answer of every response of one child: only the data export reads these. */
export async function surveyAnswersOfChild(
  db: DbOrTx,
  params: { childId: string },
): Promise<{ responseId: string; questionId: number; value: number }[]> {
  return db
    .select({
      responseId: surveyAnswers.responseId,
      questionId: surveyAnswers.questionId,
      value: surveyAnswers.value,
    })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .where(eq(surveyResponses.childId, params.childId))
    .orderBy(asc(surveyAnswers.questionId));
}

export async function dailyMetricsOf(
  db: DbOrTx,
  params: { childId: string; since?: string },
): Promise<{ datestamp: string; timeLogged: number; selfEsteemScore: number | null }[]> {
  const conditions = [eq(dailyMetrics.childId, params.childId)];
  if (params.since) conditions.push(gte(dailyMetrics.datestamp, params.since));
  return db
    .select({
      datestamp: dailyMetrics.datestamp,
      timeLogged: dailyMetrics.timeLogged,
      selfEsteemScore: dailyMetrics.selfEsteemScore,
    })
    .from(dailyMetrics)
    .where(and(...conditions))
    .orderBy(asc(dailyMetrics.datestamp));
}

/**
 * Records one activity batch: counted once per (child, page view, sequence). Adds the seconds to the
 * day's row, creating it with the latest known self-esteem percent. Returns the day's total and
 * whether this batch was new.
 */
export async function addActivity(
  db: DbOrTx,
  params: { childId: string; pageViewId: string; sequence: number; seconds: number; datestamp: string },
): Promise<{ counted: boolean; timeLogged: number }> {
  const fresh = await db
    .insert(activityBatches)
    .values({ childId: params.childId, pageViewId: params.pageViewId, sequence: params.sequence })
    .onConflictDoNothing()
    .returning({ childId: activityBatches.childId });
  if (fresh.length === 0) {
    const rows = await db
      .select({ timeLogged: dailyMetrics.timeLogged })
      .from(dailyMetrics)
      .where(and(eq(dailyMetrics.childId, params.childId), eq(dailyMetrics.datestamp, params.datestamp)));
    return { counted: false, timeLogged: rows[0]?.timeLogged ?? 0 };
  }
  const latestPercent = sql`(select ${surveyResponses.percent} from ${surveyResponses}
    where ${surveyResponses.childId} = ${params.childId} order by ${surveyResponses.completedAt} desc limit 1)`;
  const rows = await db
    .insert(dailyMetrics)
    .values({
      childId: params.childId,
      datestamp: params.datestamp,
      timeLogged: params.seconds,
      selfEsteemScore: latestPercent,
    })
    .onConflictDoUpdate({
      target: [dailyMetrics.childId, dailyMetrics.datestamp],
      // A day holds at most 86400 seconds, whatever a client reports.
      set: { timeLogged: sql`least(${dailyMetrics.timeLogged} + excluded.time_logged, 86400)` },
    })
    .returning({ timeLogged: dailyMetrics.timeLogged });
  return { counted: true, timeLogged: rows[0]?.timeLogged ?? params.seconds };
}

/** Sets the day's self-esteem percent (after a survey), creating the row if the day has none. */
export async function setSelfEsteemForDay(
  db: DbOrTx,
  params: { childId: string; datestamp: string; percent: number },
): Promise<void> {
  await db
    .insert(dailyMetrics)
    .values({
      childId: params.childId,
      datestamp: params.datestamp,
      timeLogged: 0,
      selfEsteemScore: params.percent,
    })
    .onConflictDoUpdate({
      target: [dailyMetrics.childId, dailyMetrics.datestamp],
      set: { selfEsteemScore: params.percent },
    });
}

const ratingColumns = {
  id: courseRatings.id,
  childId: courseRatings.childId,
  courseId: courseRatings.courseId,
  stars: courseRatings.stars,
  comment: courseRatings.comment,
  createdAt: courseRatings.createdAt,
};

export type RatingRow = {
  id: number;
  childId: string;
  courseId: string;
  stars: number;
  comment: string | null;
  createdAt: Date;
};

/** Inserts the rating; null when this parent already rated this course for this child. */
export async function insertRating(
  db: DbOrTx,
  params: { parentId: string; childId: string; courseId: string; stars: number; comment: string | null },
): Promise<RatingRow | null> {
  const rows = await db.insert(courseRatings).values(params).onConflictDoNothing().returning(ratingColumns);
  return rows[0] ?? null;
}

/** The parent's ratings for one child, with the course title (null if the course is gone). */
export async function ratingsOfChild(
  db: DbOrTx,
  params: { parentId: string; childId: string },
): Promise<(RatingRow & { courseTitle: string | null })[]> {
  return db
    .select({ ...ratingColumns, courseTitle: courses.title })
    .from(courseRatings)
    .leftJoin(courses, sql`${courses.id}::text = ${courseRatings.courseId}`)
    .where(and(eq(courseRatings.parentId, params.parentId), eq(courseRatings.childId, params.childId)))
    .orderBy(desc(courseRatings.createdAt));
}

// ---------------------------------------------------------------- courses and what a child did in them

/** A course by id; `publishedOnly` hides drafts and withdrawn courses. Null for an unknown id. */
export async function findCourse(
  db: DbOrTx,
  params: { courseId: string; publishedOnly: boolean },
): Promise<{ id: string; title: string } | null> {
  if (!UUID.test(params.courseId)) return null;
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(
      and(eq(courses.id, params.courseId), params.publishedOnly ? eq(courses.state, 'published') : undefined),
    )
    .limit(1);
  return rows[0] ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Enrols the child; returns the enrolment (the first one when it already existed) and whether it is new. */
export async function insertEnrolment(
  db: DbOrTx,
  params: { childId: string; courseId: string; enrolledBy: string },
): Promise<{ enrolledAt: Date; created: boolean }> {
  const inserted = await db
    .insert(enrolments)
    .values(params)
    .onConflictDoNothing()
    .returning({ enrolledAt: enrolments.enrolledAt });
  if (inserted[0]) return { enrolledAt: inserted[0].enrolledAt, created: true };
  const rows = await db
    .select({ enrolledAt: enrolments.enrolledAt })
    .from(enrolments)
    .where(and(eq(enrolments.childId, params.childId), eq(enrolments.courseId, params.courseId)));
  if (!rows[0]) throw new Error('enrolment was not stored');
  return { enrolledAt: rows[0].enrolledAt, created: false };
}

/** Removes the enrolment; false when there was none. */
export async function deleteEnrolment(
  db: DbOrTx,
  params: { childId: string; courseId: string },
): Promise<boolean> {
  const rows = await db
    .delete(enrolments)
    .where(and(eq(enrolments.childId, params.childId), eq(enrolments.courseId, params.courseId)))
    .returning({ childId: enrolments.childId });
  return rows.length > 0;
}

// ---------------------------------------------------------------- the data export's learning part

export async function lessonResultsOfChild(db: DbOrTx, params: { childId: string }) {
  return db
    .select({
      courseTitle: courses.title,
      lessonTitle: lessons.title,
      status: lessonProgress.status,
      bestScore: lessonProgress.bestScore,
      stars: lessonProgress.stars,
      attempts: lessonProgress.attempts,
      xp: lessonProgress.xp,
      startedAt: lessonProgress.startedAt,
      completedAt: lessonProgress.completedAt,
    })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
    .where(eq(lessonProgress.childId, params.childId))
    .orderBy(asc(lessonProgress.startedAt), asc(lessons.title));
}

export async function playsOfChild(db: DbOrTx, params: { childId: string }) {
  return db
    .select({
      courseTitle: courses.title,
      lessonTitle: lessons.title,
      gameType: lessonPlays.gameType,
      score: lessonPlays.score,
      stars: lessonPlays.stars,
      xp: lessonPlays.xp,
      durationSeconds: lessonPlays.durationSeconds,
      playedAt: lessonPlays.playedAt,
    })
    .from(lessonPlays)
    .innerJoin(lessons, eq(lessons.id, lessonPlays.lessonId))
    .innerJoin(courses, eq(courses.id, lessonPlays.courseId))
    .where(eq(lessonPlays.childId, params.childId))
    .orderBy(asc(lessonPlays.playedAt), asc(lessonPlays.id));
}

export async function badgesOfChild(db: DbOrTx, params: { childId: string }) {
  return db
    .select({ badgeId: childBadges.badgeId, earnedAt: childBadges.earnedAt })
    .from(childBadges)
    .where(eq(childBadges.childId, params.childId))
    .orderBy(asc(childBadges.earnedAt));
}

export async function journalOfChild(db: DbOrTx, params: { childId: string }) {
  return db
    .select({
      courseTitle: courses.title,
      lessonTitle: lessons.title,
      text: journalEntries.text,
      createdAt: journalEntries.createdAt,
      updatedAt: journalEntries.updatedAt,
    })
    .from(journalEntries)
    .innerJoin(lessons, eq(lessons.id, journalEntries.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(journalEntries.childId, params.childId))
    .orderBy(asc(journalEntries.createdAt));
}

export async function certificatesOfChild(db: DbOrTx, params: { childId: string }) {
  return db
    .select({ courseTitle: courses.title, serial: certificates.serial, issuedAt: certificates.issuedAt })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.childId, params.childId))
    .orderBy(asc(certificates.issuedAt));
}

/** The child's bookmarks with the title of what they point at (unknown items keep a null title). */
export async function bookmarksOfChild(db: DbOrTx, params: { childId: string }) {
  return db
    .select({
      itemType: bookmarks.itemType,
      title: sql<string | null>`coalesce(${lessons.title}, ${courses.title})`,
      createdAt: bookmarks.createdAt,
    })
    .from(bookmarks)
    .leftJoin(lessons, and(eq(bookmarks.itemType, 'lesson'), eq(lessons.id, bookmarks.itemId)))
    .leftJoin(courses, and(eq(bookmarks.itemType, 'course'), eq(courses.id, bookmarks.itemId)))
    .where(eq(bookmarks.userId, params.childId))
    .orderBy(asc(bookmarks.createdAt));
}

/** Enrolments of children who never started the course (those who did keep theirs, with progress). */
export async function removeUnstartedEnrolments(db: DbOrTx, courseId: string): Promise<number> {
  const rows = await db
    .delete(enrolments)
    .where(
      and(
        eq(enrolments.courseId, courseId),
        sql`not exists (select 1 from ${courseProgress} where ${courseProgress.childId} = ${enrolments.childId} and ${courseProgress.courseId} = ${enrolments.courseId})`,
      ),
    )
    .returning({ childId: enrolments.childId });
  return rows.length;
}

// ---- each child's courses -------------------------------------------------------------------

// Each child's courses for the parent's views, read from the learning tables in two queries for all
// children together: the courses a child started or completed (with lesson counts), and the courses
// their parent assigned. Started or completed wins over assigned; an assigned course the child has
// not started is "not started". Withdrawn (discarded) courses are left out unless completed, since a
// completed course keeps its certificate.

export interface ChildCourses {
  completed: CourseRef[];
  ongoing: CourseRef[];
  notStarted: CourseRef[];
}

interface ChildCourseRow {
  childId: string;
  courseId: string;
  title: string;
  status: 'not-started' | 'started' | 'completed';
  percent: number;
  lastActivityAt: Date | null;
  /** When the state began: completed, last activity, or assigned. Lists are newest first by it. */
  sortAt: Date;
}

async function childCourseRows(db: DbOrTx, childIds: readonly string[]): Promise<ChildCourseRow[]> {
  if (childIds.length === 0) return [];
  const ids = [...childIds];
  const [progressRows, assignedRows] = await Promise.all([
    db
      .select({
        childId: courseProgress.childId,
        courseId: courseProgress.courseId,
        title: courses.title,
        state: courses.state,
        status: courseProgress.status,
        completedAt: courseProgress.completedAt,
        lastActivityAt: courseProgress.lastActivityAt,
        lessonCount:
          sql<number>`(select count(*) from ${lessons} where ${lessons.courseId} = ${courseProgress.courseId})`.mapWith(
            Number,
          ),
        doneCount: sql<number>`(select count(*) from ${lessonProgress}
          where ${lessonProgress.childId} = ${courseProgress.childId}
            and ${lessonProgress.courseId} = ${courseProgress.courseId}
            and ${lessonProgress.status} = 'completed')`.mapWith(Number),
      })
      .from(courseProgress)
      .innerJoin(courses, eq(courses.id, courseProgress.courseId))
      .where(inArray(courseProgress.childId, ids))
      .orderBy(desc(courseProgress.lastActivityAt)),
    db
      .select({
        childId: enrolments.childId,
        courseId: enrolments.courseId,
        title: courses.title,
        enrolledAt: enrolments.enrolledAt,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(and(inArray(enrolments.childId, ids), eq(courses.state, 'published')))
      .orderBy(desc(enrolments.enrolledAt)),
  ]);

  const out: ChildCourseRow[] = [];
  const seen = new Set<string>();
  for (const r of progressRows) {
    const completed = r.status === 'completed';
    if (!completed && r.state === 'discarded') continue;
    seen.add(`${r.childId}:${r.courseId}`);
    out.push({
      childId: r.childId,
      courseId: r.courseId,
      title: r.title,
      status: completed ? 'completed' : 'started',
      // A course completed before the instructor added a lesson is still complete.
      percent: completed ? 100 : percent(r.doneCount, r.lessonCount),
      lastActivityAt: r.lastActivityAt,
      sortAt: (completed ? r.completedAt : null) ?? r.lastActivityAt,
    });
  }
  for (const r of assignedRows) {
    if (seen.has(`${r.childId}:${r.courseId}`)) continue;
    out.push({
      childId: r.childId,
      courseId: r.courseId,
      title: r.title,
      status: 'not-started',
      percent: 0,
      lastActivityAt: null,
      sortAt: r.enrolledAt,
    });
  }
  return out.sort((a, b) => b.sortAt.getTime() - a.sortAt.getTime() || a.title.localeCompare(b.title));
}

/** Each child's courses by state, newest first (two queries for all children, never one per child). */
export async function courseStatesForChildren(
  db: DbOrTx,
  childIds: readonly string[],
): Promise<Map<string, ChildCourses>> {
  const states = new Map<string, ChildCourses>(
    childIds.map((id) => [id, { completed: [], ongoing: [], notStarted: [] }]),
  );
  for (const row of await childCourseRows(db, childIds)) {
    const state = states.get(row.childId);
    if (!state) continue;
    const ref = { id: row.courseId, title: row.title };
    if (row.status === 'completed') state.completed.push(ref);
    else if (row.status === 'started') state.ongoing.push(ref);
    else state.notStarted.push(ref);
  }
  return states;
}

/** Per child and course: status, percent complete and last activity (two queries for all children). */
export async function courseProgressForChildren(
  db: DbOrTx,
  childIds: readonly string[],
): Promise<CourseProgress[]> {
  return (await childCourseRows(db, childIds)).map((r) => ({
    child_id: r.childId,
    course_id: r.courseId,
    course_title: r.title,
    status: r.status,
    percent_complete: r.percent,
    last_activity_at: r.lastActivityAt?.toISOString() ?? null,
  }));
}
