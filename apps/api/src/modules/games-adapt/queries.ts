import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quizAnswers, quizQuestions, quizResponses } from '../quizzes/tables.ts';

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
