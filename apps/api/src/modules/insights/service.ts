import {
  type AverageScores,
  type CourseImpact,
  type DashboardCharts,
  type ImpactAnalysis,
  MIN_GROUP_SIZE,
  SUPPRESSED_NOTE,
} from '@ye/contracts/insights';
import type { OrganizationMetrics } from '@ye/contracts/organization-metrics';
import { clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { adjustedChange, seedOf } from '../catalog/learned.ts';
import { COURSE_NOT_FOUND } from '../catalog/service.ts';
import { ownOrganization } from '../organizations/service.ts';
import { adjustedImpact, bootstrapMean } from './impact.ts';
import { impactLine } from './outcomes/service.ts';
import * as q from './queries.ts';
import { keptResult } from './result-cache.ts';
import { csvLines, csvNumber, csvText, pairedSummary, round } from './stats.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The courses a caller's lists are about: a provider's organizations' courses, otherwise their own
 * (an admin too, as in the studio lists).
 */
function listScope(caller: Caller): q.Scope {
  return caller.type === 'provider'
    ? { kind: 'organization', userId: caller.userId }
    : { kind: 'owner', userId: caller.userId };
}

/** The scope for naming one course: an admin may name anyone's, everyone else only their list's. */
function courseScope(caller: Caller): q.Scope {
  return caller.type === 'admin' ? { kind: 'any' } : listScope(caller);
}

/** The part of a cache key that says whose figures they are. */
const scopeKey = (scope: q.Scope): string => JSON.stringify(scope);

/** KPI cards and the enrolment/completion series for the last `days` days (weekly for a year). */
export function dashboardCharts(
  db: DbOrTx,
  caller: Caller,
  days: 30 | 90 | 365,
  now = clock.now(),
): Promise<DashboardCharts> {
  const scope = listScope(caller);
  // Kept briefly (decision 056): "active this week" may be up to MAX_AGE_MS behind the clock.
  return keptResult(db, `charts|${scopeKey(scope)}|${days}|${utcDate(now)}`, now, () =>
    computeCharts(db, scope, days, now),
  );
}

async function computeCharts(
  db: DbOrTx,
  scope: q.Scope,
  days: 30 | 90 | 365,
  now: Date,
): Promise<DashboardCharts> {
  const bucket = days === 365 ? 'week' : 'day';
  const [kpis, changes, series, line] = await Promise.all([
    q.kpis(db, scope, new Date(now.getTime() - 7 * DAY_MS)),
    q.kpiChanges(db, scope),
    q.series(db, scope, {
      from: utcDate(new Date(now.getTime() - (days - 1) * DAY_MS)),
      to: utcDate(now),
      bucket,
    }),
    // Fitted over every course's children by a job (decision 053), not per request.
    impactLine(db, now),
  ]);
  const enough = kpis.measuredChildren >= MIN_GROUP_SIZE && kpis.meanChange !== null;
  // The adjustment is linear, so the mean of adjusted changes is the mean change less the line at
  // the mean starting score (decision 049).
  const adjusted =
    enough && kpis.meanChange !== null && kpis.meanBefore !== null
      ? kpis.meanChange - line.slope * (kpis.meanBefore - line.mean)
      : null;
  // Its seeded bootstrap interval, as the impact page has (decision 049): the same data, the same interval.
  const interval =
    adjusted !== null && changes.length >= MIN_GROUP_SIZE
      ? bootstrapMean(
          changes.map((c) => adjustedChange(c, line)),
          seedOf('dashboard-self-esteem'),
        )
      : null;
  return {
    days,
    bucket,
    kpis: {
      students: kpis.students,
      active_this_week: kpis.activeThisWeek,
      completions: kpis.completions,
      average_self_esteem_change: enough && kpis.meanChange !== null ? round(kpis.meanChange, 1) : null,
      average_self_esteem_change_adjusted: adjusted === null ? null : round(adjusted, 1),
      average_self_esteem_change_adjusted_low: interval === null ? null : round(interval.low, 1),
      average_self_esteem_change_adjusted_high: interval === null ? null : round(interval.high, 1),
      self_esteem_children: kpis.measuredChildren,
    },
    series,
  };
}

/** Mean score and stars of the finished plays in each of the caller's courses. */
export function averageScores(db: DbOrTx, caller: Caller): Promise<AverageScores> {
  const scope = listScope(caller);
  return keptResult(db, `scores|${scopeKey(scope)}`, clock.now(), () => computeAverageScores(db, scope));
}

async function computeAverageScores(db: DbOrTx, scope: q.Scope): Promise<AverageScores> {
  const rows = await q.averageScores(db, scope);
  return {
    results: rows.map((r) => ({
      course_id: r.courseId,
      course_title: r.courseTitle,
      average_score: r.averageScore === null ? null : round(r.averageScore, 1),
      average_stars: r.averageStars === null ? null : round(r.averageStars, 2),
      plays: r.plays,
      children: r.children,
    })),
  };
}

/**
 * Self-esteem before and after each of the caller's courses (or the one named: 404 unless the
 * caller may see it). Groups under MIN_GROUP_SIZE children show only their size.
 */
export function impactAnalysis(db: DbOrTx, caller: Caller, courseId?: string): Promise<ImpactAnalysis> {
  const scope = courseId ? courseScope(caller) : listScope(caller);
  return keptResult(db, `impact|${scopeKey(scope)}|${courseId ?? ''}`, clock.now(), () =>
    computeImpact(db, scope, courseId),
  );
}

async function computeImpact(db: DbOrTx, scope: q.Scope, courseId?: string): Promise<ImpactAnalysis> {
  // Regression to the mean is a property of the survey, so its line comes from every course's
  // children (decision 049), fitted by a job (decision 053); only the caller's courses are reported.
  const [courseList, pairs, line] = await Promise.all([
    q.scopedCourseList(db, scope, courseId),
    q.impactPairs(db, scope, courseId),
    impactLine(db, clock.now()),
  ]);
  if (courseId && courseList.length === 0) throw new NotFound(COURSE_NOT_FOUND);
  const byCourse = new Map<string, { before: number; after: number }[]>();
  for (const p of pairs) {
    const list = byCourse.get(p.courseId) ?? [];
    list.push({ before: p.before, after: p.after });
    byCourse.set(p.courseId, list);
  }
  const results = courseList.map((course): CourseImpact => {
    const points = byCourse.get(course.id) ?? [];
    const summary = points.length >= MIN_GROUP_SIZE ? pairedSummary(points) : null;
    if (!summary) {
      return { course_id: course.id, course_title: course.title, children: points.length, suppressed: true };
    }
    // Points are sorted so their order says nothing about who enrolled when.
    const ordered = [...points].sort((a, b) => a.before - b.before || a.after - b.after);
    const adjusted = adjustedImpact(course.id, ordered, line);
    return {
      course_id: course.id,
      course_title: course.title,
      children: summary.n,
      suppressed: false,
      mean_before: round(summary.meanBefore, 1),
      mean_after: round(summary.meanAfter, 1),
      mean_change: round(summary.meanChange, 1),
      cohens_d: summary.cohensD === null ? null : round(summary.cohensD, 2),
      adjusted_change: round(adjusted.mean, 1),
      adjusted_change_low: round(adjusted.low, 1),
      adjusted_change_high: round(adjusted.high, 1),
      points: ordered,
    };
  });
  return { min_group_size: MIN_GROUP_SIZE, results };
}

export const IMPACT_CSV_HEADER = [
  'course_id',
  'course_title',
  'children',
  'mean_before',
  'mean_after',
  'mean_change',
  'cohens_d',
  'note',
] as const;

/** The impact analysis as CSV: a header, then one row per course; small groups say so instead. */
export async function impactCsv(
  db: DbOrTx,
  caller: Caller,
  courseId?: string,
  now = clock.now(),
): Promise<{ filename: string; csv: string }> {
  const { results } = await impactAnalysis(db, caller, courseId);
  const rows = results.map((r) =>
    r.suppressed
      ? [
          csvText(r.course_id),
          csvText(r.course_title),
          csvNumber(r.children),
          '',
          '',
          '',
          '',
          csvText(SUPPRESSED_NOTE),
        ]
      : [
          csvText(r.course_id),
          csvText(r.course_title),
          csvNumber(r.children),
          csvNumber(r.mean_before),
          csvNumber(r.mean_after),
          csvNumber(r.mean_change),
          csvNumber(r.cohens_d),
          csvText(''),
        ],
  );
  return {
    filename: `impact-analysis-${utcDate(now)}.csv`,
    csv: csvLines([IMPACT_CSV_HEADER.map(csvText), ...rows]),
  };
}

/**
 * GET /v1/organizations/{id}/metrics (decision 040): learners and completions of an organization's
 * courses for its own members (another organization is 404). Any figure about fewer than
 * MIN_GROUP_SIZE children is withheld, as in impact analysis.
 */
export async function organizationMetrics(
  db: DbOrTx,
  caller: Caller,
  organizationId: string,
  now = clock.now(),
): Promise<OrganizationMetrics> {
  const organization = await ownOrganization(db, caller, organizationId);
  const scope: q.Scope = { kind: 'one-organization', organizationId };
  const [totals, courses] = await Promise.all([
    q.kpis(db, scope, new Date(now.getTime() - 7 * DAY_MS)),
    q.courseCounts(db, scope),
  ]);
  const enough = totals.students >= MIN_GROUP_SIZE;
  const measured = totals.measuredChildren >= MIN_GROUP_SIZE && totals.meanChange !== null;
  return {
    organization: { id: organization.id, name: organization.name },
    min_group_size: MIN_GROUP_SIZE,
    totals: {
      suppressed: !enough,
      learners: enough ? totals.students : null,
      completions: enough ? totals.completions : null,
      active_this_week: enough ? totals.activeThisWeek : null,
      average_self_esteem_change:
        enough && measured && totals.meanChange !== null ? round(totals.meanChange, 1) : null,
    },
    courses: courses.map((c) => {
      const shown = c.learners >= MIN_GROUP_SIZE;
      return {
        course_id: c.courseId,
        course_title: c.courseTitle,
        suppressed: !shown,
        learners: shown ? c.learners : null,
        completions: shown ? c.completions : null,
      };
    }),
  };
}
