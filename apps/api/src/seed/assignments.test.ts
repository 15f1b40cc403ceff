import type { InstructorAssignment, MyAssignment } from '@ye/contracts/assignments';
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

async function list(login: string) {
  const who = byLogin.get(login);
  if (!who) throw new Error(`no ${login}`);
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/course/assignments',
    headers: await authAs(t.app, who),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the demo assignments', () => {
  it('show on the demo instructor’s list in every state', async () => {
    const page = await list('instructor@demo.test');
    const rows = page.results as InstructorAssignment[];
    expect(page.count).toBe(6);
    expect(rows.map((r) => [r.first_name, r.lesson_title ?? r.course_title, r.status, r.overdue])).toEqual([
      ['Leo', 'Thoughts for the backpack', 'not-started', true],
      ['Mia', 'Forest breaths', 'not-started', false],
      ['Leo', 'Brave Steps: Trying New Things', 'started', false],
      ['Sam', 'Match the feeling', 'not-started', false],
      ['Mia', 'Brave Explorer Quest', 'started', false],
      ['Mia', 'A time I felt proud', 'completed', false],
    ]);
    expect((await list('instructor2@demo.test')).count).toBe(0);
  });

  it('show on Mia’s home: open ones due soonest first, then the one she finished', async () => {
    const rows = (await list('mia')).results as MyAssignment[];
    expect(rows.map((r) => [r.title, r.status, r.instructor_name])).toEqual([
      ['Forest breaths', 'not-started', 'Grace Bennett'],
      ['Brave Explorer Quest', 'started', 'Grace Bennett'],
      ['A time I felt proud', 'completed', 'Grace Bennett'],
    ]);
    expect(rows[0]?.note).toBe('Try it before bedtime.');
  });
});
