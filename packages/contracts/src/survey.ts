import { z } from 'zod';

// The self-esteem survey (id 2): GET /v1/survey/{id}, POST /v1/survey/survey_answers,
// GET /v1/survey/status. Scoring rules live on the server (docs/decisions: survey scoring).

export const SELF_ESTEEM_SURVEY_ID = 2;
/** A retake is offered once the last survey is this many days old. */
export const RETAKE_AFTER_DAYS = 14;

export const SurveyOption = z.object({ value: z.number().int(), label: z.string() });
export const SurveyQuestion = z.object({
  id: z.number().int(),
  text: z.string(),
  options: z.array(SurveyOption),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;

/** The pinned survey shape (DESIGN.md section 5). `citation` tells where the scale comes from. */
export const Survey = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  citation: z.string(),
  questions: z.array(SurveyQuestion),
});
export type Survey = z.infer<typeof Survey>;

export const SurveyIdParams = z.object({ id: z.coerce.number().int() });

export const SurveyAnswer = z.object({
  question_id: z.number({ error: 'question_id must be a number.' }).int(),
  value: z.number({ error: 'Each answer needs a value.' }).int(),
});
export const SurveyAnswersRequest = z.object({
  survey_id: z.number({ error: 'survey_id must be a number.' }).int(),
  answers: z.array(SurveyAnswer, { error: 'Please send the answers.' }).max(100),
});
export type SurveyAnswersRequest = z.infer<typeof SurveyAnswersRequest>;

export const SurveyResult = z.object({
  /** Total 0-30. */
  score: z.number().int(),
  /** round(score / 30 × 100). */
  percent: z.number().int(),
  complete_date: z.string(),
});
export type SurveyResult = z.infer<typeof SurveyResult>;

export const SurveyStatus = z.object({
  last_completed_at: z.string().nullable(),
  /** True when the child never took the survey or the last one is 14 days old or more. */
  retake_due: z.boolean(),
});
export type SurveyStatus = z.infer<typeof SurveyStatus>;
