import type {
  ActivityRequest,
  ActivityResponse,
  CourseProgress,
  DashboardChild,
  SelfEsteemData,
  SelfEsteemTrend,
} from '@ye/contracts/family';
import { clock, todayUtc, weekStartUtc } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './queries.ts';
import { colorFor, requireOwnChild } from './service.ts';

// The parent's view of their children's well-being: dashboard cards, self-esteem series, course
// progress, and the figures the child's own activity and survey add to it.

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

/** The day's self-esteem figure on the child's daily metrics (the survey writes it as it scores). */
export const recordSelfEsteem = (
  db: DbOrTx,
  params: { childId: string; datestamp: string; percent: number },
) => q.setSelfEsteemForDay(db, params);
