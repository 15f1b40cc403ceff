import { z } from 'zod';
import { PageQuery, paginated } from './common.ts';

// Quizzes and short surveys (/instructor/quiz-survey). An instructor keeps a question bank,
// builds quizzes (questions with a right answer) and surveys (opinion questions) from it, attaches
// each to at most one lesson of their own courses and reads the results per question. Children meet
// the quiz at the end of the lesson.
//
// Instructor calls (STUDIO_ROLES; everything is the caller's own: anyone else's question, quiz or
// lesson is 404):
//   GET   /v1/instructor/quiz/question/list?q=&kind=&status=&page=&page_size=   -> QuizQuestionPage
//   POST  /v1/instructor/quiz/question/create            QuizQuestionCreate     -> 201 QuizQuestion
//   PATCH /v1/instructor/quiz/question/update/{id}       QuizQuestionUpdate     -> QuizQuestion
//   POST  /v1/instructor/quiz/question/archive/{id}                              -> QuizQuestion
//   GET   /v1/instructor/quiz/list?q=&page=&page_size=                           -> QuizPage
//   GET   /v1/instructor/quiz/get/{id}                                           -> QuizDetail
//   POST  /v1/instructor/quiz/create                     QuizCreate             -> 201 QuizDetail
//   PATCH /v1/instructor/quiz/update/{id}                QuizUpdate             -> QuizDetail
//   POST  /v1/instructor/quiz/delete/{id}                                        -> QuizDeleted
//   POST  /v1/instructor/quiz/attach/{id}                QuizAttach             -> QuizDetail
//   POST  /v1/instructor/quiz/detach/{id}                                        -> QuizDetail
//   GET   /v1/instructor/quiz/results/{id}                                       -> QuizResults
// Child calls (children only; a lesson the child cannot open answers as the lesson page does: 404
// when its course is not published, 403 while it is locked):
//   GET   /v1/course/lesson/{lessonId}/quiz                                      -> LessonQuizResponse
//   POST  /v1/course/lesson/{lessonId}/quiz              QuizAnswerRequest      -> QuizAnswerResult

export const QUIZ_KINDS = ['quiz', 'survey'] as const;
/** 'quiz': every question has one right option. 'survey': opinions, no right option. */
export const QuizKind = z.enum(QUIZ_KINDS);
export type QuizKind = z.infer<typeof QuizKind>;

export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 6;
export const QUIZ_QUESTIONS_MIN = 1;
export const QUIZ_QUESTIONS_MAX = 10;
export const PROMPT_MAX = 300;
export const OPTION_MAX = 120;
export const QUIZ_TITLE_MAX = 120;
/**
 * Results about fewer children than this are shown (quiz answers are not sensitive like self-esteem)
 * but marked as a small group, so the instructor reads them with care. Nothing is withheld.
 */
export const RESULTS_SMALL_GROUP = 5;

const prompt = z
  .string({ error: 'Please write the question.' })
  .trim()
  .min(1, 'Please write the question.')
  .max(PROMPT_MAX, `A question can be at most ${PROMPT_MAX} characters.`);
const option = z
  .string({ error: 'Please write every answer.' })
  .trim()
  .min(1, 'Please write every answer, or remove the empty one.')
  .max(OPTION_MAX, `An answer can be at most ${OPTION_MAX} characters.`);
const options = z
  .array(option)
  .min(OPTIONS_MIN, `Give at least ${OPTIONS_MIN} answers.`)
  .max(OPTIONS_MAX, `Give at most ${OPTIONS_MAX} answers.`)
  .refine((list) => new Set(list.map((o) => o.toLowerCase())).size === list.length, {
    message: 'Each answer must be different.',
  });
const optionIndex = z.number().int().min(0, 'Pick one of the answers.');

export const RIGHT_ANSWER_REQUIRED = 'Choose the right answer of a quiz question.';
export const NO_RIGHT_ANSWER_IN_SURVEY = 'A survey question has no right answer.';
export const RIGHT_ANSWER_IN_RANGE = 'The right answer must be one of the answers.';

/** POST /v1/instructor/quiz/question/create. The kind never changes afterwards. */
export const QuizQuestionCreate = z
  .object({
    kind: QuizKind,
    prompt,
    options,
    /** Index into options of the right answer: required for 'quiz', absent or null for 'survey'. */
    correct_option: optionIndex.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const right = v.correct_option ?? null;
    if (v.kind === 'quiz' && right === null)
      ctx.addIssue({ code: 'custom', path: ['correct_option'], message: RIGHT_ANSWER_REQUIRED });
    if (v.kind === 'survey' && right !== null)
      ctx.addIssue({ code: 'custom', path: ['correct_option'], message: NO_RIGHT_ANSWER_IN_SURVEY });
    if (right !== null && right >= v.options.length)
      ctx.addIssue({ code: 'custom', path: ['correct_option'], message: RIGHT_ANSWER_IN_RANGE });
  });
export type QuizQuestionCreate = z.infer<typeof QuizQuestionCreate>;

/**
 * PATCH /v1/instructor/quiz/question/update/{id}: any of the fields. Once children have answered the
 * question its answers and right answer are fixed (409; archive it and write a new one), so old
 * results keep their meaning; the wording of the question can still be corrected.
 */
export const QuizQuestionUpdate = z.object({
  prompt: prompt.optional(),
  options: options.optional(),
  correct_option: optionIndex.nullable().optional(),
});
export type QuizQuestionUpdate = z.infer<typeof QuizQuestionUpdate>;

export const QuizQuestion = z.object({
  id: z.string(),
  kind: QuizKind,
  prompt: z.string(),
  options: z.array(z.string()),
  correct_option: z.number().int().nullable(),
  archived: z.boolean(),
  /** Quizzes and surveys that use it. */
  quiz_count: z.number().int(),
  /** Whether any child has answered it (then its answers cannot change). */
  answered: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

/** GET /v1/instructor/quiz/question/list: the caller's bank, newest first; `q` searches the wording. */
export const QuizQuestionListQuery = PageQuery.extend({
  q: z.string().trim().max(100, 'The search is too long.').optional(),
  kind: QuizKind.optional(),
  status: z.enum(['active', 'archived']).default('active'),
});
export type QuizQuestionListQuery = z.infer<typeof QuizQuestionListQuery>;
export const QuizQuestionPage = paginated(QuizQuestion);
export type QuizQuestionPage = z.infer<typeof QuizQuestionPage>;

const title = z
  .string({ error: 'Please give it a title.' })
  .trim()
  .min(1, 'Please give it a title.')
  .max(QUIZ_TITLE_MAX, `A title can be at most ${QUIZ_TITLE_MAX} characters.`);
const questionIds = z
  .array(z.uuid('This is not a question id.'))
  .min(QUIZ_QUESTIONS_MIN, 'Pick at least one question.')
  .max(QUIZ_QUESTIONS_MAX, `Pick at most ${QUIZ_QUESTIONS_MAX} questions.`)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Each question can be used once.' });

/**
 * POST /v1/instructor/quiz/create. `question_ids` in the order children see them: bank questions of
 * the same kind (a quiz uses quiz questions, a survey survey questions), not archived.
 */
export const QuizCreate = z.object({ kind: QuizKind, title, question_ids: questionIds });
export type QuizCreate = z.infer<typeof QuizCreate>;

/** PATCH /v1/instructor/quiz/update/{id}: a new title and/or question list (the kind is fixed). */
export const QuizUpdate = z.object({ title: title.optional(), question_ids: questionIds.optional() });
export type QuizUpdate = z.infer<typeof QuizUpdate>;

/** POST /v1/instructor/quiz/attach/{id}: moves the quiz to this lesson (409 if it has another one). */
export const QuizAttach = z.object({ lesson_id: z.uuid('This is not a lesson id.') });
export type QuizAttach = z.infer<typeof QuizAttach>;

/** The lesson a quiz is attached to. */
export const QuizLesson = z.object({
  id: z.string(),
  title: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  course_status: z.string(),
});
export type QuizLesson = z.infer<typeof QuizLesson>;

/** A quiz or survey in the instructor's list. */
export const QuizSummary = z.object({
  id: z.string(),
  kind: QuizKind,
  title: z.string(),
  question_count: z.number().int(),
  lesson: QuizLesson.nullable(),
  /** Children who answered it. */
  response_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuizSummary = z.infer<typeof QuizSummary>;

/** GET /v1/instructor/quiz/list: the caller's quizzes and surveys, most recently changed first. */
export const QuizListQuery = PageQuery.extend({
  q: z.string().trim().max(100, 'The search is too long.').optional(),
});
export type QuizListQuery = z.infer<typeof QuizListQuery>;
export const QuizPage = paginated(QuizSummary);
export type QuizPage = z.infer<typeof QuizPage>;

/** GET /v1/instructor/quiz/get/{id}: with its questions in order (with the right answers). */
export const QuizDetail = QuizSummary.extend({ questions: z.array(QuizQuestion) });
export type QuizDetail = z.infer<typeof QuizDetail>;

export const QuizDeleted = z.object({ id: z.string(), deleted: z.literal(true) });
export type QuizDeleted = z.infer<typeof QuizDeleted>;

export const QuizIdParams = z.object({ id: z.uuid('This is not a valid id.') });

/** One question's results: how many children answered and how many picked each option. */
export const QuestionResult = z.object({
  question_id: z.string(),
  prompt: z.string(),
  options: z.array(z.object({ label: z.string(), count: z.number().int() })),
  correct_option: z.number().int().nullable(),
  answered: z.number().int(),
  /** Quiz questions: rounded percent of the children who answered that picked the right one. */
  percent_correct: z.number().int().nullable(),
});
export type QuestionResult = z.infer<typeof QuestionResult>;

/** GET /v1/instructor/quiz/results/{id}: the latest answers of each child, per question in quiz order. */
export const QuizResults = z.object({
  quiz_id: z.string(),
  kind: QuizKind,
  title: z.string(),
  response_count: z.number().int(),
  /** True when fewer than RESULTS_SMALL_GROUP children answered: read with care. */
  small_group: z.boolean(),
  questions: z.array(QuestionResult),
});
export type QuizResults = z.infer<typeof QuizResults>;

// ---- the child's side -----------------------------------------------------------------------------

/** A question as a child sees it: never the right answer. */
export const ChildQuizQuestion = z.object({
  id: z.string(),
  prompt: z.string(),
  options: z.array(z.string()),
});
export type ChildQuizQuestion = z.infer<typeof ChildQuizQuestion>;

export const ChildQuiz = z.object({
  id: z.string(),
  kind: QuizKind,
  title: z.string(),
  lesson_id: z.string(),
  questions: z.array(ChildQuizQuestion),
  /** When the child last answered it; answering again replaces those answers. */
  answered_at: z.string().nullable(),
});
export type ChildQuiz = z.infer<typeof ChildQuiz>;

/** GET /v1/course/lesson/{lessonId}/quiz: the lesson's quiz or survey, or null when it has none. */
export const LessonQuizResponse = z.object({ quiz: ChildQuiz.nullable() });
export type LessonQuizResponse = z.infer<typeof LessonQuizResponse>;

/**
 * POST /v1/course/lesson/{lessonId}/quiz: one answer for every question of the quiz, each once.
 * `quiz_id` is the quiz the child saw; if the lesson's quiz changed meanwhile the answer is 409.
 */
export const QuizAnswerRequest = z.object({
  quiz_id: z.uuid('This is not a quiz id.'),
  answers: z
    .array(z.object({ question_id: z.uuid('This is not a question id.'), option_index: optionIndex }))
    .min(1, 'Please answer the questions.')
    .max(QUIZ_QUESTIONS_MAX, 'There are more answers than questions.'),
});
export type QuizAnswerRequest = z.infer<typeof QuizAnswerRequest>;

export const QuizAnswerFeedback = z.object({
  question_id: z.string(),
  option_index: z.number().int(),
  /** Quiz: whether the pick was right; survey: null. */
  correct: z.boolean().nullable(),
  /** Quiz: the right option (shown after answering); survey: null. */
  correct_option: z.number().int().nullable(),
  /** Kind words about this answer. */
  feedback: z.string(),
});
export type QuizAnswerFeedback = z.infer<typeof QuizAnswerFeedback>;

export const QuizAnswerResult = z.object({
  quiz_id: z.string(),
  kind: QuizKind,
  submitted_at: z.string(),
  /** Quiz: how many were right; survey: null. */
  right_count: z.number().int().nullable(),
  total: z.number().int(),
  /** Kind words about the whole quiz or survey. */
  message: z.string(),
  results: z.array(QuizAnswerFeedback),
});
export type QuizAnswerResult = z.infer<typeof QuizAnswerResult>;
