import type { LessonQuizResponse, QuizPage, QuizResults } from '@ye/contracts/quizzes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/auth/tables.ts';
import { authAs } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { seedDemo } from './demo.ts';

let t: TestContext;
let byLogin: Map<string, { id: string; type: 'child' | 'instructor' }>;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db)).toBe(true);
  const rows = await t.db
    .select({ id: users.id, type: users.type, email: users.email, username: users.username })
    .from(users);
  byLogin = new Map(
    rows.map((u) => [u.email ?? u.username ?? '', { id: u.id, type: u.type as 'child' | 'instructor' }]),
  );
});
afterAll(async () => t?.close());

async function get(login: string, url: string) {
  const who = byLogin.get(login);
  if (!who) throw new Error(`no ${login}`);
  const res = await t.app.inject({ method: 'GET', url, headers: await authAs(t.app, who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the demo quizzes', () => {
  it('give the demo instructor a quiz and a survey on lessons, with results from the children', async () => {
    const page = (await get('instructor@demo.test', '/v1/instructor/quiz/list')) as QuizPage;
    expect(page.results.map((q) => [q.title, q.kind, q.lesson?.title, q.response_count])).toEqual([
      ['Spot the strengths', 'quiz', 'Everyone has strengths', 3],
      ['After the breathing circle', 'survey', 'Breathe with the circle', 2],
    ]);
    const quiz = page.results[0];
    const results = (await get(
      'instructor@demo.test',
      `/v1/instructor/quiz/results/${quiz?.id}`,
    )) as QuizResults;
    expect(results.questions.map((q) => [q.answered, q.percent_correct])).toEqual([
      [3, 67],
      [3, 67],
      [3, 67],
    ]);
    const bank = await get('instructor@demo.test', '/v1/instructor/quiz/question/list');
    expect(bank.count).toBe(7);
    expect((await get('instructor2@demo.test', '/v1/instructor/quiz/list')).count).toBe(0);
  });

  it('show Mia the quiz at the end of the lesson she finished, as answered', async () => {
    const page = (await get('instructor@demo.test', '/v1/instructor/quiz/list')) as QuizPage;
    const lessonId = page.results[0]?.lesson?.id;
    const body = (await get('mia', `/v1/course/lesson/${lessonId}/quiz`)) as LessonQuizResponse;
    expect(body.quiz?.title).toBe('Spot the strengths');
    expect(body.quiz?.questions).toHaveLength(3);
    expect(body.quiz?.answered_at).not.toBeNull();
  });
});
