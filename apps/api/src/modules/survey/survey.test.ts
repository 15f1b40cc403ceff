import {
  isRetakeDue,
  itemPoints,
  MAX_TOTAL,
  percentOf,
  ROSENBERG_ITEMS,
  scoreAnswers,
} from '@ye/contracts/rosenberg';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { dailyMetrics } from '../family/tables.ts';
import { submitAnswers } from './service.ts';
import { surveyAnswers, surveyResponses } from './tables.ts';

const SA = 4;
const A = 3;
const D = 2;
const SD = 1;
const every = (value: number) => new Map(ROSENBERG_ITEMS.map((i) => [i.id, value]));
const answersList = (value: number) => ROSENBERG_ITEMS.map((i) => ({ question_id: i.id, value }));

describe('Rosenberg scoring (unit)', () => {
  it('reverse-keys exactly the negatively worded items 2, 5, 6, 8 and 9', () => {
    expect(ROSENBERG_ITEMS).toHaveLength(10);
    expect(ROSENBERG_ITEMS.filter((i) => i.reverse).map((i) => i.id)).toEqual([2, 5, 6, 8, 9]);
  });

  it('scores an item 0-3 by its direction', () => {
    expect([SA, A, D, SD].map((v) => itemPoints({ reverse: false }, v))).toEqual([3, 2, 1, 0]);
    expect([SA, A, D, SD].map((v) => itemPoints({ reverse: true }, v))).toEqual([0, 1, 2, 3]);
    expect(() => itemPoints({ reverse: false }, 5)).toThrow(RangeError);
  });

  it('matches hand-computed totals', () => {
    // All "Strongly agree": 5 positive items × 3 + 5 reverse items × 0 = 15 → 50%.
    expect(scoreAnswers(every(SA))).toEqual({ score: 15, percent: 50 });
    // All "Strongly disagree": 5 × 0 + 5 × 3 = 15 → 50%.
    expect(scoreAnswers(every(SD))).toEqual({ score: 15, percent: 50 });
    // All "Agree": 5 × 2 + 5 × 1 = 15; all "Disagree": 5 × 1 + 5 × 2 = 15.
    expect(scoreAnswers(every(A)).score).toBe(15);
    expect(scoreAnswers(every(D)).score).toBe(15);
    // Strongly agree with every positive item and strongly disagree with every negative one: 30 → 100%.
    const best = new Map(ROSENBERG_ITEMS.map((i) => [i.id, i.reverse ? SD : SA]));
    expect(scoreAnswers(best)).toEqual({ score: 30, percent: 100 });
    // The opposite pattern: 0 → 0%.
    const worst = new Map(ROSENBERG_ITEMS.map((i) => [i.id, i.reverse ? SA : SD]));
    expect(scoreAnswers(worst)).toEqual({ score: 0, percent: 0 });
    // Agree with positives, disagree with negatives: 5 × 2 + 5 × 2 = 20 → 66.67 → 67%.
    const mild = new Map(ROSENBERG_ITEMS.map((i) => [i.id, i.reverse ? D : A]));
    expect(scoreAnswers(mild)).toEqual({ score: 20, percent: 67 });
    expect(percentOf(1)).toBe(3);
    expect(percentOf(2)).toBe(7);
  });

  it('property: total is 0-30 and percent = round(total / 30 × 100)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 10, maxLength: 10 }), (values) => {
        const answers = new Map(ROSENBERG_ITEMS.map((item, i) => [item.id, values[i] as number]));
        const { score, percent } = scoreAnswers(answers);
        const expected = ROSENBERG_ITEMS.reduce((sum, item, i) => {
          const v = values[i] as number;
          return sum + (item.reverse ? 4 - v : v - 1);
        }, 0);
        return (
          score === expected && score >= 0 && score <= MAX_TOTAL && percent === Math.round((score / 30) * 100)
        );
      }),
    );
  });

  it('offers a retake when there was none or the last is 14 days old or more', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    expect(isRetakeDue(null, now)).toBe(true);
    expect(isRetakeDue(new Date('2026-03-14T12:00:00Z'), now)).toBe(false);
    expect(isRetakeDue(new Date('2026-03-01T12:00:01Z'), now)).toBe(false);
    expect(isRetakeDue(new Date('2026-03-01T12:00:00Z'), now)).toBe(true);
    expect(isRetakeDue(new Date('2026-01-01T00:00:00Z'), now)).toBe(true);
  });
});

describe('survey routes', () => {
  let ctx: TestContext;
  let parent: FixtureUser;
  let instructor: FixtureUser;
  let child: FixtureUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    parent = await createParent(ctx.db);
    instructor = await createInstructor(ctx.db);
    child = await createChild(ctx.db, parent, { firstName: 'Mia' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function call(user: FixtureUser | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
    const headers = user ? await authAs(ctx.app, user) : {};
    return ctx.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  it('GET /v1/survey/2 gives the pinned shape without the scoring keys', async () => {
    const res = await call(child, 'GET', '/v1/survey/2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: 2 });
    expect(typeof body.title).toBe('string');
    expect(body.citation).toMatch(/Rosenberg/);
    expect(body.questions).toHaveLength(10);
    for (const q of body.questions) {
      expect(Object.keys(q).sort()).toEqual(['id', 'options', 'text']);
      expect(q.options.map((o: { label: string }) => o.label)).toEqual([
        'Strongly agree',
        'Agree',
        'Disagree',
        'Strongly disagree',
      ]);
    }
    expect(res.body).not.toContain('reverse');
    expect((await call(parent, 'GET', '/v1/survey/2')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown survey and 401 when not signed in', async () => {
    expect((await call(child, 'GET', '/v1/survey/3')).statusCode).toBe(404);
    expect((await call(child, 'GET', '/v1/survey/abc')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/v1/survey/2')).statusCode).toBe(401);
  });

  it('a child submits answers: scored, stored with answers, and written into today’s metric', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Taker' });
    const res = await call(kid, 'POST', '/v1/survey/survey_answers', {
      survey_id: 2,
      answers: ROSENBERG_ITEMS.map((i) => ({ question_id: i.id, value: i.reverse ? D : A })),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['complete_date', 'percent', 'score']);
    expect(body).toMatchObject({ score: 20, percent: 67 });
    const [response] = await ctx.db.select().from(surveyResponses).where(eq(surveyResponses.childId, kid.id));
    expect(response).toMatchObject({ score: 20, percent: 67, surveyId: 2 });
    const stored = await ctx.db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.responseId, response?.id ?? ''));
    expect(stored).toHaveLength(10);
    const [metric] = await ctx.db.select().from(dailyMetrics).where(eq(dailyMetrics.childId, kid.id));
    expect(metric).toMatchObject({ datestamp: clock.now().toISOString().slice(0, 10), selfEsteemScore: 67 });
  });

  it('only a child answers (parent and instructor: 403; nobody: 401)', async () => {
    const payload = { survey_id: 2, answers: answersList(A) };
    expect((await call(parent, 'POST', '/v1/survey/survey_answers', payload)).statusCode).toBe(403);
    expect((await call(instructor, 'POST', '/v1/survey/survey_answers', payload)).statusCode).toBe(403);
    expect((await call(null, 'POST', '/v1/survey/survey_answers', payload)).statusCode).toBe(401);
  });

  it.each([
    ['a missing answer', answersList(A).slice(1), /Please answer question 1\./],
    ['several missing answers', answersList(A).slice(3), /missing: 1, 2, 3/],
    [
      'an answer out of range',
      answersList(A).map((a, i) => (i === 4 ? { ...a, value: 5 } : a)),
      /between 1 and 4/,
    ],
    [
      'an answer of zero',
      answersList(A).map((a, i) => (i === 0 ? { ...a, value: 0 } : a)),
      /between 1 and 4/,
    ],
    ['a duplicate question', [...answersList(A), { question_id: 3, value: A }], /more than once/],
    ['an unknown question', [...answersList(A), { question_id: 11, value: A }], /not part of this survey/],
  ])('rejects %s with 400 and stores nothing', async (_name, answers, message) => {
    const kid = await createChild(ctx.db, parent);
    const res = await call(kid, 'POST', '/v1/survey/survey_answers', { survey_id: 2, answers });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(message);
    expect(
      await ctx.db.select().from(surveyResponses).where(eq(surveyResponses.childId, kid.id)),
    ).toHaveLength(0);
  });

  it('rejects an unknown survey id and a malformed body', async () => {
    expect(
      (await call(child, 'POST', '/v1/survey/survey_answers', { survey_id: 7, answers: answersList(A) }))
        .statusCode,
    ).toBe(400);
    expect((await call(child, 'POST', '/v1/survey/survey_answers', { survey_id: 2 })).statusCode).toBe(400);
    expect(
      (
        await call(child, 'POST', '/v1/survey/survey_answers', {
          survey_id: 2,
          answers: [{ question_id: 1, value: 'x' }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('status: retake due when never taken, not right after, due again after 14 days', async () => {
    const kid = await createChild(ctx.db, parent);
    const never = await call(kid, 'GET', '/v1/survey/status');
    expect(never.statusCode).toBe(200);
    expect(never.json()).toEqual({ last_completed_at: null, retake_due: true });

    const old = new Date(clock.now().getTime() - 15 * 864e5);
    await submitAnswers(ctx.db, kid.id, { survey_id: 2, answers: answersList(A) }, old);
    expect((await call(kid, 'GET', '/v1/survey/status')).json()).toEqual({
      last_completed_at: old.toISOString(),
      retake_due: true,
    });

    await call(kid, 'POST', '/v1/survey/survey_answers', { survey_id: 2, answers: answersList(A) });
    const after = (await call(kid, 'GET', '/v1/survey/status')).json();
    expect(after.retake_due).toBe(false);
    expect(new Date(after.last_completed_at).getTime()).toBeGreaterThan(old.getTime());
    expect((await call(parent, 'GET', '/v1/survey/status')).statusCode).toBe(403);
  });
});
