import { z } from 'zod';

// Streaks are the parent's choice (issue 16 defaults, decision 042): off until the parent turns them on
// for a child. Counting days in a row and asking a child to come back tomorrow is a nudge to return
// (AADC standard 13), so a child sees no streak, no streak prompt and no streak badge while it is off.

/** The badges that reward days in a row: neither awarded nor shown while streaks are off. */
export const STREAK_BADGE_IDS: readonly string[] = ['three-day-streak', 'seven-day-streak'];

/** Shown beside the parent's switch. */
export const STREAK_EXPLANATION =
  'When this is on, your child sees how many days in a row they have learned, a reminder to keep the ' +
  'streak going and badges for days in a row. When it is off, nothing counts their days or asks them ' +
  'to come back.';

/** GET and PUT /v1/learning/children/{id}/streaks: the child's id. */
export const StreakParams = z.object({ id: z.uuid('This is not a child id.') });
export type StreakParams = z.infer<typeof StreakParams>;

/** PUT /v1/learning/children/{id}/streaks */
export const StreakUpdate = z.object({
  streaks_on: z.boolean({ error: 'Please say whether streaks are on (true) or off (false).' }),
});
export type StreakUpdate = z.infer<typeof StreakUpdate>;

export const StreakChoice = z.object({
  child_id: z.string(),
  /** False until the parent turns streaks on. */
  streaks_on: z.boolean(),
  /** When the parent last changed it; null: never (so off). */
  changed_at: z.string().nullable(),
});
export type StreakChoice = z.infer<typeof StreakChoice>;
