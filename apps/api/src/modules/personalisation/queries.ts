import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses } from '../studio/tables.ts';
import { gameSkills, personalisationSettings, recommendationChoices } from './tables.ts';

export async function settingOf(db: DbOrTx, childId: string) {
  const rows = await db
    .select({ learned: personalisationSettings.learned, changedAt: personalisationSettings.changedAt })
    .from(personalisationSettings)
    .where(eq(personalisationSettings.childId, childId))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertSetting(db: DbOrTx, childId: string, learned: boolean, now: Date) {
  await db
    .insert(personalisationSettings)
    .values({ childId, learned, changedAt: now })
    .onConflictDoUpdate({ target: personalisationSettings.childId, set: { learned, changedAt: now } });
}

export async function countChoices(db: DbOrTx, childId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(recommendationChoices)
    .where(eq(recommendationChoices.childId, childId));
  return Number(rows[0]?.n ?? 0);
}

export async function deleteChoices(db: DbOrTx, childId: string): Promise<void> {
  await db.delete(recommendationChoices).where(eq(recommendationChoices.childId, childId));
}

export interface ChoiceRow {
  courseId: string;
  position: number;
  probability: number;
  expectedChange: number | null;
  policy: string;
}

/** One request's shown list, in one insert. */
export async function insertChoices(db: DbOrTx, childId: string, rows: readonly ChoiceRow[], now: Date) {
  if (rows.length === 0) return;
  await db.insert(recommendationChoices).values(rows.map((r) => ({ ...r, childId, shownAt: now })));
}

/** For the family export: every logged choice, oldest first, with the course title. */
export async function choicesOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      course: courses.title,
      position: recommendationChoices.position,
      probability: recommendationChoices.probability,
      expectedChange: recommendationChoices.expectedChange,
      policy: recommendationChoices.policy,
      shownAt: recommendationChoices.shownAt,
    })
    .from(recommendationChoices)
    .innerJoin(courses, eq(courses.id, recommendationChoices.courseId))
    .where(and(eq(recommendationChoices.childId, childId)))
    .orderBy(asc(recommendationChoices.shownAt), asc(recommendationChoices.position));
}

/** The game skill kept between games (decision 052), null when none is kept. */
export async function gameSkillOf(db: DbOrTx, childId: string) {
  const rows = await db
    .select({ skill: gameSkills.skill, attempts: gameSkills.attempts, updatedAt: gameSkills.updatedAt })
    .from(gameSkills)
    .where(eq(gameSkills.childId, childId))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertGameSkill(
  db: DbOrTx,
  childId: string,
  state: { skill: number; attempts: number },
  now: Date,
) {
  const set = { skill: state.skill, attempts: state.attempts, updatedAt: now };
  await db
    .insert(gameSkills)
    .values({ childId, ...set })
    .onConflictDoUpdate({ target: gameSkills.childId, set });
}

export async function deleteGameSkill(db: DbOrTx, childId: string): Promise<void> {
  await db.delete(gameSkills).where(eq(gameSkills.childId, childId));
}

/** Retention (RETENTION.recommendationChoicesDays): logged choices older than `before` go. */
export async function deleteChoicesBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(recommendationChoices)
    .where(lt(recommendationChoices.shownAt, before))
    .returning({ id: recommendationChoices.id });
  return rows.length;
}
