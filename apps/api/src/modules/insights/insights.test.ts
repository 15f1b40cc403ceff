import type { CourseImpact, DashboardCharts, ImpactAnalysis } from '@ye/contracts/insights';
import type { UserType } from '@ye/contracts/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  createUser,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { courseProgress, lessonPlays, lessonProgress } from '../learning/progress/tables.ts';
import { insertTestCourse, type TestCourse } from '../learning/test-courses.ts';
import { memberships, organizations } from '../organizations/tables.ts';
import { surveyResponses } from '../survey/tables.ts';
import { rebuildAllOutcomes, refreshCourseOutcome } from './outcomes/service.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = clock.now();
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

let ctx: TestContext;
let owner: FixtureUser;
let other: FixtureUser;
let admin: FixtureUser;
let provider: FixtureUser;
let lonelyProvider: FixtureUser;
let parent: FixtureUser;
let aChild: FixtureUser;
let courseA: TestCourse;
let courseB: TestCourse;
let courseOther: TestCourse;
let discarded: TestCourse;

const FORMULA_TITLE = '=HYPERLINK("http://evil.test","Click")';
// Course A: five children with a survey before and after (differences 2, 3, 1, 3, 0), so the mean
// change is 1.8 and Cohen's d = 1.8 / sqrt(1.7) = 1.38.
const A_PAIRS = [
  { before: 50, after: 52 },
  { before: 60, after: 63 },
  { before: 40, after: 41 },
  { before: 70, after: 73 },
  { before: 55, after: 55 },
];
const A_STARTED = daysAgo(5);
const B_STARTED = daysAgo(20);
const COMPLETED_AT = daysAgo(2);

type Who = { id: string; type: UserType } | null;

async function get(who: Who, url: string) {
  const headers = who ? await authAs(ctx.app, who) : {};
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: isJson ? res.json() : null, text: res.body, headers: res.headers };
}

async function enrol(
  child: FixtureUser,
  course: TestCourse,
  at: { startedAt: Date; completedAt?: Date; lastActivityAt?: Date },
) {
  await ctx.db.insert(courseProgress).values({
    childId: child.id,
    courseId: course.id,
    status: at.completedAt ? 'completed' : 'started',
    startedAt: at.startedAt,
    completedAt: at.completedAt ?? null,
    lastActivityAt: at.lastActivityAt ?? at.completedAt ?? at.startedAt,
  });
}

async function survey(child: FixtureUser, percent: number, completedAt: Date) {
  await ctx.db.insert(surveyResponses).values({
    childId: child.id,
    surveyId: 2,
    score: Math.round((percent / 100) * 30),
    percent,
    completedAt,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createInstructor(ctx.db);
  other = await createInstructor(ctx.db);
  admin = await createUser(ctx.db, { type: 'admin' });
  provider = await createUser(ctx.db, { type: 'provider' });
  lonelyProvider = await createUser(ctx.db, { type: 'provider' });
  parent = await createParent(ctx.db);

  courseA = await insertTestCourse(ctx.db, { instructorId: owner.id, title: 'Brave Steps' });
  courseB = await insertTestCourse(ctx.db, { instructorId: owner.id, title: FORMULA_TITLE });
  courseOther = await insertTestCourse(ctx.db, { instructorId: other.id, title: 'Not Yours' });
  discarded = await insertTestCourse(ctx.db, { instructorId: owner.id, title: 'Gone', state: 'discarded' });

  // A provider sees the courses of the members of their organization; the lonely one's has none.
  const [org] = await ctx.db.insert(organizations).values({ name: 'Kind Org', slug: 'kind-org' }).returning();
  const [emptyOrg] = await ctx.db
    .insert(organizations)
    .values({ name: 'Empty', slug: 'empty-org' })
    .returning();
  if (!org || !emptyOrg) throw new Error('organizations were not created');
  await ctx.db.insert(memberships).values([
    { organizationId: org.id, userId: owner.id },
    { organizationId: org.id, userId: provider.id, role: 'provider' },
    { organizationId: emptyOrg.id, userId: lonelyProvider.id, role: 'provider' },
  ]);

  // Course A: five measured children; the first also took an older survey (not the latest before)
  // and the second two surveys after (the latest counts). Three of them completed, two of them
  // were last active 10 days ago.
  for (const [i, pair] of A_PAIRS.entries()) {
    const child = await createChild(ctx.db, parent, { firstName: `A${i}` });
    if (i === 0) aChild = child;
    const completed = i < 3;
    await enrol(child, courseA, {
      startedAt: A_STARTED,
      ...(completed ? { completedAt: COMPLETED_AT } : {}),
      lastActivityAt: i >= 3 ? daysAgo(10) : completed ? COMPLETED_AT : A_STARTED,
    });
    await survey(child, pair.before, daysAgo(6));
    await survey(child, pair.after, daysAgo(1));
    if (i === 0) await survey(child, 5, daysAgo(30));
    if (i === 1) await survey(child, 99, daysAgo(3));
  }
  // A sixth child in A has only a survey before: counted as a student, not measured.
  const unmeasured = await createChild(ctx.db, parent, { firstName: 'A5' });
  await enrol(unmeasured, courseA, { startedAt: A_STARTED, lastActivityAt: A_STARTED });
  await survey(unmeasured, 45, daysAgo(7));

  // Course B: four measured children (each +4): too few to show.
  for (let i = 0; i < 4; i++) {
    const child = await createChild(ctx.db, parent, { firstName: `B${i}` });
    await enrol(child, courseB, { startedAt: B_STARTED, lastActivityAt: B_STARTED });
    await survey(child, 40 + i, daysAgo(21));
    await survey(child, 44 + i, daysAgo(1));
  }

  // Another instructor's course and the owner's discarded one: never counted for the owner.
  for (const course of [courseOther, discarded]) {
    for (let i = 0; i < 5; i++) {
      const child = await createChild(ctx.db, parent, { firstName: `X${i}` });
      await enrol(child, course, { startedAt: A_STARTED, completedAt: COMPLETED_AT });
      await survey(child, 10, daysAgo(8));
      await survey(child, 90, daysAgo(1));
    }
  }

  // Plays in course A: scores 80, 90, 100 with 2, 3, 3 stars by two children.
  const [l1, l2] = courseA.lessonIds;
  if (!l1 || !l2) throw new Error('course A has no lessons');
  await ctx.db.insert(lessonPlays).values([
    {
      childId: aChild.id,
      lessonId: l1,
      courseId: courseA.id,
      score: 80,
      stars: 2,
      xp: 10,
      durationSeconds: 60,
    },
    {
      childId: aChild.id,
      lessonId: l1,
      courseId: courseA.id,
      score: 90,
      stars: 3,
      xp: 10,
      durationSeconds: 60,
    },
    {
      childId: unmeasured.id,
      lessonId: l2,
      courseId: courseA.id,
      score: 100,
      stars: 3,
      xp: 10,
      durationSeconds: 60,
    },
  ]);
  await ctx.db.insert(lessonProgress).values([
    { childId: aChild.id, lessonId: l1, courseId: courseA.id, status: 'completed', bestScore: 90, stars: 3 },
    {
      childId: unmeasured.id,
      lessonId: l2,
      courseId: courseA.id,
      status: 'completed',
      bestScore: 100,
      stars: 3,
    },
  ]);
  // The rows above were inserted directly, not through the writes that keep the aggregates' table
  // (decision 053): it is made from them as the start-up backfill makes it.
  await rebuildAllOutcomes(ctx.db, now);
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /v1/instructor/dashboard/charts', () => {
  it('counts students, active children, completions and the mean self-esteem change of own courses', async () => {
    const res = await get(owner, '/v1/instructor/dashboard/charts?days=30');
    expect(res.status, res.text).toBe(200);
    const body = res.body as DashboardCharts;
    expect(body.days).toBe(30);
    expect(body.bucket).toBe('day');
    // 6 children in A + 4 in B; active in the last 7 days: the 3 who completed 2 days ago and the
    // one who started 5 days ago (two of A were last active 10 days ago, B 20 days ago).
    // Changes: A 2+3+1+3+0 = 9, B 4 * 4 = 16 over 9 children = 2.78 -> 2.8.
    expect(body.kpis).toEqual({
      students: 10,
      active_this_week: 4,
      completions: 3,
      average_self_esteem_change: 2.8,
      // Starting scores tell nothing about the change here (the line is flat): adjusted = raw.
      average_self_esteem_change_adjusted: 2.8,
      // Its seeded bootstrap interval over the nine children's changes (0 to 4 points each).
      average_self_esteem_change_adjusted_low: expect.any(Number),
      average_self_esteem_change_adjusted_high: expect.any(Number),
      self_esteem_children: 9,
    });
    const { average_self_esteem_change_adjusted_low: low, average_self_esteem_change_adjusted_high: high } =
      body.kpis;
    expect(low as number).toBeGreaterThanOrEqual(1.5);
    expect(low as number).toBeLessThan(2.8);
    expect(high as number).toBeGreaterThan(2.8);
    expect(high as number).toBeLessThanOrEqual(3.8);
    // Seeded: the same data gives the same interval.
    const again = (await get(owner, '/v1/instructor/dashboard/charts?days=90')).body as DashboardCharts;
    expect([
      again.kpis.average_self_esteem_change_adjusted_low,
      again.kpis.average_self_esteem_change_adjusted_high,
    ]).toEqual([low, high]);
  });

  it('gives a zero-filled series of every day, oldest first, ending today', async () => {
    const body = (await get(owner, '/v1/instructor/dashboard/charts?days=30')).body as DashboardCharts;
    expect(body.series).toHaveLength(30);
    expect(body.series.at(-1)?.date).toBe(utcDay(now));
    expect(body.series[0]?.date).toBe(utcDay(daysAgo(29)));
    for (let i = 1; i < body.series.length; i++) {
      const prev = Date.parse(`${body.series[i - 1]?.date}T00:00:00Z`);
      expect(Date.parse(`${body.series[i]?.date}T00:00:00Z`) - prev).toBe(DAY);
    }
    const byDate = new Map(body.series.map((p) => [p.date, p]));
    expect(byDate.get(utcDay(A_STARTED))?.enrolments).toBe(6);
    expect(byDate.get(utcDay(B_STARTED))?.enrolments).toBe(4);
    expect(byDate.get(utcDay(COMPLETED_AT))?.completions).toBe(3);
    expect(body.series.reduce((n, p) => n + p.enrolments, 0)).toBe(10);
    expect(body.series.reduce((n, p) => n + p.completions, 0)).toBe(3);
    expect(body.series.filter((p) => p.enrolments === 0 && p.completions === 0)).toHaveLength(27);
  });

  it('has a point for each of 90 days, and goes by week for a year', async () => {
    const week = (await get(owner, '/v1/instructor/dashboard/charts?days=90')).body as DashboardCharts;
    expect(week.series).toHaveLength(90);
    const year = (await get(owner, '/v1/instructor/dashboard/charts?days=365')).body as DashboardCharts;
    expect(year.bucket).toBe('week');
    expect(year.series.length).toBeGreaterThanOrEqual(53);
    expect(year.series.length).toBeLessThanOrEqual(54);
    for (const p of year.series) expect(new Date(`${p.date}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(year.series.reduce((n, p) => n + p.enrolments, 0)).toBe(10);
    expect(year.series.reduce((n, p) => n + p.completions, 0)).toBe(3);
  });

  it('withholds the mean change under five children, and a provider sees their organization', async () => {
    const lonely = (await get(lonelyProvider, '/v1/instructor/dashboard/charts')).body as DashboardCharts;
    expect(lonely.kpis).toEqual({
      students: 0,
      active_this_week: 0,
      completions: 0,
      average_self_esteem_change: null,
      average_self_esteem_change_adjusted: null,
      average_self_esteem_change_adjusted_low: null,
      average_self_esteem_change_adjusted_high: null,
      self_esteem_children: 0,
    });
    expect(lonely.series).toHaveLength(30);
    expect(lonely.series.every((p) => p.enrolments === 0 && p.completions === 0)).toBe(true);
    const org = (await get(provider, '/v1/instructor/dashboard/charts')).body as DashboardCharts;
    expect(org.kpis.students).toBe(10);
    expect(org.kpis.average_self_esteem_change).toBe(2.8);
  });

  it('refuses bad days, parents, children and strangers', async () => {
    for (const days of ['7', 'abc', '30.5']) {
      const res = await get(owner, `/v1/instructor/dashboard/charts?days=${days}`);
      expect(res.status).toBe(400);
      expect(typeof res.body.detail).toBe('string');
    }
    expect((await get(parent, '/v1/instructor/dashboard/charts')).status).toBe(403);
    expect((await get(aChild, '/v1/instructor/dashboard/charts')).status).toBe(403);
    expect((await get(null, '/v1/instructor/dashboard/charts')).status).toBe(401);
  });
});

describe('GET /v1/instructor/dashboard/average-scores', () => {
  it('gives the mean score and stars of plays per own course', async () => {
    const res = await get(owner, '/v1/instructor/dashboard/average-scores');
    expect(res.status, res.text).toBe(200);
    const byId = new Map(
      (res.body.results as { course_id: string }[]).map((r) => [r.course_id, r] as [string, unknown]),
    );
    expect(byId.size).toBe(2);
    expect(byId.get(courseA.id)).toEqual({
      course_id: courseA.id,
      course_title: 'Brave Steps',
      average_score: 90,
      average_stars: 2.67,
      plays: 3,
      children: 2,
    });
    expect(byId.get(courseB.id)).toEqual({
      course_id: courseB.id,
      course_title: FORMULA_TITLE,
      average_score: null,
      average_stars: null,
      plays: 0,
      children: 0,
    });
    expect((await get(lonelyProvider, '/v1/instructor/dashboard/average-scores')).body).toEqual({
      results: [],
    });
    expect((await get(parent, '/v1/instructor/dashboard/average-scores')).status).toBe(403);
    expect((await get(null, '/v1/instructor/dashboard/average-scores')).status).toBe(401);
  });
});

describe('GET /v1/instructor/impact-analysis', () => {
  const find = (body: ImpactAnalysis, id: string) => body.results.find((r) => r.course_id === id);

  it("shows means, Cohen's d and anonymous points for five or more children", async () => {
    const res = await get(owner, '/v1/instructor/impact-analysis');
    expect(res.status, res.text).toBe(200);
    const body = res.body as ImpactAnalysis;
    expect(body.min_group_size).toBe(5);
    expect(body.results.map((r) => r.course_id).sort()).toEqual([courseA.id, courseB.id].sort());
    const a = find(body, courseA.id) as Extract<CourseImpact, { suppressed: false }>;
    expect(a).toMatchObject({
      course_title: 'Brave Steps',
      children: 5,
      suppressed: false,
      mean_before: 55,
      mean_after: 56.8,
      mean_change: 1.8,
      cohens_d: 1.38,
    });
    expect(a.points).toHaveLength(5);
    expect([...a.points].sort((x, y) => x.before - y.before)).toEqual(
      [...A_PAIRS].sort((x, y) => x.before - y.before),
    );
    for (const p of a.points) expect(Object.keys(p).sort()).toEqual(['after', 'before']);
  });

  it('withholds every number of a group under five', async () => {
    const body = (await get(owner, '/v1/instructor/impact-analysis')).body as ImpactAnalysis;
    expect(find(body, courseB.id)).toEqual({
      course_id: courseB.id,
      course_title: FORMULA_TITLE,
      children: 4,
      suppressed: true,
    });
  });

  it('answers for one course, to its owner, an admin and the organization', async () => {
    for (const who of [owner, admin, provider]) {
      const res = await get(who, `/v1/instructor/impact-analysis?course_id=${courseA.id}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.results).toHaveLength(1);
      expect(res.body.results[0]).toMatchObject({ course_id: courseA.id, cohens_d: 1.38 });
    }
    expect((await get(lonelyProvider, '/v1/instructor/impact-analysis')).body.results).toEqual([]);
  });

  it("is 404 for someone else's or a discarded course, and refuses others", async () => {
    for (const who of [other, lonelyProvider]) {
      const res = await get(who, `/v1/instructor/impact-analysis?course_id=${courseA.id}`);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('We could not find this course.');
    }
    expect((await get(owner, `/v1/instructor/impact-analysis?course_id=${courseOther.id}`)).status).toBe(404);
    expect((await get(owner, `/v1/instructor/impact-analysis?course_id=${discarded.id}`)).status).toBe(404);
    expect((await get(admin, `/v1/instructor/impact-analysis?course_id=${discarded.id}`)).status).toBe(404);
    expect((await get(owner, '/v1/instructor/impact-analysis?course_id=nope')).status).toBe(400);
    expect((await get(parent, '/v1/instructor/impact-analysis')).status).toBe(403);
    expect((await get(aChild, '/v1/instructor/impact-analysis')).status).toBe(403);
    expect((await get(null, '/v1/instructor/impact-analysis')).status).toBe(401);
  });
});

describe('GET /v1/instructor/impact-analysis/export.csv', () => {
  it('downloads a header and one safely quoted row per course', async () => {
    const res = await get(owner, '/v1/instructor/impact-analysis/export.csv');
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="impact-analysis-${utcDay(clock.now())}.csv"`,
    );
    const lines = res.text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      '"course_id","course_title","children","mean_before","mean_after","mean_change","cohens_d","note"',
    );
    // Rows come in title order, which depends on the database collation: compare as a set.
    expect(lines.slice(1, -1).sort()).toEqual(
      [
        `"${courseA.id}","Brave Steps",5,55,56.8,1.8,1.38,""`,
        `"${courseB.id}","'=HYPERLINK(""http://evil.test"",""Click"")",4,,,,,"fewer than 5 children"`,
      ].sort(),
    );
  });

  it('exports one course, and refuses like the analysis', async () => {
    const one = await get(owner, `/v1/instructor/impact-analysis/export.csv?course_id=${courseB.id}`);
    expect(one.status).toBe(200);
    expect(one.text.split('\r\n')).toHaveLength(3);
    const stranger = await get(other, `/v1/instructor/impact-analysis/export.csv?course_id=${courseA.id}`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.detail).toBe('We could not find this course.');
    expect((await get(parent, '/v1/instructor/impact-analysis/export.csv')).status).toBe(403);
    expect((await get(null, '/v1/instructor/impact-analysis/export.csv')).status).toBe(401);
  });
});

// Last in the file: it adds a course to the owner's list.
describe('the aggregates kept briefly (decision 056)', () => {
  it('answer from the store until this process writes the outcomes, then show the write', async () => {
    const find = (body: ImpactAnalysis, id: string) => body.results.find((r) => r.course_id === id);
    const courseC = await insertTestCourse(ctx.db, { instructorId: owner.id, title: 'Kept Briefly' });
    const url = `/v1/instructor/impact-analysis?course_id=${courseC.id}`;
    const children: FixtureUser[] = [];
    for (let i = 0; i < 5; i++) {
      const child = await createChild(ctx.db, parent, { firstName: `C${i}` });
      await enrol(child, courseC, { startedAt: A_STARTED });
      await survey(child, 40, daysAgo(6));
      await survey(child, 50, daysAgo(1));
      children.push(child);
    }
    // The rows are in, but nothing has refreshed the outcomes: the course has no children yet.
    expect(find((await get(owner, url)).body, courseC.id)?.children).toBe(0);
    await rebuildAllOutcomes(ctx.db, now);
    const five = find((await get(owner, url)).body, courseC.id);
    expect(five).toMatchObject({ children: 5, suppressed: false, mean_change: 10 });

    // A sixth child's rows written behind the outcomes' back are not seen: the read is kept ...
    const sixth = await createChild(ctx.db, parent, { firstName: 'C5' });
    await enrol(sixth, courseC, { startedAt: A_STARTED });
    await survey(sixth, 40, daysAgo(6));
    await survey(sixth, 70, daysAgo(1));
    await ctx.db.execute(sql`insert into course_outcomes (child_id, course_id, is_child, status, started_at,
      before_percent, after_percent) values (${sixth.id}, ${courseC.id}, true, 'started', ${A_STARTED}, 40, 70)`);
    expect(find((await get(owner, url)).body, courseC.id)?.children).toBe(5);
    // ... until a write through the outcomes' own refresh, which drops what this process kept.
    await refreshCourseOutcome(ctx.db, sixth.id, courseC.id);
    expect(find((await get(owner, url)).body, courseC.id)).toMatchObject({ children: 6, mean_change: 13.3 });
  });
});
