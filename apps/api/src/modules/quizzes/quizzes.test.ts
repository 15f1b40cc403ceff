import type {
  LessonQuizResponse,
  QuizAnswerResult,
  QuizDetail,
  QuizQuestion,
  QuizQuestionPage,
  QuizResults,
} from '@ye/contracts/quizzes';
import type { UserType } from '@ye/contracts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  createUser,
  type FixtureUser,
  grantMembership,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { insertTestCourse, insertTestProgress, type TestCourse } from '../learning/test-courses.ts';
import { ANSWERED_FIXED, quizMessage, RIGHT, THANKS_FOR_SURVEY, wrongWords } from './service.ts';
import { quizAnswers, quizResponses, quizzes } from './tables.ts';

let ctx: TestContext;
let owner: FixtureUser;
let other: FixtureUser;
let parent: FixtureUser;
let child: FixtureUser;
let admin: FixtureUser;
let course: TestCourse;
let draft: TestCourse;
let othersCourse: TestCourse;

type Who = { id: string; type: UserType } | null;

async function call(
  who: Who,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
) {
  const headers = who ? await authAs(ctx.app, who) : {};
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? res.json() : null, text: res.body };
}

async function question(who: Who, body: Record<string, unknown>): Promise<QuizQuestion> {
  const res = await call(who, 'POST', '/v1/instructor/quiz/question/create', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as QuizQuestion;
}
const quizQuestion = (who: Who, prompt: string, options = ['Yes', 'No', 'Maybe'], right = 0) =>
  question(who, { kind: 'quiz', prompt, options, correct_option: right });
const surveyQuestion = (who: Who, prompt: string, options = ['Happy', 'Okay', 'Sad']) =>
  question(who, { kind: 'survey', prompt, options });

async function makeQuiz(
  who: Who,
  kind: 'quiz' | 'survey',
  ids: string[],
  title = 'Check-in',
): Promise<QuizDetail> {
  const res = await call(who, 'POST', '/v1/instructor/quiz/create', { kind, title, question_ids: ids });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as QuizDetail;
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createInstructor(ctx.db);
  other = await createInstructor(ctx.db);
  admin = await createUser(ctx.db, { type: 'admin' });
  parent = await createParent(ctx.db);
  await grantMembership(ctx.db, parent);
  child = await createChild(ctx.db, parent, { firstName: 'Mia', birthday: '2017-03-01' });
  // Chapter 2 stays locked until chapter 1 is done.
  course = await insertTestCourse(ctx.db, { instructorId: owner.id, lessonsPerChapter: [2, 1] });
  draft = await insertTestCourse(ctx.db, { instructorId: owner.id, state: 'draft', lessonsPerChapter: [1] });
  othersCourse = await insertTestCourse(ctx.db, { instructorId: other.id, lessonsPerChapter: [1] });
});
afterAll(async () => ctx?.close());

describe('the question bank', () => {
  it('creates quiz and survey questions, trimmed, with the right answer only for quiz questions', async () => {
    const q = await question(owner, {
      kind: 'quiz',
      prompt: '  What helps when you feel worried? ',
      options: [' Slow breaths ', 'Shouting'],
      correct_option: 0,
    });
    expect(q).toMatchObject({
      kind: 'quiz',
      prompt: 'What helps when you feel worried?',
      options: ['Slow breaths', 'Shouting'],
      correct_option: 0,
      archived: false,
      answered: false,
      quiz_count: 0,
    });
    const s = await surveyQuestion(owner, 'How did this lesson feel?');
    expect(s.correct_option).toBeNull();
  });

  it.each([
    ['a quiz question without a right answer', { kind: 'quiz', prompt: 'Q', options: ['a', 'b'] }],
    [
      'a survey question with a right answer',
      { kind: 'survey', prompt: 'Q', options: ['a', 'b'], correct_option: 0 },
    ],
    [
      'a right answer past the options',
      { kind: 'quiz', prompt: 'Q', options: ['a', 'b'], correct_option: 2 },
    ],
    ['one option', { kind: 'quiz', prompt: 'Q', options: ['a'], correct_option: 0 }],
    ['seven options', { kind: 'survey', prompt: 'Q', options: ['1', '2', '3', '4', '5', '6', '7'] }],
    ['the same option twice', { kind: 'survey', prompt: 'Q', options: ['Yes', 'yes'] }],
    ['an empty option', { kind: 'survey', prompt: 'Q', options: ['Yes', '  '] }],
    ['an empty prompt', { kind: 'survey', prompt: '   ', options: ['a', 'b'] }],
    ['an unknown kind', { kind: 'poll', prompt: 'Q', options: ['a', 'b'] }],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const before = (await call(owner, 'GET', '/v1/instructor/quiz/question/list?page_size=100')).body.count;
    const res = await call(owner, 'POST', '/v1/instructor/quiz/question/create', body);
    expect(res.status).toBe(400);
    expect(typeof res.body.detail).toBe('string');
    const after = (await call(owner, 'GET', '/v1/instructor/quiz/question/list?page_size=100')).body.count;
    expect(after).toBe(before);
  });

  it('lists only the caller’s questions, newest first, paginated, searchable and by kind', async () => {
    const mine = await call(owner, 'GET', '/v1/instructor/quiz/question/list?page_size=1');
    expect(mine.status).toBe(200);
    const page = mine.body as QuizQuestionPage;
    expect(page).toMatchObject({ page: 1, page_size: 1, count: 2 });
    expect(page.results.map((r) => r.prompt)).toEqual(['How did this lesson feel?']);
    const second = (await call(owner, 'GET', '/v1/instructor/quiz/question/list?page_size=1&page=2'))
      .body as QuizQuestionPage;
    expect(second.results.map((r) => r.prompt)).toEqual(['What helps when you feel worried?']);
    const searched = (await call(owner, 'GET', '/v1/instructor/quiz/question/list?q=WORRIED')).body;
    expect(searched.count).toBe(1);
    const surveys = (await call(owner, 'GET', '/v1/instructor/quiz/question/list?kind=survey')).body;
    expect(surveys.results.map((r: QuizQuestion) => r.kind)).toEqual(['survey']);
    const theirs = (await call(other, 'GET', '/v1/instructor/quiz/question/list')).body;
    expect(theirs.count).toBe(0);
  });

  it('updates, refuses anyone else (404) and archives out of the list', async () => {
    const q = await quizQuestion(owner, 'Is a mistake a chance to learn?');
    const res = await call(owner, 'PATCH', `/v1/instructor/quiz/question/update/${q.id}`, {
      prompt: 'Can a mistake help you learn?',
      options: ['Yes', 'No'],
      correct_option: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ prompt: 'Can a mistake help you learn?', options: ['Yes', 'No'] });

    const outOfRange = await call(owner, 'PATCH', `/v1/instructor/quiz/question/update/${q.id}`, {
      correct_option: 2,
    });
    expect(outOfRange.status).toBe(400);
    const noRight = await call(owner, 'PATCH', `/v1/instructor/quiz/question/update/${q.id}`, {
      correct_option: null,
    });
    expect(noRight.status).toBe(400);

    for (const url of [
      `/v1/instructor/quiz/question/update/${q.id}`,
      `/v1/instructor/quiz/question/archive/${q.id}`,
    ]) {
      const method = url.includes('update') ? 'PATCH' : 'POST';
      const theirs = await call(other, method, url, { prompt: 'Mine now' });
      expect(theirs.status, url).toBe(404);
    }

    const archived = await call(owner, 'POST', `/v1/instructor/quiz/question/archive/${q.id}`);
    expect(archived.status).toBe(200);
    expect(archived.body.archived).toBe(true);
    const active = (await call(owner, 'GET', '/v1/instructor/quiz/question/list?page_size=100')).body;
    expect(active.results.map((r: QuizQuestion) => r.id)).not.toContain(q.id);
    const inArchive = (await call(owner, 'GET', '/v1/instructor/quiz/question/list?status=archived')).body;
    expect(inArchive.results.map((r: QuizQuestion) => r.id)).toEqual([q.id]);
    const edit = await call(owner, 'PATCH', `/v1/instructor/quiz/question/update/${q.id}`, { prompt: 'x' });
    expect(edit.status).toBe(409);
  });
});

describe('quizzes and surveys', () => {
  it('builds a quiz from quiz questions in the given order', async () => {
    const a = await quizQuestion(owner, 'First?');
    const b = await quizQuestion(owner, 'Second?');
    const quiz = await makeQuiz(owner, 'quiz', [b.id, a.id], '  Brave check ');
    expect(quiz).toMatchObject({ kind: 'quiz', title: 'Brave check', question_count: 2, lesson: null });
    expect(quiz.questions.map((x) => x.prompt)).toEqual(['Second?', 'First?']);

    const reordered = await call(owner, 'PATCH', `/v1/instructor/quiz/update/${quiz.id}`, {
      title: 'Brave quiz',
      question_ids: [a.id, b.id],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.questions.map((x: QuizQuestion) => x.prompt)).toEqual(['First?', 'Second?']);
    expect(reordered.body.title).toBe('Brave quiz');

    const list = (await call(owner, 'GET', '/v1/instructor/quiz/list?q=brave')).body;
    expect(list.results.map((r: { id: string }) => r.id)).toEqual([quiz.id]);
    expect((await call(other, 'GET', '/v1/instructor/quiz/list')).body.count).toBe(0);
  });

  it('refuses mixed kinds, too few or many questions, someone else’s or archived questions', async () => {
    const q = await quizQuestion(owner, 'Quiz?');
    const s = await surveyQuestion(owner, 'Survey?');
    const theirs = await quizQuestion(other, 'Theirs?');
    const gone = await quizQuestion(owner, 'Gone?');
    await call(owner, 'POST', `/v1/instructor/quiz/question/archive/${gone.id}`);
    const eleven = Array.from({ length: 11 }, () => crypto.randomUUID());
    const cases: [Record<string, unknown>, number][] = [
      [{ kind: 'survey', title: 'S', question_ids: [q.id] }, 400],
      [{ kind: 'quiz', title: 'Q', question_ids: [q.id, s.id] }, 400],
      [{ kind: 'quiz', title: 'Q', question_ids: [] }, 400],
      [{ kind: 'quiz', title: 'Q', question_ids: eleven }, 400],
      [{ kind: 'quiz', title: 'Q', question_ids: [q.id, q.id] }, 400],
      [{ kind: 'quiz', title: ' ', question_ids: [q.id] }, 400],
      [{ kind: 'quiz', title: 'Q', question_ids: [gone.id] }, 400],
      [{ kind: 'quiz', title: 'Q', question_ids: [theirs.id] }, 404],
    ];
    const before = (await call(owner, 'GET', '/v1/instructor/quiz/list')).body.count;
    for (const [body, status] of cases) {
      const res = await call(owner, 'POST', '/v1/instructor/quiz/create', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(typeof res.body.detail).toBe('string');
    }
    expect((await call(owner, 'GET', '/v1/instructor/quiz/list')).body.count).toBe(before);
  });

  it('keeps an archived question in the quiz that already had it', async () => {
    const a = await quizQuestion(owner, 'Keep me?');
    const b = await quizQuestion(owner, 'And me?');
    const quiz = await makeQuiz(owner, 'quiz', [a.id, b.id]);
    await call(owner, 'POST', `/v1/instructor/quiz/question/archive/${a.id}`);
    const res = await call(owner, 'PATCH', `/v1/instructor/quiz/update/${quiz.id}`, {
      question_ids: [b.id, a.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.questions.map((x: QuizQuestion) => [x.prompt, x.archived])).toEqual([
      ['And me?', false],
      ['Keep me?', true],
    ]);
  });

  it('answers 404 to another instructor on every quiz route, and deletes for the owner', async () => {
    const q = await quizQuestion(owner, 'Private?');
    const quiz = await makeQuiz(owner, 'quiz', [q.id]);
    const routes: [string, 'GET' | 'POST' | 'PATCH', Record<string, unknown>?][] = [
      [`/v1/instructor/quiz/get/${quiz.id}`, 'GET'],
      [`/v1/instructor/quiz/results/${quiz.id}`, 'GET'],
      [`/v1/instructor/quiz/update/${quiz.id}`, 'PATCH', { title: 'Mine' }],
      [`/v1/instructor/quiz/attach/${quiz.id}`, 'POST', { lesson_id: othersCourse.lessonIds[0] }],
      [`/v1/instructor/quiz/detach/${quiz.id}`, 'POST'],
      [`/v1/instructor/quiz/delete/${quiz.id}`, 'POST'],
    ];
    for (const [url, method, body] of routes) {
      expect((await call(other, method, url, body)).status, url).toBe(404);
      // An admin works with their own bank like an instructor: not anyone else's.
      expect((await call(admin, method, url, body)).status, url).toBe(404);
    }
    expect((await call(owner, 'GET', `/v1/instructor/quiz/get/${quiz.id}`)).body.title).toBe('Check-in');

    const deleted = await call(owner, 'POST', `/v1/instructor/quiz/delete/${quiz.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: quiz.id, deleted: true });
    expect((await call(owner, 'GET', `/v1/instructor/quiz/get/${quiz.id}`)).status).toBe(404);
    // The bank question stays.
    expect((await call(owner, 'PATCH', `/v1/instructor/quiz/question/update/${q.id}`, {})).status).toBe(200);
  });
});

describe('attaching to lessons', () => {
  it('attaches to a lesson of the caller’s course, refuses others’ lessons and a taken lesson, detaches', async () => {
    const q = await quizQuestion(owner, 'Attach?');
    const s = await surveyQuestion(owner, 'Feel?');
    const quiz = await makeQuiz(owner, 'quiz', [q.id], 'Lesson quiz');
    const survey = await makeQuiz(owner, 'survey', [s.id], 'Lesson survey');
    const lessonId = draft.lessonIds[0] ?? '';

    const attached = await call(owner, 'POST', `/v1/instructor/quiz/attach/${quiz.id}`, {
      lesson_id: lessonId,
    });
    expect(attached.status).toBe(200);
    expect(attached.body.lesson).toMatchObject({ id: lessonId, course_id: draft.id, course_status: 'draft' });

    const theirs = await call(owner, 'POST', `/v1/instructor/quiz/attach/${survey.id}`, {
      lesson_id: othersCourse.lessonIds[0],
    });
    expect(theirs.status).toBe(404);
    const unknown = await call(owner, 'POST', `/v1/instructor/quiz/attach/${survey.id}`, {
      lesson_id: crypto.randomUUID(),
    });
    expect(unknown.status).toBe(404);
    const bad = await call(owner, 'POST', `/v1/instructor/quiz/attach/${survey.id}`, { lesson_id: 'nope' });
    expect(bad.status).toBe(400);

    const taken = await call(owner, 'POST', `/v1/instructor/quiz/attach/${survey.id}`, {
      lesson_id: lessonId,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe('This lesson already has the quiz “Lesson quiz”. Detach it first.');
    const [row] = await ctx.db
      .select({ lessonId: quizzes.lessonId })
      .from(quizzes)
      .where(eq(quizzes.id, survey.id));
    expect(row?.lessonId).toBeNull();

    // Attaching again to the same lesson is fine.
    expect(
      (await call(owner, 'POST', `/v1/instructor/quiz/attach/${quiz.id}`, { lesson_id: lessonId })).status,
    ).toBe(200);
    const detached = await call(owner, 'POST', `/v1/instructor/quiz/detach/${quiz.id}`);
    expect(detached.status).toBe(200);
    expect(detached.body.lesson).toBeNull();
    expect(
      (await call(owner, 'POST', `/v1/instructor/quiz/attach/${survey.id}`, { lesson_id: lessonId })).status,
    ).toBe(200);
  });
});

describe('the child’s side and the results', () => {
  let quiz: QuizDetail;
  let q1: QuizQuestion;
  let q2: QuizQuestion;
  const lessonUrl = () => `/v1/course/lesson/${course.lessonIds[0]}/quiz`;

  beforeAll(async () => {
    q1 = await quizQuestion(owner, 'Who can have strengths?', ['Everyone', 'Only grown-ups'], 0);
    q2 = await quizQuestion(owner, 'Is being kind a strength?', ['No', 'Yes'], 1);
    quiz = await makeQuiz(owner, 'quiz', [q1.id, q2.id], 'Strengths quiz');
    const res = await call(owner, 'POST', `/v1/instructor/quiz/attach/${quiz.id}`, {
      lesson_id: course.lessonIds[0],
    });
    expect(res.status).toBe(200);
  });

  it('shows the child the quiz without its right answers', async () => {
    const res = await call(child, 'GET', lessonUrl());
    expect(res.status).toBe(200);
    const body = res.body as LessonQuizResponse;
    expect(body.quiz).toMatchObject({
      id: quiz.id,
      kind: 'quiz',
      title: 'Strengths quiz',
      lesson_id: course.lessonIds[0],
      answered_at: null,
    });
    expect(body.quiz?.questions).toEqual([
      { id: q1.id, prompt: 'Who can have strengths?', options: ['Everyone', 'Only grown-ups'] },
      { id: q2.id, prompt: 'Is being kind a strength?', options: ['No', 'Yes'] },
    ]);
    expect(res.text).not.toContain('correct');
  });

  it('answers null for a lesson without a quiz, 403 for a locked lesson and 404 for a draft', async () => {
    expect((await call(child, 'GET', `/v1/course/lesson/${course.lessonIds[1]}/quiz`)).body).toEqual({
      quiz: null,
    });
    const locked = await call(child, 'GET', `/v1/course/lesson/${course.lessonIds[2]}/quiz`);
    expect(locked.status).toBe(403);
    expect(locked.body.detail).toMatch(/locked/);
    const hidden = await call(child, 'GET', `/v1/course/lesson/${draft.lessonIds[0]}/quiz`);
    expect(hidden.status).toBe(404);
    const answerDraft = await call(child, 'POST', `/v1/course/lesson/${draft.lessonIds[0]}/quiz`, {
      quiz_id: crypto.randomUUID(),
      answers: [{ question_id: q1.id, option_index: 0 }],
    });
    expect(answerDraft.status).toBe(404);
  });

  it('refuses a locked lesson’s quiz until the chapter before is done', async () => {
    const s = await surveyQuestion(owner, 'Ready for chapter 2?');
    const later = await makeQuiz(owner, 'survey', [s.id], 'Later survey');
    await call(owner, 'POST', `/v1/instructor/quiz/attach/${later.id}`, { lesson_id: course.lessonIds[2] });
    const body = { quiz_id: later.id, answers: [{ question_id: s.id, option_index: 0 }] };
    const kid = await createChild(ctx.db, parent, { firstName: 'Leo' });
    expect((await call(kid, 'POST', `/v1/course/lesson/${course.lessonIds[2]}/quiz`, body)).status).toBe(403);
    expect(await ctx.db.select().from(quizResponses).where(eq(quizResponses.quizId, later.id))).toHaveLength(
      0,
    );
    await insertTestProgress(ctx.db, {
      childId: kid.id,
      course,
      completedLessonIds: course.chapters[0]?.lessonIds ?? [],
    });
    const res = await call(kid, 'POST', `/v1/course/lesson/${course.lessonIds[2]}/quiz`, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'survey',
      right_count: null,
      total: 1,
      message: THANKS_FOR_SURVEY,
    });
  });

  it.each([
    [
      'a missing answer',
      () => ({ quiz_id: quiz.id, answers: [{ question_id: q1.id, option_index: 0 }] }),
      400,
    ],
    [
      'a question answered twice',
      () => ({
        quiz_id: quiz.id,
        answers: [
          { question_id: q1.id, option_index: 0 },
          { question_id: q1.id, option_index: 1 },
        ],
      }),
      400,
    ],
    [
      'an option out of range',
      () => ({
        quiz_id: quiz.id,
        answers: [
          { question_id: q1.id, option_index: 0 },
          { question_id: q2.id, option_index: 2 },
        ],
      }),
      400,
    ],
    [
      'a negative option',
      () => ({
        quiz_id: quiz.id,
        answers: [
          { question_id: q1.id, option_index: -1 },
          { question_id: q2.id, option_index: 0 },
        ],
      }),
      400,
    ],
    [
      'a question of another quiz',
      () => ({
        quiz_id: quiz.id,
        answers: [
          { question_id: q1.id, option_index: 0 },
          { question_id: crypto.randomUUID(), option_index: 0 },
        ],
      }),
      400,
    ],
    ['no answers', () => ({ quiz_id: quiz.id, answers: [] }), 400],
    [
      'another quiz id',
      () => ({
        quiz_id: crypto.randomUUID(),
        answers: [
          { question_id: q1.id, option_index: 0 },
          { question_id: q2.id, option_index: 1 },
        ],
      }),
      409,
    ],
  ])('refuses %s and stores nothing', async (_name, body, status) => {
    const res = await call(child, 'POST', lessonUrl(), body());
    expect(res.status).toBe(status);
    expect(typeof res.body.detail).toBe('string');
    expect(await ctx.db.select().from(quizResponses).where(eq(quizResponses.quizId, quiz.id))).toHaveLength(
      0,
    );
  });

  it('tells the child kindly which were right, and answering again replaces the answers', async () => {
    const first = await call(child, 'POST', lessonUrl(), {
      quiz_id: quiz.id,
      answers: [
        { question_id: q2.id, option_index: 0 },
        { question_id: q1.id, option_index: 0 },
      ],
    });
    expect(first.status).toBe(200);
    const result = first.body as QuizAnswerResult;
    expect(result).toMatchObject({ kind: 'quiz', right_count: 1, total: 2, message: quizMessage(1, 2) });
    expect(result.results).toEqual([
      { question_id: q1.id, option_index: 0, correct: true, correct_option: 0, feedback: RIGHT },
      { question_id: q2.id, option_index: 0, correct: false, correct_option: 1, feedback: wrongWords('Yes') },
    ]);

    const again = await call(child, 'POST', lessonUrl(), {
      quiz_id: quiz.id,
      answers: [
        { question_id: q1.id, option_index: 0 },
        { question_id: q2.id, option_index: 1 },
      ],
    });
    expect(again.body).toMatchObject({ right_count: 2, message: 'Amazing! You got all 2 right.' });
    const responses = await ctx.db.select().from(quizResponses).where(eq(quizResponses.quizId, quiz.id));
    expect(responses).toHaveLength(1);
    const answers = await ctx.db
      .select({ questionId: quizAnswers.questionId, optionIndex: quizAnswers.optionIndex })
      .from(quizAnswers)
      .where(eq(quizAnswers.responseId, responses[0]?.id ?? ''));
    expect(answers).toHaveLength(2);
    expect(answers.find((a) => a.questionId === q2.id)?.optionIndex).toBe(1);
    expect((await call(child, 'GET', lessonUrl())).body.quiz.answered_at).toBe(
      responses[0]?.submittedAt.toISOString(),
    );
  });

  it('fixes the answers of an answered question but lets its wording be corrected', async () => {
    const change = await call(owner, 'PATCH', `/v1/instructor/quiz/question/update/${q1.id}`, {
      options: ['Everyone', 'Nobody'],
    });
    expect(change.status).toBe(409);
    expect(change.body.detail).toBe(ANSWERED_FIXED);
    const wording = await call(owner, 'PATCH', `/v1/instructor/quiz/question/update/${q1.id}`, {
      prompt: 'Who has strengths?',
      options: ['Everyone', 'Only grown-ups'],
    });
    expect(wording.status).toBe(200);
    expect(wording.body).toMatchObject({ prompt: 'Who has strengths?', answered: true, quiz_count: 1 });
  });

  it('counts answers per option and percent right per question, marking a small group', async () => {
    const small = (await call(owner, 'GET', `/v1/instructor/quiz/results/${quiz.id}`)).body as QuizResults;
    expect(small).toMatchObject({ response_count: 1, small_group: true });

    // Five more children: q1 right 4 of 6 in all, q2 right 3 of 6.
    const picks = [
      [0, 1],
      [0, 1],
      [0, 0],
      [1, 0],
      [1, 0],
    ];
    for (const [a, b] of picks) {
      const kid = await createChild(ctx.db, parent);
      const res = await call(kid, 'POST', lessonUrl(), {
        quiz_id: quiz.id,
        answers: [
          { question_id: q1.id, option_index: a },
          { question_id: q2.id, option_index: b },
        ],
      });
      expect(res.status).toBe(200);
    }
    const res = await call(owner, 'GET', `/v1/instructor/quiz/results/${quiz.id}`);
    expect(res.status).toBe(200);
    const results = res.body as QuizResults;
    expect(results).toMatchObject({ quiz_id: quiz.id, kind: 'quiz', response_count: 6, small_group: false });
    expect(results.questions).toEqual([
      {
        question_id: q1.id,
        prompt: 'Who has strengths?',
        options: [
          { label: 'Everyone', count: 4 },
          { label: 'Only grown-ups', count: 2 },
        ],
        correct_option: 0,
        answered: 6,
        percent_correct: 67,
      },
      {
        question_id: q2.id,
        prompt: 'Is being kind a strength?',
        options: [
          { label: 'No', count: 3 },
          { label: 'Yes', count: 3 },
        ],
        correct_option: 1,
        answered: 6,
        percent_correct: 50,
      },
    ]);
    const listed = (await call(owner, 'GET', '/v1/instructor/quiz/list?q=strengths')).body;
    expect(listed.results[0]).toMatchObject({ response_count: 6, question_count: 2 });
  });
});

describe('who may call', () => {
  // Valid bodies: Fastify validates a body before the role check runs.
  const instructorCalls: [string, 'GET' | 'POST', Record<string, unknown>?][] = [
    ['/v1/instructor/quiz/question/list', 'GET'],
    ['/v1/instructor/quiz/list', 'GET'],
    ['/v1/instructor/quiz/create', 'POST', { kind: 'quiz', title: 'x', question_ids: [crypto.randomUUID()] }],
    ['/v1/instructor/quiz/question/create', 'POST', { kind: 'survey', prompt: 'x', options: ['a', 'b'] }],
  ];

  it('refuses children and parents (403) and the signed-out (401) on instructor routes', async () => {
    const q = await quizQuestion(owner, 'Owner only?');
    const quiz = await makeQuiz(owner, 'quiz', [q.id]);
    instructorCalls.push(
      [`/v1/instructor/quiz/results/${quiz.id}`, 'GET'],
      [`/v1/instructor/quiz/delete/${quiz.id}`, 'POST'],
      [`/v1/instructor/quiz/question/archive/${q.id}`, 'POST'],
    );
    for (const [url, method, body] of instructorCalls) {
      expect((await call(child, method, url, body)).status, url).toBe(403);
      expect((await call(parent, method, url, body)).status, url).toBe(403);
      expect((await call(null, method, url, body)).status, url).toBe(401);
    }
  });

  it('lets only children use the lesson quiz (parent and instructor 403)', async () => {
    const url = `/v1/course/lesson/${course.lessonIds[0]}/quiz`;
    for (const who of [parent, owner]) {
      expect((await call(who, 'GET', url)).status).toBe(403);
      const body = {
        quiz_id: crypto.randomUUID(),
        answers: [{ question_id: crypto.randomUUID(), option_index: 0 }],
      };
      expect((await call(who, 'POST', url, body)).status).toBe(403);
    }
    expect((await call(null, 'GET', url)).status).toBe(401);
    expect(await ctx.db.select().from(quizzes).where(eq(quizzes.title, 'x'))).toHaveLength(0);
  });
});
