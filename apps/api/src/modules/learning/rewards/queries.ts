import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { dailyMetrics } from '../../family/tables.ts';
import { surveyResponses } from '../../survey/tables.ts';
import { courseProgress, journalEntries, lessonPlays, lessonProgress } from '../progress/tables.ts';
import { childBadges } from './tables.ts';

/** Days (YYYY-MM-DD, UTC) the child was active: a finished play, or time on the platform. */
export async function activeDays(db: DbOrTx, childId: string): Promise<string[]> {
  const result = await db.execute<{ day: string }>(sql`
    select to_char(${lessonPlays.playedAt} at time zone 'UTC', 'YYYY-MM-DD') as day
      from ${lessonPlays} where ${lessonPlays.childId} = ${childId}
    union
    select to_char(${dailyMetrics.datestamp}, 'YYYY-MM-DD') as day
      from ${dailyMetrics} where ${dailyMetrics.childId} = ${childId} and ${dailyMetrics.timeLogged} > 0`);
  return result.rows.map((r) => r.day);
}

/** The counts the badge rules read, in one query. */
export async function badgeCounts(
  db: DbOrTx,
  childId: string,
): Promise<{
  lessonsCompleted: number;
  threeStarLessons: number;
  coursesCompleted: number;
  gameTypesPlayed: string[];
  journalEntries: number;
  surveysTaken: number;
}> {
  const result = await db.execute<{
    lessons_completed: string;
    three_star_lessons: string;
    courses_completed: string;
    game_types: string[] | null;
    journal_entries: string;
    surveys_taken: string;
  }>(sql`
    select
      (select count(*) from ${lessonProgress}
        where ${lessonProgress.childId} = ${childId} and ${lessonProgress.status} = 'completed') as lessons_completed,
      (select count(*) from ${lessonProgress}
        where ${lessonProgress.childId} = ${childId} and ${lessonProgress.stars} = 3) as three_star_lessons,
      (select count(*) from ${courseProgress}
        where ${courseProgress.childId} = ${childId} and ${courseProgress.status} = 'completed') as courses_completed,
      (select array_agg(distinct ${lessonPlays.gameType}) from ${lessonPlays}
        where ${lessonPlays.childId} = ${childId} and ${lessonPlays.gameType} is not null) as game_types,
      (select count(*) from ${journalEntries} where ${journalEntries.childId} = ${childId}) as journal_entries,
      (select count(*) from ${surveyResponses} where ${surveyResponses.childId} = ${childId}) as surveys_taken`);
  const row = result.rows[0];
  if (!row) throw new Error('badge counts returned no row');
  return {
    lessonsCompleted: Number(row.lessons_completed),
    threeStarLessons: Number(row.three_star_lessons),
    coursesCompleted: Number(row.courses_completed),
    gameTypesPlayed: row.game_types ?? [],
    journalEntries: Number(row.journal_entries),
    surveysTaken: Number(row.surveys_taken),
  };
}

/** Stores the badges; returns only those the child did not have yet. */
export async function insertBadges(
  db: DbOrTx,
  params: { childId: string; badgeIds: readonly string[]; now: Date },
): Promise<{ badgeId: string; earnedAt: Date }[]> {
  if (params.badgeIds.length === 0) return [];
  return db
    .insert(childBadges)
    .values(params.badgeIds.map((badgeId) => ({ childId: params.childId, badgeId, earnedAt: params.now })))
    .onConflictDoNothing({ target: [childBadges.childId, childBadges.badgeId] })
    .returning({ badgeId: childBadges.badgeId, earnedAt: childBadges.earnedAt });
}

export async function earnedBadges(
  db: DbOrTx,
  childId: string,
): Promise<{ badgeId: string; earnedAt: Date }[]> {
  return db
    .select({ badgeId: childBadges.badgeId, earnedAt: childBadges.earnedAt })
    .from(childBadges)
    .where(eq(childBadges.childId, childId));
}
