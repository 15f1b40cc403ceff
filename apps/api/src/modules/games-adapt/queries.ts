import type { GameConfig } from '@ye/contracts/games';
import { and, asc, eq, isNotNull, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quizAnswers, quizQuestions, quizResponses } from '../quizzes/tables.ts';
import { courses, lessons } from '../studio/tables.ts';
import { gameItemAttempts, gameItemDifficulties, gameSessions } from './tables.ts';

export interface AnswerRow {
  questionId: string;
  childId: string;
  correct: boolean;
}

/**
 * Every child's answer to every quiz question with a right answer: item difficulty describes the
 * content, so it is learned from everyone's answers (survey questions have no right answer).
 */
export async function allQuizAnswers(db: DbOrTx): Promise<AnswerRow[]> {
  const rows = await db
    .select({
      questionId: quizAnswers.questionId,
      childId: quizResponses.childId,
      optionIndex: quizAnswers.optionIndex,
      correctOption: quizQuestions.correctOption,
    })
    .from(quizAnswers)
    .innerJoin(quizResponses, eq(quizResponses.id, quizAnswers.responseId))
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .where(and(eq(quizQuestions.kind, 'quiz'), isNotNull(quizQuestions.correctOption)));
  return rows.map((r) => ({
    questionId: r.questionId,
    childId: r.childId,
    correct: r.optionIndex === r.correctOption,
  }));
}

/** The caller's own quiz questions (owner_id is indexed by the quizzes module's list). */
export async function questionsOf(db: DbOrTx, ownerId: string): Promise<{ id: string; prompt: string }[]> {
  return db
    .select({ id: quizQuestions.id, prompt: quizQuestions.prompt })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.ownerId, ownerId), eq(quizQuestions.kind, 'quiz')));
}

// Serving (decision 052).

/** The game of a lesson (already checked open for the child by learning's openLesson). */
export async function gameOf(db: DbOrTx, lessonId: string): Promise<GameConfig | null> {
  const rows = await db.select({ game: lessons.game }).from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  return rows[0]?.game ?? null;
}

/** Fitted difficulties of one lesson's items (primary key prefix: one index range). */
export async function difficultiesOf(db: DbOrTx, lessonId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: gameItemDifficulties.itemKey, difficulty: gameItemDifficulties.difficulty })
    .from(gameItemDifficulties)
    .where(eq(gameItemDifficulties.lessonId, lessonId));
  return new Map(rows.map((r) => [r.key, r.difficulty]));
}

export async function insertSession(
  db: DbOrTx,
  row: { childId: string; lessonId: string; skill: number; attempts: number; startedAt: Date },
): Promise<string> {
  const [created] = await db
    .insert(gameSessions)
    .values({ ...row, played: [] })
    .returning({ id: gameSessions.id });
  return created?.id as string;
}

/** The child's own session, locked for this answer (two quick answers cannot both be first). */
export async function lockSession(db: DbOrTx, sessionId: string, childId: string) {
  const rows = await db
    .select()
    .from(gameSessions)
    .where(and(eq(gameSessions.id, sessionId), eq(gameSessions.childId, childId)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function updateSession(
  db: DbOrTx,
  sessionId: string,
  set: { skill: number; attempts: number; played: string[] },
) {
  await db.update(gameSessions).set(set).where(eq(gameSessions.id, sessionId));
}

export async function insertAttempt(
  db: DbOrTx,
  row: { childId: string; lessonId: string; itemKey: string; correct: boolean; at: Date },
) {
  await db.insert(gameItemAttempts).values(row);
}

/** Every kept attempt, for the refit: item = lesson and key together. */
export async function allAttempts(db: DbOrTx) {
  return db
    .select({
      childId: gameItemAttempts.childId,
      lessonId: gameItemAttempts.lessonId,
      itemKey: gameItemAttempts.itemKey,
      correct: gameItemAttempts.correct,
    })
    .from(gameItemAttempts);
}

/** The refit's result replaces the last one in one transaction (items no longer attempted go). */
export async function replaceDifficulties(
  db: DbOrTx,
  rows: readonly { lessonId: string; itemKey: string; difficulty: number; attempts: number }[],
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx.delete(gameItemDifficulties);
    for (let i = 0; i < rows.length; i += 1000)
      await tx
        .insert(gameItemDifficulties)
        .values(rows.slice(i, i + 1000).map((r) => ({ ...r, fittedAt: now })));
  });
}

/** For the family export: the child's attempts, oldest first, with the game's title. */
export async function attemptsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      lesson: lessons.title,
      itemKey: gameItemAttempts.itemKey,
      correct: gameItemAttempts.correct,
      at: gameItemAttempts.at,
    })
    .from(gameItemAttempts)
    .innerJoin(lessons, eq(lessons.id, gameItemAttempts.lessonId))
    .where(eq(gameItemAttempts.childId, childId))
    .orderBy(asc(gameItemAttempts.at), asc(gameItemAttempts.id));
}

/** For the family export: the child's open plays (deleted a day after they start). */
export async function sessionsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      lesson: lessons.title,
      skill: gameSessions.skill,
      played: gameSessions.played,
      startedAt: gameSessions.startedAt,
    })
    .from(gameSessions)
    .innerJoin(lessons, eq(lessons.id, gameSessions.lessonId))
    .where(eq(gameSessions.childId, childId))
    .orderBy(asc(gameSessions.startedAt));
}

export async function deleteSessionsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(gameSessions)
    .where(lt(gameSessions.startedAt, before))
    .returning({ id: gameSessions.id });
  return rows.length;
}

export async function deleteAttemptsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(gameItemAttempts)
    .where(lt(gameItemAttempts.at, before))
    .returning({ id: gameItemAttempts.id });
  return rows.length;
}

/** Game lessons of the caller's courses with their fitted items (for the instructor's list). */
export async function fittedItemsOfOwner(db: DbOrTx, ownerId: string) {
  return db
    .select({
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      game: lessons.game,
      itemKey: gameItemDifficulties.itemKey,
      difficulty: gameItemDifficulties.difficulty,
      attempts: gameItemDifficulties.attempts,
    })
    .from(gameItemDifficulties)
    .innerJoin(lessons, eq(lessons.id, gameItemDifficulties.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(courses.instructorId, ownerId), ne(courses.state, 'discarded')));
}
