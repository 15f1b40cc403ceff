import type { ChildWork } from '@ye/contracts/assignments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock.ts';
import { authAs, createChild, createParent, createUser, type FixtureUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { courseProgress } from '../learning/progress/tables.ts';
import { chapters, courses, lessons } from '../studio/tables.ts';
import { instructorAssignments } from './tables.ts';

// Instructor notes are never private between an instructor and a child: the parent reads every one
// (issue 16 defaults, decision 042).

let ctx: TestContext;
let grace: FixtureUser;
let parent: FixtureUser;
let otherParent: FixtureUser;
let mia: FixtureUser;
let sam: FixtureUser;

async function get(who: { id: string; type: FixtureUser['type'] }, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: await authAs(ctx.app, who) });
  return { status: res.statusCode, body: res.json() };
}

const day = (offset: number) =>
  new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

async function makeCourse(title: string, state: 'published' | 'discarded' = 'published') {
  const [course] = await ctx.db
    .insert(courses)
    .values({ instructorId: grace.id, title, state, topic: 'confidence', kind: 'course' })
    .returning({ id: courses.id });
  if (!course) throw new Error('no course');
  const [chapter] = await ctx.db
    .insert(chapters)
    .values({ courseId: course.id, title: 'One', position: 1 })
    .returning({ id: chapters.id });
  if (!chapter) throw new Error('no chapter');
  const [lesson] = await ctx.db
    .insert(lessons)
    .values({
      chapterId: chapter.id,
      courseId: course.id,
      title: `${title}: first`,
      kind: 'text',
      position: 1,
    })
    .returning({ id: lessons.id });
  if (!lesson) throw new Error('no lesson');
  return { id: course.id, lessonId: lesson.id };
}

beforeAll(async () => {
  ctx = await createTestApp();
  grace = await createUser(ctx.db, { type: 'instructor', firstName: 'Grace', lastName: 'Hopper' });
  parent = await createParent(ctx.db);
  otherParent = await createParent(ctx.db);
  mia = await createChild(ctx.db, parent, { firstName: 'Mia' });
  sam = await createChild(ctx.db, otherParent, { firstName: 'Sam' });
  const brave = await makeCourse('Brave Steps');
  const calm = await makeCourse('Calm Body');
  const gone = await makeCourse('Old Course', 'discarded');
  await ctx.db.insert(courseProgress).values([
    { childId: mia.id, courseId: brave.id },
    { childId: sam.id, courseId: brave.id },
  ]);
  await ctx.db.insert(instructorAssignments).values([
    {
      instructorId: grace.id,
      childId: mia.id,
      courseId: brave.id,
      dueOn: day(3),
      note: 'Mia, you can do it!',
    },
    {
      instructorId: grace.id,
      childId: mia.id,
      courseId: calm.id,
      lessonId: null,
      dueOn: day(10),
      note: '',
    },
    {
      instructorId: grace.id,
      childId: mia.id,
      courseId: gone.id,
      lessonId: gone.lessonId,
      dueOn: day(1),
      note: 'A note on a course since discarded',
    },
    { instructorId: grace.id, childId: sam.id, courseId: brave.id, dueOn: day(2), note: 'Sam, only for Sam' },
  ]);
});
afterAll(async () => ctx?.close());

describe('GET /v1/course/assignments/children/{id}', () => {
  it('shows the parent every piece of work set for their child with every note, latest due first', async () => {
    const res = await get(parent, `/v1/course/assignments/children/${mia.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, page: 1, page_size: 20 });
    const results = res.body.results as ChildWork[];
    expect(results.map((r) => r.note)).toEqual([
      '',
      'Mia, you can do it!',
      'A note on a course since discarded',
    ]);
    expect(results[1]).toMatchObject({
      title: 'Brave Steps',
      course_title: 'Brave Steps',
      lesson_id: null,
      instructor_name: 'Grace Hopper',
      due_on: day(3),
      status: 'started',
    });
    expect(results[2]).toMatchObject({ title: 'Old Course: first', lesson_title: 'Old Course: first' });
    expect(JSON.stringify(res.body)).not.toContain('only for Sam');
  });

  it('pages', async () => {
    const first = await get(parent, `/v1/course/assignments/children/${mia.id}?page=1&page_size=2`);
    expect(first.body.results).toHaveLength(2);
    const second = await get(parent, `/v1/course/assignments/children/${mia.id}?page=2&page_size=2`);
    expect(second.body).toMatchObject({ count: 3, page: 2 });
    expect(second.body.results).toHaveLength(1);
    const past = await get(parent, `/v1/course/assignments/children/${mia.id}?page=9&page_size=2`);
    expect(past.body).toMatchObject({ count: 3, results: [] });
  });

  it('refuses everyone else: another family 404, the child, the instructor 403; bad input 400', async () => {
    const foreign = await get(otherParent, `/v1/course/assignments/children/${mia.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toEqual(expect.any(String));
    expect((await get(mia, `/v1/course/assignments/children/${mia.id}`)).status).toBe(403);
    expect((await get(grace, `/v1/course/assignments/children/${mia.id}`)).status).toBe(403);
    const bad = await get(parent, '/v1/course/assignments/children/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual(expect.any(String));
    expect((await get(parent, `/v1/course/assignments/children/${mia.id}?page_size=500`)).status).toBe(400);
  });
});
