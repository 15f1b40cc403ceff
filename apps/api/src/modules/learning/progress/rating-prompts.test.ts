import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../clock.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  type FixtureUser,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { courseRatings } from '../../family/tables.ts';
import { insertTestCourse, insertTestProgress, type TestCourse } from '../test-courses.ts';
import { queueRatingPrompt } from './queries.ts';
import { ratingPrompts } from './tables.ts';

let ctx: TestContext;
let parent: FixtureUser;
let otherParent: FixtureUser;
let instructor: FixtureUser;
let mia: FixtureUser;
let leo: FixtureUser;
let sam: FixtureUser;

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createParent(ctx.db);
  otherParent = await createParent(ctx.db);
  instructor = await createInstructor(ctx.db);
  mia = await createChild(ctx.db, parent, { firstName: 'Mia' });
  leo = await createChild(ctx.db, parent, { firstName: 'Leo' });
  sam = await createChild(ctx.db, otherParent, { firstName: 'Sam' });
});
afterAll(async () => {
  await ctx?.close();
});

async function call(user: FixtureUser | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const headers = user ? await authAs(ctx.app, user) : {};
  return ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** The child completes the course: progress, then the prompt (twice, as a repeated completion would). */
async function complete(child: FixtureUser, course: TestCourse, at: Date) {
  await insertTestProgress(ctx.db, {
    childId: child.id,
    course,
    completedLessonIds: course.lessonIds,
    courseCompleted: true,
    at,
  });
  await queueRatingPrompt(ctx.db, child.id, course.id, at);
  await queueRatingPrompt(ctx.db, child.id, course.id, clock.now());
}

const promptOf = async (childId: string, courseId: string) =>
  (
    await ctx.db
      .select({ resolvedAt: ratingPrompts.resolvedAt })
      .from(ratingPrompts)
      .where(and(eq(ratingPrompts.childId, childId), eq(ratingPrompts.courseId, courseId)))
  )[0];

const pending = async (user: FixtureUser) =>
  (await call(user, 'GET', '/v1/parent/course/complete')).json().pending as {
    child_id: string;
    course_id: string;
  }[];

describe('the parent’s rating prompts', () => {
  let older: TestCourse;
  let newer: TestCourse;

  beforeAll(async () => {
    older = await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Feelings First' });
    newer = await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Brave Steps' });
    await complete(leo, newer, new Date('2026-11-20T09:00:00Z'));
    await complete(mia, older, new Date('2026-11-10T09:00:00Z'));
    await complete(sam, older, new Date('2026-11-01T09:00:00Z'));
  });

  it('lists the children’s completed courses waiting for a rating, once each, oldest first', async () => {
    const res = await call(parent, 'GET', '/v1/parent/course/complete');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pending: [
        {
          child_id: mia.id,
          child_name: 'Mia',
          course_id: older.id,
          course_title: 'Feelings First',
          completed_at: '2026-11-10T09:00:00.000Z',
        },
        {
          child_id: leo.id,
          child_name: 'Leo',
          course_id: newer.id,
          course_title: 'Brave Steps',
          completed_at: '2026-11-20T09:00:00.000Z',
        },
      ],
    });
    expect((await pending(otherParent)).map((p) => p.child_id)).toEqual([sam.id]);
  });

  it('is for parents only', async () => {
    for (const who of [mia, instructor]) {
      expect((await call(who, 'GET', '/v1/parent/course/complete')).statusCode).toBe(403);
      expect(
        (await call(who, 'POST', '/v1/parent/course/complete', { child_id: mia.id, course_id: older.id }))
          .statusCode,
      ).toBe(403);
    }
    expect((await call(null, 'GET', '/v1/parent/course/complete')).statusCode).toBe(401);
    expect((await call(mia, 'GET', '/v1/parent/course/complete')).json().detail).toBeTruthy();
  });

  it('refuses to dismiss another family’s prompt (404) or a bad body (400), changing nothing', async () => {
    const stranger = await call(parent, 'POST', '/v1/parent/course/complete', {
      child_id: sam.id,
      course_id: older.id,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await promptOf(sam.id, older.id))?.resolvedAt).toBeNull();
    for (const body of [{}, { child_id: 'x', course_id: older.id }, { child_id: sam.id }]) {
      expect((await call(otherParent, 'POST', '/v1/parent/course/complete', body)).statusCode).toBe(400);
    }
    expect((await promptOf(sam.id, older.id))?.resolvedAt).toBeNull();
    // The child's own parent, but a course with no prompt.
    const none = await call(parent, 'POST', '/v1/parent/course/complete', {
      child_id: mia.id,
      course_id: newer.id,
    });
    expect(none.statusCode).toBe(404);
  });

  it('dismisses a prompt ("not now") with 204, and again without error', async () => {
    const body = { child_id: leo.id, course_id: newer.id };
    const res = await call(parent, 'POST', '/v1/parent/course/complete', body);
    expect(res.statusCode).toBe(204);
    expect((await promptOf(leo.id, newer.id))?.resolvedAt).toBeInstanceOf(Date);
    expect((await pending(parent)).map((p) => p.course_id)).toEqual([older.id]);
    expect((await call(parent, 'POST', '/v1/parent/course/complete', body)).statusCode).toBe(204);
    // A repeated completion does not bring it back.
    await queueRatingPrompt(ctx.db, leo.id, newer.id);
    expect((await pending(parent)).map((p) => p.course_id)).toEqual([older.id]);
  });

  it('closes the prompt when the parent rates the course', async () => {
    const res = await call(parent, 'POST', '/v1/family/course-rating', {
      child_id: mia.id,
      course_id: older.id,
      stars: 4,
      comment: 'She loved it',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ child_id: mia.id, course_id: older.id, stars: 4 });
    expect((await promptOf(mia.id, older.id))?.resolvedAt).toBeInstanceOf(Date);
    expect(await pending(parent)).toEqual([]);
    // Sam's prompt for the same course belongs to another family and stays open.
    expect((await promptOf(sam.id, older.id))?.resolvedAt).toBeNull();
  });

  it('refuses a rating of an unknown course with 404, storing nothing', async () => {
    for (const courseId of ['00000000-0000-4000-8000-000000000000', 'brave-steps']) {
      const res = await call(parent, 'POST', '/v1/family/course-rating', {
        child_id: mia.id,
        course_id: courseId,
        stars: 5,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('We could not find that course.');
      const rows = await ctx.db.select().from(courseRatings).where(eq(courseRatings.courseId, courseId));
      expect(rows).toHaveLength(0);
    }
  });

  it('a rating given before the prompt still closes it, with 409 for the second rating', async () => {
    const course = await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Calm Corner' });
    const rate = () =>
      call(otherParent, 'POST', '/v1/family/course-rating', {
        child_id: sam.id,
        course_id: course.id,
        stars: 5,
      });
    expect((await rate()).statusCode).toBe(201);
    await complete(sam, course, clock.now());
    expect((await pending(otherParent)).map((p) => p.course_id)).toContain(course.id);
    expect((await rate()).statusCode).toBe(409);
    expect((await pending(otherParent)).map((p) => p.course_id)).not.toContain(course.id);
  });
});
