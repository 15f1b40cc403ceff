import crypto from 'node:crypto';
import { starsForScore } from '@ye/contracts/games';
import { currentStreak, xpForPlay } from '@ye/contracts/learning';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../clock.ts';
import { users } from '../modules/auth/tables.ts';
import { courseProgressDetail } from '../modules/catalog/service.ts';
import { courseRatings, enrolments } from '../modules/family/tables.ts';
import { certificates } from '../modules/learning/certificates/tables.ts';
import {
  courseProgress,
  journalEntries,
  lessonPlays,
  lessonProgress,
  ratingPrompts,
} from '../modules/learning/progress/tables.ts';
import { childBadges } from '../modules/learning/rewards/tables.ts';
import { courses, lessons } from '../modules/studio/tables.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { DEMO_COURSES, type SeededCatalog } from './catalog-content.ts';
import { seedDemo } from './demo.ts';
import { buildLearningJourneyData, playTime, UNTOUCHED_COURSE } from './learning-journey.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The demo catalogue's shape with made-up ids: enough for the pure builder. */
function fakeCatalog(): SeededCatalog {
  return Object.fromEntries(
    DEMO_COURSES.map((c) => [
      c.slug,
      {
        id: crypto.randomUUID(),
        kind: c.kind,
        chapters: c.chapters.map((ch) => ({
          id: crypto.randomUUID(),
          lessons: ch.lessons.map((l) => ({
            id: crypto.randomUUID(),
            kind: l.kind,
            gameType: l.game?.type ?? null,
          })),
        })),
      },
    ]),
  );
}

const fakeIds = {
  mia: crypto.randomUUID(),
  leo: crypto.randomUUID(),
  sam: crypto.randomUUID(),
  parent: crypto.randomUUID(),
  parent2: crypto.randomUUID(),
};

describe('learning journey data', () => {
  it('keeps plays in the past and in order, on their own day, whatever the hour', () => {
    const early = new Date('2026-03-10T00:03:00Z');
    expect(day(playTime(early, 0, '16:30'))).toBe('2026-03-10');
    expect(playTime(early, 0, '16:30').getTime()).toBeLessThanOrEqual(early.getTime());
    expect(playTime(early, 0, '09:00').getTime()).toBeLessThan(playTime(early, 0, '16:30').getTime());
    expect(playTime(early, 2, '16:30').toISOString()).toBe('2026-03-08T16:30:00.000Z');
  });

  for (const now of ['2026-03-10T00:01:00Z', '2026-03-10T12:00:00Z', '2026-03-10T23:59:00Z']) {
    it(`gives Mia a three-day streak and consistent XP when seeded at ${now}`, () => {
      const at = new Date(now);
      const data = buildLearningJourneyData(fakeIds, fakeCatalog(), at);
      const miaDays = data.plays.filter((p) => p.childId === fakeIds.mia).map((p) => day(p.playedAt as Date));
      expect(currentStreak(miaDays, day(at))).toBe(3);
      for (const p of data.plays) expect((p.playedAt as Date).getTime()).toBeLessThanOrEqual(at.getTime());
      const miaBadges = data.badges.filter((b) => b.childId === fakeIds.mia).map((b) => b.badgeId);
      expect(miaBadges).toEqual(
        expect.arrayContaining(['first-mission', 'three-stars', 'first-course', 'three-day-streak']),
      );
      // No badge for disclosing (decision 042).
      expect(miaBadges).not.toContain('survey-taken');
      expect(miaBadges).not.toContain('all-game-types');
    });
  }

  it('refuses a history that plays a locked mission', () => {
    const catalog = fakeCatalog();
    // A fourth mission in level 1 that nobody played keeps level 2 locked, yet Mia played its first.
    catalog['brave-explorer-quest']?.chapters[0]?.lessons.push({
      id: crypto.randomUUID(),
      kind: 'game',
      gameType: 'quiz',
    });
    expect(() => buildLearningJourneyData(fakeIds, catalog)).toThrow(/locked/);
  });
});

describe('the seeded demo learning history', () => {
  let t: TestContext;
  let ids: Record<'mia' | 'leo' | 'sam' | 'parent' | 'parent2', string>;
  let courseBySlug: Map<string, { id: string; kind: 'course' | 'game'; state: string }>;

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemo(t.db)).toBe(true);
    const people = await t.db
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users);
    const byLogin = new Map(people.map((u) => [u.email ?? u.username, u.id]));
    ids = {
      mia: byLogin.get('mia') ?? '',
      leo: byLogin.get('leo') ?? '',
      sam: byLogin.get('sam') ?? '',
      parent: byLogin.get('parent@demo.test') ?? '',
      parent2: byLogin.get('parent2@demo.test') ?? '',
    };
    const rows = await t.db
      .select({ id: courses.id, title: courses.title, kind: courses.kind, state: courses.state })
      .from(courses);
    courseBySlug = new Map(
      DEMO_COURSES.map((c) => {
        const row = rows.find((r) => r.title === c.title);
        if (!row) throw new Error(`${c.title} was not seeded`);
        return [c.slug, { id: row.id, kind: row.kind as 'course' | 'game', state: row.state }];
      }),
    );
  });
  afterAll(async () => t?.close());

  const course = (slug: string) => {
    const c = courseBySlug.get(slug);
    if (!c) throw new Error(`no course ${slug}`);
    return c;
  };

  it('seeds the catalogue once, with the draft kept out of the published courses', async () => {
    expect(await seedDemo(t.db)).toBe(false);
    expect(await t.db.select({ id: courses.id }).from(courses)).toHaveLength(DEMO_COURSES.length);
    expect(course('growing-gratitude').state).toBe('draft');
    expect(course('brave-explorer-quest').state).toBe('published');
  });

  it('has Mia part-way through the game course: level 1 done with 2-3 stars, level 2 begun', async () => {
    const game = course('brave-explorer-quest');
    const detail = await courseProgressDetail(
      t.db,
      ids.mia,
      { id: game.id, kind: 'game' },
      { hasAccess: true },
    );
    expect(detail.status).toBe('started');
    const [level1, level2, level3] = detail.chapters;
    expect(level1).toMatchObject({ completed: true, locked: false });
    expect(level2).toMatchObject({ completed: false, locked: false });
    expect(level3).toMatchObject({ locked: true });
    const missions = await t.db
      .select({ id: lessons.id, chapterId: lessons.chapterId })
      .from(lessons)
      .where(eq(lessons.courseId, game.id))
      .orderBy(asc(lessons.position));
    const progress = new Map(detail.lessons.map((l) => [l.lesson_id, l]));
    for (const m of missions.filter((m) => m.chapterId === level1?.chapter_id)) {
      expect(progress.get(m.id)?.status).toBe('completed');
      expect(progress.get(m.id)?.stars).toBeGreaterThanOrEqual(2);
    }
    const level2Missions = missions.filter((m) => m.chapterId === level2?.chapter_id);
    expect(progress.get(level2Missions[0]?.id ?? '')?.status).toBe('completed');
    expect(detail.next_lesson_id).toBe(level2Missions[1]?.id);
    expect(progress.get(level2Missions[1]?.id ?? '')?.locked).toBe(false);
    expect(progress.get(level2Missions[2]?.id ?? '')?.locked).toBe(true);
  });

  it('gives Mia a certificate for a completed course, rated by her parent, with no prompt pending', async () => {
    const done = course('i-like-being-me');
    const detail = await courseProgressDetail(
      t.db,
      ids.mia,
      { id: done.id, kind: 'course' },
      { hasAccess: true },
    );
    expect(detail.status).toBe('completed');
    expect(detail.percent).toBe(100);
    expect(detail.certificate_serial).toMatch(/^YE-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const [rating] = await t.db
      .select()
      .from(courseRatings)
      .where(and(eq(courseRatings.childId, ids.mia), eq(courseRatings.courseId, done.id)));
    expect(rating?.parentId).toBe(ids.parent);
    expect(rating?.stars).toBeGreaterThanOrEqual(4);
    expect(await t.db.select().from(ratingPrompts).where(isNull(ratingPrompts.resolvedAt))).toEqual([]);
    const prompts = await t.db.select().from(ratingPrompts);
    const certs = await t.db.select().from(certificates);
    expect(prompts).toHaveLength(certs.length);
    expect(certs.filter((c) => c.childId === ids.leo)).toHaveLength(2);
  });

  it('has two courses assigned to Mia, one of them not started, and the quick course untouched', async () => {
    const assigned = await t.db.select().from(enrolments).where(eq(enrolments.childId, ids.mia));
    expect(assigned).toHaveLength(2);
    expect(assigned.every((a) => a.enrolledBy === ids.parent)).toBe(true);
    const started = await t.db
      .select({ courseId: courseProgress.courseId })
      .from(courseProgress)
      .where(
        and(
          eq(courseProgress.childId, ids.mia),
          inArray(
            courseProgress.courseId,
            assigned.map((a) => a.courseId),
          ),
        ),
      );
    expect(started).toHaveLength(1);
    const quick = course(UNTOUCHED_COURSE).id;
    expect(await t.db.select().from(courseProgress).where(eq(courseProgress.courseId, quick))).toEqual([]);
    expect(await t.db.select().from(lessonPlays).where(eq(lessonPlays.courseId, quick))).toEqual([]);
  });

  it('keeps every lesson’s progress equal to its plays under the XP and star rules', async () => {
    const plays = await t.db
      .select()
      .from(lessonPlays)
      .orderBy(asc(lessonPlays.playedAt), asc(lessonPlays.id));
    const rows = await t.db.select().from(lessonProgress);
    expect(rows.length).toBeGreaterThan(20);
    // Mia, Leo and Sam, and the classroom's children (classroom.test.ts) played.
    expect([...new Set(plays.map((p) => p.childId))]).toEqual(
      expect.arrayContaining([ids.mia, ids.leo, ids.sam]),
    );
    for (const row of rows) {
      const mine = plays.filter((p) => p.childId === row.childId && p.lessonId === row.lessonId);
      let best = 0;
      let xp = 0;
      for (const p of mine) {
        expect(p.stars).toBe(starsForScore(p.score));
        expect(p.xp).toBe(xpForPlay(best, p.stars));
        xp += p.xp;
        best = Math.max(best, p.stars);
      }
      expect(row.attempts).toBe(mine.length);
      expect(row.xp).toBe(xp);
      expect(row.stars).toBe(best);
      expect(row.bestScore).toBe(Math.max(...mine.map((p) => p.score)));
      expect(row.completedAt?.getTime()).toBe(mine[0]?.playedAt.getTime());
    }
    expect(plays.filter((p) => p.gameType !== null).length).toBeGreaterThanOrEqual(8);
  });

  it('gives Mia a three-day streak, her badges and a journal entry; Sam’s parent rated a course too', async () => {
    const miaPlays = await t.db.select().from(lessonPlays).where(eq(lessonPlays.childId, ids.mia));
    expect(
      currentStreak(
        miaPlays.map((p) => day(p.playedAt)),
        day(clock.now()),
      ),
    ).toBe(3);
    const badges = await t.db.select().from(childBadges).where(eq(childBadges.childId, ids.mia));
    expect(badges.map((b) => b.badgeId)).toEqual(
      expect.arrayContaining(['first-mission', 'three-stars', 'first-course', 'three-day-streak']),
    );
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.childId, ids.mia))).toHaveLength(
      1,
    );
    const ratings = await t.db.select().from(courseRatings);
    expect(ratings.some((r) => r.parentId === ids.parent2 && r.childId === ids.sam)).toBe(true);
    const perCourse = new Map<string, number>();
    for (const r of ratings) perCourse.set(r.courseId, (perCourse.get(r.courseId) ?? 0) + 1);
    expect(Math.max(...perCourse.values())).toBeGreaterThanOrEqual(2);
    for (const r of ratings) expect(r.stars).toBeGreaterThanOrEqual(4);
  });
});
