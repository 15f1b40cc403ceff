import type { Badge } from '@ye/contracts/learning';
import { clock } from '../../../clock.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { allBadges, badgesEarned, isBadgeId, toBadge } from './badges.ts';
import * as q from './queries.ts';

// Badges: the rules are in badges.ts; here they are checked against what the child did and stored.

/** Evaluates every badge rule and stores the ones newly earned; returns only those. */
export async function awardBadges(db: DbOrTx, childId: string, now: Date): Promise<Badge[]> {
  const [counts, activeDays] = await Promise.all([q.badgeCounts(db, childId), q.activeDays(db, childId)]);
  const earned = badgesEarned({ ...counts, activeDays });
  const fresh = await q.insertBadges(db, { childId, badgeIds: earned, now });
  const freshIds = new Set(fresh.map((f) => f.badgeId));
  // Catalogue order, whatever order the insert returned.
  return earned.filter((id) => freshIds.has(id)).map((id) => toBadge(id, now));
}

/** The survey module calls this after storing a child's answers (inside its transaction). */
export async function awardSurveyBadge(db: DbOrTx, childId: string, now = clock.now()): Promise<void> {
  await q.insertBadges(db, { childId, badgeIds: ['survey-taken'], now });
}

/** Every badge, earned or not, with when the child earned each. */
export async function earnedBadges(db: DbOrTx, childId: string): Promise<Badge[]> {
  const earned = await q.earnedBadges(db, childId);
  return allBadges(earned.filter((e) => isBadgeId(e.badgeId)));
}

/** Days (YYYY-MM-DD, UTC) the child played or logged time: the streaks and the streak badges read them. */
export const activeDays = (db: DbOrTx, childId: string): Promise<string[]> => q.activeDays(db, childId);
