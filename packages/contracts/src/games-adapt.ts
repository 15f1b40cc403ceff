import { z } from 'zod';

// Games that adapt (decision 047): what an instructor reads about their quiz questions once item
// difficulty is learned from every child's answers. Never about a child; never shown to children.

/** A question is listed when an average child would get it right this much less than the aim. */
export const HARDER_MARGIN = 0.1;
/** The success the next item aims at (75-85 %): below its floor minus the margin is "harder". */
export const AIMED_SUCCESS_FLOOR = 0.75;
/** Fewer answers than this say too little to list a question. */
export const MIN_ANSWERS = 20;

export const HarderQuestion = z.object({
  question_id: z.string(),
  prompt: z.string(),
  answers: z.number().int(),
  /** Share of answers that were right, as given. */
  right_share: z.number(),
  /** Learned chance that a child of average skill gets it right (Rasch, from all answers). */
  learned_success: z.number(),
});
export type HarderQuestion = z.infer<typeof HarderQuestion>;

/** GET /v1/instructor/quiz/harder-questions: the caller's own questions, hardest first. */
export const HarderQuestionList = z.object({
  aimed_success_floor: z.number(),
  min_answers: z.number().int(),
  results: z.array(HarderQuestion),
});
export type HarderQuestionList = z.infer<typeof HarderQuestionList>;
