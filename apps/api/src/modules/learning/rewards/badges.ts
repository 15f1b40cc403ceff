import { GAME_TYPES } from '@ye/contracts/games';
import { BADGES, type Badge, type BadgeId, longestStreak } from '@ye/contracts/learning';

// The badge rules, pure: given what a child has done, which badges they have earned. Badges are
// never taken away, so each rule looks at everything ever done (the longest streak, not the current).

export interface BadgeFacts {
  /** Lessons of any kind completed at least once (a child calls every one a mission). */
  lessonsCompleted: number;
  threeStarLessons: number;
  coursesCompleted: number;
  gameTypesPlayed: readonly string[];
  journalEntries: number;
  surveysTaken: number;
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
  'survey-taken': (f) => f.surveysTaken >= 1,
  'all-game-types': (f) => GAME_TYPES.every((type) => f.gameTypesPlayed.includes(type)),
  'first-reflection': (f) => f.journalEntries >= 1,
  'calm-breather': (f) => f.gameTypesPlayed.includes('breathing'),
};

/** Every badge the facts earn, in the order of BADGES. */
export function badgesEarned(facts: BadgeFacts): BadgeId[] {
  const streak = longestStreak(facts.activeDays);
  return BADGES.filter((b) => RULES[b.id](facts, streak)).map((b) => b.id);
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

/** All badges in catalogue order, each with the date earned or null. */
export function allBadges(earned: readonly { badgeId: string; earnedAt: Date }[]): Badge[] {
  const when = new Map(earned.map((e) => [e.badgeId, e.earnedAt]));
  return BADGES.map((b) => toBadge(b.id, when.get(b.id) ?? null));
}

export const isBadgeId = (id: string): id is BadgeId => BADGES.some((b) => b.id === id);
