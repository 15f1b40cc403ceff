import { SUBSCRIPTION_REQUIRED } from '@ye/contracts/catalog';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  createUser,
  type FixtureUser,
  grantMembership,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { billingSubscriptions } from '../billing/tables.ts';
import { lessonProgress } from '../learning/progress/tables.ts';
import { chapters, courses, lessons } from '../studio/tables.ts';
import { PAID_LESSON_FOR_CHILD, PAID_LESSON_FOR_PARENT } from './service.ts';

// The paywall (decision 027): the first chapter of every course is free; later chapters need the
// family's membership, asked of billing on every call that shows or opens a lesson. Losing the
// membership locks again and keeps everything the child did.

let ctx: TestContext;
let instructor: FixtureUser;
let course: { id: string; free: string[]; paid: string[] };

beforeAll(async () => {
  ctx = await createTestApp();
  instructor = await createInstructor(ctx.db);
  const [row] = await ctx.db
    .insert(courses)
    .values({
      instructorId: instructor.id,
      title: 'Brave steps',
      description: 'A course.',
      topic: 'confidence',
      kind: 'course',
      state: 'published',
      ageMin: 6,
      ageMax: 12,
      publishedAt: new Date(Date.UTC(2026, 0, 1)),
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('course not created');
  const ids: string[][] = [];
  for (const [c, kinds] of [['text', 'text'] as const, ['text', 'reflection'] as const].entries()) {
    const [chapter] = await ctx.db
      .insert(chapters)
      .values({ courseId: row.id, title: `Chapter ${c + 1}`, position: c + 1 })
      .returning({ id: chapters.id });
    if (!chapter) throw new Error('chapter not created');
    const inChapter: string[] = [];
    for (const [l, kind] of kinds.entries()) {
      const [lesson] = await ctx.db
        .insert(lessons)
        .values({
          chapterId: chapter.id,
          courseId: row.id,
          title: `Lesson ${c + 1}.${l + 1}`,
          kind,
          position: l + 1,
          body: 'Some words.',
          durationMinutes: 5,
        })
        .returning({ id: lessons.id });
      if (!lesson) throw new Error('lesson not created');
      inChapter.push(lesson.id);
    }
    ids.push(inChapter);
  }
  course = { id: row.id, free: ids[0] ?? [], paid: ids[1] ?? [] };
});
afterAll(async () => ctx?.close());

async function call(who: FixtureUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: await authAs(ctx.app, who),
    ...(payload ? { payload } : {}),
  });
}
const content = (who: FixtureUser, lessonId: string | undefined) =>
  call(who, 'GET', `/v1/course/content/get/${lessonId}`);
const complete = (who: FixtureUser, lessonId: string | undefined) =>
  call(who, 'POST', `/v1/course/content/complete/${lessonId}`, { score: 90, duration_seconds: 60 });

async function family(): Promise<{ parent: FixtureUser; child: FixtureUser }> {
  const parent = await createParent(ctx.db);
  return { parent, child: await createChild(ctx.db, parent) };
}

async function finishFreeChapter(child: FixtureUser) {
  for (const id of course.free) expect((await complete(child, id)).statusCode).toBe(200);
}

async function progressRows(child: FixtureUser): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(lessonProgress)
    .where(eq(lessonProgress.childId, child.id));
  return row?.n ?? 0;
}

describe('without a membership', () => {
  it('opens the first chapter and locks the rest for the child, saying why on the map', async () => {
    const { child } = await family();
    expect((await content(child, course.free[0])).statusCode).toBe(200);
    await finishFreeChapter(child);
    const detail = (await call(child, 'GET', `/v1/course/get/${course.id}`)).json();
    expect(detail.progress.chapters.map((c: { lock_reason: string | null }) => c.lock_reason)).toEqual([
      null,
      'subscription',
    ]);
    expect(detail.progress.lessons.map((l: { locked: boolean }) => l.locked)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    // Nothing open is left, so "continue" does not send the child to a locked lesson.
    expect(detail.progress.next_lesson_id).toBeNull();
    expect((await call(child, 'GET', '/v1/course/unlocked-course')).json()).toEqual({ continue: null });
  });

  it('refuses a child every way into a paid lesson with 403 subscription_required and changes nothing', async () => {
    const { child } = await family();
    await finishFreeChapter(child);
    const before = await progressRows(child);
    const [paid, reflection] = course.paid;
    const attempts = [
      await content(child, paid),
      await call(child, 'POST', `/v1/course/content/start/${paid}`),
      await complete(child, paid),
      await call(child, 'GET', `/v1/course/lesson/${paid}/quiz`),
      await call(child, 'PUT', `/v1/learning/journal/${reflection}`, { text: 'I was brave.' }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: SUBSCRIPTION_REQUIRED, detail: PAID_LESSON_FOR_CHILD });
      // A child is never shown a price or the word membership.
      expect(res.body).not.toMatch(/membership|subscri(be|ption)\b|\$|trial/i);
    }
    expect(await progressRows(child)).toBe(before);
  });

  it('refuses the parent a paid lesson with their own words, and opens the free one', async () => {
    const { parent } = await family();
    expect((await content(parent, course.free[1])).statusCode).toBe(200);
    const res = await content(parent, course.paid[0]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: SUBSCRIPTION_REQUIRED, detail: PAID_LESSON_FOR_PARENT });
  });

  it('does not count a membership kept with another payment provider', async () => {
    const { parent, child } = await family();
    await grantMembership(ctx.db, parent, { provider: 'stripe' });
    await finishFreeChapter(child);
    expect((await content(child, course.paid[0])).json().code).toBe(SUBSCRIPTION_REQUIRED);
  });

  it('never stands in the way of staff, who author, preview and support', async () => {
    const admin = await createUser(ctx.db, { type: 'admin' });
    for (const who of [instructor, admin]) expect((await content(who, course.paid[0])).statusCode).toBe(200);
  });
});

describe('with a membership', () => {
  it('opens the paid chapters once the family subscribes, and locks them again when it ends, keeping the work', async () => {
    const { parent, child } = await family();
    await finishFreeChapter(child);
    await grantMembership(ctx.db, parent);

    expect((await content(parent, course.paid[0])).statusCode).toBe(200);
    const open = await content(child, course.paid[0]);
    expect(open.statusCode).toBe(200);
    expect(open.json().progress).toMatchObject({ locked: false, lock_reason: null });
    const next = (await call(child, 'GET', '/v1/course/unlocked-course')).json();
    expect(next.continue).toMatchObject({ lesson_id: course.paid[0], chapter_title: 'Chapter 2' });
    expect((await complete(child, course.paid[0])).statusCode).toBe(200);

    // The membership ends: paid lessons lock again, and what the child did stays done.
    await ctx.db
      .update(billingSubscriptions)
      .set({ status: 'canceled', canceledAt: new Date() })
      .where(eq(billingSubscriptions.userId, parent.id));
    expect((await content(child, course.paid[1])).json().code).toBe(SUBSCRIPTION_REQUIRED);
    const detail = (await call(child, 'GET', `/v1/course/get/${course.id}`)).json();
    expect(detail.progress.percent).toBe(75);
    expect(detail.progress.lessons[2]).toMatchObject({
      lesson_id: course.paid[0],
      status: 'completed',
      locked: true,
      lock_reason: 'subscription',
    });
  });
});
