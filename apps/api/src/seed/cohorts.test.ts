import type { CohortDetail, CohortPage, FamilyCohortList, MyClassList } from '@ye/contracts/cohorts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../clock.ts';
import { users } from '../modules/auth/tables.ts';
import { demoReader } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { CLUB_COHORT_NAME, DEMO_COHORT_NAME } from './cohorts.ts';
import { seedDemo } from './demo.ts';

// The demo's cohort, read through the API as the demo's people would (decision 034).

const NOW = new Date('2031-05-06T09:07:31Z');
let t: TestContext;
let get: Awaited<ReturnType<typeof demoReader>>;

beforeAll(async () => {
  setClock(NOW, { frozen: true });
  t = await createTestApp();
  expect(await seedDemo(t.db)).toBe(true);
  get = await demoReader(t.app, t.db);
});
afterAll(async () => {
  resetClock();
  await t?.close();
});

describe('the demo’s cohort', () => {
  it('is Grace’s, with two courses and Mia enrolled with real progress', async () => {
    const list = await get<CohortPage>('instructor@demo.test', '/v1/cohort/');
    expect(list.results.map((c) => [c.name, c.student_count, c.course_count, c.starts_on])).toEqual([
      [DEMO_COHORT_NAME, 1, 2, '2031-04-29'],
      [CLUB_COHORT_NAME, 7, 3, '2031-04-15'],
    ]);
    const id = list.results.find((c) => c.name === DEMO_COHORT_NAME)?.id ?? '';
    const one = await get<CohortDetail>('instructor@demo.test', `/v1/cohort/${id}`);
    expect(one.courses.map((c) => c.title)).toEqual(['Brave Explorer Quest', 'I Like Being Me']);
    expect(one.students).toHaveLength(1);
    expect(one.students[0]).toMatchObject({ first_name: 'Mia', username: 'mia', status: 'enrolled' });
    expect(one.students[0]?.progress_percent).toBeGreaterThan(0);
    // Last week's "Kind words week" belongs to one of its courses: held once, and Mia was there.
    expect(one.live_sessions).toBe(1);
    expect(one.students[0]?.live_attended).toBe(1);
    const other = await get<CohortPage>('instructor2@demo.test', '/v1/cohort/');
    expect(other.count).toBe(0);
  });

  it('shows in Mia’s parent’s classes and as “My class” on Mia’s home', async () => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'mia'));
    const mia = row?.id ?? '';
    const family = await get<FamilyCohortList>('parent@demo.test', `/v1/cohort/family?child_id=${mia}`);
    expect(family.results.map((c) => [c.name, c.child_status])).toEqual([[DEMO_COHORT_NAME, 'enrolled']]);
    const mine = await get<MyClassList>('mia', '/v1/router/user/my-class');
    expect(mine.results.map((c) => [c.name, c.teacher, c.courses.length])).toEqual([
      [DEMO_COHORT_NAME, 'Grace Bennett', 2],
    ]);
  });
});

describe('the after-school club’s cohort (decision 039)', () => {
  it('is the club’s: its provider and external admin read it, with the group’s self-esteem change', async () => {
    for (const who of ['provider@demo.test', 'external@demo.test']) {
      const list = await get<CohortPage>(who, '/v1/cohort/');
      expect(
        list.results.map((c) => c.name),
        who,
      ).toEqual([CLUB_COHORT_NAME]);
      const one = await get<CohortDetail>(who, `/v1/cohort/${list.results[0]?.id}`);
      expect(one).toMatchObject({
        my_access: 'viewer',
        invite_code: null,
        organization: { name: 'Maple Street After-school Club' },
        enrolment: 'staff',
      });
      expect(one.students.map((s) => s.username)).toEqual([
        'ava',
        'noah',
        'zara',
        'theo',
        'ruby',
        'finn',
        'isla',
      ]);
      // Seven children with a survey before and after: enough to show the group's change.
      expect(one.self_esteem.children).toBe(7);
      expect(one.self_esteem.suppressed).toBe(false);
    }
    expect((await get<CohortPage>('instructor2@demo.test', '/v1/cohort/')).count).toBe(0);
  });
});
