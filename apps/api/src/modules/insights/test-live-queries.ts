import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { courseProgress, lessonPlays, lessonProgress } from '../learning/progress/tables.ts';
import { surveyAfter, surveyBefore } from '../survey/tables.ts';
import { type AverageScoreRow, type KpiRow, type Scope, scopedCourses } from './queries.ts';

// Test helper (decision 053): the aggregates as they were read before the course_outcomes table,
// straight from course_progress, the surveys, lesson plays and lesson progress. The tests compare the
// table's answers with these on seeded worlds, so the table must say what the sources say. The scope
// (which courses) is the live code's own `scopedCourses`: only where the rows come from differs.

/** Children's progress rows in the scoped courses. */
const scopedProgress = sql`select cp.child_id, cp.course_id, cp.status, cp.started_at, cp.completed_at,
    cp.last_activity_at
  from ${courseProgress} cp
  join scoped s on s.id = cp.course_id
  join ${users} u on u.id = cp.child_id and u.type = 'child'`;

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
    firsts as (select child_id, min(started_at) as started_at from progress group by child_id),
    changes as (
      select ${surveyAfter(sql`f.child_id`, sql`f.started_at`)}
           - ${surveyBefore(sql`f.child_id`, sql`f.started_at`)} as change,
        ${surveyBefore(sql`f.child_id`, sql`f.started_at`)} as before
      from firsts f
    )
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
    plays as (
      select p.course_id, count(*)::int as plays, avg(p.score)::float8 as average_score,
        avg(p.stars)::float8 as average_stars
      from ${lessonPlays} p join scoped s on s.id = p.course_id
      group by p.course_id
    ),
    kids as (
      select x.course_id, count(distinct x.child_id)::int as children
      from ${lessonProgress} x join scoped s on s.id = x.course_id
      group by x.course_id
    )
    select s.id, s.title, p.plays, p.average_score, p.average_stars, k.children
    from scoped s
    left join plays p on p.course_id = s.id
    left join kids k on k.course_id = s.id
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
    pairs as (
      select p.course_id,
        ${surveyBefore(sql`p.child_id`, sql`p.started_at`)} as before,
        ${surveyAfter(sql`p.child_id`, sql`p.started_at`)} as after
      from progress p
    )
    select course_id, before, after from pairs where before is not null and after is not null`);
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
