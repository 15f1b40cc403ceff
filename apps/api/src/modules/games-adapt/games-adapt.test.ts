import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { quizAnswers, quizQuestions, quizResponses, quizzes } from '../quizzes/tables.ts';

let ctx: TestContext;
let author: FixtureUser;
let other: FixtureUser;
let parent: FixtureUser;
let kid: FixtureUser;
const ids = { easy: '', hard: '', othersHard: '', fewAnswers: '' };

async function question(owner: FixtureUser, prompt: string): Promise<string> {
  const [row] = await ctx.db
    .insert(quizQuestions)
    .values({ ownerId: owner.id, kind: 'quiz', prompt, options: ['a', 'b'], correctOption: 0 })
    .returning({ id: quizQuestions.id });
  return row?.id as string;
}

beforeAll(async () => {
  ctx = await createTestApp();
  author = await createInstructor(ctx.db);
  other = await createInstructor(ctx.db);
  parent = await createParent(ctx.db);
  kid = await createChild(ctx.db, parent);
  ids.easy = await question(author, 'Which is a kind word?');
  ids.hard = await question(author, 'Which feeling word means proud and shy at once?');
  ids.othersHard = await question(other, 'Another author’s hard one');
  ids.fewAnswers = await question(author, 'Asked only a few times');
  const [quiz] = await ctx.db
    .insert(quizzes)
    .values({ ownerId: author.id, kind: 'quiz', title: 'Feelings' })
    .returning({ id: quizzes.id });
  // 30 children: 90 % right on the easy one, 30 % on the hard ones; 5 answers on the last.
  for (let c = 0; c < 30; c++) {
    const child = await createChild(ctx.db, parent, { username: `adapt_${c}_${Date.now().toString(36)}` });
    const [response] = await ctx.db
      .insert(quizResponses)
      .values({ quizId: quiz?.id as string, childId: child.id })
      .returning({ id: quizResponses.id });
    const answer = (questionId: string, right: boolean) => ({
      responseId: response?.id as string,
      questionId,
      optionIndex: right ? 0 : 1,
    });
    const rows = [
      answer(ids.easy, c % 10 !== 0),
      answer(ids.hard, c % 10 < 3),
      answer(ids.othersHard, c % 10 < 3),
    ];
    if (c < 5) rows.push(answer(ids.fewAnswers, false));
    await ctx.db.insert(quizAnswers).values(rows);
  }
});
afterAll(() => ctx.close());

const get = async (user: FixtureUser) =>
  ctx.app.inject({
    method: 'GET',
    url: '/v1/instructor/quiz/harder-questions',
    headers: await authAs(ctx.app, user),
  });

describe('questions harder than expected', () => {
  it("lists only the caller's questions that children find harder, from 20 answers up", async () => {
    const res = await get(author);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ aimed_success_floor: 0.75, min_answers: 20 });
    expect(body.results.map((r: { question_id: string }) => r.question_id)).toEqual([ids.hard]);
    expect(body.results[0]).toMatchObject({
      prompt: 'Which feeling word means proud and shy at once?',
      answers: 30,
    });
    expect(body.results[0].right_share).toBeCloseTo(0.3, 5);
    expect(body.results[0].learned_success).toBeLessThan(0.65);
  });

  it("another author sees their own, never this author's", async () => {
    const body = (await get(other)).json();
    expect(body.results.map((r: { question_id: string }) => r.question_id)).toEqual([ids.othersHard]);
  });

  it('children and parents are refused', async () => {
    expect((await get(kid)).statusCode).toBe(403);
    expect((await get(parent)).statusCode).toBe(403);
  });
});
