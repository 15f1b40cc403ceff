import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../../jobs/queue.ts';
import { createChild, createInstructor, createParent, type FixtureUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { users } from '../../auth/tables.ts';
import { JOBS, RECURRING } from '../../jobs.ts';
import { courseProgress } from '../../learning/progress/tables.ts';
import { insertTestCourse, type TestCourse } from '../../learning/test-courses.ts';
import { surveyResponses } from '../../survey/tables.ts';
import { regressionLine } from '../impact.ts';
import { findLine } from './queries.ts';
import {
  backfillOutcomes,
  IMPACT_LINE_EVERY_SECONDS,
  impactLine,
  impactLineJob,
  lineFromSums,
  rebuildAllOutcomes,
  refreshChildOutcomes,
} from './service.ts';
import { courseOutcomes } from './tables.ts';

// The regression line (decision 053): stored, refitted by its job, refitted in the request only when
// the job has not run for two periods; and the outcome rows leave with their child.

const T0 = new Date('2026-11-24T12:00:00Z');
const MIN = 60 * 1000;
let t: TestContext;
let parent: FixtureUser;
let courses: TestCourse[];
const pairs: { courseId: string; before: number; after: number }[] = [];

/** A child in `course` with a survey before the start and one after, refreshed as a survey write does. */
async function measured(course: TestCourse, before: number, after: number): Promise<FixtureUser> {
  const child = await createChild(t.db, parent, { firstName: `M${pairs.length}` });
  const startedAt = new Date(T0.getTime() - 10 * 24 * 60 * MIN);
  await t.db.insert(courseProgress).values({ childId: child.id, courseId: course.id, startedAt });
  await t.db.insert(surveyResponses).values([
    {
      childId: child.id,
      surveyId: 2,
      score: 10,
      percent: before,
      completedAt: new Date(startedAt.getTime() - MIN),
    },
    {
      childId: child.id,
      surveyId: 2,
      score: 10,
      percent: after,
      completedAt: new Date(startedAt.getTime() + MIN),
    },
  ]);
  await refreshChildOutcomes(t.db, child.id);
  pairs.push({ courseId: course.id, before, after });
  return child;
}

const jobContext = (now: Date) =>
  ({ db: t.db, now: () => now, log: { debug: () => {}, info: () => {} } }) as unknown as JobContext;

async function storedLine() {
  const line = await findLine(t.db);
  if (!line) throw new Error('no line stored');
  return line;
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await createParent(t.db);
  const teacher = await createInstructor(t.db);
  courses = [
    await insertTestCourse(t.db, { instructorId: teacher.id, title: 'Line one' }),
    await insertTestCourse(t.db, { instructorId: teacher.id, title: 'Line two' }),
  ];
  const [one, two] = courses as [TestCourse, TestCourse];
  for (const [b, a] of [
    [30, 45],
    [40, 44],
    [45, 50],
    [55, 52],
    [60, 66],
    [75, 70],
    [90, 80],
  ] as const)
    await measured(one, b, a);
  for (const [b, a] of [
    [20, 35],
    [48, 47],
    [65, 60],
    [80, 83],
  ] as const)
    await measured(two, b, a);
  await rebuildAllOutcomes(t.db, T0);
}, 120_000);
afterAll(async () => t?.close());

describe('the regression line over every course', () => {
  it('is stored as fitRegressionToMean fits it', async () => {
    const fitted = regressionLine(pairs);
    const line = await storedLine();
    expect(line.pairs).toBe(pairs.length);
    expect(line.mean).toBeCloseTo(fitted.mean, 9);
    expect(line.slope).toBeCloseTo(fitted.slope, 9);
    expect(fitted.slope).toBeLessThan(0);
    expect(line.computedAt).toEqual(T0);
  });

  it('is read as stored between the job runs, refitted by the job, and in the request if the job stops', async () => {
    const old = await storedLine();
    await measured(courses[1] as TestCourse, 10, 60);
    const fresh = regressionLine(pairs);
    // Five minutes on: the stored line is still read (the new child is not in it yet).
    const soon = new Date(T0.getTime() + 5 * MIN);
    expect(await impactLine(t.db, soon)).toEqual({ mean: old.mean, slope: old.slope });
    // The job refits it.
    await impactLineJob.handle({}, jobContext(soon));
    const refitted = await storedLine();
    expect(refitted.computedAt).toEqual(soon);
    expect(refitted.mean).toBeCloseTo(fresh.mean, 9);
    expect(refitted.slope).toBeCloseTo(fresh.slope, 9);
    expect(refitted.slope).not.toBeCloseTo(old.slope, 6);

    // No job for more than two periods: the request refits it.
    await measured(courses[0] as TestCourse, 95, 40);
    const late = new Date(soon.getTime() + 2 * IMPACT_LINE_EVERY_SECONDS * 1000 + MIN);
    const now = regressionLine(pairs);
    const read = await impactLine(t.db, late);
    expect(read.mean).toBeCloseTo(now.mean, 9);
    expect(read.slope).toBeCloseTo(now.slope, 9);
    expect((await storedLine()).computedAt).toEqual(late);
  });

  it('is refitted every IMPACT_LINE_EVERY_SECONDS by the job queue', () => {
    expect(JOBS.map((j) => j.name)).toContain('insights.impact-line');
    expect(RECURRING).toContainEqual(['insights.impact-line', {}, IMPACT_LINE_EVERY_SECONDS]);
  });

  it('is flat with no measured child', () => {
    expect(lineFromSums({ pairs: 0, sumBefore: 0, sxy: 0, sxx: 0 })).toEqual({ mean: 0, slope: 0 });
    // All at one starting score: no slope to fit.
    expect(lineFromSums({ pairs: 3, sumBefore: 150, sxy: 0, sxx: 0 })).toEqual({ mean: 50, slope: 0 });
  });
});

describe('outcome rows', () => {
  it('leave with their child (cascade)', async () => {
    const child = await measured(courses[0] as TestCourse, 50, 55);
    const rowsOf = async () =>
      (await t.db.select().from(courseOutcomes).where(eq(courseOutcomes.childId, child.id))).length;
    expect(await rowsOf()).toBe(1);
    await t.db.delete(users).where(eq(users.id, child.id));
    expect(await rowsOf()).toBe(0);
  });
});

describe('the backfill after the migrations', () => {
  it('fills an empty table once, also when two servers start at the same moment', async () => {
    const count = async () => (await t.db.select().from(courseOutcomes)).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(await backfillOutcomes(t.db, T0)).toBe(false);
    await t.db.delete(courseOutcomes);
    const both = await Promise.all([backfillOutcomes(t.db, T0), backfillOutcomes(t.db, T0)]);
    expect(both.sort()).toEqual([false, true]);
    expect(await count()).toBe(before);
  });
});
