import { GAME_TYPES } from '@ye/contracts/games';
import { BADGES, type Badge, type BadgeId, longestStreak } from '@ye/contracts/learning';
import { STREAK_BADGE_IDS } from '@ye/contracts/streaks';

// The badge rules, pure: given what a child has done, which badges they have earned. Badges are
// never taken away, so each rule looks at everything ever done (the longest streak, not the current).
// No rule reads what a child told us about themselves (survey, journal): decision 042.

export interface BadgeFacts {
  /** Lessons of any kind completed at least once (a child calls every one a mission). */
  lessonsCompleted: number;
  threeStarLessons: number;
  coursesCompleted: number;
  gameTypesPlayed: readonly string[];
  /** Days (YYYY-MM-DD) with activity. */
  activeDays: readonly string[];
}

const RULES: Record<BadgeId, (facts: BadgeFacts, streak: number) => boolean> = {
  'first-mission': (f) => f.lessonsCompleted >= 1,
  'five-missions': (f) => f.lessonsCompleted >= 5,
  'three-stars': (f) => f.threeStarLessons >= 1,
  'first-course': (f) => f.coursesCompleted >= 1,
  'three-day-streak': (_f, streak) => streak >= 3,
  'seven-day-streak': (_f, streak) => streak >= 7,
  'all-game-types': (f) => GAME_TYPES.every((type) => f.gameTypesPlayed.includes(type)),
  'calm-breather': (f) => f.gameTypesPlayed.includes('breathing'),
};

export const isStreakBadge = (id: string) => STREAK_BADGE_IDS.includes(id);

/**
 * Every badge the facts earn, in the order of BADGES. While the parent has not turned streaks on, no
 * streak badge is earned (they are earned later from the same history if streaks go on).
 */
export function badgesEarned(facts: BadgeFacts, options: { streaksOn: boolean }): BadgeId[] {
  const streak = longestStreak(facts.activeDays);
  return BADGES.filter((b) => (options.streaksOn || !isStreakBadge(b.id)) && RULES[b.id](facts, streak)).map(
    (b) => b.id,
  );
}

/** The badge as the API shows it; earnedAt null when still to earn. */
export function toBadge(id: BadgeId, earnedAt: Date | null): Badge {
  const badge = BADGES.find((b) => b.id === id);
  if (!badge) throw new Error(`unknown badge ${id}`);
  return {
    id: badge.id,
    title: badge.title,
    description: badge.description,
    icon: badge.icon,
    earned_at: earnedAt?.toISOString() ?? null,
  };
}

/**
 * All badges in catalogue order, each with the date earned or null; the streak badges only when the
 * parent turned streaks on (earned ones come back when they do).
 */
export function allBadges(
  earned: readonly { badgeId: string; earnedAt: Date }[],
  options: { streaksOn: boolean },
): Badge[] {
  const when = new Map(earned.map((e) => [e.badgeId, e.earnedAt]));
  return BADGES.filter((b) => options.streaksOn || !isStreakBadge(b.id)).map((b) =>
    toBadge(b.id, when.get(b.id) ?? null),
  );
}

export const isBadgeId = (id: string): id is BadgeId => BADGES.some((b) => b.id === id);
