import { eq } from 'drizzle-orm';
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
import { auditLog } from '../auth/tables.ts';
import { courseProgress } from '../learning/progress/tables.ts';
import { insertTestCourse } from '../learning/test-courses.ts';
import { surveyResponses } from '../survey/tables.ts';
import { recommendationChoices } from './tables.ts';

// The parent's learned-personalisation switch (decision 048) and what it lets the recommendations do
// (decision 049): off by default, only the parent flips it, off deletes the child's model state.

const DAY = 24 * 60 * 60 * 1000;
const birthdayForAge = (age: number) => `${clock.now().getUTCFullYear() - age}-01-01`;
const daysAgo = (n: number) => new Date(clock.now().getTime() - n * DAY);

let ctx: TestContext;
let parent: FixtureUser;
let kim: FixtureUser;
let otherParent: FixtureUser;
let otherChild: FixtureUser;
let helped: string;
let few: string;

/** `count` children aged 11 who started `courseId` at 35-46% and gained `gain` points by the end. */
async function outcomes(courseId: string, count: number, gain: number) {
  const family = await createParent(ctx.db);
  for (let i = 0; i < count; i++) {
    const child = await createChild(ctx.db, family, { birthday: birthdayForAge(11) });
    const before = 35 + (i % 12);
    await ctx.db.insert(surveyResponses).values([
      { childId: child.id, surveyId: 2, score: 10, percent: before, completedAt: daysAgo(90) },
      { childId: child.id, surveyId: 2, score: 12, percent: before + gain, completedAt: daysAgo(30) },
    ]);
    await ctx.db.insert(courseProgress).values({
      childId: child.id,
      courseId,
      status: 'completed',
      startedAt: daysAgo(60),
      completedAt: daysAgo(40),
    });
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  const instructor = await createInstructor(ctx.db);
  parent = await createParent(ctx.db);
  kim = await createChild(ctx.db, parent, { firstName: 'Kim', birthday: birthdayForAge(11) });
  otherParent = await createParent(ctx.db);
  otherChild = await createChild(ctx.db, otherParent, { birthday: birthdayForAge(10) });
  helped = (await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Helped' })).id;
  few = (await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Few' })).id;
  await outcomes(helped, 12, 6);
  await outcomes(few, 9, 8);
  await ctx.db.insert(surveyResponses).values({
    childId: kim.id,
    surveyId: 2,
    score: 12,
    percent: 40,
    completedAt: daysAgo(2),
  });
});
afterAll(async () => ctx?.close());

const setting = async (who: FixtureUser, childId: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/v1/personalisation/children/${childId}`,
    headers: await authAs(ctx.app, who),
  });
const flip = async (who: FixtureUser, childId: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/v1/personalisation/children/${childId}`,
    headers: await authAs(ctx.app, who),
    payload: payload as object,
  });
const recs = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/v1/course/recommendations?child_id=${kim.id}`,
    headers: await authAs(ctx.app, parent),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    results: {
      course: { id: string; title: string };
      reasons: { code: string; parent_text: string; child_text: string }[];
    }[];
  };
};
const logged = async () =>
  ctx.db.select().from(recommendationChoices).where(eq(recommendationChoices.childId, kim.id));

describe('the learned-personalisation switch', () => {
  it('is off until the parent turns it on', async () => {
    const res = await setting(parent, kim.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ child_id: kim.id, learned: false, changed_at: null, kept_records: 0 });
  });

  it('refuses another family, the child themself, staff and bad input, changing nothing', async () => {
    expect((await setting(parent, otherChild.id)).statusCode).toBe(404);
    const foreign = await flip(parent, otherChild.id, { learned: true });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('We could not find this child in your family.');
    const byChild = await flip(kim, kim.id, { learned: true });
    expect(byChild.statusCode).toBe(403);
    expect(byChild.json().detail).toBeTruthy();
    expect((await setting(kim, kim.id)).statusCode).toBe(403);
    const instructor = await createInstructor(ctx.db);
    expect((await flip(instructor, kim.id, { learned: true })).statusCode).toBe(403);
    const bad = await flip(parent, kim.id, { learned: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
    expect((await flip(parent, 'not-an-id', { learned: true })).statusCode).toBe(400);
    expect((await setting(otherParent, otherChild.id)).json().learned).toBe(false);
    expect((await setting(parent, kim.id)).json().learned).toBe(false);
  });

  it('while off, reads no survey and learns nothing about the child', async () => {
    const { results } = await recs();
    const codes = results.flatMap((r) => r.reasons.map((x) => x.code));
    expect(codes).not.toContain('survey');
    expect(codes).not.toContain('learned');
    expect(await logged()).toHaveLength(0);
  });

  it('when on, explains a learned reason from 10 or more children, never from fewer, and logs probabilities', async () => {
    const on = await flip(parent, kim.id, { learned: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ learned: true, kept_records: 0 });
    const { results } = await recs();
    const byTitle = new Map(results.map((r) => [r.course.title, r]));
    const learned = byTitle.get('Helped')?.reasons.find((r) => r.code === 'learned');
    expect(learned?.parent_text).toBe(
      'Children aged 10–12 who started where Kim is improved by about 6 points after this course (12 children)',
    );
    expect(learned?.child_text).toBeTruthy();
    // Nine children are too few: no figure, no learned reason.
    expect(byTitle.get('Few')?.reasons.map((r) => r.code)).not.toContain('learned');
    // The survey (40%) now counts too.
    expect(byTitle.get('Helped')?.reasons.map((r) => r.code)).toContain('survey');
    const rows = await logged();
    expect(rows.map((r) => r.position).sort()).toEqual(results.map((_, i) => i + 1));
    expect(rows.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(1, 5);
    expect(rows.find((r) => r.courseId === helped)?.expectedChange).toBeCloseTo(6, 0);
    expect(rows.find((r) => r.courseId === few)?.expectedChange).toBeNull();
    expect((await setting(parent, kim.id)).json().kept_records).toBe(rows.length);
  });

  it('puts the state in the family export, and deletes it when turned off (audited)', async () => {
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/v1/family/child/export?child_id=${kim.id}`,
      headers: await authAs(ctx.app, parent),
    });
    expect(exported.statusCode).toBe(200);
    const section = exported.json()['Learned personalisation'];
    expect(section['Turned on']).toBe(true);
    expect(section['Courses shown'].length).toBeGreaterThan(0);
    expect(section['Courses shown'][0]).toHaveProperty('Chance of coming first');

    const off = await flip(parent, kim.id, { learned: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ learned: false, kept_records: 0 });
    expect(await logged()).toHaveLength(0);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, kim.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['personalisation.on', 'personalisation.off']),
    );
    const { results } = await recs();
    expect(results.flatMap((r) => r.reasons.map((x) => x.code))).not.toContain('learned');
    expect(await logged()).toHaveLength(0);
  });
});
