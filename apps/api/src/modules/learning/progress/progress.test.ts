import type { GameConfig } from '@ye/contracts/games';
import { ROSENBERG_ITEMS } from '@ye/contracts/rosenberg';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../clock.ts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  type FixtureUser,
  grantMembership,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { dailyMetrics, enrolments } from '../../family/tables.ts';
import { chapters, courses, lessons } from '../../studio/tables.ts';
import { certificates } from '../certificates/tables.ts';
import { childBadges, childStreakChoices } from '../rewards/tables.ts';
import { courseProgress, journalEntries, lessonPlays, lessonProgress, ratingPrompts } from './tables.ts';

const LOCKED = 'This one is still locked. Finish the one before it first.';
const SERIAL = /^YE-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

const GAMES: Record<string, GameConfig> = {
  quiz: {
    type: 'quiz',
    instructions: 'Pick the kind answer.',
    questions: [{ prompt: 'A friend is sad. You…', options: ['say hello', 'ask what is wrong'], answer: 1 }],
  },
  breathing: {
    type: 'breathing',
    instructions: 'Breathe with the bubble.',
    cycles: 2,
    inhale_seconds: 3,
    hold_seconds: 1,
    exhale_seconds: 4,
  },
  match: {
    type: 'match',
    instructions: 'Match each feeling to a face.',
    pairs: [
      { id: 'h', feeling: 'happy', face: '😀', face_label: 'smiling face' },
      { id: 's', feeling: 'sad', face: '😢', face_label: 'crying face' },
    ],
  },
};

type LessonSpec = { kind: 'video' | 'text' | 'reflection' } | { kind: 'game'; game: keyof typeof GAMES };

interface MadeCourse {
  id: string;
  chapterIds: string[];
  /** Lesson ids by chapter, in order. */
  lessons: string[][];
  all: string[];
}

describe('learning progress routes', () => {
  let ctx: TestContext;
  let parent: FixtureUser;
  let otherParent: FixtureUser;
  let instructor: FixtureUser;
  let counter = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    parent = await createParent(ctx.db);
    // A member family: these tests are about the unlock order; the paywall has its own file.
    await grantMembership(ctx.db, parent);
    otherParent = await createParent(ctx.db);
    instructor = await createInstructor(ctx.db);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A course made with direct inserts: chapters of lessons, published unless told otherwise. */
  async function makeCourse(
    spec: LessonSpec[][],
    options: {
      kind?: 'course' | 'game';
      state?: 'draft' | 'published';
      ageMin?: number;
      ageMax?: number;
    } = {},
  ): Promise<MadeCourse> {
    counter += 1;
    const [course] = await ctx.db
      .insert(courses)
      .values({
        instructorId: instructor.id,
        title: `Course ${counter}`,
        description: 'A course made by a test.',
        topic: 'confidence',
        kind: options.kind ?? 'game',
        ageMin: options.ageMin ?? 6,
        ageMax: options.ageMax ?? 12,
        state: options.state ?? 'published',
        publishedAt: options.state === 'draft' ? null : clock.now(),
      })
      .returning({ id: courses.id });
    if (!course) throw new Error('no course');
    const made: MadeCourse = { id: course.id, chapterIds: [], lessons: [], all: [] };
    for (const [ci, chapterSpec] of spec.entries()) {
      const [chapter] = await ctx.db
        .insert(chapters)
        .values({ courseId: course.id, title: `Level ${ci + 1}`, position: ci })
        .returning({ id: chapters.id });
      if (!chapter) throw new Error('no chapter');
      made.chapterIds.push(chapter.id);
      const ids: string[] = [];
      for (const [li, lesson] of chapterSpec.entries()) {
        const [row] = await ctx.db
          .insert(lessons)
          .values({
            chapterId: chapter.id,
            courseId: course.id,
            title: `Mission ${ci + 1}.${li + 1}`,
            kind: lesson.kind,
            position: li,
            body: lesson.kind === 'reflection' ? 'What makes you proud of yourself?' : 'Some words.',
            game: lesson.kind === 'game' ? GAMES[lesson.game] : null,
          })
          .returning({ id: lessons.id });
        if (!row) throw new Error('no lesson');
        ids.push(row.id);
      }
      made.lessons.push(ids);
      made.all.push(...ids);
    }
    return made;
  }

  const quiz = { kind: 'game', game: 'quiz' } as const;
  const breathing = { kind: 'game', game: 'breathing' } as const;
  const text = { kind: 'text' } as const;
  const reflection = { kind: 'reflection' } as const;

  async function call(
    user: FixtureUser | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) {
    const headers = user ? await authAs(ctx.app, user) : {};
    return ctx.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  const complete = (child: FixtureUser, lessonId: string, score = 95, duration = 30) =>
    call(child, 'POST', `/v1/course/content/complete/${lessonId}`, { score, duration_seconds: duration });

  /**
   * Runs the calls while another connection holds the lesson's row lock: each call's first write of
   * that lesson's progress (its foreign key check) waits, so the calls really overlap inside their
   * transactions instead of happening to run one after the other.
   */
  async function whileLessonLocked<T>(lessonId: string, calls: () => Promise<T>[]): Promise<T[]> {
    const client = await ctx.pool.connect();
    try {
      await client.query('begin');
      await client.query('select id from lessons where id = $1 for update', [lessonId]);
      const pending = Promise.all(calls());
      await new Promise((r) => setTimeout(r, 400));
      await client.query('commit');
      return await pending;
    } finally {
      client.release();
    }
  }

  async function rowsOf(db: DbOrTx, childId: string) {
    const [lp, plays, cp] = await Promise.all([
      db.select().from(lessonProgress).where(eq(lessonProgress.childId, childId)),
      db.select().from(lessonPlays).where(eq(lessonPlays.childId, childId)),
      db.select().from(courseProgress).where(eq(courseProgress.childId, childId)),
    ]);
    return { lessonProgress: lp, plays, courseProgress: cp };
  }

  describe('start and complete', () => {
    it('answer the pinned shapes', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[quiz, quiz]]);
      const start = await call(child, 'POST', `/v1/course/start/${course.id}`);
      expect(start.statusCode).toBe(200);
      expect(start.json()).toEqual({ status: 'started' });
      const lessonStart = await call(child, 'POST', `/v1/course/content/start/${course.all[0]}`);
      expect(lessonStart.statusCode).toBe(200);
      expect(lessonStart.json()).toEqual({ status: 'started' });
      const done = await complete(child, course.all[0] as string, 95);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ status: 'completed', stars: 3, xp: 30 });
      expect(Object.keys(done.json()).sort()).toEqual(
        [
          'best_stars',
          'certificate_serial',
          'course_completed',
          'level',
          'new_badges',
          'next_lesson_id',
          'stars',
          'status',
          'total_xp',
          'xp',
        ].sort(),
      );
      expect(done.json()).toMatchObject({
        total_xp: 30,
        level: 1,
        best_stars: 3,
        course_completed: false,
        certificate_serial: null,
        next_lesson_id: course.all[1],
      });
    });

    it('starting a course twice keeps one row and never resets a completed course', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[quiz]]);
      await call(child, 'POST', `/v1/course/start/${course.id}`);
      await call(child, 'POST', `/v1/course/start/${course.id}`);
      expect((await rowsOf(ctx.db, child.id)).courseProgress).toHaveLength(1);
      await complete(child, course.all[0] as string);
      const again = await call(child, 'POST', `/v1/course/start/${course.id}`);
      expect(again.json()).toEqual({ status: 'started' });
      const [row] = (await rowsOf(ctx.db, child.id)).courseProgress;
      expect(row?.status).toBe('completed');
      expect(row?.completedAt).not.toBeNull();
    });

    it('starting a lesson starts its course and never downgrades a completed lesson', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[quiz, quiz]]);
      const first = course.all[0] as string;
      await call(child, 'POST', `/v1/course/content/start/${first}`);
      let rows = await rowsOf(ctx.db, child.id);
      expect(rows.courseProgress).toMatchObject([{ courseId: course.id, status: 'started' }]);
      expect(rows.lessonProgress).toMatchObject([{ lessonId: first, status: 'started', attempts: 0 }]);
      await complete(child, first);
      await call(child, 'POST', `/v1/course/content/start/${first}`);
      rows = await rowsOf(ctx.db, child.id);
      expect(rows.lessonProgress).toMatchObject([{ lessonId: first, status: 'completed', stars: 3 }]);
    });

    it('a locked mission cannot be started or completed (403) and nothing changes', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[quiz, quiz], [quiz]]);
      const second = course.lessons[0]?.[1] as string;
      const nextLevel = course.lessons[1]?.[0] as string;
      for (const id of [second, nextLevel]) {
        const start = await call(child, 'POST', `/v1/course/content/start/${id}`);
        expect(start.statusCode).toBe(403);
        expect(start.json().detail).toBe(LOCKED);
        const done = await complete(child, id);
        expect(done.statusCode).toBe(403);
        expect(done.json().detail).toBe(LOCKED);
      }
      const rows = await rowsOf(ctx.db, child.id);
      expect(rows).toEqual({ lessonProgress: [], plays: [], courseProgress: [] });
      // Finishing the first mission opens the second, but not the next level yet.
      await complete(child, course.lessons[0]?.[0] as string);
      expect((await call(child, 'POST', `/v1/course/content/start/${second}`)).statusCode).toBe(200);
      expect((await complete(child, nextLevel)).statusCode).toBe(403);
    });

    it('in a non-game course every lesson of an open chapter is open, later chapters are not', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[text, text], [text]], { kind: 'course' });
      expect((await complete(child, course.lessons[0]?.[1] as string)).statusCode).toBe(200);
      expect((await complete(child, course.lessons[1]?.[0] as string)).statusCode).toBe(403);
    });

    it('an unpublished course or an unknown lesson is 404', async () => {
      const child = await createChild(ctx.db, parent);
      const draft = await makeCourse([[quiz]], { state: 'draft' });
      const lesson = draft.all[0] as string;
      expect((await call(child, 'POST', `/v1/course/start/${draft.id}`)).statusCode).toBe(404);
      expect((await call(child, 'POST', `/v1/course/content/start/${lesson}`)).statusCode).toBe(404);
      expect((await complete(child, lesson)).statusCode).toBe(404);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await call(child, 'POST', `/v1/course/start/${unknown}`)).statusCode).toBe(404);
      expect((await complete(child, unknown)).statusCode).toBe(404);
      expect((await call(child, 'POST', '/v1/course/start/not-a-uuid')).statusCode).toBe(400);
      expect(await rowsOf(ctx.db, child.id)).toEqual({ lessonProgress: [], plays: [], courseProgress: [] });
    });

    it('parents and instructors cannot act as a child (403); nobody signed in gets 401', async () => {
      const course = await makeCourse([[quiz]]);
      const lesson = course.all[0] as string;
      for (const user of [parent, instructor]) {
        expect((await call(user, 'POST', `/v1/course/start/${course.id}`)).statusCode).toBe(403);
        expect((await call(user, 'POST', `/v1/course/content/start/${lesson}`)).statusCode).toBe(403);
        expect(
          (
            await call(user, 'POST', `/v1/course/content/complete/${lesson}`, {
              score: 90,
              duration_seconds: 5,
            })
          ).statusCode,
        ).toBe(403);
        expect((await call(user, 'GET', '/v1/course/unlocked-course')).statusCode).toBe(403);
        expect((await call(user, 'GET', '/v1/learning/summary')).statusCode).toBe(403);
        expect((await call(user, 'GET', '/v1/learning/courses')).statusCode).toBe(403);
        expect((await call(user, 'PUT', `/v1/learning/journal/${lesson}`, { text: 'hi' })).statusCode).toBe(
          403,
        );
      }
      expect((await call(null, 'POST', `/v1/course/start/${course.id}`)).statusCode).toBe(401);
      const rows = await ctx.db.select().from(courseProgress).where(eq(courseProgress.courseId, course.id));
      expect(rows).toHaveLength(0);
    });

    it.each([
      ['a score above 100', { score: 101, duration_seconds: 10 }, /0 to 100/],
      ['a negative score', { score: -1, duration_seconds: 10 }, /0 to 100/],
      ['a missing duration', { score: 50 }, /duration_seconds/],
      ['a score that is not a number', { score: 'lots', duration_seconds: 10 }, /score/],
    ])('rejects %s with 400 and changes nothing', async (_name, body, message) => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[quiz]]);
      const res = await call(child, 'POST', `/v1/course/content/complete/${course.all[0]}`, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(message);
      expect(await rowsOf(ctx.db, child.id)).toEqual({ lessonProgress: [], plays: [], courseProgress: [] });
    });
  });

  describe('stars and XP', () => {
    it('gives stars from the score, XP by stars, and keeps the best', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[quiz, quiz]]);
      const lesson = course.all[0] as string;
      const first = (await complete(child, lesson, 50)).json();
      expect(first).toMatchObject({ stars: 1, xp: 10, best_stars: 1, total_xp: 10 });
      const better = (await complete(child, lesson, 75)).json();
      expect(better).toMatchObject({ stars: 2, xp: 12, best_stars: 2, total_xp: 22 });
      const worse = (await complete(child, lesson, 10)).json();
      expect(worse).toMatchObject({ stars: 1, xp: 2, best_stars: 2, total_xp: 24 });
      const best = (await complete(child, lesson, 100)).json();
      expect(best).toMatchObject({ stars: 3, xp: 12, best_stars: 3, total_xp: 36 });
      const [row] = await ctx.db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.childId, child.id), eq(lessonProgress.lessonId, lesson)));
      expect(row).toMatchObject({ status: 'completed', bestScore: 100, stars: 3, attempts: 4, xp: 36 });
      const plays = await ctx.db.select().from(lessonPlays).where(eq(lessonPlays.childId, child.id));
      expect(plays.map((p) => [p.score, p.stars, p.xp, p.gameType])).toEqual([
        [50, 1, 10, 'quiz'],
        [75, 2, 12, 'quiz'],
        [10, 1, 2, 'quiz'],
        [100, 3, 12, 'quiz'],
      ]);
      // The first completion date is kept across replays.
      expect(row?.completedAt).not.toBeNull();
    });

    it('goes up a level every 100 XP', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[text, text, text, text]], { kind: 'course' });
      let last: { total_xp: number; level: number } | undefined;
      for (const id of course.all) last = (await complete(child, id, 95)).json();
      expect(last).toMatchObject({ total_xp: 120, level: 2 });
    });
  });

  describe('the completion cascade', () => {
    it('last mission -> course completed -> certificate -> rating prompt, each once when repeated', async () => {
      const child = await createChild(ctx.db, parent, { firstName: 'Mia' });
      const course = await makeCourse([[quiz], [quiz]]);
      const [first, last] = course.all as [string, string];
      expect((await complete(child, first)).json()).toMatchObject({
        course_completed: false,
        certificate_serial: null,
        next_lesson_id: last,
      });
      const done = (await complete(child, last)).json();
      expect(done.course_completed).toBe(true);
      expect(done.certificate_serial).toMatch(SERIAL);
      expect(done.next_lesson_id).toBeNull();
      expect(done.new_badges.map((b: { id: string }) => b.id)).toContain('first-course');

      const again = (await complete(child, last)).json();
      expect(again.course_completed).toBe(false);
      expect(again.certificate_serial).toBe(done.certificate_serial);
      expect(again.new_badges).toEqual([]);

      const [progress] = await ctx.db
        .select()
        .from(courseProgress)
        .where(and(eq(courseProgress.childId, child.id), eq(courseProgress.courseId, course.id)));
      expect(progress?.status).toBe('completed');
      expect(progress?.completedAt).not.toBeNull();
      const certs = await ctx.db.select().from(certificates).where(eq(certificates.childId, child.id));
      expect(certs).toMatchObject([{ courseId: course.id, serial: done.certificate_serial }]);
      const prompts = await ctx.db.select().from(ratingPrompts).where(eq(ratingPrompts.childId, child.id));
      expect(prompts).toMatchObject([{ courseId: course.id, parentId: parent.id, resolvedAt: null }]);
    });

    it('two simultaneous completions of the last mission complete the course once', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[quiz, quiz]]);
      const [first, last] = course.all as [string, string];
      await complete(child, first);
      const results = await whileLessonLocked(last, () => [
        complete(child, last),
        complete(child, last),
        complete(child, last),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const bodies = results.map((r) => r.json());
      expect(bodies.filter((b) => b.course_completed)).toHaveLength(1);
      const serials = new Set(bodies.map((b) => b.certificate_serial));
      expect(serials.size).toBe(1);
      expect([...serials][0]).toMatch(SERIAL);
      // Exactly one of the three earned the first-course badge.
      const firstCourse = bodies.filter((b) =>
        b.new_badges.some((x: { id: string }) => x.id === 'first-course'),
      );
      expect(firstCourse).toHaveLength(1);
      expect(await ctx.db.select().from(certificates).where(eq(certificates.childId, child.id))).toHaveLength(
        1,
      );
      expect(
        await ctx.db.select().from(ratingPrompts).where(eq(ratingPrompts.childId, child.id)),
      ).toHaveLength(1);
      // One first play (30 XP) and two practice plays (2 XP each) of the last mission.
      expect(bodies.map((b) => b.xp).sort()).toEqual([2, 2, 30]);
    });

    it('simultaneous completions of a single-mission course never started before', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[quiz]]);
      const lesson = course.all[0] as string;
      const results = await whileLessonLocked(lesson, () => [
        complete(child, lesson),
        complete(child, lesson),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(results.filter((r) => r.json().course_completed)).toHaveLength(1);
      expect(await ctx.db.select().from(certificates).where(eq(certificates.childId, child.id))).toHaveLength(
        1,
      );
      expect(
        await ctx.db.select().from(ratingPrompts).where(eq(ratingPrompts.childId, child.id)),
      ).toHaveLength(1);
      expect(
        await ctx.db.select().from(courseProgress).where(eq(courseProgress.childId, child.id)),
      ).toHaveLength(1);
    });
  });

  describe('badges', () => {
    it('awards each badge once and lists only the new ones', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[quiz, breathing, quiz, quiz, quiz, quiz]]);
      const ids = course.all;
      const one = (await complete(child, ids[0] as string, 60)).json();
      expect(one.new_badges.map((b: { id: string }) => b.id)).toEqual(['first-mission']);
      expect(one.new_badges[0]).toMatchObject({ title: 'First step', icon: '🌱' });
      expect(one.new_badges[0].earned_at).toEqual(expect.any(String));
      const replay = (await complete(child, ids[0] as string, 60)).json();
      expect(replay.new_badges).toEqual([]);
      const calm = (await complete(child, ids[1] as string, 95)).json();
      expect(calm.new_badges.map((b: { id: string }) => b.id)).toEqual(['three-stars', 'calm-breather']);
      await complete(child, ids[2] as string, 60);
      await complete(child, ids[3] as string, 60);
      const fifth = (await complete(child, ids[4] as string, 60)).json();
      expect(fifth.new_badges.map((b: { id: string }) => b.id)).toEqual(['five-missions']);
      const stored = await ctx.db.select().from(childBadges).where(eq(childBadges.childId, child.id));
      expect(stored.map((b) => b.badgeId).sort()).toEqual(
        ['calm-breather', 'first-mission', 'five-missions', 'three-stars'].sort(),
      );
    });

    it('a taken survey earns no badge: no reward for disclosure (decision 042)', async () => {
      const child = await createChild(ctx.db, parent);
      const res = await call(child, 'POST', '/v1/survey/survey_answers', {
        survey_id: 2,
        answers: ROSENBERG_ITEMS.map((i) => ({ question_id: i.id, value: 3 })),
      });
      expect(res.statusCode).toBe(201);
      const summary = (await call(child, 'GET', '/v1/learning/summary')).json();
      expect(summary.badges.find((b: { id: string }) => b.id === 'survey-taken')).toBeUndefined();
      expect(await ctx.db.select().from(childBadges).where(eq(childBadges.childId, child.id))).toEqual([]);
    });
  });

  describe('GET /v1/course/unlocked-course', () => {
    it('is null before anything is started, then the next lesson of the latest course', async () => {
      const child = await createChild(ctx.db, parent);
      expect((await call(child, 'GET', '/v1/course/unlocked-course')).json()).toEqual({ continue: null });
      const course = await makeCourse([[quiz, quiz], [quiz]]);
      await call(child, 'POST', `/v1/course/start/${course.id}`);
      const start = (await call(child, 'GET', '/v1/course/unlocked-course')).json();
      expect(start.continue).toEqual({
        course_id: course.id,
        course_title: expect.stringMatching(/^Course \d+$/),
        course_kind: 'game',
        chapter_id: course.chapterIds[0],
        chapter_title: 'Level 1',
        lesson_id: course.lessons[0]?.[0],
        lesson_title: 'Mission 1.1',
        lesson_kind: 'game',
        percent: 0,
      });
      await complete(child, course.lessons[0]?.[0] as string);
      await complete(child, course.lessons[0]?.[1] as string);
      const next = (await call(child, 'GET', '/v1/course/unlocked-course')).json();
      expect(next.continue).toMatchObject({
        chapter_id: course.chapterIds[1],
        chapter_title: 'Level 2',
        lesson_id: course.lessons[1]?.[0],
        percent: 67,
      });
    });

    it('follows the most recent activity and skips completed courses', async () => {
      const child = await createChild(ctx.db, parent);
      const a = await makeCourse([[quiz, quiz]]);
      const b = await makeCourse([[text]], { kind: 'course' });
      await call(child, 'POST', `/v1/course/start/${a.id}`);
      await new Promise((r) => setTimeout(r, 5));
      await call(child, 'POST', `/v1/course/start/${b.id}`);
      expect((await call(child, 'GET', '/v1/course/unlocked-course')).json().continue.course_id).toBe(b.id);
      await complete(child, b.all[0] as string);
      const after = (await call(child, 'GET', '/v1/course/unlocked-course')).json();
      expect(after.continue).toMatchObject({ course_id: a.id, lesson_id: a.all[0] });
    });
  });

  describe('GET /v1/learning/summary', () => {
    it('numbers, badges and a streak from plays and active time', async () => {
      const child = await createChild(ctx.db, parent, { firstName: 'Leo', avatar: 'avatar-03' });
      // The parent turned streaks on (off by default: rewards/streaks.test.ts, decision 042).
      await ctx.db.insert(childStreakChoices).values({ childId: child.id, streaksOn: true });
      const empty = (await call(child, 'GET', '/v1/learning/summary')).json();
      expect(empty).toMatchObject({
        display_name: 'Leo',
        avatar_url: '/v1/router/child/avatars/avatar-03.svg',
        xp: 0,
        level: 1,
        xp_into_level: 0,
        xp_for_next_level: 100,
        streaks_on: true,
        current_streak: 0,
        longest_streak: 0,
        missions_completed: 0,
        courses_completed: 0,
      });
      expect(empty.badges).toHaveLength(8);
      expect(empty.badges.every((b: { earned_at: unknown }) => b.earned_at === null)).toBe(true);

      const course = await makeCourse([[quiz]]);
      await complete(child, course.all[0] as string, 95);
      const day = (offset: number) => {
        const d = clock.now();
        d.setUTCDate(d.getUTCDate() - offset);
        return d;
      };
      // Two days ago: a play; yesterday: only time on the platform; five days ago: an older run.
      await ctx.db.insert(lessonPlays).values({
        childId: child.id,
        lessonId: course.all[0] as string,
        courseId: course.id,
        gameType: 'quiz',
        score: 50,
        stars: 1,
        xp: 2,
        durationSeconds: 20,
        playedAt: day(2),
      });
      await ctx.db.insert(dailyMetrics).values([
        { childId: child.id, datestamp: day(1).toISOString().slice(0, 10), timeLogged: 120 },
        { childId: child.id, datestamp: day(5).toISOString().slice(0, 10), timeLogged: 60 },
        // A day with a survey but no time on the platform does not count.
        {
          childId: child.id,
          datestamp: day(3).toISOString().slice(0, 10),
          timeLogged: 0,
          selfEsteemScore: 50,
        },
      ]);
      const summary = (await call(child, 'GET', '/v1/learning/summary')).json();
      expect(summary).toMatchObject({
        xp: 30,
        current_streak: 3,
        longest_streak: 3,
        missions_completed: 1,
        courses_completed: 1,
      });
      const earned = summary.badges.filter((b: { earned_at: unknown }) => b.earned_at !== null);
      expect(earned.map((b: { id: string }) => b.id).sort()).toEqual(
        ['first-course', 'first-mission', 'three-stars'].sort(),
      );
    });
  });

  describe('GET /v1/learning/courses', () => {
    it('ongoing, completed and not started (assigned first, then courses for the child’s age)', async () => {
      const eightYearsAgo = clock.now();
      eightYearsAgo.setUTCFullYear(eightYearsAgo.getUTCFullYear() - 8);
      eightYearsAgo.setUTCMonth(0, 1);
      const child = await createChild(ctx.db, parent, { birthday: eightYearsAgo.toISOString().slice(0, 10) });
      const ongoing = await makeCourse([[quiz, quiz, quiz]]);
      const done = await makeCourse([[quiz]]);
      const assigned = await makeCourse([[quiz]], { ageMin: 13, ageMax: 17 });
      const forAge = await makeCourse([[quiz]], { ageMin: 7, ageMax: 9 });
      const tooOld = await makeCourse([[quiz]], { ageMin: 13, ageMax: 16 });
      const draft = await makeCourse([[quiz]], { state: 'draft' });
      await ctx.db.insert(enrolments).values([
        { childId: child.id, courseId: assigned.id, enrolledBy: parent.id },
        { childId: child.id, courseId: ongoing.id, enrolledBy: parent.id },
      ]);
      await complete(child, ongoing.all[0] as string);
      await complete(child, done.all[0] as string);

      const res = await call(child, 'GET', '/v1/learning/courses');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.ongoing.map((c: { id: string }) => c.id)).toEqual([ongoing.id]);
      expect(body.ongoing[0]).toMatchObject({
        status: 'started',
        percent: 33,
        assigned: true,
        lesson_count: 3,
        instructor_name: 'Ivy Instructor',
        stars: 3,
        max_stars: 9,
      });
      expect(body.ongoing[0].last_activity_at).toEqual(expect.any(String));
      expect(body.completed.map((c: { id: string }) => c.id)).toEqual([done.id]);
      expect(body.completed[0]).toMatchObject({
        status: 'completed',
        percent: 100,
        assigned: false,
        stars: 3,
        max_stars: 3,
      });
      const notStarted = body.not_started.map((c: { id: string }) => c.id);
      expect(notStarted[0]).toBe(assigned.id);
      expect(body.not_started[0]).toMatchObject({ status: 'not-started', percent: 0, assigned: true });
      expect(notStarted).toContain(forAge.id);
      expect(notStarted).not.toContain(tooOld.id);
      expect(notStarted).not.toContain(draft.id);
      expect(notStarted).not.toContain(ongoing.id);
      expect(notStarted).not.toContain(done.id);
      expect(new Set(notStarted).size).toBe(notStarted.length);
    });

    it('shows courses of every age when the birthday is unknown', async () => {
      const child = await createChild(ctx.db, parent);
      const teen = await makeCourse([[quiz]], { ageMin: 14, ageMax: 17 });
      const body = (await call(child, 'GET', '/v1/learning/courses')).json();
      expect(body.ongoing).toEqual([]);
      expect(body.completed).toEqual([]);
      expect(body.not_started.map((c: { id: string }) => c.id)).toContain(teen.id);
    });
  });

  describe('GET /v1/learning/games-played', () => {
    let child: FixtureUser;
    let course: MadeCourse;
    beforeAll(async () => {
      child = await createChild(ctx.db, parent);
      course = await makeCourse([[quiz, text, breathing]]);
      await complete(child, course.all[0] as string, 40);
      await complete(child, course.all[1] as string, 100);
      await complete(child, course.all[2] as string, 70);
      await complete(child, course.all[0] as string, 95);
    });

    it('lists game plays only, newest first, paginated', async () => {
      const page1 = (await call(child, 'GET', '/v1/learning/games-played?page_size=2')).json();
      expect(page1).toMatchObject({ count: 3, page: 1, page_size: 2 });
      expect(page1.results.map((p: { game_type: string; score: number }) => [p.game_type, p.score])).toEqual([
        ['quiz', 95],
        ['breathing', 70],
      ]);
      expect(page1.results[0]).toMatchObject({
        lesson_id: course.all[0],
        lesson_title: 'Mission 1.1',
        course_id: course.id,
        chapter_id: course.chapterIds[0],
        stars: 3,
        xp: 22,
        duration_seconds: 30,
      });
      const page2 = (await call(child, 'GET', '/v1/learning/games-played?page=2&page_size=2')).json();
      expect(page2).toMatchObject({ count: 3, page: 2 });
      expect(page2.results.map((p: { score: number }) => p.score)).toEqual([40]);
      const past = (await call(child, 'GET', '/v1/learning/games-played?page=5&page_size=2')).json();
      expect(past).toMatchObject({ count: 3, results: [] });
      expect((await call(child, 'GET', '/v1/learning/games-played?page_size=500')).statusCode).toBe(400);
    });

    it('a parent reads their own child with child_id; child_id is required', async () => {
      const res = await call(parent, 'GET', `/v1/learning/games-played?child_id=${child.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(3);
      const missing = await call(parent, 'GET', '/v1/learning/games-played');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toMatch(/child/);
    });

    it('another family, another child and instructors see nothing', async () => {
      expect(
        (await call(otherParent, 'GET', `/v1/learning/games-played?child_id=${child.id}`)).statusCode,
      ).toBe(404);
      const sibling = await createChild(ctx.db, parent);
      expect((await call(sibling, 'GET', `/v1/learning/games-played?child_id=${child.id}`)).statusCode).toBe(
        404,
      );
      const own = (await call(sibling, 'GET', `/v1/learning/games-played?child_id=${sibling.id}`)).json();
      expect(own.count).toBe(0);
      expect(
        (await call(instructor, 'GET', `/v1/learning/games-played?child_id=${child.id}`)).statusCode,
      ).toBe(403);
      expect((await call(null, 'GET', '/v1/learning/games-played')).statusCode).toBe(401);
    });
  });

  describe('the reflection journal', () => {
    it('a reflection needs a journal entry before it can be completed; the entry earns no badge', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[text, reflection]], { kind: 'course' });
      const [reading, reflect] = course.all as [string, string];
      const early = await complete(child, reflect);
      expect(early.statusCode).toBe(400);
      expect(early.json().detail).toBe('Write a few words in your journal first.');
      expect((await rowsOf(ctx.db, child.id)).plays).toHaveLength(0);

      const saved = await call(child, 'PUT', `/v1/learning/journal/${reflect}`, {
        text: '  I helped my brother.  ',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        lesson_id: reflect,
        lesson_title: 'Mission 1.2',
        course_id: course.id,
        prompt: 'What makes you proud of yourself?',
        text: 'I helped my brother.',
      });
      const badges = await ctx.db.select().from(childBadges).where(eq(childBadges.childId, child.id));
      // No reward for writing about oneself (decision 042).
      expect(badges.map((b) => b.badgeId)).toEqual([]);

      const rewritten = await call(child, 'PUT', `/v1/learning/journal/${reflect}`, { text: 'I was kind.' });
      expect(rewritten.json().text).toBe('I was kind.');
      expect(
        await ctx.db.select().from(journalEntries).where(eq(journalEntries.childId, child.id)),
      ).toHaveLength(1);

      const done = await complete(child, reflect);
      expect(done.statusCode).toBe(200);
      expect(done.json().next_lesson_id).toBe(reading);
    });

    it('only reflection lessons have a journal; locked 403; unknown 404; empty 400', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[quiz, reflection]]);
      const [game, reflect] = course.all as [string, string];
      const notReflection = await call(child, 'PUT', `/v1/learning/journal/${game}`, { text: 'Hello' });
      expect(notReflection.statusCode).toBe(400);
      expect(notReflection.json().detail).toBe('Only reflection lessons have a journal.');
      const locked = await call(child, 'PUT', `/v1/learning/journal/${reflect}`, { text: 'Hello' });
      expect(locked.statusCode).toBe(403);
      expect(locked.json().detail).toBe(LOCKED);
      const unknown = await call(child, 'PUT', '/v1/learning/journal/00000000-0000-4000-8000-000000000000', {
        text: 'Hello',
      });
      expect(unknown.statusCode).toBe(404);
      await complete(child, game);
      expect((await call(child, 'PUT', `/v1/learning/journal/${reflect}`, { text: '   ' })).statusCode).toBe(
        400,
      );
      expect(
        await ctx.db.select().from(journalEntries).where(eq(journalEntries.childId, child.id)),
      ).toHaveLength(0);
    });

    it('the child and their parent read it; another family and a missing child_id do not', async () => {
      const child = await createChild(ctx.db, parent);
      const course = await makeCourse([[reflection], [reflection]], { kind: 'course' });
      const [a, b] = course.all as [string, string];
      await call(child, 'PUT', `/v1/learning/journal/${a}`, { text: 'First thought.' });
      await complete(child, a);
      await new Promise((r) => setTimeout(r, 5));
      await call(child, 'PUT', `/v1/learning/journal/${b}`, { text: 'Second thought.' });

      const own = await call(child, 'GET', '/v1/learning/journal');
      expect(own.statusCode).toBe(200);
      expect(own.json().map((e: { text: string }) => e.text)).toEqual(['Second thought.', 'First thought.']);
      const byParent = await call(parent, 'GET', `/v1/learning/journal?child_id=${child.id}`);
      expect(byParent.statusCode).toBe(200);
      expect(byParent.json()).toHaveLength(2);
      expect((await call(parent, 'GET', '/v1/learning/journal')).statusCode).toBe(400);
      expect((await call(otherParent, 'GET', `/v1/learning/journal?child_id=${child.id}`)).statusCode).toBe(
        404,
      );
      const stranger = await createChild(ctx.db, otherParent);
      expect((await call(stranger, 'GET', `/v1/learning/journal?child_id=${child.id}`)).statusCode).toBe(404);
      expect((await call(stranger, 'GET', '/v1/learning/journal')).json()).toEqual([]);
      expect((await call(instructor, 'GET', `/v1/learning/journal?child_id=${child.id}`)).statusCode).toBe(
        403,
      );
    });
  });
});
