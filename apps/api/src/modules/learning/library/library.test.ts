import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  type FixtureUser,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { courses } from '../../studio/tables.ts';
import { insertTestCourse, type TestCourse } from '../test-courses.ts';
import { bookmarks } from './tables.ts';

let ctx: TestContext;
let parent: FixtureUser;
let instructor: FixtureUser;
let child: FixtureUser;
let otherChild: FixtureUser;
let course: TestCourse;
let game: TestCourse;
let draft: TestCourse;

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createParent(ctx.db);
  instructor = await createInstructor(ctx.db);
  child = await createChild(ctx.db, parent, { firstName: 'Mia' });
  otherChild = await createChild(ctx.db, await createParent(ctx.db), { firstName: 'Sam' });
  course = await insertTestCourse(ctx.db, {
    instructorId: instructor.id,
    title: 'Brave Steps',
    coverImage: '/v1/files/brave.png',
  });
  game = await insertTestCourse(ctx.db, {
    instructorId: instructor.id,
    title: 'Calm Quest',
    kind: 'game',
    lessonsPerChapter: [1, 2],
  });
  draft = await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Draft', state: 'draft' });
});
afterAll(async () => {
  await ctx?.close();
});

async function call(
  user: FixtureUser | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  const headers = user ? await authAs(ctx.app, user) : {};
  return ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

const storedBookmarks = (userId: string) =>
  ctx.db
    .select({ itemType: bookmarks.itemType, itemId: bookmarks.itemId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId));

describe('bookmarks and the library', () => {
  it('bookmarks a course and a mission and lists them newest first with their course', async () => {
    const mission = game.chapters[1]?.lessonIds[0] ?? '';
    const first = await call(child, 'POST', '/v1/router/user/bookmark', {
      item_type: 'course',
      item_id: course.id,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      item_type: 'course',
      item_id: course.id,
      title: 'Brave Steps',
      course_id: course.id,
      course_title: 'Brave Steps',
      course_kind: 'course',
      chapter_id: null,
      cover_url: '/v1/files/brave.png',
    });
    const second = await call(child, 'POST', '/v1/router/user/bookmark', {
      item_type: 'lesson',
      item_id: mission,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      item_type: 'lesson',
      item_id: mission,
      title: 'Lesson 2.1',
      course_id: game.id,
      course_title: 'Calm Quest',
      course_kind: 'game',
      chapter_id: game.chapters[1]?.id,
      cover_url: null,
    });

    const res = await call(child, 'GET', '/v1/router/user/library');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.webinars).toEqual([]);
    expect(body.bookmarks.map((b: { item_id: string }) => b.item_id)).toEqual([mission, course.id]);
    expect(body.bookmarks[1]).toEqual(first.json());
  });

  it('is idempotent: bookmarking twice answers 201 with the first bookmark and stores one row', async () => {
    const body = { item_type: 'course', item_id: game.id };
    const first = await call(child, 'POST', '/v1/router/user/bookmark', body);
    const again = await call(child, 'POST', '/v1/router/user/bookmark', body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = (await storedBookmarks(child.id)).filter((r) => r.itemId === game.id);
    expect(rows).toHaveLength(1);
  });

  it('removes a bookmark (204), and answers 204 again when it is already gone', async () => {
    const body = { item_type: 'course', item_id: game.id };
    const removed = await call(child, 'DELETE', '/v1/router/user/bookmark', body);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await storedBookmarks(child.id)).map((r) => r.itemId)).not.toContain(game.id);
    expect((await call(child, 'DELETE', '/v1/router/user/bookmark', body)).statusCode).toBe(204);
  });

  it('refuses unknown and unpublished items with 404, storing nothing', async () => {
    const before = await storedBookmarks(child.id);
    for (const body of [
      { item_type: 'course', item_id: '00000000-0000-4000-8000-000000000000' },
      { item_type: 'lesson', item_id: '00000000-0000-4000-8000-000000000000' },
      { item_type: 'course', item_id: draft.id },
      { item_type: 'lesson', item_id: draft.lessonIds[0] },
      // A course id sent as a lesson is not a lesson.
      { item_type: 'lesson', item_id: course.id },
    ]) {
      const res = await call(child, 'POST', '/v1/router/user/bookmark', body);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('We could not find that course or lesson.');
    }
    expect(await storedBookmarks(child.id)).toEqual(before);
  });

  it('rejects a bad body with 400 and changes nothing', async () => {
    const before = await storedBookmarks(child.id);
    for (const body of [
      {},
      { item_type: 'video', item_id: course.id },
      { item_type: 'course', item_id: 'not-an-id' },
      { item_type: 'course' },
    ]) {
      const post = await call(child, 'POST', '/v1/router/user/bookmark', body);
      expect(post.statusCode).toBe(400);
      expect(post.json().detail).toBeTruthy();
      expect((await call(child, 'DELETE', '/v1/router/user/bookmark', body)).statusCode).toBe(400);
    }
    expect(await storedBookmarks(child.id)).toEqual(before);
  });

  it('keeps each user’s bookmarks their own; parents and instructors have a library too', async () => {
    const sams = await call(otherChild, 'GET', '/v1/router/user/library');
    expect(sams.json().bookmarks).toEqual([]);
    // Removing "the same" bookmark as another user leaves the child's in place.
    await call(otherChild, 'DELETE', '/v1/router/user/bookmark', { item_type: 'course', item_id: course.id });
    expect((await storedBookmarks(child.id)).map((r) => r.itemId)).toContain(course.id);

    const byParent = await call(parent, 'POST', '/v1/router/user/bookmark', {
      item_type: 'course',
      item_id: course.id,
    });
    expect(byParent.statusCode).toBe(201);
    expect((await call(parent, 'GET', '/v1/router/user/library')).json().bookmarks).toHaveLength(1);
    expect((await call(instructor, 'GET', '/v1/router/user/library')).json()).toEqual({
      bookmarks: [],
      webinars: [],
    });
  });

  it('hides bookmarks of a course that is no longer published', async () => {
    const gone = await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Soon gone' });
    await call(child, 'POST', '/v1/router/user/bookmark', { item_type: 'course', item_id: gone.id });
    await call(child, 'POST', '/v1/router/user/bookmark', {
      item_type: 'lesson',
      item_id: gone.lessonIds[0],
    });
    const listed = (await call(child, 'GET', '/v1/router/user/library')).json().bookmarks;
    expect(listed.filter((b: { course_id: string }) => b.course_id === gone.id)).toHaveLength(2);
    await ctx.db.update(courses).set({ state: 'discarded' }).where(eq(courses.id, gone.id));
    const after = (await call(child, 'GET', '/v1/router/user/library')).json().bookmarks;
    expect(after.filter((b: { course_id: string }) => b.course_id === gone.id)).toHaveLength(0);
  });

  it('needs a signed-in user (401)', async () => {
    const body = { item_type: 'course', item_id: course.id };
    expect((await call(null, 'GET', '/v1/router/user/library')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/v1/router/user/bookmark', body)).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/v1/router/user/bookmark', body)).statusCode).toBe(401);
  });
});
