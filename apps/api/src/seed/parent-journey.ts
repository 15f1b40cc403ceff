import crypto from 'node:crypto';
import type { FocusArea } from '@ye/contracts/family';
import { ROSENBERG_ITEMS, scoreAnswers } from '@ye/contracts/rosenberg';
import { clock } from '../clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { childFocusAreas, dailyMetrics } from '../modules/family/tables.ts';
import { surveyAnswers, surveyResponses } from '../modules/survey/tables.ts';
import type { DemoIds } from './demo-ids.ts';

// Months of self-esteem history for the demo children (Mia and Leo in one family, Sam in the other)
// so every dashboard card and chart shows real data on a fresh start. Deterministic: a seeded random
// generator per child, days counted back from `now` (UTC dates).

export const HISTORY_DAYS = 120;
const DAY_MS = 24 * 60 * 60 * 1000;

interface ChildPlan {
  /** Survey percent at the start of the history and at its end (a gentle rise). */
  fromPercent: number;
  toPercent: number;
  /** Days ago of the most recent survey (Leo's is due for a retake, the others' not). */
  lastSurveyDaysAgo: number;
  /** Share of days with some activity. */
  activeShare: number;
  focusAreas: FocusArea[];
}

const PLANS: Record<'mia' | 'leo' | 'sam', ChildPlan> = {
  mia: {
    fromPercent: 47,
    toPercent: 73,
    lastSurveyDaysAgo: 4,
    activeShare: 0.8,
    focusAreas: ['confidence', 'friendship'],
  },
  leo: {
    fromPercent: 40,
    toPercent: 63,
    lastSurveyDaysAgo: 16,
    activeShare: 0.65,
    focusAreas: ['anxiety', 'calm'],
  },
  sam: {
    fromPercent: 53,
    toPercent: 77,
    lastSurveyDaysAgo: 8,
    activeShare: 0.75,
    focusAreas: ['feelings', 'self-esteem'],
  },
};

/** mulberry32: a small deterministic generator, so the demo looks the same on every fresh start. */
export function randomFrom(seed: string): () => number {
  let a = crypto.createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dateOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Ten answers whose Rosenberg total is exactly `total`: points spread evenly, then shuffled between
 * items (keeping the sum) so the answers vary, then turned into answer values by each item's direction.
 */
export function answersForTotal(total: number, random: () => number): Map<number, number> {
  const points = ROSENBERG_ITEMS.map((_, i) => Math.floor(total / 10) + (i < total % 10 ? 1 : 0));
  for (let n = 0; n < 12; n++) {
    const from = Math.floor(random() * points.length);
    const to = Math.floor(random() * points.length);
    if (from !== to && (points[from] ?? 0) > 0 && (points[to] ?? 3) < 3) {
      points[from] = (points[from] ?? 0) - 1;
      points[to] = (points[to] ?? 0) + 1;
    }
  }
  return new Map(
    ROSENBERG_ITEMS.map((item, i) => [item.id, item.reverse ? 4 - (points[i] ?? 0) : (points[i] ?? 0) + 1]),
  );
}

export interface ParentJourneyData {
  responses: {
    id: string;
    childId: string;
    surveyId: number;
    score: number;
    percent: number;
    completedAt: Date;
  }[];
  answers: { responseId: string; questionId: number; value: number }[];
  metrics: { childId: string; datestamp: string; timeLogged: number; selfEsteemScore: number | null }[];
  focusAreas: { childId: string; area: string }[];
}

/** The rows to insert, computed without touching the database. */
export function buildParentJourneyData(
  ids: Pick<DemoIds, 'mia' | 'leo' | 'sam'>,
  now = clock.now(),
): ParentJourneyData {
  const data: ParentJourneyData = { responses: [], answers: [], metrics: [], focusAreas: [] };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const key of ['mia', 'leo', 'sam'] as const) {
    const childId = ids[key];
    const plan = PLANS[key];
    const random = randomFrom(`demo-${key}`);

    // Survey days: every 12-16 days, counted back from the latest one.
    const surveyDaysAgo: number[] = [];
    for (let ago = plan.lastSurveyDaysAgo; ago < HISTORY_DAYS - 2; ago += 12 + Math.floor(random() * 5))
      surveyDaysAgo.push(ago);
    surveyDaysAgo.reverse();
    const percentByDay = new Map<number, number>();
    surveyDaysAgo.forEach((ago, i) => {
      const progress = surveyDaysAgo.length > 1 ? i / (surveyDaysAgo.length - 1) : 1;
      const target = plan.fromPercent + (plan.toPercent - plan.fromPercent) * progress;
      const noise = Math.round((random() - 0.5) * 4);
      const total = Math.max(0, Math.min(30, Math.round((target / 100) * 30) + noise));
      const answers = answersForTotal(total, random);
      const { score, percent } = scoreAnswers(answers);
      const id = crypto.randomUUID();
      // Late afternoon, after school.
      const completedAt = new Date(today - ago * DAY_MS + (15 * 60 + Math.floor(random() * 180)) * 60 * 1000);
      data.responses.push({
        id,
        childId,
        surveyId: 2,
        score,
        percent,
        completedAt: completedAt > now ? now : completedAt,
      });
      for (const [questionId, value] of answers) data.answers.push({ responseId: id, questionId, value });
      percentByDay.set(ago, percent);
    });

    // Daily rows, oldest first: active most days (more at weekends), always on a survey day.
    let latest: number | null = null;
    for (let ago = HISTORY_DAYS - 1; ago >= 0; ago--) {
      const day = new Date(today - ago * DAY_MS);
      const surveyed = percentByDay.get(ago);
      if (surveyed !== undefined) latest = surveyed;
      const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
      const active = surveyed !== undefined || random() < plan.activeShare + (weekend ? 0.1 : 0);
      if (!active) continue;
      const minutes = 5 + Math.floor(random() * 36);
      data.metrics.push({
        childId,
        datestamp: dateOf(day),
        timeLogged: minutes * 60 + Math.floor(random() * 60),
        selfEsteemScore: latest,
      });
    }

    for (const area of plan.focusAreas) data.focusAreas.push({ childId, area });
  }
  return data;
}

/**
 * Seeds survey history, daily metrics and focus areas for Mia, Leo and Sam: one insert per table.
 * Call it with the ids seedDemoAccounts returns, inside or outside a transaction.
 */
export async function seedParentJourney(
  db: DbOrTx,
  ids: Pick<DemoIds, 'mia' | 'leo' | 'sam'>,
  now = clock.now(),
): Promise<void> {
  const data = buildParentJourneyData(ids, now);
  await db.insert(surveyResponses).values(data.responses).onConflictDoNothing();
  await db.insert(surveyAnswers).values(data.answers).onConflictDoNothing();
  await db.insert(dailyMetrics).values(data.metrics).onConflictDoNothing();
  await db.insert(childFocusAreas).values(data.focusAreas).onConflictDoNothing();
}
