import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lessonProgress } from '../learning/progress/tables.ts';
import { lessons } from '../studio/tables.ts';
import { coachReflections, coachSettings, type StoredTurn } from './tables.ts';

export type { StoredTurn } from './tables.ts';

export async function settingOf(db: DbOrTx, childId: string) {
  const rows = await db
    .select({ enabled: coachSettings.enabled, changedAt: coachSettings.changedAt })
    .from(coachSettings)
    .where(eq(coachSettings.childId, childId))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertSetting(db: DbOrTx, childId: string, enabled: boolean, now: Date) {
  await db
    .insert(coachSettings)
    .values({ childId, enabled, changedAt: now })
    .onConflictDoUpdate({ target: coachSettings.childId, set: { enabled, changedAt: now } });
}

/** The lesson's title when the child has finished it (lesson_progress primary key), else null. */
export async function finishedLesson(
  db: DbOrTx,
  childId: string,
  lessonId: string,
): Promise<{ id: string; title: string } | null> {
  const rows = await db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(
      and(
        eq(lessonProgress.childId, childId),
        eq(lessonProgress.lessonId, lessonId),
        eq(lessonProgress.status, 'completed'),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Reflections the child started since `since` (index coach_reflections_child_idx). */
export async function startedSince(db: DbOrTx, childId: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(coachReflections)
    .where(and(eq(coachReflections.childId, childId), gte(coachReflections.startedAt, since)));
  return Number(rows[0]?.n ?? 0);
}

export async function insertReflection(
  db: DbOrTx,
  row: {
    childId: string;
    lessonId: string;
    lessonTitle: string;
    model: string;
    turns: StoredTurn[];
    at: Date;
  },
) {
  const [inserted] = await db
    .insert(coachReflections)
    .values({
      childId: row.childId,
      lessonId: row.lessonId,
      lessonTitle: row.lessonTitle,
      model: row.model,
      turns: row.turns,
      startedAt: row.at,
    })
    .returning();
  if (!inserted) throw new Error('The reflection was not written.');
  return inserted;
}

export type ReflectionRow = typeof coachReflections.$inferSelect;

/** The child's own reflection (another child's is null). */
export async function reflectionOf(db: DbOrTx, childId: string, id: string): Promise<ReflectionRow | null> {
  const rows = await db
    .select()
    .from(coachReflections)
    .where(and(eq(coachReflections.id, id), eq(coachReflections.childId, childId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Keeps one answer and the reply to it, only if nobody else answered meanwhile (`answers` still
 * holds what was read): a second tab's answer is refused instead of one overwriting the other.
 */
export async function saveAnswer(
  db: DbOrTx,
  id: string,
  expectedAnswers: number,
  update: { turns: StoredTurn[]; answers: number; finishedAt: Date | null },
): Promise<ReflectionRow | null> {
  const rows = await db
    .update(coachReflections)
    .set(update)
    .where(and(eq(coachReflections.id, id), eq(coachReflections.answers, expectedAnswers)))
    .returning();
  return rows[0] ?? null;
}

/** A page of the child's reflections, newest first, with the total (index coach_reflections_child_idx). */
export async function reflectionsOfChild(
  db: DbOrTx,
  childId: string,
  opts: { limit: number; offset: number },
): Promise<{ rows: ReflectionRow[]; total: number }> {
  const where = eq(coachReflections.childId, childId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coachReflections)
      .where(where)
      .orderBy(desc(coachReflections.startedAt), desc(coachReflections.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(coachReflections).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Deletes every reflection of the child; how many went. */
export async function deleteReflectionsOfChild(db: DbOrTx, childId: string): Promise<number> {
  const gone = await db
    .delete(coachReflections)
    .where(eq(coachReflections.childId, childId))
    .returning({ id: coachReflections.id });
  return gone.length;
}

/** Every reflection of the child, oldest first, for the family export. */
export async function allReflectionsOfChild(db: DbOrTx, childId: string): Promise<ReflectionRow[]> {
  return db
    .select()
    .from(coachReflections)
    .where(eq(coachReflections.childId, childId))
    .orderBy(asc(coachReflections.startedAt));
}
