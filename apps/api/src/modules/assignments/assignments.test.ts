import type { InstructorAssignment, MyAssignment } from '@ye/contracts/assignments';
import type { UserType } from '@ye/contracts/roles';
import { eq } from 'drizzle-orm';
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
import { users } from '../auth/tables.ts';
import { courseProgress, lessonProgress } from '../learning/progress/tables.ts';
import { chapters, courses, lessons } from '../studio/tables.ts';
import { instructorAssignments } from './tables.ts';

let ctx: TestContext;
let owner: FixtureUser;
let other: FixtureUser;
let admin: FixtureUser;
let parent: FixtureUser;
let mia: FixtureUser;
let leo: FixtureUser;
/** A child of another family who never started one of `owner`'s courses. */
let stranger: FixtureUser;

type Who = { id: string; type: UserType } | null;

async function call(who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const headers = who ? await authAs(ctx.app, who) : {};
  const res = await ctx.app.inject({
    method,
    url,
    headers,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

const day = (offsetDays: number) =>
  new Date(clock.now().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

interface MadeCourse {
  id: string;
  lessonIds: string[];
  chapterId: string;
}

/** A course of one chapter with `lessonCount` text lessons, straight in the database. */
async function makeCourse(
  instructor: { id: string },
  state: 'draft' | 'published' | 'discarded' = 'published',
  title = 'Brave Steps',
  lessonCount = 2,
): Promise<MadeCourse> {
  const [course] = await ctx.db
    .insert(courses)
    .values({ instructorId: instructor.id, title, state, topic: 'confidence', kind: 'course' })
    .returning({ id: courses.id });
  if (!course) throw new Error('no course');
  const [chapter] = await ctx.db
    .insert(chapters)
    .values({ courseId: course.id, title: 'One', position: 1 })
    .returning({ id: chapters.id });
  if (!chapter) throw new Error('no chapter');
  const made = await ctx.db
    .insert(lessons)
    .values(
      Array.from({ length: lessonCount }, (_, i) => ({
        chapterId: chapter.id,
        courseId: course.id,
        title: i === 0 ? 'Breathe like a dragon' : `Lesson ${i + 1}`,
        kind: 'text',
        position: i + 1,
      })),
    )
    .returning({ id: lessons.id });
  return { id: course.id, chapterId: chapter.id, lessonIds: made.map((l) => l.id) };
}

const assignmentCount = async () =>
  (await ctx.db.select({ id: instructorAssignments.id }).from(instructorAssignments)).length;

let course: MadeCourse;
let second: MadeCourse;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createInstructor(ctx.db);
  other = await createInstructor(ctx.db);
  admin = await createUser(ctx.db, { type: 'admin' });
  parent = await createParent(ctx.db);
  const year = clock.now().getUTCFullYear();
  mia = await createChild(ctx.db, parent, { firstName: 'Mia', birthday: `${year - 9}-01-01` });
  leo = await createChild(ctx.db, parent, { firstName: 'Leo', birthday: `${year - 13}-01-01` });
  stranger = await createChild(ctx.db, await createParent(ctx.db), { firstName: 'Sam' });
  course = await makeCourse(owner, 'published', 'Brave Steps', 3);
  second = await makeCourse(owner, 'published', 'Calm Body');
  // Mia and Leo are owner's students (they started one of owner's courses); Sam only started other's.
  const theirs = await makeCourse(other, 'published', 'Theirs');
  await ctx.db.insert(courseProgress).values([
    { childId: mia.id, courseId: course.id },
    { childId: leo.id, courseId: second.id },
    { childId: stranger.id, courseId: theirs.id },
  ]);
});
afterAll(async () => ctx?.close());

describe('POST /v1/course/assignments', () => {
  it('assigns a course to students and answers 201 with each assignment', async () => {
    const res = await call(owner, 'POST', '/v1/course/assignments', {
      course_id: second.id,
      child_ids: [mia.id, leo.id, mia.id],
      due_on: day(5),
      note: '  Take your time.  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const results = res.body.results as InstructorAssignment[];
    expect(results.map((r) => r.first_name)).toEqual(['Leo', 'Mia']);
    expect(results[1]).toEqual({
      id: expect.any(String),
      course_id: second.id,
      course_title: 'Calm Body',
      course_kind: 'course',
      lesson_id: null,
      lesson_title: null,
      due_on: day(5),
      note: 'Take your time.',
      status: 'not-started',
      completed_at: null,
      overdue: false,
      assigned_at: expect.any(String),
      child_id: mia.id,
      first_name: 'Mia',
      age_band: '9-11',
    });
    // Leo started the course: it shows as started, and nothing more of him than name and age band.
    expect(results[0]).toMatchObject({ status: 'started', age_band: '12-14' });
    expect(Object.keys(results[0] ?? {})).not.toContain('last_name');
    const rows = await ctx.db
      .select({ instructorId: instructorAssignments.instructorId })
      .from(instructorAssignments)
      .where(eq(instructorAssignments.courseId, second.id));
    expect(rows).toEqual([{ instructorId: owner.id }, { instructorId: owner.id }]);
  });

  it('assigning the same work again moves the due date and keeps one row', async () => {
    const lessonId = course.lessonIds[1];
    const first = await call(owner, 'POST', '/v1/course/assignments', {
      course_id: course.id,
      lesson_id: lessonId,
      child_ids: [mia.id],
      due_on: day(3),
      note: 'Read it twice.',
    });
    expect(first.status).toBe(201);
    const again = await call(owner, 'POST', '/v1/course/assignments', {
      course_id: course.id,
      lesson_id: lessonId,
      child_ids: [mia.id],
      due_on: day(10),
    });
    expect(again.status).toBe(201);
    expect(again.body.results).toEqual([
      expect.objectContaining({
        id: first.body.results[0].id,
        due_on: day(10),
        note: 'Read it twice.',
        lesson_id: lessonId,
        lesson_title: 'Lesson 2',
      }),
    ]);
    const rows = await ctx.db
      .select({ id: instructorAssignments.id })
      .from(instructorAssignments)
      .where(eq(instructorAssignments.lessonId, lessonId ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('a whole course assigned again is one row too (no lesson is the same work), keeping its note', async () => {
    const body = { course_id: second.id, child_ids: [leo.id] };
    const first = await call(owner, 'POST', '/v1/course/assignments', { ...body, due_on: day(20) });
    const again = await call(owner, 'POST', '/v1/course/assignments', { ...body, due_on: day(21) });
    expect(again.body.results[0]).toMatchObject({
      id: first.body.results[0].id,
      due_on: day(21),
      note: 'Take your time.',
    });
  });

  it('accepts today (in any timezone) as the due date', async () => {
    const res = await call(owner, 'POST', '/v1/course/assignments', {
      course_id: course.id,
      lesson_id: course.lessonIds[2],
      child_ids: [mia.id],
      due_on: day(0),
    });
    expect(res.status).toBe(201);
    expect(res.body.results[0].overdue).toBe(false);
  });

  it('refuses bad dates and bad input, and changes nothing', async () => {
    const before = await assignmentCount();
    const body = { course_id: course.id, child_ids: [mia.id], due_on: day(3) };
    const cases: [Record<string, unknown>, string][] = [
      [{ due_on: day(-2) }, 'The due date cannot be in the past.'],
      [{ due_on: day(400) }, 'Please pick a due date within the next 365 days.'],
      [{ due_on: '2026-02-30' }, 'Please give the due date as a real day, like 2026-11-28.'],
      [{ due_on: 'next friday' }, 'Please give the due date as a real day, like 2026-11-28.'],
      [{ due_on: '' }, 'Please choose a due date.'],
      [{ child_ids: [] }, 'Please choose at least one student.'],
      [
        { child_ids: Array.from({ length: 51 }, () => mia.id) },
        'You can assign to at most 50 students at once.',
      ],
      [{ child_ids: ['mia'] }, 'This is not a student id.'],
      [{ course_id: 'nope' }, 'This is not a course id.'],
      [{ note: 'x'.repeat(301) }, 'The note can be at most 300 characters.'],
    ];
    for (const [change, message] of cases) {
      const res = await call(owner, 'POST', '/v1/course/assignments', { ...body, ...change });
      expect(res.status, message).toBe(400);
      expect(res.body.detail, message).toContain(message);
    }
    const noDate = await call(owner, 'POST', '/v1/course/assignments', {
      course_id: course.id,
      child_ids: [mia.id],
    });
    expect(noDate.status).toBe(400);
    expect(await assignmentCount()).toBe(before);
  });

  it('refuses a lesson of another course, a draft and a discarded course', async () => {
    const before = await assignmentCount();
    const lesson = await call(owner, 'POST', '/v1/course/assignments', {
      course_id: course.id,
      lesson_id: second.lessonIds[0],
      child_ids: [mia.id],
      due_on: day(3),
    });
    expect(lesson).toMatchObject({ status: 400, body: { detail: 'This lesson is not part of the course.' } });
    const draft = await makeCourse(owner, 'draft');
    const drafted = await call(owner, 'POST', '/v1/course/assignments', {
      course_id: draft.id,
      child_ids: [mia.id],
      due_on: day(3),
    });
    expect(drafted).toMatchObject({
      status: 400,
      body: { detail: 'Publish the course before assigning it.' },
    });
    const gone = await makeCourse(owner, 'discarded');
    const discarded = await call(owner, 'POST', '/v1/course/assignments', {
      course_id: gone.id,
      child_ids: [mia.id],
      due_on: day(3),
    });
    expect(discarded).toMatchObject({ status: 404, body: { detail: 'We could not find this course.' } });
    expect(await assignmentCount()).toBe(before);
  });

  it('refuses children who are not the instructor’s students, all or nothing', async () => {
    const before = await assignmentCount();
    for (const childIds of [[stranger.id], [mia.id, stranger.id], [owner.id], [crypto.randomUUID()]]) {
      const res = await call(owner, 'POST', '/v1/course/assignments', {
        course_id: course.id,
        child_ids: childIds,
        due_on: day(3),
      });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(
        'We could not find one of these students among the children in your courses.',
      );
    }
    expect(await assignmentCount()).toBe(before);
  });

  it('another instructor gets 404 for the course; an admin may assign in it', async () => {
    const before = await assignmentCount();
    const theirs = await call(other, 'POST', '/v1/course/assignments', {
      course_id: course.id,
      child_ids: [mia.id],
      due_on: day(3),
    });
    expect(theirs).toMatchObject({ status: 404, body: { detail: 'We could not find this course.' } });
    expect(await assignmentCount()).toBe(before);
    const byAdmin = await call(admin, 'POST', '/v1/course/assignments', {
      course_id: course.id,
      lesson_id: course.lessonIds[0],
      child_ids: [mia.id],
      due_on: day(4),
    });
    expect(byAdmin.status).toBe(201);
    // It is the course owner's assignment: the owner sees it and may remove it.
    const [row] = await ctx.db
      .select({ instructorId: instructorAssignments.instructorId })
      .from(instructorAssignments)
      .where(eq(instructorAssignments.id, byAdmin.body.results[0].id));
    expect(row?.instructorId).toBe(owner.id);
  });

  it('is for the studio roles: 401 signed out, 403 for a parent, a child and a provider', async () => {
    const body = { course_id: course.id, child_ids: [mia.id], due_on: day(3) };
    expect((await call(null, 'POST', '/v1/course/assignments', body)).status).toBe(401);
    for (const who of [parent, mia, await createUser(ctx.db, { type: 'provider' })]) {
      const res = await call(who, 'POST', '/v1/course/assignments', body);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBeTruthy();
    }
  });
});

describe('GET /v1/course/assignments', () => {
  it('an instructor sees their assignments with completion from progress, open ones first', async () => {
    const me = await createInstructor(ctx.db);
    const c = await makeCourse(me, 'published', 'Feelings', 2);
    const other2 = await makeCourse(me, 'published', 'Friends', 1);
    const family = await createParent(ctx.db);
    const zoe = await createChild(ctx.db, family, { firstName: 'Zoe' });
    const max = await createChild(ctx.db, family, { firstName: 'Max' });
    const ava = await createChild(ctx.db, family, { firstName: 'Ava' });
    await ctx.db.insert(courseProgress).values([
      { childId: zoe.id, courseId: c.id, status: 'completed', completedAt: new Date('2026-01-05T10:00:00Z') },
      { childId: max.id, courseId: c.id },
      { childId: ava.id, courseId: other2.id },
    ]);
    await ctx.db
      .insert(lessonProgress)
      .values([{ childId: max.id, lessonId: c.lessonIds[0] ?? '', courseId: c.id, status: 'started' }]);
    const post = (body: Record<string, unknown>) => call(me, 'POST', '/v1/course/assignments', body);
    expect(
      (await post({ course_id: c.id, child_ids: [zoe.id, max.id, ava.id], due_on: day(6) })).status,
    ).toBe(201);
    expect(
      (await post({ course_id: c.id, lesson_id: c.lessonIds[0], child_ids: [max.id], due_on: day(2) }))
        .status,
    ).toBe(201);
    expect((await post({ course_id: other2.id, child_ids: [ava.id], due_on: day(1) })).status).toBe(201);
    // One that is past due: written straight in (the API refuses past dates).
    const [overdue] = await ctx.db
      .insert(instructorAssignments)
      .values({
        instructorId: me.id,
        childId: ava.id,
        courseId: c.id,
        lessonId: c.lessonIds[1],
        dueOn: day(-3),
      })
      .returning({ id: instructorAssignments.id });

    const res = await call(me, 'GET', '/v1/course/assignments');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 6, page: 1, page_size: 20 });
    const summary = (res.body.results as InstructorAssignment[]).map((r) => [
      r.first_name,
      r.course_title,
      r.lesson_title,
      r.status,
      r.overdue,
    ]);
    expect(summary).toEqual([
      ['Ava', 'Feelings', 'Lesson 2', 'not-started', true],
      ['Ava', 'Friends', null, 'started', false],
      ['Max', 'Feelings', 'Breathe like a dragon', 'started', false],
      ['Ava', 'Feelings', null, 'not-started', false],
      ['Max', 'Feelings', null, 'started', false],
      ['Zoe', 'Feelings', null, 'completed', false],
    ]);
    expect(res.body.results[0].id).toBe(overdue?.id);
    expect(res.body.results[5].completed_at).toBe('2026-01-05T10:00:00.000Z');

    const byCourse = await call(me, 'GET', `/v1/course/assignments?course_id=${other2.id}`);
    expect(byCourse.body.count).toBe(1);
    const paged = await call(me, 'GET', '/v1/course/assignments?page=2&page_size=4');
    expect(paged.body).toMatchObject({ count: 6, page: 2, page_size: 4 });
    expect(paged.body.results).toHaveLength(2);
    const beyond = await call(me, 'GET', '/v1/course/assignments?page=9&page_size=4');
    expect(beyond.body).toMatchObject({ count: 6, results: [] });

    // Nobody else's list shows them; an admin's shows everyone's.
    const theirs = await call(other, 'GET', '/v1/course/assignments');
    expect(theirs.status).toBe(200);
    expect(theirs.body.results.some((r: InstructorAssignment) => r.course_id === c.id)).toBe(false);
    const all = await call(admin, 'GET', `/v1/course/assignments?course_id=${c.id}`);
    expect(all.body.count).toBe(5);

    // A discarded course's assignments leave the list.
    await ctx.db.update(courses).set({ state: 'discarded' }).where(eq(courses.id, other2.id));
    expect((await call(me, 'GET', '/v1/course/assignments')).body.count).toBe(5);
  });

  it('a child sees their own open and recently completed assignments, due soonest first', async () => {
    const me = await createInstructor(ctx.db);
    await ctx.db.update(users).set({ firstName: 'Grace', lastName: 'Bennett' }).where(eq(users.id, me.id));
    const c = await makeCourse(me, 'published', 'Dragon Calm', 3);
    const done = await makeCourse(me, 'published', 'Done Long Ago', 1);
    const recent = await makeCourse(me, 'published', 'Done Lately', 1);
    const family = await createParent(ctx.db);
    const kid = await createChild(ctx.db, family, { firstName: 'Ivy' });
    const sibling = await createChild(ctx.db, family, { firstName: 'Ben' });
    await ctx.db.insert(courseProgress).values([
      { childId: kid.id, courseId: c.id },
      { childId: sibling.id, courseId: c.id },
      {
        childId: kid.id,
        courseId: done.id,
        status: 'completed',
        completedAt: new Date(clock.now().getTime() - 30 * 86_400_000),
      },
      {
        childId: kid.id,
        courseId: recent.id,
        status: 'completed',
        completedAt: new Date(clock.now().getTime() - 86_400_000),
      },
    ]);
    await ctx.db.insert(lessonProgress).values({
      childId: kid.id,
      lessonId: c.lessonIds[1] ?? '',
      courseId: c.id,
      status: 'completed',
      completedAt: clock.now(),
    });
    const post = (body: Record<string, unknown>) => call(me, 'POST', '/v1/course/assignments', body);
    await post({
      course_id: c.id,
      lesson_id: c.lessonIds[0],
      child_ids: [kid.id, sibling.id],
      due_on: day(7),
    });
    await post({ course_id: c.id, lesson_id: c.lessonIds[1], child_ids: [kid.id], due_on: day(8) });
    await post({ course_id: c.id, child_ids: [kid.id], due_on: day(2) });
    await post({ course_id: done.id, child_ids: [kid.id], due_on: day(1) });
    await post({ course_id: recent.id, child_ids: [kid.id], due_on: day(1) });

    const res = await call(kid, 'GET', '/v1/course/assignments');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['results']);
    const results = res.body.results as MyAssignment[];
    expect(results.map((r) => [r.title, r.status])).toEqual([
      ['Dragon Calm', 'started'],
      ['Breathe like a dragon', 'not-started'],
      ['Lesson 2', 'completed'],
      ['Done Lately', 'completed'],
    ]);
    expect(results[1]).toEqual({
      id: expect.any(String),
      title: 'Breathe like a dragon',
      course_id: c.id,
      course_title: 'Dragon Calm',
      course_kind: 'course',
      chapter_id: c.chapterId,
      lesson_id: c.lessonIds[0],
      lesson_title: 'Breathe like a dragon',
      due_on: day(7),
      note: '',
      status: 'not-started',
      completed_at: null,
      overdue: false,
      assigned_at: expect.any(String),
      instructor_name: 'Grace Bennett',
    });
    // Nothing of the sibling's.
    const siblings = await call(sibling, 'GET', '/v1/course/assignments');
    expect(siblings.body.results.map((r: MyAssignment) => r.title)).toEqual(['Breathe like a dragon']);
  });

  it('is 403 for parents and providers and 401 signed out', async () => {
    expect((await call(null, 'GET', '/v1/course/assignments')).status).toBe(401);
    expect((await call(parent, 'GET', '/v1/course/assignments')).status).toBe(403);
    expect(
      (await call(await createUser(ctx.db, { type: 'provider' }), 'GET', '/v1/course/assignments')).status,
    ).toBe(403);
    const bad = await call(owner, 'GET', '/v1/course/assignments?course_id=nope');
    expect(bad).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('This is not a course id.') },
    });
  });
});

describe('DELETE /v1/course/assignments/{id}', () => {
  it('the owner removes an assignment; anyone else gets 404 or 403 and nothing changes', async () => {
    const made = await call(owner, 'POST', '/v1/course/assignments', {
      course_id: course.id,
      child_ids: [mia.id],
      due_on: day(9),
    });
    const id = made.body.results[0].id as string;
    const url = `/v1/course/assignments/${id}`;
    const theirs = await call(other, 'DELETE', url);
    expect(theirs).toMatchObject({ status: 404, body: { detail: 'We could not find this assignment.' } });
    expect((await call(parent, 'DELETE', url)).status).toBe(403);
    expect((await call(mia, 'DELETE', url)).status).toBe(403);
    expect((await call(null, 'DELETE', url)).status).toBe(401);
    expect((await call(owner, 'DELETE', '/v1/course/assignments/nope')).status).toBe(400);
    expect(
      await ctx.db
        .select({ id: instructorAssignments.id })
        .from(instructorAssignments)
        .where(eq(instructorAssignments.id, id)),
    ).toHaveLength(1);

    expect(await call(owner, 'DELETE', url)).toEqual({ status: 200, body: { id, deleted: true } });
    expect((await call(owner, 'DELETE', url)).status).toBe(404);
    const left = await call(mia, 'GET', '/v1/course/assignments');
    expect(left.body.results.some((r: MyAssignment) => r.id === id)).toBe(false);
  });

  it('an admin may remove anyone’s', async () => {
    const made = await call(owner, 'POST', '/v1/course/assignments', {
      course_id: second.id,
      lesson_id: second.lessonIds[1],
      child_ids: [leo.id],
      due_on: day(9),
    });
    const id = made.body.results[0].id as string;
    expect((await call(admin, 'DELETE', `/v1/course/assignments/${id}`)).status).toBe(200);
  });
});
