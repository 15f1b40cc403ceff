import type { CourseDetail, LessonContent } from '@ye/contracts/catalog';
import type { GameConfig } from '@ye/contracts/games';
import type { UserType } from '@ye/contracts/roles';
import type { StudioChapter, StudioCourse, StudioLesson } from '@ye/contracts/studio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  createUser,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { courseProgress, journalEntries, lessonPlays, lessonProgress } from '../learning/progress/tables.ts';

const QUIZ: GameConfig = {
  type: 'quiz',
  instructions: 'Pick the brave answer.',
  questions: [{ prompt: 'What helps when you are nervous?', options: ['Slow breaths', 'Hiding'], answer: 0 }],
};
const COVER = '/v1/media/covers/brave-steps.svg';

let ctx: TestContext;
let owner: FixtureUser;
let other: FixtureUser;
let admin: FixtureUser;
let ely: FixtureUser;
let parent: FixtureUser;
let child: FixtureUser;

type Who = { id: string; type: UserType } | null;

async function call(who: Who, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const headers = who ? await authAs(ctx.app, who) : {};
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}
async function created<T>(who: Who, url: string, payload: Record<string, unknown>): Promise<T> {
  const res = await call(who, 'POST', url, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as T;
}

/** A game course of one level: a reading mission, then a quiz mission. */
async function draftGameCourse(who: Who) {
  const course = await created<StudioCourse>(who, '/v1/instructor/course/create', {
    title: 'Brave Steps Quest',
    description: 'Small brave things.',
    kind: 'game',
    cover_url: COVER,
  });
  const level = await created<StudioChapter>(who, `/v1/instructor/course/chapter/${course.id}`, {
    title: 'Base Camp',
  });
  const reading = await created<StudioLesson>(who, `/v1/instructor/course/chapter/lesson/${level.id}`, {
    title: 'Packing my bag',
    kind: 'text',
    body: 'A brave explorer packs a calm breath.',
  });
  const quiz = await created<StudioLesson>(who, `/v1/instructor/course/chapter/lesson/${level.id}`, {
    title: 'Brave quiz',
    kind: 'game',
    body: 'Three questions.',
    game: QUIZ,
  });
  return { course, level, reading, quiz };
}

const coursePreview = (id: string) => `/v1/instructor/course/preview/${id}`;
const lessonPreview = (id: string, lessonId: string) =>
  `/v1/instructor/course/preview/${id}/lesson/${lessonId}`;

let draft: Awaited<ReturnType<typeof draftGameCourse>>;
let published: Awaited<ReturnType<typeof draftGameCourse>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createInstructor(ctx.db);
  other = await createInstructor(ctx.db);
  admin = await createUser(ctx.db, { type: 'admin' });
  ely = await createUser(ctx.db, { type: 'ely_admin' });
  parent = await createParent(ctx.db);
  child = await createChild(ctx.db, parent, { firstName: 'Mia', birthday: '2017-03-01' });
  draft = await draftGameCourse(owner);
  published = await draftGameCourse(owner);
  const publish = await call(owner, 'POST', `/v1/instructor/course/publish/${published.course.id}`);
  expect(publish.status, JSON.stringify(publish.body)).toBe(200);
});
afterAll(async () => ctx?.close());

describe('GET /v1/instructor/course/preview/:id', () => {
  it("gives the owner their draft in the child's map shape, everything there and no progress", async () => {
    const res = await call(owner, 'GET', coursePreview(draft.course.id));
    expect(res.status).toBe(200);
    const body = res.body as CourseDetail;
    expect(body).toMatchObject({
      id: draft.course.id,
      title: 'Brave Steps Quest',
      kind: 'game',
      cover_url: COVER,
      instructor: { id: owner.id },
      progress: null,
      assigned_child_ids: null,
    });
    expect(body.chapters).toEqual([
      {
        id: draft.level.id,
        title: 'Base Camp',
        description: '',
        position: 1,
        lessons: [
          expect.objectContaining({ id: draft.reading.id, kind: 'text', position: 1, game_type: null }),
          expect.objectContaining({ id: draft.quiz.id, kind: 'game', position: 2, game_type: 'quiz' }),
        ],
      },
    ]);
  });

  it('lets an admin preview anyone’s draft', async () => {
    const res = await call(admin, 'GET', coursePreview(draft.course.id));
    expect(res.status).toBe(200);
    expect((res.body as CourseDetail).id).toBe(draft.course.id);
  });

  it('lets an ely_admin preview their own course (they work as instructors)', async () => {
    const own = await draftGameCourse(ely);
    expect((await call(ely, 'GET', coursePreview(own.course.id))).status).toBe(200);
    expect((await call(ely, 'GET', lessonPreview(own.course.id, own.quiz.id))).status).toBe(200);
  });

  it('is 404 for another instructor, for a draft and for a published course alike', async () => {
    const res = await call(other, 'GET', coursePreview(draft.course.id));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: expect.any(String), code: 'course_not_found' });

    // The catalogue shows a published course to every adult, the preview only to its owner.
    expect((await call(other, 'GET', `/v1/course/get/${published.course.id}`)).status).toBe(200);
    expect((await call(other, 'GET', coursePreview(published.course.id))).status).toBe(404);
    expect((await call(owner, 'GET', coursePreview(published.course.id))).status).toBe(200);
  });

  it('refuses children and parents (403) and anyone signed out (401)', async () => {
    for (const who of [child, parent]) {
      const res = await call(who, 'GET', coursePreview(draft.course.id));
      expect(res.status).toBe(403);
      expect(res.body).toHaveProperty('detail');
    }
    expect((await call(null, 'GET', coursePreview(draft.course.id))).status).toBe(401);
  });

  it('is 404 for a discarded course and 400 for something that is not an id', async () => {
    const gone = await draftGameCourse(owner);
    expect((await call(owner, 'POST', `/v1/instructor/course/discard/${gone.course.id}`)).status).toBe(200);
    expect((await call(owner, 'GET', coursePreview(gone.course.id))).status).toBe(404);
    expect((await call(owner, 'GET', lessonPreview(gone.course.id, gone.quiz.id))).status).toBe(404);
    expect((await call(owner, 'GET', coursePreview('not-a-uuid'))).status).toBe(400);
  });
});

describe('GET /v1/instructor/course/preview/:id/lesson/:lessonId', () => {
  it("gives the owner a draft's lesson in the child's lesson shape, with its neighbours", async () => {
    const res = await call(owner, 'GET', lessonPreview(draft.course.id, draft.reading.id));
    expect(res.status).toBe(200);
    expect(res.body as LessonContent).toMatchObject({
      id: draft.reading.id,
      kind: 'text',
      course_id: draft.course.id,
      course_title: 'Brave Steps Quest',
      course_kind: 'game',
      chapter_id: draft.level.id,
      chapter_title: 'Base Camp',
      body: 'A brave explorer packs a calm breath.',
      game: null,
      progress: null,
      journal_entry: null,
      previous_lesson_id: null,
      next_lesson_id: draft.quiz.id,
    });
    const game = await call(owner, 'GET', lessonPreview(draft.course.id, draft.quiz.id));
    expect(game.status).toBe(200);
    expect(game.body).toMatchObject({ game: QUIZ, game_type: 'quiz', previous_lesson_id: draft.reading.id });
  });

  it('is 404 for another instructor, and for a lesson asked for under another course', async () => {
    const res = await call(other, 'GET', lessonPreview(draft.course.id, draft.quiz.id));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: expect.any(String), code: 'lesson_not_found' });
    // Published: the catalogue shows the lesson to any adult, the preview only to its owner.
    expect((await call(other, 'GET', `/v1/course/content/get/${published.quiz.id}`)).status).toBe(200);
    expect((await call(other, 'GET', lessonPreview(published.course.id, published.quiz.id))).status).toBe(
      404,
    );
    expect((await call(owner, 'GET', lessonPreview(published.course.id, published.quiz.id))).status).toBe(
      200,
    );

    const second = await draftGameCourse(owner);
    expect((await call(owner, 'GET', lessonPreview(second.course.id, draft.quiz.id))).status).toBe(404);
    expect((await call(admin, 'GET', lessonPreview(draft.course.id, draft.quiz.id))).status).toBe(200);
  });

  it('refuses children and parents (403) and anyone signed out (401)', async () => {
    for (const who of [child, parent])
      expect((await call(who, 'GET', lessonPreview(draft.course.id, draft.quiz.id))).status).toBe(403);
    expect((await call(null, 'GET', lessonPreview(draft.course.id, draft.quiz.id))).status).toBe(401);
  });
});

describe('previewing records nothing', () => {
  it('leaves no course or lesson progress, play or journal row behind', async () => {
    const fresh = await draftGameCourse(owner);
    for (const who of [owner, admin]) {
      expect((await call(who, 'GET', coursePreview(fresh.course.id))).status).toBe(200);
      for (const lesson of [fresh.reading, fresh.quiz])
        expect((await call(who, 'GET', lessonPreview(fresh.course.id, lesson.id))).status).toBe(200);
    }
    const courseId = fresh.course.id;
    const [courses, lessonsDone, plays, journal] = await Promise.all([
      ctx.db.select().from(courseProgress).where(eq(courseProgress.courseId, courseId)),
      ctx.db.select().from(lessonProgress).where(eq(lessonProgress.courseId, courseId)),
      ctx.db.select().from(lessonPlays).where(eq(lessonPlays.courseId, courseId)),
      ctx.db.select().from(journalEntries).where(eq(journalEntries.lessonId, fresh.reading.id)),
    ]);
    expect({ courses, lessonsDone, plays, journal }).toEqual({
      courses: [],
      lessonsDone: [],
      plays: [],
      journal: [],
    });
  });
});
