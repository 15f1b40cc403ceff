import type {
  ChildQuiz,
  LessonQuizResponse,
  QuestionResult,
  QuizAnswerFeedback,
  QuizAnswerRequest,
  QuizAnswerResult,
  QuizAttach,
  QuizCreate,
  QuizDeleted,
  QuizDetail,
  QuizKind,
  QuizListQuery,
  QuizPage,
  QuizQuestion,
  QuizQuestionCreate,
  QuizQuestionListQuery,
  QuizQuestionPage,
  QuizQuestionUpdate,
  QuizResults,
  QuizSummary,
  QuizUpdate,
} from '@ye/contracts/quizzes';
import {
  NO_RIGHT_ANSWER_IN_SURVEY,
  RESULTS_SMALL_GROUP,
  RIGHT_ANSWER_IN_RANGE,
  RIGHT_ANSWER_REQUIRED,
} from '@ye/contracts/quizzes';
import { clock } from '../../clock.ts';
import { type Db, type DbOrTx, isUniqueViolation } from '../../db/client.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { LESSON_NOT_FOUND } from '../catalog/service.ts';
import { type Learner, openLesson } from '../learning/progress/service.ts';
import * as q from './queries.ts';

export const QUESTION_NOT_FOUND = 'We could not find this question.';
export const SOME_QUESTION_NOT_FOUND = 'We could not find one of these questions.';
export const QUIZ_NOT_FOUND = 'We could not find this quiz or survey.';
export const ARCHIVED_FIXED = 'An archived question cannot be changed.';
export const ANSWERED_FIXED =
  'Children have already answered this question, so its answers cannot change. Archive it and write a new one.';
export const QUIZ_NEEDS_QUIZ_QUESTIONS = 'A quiz uses only quiz questions (with a right answer).';
export const SURVEY_NEEDS_SURVEY_QUESTIONS = 'A survey uses only survey questions (without a right answer).';
export const NO_QUIZ_ON_LESSON = 'This lesson has no quiz.';
export const QUIZ_CHANGED = 'This quiz has changed. Please load it again.';
export const ANSWER_EVERY_QUESTION = 'Please answer every question.';
export const ANSWER_ONCE = 'Please answer each question once.';
export const ANSWER_NOT_IN_QUIZ = 'One answer is for a question that is not in this quiz.';
export const PICK_AN_OPTION = 'Please pick one of the answers.';

// Kind words for the child.
export const RIGHT = "Yes! That's right.";
export const THANKS_FOR_ANSWER = 'Thank you for sharing!';
export const THANKS_FOR_SURVEY = 'Thank you for sharing what you think!';
export const wrongWords = (rightOption: string) => `Good try! The answer is “${rightOption}”.`;
export function quizMessage(right: number, total: number): string {
  if (right === total)
    return total === 1 ? 'Amazing! You got it right.' : `Amazing! You got all ${total} right.`;
  if (right === 0) return 'Good try! Have a look at the answers below. Every try helps you learn.';
  return `Well done! You got ${right} of ${total} right. Every try helps you learn.`;
}

const iso = (d: Date) => d.toISOString();
const asKind = (kind: string) => kind as QuizKind;
const offset = (page: number, pageSize: number) => (page - 1) * pageSize;

function toQuestion(row: q.QuestionRow): QuizQuestion {
  return {
    id: row.id,
    kind: asKind(row.kind),
    prompt: row.prompt,
    options: row.options,
    correct_option: row.correctOption,
    archived: row.archivedAt !== null,
    quiz_count: Number(row.quizCount),
    answered: Boolean(row.answered),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

function toSummary(row: q.QuizRow): QuizSummary {
  return {
    id: row.id,
    kind: asKind(row.kind),
    title: row.title,
    question_count: Number(row.questionCount),
    lesson:
      row.lessonId && row.lessonTitle !== null && row.courseId && row.courseTitle !== null
        ? {
            id: row.lessonId,
            title: row.lessonTitle,
            course_id: row.courseId,
            course_title: row.courseTitle,
            course_status: row.courseState ?? 'draft',
          }
        : null,
    response_count: Number(row.responseCount),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

// ---- the question bank ---------------------------------------------------------------------------

async function ownQuestion(db: DbOrTx, caller: Caller, id: string): Promise<q.QuestionRow> {
  const row = await q.findQuestion(db, id);
  if (!row || row.ownerId !== caller.userId) throw new NotFound(QUESTION_NOT_FOUND, 'question_not_found');
  return row;
}

async function rereadQuestion(db: DbOrTx, id: string): Promise<QuizQuestion> {
  const row = await q.findQuestion(db, id);
  if (!row) throw new NotFound(QUESTION_NOT_FOUND, 'question_not_found');
  return toQuestion(row);
}

export async function listQuestions(
  db: DbOrTx,
  caller: Caller,
  query: QuizQuestionListQuery,
): Promise<QuizQuestionPage> {
  const { count, rows } = await q.pageQuestions(db, {
    ownerId: caller.userId,
    q: query.q || undefined,
    kind: query.kind,
    archived: query.status === 'archived',
    limit: query.page_size,
    offset: offset(query.page, query.page_size),
  });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toQuestion) };
}

export async function createQuestion(
  db: DbOrTx,
  caller: Caller,
  input: QuizQuestionCreate,
): Promise<QuizQuestion> {
  const id = await q.insertQuestion(db, {
    ownerId: caller.userId,
    kind: input.kind,
    prompt: input.prompt,
    options: input.options,
    correctOption: input.kind === 'quiz' ? (input.correct_option ?? null) : null,
  });
  return rereadQuestion(db, id);
}

export async function updateQuestion(
  db: DbOrTx,
  caller: Caller,
  id: string,
  input: QuizQuestionUpdate,
): Promise<QuizQuestion> {
  const row = await ownQuestion(db, caller, id);
  if (row.archivedAt) throw new Conflict(ARCHIVED_FIXED, 'question_archived');
  const options = input.options ?? row.options;
  const right = input.correct_option === undefined ? row.correctOption : input.correct_option;
  if (row.kind === 'survey' && right !== null)
    throw new Invalid(NO_RIGHT_ANSWER_IN_SURVEY, 'no_right_answer_in_survey');
  if (row.kind === 'quiz' && right === null)
    throw new Invalid(RIGHT_ANSWER_REQUIRED, 'right_answer_required');
  if (right !== null && right >= options.length)
    throw new Invalid(RIGHT_ANSWER_IN_RANGE, 'right_answer_range');
  const answersChange =
    JSON.stringify(options) !== JSON.stringify(row.options) || right !== row.correctOption;
  if (answersChange && row.answered) throw new Conflict(ANSWERED_FIXED, 'question_answered');
  const set: Parameters<typeof q.updateQuestion>[2] = {};
  if (input.prompt !== undefined) set.prompt = input.prompt;
  if (answersChange) {
    set.options = options;
    set.correctOption = right;
  }
  await q.updateQuestion(db, row.id, set);
  return rereadQuestion(db, row.id);
}

/** Archived questions leave the bank's list and cannot be added to a quiz; quizzes keep them. */
export async function archiveQuestion(db: DbOrTx, caller: Caller, id: string): Promise<QuizQuestion> {
  const row = await ownQuestion(db, caller, id);
  await q.archiveQuestion(db, row.id);
  return rereadQuestion(db, row.id);
}

// ---- quizzes and surveys -------------------------------------------------------------------------

async function ownQuiz(db: DbOrTx, caller: Caller, id: string): Promise<q.QuizRow> {
  const row = await q.findQuiz(db, id);
  if (!row || row.ownerId !== caller.userId) throw new NotFound(QUIZ_NOT_FOUND, 'quiz_not_found');
  return row;
}

async function detail(db: DbOrTx, id: string): Promise<QuizDetail> {
  const [row, questions] = await Promise.all([q.findQuiz(db, id), q.questionsOfQuiz(db, id)]);
  if (!row) throw new NotFound(QUIZ_NOT_FOUND, 'quiz_not_found');
  return { ...toSummary(row), questions: questions.map(toQuestion) };
}

/**
 * The questions a quiz may use: the caller's own (else 404), of the quiz's kind, and not archived
 * unless the quiz already had them (an archived question stays where it was used).
 */
async function checkQuestions(
  db: DbOrTx,
  caller: Caller,
  kind: QuizKind,
  ids: readonly string[],
  alreadyIn: ReadonlySet<string> = new Set(),
): Promise<void> {
  const rows = await q.ownQuestionsByIds(db, { ownerId: caller.userId, ids });
  if (rows.length !== ids.length) throw new NotFound(SOME_QUESTION_NOT_FOUND, 'question_not_found');
  for (const row of rows) {
    if (row.kind !== kind)
      throw new Invalid(
        kind === 'quiz' ? QUIZ_NEEDS_QUIZ_QUESTIONS : SURVEY_NEEDS_SURVEY_QUESTIONS,
        'question_kind_mismatch',
      );
    if (row.archivedAt && !alreadyIn.has(row.id))
      throw new Invalid(`“${row.prompt}” is archived. Pick another question.`, 'question_archived');
  }
}

export async function listQuizzes(db: DbOrTx, caller: Caller, query: QuizListQuery): Promise<QuizPage> {
  const { count, rows } = await q.pageQuizzes(db, {
    ownerId: caller.userId,
    q: query.q || undefined,
    limit: query.page_size,
    offset: offset(query.page, query.page_size),
  });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toSummary) };
}

export async function getQuiz(db: DbOrTx, caller: Caller, id: string): Promise<QuizDetail> {
  const row = await ownQuiz(db, caller, id);
  return detail(db, row.id);
}

export async function createQuiz(db: Db, caller: Caller, input: QuizCreate): Promise<QuizDetail> {
  await checkQuestions(db, caller, input.kind, input.question_ids);
  const id = await db.transaction(async (tx) => {
    const quizId = await q.insertQuiz(tx, { ownerId: caller.userId, kind: input.kind, title: input.title });
    await q.replaceItems(tx, quizId, input.question_ids);
    return quizId;
  });
  return detail(db, id);
}

export async function updateQuiz(db: Db, caller: Caller, id: string, input: QuizUpdate): Promise<QuizDetail> {
  const row = await ownQuiz(db, caller, id);
  if (input.question_ids) {
    const current = await q.questionsOfQuiz(db, row.id);
    await checkQuestions(db, caller, asKind(row.kind), input.question_ids, new Set(current.map((c) => c.id)));
  }
  await db.transaction(async (tx) => {
    await q.updateQuiz(tx, row.id, input.title === undefined ? {} : { title: input.title });
    if (input.question_ids) await q.replaceItems(tx, row.id, input.question_ids);
  });
  return detail(db, row.id);
}

/** Deletes the quiz with its children's answers (its bank questions stay). */
export async function deleteQuiz(db: DbOrTx, caller: Caller, id: string): Promise<QuizDeleted> {
  const row = await ownQuiz(db, caller, id);
  await q.deleteQuiz(db, row.id);
  return { id: row.id, deleted: true };
}

const lessonTaken = (other: { kind: string; title: string }) =>
  `This lesson already has the ${other.kind} “${other.title}”. Detach it first.`;

/**
 * Attaches the quiz to a lesson of one of the caller's own courses (moving it if it was on another
 * lesson). Anyone else's lesson is 404; a lesson that has another quiz or survey is 409.
 */
export async function attachQuiz(
  db: DbOrTx,
  caller: Caller,
  id: string,
  input: QuizAttach,
): Promise<QuizDetail> {
  const row = await ownQuiz(db, caller, id);
  const lesson = await q.findLessonWithCourse(db, input.lesson_id);
  if (!lesson || lesson.instructorId !== caller.userId || lesson.courseState === 'discarded')
    throw new NotFound(LESSON_NOT_FOUND, 'lesson_not_found');
  if (row.lessonId === lesson.id) return detail(db, row.id);
  const other = await q.quizOnLesson(db, lesson.id);
  if (other && other.id !== row.id) throw new Conflict(lessonTaken(other), 'lesson_has_quiz');
  try {
    await q.updateQuiz(db, row.id, { lessonId: lesson.id });
  } catch (err) {
    // Another quiz was attached to the lesson in the meantime.
    if (isUniqueViolation(err))
      throw new Conflict('This lesson already has a quiz or survey. Detach it first.', 'lesson_has_quiz');
    throw err;
  }
  return detail(db, row.id);
}

export async function detachQuiz(db: DbOrTx, caller: Caller, id: string): Promise<QuizDetail> {
  const row = await ownQuiz(db, caller, id);
  if (row.lessonId !== null) await q.updateQuiz(db, row.id, { lessonId: null });
  return detail(db, row.id);
}

/**
 * Each question's answers, counted over every child's latest response. Small groups (fewer than
 * RESULTS_SMALL_GROUP children) are shown and flagged, not hidden: quiz answers say nothing personal.
 */
export async function quizResults(db: DbOrTx, caller: Caller, id: string): Promise<QuizResults> {
  const row = await ownQuiz(db, caller, id);
  const [questions, counts] = await Promise.all([q.questionsOfQuiz(db, row.id), q.answerCounts(db, row.id)]);
  const results: QuestionResult[] = questions.map((question) => {
    const perOption = question.options.map((label, index) => ({
      label,
      count: counts.find((c) => c.questionId === question.id && c.optionIndex === index)?.count ?? 0,
    }));
    const answered = perOption.reduce((sum, o) => sum + o.count, 0);
    const right = question.correctOption === null ? null : (perOption[question.correctOption]?.count ?? 0);
    return {
      question_id: question.id,
      prompt: question.prompt,
      options: perOption,
      correct_option: question.correctOption,
      answered,
      percent_correct: right === null || answered === 0 ? null : Math.round((right / answered) * 100),
    };
  });
  const responseCount = Number(row.responseCount);
  return {
    quiz_id: row.id,
    kind: asKind(row.kind),
    title: row.title,
    response_count: responseCount,
    small_group: responseCount < RESULTS_SMALL_GROUP,
    questions: results,
  };
}

// ---- the child's side ----------------------------------------------------------------------------

export async function lessonQuiz(
  db: DbOrTx,
  learner: Learner,
  lessonId: string,
): Promise<LessonQuizResponse> {
  const { childId } = learner;
  const lesson = await openLesson(db, learner, lessonId);
  const quiz = await q.quizOnLesson(db, lesson.id);
  if (!quiz) return { quiz: null };
  const [questions, answeredAt] = await Promise.all([
    q.questionsOfQuiz(db, quiz.id),
    q.childResponseAt(db, { quizId: quiz.id, childId }),
  ]);
  const out: ChildQuiz = {
    id: quiz.id,
    kind: asKind(quiz.kind),
    title: quiz.title,
    lesson_id: lesson.id,
    questions: questions.map((x) => ({ id: x.id, prompt: x.prompt, options: x.options })),
    answered_at: answeredAt ? iso(answeredAt) : null,
  };
  return { quiz: out };
}

/**
 * Stores the child's answers (every question exactly once, each pick one of its options), replacing
 * earlier ones in one transaction, and answers with kind words: for a quiz, which were right.
 */
export async function answerLessonQuiz(
  db: Db,
  learner: Learner,
  lessonId: string,
  input: QuizAnswerRequest,
  now = clock.now(),
): Promise<QuizAnswerResult> {
  const { childId } = learner;
  const lesson = await openLesson(db, learner, lessonId);
  const quiz = await q.quizOnLesson(db, lesson.id);
  if (!quiz) throw new NotFound(NO_QUIZ_ON_LESSON, 'quiz_not_found');
  if (quiz.id !== input.quiz_id) throw new Conflict(QUIZ_CHANGED, 'quiz_changed');
  const questions = await q.questionsOfQuiz(db, quiz.id);
  const byQuestion = new Map<string, number>();
  for (const answer of input.answers) {
    if (byQuestion.has(answer.question_id)) throw new Invalid(ANSWER_ONCE, 'answer_twice');
    byQuestion.set(answer.question_id, answer.option_index);
  }
  const ids = new Set(questions.map((x) => x.id));
  if ([...byQuestion.keys()].some((id) => !ids.has(id)))
    throw new Invalid(ANSWER_NOT_IN_QUIZ, 'answer_not_in_quiz');
  if (byQuestion.size !== questions.length) throw new Invalid(ANSWER_EVERY_QUESTION, 'answer_missing');
  for (const question of questions) {
    const pick = byQuestion.get(question.id) ?? -1;
    if (pick < 0 || pick >= question.options.length) throw new Invalid(PICK_AN_OPTION, 'option_out_of_range');
  }

  const answers = questions.map((x) => ({ questionId: x.id, optionIndex: byQuestion.get(x.id) ?? 0 }));
  const submittedAt = await db.transaction((tx) =>
    q.saveResponse(tx, { quizId: quiz.id, childId, answers, now }),
  );

  const isQuiz = quiz.kind === 'quiz';
  const results: QuizAnswerFeedback[] = questions.map((question) => {
    const pick = byQuestion.get(question.id) ?? 0;
    if (!isQuiz || question.correctOption === null)
      return {
        question_id: question.id,
        option_index: pick,
        correct: null,
        correct_option: null,
        feedback: THANKS_FOR_ANSWER,
      };
    const correct = pick === question.correctOption;
    return {
      question_id: question.id,
      option_index: pick,
      correct,
      correct_option: question.correctOption,
      feedback: correct ? RIGHT : wrongWords(question.options[question.correctOption] ?? ''),
    };
  });
  const right = isQuiz ? results.filter((r) => r.correct).length : null;
  return {
    quiz_id: quiz.id,
    kind: asKind(quiz.kind),
    submitted_at: iso(submittedAt),
    right_count: right,
    total: questions.length,
    message: right === null ? THANKS_FOR_SURVEY : quizMessage(right, questions.length),
    results,
  };
}
