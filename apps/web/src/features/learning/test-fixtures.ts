import { BADGES, type LearningSummary } from '@ye/contracts/learning';

/** Mia's learning so far: level 3, a 3-day streak, the first two badges earned. */
export function summary(overrides: Partial<LearningSummary> = {}): LearningSummary {
  return {
    display_name: 'Mia',
    avatar_url: null,
    xp: 262,
    level: 3,
    xp_into_level: 62,
    xp_for_next_level: 100,
    streaks_on: true,
    current_streak: 3,
    longest_streak: 13,
    missions_completed: 9,
    courses_completed: 1,
    badges: BADGES.map((b, i) => ({ ...b, earned_at: i < 2 ? `2026-11-1${i}T10:00:00Z` : null })),
    ...overrides,
  };
}
