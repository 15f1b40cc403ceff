import { BADGE_IDS } from '@ye/contracts/learning';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../auth/tables.ts';
import { dailyMetrics } from '../../family/tables.ts';
import { courseProgress, lessonPlays, lessonProgress } from '../progress/tables.ts';
import { childBadges, childStreakChoices } from './tables.ts';

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
}> {
  const result = await db.execute<{
    lessons_completed: string;
    three_star_lessons: string;
    courses_completed: string;
    game_types: string[] | null;
  }>(sql`
    select
      (select count(*) from ${lessonProgress}
        where ${lessonProgress.childId} = ${childId} and ${lessonProgress.status} = 'completed') as lessons_completed,
      (select count(*) from ${lessonProgress}
        where ${lessonProgress.childId} = ${childId} and ${lessonProgress.stars} = 3) as three_star_lessons,
      (select count(*) from ${courseProgress}
        where ${courseProgress.childId} = ${childId} and ${courseProgress.status} = 'completed') as courses_completed,
      (select array_agg(distinct ${lessonPlays.gameType}) from ${lessonPlays}
        where ${lessonPlays.childId} = ${childId} and ${lessonPlays.gameType} is not null) as game_types`);
  const row = result.rows[0];
  if (!row) throw new Error('badge counts returned no row');
  return {
    lessonsCompleted: Number(row.lessons_completed),
    threeStarLessons: Number(row.three_star_lessons),
    coursesCompleted: Number(row.courses_completed),
    gameTypesPlayed: row.game_types ?? [],
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

/**
 * Deletes badges no longer in the catalogue (the withdrawn disclosure badges, decision 042): one child's,
 * or everyone's when no child is named. Returns how many went.
 */
export async function deleteWithdrawnBadges(db: DbOrTx, childId?: string): Promise<number> {
  const withdrawn = notInArray(childBadges.badgeId, [...BADGE_IDS]);
  const rows = await db
    .delete(childBadges)
    .where(childId ? and(eq(childBadges.childId, childId), withdrawn) : withdrawn)
    .returning({ badgeId: childBadges.badgeId });
  return rows.length;
}

/** The parent's streak choice for the child; null when never made (streaks off). */
export async function streakChoiceOf(
  db: DbOrTx,
  childId: string,
): Promise<{ streaksOn: boolean; changedAt: Date } | null> {
  const rows = await db
    .select({ streaksOn: childStreakChoices.streaksOn, changedAt: childStreakChoices.changedAt })
    .from(childStreakChoices)
    .where(eq(childStreakChoices.childId, childId))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertStreakChoice(
  db: DbOrTx,
  params: { childId: string; streaksOn: boolean; now: Date },
): Promise<void> {
  await db
    .insert(childStreakChoices)
    .values({ childId: params.childId, streaksOn: params.streaksOn, changedAt: params.now })
    .onConflictDoUpdate({
      target: childStreakChoices.childId,
      set: { streaksOn: params.streaksOn, changedAt: params.now },
    });
}

/** Whether the child belongs to this parent (read here, not through family, to keep modules acyclic). */
export async function isOwnChild(
  db: DbOrTx,
  params: { parentId: string; childId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, params.childId), eq(users.parentId, params.parentId), eq(users.type, 'child')))
    .limit(1);
  return rows.length > 0;
}
