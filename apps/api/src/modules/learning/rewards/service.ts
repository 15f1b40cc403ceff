import type { Badge } from '@ye/contracts/learning';
import type { StreakChoice } from '@ye/contracts/streaks';
import { clock } from '../../../clock.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { NotFound } from '../../../errors.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { CHILD_NOT_FOUND, recordAudit } from '../../auth/service.ts';
import { allBadges, badgesEarned, isBadgeId, toBadge } from './badges.ts';
import * as q from './queries.ts';

// Badges: the rules are in badges.ts; here they are checked against what the child did and stored.
// Streaks are the parent's choice (decision 042): off until turned on, read with every badge check.

/** Whether the parent turned streaks on for the child (off when never chosen). */
export async function streaksOn(db: DbOrTx, childId: string): Promise<boolean> {
  return (await q.streakChoiceOf(db, childId))?.streaksOn === true;
}

/**
 * Evaluates every badge rule and stores the ones newly earned; returns only those. The child's
 * withdrawn badges (decision 042) are deleted on the way.
 */
export async function awardBadges(db: DbOrTx, childId: string, now: Date): Promise<Badge[]> {
  const [counts, activeDays, on] = await Promise.all([
    q.badgeCounts(db, childId),
    q.activeDays(db, childId),
    streaksOn(db, childId),
    q.deleteWithdrawnBadges(db, childId),
  ]);
  const earned = badgesEarned({ ...counts, activeDays }, { streaksOn: on });
  const fresh = await q.insertBadges(db, { childId, badgeIds: earned, now });
  const freshIds = new Set(fresh.map((f) => f.badgeId));
  // Catalogue order, whatever order the insert returned.
  return earned.filter((id) => freshIds.has(id)).map((id) => toBadge(id, now));
}

/** Every badge, earned or not, with when the child earned each (streak badges only when streaks are on). */
export async function earnedBadges(
  db: DbOrTx,
  childId: string,
  options: { streaksOn: boolean },
): Promise<Badge[]> {
  const earned = await q.earnedBadges(db, childId);
  return allBadges(
    earned.filter((e) => isBadgeId(e.badgeId)),
    options,
  );
}

/** Days (YYYY-MM-DD, UTC) the child played or logged time: the streaks and the streak badges read them. */
export const activeDays = (db: DbOrTx, childId: string): Promise<string[]> => q.activeDays(db, childId);

/** Everyone's withdrawn badges, for a clean-up: idempotent. */
export async function deleteWithdrawnBadges(db: DbOrTx): Promise<{ withdrawn_badges: number }> {
  return { withdrawn_badges: await q.deleteWithdrawnBadges(db) };
}

/** The raw choice row for the family export (null: never chosen, so off). */
export const streakChoiceOf = q.streakChoiceOf;

/** The parent's own child, else 404 (as family's requireOwnChild: another family's child does not exist). */
async function requireOwnChild(db: DbOrTx, parentId: string, childId: string): Promise<{ id: string }> {
  if (!(await q.isOwnChild(db, { parentId, childId })))
    throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  return { id: childId };
}

async function choiceFor(db: DbOrTx, childId: string): Promise<StreakChoice> {
  const row = await q.streakChoiceOf(db, childId);
  return {
    child_id: childId,
    streaks_on: row?.streaksOn === true,
    changed_at: row?.changedAt.toISOString() ?? null,
  };
}

/** The parent's streak choice for their child; 404 for anyone else's child. */
export async function getStreakChoice(db: DbOrTx, caller: Caller, childId: string): Promise<StreakChoice> {
  const child = await requireOwnChild(db, caller.userId, childId);
  return choiceFor(db, child.id);
}

/** The parent turns streaks on or off for their child; audited. 404 for anyone else's child. */
export async function setStreakChoice(
  db: DbOrTx,
  caller: Caller,
  childId: string,
  input: { streaks_on: boolean },
  now = clock.now(),
): Promise<StreakChoice> {
  const child = await requireOwnChild(db, caller.userId, childId);
  await db.transaction(async (tx) => {
    await q.upsertStreakChoice(tx, { childId: child.id, streaksOn: input.streaks_on, now });
    await recordAudit(tx, {
      actorId: caller.userId,
      action: input.streaks_on ? 'streaks.on' : 'streaks.off',
      targetUserId: child.id,
      details: { child_id: child.id },
      ip: caller.ip ?? null,
    });
  });
  return choiceFor(db, child.id);
}
