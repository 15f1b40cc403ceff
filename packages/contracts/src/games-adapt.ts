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

/** A quiz question, sort card or match pair of one of the caller's game lessons (decision 052). */
export const HarderGameItem = z.object({
  lesson_id: z.string(),
  lesson_title: z.string(),
  game_type: z.enum(['quiz', 'sort', 'match']),
  /** The question's prompt, the card's label or the pair's feeling word. */
  item_label: z.string(),
  /** First tries the nightly fit learned from. */
  answers: z.number().int(),
  learned_success: z.number(),
});
export type HarderGameItem = z.infer<typeof HarderGameItem>;

/** GET /v1/instructor/quiz/harder-questions: the caller's own questions, hardest first. */
export const HarderQuestionList = z.object({
  aimed_success_floor: z.number(),
  min_answers: z.number().int(),
  results: z.array(HarderQuestion),
  /** Added for decision 052: the caller's mini-game items, from the nightly fit, hardest first. */
  game_items: z.array(HarderGameItem),
});
export type HarderQuestionList = z.infer<typeof HarderQuestionList>;

// Serving (decision 052): a child's game asks which item comes next. What the child's browser gets is
// only the next item's id and whether an answer was right: no skill, no difficulty, no chance.

/** POST /v1/games/sessions: start an adaptive play of a quiz, sort or match game lesson. */
export const GameSessionStart = z.object({ lesson_id: z.uuid('This is not a lesson id.') });
export type GameSessionStart = z.infer<typeof GameSessionStart>;

export const GameSessionStarted = z.object({
  session_id: z.string(),
  /** The item to show first, as the game names it (a quiz question's position, a card's or pair's id). */
  next_item: z.string().nullable(),
  /**
   * Added (decision 052, amended): every item not yet answered, the one to show first first
   * (next_item is its front). A game that shows several at once (a match board) fills its places
   * from the front. Only ids, in an order: no skill, difficulty or chance.
   */
  next_items: z.array(z.string()),
});
export type GameSessionStarted = z.infer<typeof GameSessionStarted>;

export const GameSessionParams = z.object({ id: z.uuid('This is not a game id.') });
export type GameSessionParams = z.infer<typeof GameSessionParams>;

/** POST /v1/games/sessions/{id}/attempts: the child's first try at one item. */
export const GameAttemptRequest = z.object({
  item: z.string().trim().min(1, 'Please say which item was answered.').max(40),
  /** A quiz option's position, the group a card was put in, or the pair id of the face picked. */
  answer: z.string().trim().min(1, 'Please give the answer.').max(40),
});
export type GameAttemptRequest = z.infer<typeof GameAttemptRequest>;

export const GameAttemptResult = z.object({
  correct: z.boolean(),
  /** The item to show next, null when every item has been answered. */
  next_item: z.string().nullable(),
  /** Added (decision 052, amended): every item not yet answered, the one to show next first. */
  next_items: z.array(z.string()),
});
export type GameAttemptResult = z.infer<typeof GameAttemptResult>;
