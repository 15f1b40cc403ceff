import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../auth/tables.ts';
import { courseProgress, lessonPlays, lessonProgress } from '../../learning/progress/tables.ts';
import { courses } from '../../studio/tables.ts';
import { surveyAfter, surveyBefore } from '../../survey/tables.ts';
import { courseOutcomes, impactLines } from './tables.ts';

// The per (child, course) outcomes (decision 053), rebuilt from their sources in one set-based
// statement: for one (child, course) after a lesson write, one child after a survey, one course after
// lessons were deleted, or everything (the backfill). Rebuilding rather than adding deltas means a
// refresh can never drift from what the sources say.

/** Which rows to rebuild. */
export type OutcomeTarget =
  | { kind: 'child-course'; childId: string; courseId: string }
  | { kind: 'child'; childId: string }
  | { kind: 'course'; courseId: string }
  | { kind: 'all' };

function where(target: OutcomeTarget, child: SQL, course: SQL): SQL {
  switch (target.kind) {
    case 'child-course':
      return sql`${child} = ${target.childId} and ${course} = ${target.courseId}`;
    case 'child':
      return sql`${child} = ${target.childId}`;
    case 'course':
      return sql`${course} = ${target.courseId}`;
    case 'all':
      return sql`true`;
  }
}

/** Rebuilds the target's rows from course_progress, lesson_progress, lesson_plays and the surveys. */
export async function refreshOutcomes(db: DbOrTx, target: OutcomeTarget): Promise<void> {
  const f = (alias: string) => where(target, sql.raw(`${alias}.child_id`), sql.raw(`${alias}.course_id`));
  await db.execute(sql`
    with plays as (
      select p.child_id, p.course_id, count(*)::int as plays, sum(p.score)::int as score_sum,
        sum(p.stars)::int as stars_sum
      from ${lessonPlays} p where ${f('p')}
      group by p.child_id, p.course_id
    ),
    lessons as (
      select distinct lp.child_id, lp.course_id from ${lessonProgress} lp where ${f('lp')}
    ),
    keys as (
      select cp.child_id, cp.course_id from ${courseProgress} cp where ${f('cp')}
      union select child_id, course_id from plays
      union select child_id, course_id from lessons
    ),
    fresh as (
      select k.child_id, k.course_id, u.type = 'child' as is_child, cp.status, cp.started_at,
        cp.completed_at, cp.last_activity_at,
        case when cp.started_at is not null then ${surveyBefore(sql`k.child_id`, sql`cp.started_at`)} end
          as before_percent,
        case when cp.started_at is not null then ${surveyAfter(sql`k.child_id`, sql`cp.started_at`)} end
          as after_percent,
        coalesce(p.plays, 0) as plays, coalesce(p.score_sum, 0) as score_sum,
        coalesce(p.stars_sum, 0) as stars_sum, l.child_id is not null as has_lessons
      from keys k
      join ${users} u on u.id = k.child_id
      left join ${courseProgress} cp on cp.child_id = k.child_id and cp.course_id = k.course_id
      left join plays p on p.child_id = k.child_id and p.course_id = k.course_id
      left join lessons l on l.child_id = k.child_id and l.course_id = k.course_id
    ),
    upserted as (
      insert into ${courseOutcomes} as o (child_id, course_id, is_child, status, started_at, completed_at,
        last_activity_at, before_percent, after_percent, plays, score_sum, stars_sum, has_lessons)
      select child_id, course_id, is_child, status, started_at, completed_at, last_activity_at,
        before_percent, after_percent, plays, score_sum, stars_sum, has_lessons
      from fresh
      on conflict (child_id, course_id) do update set
        is_child = excluded.is_child, status = excluded.status, started_at = excluded.started_at,
        completed_at = excluded.completed_at, last_activity_at = excluded.last_activity_at,
        before_percent = excluded.before_percent, after_percent = excluded.after_percent,
        plays = excluded.plays, score_sum = excluded.score_sum, stars_sum = excluded.stars_sum,
        has_lessons = excluded.has_lessons
      returning 1
    )
    -- Rows whose sources are all gone (lessons deleted with the only plays) leave too. (A
    -- data-modifying CTE always runs to its end, referenced or not.)
    delete from ${courseOutcomes} o
    where ${f('o')}
      and not exists (select 1 from fresh x where x.child_id = o.child_id and x.course_id = o.course_id)`);
}

export async function analyzeOutcomes(db: DbOrTx): Promise<void> {
  await db.execute(sql`analyze ${courseOutcomes}`);
}

/** The lock the migrations take (decision 045), held until this transaction ends. */
export async function lockForBackfill(tx: DbOrTx, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}

/** Whether any outcome row exists (the backfill runs on a table that has none). */
export async function hasOutcomes(db: DbOrTx): Promise<boolean> {
  const result = await db.execute<{ any: boolean }>(
    sql`select exists (select 1 from ${courseOutcomes}) as any`,
  );
  return Boolean(result.rows[0]?.any);
}

/**
 * Sums of the regression line over every measured child of every course not discarded, grouped as
 * fitRegressionToMean groups them (course and starting band 0-49, 50-69, 70-100; no age): exact
 * numeric sums, so the line does not depend on the order of the rows.
 */
export async function lineSums(
  db: DbOrTx,
): Promise<{ pairs: number; sumBefore: number; sxy: number; sxx: number }> {
  const result = await db.execute<{
    pairs: number;
    sum_before: string | null;
    sxy: string | null;
    sxx: string | null;
  }>(sql`
    with pairs as (
      select o.course_id, o.before_percent::numeric as x, (o.after_percent - o.before_percent)::numeric as y,
        case when o.before_percent < 50 then 0 when o.before_percent < 70 then 1 else 2 end as band
      from ${courseOutcomes} o
      join ${courses} c on c.id = o.course_id and c.state <> 'discarded'
      where o.is_child and o.started_at is not null
        and o.before_percent is not null and o.after_percent is not null
    ),
    groups as (
      select count(*) as n, sum(x) as sx, sum(y) as sy, sum(x * x) as sxx, sum(x * y) as sxy
      from pairs group by course_id, band
    )
    select coalesce(sum(n), 0)::int as pairs, sum(sx)::text as sum_before,
      sum(sxy - sx * sy / n)::text as sxy, sum(sxx - sx * sx / n)::text as sxx
    from groups`);
  const row = result.rows[0];
  return {
    pairs: Number(row?.pairs ?? 0),
    sumBefore: Number(row?.sum_before ?? 0),
    sxy: Number(row?.sxy ?? 0),
    sxx: Number(row?.sxx ?? 0),
  };
}

export async function saveLine(
  db: DbOrTx,
  line: { mean: number; slope: number; pairs: number; computedAt: Date },
): Promise<void> {
  await db
    .insert(impactLines)
    .values({ id: 'all', ...line })
    .onConflictDoUpdate({
      target: impactLines.id,
      set: { mean: line.mean, slope: line.slope, pairs: line.pairs, computedAt: line.computedAt },
    });
}

export async function findLine(
  db: DbOrTx,
): Promise<{ mean: number; slope: number; pairs: number; computedAt: Date } | null> {
  const rows = await db
    .select({
      mean: impactLines.mean,
      slope: impactLines.slope,
      pairs: impactLines.pairs,
      computedAt: impactLines.computedAt,
    })
    .from(impactLines)
    .limit(1);
  return rows[0] ?? null;
}
