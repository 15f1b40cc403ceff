import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberships } from '../organizations/tables.ts';
import { courses } from '../studio/tables.ts';
import { courseOutcomes } from './outcomes/tables.ts';

// Reads for the dashboard and impact analysis. Every query starts from the same `scoped` set of
// courses (whose they are is decided by the Scope), aggregates in PostgreSQL, and never runs per row.
// They read course_outcomes (decision 053): per (child, course) the course progress, the surveys
// before and after the start, plays and lessons, kept current by the writes, so a course's rows are
// one index range. Only children (users of type child) are counted. Days are UTC.

/**
 * Which courses a caller's numbers are about: their own, those of anyone in their organizations
 * (providers), or any course (an admin naming one). Discarded courses are never included.
 */
export type Scope =
  | { kind: 'owner'; userId: string }
  | { kind: 'organization'; userId: string }
  /** One organization's courses: those of its members (its page for external admins, decision 040). */
  | { kind: 'one-organization'; organizationId: string }
  | { kind: 'any' };

function scopeCondition(scope: Scope): SQL {
  switch (scope.kind) {
    case 'owner':
      return sql`c.instructor_id = ${scope.userId}`;
    case 'organization':
      return sql`c.instructor_id in (
        select m2.user_id from ${memberships} m1
        join ${memberships} m2 on m2.organization_id = m1.organization_id
        where m1.user_id = ${scope.userId})`;
    case 'one-organization':
      return sql`c.instructor_id in (
        select m.user_id from ${memberships} m where m.organization_id = ${scope.organizationId})`;
    case 'any':
      return sql`true`;
  }
}

/** The `scoped(id, title)` CTE body: the scope's courses, or only `courseId` among them. */
export function scopedCourses(scope: Scope, courseId?: string): SQL {
  const one = courseId ? sql` and c.id = ${courseId}` : sql``;
  return sql`select c.id, c.title from ${courses} c
    where c.state <> 'discarded' and ${scopeCondition(scope)}${one}`;
}

/** Children's progress rows in the scoped courses (a course_progress row of a child user). */
const scopedProgress = sql`select o.child_id, o.course_id, o.status, o.started_at, o.completed_at,
    o.last_activity_at, o.before_percent, o.after_percent
  from ${courseOutcomes} o
  join scoped s on s.id = o.course_id
  where o.is_child and o.started_at is not null`;

export interface KpiRow {
  students: number;
  activeThisWeek: number;
  completions: number;
  measuredChildren: number;
  meanChange: number | null;
  /** Mean starting survey of the measured children (for the regression-to-the-mean adjustment). */
  meanBefore: number | null;
}

/**
 * The KPI cards in one query. The self-esteem change is per child: from the latest survey up to the
 * moment they first started one of the courses to the latest survey after it.
 */
export async function kpis(db: DbOrTx, scope: Scope, activeSince: Date): Promise<KpiRow> {
  const result = await db.execute<{
    students: number;
    active: number;
    completions: number;
    measured: number;
    mean_change: number | null;
    mean_before: number | null;
  }>(sql`
    with scoped as (${scopedCourses(scope)}),
    progress as (${scopedProgress}),
    -- The surveys around each child's first start: any row with the earliest start has them (the
    -- same child at the same moment).
    firsts as (
      select distinct on (child_id) child_id, before_percent, after_percent
      from progress order by child_id, started_at
    ),
    changes as (select after_percent - before_percent as change, before_percent as before from firsts)
    select (select count(*) from firsts)::int as students,
      (select count(distinct child_id) from progress where last_activity_at >= ${activeSince})::int as active,
      (select count(*) from progress where status = 'completed')::int as completions,
      (select count(change) from changes)::int as measured,
      (select avg(change) from changes)::float8 as mean_change,
      (select avg(before) from changes where change is not null)::float8 as mean_before`);
  const row = result.rows[0];
  return {
    students: Number(row?.students ?? 0),
    activeThisWeek: Number(row?.active ?? 0),
    completions: Number(row?.completions ?? 0),
    measuredChildren: Number(row?.measured ?? 0),
    meanChange: row?.mean_change == null ? null : Number(row.mean_change),
    meanBefore: row?.mean_before == null ? null : Number(row.mean_before),
  };
}

/**
 * Each measured child's first-start survey change for the KPI's interval (issue 18, decision 052):
 * the same children as `kpis` counts, ordered by value so the seeded bootstrap does not depend on
 * who enrolled when. One row per child, read only for the interval.
 */
export async function kpiChanges(db: DbOrTx, scope: Scope): Promise<{ before: number; after: number }[]> {
  const result = await db.execute<{ before: number; after: number }>(sql`
    with scoped as (${scopedCourses(scope)}),
    progress as (${scopedProgress}),
    firsts as (
      select distinct on (child_id) child_id, before_percent, after_percent
      from progress order by child_id, started_at
    )
    select before_percent::float8 as before, after_percent::float8 as after from firsts
    where before_percent is not null and after_percent is not null
    order by 1, 2`);
  return result.rows.map((r) => ({ before: Number(r.before), after: Number(r.after) }));
}

/**
 * Enrolments (course started) and completions per day or per ISO week, from the bucket holding
 * `from` to the one holding `to` (YYYY-MM-DD, UTC), every bucket present with zeros.
 */
export async function series(
  db: DbOrTx,
  scope: Scope,
  params: { from: string; to: string; bucket: 'day' | 'week' },
): Promise<{ date: string; enrolments: number; completions: number }[]> {
  // A fixed word from the two allowed, never caller text.
  const unit = sql.raw(params.bucket === 'week' ? `'week'` : `'day'`);
  const step = sql.raw(params.bucket === 'week' ? `interval '1 week'` : `interval '1 day'`);
  const first = sql`date_trunc(${unit}, ${params.from}::timestamp)`;
  const end = sql`(${params.to}::timestamp + interval '1 day')`;
  const result = await db.execute<{ date: string; enrolments: number; completions: number }>(sql`
    with scoped as (${scopedCourses(scope)}),
    progress as (${scopedProgress}),
    events as (
      select date_trunc(${unit}, started_at at time zone 'UTC') as bucket, 1 as enrolled, 0 as completed
        from progress
        where started_at at time zone 'UTC' >= ${first} and started_at at time zone 'UTC' < ${end}
      union all
      select date_trunc(${unit}, completed_at at time zone 'UTC'), 0, 1
        from progress
        where completed_at at time zone 'UTC' >= ${first} and completed_at at time zone 'UTC' < ${end}
    )
    select to_char(b.bucket, 'YYYY-MM-DD') as date,
      coalesce(sum(e.enrolled), 0)::int as enrolments,
      coalesce(sum(e.completed), 0)::int as completions
    from generate_series(${first}, date_trunc(${unit}, ${params.to}::timestamp), ${step}) as b(bucket)
    left join events e on e.bucket = b.bucket
    group by b.bucket
    order by b.bucket`);
  return result.rows.map((r) => ({
    date: r.date,
    enrolments: Number(r.enrolments),
    completions: Number(r.completions),
  }));
}

export interface AverageScoreRow {
  courseId: string;
  courseTitle: string;
  plays: number;
  averageScore: number | null;
  averageStars: number | null;
  children: number;
}

/** Per scoped course: finished plays with their mean score and stars, and children with progress. */
export async function averageScores(db: DbOrTx, scope: Scope): Promise<AverageScoreRow[]> {
  const result = await db.execute<{
    id: string;
    title: string;
    plays: number | null;
    average_score: number | null;
    average_stars: number | null;
    children: number | null;
  }>(sql`
    with scoped as (${scopedCourses(scope)}),
    -- avg(int) is sum::numeric / count::numeric; the same division from the per-child sums gives
    -- the same figure. Plays and lessons of any user count here, as they always did.
    totals as (
      select o.course_id, sum(o.plays)::int as plays, sum(o.score_sum) as score_sum,
        sum(o.stars_sum) as stars_sum, (count(*) filter (where o.has_lessons))::int as children
      from ${courseOutcomes} o join scoped s on s.id = o.course_id
      group by o.course_id
    )
    select s.id, s.title, nullif(t.plays, 0) as plays,
      (t.score_sum::numeric / nullif(t.plays, 0)::numeric)::float8 as average_score,
      (t.stars_sum::numeric / nullif(t.plays, 0)::numeric)::float8 as average_stars,
      nullif(t.children, 0) as children
    from scoped s
    left join totals t on t.course_id = s.id
    order by s.title, s.id`);
  return result.rows.map((r) => ({
    courseId: r.id,
    courseTitle: r.title,
    plays: Number(r.plays ?? 0),
    averageScore: r.average_score == null ? null : Number(r.average_score),
    averageStars: r.average_stars == null ? null : Number(r.average_stars),
    children: Number(r.children ?? 0),
  }));
}

/** The scoped courses (or one) by title. */
export async function scopedCourseList(
  db: DbOrTx,
  scope: Scope,
  courseId?: string,
): Promise<{ id: string; title: string }[]> {
  const result = await db.execute<{ id: string; title: string }>(sql`
    with scoped as (${scopedCourses(scope, courseId)})
    select id, title from scoped order by title, id`);
  return result.rows;
}

/**
 * Every (child, course) in the scoped courses with a survey up to the start of the course and one
 * after it: the latest of each. No child ids leave this query.
 */
export async function impactPairs(
  db: DbOrTx,
  scope: Scope,
  courseId?: string,
): Promise<{ courseId: string; before: number; after: number }[]> {
  const result = await db.execute<{ course_id: string; before: number; after: number }>(sql`
    with scoped as (${scopedCourses(scope, courseId)}),
    progress as (${scopedProgress}),
    pairs as (select course_id, before_percent as before, after_percent as after from progress)
    select course_id, before, after from pairs where before is not null and after is not null
    order by course_id, before, after`);
  return result.rows.map((r) => ({
    courseId: r.course_id,
    before: Number(r.before),
    after: Number(r.after),
  }));
}

/** Per scoped course: the children with progress in it and those who finished it, in one query. */
export async function courseCounts(
  db: DbOrTx,
  scope: Scope,
): Promise<{ courseId: string; courseTitle: string; learners: number; completions: number }[]> {
  const result = await db.execute<{ id: string; title: string; learners: number; completions: number }>(sql`
    with scoped as (${scopedCourses(scope)}),
    progress as (${scopedProgress})
    select s.id, s.title, count(p.child_id)::int as learners,
      (count(*) filter (where p.status = 'completed'))::int as completions
    from scoped s left join progress p on p.course_id = s.id
    group by s.id, s.title
    order by s.title, s.id`);
  return result.rows.map((r) => ({
    courseId: r.id,
    courseTitle: r.title,
    learners: Number(r.learners),
    completions: Number(r.completions),
  }));
}
