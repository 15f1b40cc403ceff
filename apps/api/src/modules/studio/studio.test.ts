import crypto from 'node:crypto';
import type { GameConfig } from '@ye/contracts/games';
import type { UserType } from '@ye/contracts/roles';
import type { StudioChapter, StudioCourse, StudioCourseDetail, StudioLesson } from '@ye/contracts/studio';
import { and, eq, inArray } from 'drizzle-orm';
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
import { enrolments } from '../family/tables.ts';
import { certificates } from '../learning/certificates/tables.ts';
import { bookmarks } from '../learning/library/tables.ts';
import { courseProgress, journalEntries, lessonProgress } from '../learning/progress/tables.ts';
import { surveyResponses } from '../survey/tables.ts';
import { chapters, courses, lessons } from './tables.ts';

const QUIZ: GameConfig = {
  type: 'quiz',
  instructions: 'Pick the kind answer.',
  questions: [
    { prompt: 'A friend is sad. What can you do?', options: ['Ask how they feel', 'Walk away'], answer: 0 },
  ],
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

async function call(
  who: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) {
  const headers = who ? await authAs(ctx.app, who) : {};
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

async function createCourse(who: Who, extra: Record<string, unknown> = {}): Promise<StudioCourse> {
  const res = await call(who, 'POST', '/v1/instructor/course/create', {
    title: 'Brave Steps',
    description: 'Small brave things.',
    kind: 'course',
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body as StudioCourse;
}
async function addChapter(who: Who, courseId: string, title: string): Promise<StudioChapter> {
  const res = await call(who, 'POST', `/v1/instructor/course/chapter/${courseId}`, { title });
  expect(res.status).toBe(201);
  return res.body as StudioChapter;
}
async function addLesson(who: Who, chapterId: string, body: Record<string, unknown>): Promise<StudioLesson> {
  const res = await call(who, 'POST', `/v1/instructor/course/chapter/lesson/${chapterId}`, {
    kind: 'text',
    body: 'Read this.',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as StudioLesson;
}
async function detail(who: Who, courseId: string): Promise<StudioCourseDetail> {
  const res = await call(who, 'GET', `/v1/instructor/course/get/${courseId}`);
  expect(res.status).toBe(200);
  return res.body as StudioCourseDetail;
}
const positions = (d: StudioCourseDetail) =>
  d.chapters.map((c) => ({
    title: c.title,
    position: c.position,
    lessons: c.lessons.map((l) => [l.title, l.position]),
  }));

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createInstructor(ctx.db);
  other = await createInstructor(ctx.db);
  admin = await createUser(ctx.db, { type: 'admin' });
  ely = await createUser(ctx.db, { type: 'ely_admin' });
  parent = await createParent(ctx.db);
  child = await createChild(ctx.db, parent, { firstName: 'Mia', birthday: '2017-03-01' });
});
afterAll(async () => ctx?.close());

describe('POST /v1/instructor/course/create', () => {
  it('creates a draft of the caller with the first topic as its topic', async () => {
    const res = await call(owner, 'POST', '/v1/instructor/course/create', {
      title: '  Making Friends ',
      description: 'How to make friends.',
      kind: 'game',
      age_min: 7,
      age_max: 10,
      topics: ['friendship', 'feelings'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'draft',
      title: 'Making Friends',
      kind: 'game',
      topic: 'friendship',
      topics: ['friendship'],
      age_min: 7,
      age_max: 10,
      cover_url: null,
      chapter_count: 0,
      lesson_count: 0,
      student_count: 0,
      published_at: null,
    });
    const [row] = await ctx.db
      .select({ instructorId: courses.instructorId, state: courses.state })
      .from(courses)
      .where(eq(courses.id, res.body.id));
    expect(row).toEqual({ instructorId: owner.id, state: 'draft' });
  });

  it('fills in ages and the topic when they are not given, and ely_admin works as an instructor', async () => {
    const course = await createCourse(ely, { age_max: 9 });
    expect(course).toMatchObject({ age_min: 6, age_max: 9, topic: 'self-esteem', status: 'draft' });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await ctx.db.select({ id: courses.id }).from(courses);
    const noTitle = await call(owner, 'POST', '/v1/instructor/course/create', { title: ' ', kind: 'course' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.errors).toContainEqual({
      field: 'title',
      message: 'Please give the course a title.',
    });
    const ages = await call(owner, 'POST', '/v1/instructor/course/create', {
      title: 'X',
      kind: 'course',
      age_min: 12,
      age_max: 8,
    });
    expect(ages.status).toBe(400);
    expect(ages.body.detail).toContain('The youngest age cannot be above the oldest.');
    const kind = await call(owner, 'POST', '/v1/instructor/course/create', { title: 'X', kind: 'movie' });
    expect(kind.status).toBe(400);
    const topic = await call(owner, 'POST', '/v1/instructor/course/create', {
      title: 'X',
      kind: 'course',
      topics: ['maths'],
    });
    expect(topic.status).toBe(400);
    const cover = await call(owner, 'POST', '/v1/instructor/course/create', {
      title: 'X',
      kind: 'course',
      cover_url: 'https://evil.example/cover.png',
    });
    expect(cover).toMatchObject({
      status: 400,
      body: { detail: 'The cover must be an image uploaded in the studio.' },
    });
    expect(await ctx.db.select({ id: courses.id }).from(courses)).toHaveLength(before.length);
  });

  it('is for instructors, ely_admins and admins only', async () => {
    const body = { title: 'X', description: '', kind: 'course' };
    expect((await call(null, 'POST', '/v1/instructor/course/create', body)).status).toBe(401);
    for (const who of [parent, child, await createUser(ctx.db, { type: 'provider' })]) {
      const res = await call(who, 'POST', '/v1/instructor/course/create', body);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBeTruthy();
    }
    expect((await call(admin, 'POST', '/v1/instructor/course/create', body)).status).toBe(201);
  });
});

describe('PATCH /v1/instructor/course/update/{id} and GET /v1/instructor/course/get/{id}', () => {
  it('changes the fields given and keeps the rest', async () => {
    const course = await createCourse(owner);
    const res = await call(owner, 'PATCH', `/v1/instructor/course/update/${course.id}`, {
      title: 'Braver Steps',
      topics: ['confidence'],
      learning_goals: ['Say hello first'],
      cover_url: COVER,
      age_max: 11,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: course.id,
      title: 'Braver Steps',
      description: 'Small brave things.',
      topic: 'confidence',
      learning_goals: ['Say hello first'],
      cover_url: COVER,
      age_min: 6,
      age_max: 11,
    });
    expect((await detail(owner, course.id)).title).toBe('Braver Steps');
    const cleared = await call(owner, 'PATCH', `/v1/instructor/course/update/${course.id}`, {
      cover_url: null,
    });
    expect(cleared.body.cover_url).toBeNull();
  });

  it('refuses ages out of order against what is stored', async () => {
    const course = await createCourse(owner, { age_min: 8, age_max: 10 });
    const res = await call(owner, 'PATCH', `/v1/instructor/course/update/${course.id}`, { age_max: 7 });
    expect(res).toMatchObject({
      status: 400,
      body: { detail: 'The youngest age cannot be above the oldest.' },
    });
  });

  it('lets an admin open and change anyone’s draft', async () => {
    const course = await createCourse(owner);
    expect((await detail(admin, course.id)).id).toBe(course.id);
    const res = await call(admin, 'PATCH', `/v1/instructor/course/update/${course.id}`, {
      description: 'Fixed.',
    });
    expect(res.body.description).toBe('Fixed.');
  });
});

describe('chapters and lessons', () => {
  it('adds chapters and lessons at the end, and GET shows them in order with everything', async () => {
    const course = await createCourse(owner);
    const one = await addChapter(owner, course.id, 'One');
    const two = await addChapter(owner, course.id, 'Two');
    expect([one.position, two.position]).toEqual([1, 2]);
    expect(one).toMatchObject({ course_id: course.id, title: 'One', description: '', lessons: [] });
    const text = await addLesson(owner, one.id, { title: 'Read', body: 'Words.' });
    const game = await addLesson(owner, one.id, {
      title: 'Play',
      kind: 'game',
      game: QUIZ,
      duration_minutes: 3,
    });
    expect(text).toMatchObject({ position: 1, kind: 'text', body: 'Words.', game: null, game_type: null });
    expect(game).toMatchObject({
      position: 2,
      kind: 'game',
      game: QUIZ,
      game_type: 'quiz',
      duration_minutes: 3,
    });
    const d = await detail(owner, course.id);
    expect(positions(d)).toEqual([
      {
        title: 'One',
        position: 1,
        lessons: [
          ['Read', 1],
          ['Play', 2],
        ],
      },
      { title: 'Two', position: 2, lessons: [] },
    ]);
    expect(d).toMatchObject({ chapter_count: 2, lesson_count: 2, duration_minutes: 8 });
  });

  it('validates a game with GameConfig and answers with field errors', async () => {
    const course = await createCourse(owner);
    const chapter = await addChapter(owner, course.id, 'One');
    const url = `/v1/instructor/course/chapter/lesson/${chapter.id}`;
    const wrongAnswer = await call(owner, 'POST', url, {
      title: 'Quiz',
      kind: 'game',
      game: { ...QUIZ, questions: [{ prompt: 'Q?', options: ['a', 'b'], answer: 3 }] },
    });
    expect(wrongAnswer.status).toBe(400);
    expect(wrongAnswer.body.errors).toContainEqual({
      field: 'game.questions.0.answer',
      message: 'The answer must be one of the options.',
    });
    const noGame = await call(owner, 'POST', url, { title: 'Quiz', kind: 'game' });
    expect(noGame.status).toBe(400);
    expect(noGame.body.errors).toContainEqual({ field: 'game', message: 'A game lesson needs a game.' });
    const gameOnText = await call(owner, 'POST', url, { title: 'Read', kind: 'text', game: QUIZ });
    expect(gameOnText.body.errors).toContainEqual({
      field: 'game',
      message: 'Only a game lesson has a game.',
    });
    const unknownType = await call(owner, 'POST', url, { title: 'G', kind: 'game', game: { type: 'chess' } });
    expect(unknownType.status).toBe(400);
    expect((await detail(owner, course.id)).lesson_count).toBe(0);
  });

  it('reorders chapters keeping positions 1, 2, 3 …', async () => {
    const course = await createCourse(owner);
    const [a, b, c] = [
      await addChapter(owner, course.id, 'A'),
      await addChapter(owner, course.id, 'B'),
      await addChapter(owner, course.id, 'C'),
    ];
    const moved = await call(owner, 'PATCH', `/v1/instructor/course/chapter/update/${c?.id}`, {
      position: 1,
      title: 'C!',
    });
    expect(moved.body).toMatchObject({ title: 'C!', position: 1 });
    expect(positions(await detail(owner, course.id)).map((x) => [x.title, x.position])).toEqual([
      ['C!', 1],
      ['A', 2],
      ['B', 3],
    ]);
    await call(owner, 'PATCH', `/v1/instructor/course/chapter/update/${a?.id}`, { position: 99 });
    expect(positions(await detail(owner, course.id)).map((x) => [x.title, x.position])).toEqual([
      ['C!', 1],
      ['B', 2],
      ['A', 3],
    ]);
    const zero = await call(owner, 'PATCH', `/v1/instructor/course/chapter/update/${b?.id}`, { position: 0 });
    expect(zero.status).toBe(400);
  });

  it('keeps positions dense when edits of one course arrive at the same time', async () => {
    const course = await createCourse(owner);
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) => addChapter(owner, course.id, `C${i + 1}`)),
    );
    expect(made.map((c) => c.position).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    await Promise.all(
      made.map((c, i) =>
        call(owner, 'PATCH', `/v1/instructor/course/chapter/update/${c.id}`, { position: 6 - i }),
      ),
    );
    const d = await detail(owner, course.id);
    expect(d.chapters.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6]);
    const chapter = d.chapters[0]?.id ?? '';
    const lessonsMade = await Promise.all(
      Array.from({ length: 5 }, (_, i) => addLesson(owner, chapter, { title: `L${i + 1}` })),
    );
    await Promise.all([
      call(owner, 'PATCH', `/v1/instructor/course/lesson/update/${lessonsMade[0]?.id}`, { position: 5 }),
      call(owner, 'POST', `/v1/instructor/course/content/discard/${lessonsMade[2]?.id}`),
      call(owner, 'PATCH', `/v1/instructor/course/lesson/update/${lessonsMade[4]?.id}`, { position: 1 }),
    ]);
    const after = await detail(owner, course.id);
    expect(after.chapters[0]?.lessons.map((l) => l.position)).toEqual([1, 2, 3, 4]);
  });

  it('reorders lessons within a chapter and moves one to another chapter of the same course', async () => {
    const course = await createCourse(owner);
    const one = await addChapter(owner, course.id, 'One');
    const two = await addChapter(owner, course.id, 'Two');
    const l1 = await addLesson(owner, one.id, { title: 'L1' });
    await addLesson(owner, one.id, { title: 'L2' });
    const l3 = await addLesson(owner, one.id, { title: 'L3' });
    await addLesson(owner, two.id, { title: 'M1' });

    const up = await call(owner, 'PATCH', `/v1/instructor/course/lesson/update/${l3.id}`, { position: 1 });
    expect(up.body).toMatchObject({ position: 1, chapter_id: one.id });
    expect(positions(await detail(owner, course.id))[0]?.lessons).toEqual([
      ['L3', 1],
      ['L1', 2],
      ['L2', 3],
    ]);

    const across = await call(owner, 'PATCH', `/v1/instructor/course/lesson/update/${l1.id}`, {
      chapter_id: two.id,
      position: 1,
      title: 'L1 moved',
    });
    expect(across.body).toMatchObject({ chapter_id: two.id, position: 1, title: 'L1 moved' });
    expect(positions(await detail(owner, course.id))).toEqual([
      {
        title: 'One',
        position: 1,
        lessons: [
          ['L3', 1],
          ['L2', 2],
        ],
      },
      {
        title: 'Two',
        position: 2,
        lessons: [
          ['L1 moved', 1],
          ['M1', 2],
        ],
      },
    ]);

    const toEnd = await call(owner, 'PATCH', `/v1/instructor/course/lesson/update/${l3.id}`, {
      chapter_id: two.id,
    });
    expect(toEnd.body.position).toBe(3);

    const elsewhere = await createCourse(owner);
    const foreign = await addChapter(owner, elsewhere.id, 'Elsewhere');
    const refused = await call(owner, 'PATCH', `/v1/instructor/course/lesson/update/${l1.id}`, {
      chapter_id: foreign.id,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { detail: 'A lesson can only move to another chapter of the same course.' },
    });
  });

  it('changes a lesson’s kind with its game rules', async () => {
    const course = await createCourse(owner);
    const chapter = await addChapter(owner, course.id, 'One');
    const lesson = await addLesson(owner, chapter.id, { title: 'Read' });
    const url = `/v1/instructor/course/lesson/update/${lesson.id}`;
    expect(await call(owner, 'PATCH', url, { kind: 'game' })).toMatchObject({
      status: 400,
      body: { detail: 'A game lesson needs a game.' },
    });
    const game = await call(owner, 'PATCH', url, { kind: 'game', game: QUIZ });
    expect(game.body).toMatchObject({ kind: 'game', game_type: 'quiz' });
    const retitled = await call(owner, 'PATCH', url, { title: 'Play' });
    expect(retitled.body).toMatchObject({ title: 'Play', game: QUIZ });
    const back = await call(owner, 'PATCH', url, { kind: 'reflection', body: 'What made you proud?' });
    expect(back.body).toMatchObject({ kind: 'reflection', game: null, body: 'What made you proud?' });
    const video = await call(owner, 'PATCH', url, { kind: 'video', video_url: 'https://youtube.example/v' });
    expect(video).toMatchObject({
      status: 400,
      body: { detail: 'The video must be a file uploaded in the studio.' },
    });
  });
});

describe('POST /v1/instructor/course/publish/{id}', () => {
  it('names what is missing, then publishes and the catalogue shows it', async () => {
    const course = await createCourse(owner, { title: 'To Publish' });
    const publish = () => call(owner, 'POST', `/v1/instructor/course/publish/${course.id}`);

    expect(await publish()).toMatchObject({
      status: 400,
      body: { detail: 'Add a cover image before publishing.' },
    });
    await call(owner, 'PATCH', `/v1/instructor/course/update/${course.id}`, { cover_url: COVER });
    expect(await publish()).toMatchObject({
      status: 400,
      body: { detail: 'Add a chapter before publishing.' },
    });
    const one = await addChapter(owner, course.id, 'Feelings');
    await addLesson(owner, one.id, { title: 'Read' });
    await addChapter(owner, course.id, 'Friends');
    expect(await publish()).toMatchObject({
      status: 400,
      body: { detail: 'Chapter "Friends" has no lessons yet.' },
    });
    const two = (await detail(owner, course.id)).chapters[1];
    const video = await addLesson(owner, two?.id ?? '', { title: 'Watch', kind: 'video' });
    expect(await publish()).toMatchObject({
      status: 400,
      body: { detail: 'Lesson "Watch" needs a video before publishing.' },
    });
    await call(owner, 'PATCH', `/v1/instructor/course/lesson/update/${video.id}`, {
      video_url: '/v1/media/videos/breathing-circle.webm',
    });
    expect((await detail(owner, course.id)).status).toBe('draft');

    const ok = await publish();
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: course.id, status: 'published' });
    expect(Date.parse(ok.body.published_at)).toBeGreaterThan(Date.now() - 60_000);
    const again = await publish();
    expect(again.body.published_at).toBe(ok.body.published_at);

    const catalogue = await call(child, 'GET', `/v1/course/get/${course.id}`);
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.title).toBe('To Publish');
  });

  it('speaks of levels and missions for a game course', async () => {
    const course = await createCourse(owner, { kind: 'game', cover_url: COVER });
    expect((await call(owner, 'POST', `/v1/instructor/course/publish/${course.id}`)).body.detail).toBe(
      'Add a level before publishing.',
    );
    await addChapter(owner, course.id, 'Level 1');
    expect((await call(owner, 'POST', `/v1/instructor/course/publish/${course.id}`)).body.detail).toBe(
      'Level "Level 1" has no missions yet.',
    );
  });

  it('a published course keeps its kind', async () => {
    const course = await createCourse(owner, { cover_url: COVER });
    const chapter = await addChapter(owner, course.id, 'One');
    await addLesson(owner, chapter.id, { title: 'Read' });
    expect((await call(owner, 'POST', `/v1/instructor/course/publish/${course.id}`)).status).toBe(200);
    const res = await call(owner, 'PATCH', `/v1/instructor/course/update/${course.id}`, { kind: 'game' });
    expect(res).toMatchObject({
      status: 409,
      body: { detail: 'A published course cannot change between a course and a game.' },
    });
  });
});

describe('POST /v1/instructor/course/duplicate/{id}', () => {
  it('deep-copies into a new draft without sharing a single row', async () => {
    const course = await createCourse(owner, {
      title: 'Original',
      cover_url: COVER,
      learning_goals: ['Be kind'],
    });
    const one = await addChapter(owner, course.id, 'One');
    const two = await addChapter(owner, course.id, 'Two');
    await addLesson(owner, one.id, { title: 'Read', body: 'Words.' });
    const game = await addLesson(owner, one.id, { title: 'Play', kind: 'game', game: QUIZ });
    await addLesson(owner, two.id, { title: 'Think', kind: 'reflection', body: 'Why?' });
    await call(owner, 'POST', `/v1/instructor/course/publish/${course.id}`);

    const res = await call(owner, 'POST', `/v1/instructor/course/duplicate/${course.id}`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'draft',
      title: 'Copy of Original',
      cover_url: COVER,
      learning_goals: ['Be kind'],
      chapter_count: 2,
      lesson_count: 3,
      published_at: null,
    });
    expect(res.body.id).not.toBe(course.id);

    const source = await detail(owner, course.id);
    const copy = await detail(owner, res.body.id);
    const shape = (d: StudioCourseDetail) =>
      d.chapters.map((c) => ({
        title: c.title,
        position: c.position,
        lessons: c.lessons.map((l) => ({
          title: l.title,
          kind: l.kind,
          position: l.position,
          body: l.body,
          game: l.game,
        })),
      }));
    expect(shape(copy)).toEqual(shape(source));
    const ids = (d: StudioCourseDetail) => [
      ...d.chapters.map((c) => c.id),
      ...d.chapters.flatMap((c) => c.lessons.map((l) => l.id)),
    ];
    expect(ids(copy).filter((id) => ids(source).includes(id))).toEqual([]);
    for (const chapter of copy.chapters)
      for (const lesson of chapter.lessons)
        expect([lesson.course_id, lesson.chapter_id]).toEqual([copy.id, chapter.id]);

    // Changing the copy's game leaves the original's alone.
    const copiedGame = copy.chapters[0]?.lessons[1];
    await call(owner, 'PATCH', `/v1/instructor/course/lesson/update/${copiedGame?.id}`, {
      game: { ...QUIZ, instructions: 'Changed.' },
    });
    const [original] = await ctx.db
      .select({ game: lessons.game })
      .from(lessons)
      .where(eq(lessons.id, game.id));
    expect(original?.game).toEqual(QUIZ);
    expect((await detail(owner, course.id)).status).toBe('published');
  });

  it('is 404 for another instructor', async () => {
    const course = await createCourse(owner);
    expect((await call(other, 'POST', `/v1/instructor/course/duplicate/${course.id}`)).status).toBe(404);
    const mine = await call(other, 'GET', '/v1/instructor/course/list');
    expect(mine.body.results.map((c: StudioCourse) => c.title)).not.toContain('Copy of Brave Steps');
  });
});

describe('GET /v1/instructor/course/list', () => {
  it('lists the caller’s drafts and published courses, searchable and paginated', async () => {
    const me = await createInstructor(ctx.db);
    const a = await createCourse(me, { title: 'Calm Seas' });
    const b = await createCourse(me, { title: 'Calm Minds', cover_url: COVER });
    const c = await createCourse(me, { title: 'Loud Friends' });
    const chapter = await addChapter(me, b.id, 'One');
    await addLesson(me, chapter.id, { title: 'Read' });
    await call(me, 'POST', `/v1/instructor/course/publish/${b.id}`);
    await call(me, 'POST', `/v1/instructor/course/discard/${c.id}`);
    await createCourse(other, { title: 'Calm Other' });

    const all = await call(me, 'GET', '/v1/instructor/course/list');
    expect(all.body).toMatchObject({ count: 2, page: 1, page_size: 20 });
    expect(all.body.results.map((x: StudioCourse) => [x.title, x.status])).toEqual([
      ['Calm Minds', 'published'],
      ['Calm Seas', 'draft'],
    ]);
    const search = await call(me, 'GET', '/v1/instructor/course/list?q=seas');
    expect(search.body.results.map((x: StudioCourse) => x.id)).toEqual([a.id]);
    const drafts = await call(me, 'GET', '/v1/instructor/course/list?status=draft');
    expect(drafts.body.results.map((x: StudioCourse) => x.id)).toEqual([a.id]);
    const odd = await call(me, 'GET', `/v1/instructor/course/list?q=${encodeURIComponent('%_')}`);
    expect(odd.body.count).toBe(0);
    const page2 = await call(me, 'GET', '/v1/instructor/course/list?page=2&page_size=1');
    expect(page2.body).toMatchObject({ count: 2, page: 2, page_size: 1 });
    expect(page2.body.results.map((x: StudioCourse) => x.id)).toEqual([a.id]);
    const past = await call(me, 'GET', '/v1/instructor/course/list?page=5&page_size=1');
    expect(past.body).toMatchObject({ count: 2, results: [] });
  });
});

describe('discarding', () => {
  it('POST /discard/{id}: gone from every list; started children keep progress and certificates', async () => {
    const course = await createCourse(owner, { title: 'Going Away', cover_url: COVER });
    const chapter = await addChapter(owner, course.id, 'One');
    const lesson = await addLesson(owner, chapter.id, { title: 'Read' });
    await call(owner, 'POST', `/v1/instructor/course/publish/${course.id}`);

    const started = await createChild(ctx.db, parent, { firstName: 'Sam' });
    const waiting = await createChild(ctx.db, parent, { firstName: 'Ada' });
    await ctx.db.insert(enrolments).values([
      { childId: started.id, courseId: course.id, enrolledBy: parent.id },
      { childId: waiting.id, courseId: course.id, enrolledBy: parent.id },
    ]);
    await ctx.db
      .insert(courseProgress)
      .values({ childId: started.id, courseId: course.id, status: 'completed' });
    await ctx.db.insert(lessonProgress).values({
      childId: started.id,
      lessonId: lesson.id,
      courseId: course.id,
      status: 'completed',
      stars: 3,
    });
    await ctx.db
      .insert(certificates)
      .values({ childId: started.id, courseId: course.id, serial: `YE-T-${crypto.randomUUID()}` });

    const res = await call(owner, 'POST', `/v1/instructor/course/discard/${course.id}`);
    expect(res).toMatchObject({ status: 200, body: { id: course.id, status: 'discarded' } });

    const studioList = await call(owner, 'GET', '/v1/instructor/course/list?page_size=100');
    expect(studioList.body.results.map((c: StudioCourse) => c.id)).not.toContain(course.id);
    const catalogue = await call(parent, 'GET', '/v1/course/list?page_size=100');
    expect(catalogue.body.results.map((c: { id: string }) => c.id)).not.toContain(course.id);
    expect((await call(parent, 'GET', `/v1/course/get/${course.id}`)).status).toBe(404);
    for (const [method, url] of [
      ['GET', `/v1/instructor/course/get/${course.id}`],
      ['PATCH', `/v1/instructor/course/update/${course.id}`],
      ['POST', `/v1/instructor/course/publish/${course.id}`],
      ['POST', `/v1/instructor/course/discard/${course.id}`],
      ['POST', `/v1/instructor/course/duplicate/${course.id}`],
    ] as const) {
      expect(
        (await call(owner, method, url, method === 'PATCH' ? { title: 'Back' } : undefined)).status,
      ).toBe(404);
    }
    expect((await call(admin, 'GET', `/v1/instructor/course/get/${course.id}`)).status).toBe(404);

    const assignments = await ctx.db
      .select({ childId: enrolments.childId })
      .from(enrolments)
      .where(eq(enrolments.courseId, course.id));
    expect(assignments).toEqual([{ childId: started.id }]);
    const kept = await ctx.db
      .select({ status: lessonProgress.status })
      .from(lessonProgress)
      .where(eq(lessonProgress.childId, started.id));
    expect(kept).toEqual([{ status: 'completed' }]);
    const certs = await ctx.db
      .select({ courseId: certificates.courseId })
      .from(certificates)
      .where(eq(certificates.childId, started.id));
    expect(certs).toEqual([{ courseId: course.id }]);
    const [row] = await ctx.db
      .select({ state: courses.state })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row?.state).toBe('discarded');
  });

  it('POST /content/discard/{id}: a lesson or a chapter with its lessons, progress going with them', async () => {
    const course = await createCourse(owner);
    const one = await addChapter(owner, course.id, 'One');
    const two = await addChapter(owner, course.id, 'Two');
    const three = await addChapter(owner, course.id, 'Three');
    const l1 = await addLesson(owner, one.id, { title: 'L1' });
    const l2 = await addLesson(owner, one.id, { title: 'L2', kind: 'reflection' });
    await addLesson(owner, one.id, { title: 'L3' });
    const m1 = await addLesson(owner, two.id, { title: 'M1' });
    const m2 = await addLesson(owner, two.id, { title: 'M2' });
    await ctx.db.insert(lessonProgress).values(
      [l2, m1, m2].map((l) => ({
        childId: child.id,
        lessonId: l.id,
        courseId: course.id,
        status: 'completed',
      })),
    );
    await ctx.db.insert(journalEntries).values({ childId: child.id, lessonId: l2.id, text: 'I was brave.' });
    await ctx.db.insert(bookmarks).values({ userId: child.id, itemType: 'lesson', itemId: l2.id });

    const lesson = await call(owner, 'POST', `/v1/instructor/course/content/discard/${l2.id}`);
    expect(lesson.body).toEqual({ id: l2.id, kind: 'lesson', lessons_deleted: 1 });
    const chapter = await call(owner, 'POST', `/v1/instructor/course/content/discard/${two.id}`);
    expect(chapter.body).toEqual({ id: two.id, kind: 'chapter', lessons_deleted: 2 });

    expect(positions(await detail(owner, course.id))).toEqual([
      {
        title: 'One',
        position: 1,
        lessons: [
          ['L1', 1],
          ['L3', 2],
        ],
      },
      { title: 'Three', position: 2, lessons: [] },
    ]);
    const gone = [l2.id, m1.id, m2.id];
    expect(await ctx.db.select().from(lessonProgress).where(inArray(lessonProgress.lessonId, gone))).toEqual(
      [],
    );
    expect(await ctx.db.select().from(journalEntries).where(eq(journalEntries.lessonId, l2.id))).toEqual([]);
    expect(await ctx.db.select().from(bookmarks).where(eq(bookmarks.itemId, l2.id))).toEqual([]);
    expect(await ctx.db.select().from(chapters).where(eq(chapters.id, two.id))).toEqual([]);
    expect(three.id).toBeTruthy();
    expect((await call(owner, 'POST', `/v1/instructor/course/content/discard/${l2.id}`)).status).toBe(404);
    expect(l1.id).toBeTruthy();
  });
});

describe('GET /v1/instructor/course/student', () => {
  it('lists children in the caller’s courses by first name and age band, with progress', async () => {
    const me = await createInstructor(ctx.db);
    const course = await createCourse(me, { title: 'Feel Good', cover_url: COVER });
    const chapter = await addChapter(me, course.id, 'One');
    const lessonsMade = [
      await addLesson(me, chapter.id, { title: 'A' }),
      await addLesson(me, chapter.id, { title: 'B' }),
      await addLesson(me, chapter.id, { title: 'C' }),
      await addLesson(me, chapter.id, { title: 'D' }),
    ];
    const secondCourse = await createCourse(me, { title: 'Second' });
    const family = await createParent(ctx.db);
    const year = clock.now().getUTCFullYear();
    const zoe = await createChild(ctx.db, family, { firstName: 'Zoe', birthday: `${year - 7}-01-01` });
    const max = await createChild(ctx.db, family, { firstName: 'Max', birthday: `${year - 13}-01-01` });
    const startedAt = new Date(clock.now().getTime() - 7 * 86_400_000);
    await ctx.db.insert(courseProgress).values([
      {
        childId: zoe.id,
        courseId: course.id,
        startedAt,
        lastActivityAt: new Date(clock.now().getTime() - 3_600_000),
      },
      { childId: max.id, courseId: course.id, startedAt, lastActivityAt: clock.now(), status: 'completed' },
      {
        childId: zoe.id,
        courseId: secondCourse.id,
        startedAt,
        lastActivityAt: new Date(clock.now().getTime() - 86_400_000),
      },
    ]);
    await ctx.db.insert(lessonProgress).values([
      { childId: zoe.id, lessonId: lessonsMade[0]?.id ?? '', courseId: course.id, status: 'completed' },
      { childId: zoe.id, lessonId: lessonsMade[1]?.id ?? '', courseId: course.id, status: 'started' },
    ]);
    await ctx.db.insert(surveyResponses).values([
      {
        childId: zoe.id,
        surveyId: 2,
        score: 15,
        percent: 50,
        completedAt: new Date(startedAt.getTime() - 86_400_000),
      },
      { childId: zoe.id, surveyId: 2, score: 18, percent: 60, completedAt: clock.now() },
    ]);
    // Another instructor's course: never listed for `me`.
    const theirs = await createCourse(other, { title: 'Theirs' });
    await ctx.db.insert(courseProgress).values({ childId: max.id, courseId: theirs.id });

    const res = await call(me, 'GET', '/v1/instructor/course/student');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, page: 1, page_size: 20 });
    expect(res.body.results).toEqual([
      {
        child_id: max.id,
        first_name: 'Max',
        age_band: '12-14',
        course_id: course.id,
        course_title: 'Feel Good',
        status: 'completed',
        percent: 100,
        last_active_at: expect.any(String),
      },
      expect.objectContaining({
        first_name: 'Zoe',
        course_title: 'Feel Good',
        percent: 25,
        age_band: '6-8',
      }),
      expect.objectContaining({ first_name: 'Zoe', course_title: 'Second', percent: 0 }),
    ]);
    const keys = Object.keys(res.body.results[0]);
    expect(keys).not.toContain('last_name');
    expect(keys).not.toContain('username');
    // Zoe took a survey before and after: still no per-child self-esteem figure (decision 042).
    for (const row of res.body.results) expect(Object.keys(row)).not.toContain('self_esteem_change');
    expect(JSON.stringify(res.body)).not.toMatch(/esteem|survey/i);
    expect(JSON.stringify(res.body)).not.toContain(zoe.username ?? 'no-username');

    const search = await call(me, 'GET', '/v1/instructor/course/student?q=zo');
    expect(search.body.results.map((r: { first_name: string }) => r.first_name)).toEqual(['Zoe', 'Zoe']);
    const byCourse = await call(me, 'GET', `/v1/instructor/course/student?course_id=${secondCourse.id}`);
    expect(byCourse.body.count).toBe(1);
    const paged = await call(me, 'GET', '/v1/instructor/course/student?page=2&page_size=2');
    expect(paged.body).toMatchObject({ count: 3, page: 2 });
    expect(paged.body.results).toHaveLength(1);
    expect((await call(other, 'GET', `/v1/instructor/course/student?course_id=${course.id}`)).status).toBe(
      404,
    );
    const theirsList = await call(other, 'GET', '/v1/instructor/course/student');
    expect(theirsList.body.results.map((r: { course_id: string }) => r.course_id)).toEqual([theirs.id]);
    expect((await call(parent, 'GET', '/v1/instructor/course/student')).status).toBe(403);
    expect((await call(child, 'GET', '/v1/instructor/course/student')).status).toBe(403);
  });
});

describe('another instructor', () => {
  it('gets 404 on every course, chapter, lesson and upload route of someone else’s course', async () => {
    const course = await createCourse(owner);
    const chapter = await addChapter(owner, course.id, 'One');
    const lesson = await addLesson(owner, chapter.id, { title: 'Read' });
    const published = await createCourse(owner, { cover_url: COVER });
    const pc = await addChapter(owner, published.id, 'One');
    await addLesson(owner, pc.id, { title: 'Read' });
    await call(owner, 'POST', `/v1/instructor/course/publish/${published.id}`);

    const calls: [string, 'GET' | 'POST' | 'PATCH', string, Record<string, unknown>?][] = [];
    for (const id of [course.id, published.id]) {
      calls.push(
        ['get', 'GET', `/v1/instructor/course/get/${id}`],
        ['update', 'PATCH', `/v1/instructor/course/update/${id}`, { title: 'Mine now' }],
        ['publish', 'POST', `/v1/instructor/course/publish/${id}`],
        ['discard', 'POST', `/v1/instructor/course/discard/${id}`],
        ['duplicate', 'POST', `/v1/instructor/course/duplicate/${id}`],
        ['add chapter', 'POST', `/v1/instructor/course/chapter/${id}`, { title: 'Mine' }],
        ['students', 'GET', `/v1/instructor/course/student?course_id=${id}`],
        ['videos', 'GET', `/v1/instructor/course/content/list/video?course_id=${id}`],
        [
          'upload url',
          'POST',
          '/v1/instructor/course/generate-upload-url',
          { purpose: 'cover', filename: 'a.png', content_type: 'image/png', size: 10, course_id: id },
        ],
      );
    }
    calls.push(
      ['update chapter', 'PATCH', `/v1/instructor/course/chapter/update/${chapter.id}`, { title: 'Mine' }],
      [
        'add lesson',
        'POST',
        `/v1/instructor/course/chapter/lesson/${chapter.id}`,
        { title: 'Mine', kind: 'text' },
      ],
      ['update lesson', 'PATCH', `/v1/instructor/course/lesson/update/${lesson.id}`, { title: 'Mine' }],
      ['discard lesson', 'POST', `/v1/instructor/course/content/discard/${lesson.id}`],
      ['discard chapter', 'POST', `/v1/instructor/course/content/discard/${chapter.id}`],
    );
    for (const [name, method, url, payload] of calls) {
      const res = await call(other, method, url, payload);
      expect(res.status, name).toBe(404);
      expect(res.body.detail, name).toMatch(/^We could not find this/);
    }
    // Nothing changed.
    const d = await detail(owner, course.id);
    expect(positions(d)).toEqual([{ title: 'One', position: 1, lessons: [['Read', 1]] }]);
    expect(d.title).toBe('Brave Steps');
    expect((await detail(owner, published.id)).status).toBe('published');
    const [still] = await ctx.db
      .select({ state: courses.state })
      .from(courses)
      .where(and(eq(courses.id, course.id), eq(courses.instructorId, owner.id)));
    expect(still?.state).toBe('draft');
  });

  it('parents and children get 403 on the studio', async () => {
    const course = await createCourse(owner);
    for (const who of [parent, child]) {
      expect((await call(who, 'GET', '/v1/instructor/course/list')).status).toBe(403);
      expect((await call(who, 'GET', `/v1/instructor/course/get/${course.id}`)).status).toBe(403);
      expect((await call(who, 'POST', `/v1/instructor/course/publish/${course.id}`)).status).toBe(403);
      expect((await call(who, 'GET', '/v1/instructor/course/content/list/video')).status).toBe(403);
    }
  });
});
