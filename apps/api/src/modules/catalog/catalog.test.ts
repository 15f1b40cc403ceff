import type { CourseTopic } from '@ye/contracts/catalog';
import type { GameConfig } from '@ye/contracts/games';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
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
import { users } from '../auth/tables.ts';
import { childFocusAreas, courseRatings, enrolments } from '../family/tables.ts';
import { bookmarks } from '../learning/library/tables.ts';
import { courseProgress, journalEntries, lessonProgress } from '../learning/progress/tables.ts';
import { personalisationSettings } from '../personalisation/tables.ts';
import { chapters, courses, lessons } from '../studio/tables.ts';
import { surveyResponses } from '../survey/tables.ts';
import { courseCardsByIds, listPublishedCourseCards } from './queries.ts';
import { bundleCourses, bundles } from './tables.ts';

// Each describe block gets its own database, so lists and searches see only the courses it made.

const QUIZ: GameConfig = {
  type: 'quiz',
  instructions: 'Pick the kind answer.',
  questions: [
    { prompt: 'A friend is sad. What can you do?', options: ['Ask how they feel', 'Walk away'], answer: 0 },
  ],
};

interface LessonSpec {
  title?: string;
  kind?: 'video' | 'text' | 'reflection' | 'game';
  minutes?: number;
  body?: string;
}
interface CourseSpec {
  instructorId: string;
  title?: string;
  description?: string;
  topic?: CourseTopic;
  kind?: 'course' | 'game';
  state?: 'draft' | 'published' | 'discarded';
  ageMin?: number;
  ageMax?: number;
  featured?: boolean;
  publishedAt?: Date;
  coverImage?: string | null;
  chapters?: LessonSpec[][];
}
interface MadeCourse {
  id: string;
  chapterIds: string[];
  /** Lesson ids per chapter, in order. */
  lessonIds: string[][];
}

let made = 0;
/** A course with chapters of lessons, straight into the tables (game lessons get a quiz). */
async function makeCourse(db: DbOrTx, spec: CourseSpec): Promise<MadeCourse> {
  made += 1;
  const state = spec.state ?? 'published';
  const [course] = await db
    .insert(courses)
    .values({
      instructorId: spec.instructorId,
      title: spec.title ?? `Course ${made}`,
      description: spec.description ?? 'A course.',
      topic: spec.topic ?? 'feelings',
      kind: spec.kind ?? 'course',
      state,
      ageMin: spec.ageMin ?? 6,
      ageMax: spec.ageMax ?? 12,
      featured: spec.featured ?? false,
      coverImage: spec.coverImage ?? null,
      publishedAt:
        state === 'published' ? (spec.publishedAt ?? new Date(Date.UTC(2026, 0, 1, 0, made))) : null,
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('course not created');
  const out: MadeCourse = { id: course.id, chapterIds: [], lessonIds: [] };
  for (const [c, lessonSpecs] of (spec.chapters ?? []).entries()) {
    const [chapter] = await db
      .insert(chapters)
      .values({ courseId: course.id, title: `Chapter ${c + 1}`, position: c + 1 })
      .returning({ id: chapters.id });
    if (!chapter) throw new Error('chapter not created');
    out.chapterIds.push(chapter.id);
    const ids: string[] = [];
    for (const [l, ls] of lessonSpecs.entries()) {
      const kind = ls.kind ?? (spec.kind === 'game' ? 'game' : 'text');
      const [lesson] = await db
        .insert(lessons)
        .values({
          chapterId: chapter.id,
          courseId: course.id,
          title: ls.title ?? `Lesson ${c + 1}.${l + 1}`,
          kind,
          position: l + 1,
          body: ls.body ?? 'Some words.',
          durationMinutes: ls.minutes ?? 5,
          game: kind === 'game' ? QUIZ : null,
        })
        .returning({ id: lessons.id });
      if (!lesson) throw new Error('lesson not created');
      ids.push(lesson.id);
    }
    out.lessonIds.push(ids);
  }
  return out;
}

const birthdayForAge = (age: number) => `${clock.now().getUTCFullYear() - age}-01-01`;

function useApp() {
  const box = {} as { ctx: TestContext; instructor: FixtureUser };
  beforeAll(async () => {
    box.ctx = await createTestApp();
    box.instructor = await createInstructor(box.ctx.db);
  });
  afterAll(async () => box.ctx?.close());
  return box;
}

async function get(ctx: TestContext, url: string, user?: FixtureUser) {
  return ctx.app.inject({ method: 'GET', url, headers: user ? await authAs(ctx.app, user) : {} });
}

describe('course cards (queries for teammates)', () => {
  const t = useApp();

  it('read counts, duration, ratings and instructor in one go, in the order given', async () => {
    const { ctx, instructor } = t;
    const a = await makeCourse(ctx.db, {
      instructorId: instructor.id,
      title: 'A',
      topic: 'calm',
      coverImage: 'x.png',
      chapters: [[{ minutes: 4 }, { minutes: 6 }]],
    });
    const b = await makeCourse(ctx.db, {
      instructorId: instructor.id,
      title: 'B',
      state: 'draft',
      coverImage: '/v1/files/b.png',
    });
    const parent = await createParent(ctx.db);
    const child = await createChild(ctx.db, parent);
    const other = await createChild(ctx.db, parent);
    await ctx.db.insert(courseRatings).values([
      { parentId: parent.id, childId: child.id, courseId: a.id, stars: 5 },
      { parentId: parent.id, childId: other.id, courseId: a.id, stars: 4 },
    ]);
    const cards = await courseCardsByIds(ctx.db, [b.id, a.id, '00000000-0000-4000-8000-000000000000']);
    expect(cards.map((c) => c.title)).toEqual(['B', 'A']);
    expect(cards[1]).toMatchObject({
      chapter_count: 1,
      lesson_count: 2,
      duration_minutes: 10,
      rating_average: 4.5,
      rating_count: 2,
      cover_url: null,
      instructor_name: 'Ivy Instructor',
    });
    expect(cards[0]).toMatchObject({
      chapter_count: 0,
      lesson_count: 0,
      duration_minutes: 0,
      rating_average: null,
      rating_count: 0,
      cover_url: '/v1/files/b.png',
    });
    expect((await listPublishedCourseCards(ctx.db, { topic: 'calm', age: 8 })).map((c) => c.id)).toEqual([
      a.id,
    ]);
    expect(await listPublishedCourseCards(ctx.db, { topic: 'calm', age: 13 })).toEqual([]);
    expect(await courseCardsByIds(ctx.db, [])).toEqual([]);
  });
});

describe('GET /v1/course/list and /list/game', () => {
  const t = useApp();
  let parent: FixtureUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { ctx, instructor } = t;
    parent = await createParent(ctx.db);
    const i = instructor.id;
    ids.calmOld = (await makeCourse(ctx.db, { instructorId: i, title: 'Calm old', topic: 'calm' })).id;
    ids.calmNew = (await makeCourse(ctx.db, { instructorId: i, title: 'Calm new', topic: 'calm' })).id;
    ids.teen = (
      await makeCourse(ctx.db, {
        instructorId: i,
        title: 'Teen',
        topic: 'friendship',
        ageMin: 12,
        ageMax: 14,
      })
    ).id;
    ids.featured = (
      await makeCourse(ctx.db, { instructorId: i, title: 'Featured', topic: 'confidence', featured: true })
    ).id;
    ids.game = (
      await makeCourse(ctx.db, { instructorId: i, title: 'Game', kind: 'game', topic: 'feelings' })
    ).id;
    ids.draft = (await makeCourse(ctx.db, { instructorId: i, title: 'Draft', state: 'draft' })).id;
    ids.draftGame = (
      await makeCourse(ctx.db, { instructorId: i, title: 'Draft game', kind: 'game', state: 'draft' })
    ).id;
    ids.gone = (await makeCourse(ctx.db, { instructorId: i, title: 'Gone', state: 'discarded' })).id;
  });

  const titles = (body: { results: { title: string }[] }) => body.results.map((c) => c.title);

  it('needs a signed-in caller', async () => {
    for (const url of ['/v1/course/list', '/v1/course/list/game']) {
      const res = await get(t.ctx, url);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBeTruthy();
    }
  });

  it('lists published courses only, featured first then newest', async () => {
    const res = await get(t.ctx, '/v1/course/list', parent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 5, page: 1, page_size: 20 });
    expect(titles(res.json())).toEqual(['Featured', 'Game', 'Teen', 'Calm new', 'Calm old']);
  });

  it('filters by topic, age, kind and featured', async () => {
    const { ctx } = t;
    expect(titles((await get(ctx, '/v1/course/list?topic=calm', parent)).json())).toEqual([
      'Calm new',
      'Calm old',
    ]);
    expect(titles((await get(ctx, '/v1/course/list?age=13', parent)).json())).toEqual(['Teen']);
    expect(titles((await get(ctx, '/v1/course/list?age=12', parent)).json())).toHaveLength(5);
    expect(titles((await get(ctx, '/v1/course/list?kind=game', parent)).json())).toEqual(['Game']);
    expect(titles((await get(ctx, '/v1/course/list?featured=true', parent)).json())).toEqual(['Featured']);
    expect(titles((await get(ctx, '/v1/course/list?featured=false', parent)).json())).not.toContain(
      'Featured',
    );
    expect(titles((await get(ctx, '/v1/course/list?featured=false', parent)).json())).toHaveLength(4);
    expect(
      titles((await get(ctx, '/v1/course/list?topic=calm&age=7&kind=course', parent)).json()),
    ).toHaveLength(2);
  });

  it('pages with a stable order and the total count', async () => {
    const { ctx } = t;
    const p1 = (await get(ctx, '/v1/course/list?page=1&page_size=2', parent)).json();
    const p2 = (await get(ctx, '/v1/course/list?page=2&page_size=2', parent)).json();
    const p3 = (await get(ctx, '/v1/course/list?page=3&page_size=2', parent)).json();
    const p9 = (await get(ctx, '/v1/course/list?page=9&page_size=2', parent)).json();
    expect([titles(p1), titles(p2), titles(p3)]).toEqual([
      ['Featured', 'Game'],
      ['Teen', 'Calm new'],
      ['Calm old'],
    ]);
    expect([p1.count, p2.count, p3.count, p9.count]).toEqual([5, 5, 5, 5]);
    expect(p9).toMatchObject({ page: 9, page_size: 2, results: [] });
  });

  it('rejects bad filters with 400 and a plain detail', async () => {
    for (const query of ['topic=maths', 'age=40', 'kind=film', 'featured=maybe', 'page=0', 'page_size=500']) {
      const res = await get(t.ctx, `/v1/course/list?${query}`, parent);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toBeTruthy();
    }
  });

  it('lists published game courses for the game list', async () => {
    const res = await get(t.ctx, '/v1/course/list/game', parent);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { id: string }) => c.id)).toEqual([ids.game]);
  });
});

describe('GET /v1/course/get/:id and /v1/course/chapter/:id', () => {
  const t = useApp();
  let parent: FixtureUser;
  let child: FixtureUser;
  let sibling: FixtureUser;
  let otherParent: FixtureUser;
  let otherChild: FixtureUser;
  let otherInstructor: FixtureUser;
  let admin: FixtureUser;
  let game: MadeCourse;
  let draft: MadeCourse;

  beforeAll(async () => {
    const { ctx, instructor } = t;
    parent = await createParent(ctx.db);
    // A member family: these tests are about the unlock order; the paywall has its own file.
    await grantMembership(ctx.db, parent);
    child = await createChild(ctx.db, parent, { firstName: 'Mia' });
    sibling = await createChild(ctx.db, parent, { firstName: 'Leo' });
    otherParent = await createParent(ctx.db);
    otherChild = await createChild(ctx.db, otherParent);
    otherInstructor = await createInstructor(ctx.db);
    admin = await createUser(ctx.db, { type: 'admin' });
    await ctx.db.update(users).set({ bio: 'Teaches kindness.' }).where(eq(users.id, instructor.id));
    game = await makeCourse(ctx.db, {
      instructorId: instructor.id,
      title: 'Feelings quest',
      kind: 'game',
      chapters: [[{ title: 'First' }, { title: 'Second' }], [{ title: 'Third' }]],
    });
    draft = await makeCourse(ctx.db, {
      instructorId: instructor.id,
      title: 'Work in progress',
      state: 'draft',
      chapters: [[{}]],
    });
    await ctx.db.insert(enrolments).values([
      { childId: child.id, courseId: game.id, enrolledBy: parent.id },
      { childId: otherChild.id, courseId: game.id, enrolledBy: otherParent.id },
    ]);
  });

  it('needs a signed-in caller and a course id', async () => {
    expect((await get(t.ctx, `/v1/course/get/${game.id}`)).statusCode).toBe(401);
    const bad = await get(t.ctx, '/v1/course/get/not-a-uuid', parent);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
    const unknown = await get(t.ctx, '/v1/course/get/00000000-0000-4000-8000-000000000000', parent);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('We could not find this course.');
  });

  it('shows chapters and lessons in order with the instructor', async () => {
    const res = await get(t.ctx, `/v1/course/get/${game.id}`, parent);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: game.id,
      kind: 'game',
      chapter_count: 2,
      lesson_count: 3,
      duration_minutes: 15,
      instructor: { id: t.instructor.id, name: 'Ivy Instructor', bio: 'Teaches kindness.' },
      progress: null,
      bookmarked: false,
    });
    expect(body.chapters.map((c: { id: string }) => c.id)).toEqual(game.chapterIds);
    expect(body.chapters[0].lessons.map((l: { title: string }) => l.title)).toEqual(['First', 'Second']);
    expect(body.chapters[0].lessons[0]).toMatchObject({ kind: 'game', game_type: 'quiz', position: 1 });
  });

  it('gives a parent the ids of their own children it is assigned to, never another family’s', async () => {
    const body = (await get(t.ctx, `/v1/course/get/${game.id}`, parent)).json();
    expect(body.assigned_child_ids).toEqual([child.id]);
    expect((await get(t.ctx, `/v1/course/get/${game.id}`, otherParent)).json().assigned_child_ids).toEqual([
      otherChild.id,
    ]);
    expect(
      (await get(t.ctx, `/v1/course/get/${game.id}`, t.instructor)).json().assigned_child_ids,
    ).toBeNull();
  });

  it('gives a child their own progress with locks, and nobody else’s', async () => {
    const { ctx } = t;
    const first = game.lessonIds[0]?.[0] as string;
    const second = game.lessonIds[0]?.[1] as string;
    const third = game.lessonIds[1]?.[0] as string;
    const fresh = (await get(ctx, `/v1/course/get/${game.id}`, child)).json();
    expect(fresh.assigned_child_ids).toBeNull();
    expect(fresh.progress).toMatchObject({ status: 'not-started', percent: 0, next_lesson_id: first });
    const locked = (p: { lessons: { lesson_id: string; locked: boolean }[] }) =>
      Object.fromEntries(p.lessons.map((l) => [l.lesson_id, l.locked]));
    expect(locked(fresh.progress)).toEqual({ [first]: false, [second]: true, [third]: true });

    await ctx.db.insert(courseProgress).values({ childId: child.id, courseId: game.id });
    await ctx.db.insert(lessonProgress).values([
      {
        childId: child.id,
        lessonId: first,
        courseId: game.id,
        status: 'completed',
        stars: 3,
        bestScore: 95,
        attempts: 1,
        completedAt: clock.now(),
      },
      {
        childId: child.id,
        lessonId: second,
        courseId: game.id,
        status: 'completed',
        stars: 2,
        bestScore: 70,
        attempts: 2,
        completedAt: clock.now(),
      },
    ]);
    const later = (await get(ctx, `/v1/course/get/${game.id}`, child)).json();
    expect(later.progress).toMatchObject({ status: 'started', percent: 67, next_lesson_id: third });
    expect(locked(later.progress)).toEqual({ [first]: false, [second]: false, [third]: false });
    expect(later.progress.chapters[0]).toMatchObject({ completed: true, stars: 5, max_stars: 6 });

    // The sibling's view is their own, untouched by Mia's progress.
    const siblingView = (await get(ctx, `/v1/course/get/${game.id}`, sibling)).json();
    expect(siblingView.progress).toMatchObject({ status: 'not-started', percent: 0 });
    // Locked by the order alone (the family is a member), and the map says so.
    expect(siblingView.progress.chapters.map((c: { lock_reason: string | null }) => c.lock_reason)).toEqual([
      null,
      'order',
    ]);
  });

  it('says whether the caller bookmarked it', async () => {
    await t.ctx.db.insert(bookmarks).values({ userId: parent.id, itemType: 'course', itemId: game.id });
    expect((await get(t.ctx, `/v1/course/get/${game.id}`, parent)).json().bookmarked).toBe(true);
    expect((await get(t.ctx, `/v1/course/get/${game.id}`, otherParent)).json().bookmarked).toBe(false);
  });

  it('hides a draft from everyone but its instructor and admins', async () => {
    const url = `/v1/course/get/${draft.id}`;
    for (const who of [parent, child, otherInstructor]) {
      const res = await get(t.ctx, url, who);
      expect(res.statusCode, who.type).toBe(404);
      expect(res.json().detail).toBe('We could not find this course.');
    }
    const own = await get(t.ctx, url, t.instructor);
    expect(own.statusCode).toBe(200);
    expect(own.json().title).toBe('Work in progress');
    expect((await get(t.ctx, url, admin)).statusCode).toBe(200);
  });

  it('hides a discarded course from everyone', async () => {
    const gone = await makeCourse(t.ctx.db, { instructorId: t.instructor.id, state: 'discarded' });
    expect((await get(t.ctx, `/v1/course/get/${gone.id}`, t.instructor)).statusCode).toBe(404);
    expect((await get(t.ctx, `/v1/course/get/${gone.id}`, admin)).statusCode).toBe(404);
  });

  it('finds the course of a chapter, by the same rules', async () => {
    const res = await get(t.ctx, `/v1/course/chapter/${game.chapterIds[1]}`, child);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: game.id, chapters: [{}, {}] });
    expect(res.json().progress).not.toBeNull();
    const hidden = await get(t.ctx, `/v1/course/chapter/${draft.chapterIds[0]}`, parent);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().detail).toBe('We could not find this chapter.');
    expect((await get(t.ctx, `/v1/course/chapter/${draft.chapterIds[0]}`, t.instructor)).statusCode).toBe(
      200,
    );
    expect(
      (await get(t.ctx, '/v1/course/chapter/00000000-0000-4000-8000-000000000000', parent)).statusCode,
    ).toBe(404);
    expect((await get(t.ctx, '/v1/course/chapter/12', parent)).statusCode).toBe(400);
  });
});

describe('GET /v1/course/content/get/:lessonId', () => {
  const t = useApp();
  let parent: FixtureUser;
  let child: FixtureUser;
  let game: MadeCourse;
  let reading: MadeCourse;
  let draft: MadeCourse;

  beforeAll(async () => {
    const { ctx, instructor } = t;
    parent = await createParent(ctx.db);
    await grantMembership(ctx.db, parent);
    child = await createChild(ctx.db, parent);
    game = await makeCourse(ctx.db, {
      instructorId: instructor.id,
      kind: 'game',
      title: 'Quest',
      chapters: [[{ title: 'M1' }, { title: 'M2' }], [{ title: 'M3' }]],
    });
    reading = await makeCourse(ctx.db, {
      instructorId: instructor.id,
      title: 'Reading',
      chapters: [
        [
          { title: 'Read', kind: 'text', body: 'Para one.\n\nPara two.' },
          { title: 'Think', kind: 'reflection' },
        ],
      ],
    });
    draft = await makeCourse(ctx.db, { instructorId: instructor.id, state: 'draft', chapters: [[{}]] });
  });

  const url = (lessonId: string | undefined) => `/v1/course/content/get/${lessonId}`;

  it('gives a child an open mission with its game and neighbours', async () => {
    const res = await get(t.ctx, url(game.lessonIds[0]?.[0]), child);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: game.lessonIds[0]?.[0],
      title: 'M1',
      kind: 'game',
      game_type: 'quiz',
      game: QUIZ,
      course_id: game.id,
      course_title: 'Quest',
      course_kind: 'game',
      chapter_id: game.chapterIds[0],
      chapter_title: 'Chapter 1',
      progress: { status: 'not-started', locked: false, stars: 0 },
      journal_entry: null,
      previous_lesson_id: null,
      next_lesson_id: game.lessonIds[0]?.[1],
      bookmarked: false,
    });
  });

  it('refuses a child a locked mission or level with 403 and kind words', async () => {
    for (const lessonId of [game.lessonIds[0]?.[1], game.lessonIds[1]?.[0]]) {
      const res = await get(t.ctx, url(lessonId), child);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('This one is still locked. Finish the one before it first.');
    }
  });

  it('opens the next mission once the one before is done, with previous and next across levels', async () => {
    const { ctx } = t;
    const [m1, m2] = game.lessonIds[0] as string[];
    await ctx.db.insert(lessonProgress).values({
      childId: child.id,
      lessonId: m1 as string,
      courseId: game.id,
      status: 'completed',
      stars: 3,
      bestScore: 100,
      attempts: 1,
      completedAt: clock.now(),
    });
    const res = await get(ctx, url(m2), child);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ previous_lesson_id: m1, next_lesson_id: game.lessonIds[1]?.[0] });
    const done = (await get(ctx, url(m1), child)).json();
    expect(done.progress).toMatchObject({ status: 'completed', stars: 3, best_score: 100, locked: false });
  });

  it('gives a child their own journal entry on a reflection lesson', async () => {
    const { ctx } = t;
    const think = reading.lessonIds[0]?.[1] as string;
    const before = (await get(ctx, url(think), child)).json();
    expect(before.journal_entry).toBeNull();
    await ctx.db.insert(journalEntries).values({ childId: child.id, lessonId: think, text: 'I felt proud.' });
    const after = (await get(ctx, url(think), child)).json();
    expect(after).toMatchObject({
      kind: 'reflection',
      journal_entry: 'I felt proud.',
      previous_lesson_id: reading.lessonIds[0]?.[0],
    });
    const other = await createChild(ctx.db, parent);
    expect((await get(ctx, url(think), other)).json().journal_entry).toBeNull();
    // The parent previews the lesson; the journal is not part of a preview.
    expect((await get(ctx, url(think), parent)).json().journal_entry).toBeNull();
  });

  it('lets adults preview any lesson of a published course, without progress', async () => {
    const locked = game.lessonIds[1]?.[0];
    for (const who of [parent, t.instructor]) {
      const res = await get(t.ctx, url(locked), who);
      expect(res.statusCode, who.type).toBe(200);
      expect(res.json()).toMatchObject({
        progress: null,
        journal_entry: null,
        title: 'M3',
        next_lesson_id: null,
      });
    }
    const text = (await get(t.ctx, url(reading.lessonIds[0]?.[0]), parent)).json();
    expect(text).toMatchObject({ kind: 'text', body: 'Para one.\n\nPara two.', game: null, game_type: null });
  });

  it('hides lessons of drafts from children and parents, not from the instructor', async () => {
    const lessonId = draft.lessonIds[0]?.[0];
    for (const who of [child, parent]) {
      const res = await get(t.ctx, url(lessonId), who);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('We could not find this lesson.');
    }
    expect((await get(t.ctx, url(lessonId), t.instructor)).statusCode).toBe(200);
    expect((await get(t.ctx, url('00000000-0000-4000-8000-000000000000'), child)).statusCode).toBe(404);
    expect((await get(t.ctx, url('nope'), child)).statusCode).toBe(400);
    expect((await get(t.ctx, url(lessonId))).statusCode).toBe(401);
  });

  it('says whether the lesson is bookmarked', async () => {
    const lessonId = reading.lessonIds[0]?.[0] as string;
    await t.ctx.db.insert(bookmarks).values({ userId: child.id, itemType: 'lesson', itemId: lessonId });
    expect((await get(t.ctx, url(lessonId), child)).json().bookmarked).toBe(true);
  });
});

describe('GET /v1/course/search', () => {
  const t = useApp();
  let parent: FixtureUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { ctx, instructor } = t;
    parent = await createParent(ctx.db);
    const i = instructor.id;
    ids.inDescription = (
      await makeCourse(ctx.db, {
        instructorId: i,
        title: 'Playground days',
        description: 'Games about friends and sharing.',
        topic: 'feelings',
        featured: true,
      })
    ).id;
    ids.inTitle = (
      await makeCourse(ctx.db, {
        instructorId: i,
        title: 'Making friends',
        description: 'How to say hello.',
        topic: 'confidence',
      })
    ).id;
    ids.worries = (
      await makeCourse(ctx.db, {
        instructorId: i,
        title: 'Butterflies',
        description: 'When the tummy flutters.',
        topic: 'anxiety',
      })
    ).id;
    ids.draft = (
      await makeCourse(ctx.db, {
        instructorId: i,
        title: 'Friends draft',
        state: 'draft',
        topic: 'friendship',
      })
    ).id;
  });

  const search = async (q: string, extra = '') =>
    get(t.ctx, `/v1/course/search?q=${encodeURIComponent(q)}${extra}`, parent);
  const found = async (q: string) => (await search(q)).json().results.map((c: { id: string }) => c.id);

  it('ranks a title match above a description match, even a featured one', async () => {
    const res = await search('friends');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, page: 1, page_size: 20 });
    expect(await found('friends')).toEqual([ids.inTitle, ids.inDescription]);
  });

  it('matches what is being typed as a prefix, across words, ignoring punctuation', async () => {
    expect(await found('frien')).toEqual([ids.inTitle, ids.inDescription]);
    expect(await found('FRIEND')).toEqual([ids.inTitle, ids.inDescription]);
    expect(await found('making fri')).toEqual([ids.inTitle]);
    expect(await found("friends' & (sharing | !")).toEqual([ids.inDescription]);
    expect(await found('maths')).toEqual([]);
    expect(await found('!!!')).toEqual([]);
    // Stop words, other scripts and tsquery syntax are searched safely, never a 500.
    for (const odd of ['the', 'über', '日本', "qq:* & !(zz' | <->", 'x'.repeat(100)]) {
      const res = await search(odd);
      expect(res.statusCode, odd).toBe(200);
      expect(res.json().results, odd).toEqual([]);
    }
  });

  it('matches a topic by its label and by its name', async () => {
    expect(await found('worries')).toEqual([ids.worries]);
    expect(await found('worry')).toEqual([ids.worries]);
    expect(await found('anxiety')).toEqual([ids.worries]);
  });

  it('never shows drafts', async () => {
    expect(await found('draft')).toEqual([]);
  });

  it('pages the results', async () => {
    const res = await search('friends', '&page=2&page_size=1');
    expect(res.json()).toMatchObject({ count: 2, page: 2, page_size: 1 });
    expect(res.json().results.map((c: { id: string }) => c.id)).toEqual([ids.inDescription]);
    expect((await search('friends', '&page=5&page_size=1')).json()).toMatchObject({ count: 2, results: [] });
  });

  it('rejects an empty or too long search with 400', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/search/i);
    }
    expect((await get(t.ctx, '/v1/course/search', parent)).statusCode).toBe(400);
    expect((await get(t.ctx, '/v1/course/search?q=friends')).statusCode).toBe(401);
  });
});

describe('GET /v1/course/bundles', () => {
  const t = useApp();
  let child: FixtureUser;
  let first: string;
  let second: string;
  let hidden: string;
  const c: Record<string, string> = {};

  beforeAll(async () => {
    const { ctx, instructor } = t;
    child = await createChild(ctx.db, await createParent(ctx.db));
    for (const title of ['One', 'Two', 'Three', 'Draft']) {
      c[title] = (
        await makeCourse(ctx.db, {
          instructorId: instructor.id,
          title,
          state: title === 'Draft' ? 'draft' : 'published',
        })
      ).id;
    }
    const rows = await ctx.db
      .insert(bundles)
      .values([
        { title: 'Second bundle', position: 2 },
        { title: 'First bundle', position: 1, coverImage: 'https://example.test/cover.png' },
        { title: 'Hidden bundle', position: 0, published: false },
      ])
      .returning({ id: bundles.id });
    [second, first, hidden] = rows.map((r) => r.id) as [string, string, string];
    await ctx.db.insert(bundleCourses).values([
      { bundleId: first, courseId: c.Three as string, position: 1 },
      { bundleId: first, courseId: c.Draft as string, position: 2 },
      { bundleId: first, courseId: c.One as string, position: 3 },
      { bundleId: hidden, courseId: c.Two as string, position: 1 },
    ]);
  });

  it('lists published bundles by position with their published courses in order', async () => {
    for (const path of ['/v1/course/bundles/', '/v1/course/bundles']) {
      const res = await get(t.ctx, path, child);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.map((b: { id: string }) => b.id)).toEqual([first, second]);
      expect(body.map((b: { title: string }) => b.title)).toEqual(['First bundle', 'Second bundle']);
      expect(body[0].cover_url).toBe('https://example.test/cover.png');
      expect(body[0].courses.map((x: { title: string }) => x.title)).toEqual(['Three', 'One']);
      expect(body[1].courses).toEqual([]);
    }
  });

  it('gets one bundle; unknown and unpublished ones are 404', async () => {
    const res = await get(t.ctx, `/v1/course/bundles/${first}`, child);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: first,
      title: 'First bundle',
      courses: [{ id: c.Three }, { id: c.One }],
    });
    for (const id of [hidden, '00000000-0000-4000-8000-000000000000']) {
      const missing = await get(t.ctx, `/v1/course/bundles/${id}`, child);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe('We could not find this bundle.');
    }
    expect((await get(t.ctx, '/v1/course/bundles/')).statusCode).toBe(401);
  });
});

describe('GET /v1/course/recommendations and validate-anxiety-recommendations', () => {
  const t = useApp();
  let parent: FixtureUser;
  let mia: FixtureUser;
  let otherParent: FixtureUser;
  let otherChild: FixtureUser;
  const c: Record<string, string> = {};

  beforeAll(async () => {
    const { ctx, instructor } = t;
    parent = await createParent(ctx.db);
    mia = await createChild(ctx.db, parent, { firstName: 'Mia', birthday: birthdayForAge(9) });
    otherParent = await createParent(ctx.db);
    otherChild = await createChild(ctx.db, otherParent, { birthday: birthdayForAge(10) });
    const i = instructor.id;
    for (const [title, topic, ageMin, ageMax] of [
      ['Friends 1', 'friendship', 6, 12],
      ['Brave', 'confidence', 6, 12],
      ['Popular', 'feelings', 6, 12],
      ['Started', 'friendship', 6, 12],
      ['Finished calm', 'calm', 6, 12],
      ['Teen friends', 'friendship', 13, 16],
      ['Calm down', 'calm', 6, 10],
      ['Worry less', 'anxiety', 8, 12],
      ['Older calm', 'calm', 11, 14],
    ] as const) {
      c[title] = (await makeCourse(ctx.db, { instructorId: i, title, topic, ageMin, ageMax })).id;
    }
    c.Draft = (
      await makeCourse(ctx.db, { instructorId: i, title: 'Draft', topic: 'friendship', state: 'draft' })
    ).id;
    await ctx.db.insert(childFocusAreas).values({ childId: mia.id, area: 'friendship' });
    await ctx.db.insert(courseProgress).values([
      { childId: mia.id, courseId: c.Started as string },
      {
        childId: mia.id,
        courseId: c['Finished calm'] as string,
        status: 'completed',
        completedAt: clock.now(),
      },
    ]);
    // Three children of Mia's age (8, 9, 10) in other families finished "Popular"; a teenager and
    // a 6-year-old finished "Brave" (not Mia's age: not counted).
    const others = await createParent(ctx.db);
    const peers = await Promise.all(
      [8, 9, 10, 14, 6].map((age) => createChild(ctx.db, others, { birthday: birthdayForAge(age) })),
    );
    await ctx.db.insert(courseProgress).values([
      ...peers.slice(0, 3).map((p) => ({
        childId: p.id,
        courseId: c.Popular as string,
        status: 'completed',
        completedAt: clock.now(),
      })),
      ...peers.slice(3).map((p) => ({
        childId: p.id,
        courseId: c.Brave as string,
        status: 'completed',
        completedAt: clock.now(),
      })),
    ]);
  });

  const recs = async (who: FixtureUser, childId?: string) =>
    get(t.ctx, `/v1/course/recommendations${childId ? `?child_id=${childId}` : ''}`, who);
  const anxiety = async (who: FixtureUser, childId?: string) =>
    get(t.ctx, `/v1/course/validate-anxiety-recommendations${childId ? `?child_id=${childId}` : ''}`, who);
  /** The parent's learned-personalisation switch for Mia (decision 048): the survey counts only when on. */
  const learning = async (on: boolean) =>
    t.ctx.db
      .insert(personalisationSettings)
      .values({ childId: mia.id, learned: on, changedAt: clock.now() })
      .onConflictDoUpdate({ target: personalisationSettings.childId, set: { learned: on } });

  it('refuses callers who are not the child or their parent', async () => {
    for (const call of [recs, anxiety]) {
      const other = await call(parent, otherChild.id);
      expect(other.statusCode).toBe(404);
      expect(other.json().detail).toBe('We could not find this child in your family.');
      const missing = await call(parent);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toBe('Please choose a child.');
      const instructor = await call(t.instructor, mia.id);
      expect(instructor.statusCode).toBe(403);
      expect(instructor.json().detail).toBeTruthy();
      expect((await call(otherChild, mia.id)).statusCode).toBe(404);
      expect((await call(parent, 'not-an-id')).statusCode).toBe(400);
      expect((await get(t.ctx, '/v1/course/recommendations')).statusCode).toBe(401);
    }
  });

  it('ranks not-started courses for the child’s age by focus area, next step and similar children', async () => {
    const res = await recs(mia);
    expect(res.statusCode).toBe(200);
    const results = res.json().results as {
      course: { title: string };
      score: number;
      reasons: { code: string; child_text: string; parent_text: string }[];
    }[];
    const titles = results.map((r) => r.course.title);
    // Started, finished, draft and out-of-age courses never appear.
    for (const never of ['Started', 'Finished calm', 'Draft', 'Teen friends', 'Older calm']) {
      expect(titles).not.toContain(never);
    }
    // Focus area (friendship) first; then calm's next steps (anxiety, feelings) with "Popular"
    // ahead for its three similar-age finishers; then the rest.
    expect(titles).toEqual(['Friends 1', 'Popular', 'Worry less', 'Brave', 'Calm down']);
    const byTitle = new Map(results.map((r) => [r.course.title, r]));
    expect(byTitle.get('Friends 1')?.reasons[0]).toEqual({
      code: 'focus-area',
      child_text: 'Because you want to make good friends',
      parent_text: 'You chose friendship as a focus area for Mia',
    });
    const popular = byTitle.get('Popular')?.reasons.map((r) => r.code);
    expect(popular).toEqual(['next-step', 'similar-children', 'age']);
    expect(byTitle.get('Popular')?.reasons[1]?.parent_text).toBe(
      "3 children around Mia's age finished this course",
    );
    // The teenager and the 6-year-old who finished "Brave" are not Mia's age.
    expect(byTitle.get('Brave')?.reasons.map((r) => r.code)).toEqual(['age']);
    for (const r of results) expect(r.reasons.length).toBeGreaterThan(0);
  });

  it('gives the parent the same list for their child, and follows the survey and assignments', async () => {
    expect((await recs(parent, mia.id)).json()).toEqual((await recs(mia)).json());
    await learning(true);
    await t.ctx.db.insert(surveyResponses).values([
      { childId: mia.id, surveyId: 2, score: 24, percent: 80, completedAt: new Date('2026-01-01T00:00:00Z') },
      { childId: mia.id, surveyId: 2, score: 9, percent: 30, completedAt: new Date('2026-02-01T00:00:00Z') },
    ]);
    await t.ctx.db
      .insert(enrolments)
      .values({ childId: mia.id, courseId: c['Calm down'] as string, enrolledBy: parent.id });
    const titles = (await recs(parent, mia.id))
      .json()
      .results.map((r: { course: { title: string } }) => r.course.title);
    expect(titles).toEqual(['Calm down', 'Brave', 'Friends 1', 'Popular', 'Worry less']);
    // Off (the default): the survey is not read, so "Brave" loses its survey reason.
    await learning(false);
    const off = (await recs(parent, mia.id)).json().results as {
      course: { title: string };
      reasons: { code: string }[];
    }[];
    expect(off.map((r) => r.course.title)).toEqual([
      'Calm down',
      'Friends 1',
      'Popular',
      'Worry less',
      'Brave',
    ]);
    expect(off.flatMap((r) => r.reasons.map((x) => x.code))).not.toContain('survey');
    await t.ctx.db.delete(enrolments);
    await t.ctx.db.delete(surveyResponses);
  });

  it('recommends calm courses after a low latest survey only with learned personalisation on', async () => {
    await t.ctx.db.insert(surveyResponses).values([
      { childId: mia.id, surveyId: 2, score: 24, percent: 80, completedAt: new Date('2026-01-01T00:00:00Z') },
      { childId: mia.id, surveyId: 2, score: 12, percent: 40, completedAt: new Date('2026-02-01T00:00:00Z') },
    ]);
    const off = (await anxiety(parent, mia.id)).json();
    expect(off).toMatchObject({ recommended: false, courses: [] });
    expect(off.reason).toContain('The survey is not used while learned personalisation is off');
    expect(off.reason).not.toContain('40%');
    await learning(true);
    const res = await anxiety(parent, mia.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.recommended).toBe(true);
    expect(body.reason).toContain("Mia's latest survey is 40%");
    expect(body.child_text).toBeTruthy();
    // Calm and worry courses for a 9-year-old only.
    expect(body.courses.map((x: { title: string }) => x.title).sort()).toEqual([
      'Calm down',
      'Finished calm',
      'Worry less',
    ]);
    await learning(false);
    await t.ctx.db.delete(surveyResponses);
  });

  it('recommends calm courses for a calm or worries focus area', async () => {
    await t.ctx.db.insert(childFocusAreas).values({ childId: mia.id, area: 'calm' });
    const body = (await anxiety(mia)).json();
    expect(body).toMatchObject({ recommended: true });
    expect(body.reason).toContain('you chose calm as a focus area');
    expect(body.reason).not.toContain('survey');
    await t.ctx.db.delete(childFocusAreas);
    await t.ctx.db.insert(childFocusAreas).values({ childId: mia.id, area: 'friendship' });
  });

  it('does not recommend them after a steady survey, or without any signal, and says which', async () => {
    await learning(true);
    const none = (await anxiety(parent, mia.id)).json();
    expect(none).toMatchObject({ recommended: false, courses: [] });
    expect(none.reason).toContain('Mia has not taken the survey yet');
    await t.ctx.db.insert(surveyResponses).values([
      { childId: mia.id, surveyId: 2, score: 9, percent: 30, completedAt: new Date('2026-01-01T00:00:00Z') },
      { childId: mia.id, surveyId: 2, score: 24, percent: 80, completedAt: new Date('2026-02-01T00:00:00Z') },
    ]);
    const steady = (await anxiety(parent, mia.id)).json();
    expect(steady).toMatchObject({
      recommended: false,
      reason: "Mia's latest survey looks steady; calm courses are there whenever you want them.",
      courses: [],
    });
    // The rule's check against outcomes comes with every answer, with no clinical claim.
    expect(steady.outcomes.note).toContain('not anxiety');
    expect(steady.outcomes.suggested).toEqual({ children: 0, mean_change: null, mean_adjusted_change: null });
    await learning(false);
    await t.ctx.db.delete(surveyResponses);
  });
});
