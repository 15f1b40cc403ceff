import {
  AGREEMENT_OPTIONS,
  isRetakeDue,
  MAX_VALUE,
  MIN_VALUE,
  ROSENBERG_ITEMS,
  SELF_ESTEEM_SURVEY,
  scoreAnswers,
} from '@ye/contracts/rosenberg';
import type { Survey, SurveyAnswersRequest, SurveyResult, SurveyStatus } from '@ye/contracts/survey';
import { clock, todayUtc } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { recordSelfEsteem } from '../family/wellbeing-service.ts';
import { refreshChildOutcomes } from '../insights/outcomes/service.ts';
import * as q from './queries.ts';

const NO_SUCH_SURVEY = 'There is no such survey.';

/** The survey as children see it: questions and options, never the scoring keys. */
export function getSurvey(id: number): Survey {
  if (id !== SELF_ESTEEM_SURVEY.id) throw new NotFound(NO_SUCH_SURVEY, 'survey_not_found');
  return {
    id: SELF_ESTEEM_SURVEY.id,
    title: SELF_ESTEEM_SURVEY.title,
    description: SELF_ESTEEM_SURVEY.description,
    citation: SELF_ESTEEM_SURVEY.citation,
    questions: ROSENBERG_ITEMS.map((item) => ({
      id: item.id,
      text: item.text,
      options: AGREEMENT_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
    })),
  };
}

/** Checks that the answers cover every question exactly once with an offered value. */
export function validateAnswers(answers: SurveyAnswersRequest['answers']): Map<number, number> {
  const known = new Set(ROSENBERG_ITEMS.map((i) => i.id));
  const byQuestion = new Map<number, number>();
  for (const a of answers) {
    if (!known.has(a.question_id))
      throw new Invalid(`Question ${a.question_id} is not part of this survey.`, 'unknown_question');
    if (byQuestion.has(a.question_id))
      throw new Invalid(`Question ${a.question_id} was answered more than once.`, 'duplicate_answer');
    if (a.value < MIN_VALUE || a.value > MAX_VALUE) {
      throw new Invalid(
        `The answer to question ${a.question_id} must be between ${MIN_VALUE} and ${MAX_VALUE}.`,
        'answer_out_of_range',
      );
    }
    byQuestion.set(a.question_id, a.value);
  }
  const missing = ROSENBERG_ITEMS.filter((i) => !byQuestion.has(i.id)).map((i) => i.id);
  if (missing.length > 0) {
    const list = missing.join(', ');
    throw new Invalid(
      missing.length === 1
        ? `Please answer question ${list}.`
        : `Please answer every question (missing: ${list}).`,
      'missing_answer',
    );
  }
  return byQuestion;
}

/**
 * A child's completed survey: scored, stored with its answers, and written into today's daily
 * metric (UTC date) as the latest self-esteem percent.
 */
export async function submitAnswers(
  db: DbOrTx,
  childId: string,
  input: SurveyAnswersRequest,
  now = clock.now(),
): Promise<SurveyResult> {
  if (input.survey_id !== SELF_ESTEEM_SURVEY.id) throw new Invalid(NO_SUCH_SURVEY, 'survey_not_found');
  const answers = validateAnswers(input.answers);
  const { score, percent } = scoreAnswers(answers);
  const saved = await db.transaction(async (tx) => {
    const row = await q.insertResponse(tx, {
      childId,
      surveyId: input.survey_id,
      score,
      percent,
      completedAt: now,
      answers: [...answers].map(([questionId, value]) => ({ questionId, value })),
    });
    await recordSelfEsteem(tx, { childId, datestamp: todayUtc(now), percent });
    // The surveys before and after each of the child's courses, for the instructor's aggregates.
    await refreshChildOutcomes(tx, childId);
    return row;
  });
  return { score, percent, complete_date: saved.completedAt.toISOString() };
}

export async function surveyStatus(db: DbOrTx, childId: string, now = clock.now()): Promise<SurveyStatus> {
  const last = await q.lastCompletedAt(db, { childId });
  return { last_completed_at: last?.toISOString() ?? null, retake_due: isRetakeDue(last, now) };
}
