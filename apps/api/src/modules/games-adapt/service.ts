import {
  AIMED_SUCCESS_FLOOR,
  HARDER_MARGIN,
  type HarderQuestionList,
  MIN_ANSWERS,
} from '@ye/contracts/games-adapt';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { fitDifficulties, harderThanExpected } from './model.ts';
import * as q from './queries.ts';

/**
 * The caller's quiz questions that children find harder than the games aim for (decision 047):
 * difficulty fitted from every child's answers, listed only from MIN_ANSWERS answers up, hardest
 * first. Admins see their own questions like anyone (a course's owner reads the list).
 */
export async function harderQuestions(db: DbOrTx, caller: Caller): Promise<HarderQuestionList> {
  const [answers, mine] = await Promise.all([q.allQuizAnswers(db), q.questionsOf(db, caller.userId)]);
  const base = { aimed_success_floor: AIMED_SUCCESS_FLOOR, min_answers: MIN_ANSWERS };
  if (mine.length === 0 || answers.length === 0) return { ...base, results: [] };
  const model = fitDifficulties(
    answers.map((a) => ({ childId: a.childId, itemId: a.questionId, correct: a.correct })),
  );
  const prompts = new Map(mine.map((m) => [m.id, m.prompt]));
  const right = new Map<string, number>();
  for (const a of answers) if (a.correct) right.set(a.questionId, (right.get(a.questionId) ?? 0) + 1);
  const listed = harderThanExpected(model, () => AIMED_SUCCESS_FLOOR, MIN_ANSWERS, HARDER_MARGIN).filter(
    (h) => prompts.has(h.itemId),
  );
  return {
    ...base,
    results: listed.map((h) => ({
      question_id: h.itemId,
      prompt: prompts.get(h.itemId) ?? '',
      answers: h.attempts,
      right_share: (right.get(h.itemId) ?? 0) / h.attempts,
      learned_success: h.learnedSuccess,
    })),
  };
}
