import type { PersonalisationSetting } from '@ye/contracts/personalisation';
import { clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { recordAudit, requireOwnChildAccount } from '../auth/service.ts';
import * as q from './queries.ts';

export type { ChoiceRow } from './queries.ts';

// The parent's per-child switch for learned personalisation (decision 048). Other modules ask
// `learnedPersonalisationOn` before using a child's self-esteem answers to suggest anything.

/** Whether the parent turned learned personalisation on for the child (off without a row). */
export async function learnedPersonalisationOn(db: DbOrTx, childId: string): Promise<boolean> {
  return (await q.settingOf(db, childId))?.learned === true;
}

async function settingFor(db: DbOrTx, childId: string): Promise<PersonalisationSetting> {
  const [row, kept, skill] = await Promise.all([
    q.settingOf(db, childId),
    q.countChoices(db, childId),
    q.gameSkillOf(db, childId),
  ]);
  return {
    child_id: childId,
    learned: row?.learned === true,
    changed_at: row?.changedAt.toISOString() ?? null,
    // The kept game skill is one more record (decision 052).
    kept_records: kept + (skill ? 1 : 0),
  };
}

export async function getSetting(
  db: DbOrTx,
  caller: Caller,
  childId: string,
): Promise<PersonalisationSetting> {
  const child = await requireOwnChildAccount(db, caller.userId, childId);
  return settingFor(db, child.id);
}

/** On or off; off deletes the child's model state in the same transaction. Audited. */
export async function setSetting(
  db: DbOrTx,
  caller: Caller,
  childId: string,
  input: { learned: boolean },
  now = clock.now(),
): Promise<PersonalisationSetting> {
  const child = await requireOwnChildAccount(db, caller.userId, childId);
  await db.transaction(async (tx) => {
    await q.upsertSetting(tx, child.id, input.learned, now);
    if (!input.learned) {
      await q.deleteChoices(tx, child.id);
      await q.deleteGameSkill(tx, child.id);
    }
    await recordAudit(tx, {
      actorId: caller.userId,
      action: input.learned ? 'personalisation.on' : 'personalisation.off',
      targetUserId: child.id,
      details: { child_id: child.id },
      ip: caller.ip ?? null,
    });
  });
  return settingFor(db, child.id);
}

/** Logs what the learned ranker showed (only called while the switch is on). */
export const logChoices = (db: DbOrTx, childId: string, rows: readonly q.ChoiceRow[], now = clock.now()) =>
  q.insertChoices(db, childId, rows, now);

export const choicesOfChild = q.choicesOfChild;

/** The raw switch row for the family export (null: never changed, so off). */
export const personalisationSettingOf = q.settingOf;

// The game skill kept between games (decision 052): games-adapt reads and writes it through these,
// and only while the switch is on; the switch going off deletes it (above).

/** The kept skill, or null (none kept, or the switch is off: then nothing is read). */
export async function keptGameSkill(
  db: DbOrTx,
  childId: string,
): Promise<{ skill: number; attempts: number } | null> {
  if (!(await learnedPersonalisationOn(db, childId))) return null;
  const row = await q.gameSkillOf(db, childId);
  return row ? { skill: row.skill, attempts: row.attempts } : null;
}

/** Keeps the skill after an answer, only while the switch is on; returns whether it was kept. */
export async function keepGameSkill(
  db: DbOrTx,
  childId: string,
  state: { skill: number; attempts: number },
  now = clock.now(),
): Promise<boolean> {
  if (!(await learnedPersonalisationOn(db, childId))) return false;
  await q.upsertGameSkill(db, childId, state, now);
  return true;
}

/** The kept skill row for the family export (null: none kept). */
export const gameSkillOfChild = q.gameSkillOf;

/** Logged choices are kept RECOMMENDATION_CHOICE_KEEP_DAYS (the offline evaluation needs a year). */
export const RECOMMENDATION_CHOICE_KEEP_DAYS = 400;

/** Daily clean-up: logged choices older than RECOMMENDATION_CHOICE_KEEP_DAYS. */
export async function cleanUpRecommendationChoices(db: DbOrTx, now: Date) {
  const before = new Date(now.getTime() - RECOMMENDATION_CHOICE_KEEP_DAYS * 24 * 60 * 60 * 1000);
  return { recommendation_choices: await q.deleteChoicesBefore(db, before) };
}
