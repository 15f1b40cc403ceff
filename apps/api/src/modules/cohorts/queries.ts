import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { courseProgress, lessonProgress } from '../learning/progress/tables.ts';
import { liveAttendance } from '../live/room/tables.ts';
import { liveMeetings } from '../live/tables.ts';
import { memberships, organizations } from '../organizations/tables.ts';
import { quizAnswers, quizQuestions, quizResponses, quizzes } from '../quizzes/tables.ts';
import { courses, lessons } from '../studio/tables.ts';
import { surveyAfter, surveyBefore } from '../survey/tables.ts';
import { cohortCourses, cohortStaff, cohortStudents, cohorts } from './tables.ts';

// Cohorts' queries (decision 034). Every list is one query (or one per kind of row), never one per
// child; progress is read from learning's tables, never copied.

export type CohortInsert = typeof cohorts.$inferInsert;
export type CohortPatch = Partial<Omit<CohortInsert, 'id' | 'createdAt' | 'createdBy'>>;

const enrolledCount = sql<number>`(select count(*) from ${cohortStudents}
  where ${cohortStudents.cohortId} = ${cohorts.id} and ${cohortStudents.status} = 'enrolled')`.mapWith(
  Number,
);
const waitlistCount = sql<number>`(select count(*) from ${cohortStudents}
  where ${cohortStudents.cohortId} = ${cohorts.id} and ${cohortStudents.status} = 'waitlisted')`.mapWith(
  Number,
);
const courseCount = sql<number>`(select count(*) from ${cohortCourses}
  where ${cohortCourses.cohortId} = ${cohorts.id})`.mapWith(Number);

const cohortColumns = {
  id: cohorts.id,
  name: cohorts.name,
  description: cohorts.description,
  status: cohorts.status,
  timezone: cohorts.timezone,
  startsOn: cohorts.startsOn,
  endsOn: cohorts.endsOn,
  capacity: cohorts.capacity,
  ageMin: cohorts.ageMin,
  ageMax: cohorts.ageMax,
  enrolment: cohorts.enrolment,
  inviteCode: cohorts.inviteCode,
  organizationId: cohorts.organizationId,
  organizationName: sql<string | null>`(select ${organizations.name} from ${organizations}
    where ${organizations.id} = ${cohorts.organizationId})`,
  studentCount: enrolledCount,
  waitlistCount,
  courseCount,
};

/**
 * Which cohorts a caller reaches: every one (admins), those they staff (instructors), or those of
 * the organizations they belong to (providers and external admins, read only).
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'staff'; userId: string }
  | { kind: 'organization'; userId: string };

const scoped = (scope: Scope) =>
  scope.kind === 'all'
    ? undefined
    : scope.kind === 'staff'
      ? sql`exists (select 1 from ${cohortStaff} where ${cohortStaff.cohortId} = ${cohorts.id}
        and ${cohortStaff.userId} = ${scope.userId})`
      : sql`${cohorts.organizationId} in (select ${memberships.organizationId} from ${memberships}
        where ${memberships.userId} = ${scope.userId})`;

/** A page of cohorts, active first, then the latest start first. */
export async function listCohorts(db: DbOrTx, p: { scope: Scope; limit: number; offset: number }) {
  const where = scoped(p.scope);
  const [total] = await db.select({ n: count() }).from(cohorts).where(where);
  const rows = await db
    .select(cohortColumns)
    .from(cohorts)
    .where(where)
    .orderBy(asc(cohorts.status), desc(cohorts.startsOn), asc(cohorts.name), asc(cohorts.id))
    .limit(p.limit)
    .offset(p.offset);
  return { count: Number(total?.n ?? 0), rows };
}

export type CohortRow = Awaited<ReturnType<typeof listCohorts>>['rows'][number];

export async function findCohort(db: DbOrTx, id: string, scope: Scope): Promise<CohortRow | null> {
  const where = scoped(scope);
  const rows = await db
    .select(cohortColumns)
    .from(cohorts)
    .where(where ? and(eq(cohorts.id, id), where) : eq(cohorts.id, id));
  return rows[0] ?? null;
}

/** The cohort's row, locked for the transaction: every change to its children holds it. */
export async function lockCohort(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      status: cohorts.status,
      capacity: cohorts.capacity,
      ageMin: cohorts.ageMin,
      ageMax: cohorts.ageMax,
      enrolment: cohorts.enrolment,
      inviteCode: cohorts.inviteCode,
      endsOn: cohorts.endsOn,
    })
    .from(cohorts)
    .where(eq(cohorts.id, id))
    .for('update');
  return rows[0] ?? null;
}
export type LockedCohort = NonNullable<Awaited<ReturnType<typeof lockCohort>>>;

export async function insertCohort(db: DbOrTx, values: CohortInsert): Promise<string> {
  const [row] = await db.insert(cohorts).values(values).returning({ id: cohorts.id });
  if (!row) throw new Error('cohort was not created');
  return row.id;
}

export async function updateCohort(db: DbOrTx, id: string, patch: CohortPatch, at: Date): Promise<void> {
  await db
    .update(cohorts)
    .set({ ...patch, updatedAt: at })
    .where(eq(cohorts.id, id));
}

export async function deleteCohort(db: DbOrTx, id: string): Promise<void> {
  await db.delete(cohorts).where(eq(cohorts.id, id));
}

/** Whether an organization exists and is not archived (and, given a user, has them as a member). */
export async function organizationActive(db: DbOrTx, id: string, memberId: string | null): Promise<boolean> {
  const member =
    memberId === null
      ? undefined
      : sql`exists (select 1 from ${memberships} where ${memberships.organizationId} = ${organizations.id}
          and ${memberships.userId} = ${memberId})`;
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.status, 'active'), member));
  return rows.length > 0;
}

/** Active organizations for the cohort form's picker: the member's own (null: all, for admins). */
export async function organizationChoices(db: DbOrTx, memberId: string | null) {
  const member =
    memberId === null
      ? undefined
      : sql`${organizations.id} in (select ${memberships.organizationId} from ${memberships}
          where ${memberships.userId} = ${memberId})`;
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.status, 'active'), member))
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(200);
}

// ---- staff

/** The caller's place on the cohort's staff: lead, assistant, or null. */
export async function staffRole(db: DbOrTx, cohortId: string, userId: string): Promise<string | null> {
  const rows = await db
    .select({ role: cohortStaff.role })
    .from(cohortStaff)
    .where(and(eq(cohortStaff.cohortId, cohortId), eq(cohortStaff.userId, userId)));
  return rows[0]?.role ?? null;
}

/** An account that may assist a class (an instructor or ely_admin), by email (any case). */
export async function instructorByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        inArray(users.type, ['instructor', 'ely_admin']),
      ),
    );
  return rows[0] ?? null;
}

/** Removes a member of staff; returns the role they had (null: none). */
export async function deleteStaff(db: DbOrTx, cohortId: string, userId: string): Promise<string | null> {
  const rows = await db
    .delete(cohortStaff)
    .where(and(eq(cohortStaff.cohortId, cohortId), eq(cohortStaff.userId, userId)))
    .returning({ role: cohortStaff.role });
  return rows[0]?.role ?? null;
}

export async function insertStaff(db: DbOrTx, cohortId: string, userId: string, role: 'lead' | 'assistant') {
  await db.insert(cohortStaff).values({ cohortId, userId, role }).onConflictDoNothing();
}

export async function staffOf(db: DbOrTx, cohortIds: readonly string[]) {
  if (cohortIds.length === 0) return [];
  return (
    db
      .select({
        cohortId: cohortStaff.cohortId,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        role: cohortStaff.role,
      })
      .from(cohortStaff)
      .innerJoin(users, eq(users.id, cohortStaff.userId))
      .where(inArray(cohortStaff.cohortId, [...cohortIds]))
      // The lead first, then the assistants in the order they were added.
      .orderBy(sql`${cohortStaff.role} = 'lead' desc`, asc(cohortStaff.addedAt))
  );
}

// ---- courses

/** The published courses among these ids. */
export async function publishedCourseIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, [...ids]), eq(courses.state, 'published')));
  return rows.map((r) => r.id);
}

/** Adds courses; returns the ids that were new to the cohort. */
export async function insertCourses(db: DbOrTx, cohortId: string, courseIds: readonly string[], at: Date) {
  if (courseIds.length === 0) return [];
  const rows = await db
    .insert(cohortCourses)
    .values(courseIds.map((courseId) => ({ cohortId, courseId, addedAt: at })))
    .onConflictDoNothing()
    .returning({ courseId: cohortCourses.courseId });
  return rows.map((r) => r.courseId);
}

export async function deleteCourse(db: DbOrTx, cohortId: string, courseId: string): Promise<boolean> {
  const rows = await db
    .delete(cohortCourses)
    .where(and(eq(cohortCourses.cohortId, cohortId), eq(cohortCourses.courseId, courseId)))
    .returning({ courseId: cohortCourses.courseId });
  return rows.length > 0;
}

/** The courses of these cohorts, in the order they were added. */
export async function coursesOf(db: DbOrTx, cohortIds: readonly string[]) {
  if (cohortIds.length === 0) return [];
  return db
    .select({ cohortId: cohortCourses.cohortId, id: courses.id, title: courses.title })
    .from(cohortCourses)
    .innerJoin(courses, eq(courses.id, cohortCourses.courseId))
    .where(inArray(cohortCourses.cohortId, [...cohortIds]))
    .orderBy(asc(cohortCourses.addedAt), asc(courses.title));
}

// ---- students (callers that change them hold the cohort's lock: lockCohort)

export async function findStudent(db: DbOrTx, cohortId: string, childId: string) {
  const rows = await db
    .select({ status: cohortStudents.status })
    .from(cohortStudents)
    .where(and(eq(cohortStudents.cohortId, cohortId), eq(cohortStudents.childId, childId)));
  return rows[0] ?? null;
}

export async function countEnrolled(db: DbOrTx, cohortId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cohortStudents)
    .where(and(eq(cohortStudents.cohortId, cohortId), eq(cohortStudents.status, 'enrolled')));
  return Number(row?.n ?? 0);
}

export async function insertStudent(
  db: DbOrTx,
  s: { cohortId: string; childId: string; status: string; addedBy: string; at: Date },
): Promise<void> {
  await db.insert(cohortStudents).values({
    cohortId: s.cohortId,
    childId: s.childId,
    status: s.status,
    addedBy: s.addedBy,
    createdAt: s.at,
  });
}

/** Removes the child; returns the place they had (null: none). */
export async function deleteStudent(db: DbOrTx, cohortId: string, childId: string): Promise<string | null> {
  const rows = await db
    .delete(cohortStudents)
    .where(and(eq(cohortStudents.cohortId, cohortId), eq(cohortStudents.childId, childId)))
    .returning({ status: cohortStudents.status });
  return rows[0]?.status ?? null;
}

/** Moves the first `n` waitlisted children up, in the order they asked; returns who moved. */
export async function promoteWaitlisted(db: DbOrTx, cohortId: string, n: number | null): Promise<string[]> {
  if (n !== null && n <= 0) return [];
  const first = db
    .select({ childId: cohortStudents.childId })
    .from(cohortStudents)
    .where(and(eq(cohortStudents.cohortId, cohortId), eq(cohortStudents.status, 'waitlisted')))
    .orderBy(asc(cohortStudents.position))
    .limit(n ?? 100_000);
  const rows = await db
    .update(cohortStudents)
    .set({ status: 'enrolled' })
    .where(and(eq(cohortStudents.cohortId, cohortId), inArray(cohortStudents.childId, sql`(${first})`)))
    .returning({ childId: cohortStudents.childId });
  return rows.map((r) => r.childId);
}

/**
 * Every child of the cohort with what the cohort page shows, in one query: the share of the
 * cohort's courses' lessons they completed (learning's lesson_progress), their last activity in
 * those courses (course_progress) and their quiz score in them (quizzes' answers). Enrolled first,
 * then the waitlist in its order.
 */
export async function studentsWithProgress(db: DbOrTx, cohortId: string, at: Date) {
  const inCohortCourses = (courseId: unknown) =>
    sql`${courseId} in (select ${cohortCourses.courseId} from ${cohortCourses} where ${cohortCourses.cohortId} = ${cohortId})`;
  return db
    .select({
      childId: cohortStudents.childId,
      firstName: users.firstName,
      username: users.username,
      status: cohortStudents.status,
      position: cohortStudents.position,
      lessonsDone: sql<number>`(select count(*) from ${lessonProgress}
        where ${lessonProgress.childId} = ${cohortStudents.childId} and ${lessonProgress.status} = 'completed'
          and ${inCohortCourses(lessonProgress.courseId)})`.mapWith(Number),
      lessonsTotal: sql<number>`(select count(*) from ${lessons}
        where ${inCohortCourses(lessons.courseId)})`.mapWith(Number),
      lastActiveAt: sql<Date | null>`(select max(${courseProgress.lastActivityAt}) from ${courseProgress}
        where ${courseProgress.childId} = ${cohortStudents.childId} and ${inCohortCourses(courseProgress.courseId)})`.mapWith(
        (v: string | Date | null) => (v === null ? null : new Date(v)),
      ),
      quizCorrect:
        sql<number>`(select count(*) filter (where ${quizAnswers.optionIndex} = ${quizQuestions.correctOption})
        from ${quizResponses}
        join ${quizzes} on ${quizzes.id} = ${quizResponses.quizId} and ${quizzes.kind} = 'quiz'
        join ${lessons} on ${lessons.id} = ${quizzes.lessonId}
        join ${quizAnswers} on ${quizAnswers.responseId} = ${quizResponses.id}
        join ${quizQuestions} on ${quizQuestions.id} = ${quizAnswers.questionId}
        where ${quizResponses.childId} = ${cohortStudents.childId} and ${inCohortCourses(lessons.courseId)})`.mapWith(
          Number,
        ),
      quizAnswered: sql<number>`(select count(*)
        from ${quizResponses}
        join ${quizzes} on ${quizzes.id} = ${quizResponses.quizId} and ${quizzes.kind} = 'quiz'
        join ${lessons} on ${lessons.id} = ${quizzes.lessonId}
        join ${quizAnswers} on ${quizAnswers.responseId} = ${quizResponses.id}
        where ${quizResponses.childId} = ${cohortStudents.childId} and ${inCohortCourses(lessons.courseId)})`.mapWith(
        Number,
      ),
      liveAttended: sql<number>`(select count(distinct ${liveAttendance.meetingId}) from ${liveAttendance}
        join ${liveMeetings} on ${liveMeetings.id} = ${liveAttendance.meetingId}
        where ${liveAttendance.childId} = ${cohortStudents.childId} and ${heldSessions(cohortId, at)})`.mapWith(
        Number,
      ),
    })
    .from(cohortStudents)
    .innerJoin(users, eq(users.id, cohortStudents.childId))
    .where(eq(cohortStudents.cohortId, cohortId))
    .orderBy(asc(cohortStudents.status), asc(cohortStudents.position));
}

/**
 * A live session that counts for the cohort: of one of its courses, not cancelled, started by `at`,
 * within the cohort's dates (UTC days).
 */
function heldSessions(cohortId: string, at: Date) {
  return sql`${liveMeetings.courseId} in (select ${cohortCourses.courseId} from ${cohortCourses}
      where ${cohortCourses.cohortId} = ${cohortId})
    and ${liveMeetings.status} <> 'cancelled' and ${liveMeetings.startsAt} <= ${at}
    and exists (select 1 from ${cohorts} where ${cohorts.id} = ${cohortId}
      and ${liveMeetings.startsAt} >= (${cohorts.startsOn}::timestamp at time zone 'UTC')
      and (${cohorts.endsOn} is null or ${liveMeetings.startsAt} < ((${cohorts.endsOn} + 1)::timestamp at time zone 'UTC')))`;
}

/** How many live sessions of the cohort's courses were held so far. */
export async function countHeldSessions(db: DbOrTx, cohortId: string, at: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(liveMeetings).where(heldSessions(cohortId, at));
  return Number(row?.n ?? 0);
}

/**
 * The cohort's enrolled children's self-esteem before and after their class began (the cohort's
 * start, or the day they joined if later), as a group: how many have both surveys and the means.
 * No child's figure leaves this query.
 */
export async function selfEsteemChange(db: DbOrTx, cohortId: string) {
  const began = sql`greatest(${cohorts.startsOn}::timestamp at time zone 'UTC', ${cohortStudents.createdAt})`;
  const result = await db.execute<{
    n: number;
    mean_before: number | null;
    mean_after: number | null;
    mean_change: number | null;
  }>(sql`
    with pairs as (
      select ${surveyBefore(sql`${cohortStudents.childId}`, began)} as before,
        ${surveyAfter(sql`${cohortStudents.childId}`, began)} as after
      from ${cohortStudents}
      join ${cohorts} on ${cohorts.id} = ${cohortStudents.cohortId}
      join ${users} on ${users.id} = ${cohortStudents.childId} and ${users.type} = 'child'
      where ${cohortStudents.cohortId} = ${cohortId} and ${cohortStudents.status} = 'enrolled'
    )
    select count(*)::int as n, avg(before)::float8 as mean_before, avg(after)::float8 as mean_after,
      avg(after - before)::float8 as mean_change
    from pairs where before is not null and after is not null`);
  const row = result.rows[0];
  const num = (v: number | null | undefined) => (v == null ? null : Number(v));
  return {
    children: Number(row?.n ?? 0),
    meanBefore: num(row?.mean_before),
    meanAfter: num(row?.mean_after),
    meanChange: num(row?.mean_change),
  };
}

/** A parent's lookup by code: the active cohort that joins by invite with exactly this code. */
export async function findByInviteCode(db: DbOrTx, code: string, childId: string) {
  const place = sql<string | null>`(select ${cohortStudents.status} from ${cohortStudents}
    where ${cohortStudents.cohortId} = ${cohorts.id} and ${cohortStudents.childId} = ${childId})`;
  const rows = await db
    .select({ ...cohortColumns, childStatus: place })
    .from(cohorts)
    .where(and(eq(cohorts.inviteCode, code), eq(cohorts.enrolment, 'invite'), eq(cohorts.status, 'active')))
    .limit(1);
  return rows[0] ?? null;
}

/** The parents to tell about these children (children without a parent's email are left out). */
export async function familiesOf(db: DbOrTx, childIds: readonly string[]) {
  if (childIds.length === 0) return [];
  const parent = alias(users, 'parent');
  return db
    .select({
      childId: users.id,
      childFirstName: users.firstName,
      parentEmail: parent.email,
      parentFirstName: parent.firstName,
    })
    .from(users)
    .innerJoin(parent, eq(parent.id, users.parentId))
    .where(inArray(users.id, [...childIds]));
}

/** Child accounts by username (lower case), for the CSV upload. */
export async function childrenByUsernames(db: DbOrTx, usernames: readonly string[]) {
  if (usernames.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName, birthday: users.birthday })
    .from(users)
    .where(and(eq(users.type, 'child'), inArray(sql`lower(${users.username})`, [...usernames])));
}

// ---- families

/**
 * Active cohorts a child may see: open to parents (or by invite) and not over, whose ages fit
 * (`age` null: any), plus every cohort the child is already in; with the child's place.
 */
export async function familyCohorts(db: DbOrTx, p: { childId: string; age: number | null; today: string }) {
  const place = sql<string | null>`(select ${cohortStudents.status} from ${cohortStudents}
    where ${cohortStudents.cohortId} = ${cohorts.id} and ${cohortStudents.childId} = ${p.childId})`;
  const ageFits =
    p.age === null
      ? sql`true`
      : sql`(${cohorts.ageMin} is null or ${cohorts.ageMin} <= ${p.age}) and (${cohorts.ageMax} is null or ${cohorts.ageMax} >= ${p.age})`;
  return db
    .select({ ...cohortColumns, childStatus: place })
    .from(cohorts)
    .where(
      and(
        eq(cohorts.status, 'active'),
        sql`(${place} is not null or (${cohorts.enrolment} = 'parent' and (${cohorts.endsOn} is null or ${cohorts.endsOn} >= ${p.today}) and ${ageFits}))`,
      ),
    )
    .orderBy(asc(cohorts.startsOn), asc(cohorts.name))
    .limit(100);
}

/** The active cohorts a child is enrolled in (not waitlisted): the child's "My class". */
export async function classesOf(db: DbOrTx, childId: string) {
  return db
    .select({ id: cohorts.id, name: cohorts.name, description: cohorts.description })
    .from(cohortStudents)
    .innerJoin(cohorts, eq(cohorts.id, cohortStudents.cohortId))
    .where(
      and(
        eq(cohortStudents.childId, childId),
        eq(cohortStudents.status, 'enrolled'),
        eq(cohorts.status, 'active'),
      ),
    )
    .orderBy(asc(cohorts.startsOn), asc(cohorts.name));
}
