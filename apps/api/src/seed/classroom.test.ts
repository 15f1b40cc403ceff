import crypto from 'node:crypto';
import { starsForScore } from '@ye/contracts/games';
import type { DashboardCharts, ImpactAnalysis, ShownImpact } from '@ye/contracts/insights';
import { xpForPlay } from '@ye/contracts/learning';
import { ROSENBERG_ITEMS, scoreAnswers } from '@ye/contracts/rosenberg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoReader } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { DEMO_COURSES, type SeededCatalog } from './catalog-content.ts';
import {
  buildClassroomData,
  CLASSROOM,
  CLASSROOM_CHILD_PASSWORD,
  CLASSROOM_PARENT,
  type ClassroomData,
} from './classroom.ts';
import { seedDemo } from './demo.ts';

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

const hashes = { parent: 'parent-hash', child: 'child-hash' };
const time = (d: Date | undefined | null) => d?.getTime() ?? Number.NaN;

/** What the impact analysis reads: per course, the latest survey up to its start and after it. */
function impactPairs(data: ClassroomData): Map<string, { before: number; after: number }[]> {
  const byCourse = new Map<string, { before: number; after: number }[]>();
  for (const p of data.courseProgress) {
    const mine = data.responses
      .filter((r) => r.childId === p.childId)
      .sort((a, b) => time(a.completedAt) - time(b.completedAt));
    const before = mine.filter((r) => time(r.completedAt) <= time(p.startedAt)).at(-1);
    const after = mine.filter((r) => time(r.completedAt) > time(p.startedAt)).at(-1);
    if (!before || !after) continue;
    const list = byCourse.get(p.courseId) ?? [];
    list.push({ before: before.percent, after: after.percent });
    byCourse.set(p.courseId, list);
  }
  return byCourse;
}

describe('classroom demo data', () => {
  for (const at of ['2026-03-10T00:01:00Z', '2026-03-10T12:00:00Z', '2026-03-10T23:59:00Z']) {
    it(`is one a class could really have, seeded at ${at}`, () => {
      const now = new Date(at);
      const catalog = fakeCatalog();
      const data = buildClassroomData(catalog, hashes, now);
      const children = data.users.filter((u) => u.type === 'child');
      expect(children.map((c) => c.username)).toEqual(CLASSROOM.map((c) => c.username));
      const parent = data.users.find((u) => u.type === 'parent');
      expect(parent?.email).toBe(CLASSROOM_PARENT.email);
      expect(children.every((c) => c.parentId === parent?.id && c.passwordHash === hashes.child)).toBe(true);

      for (const r of data.responses) {
        const answers = new Map(
          data.answers.filter((a) => a.responseId === r.id).map((a) => [a.questionId, a.value]),
        );
        expect(answers.size).toBe(ROSENBERG_ITEMS.length);
        expect(scoreAnswers(answers)).toEqual({ score: r.score, percent: r.percent });
        expect(time(r.completedAt)).toBeLessThan(now.getTime());
      }
      for (const p of data.plays) expect(time(p.playedAt)).toBeLessThan(now.getTime());

      // Every child surveyed before their first course and again after it.
      for (const child of children) {
        const surveys = data.responses.filter((r) => r.childId === child.id).map((r) => time(r.completedAt));
        const starts = data.courseProgress
          .filter((p) => p.childId === child.id)
          .map((p) => time(p.startedAt));
        expect(starts.length).toBeGreaterThanOrEqual(1);
        expect(starts.length).toBeLessThanOrEqual(2);
        expect(Math.min(...surveys)).toBeLessThan(Math.min(...starts));
        expect(Math.max(...surveys)).toBeGreaterThan(Math.min(...starts));
      }

      // Two courses reach the privacy threshold on the class alone, a third with Mia; changes vary.
      const pairs = impactPairs(data);
      const sizes = new Map(
        DEMO_COURSES.map((c) => [c.slug, pairs.get(catalog[c.slug]?.id ?? '')?.length ?? 0]),
      );
      expect(sizes.get('brave-explorer-quest')).toBe(5);
      expect(sizes.get('calm-body-calm-mind')).toBe(4);
      expect(sizes.get('i-like-being-me')).toBe(4);
      const changes = [...pairs.values()].flat().map((p) => p.after - p.before);
      expect(changes.filter((c) => c > 0).length).toBeGreaterThan(changes.length / 2);
      expect(changes.some((c) => c === 0)).toBe(true);
      expect(changes.some((c) => c < 0)).toBe(true);
      expect(Math.max(...changes.map(Math.abs))).toBeLessThanOrEqual(15);
    });
  }

  it('keeps each lesson’s progress equal to its plays, and completions with a certificate and no prompt waiting', () => {
    const data = buildClassroomData(fakeCatalog(), hashes);
    for (const row of data.lessonProgress) {
      const mine = data.plays
        .filter((p) => p.childId === row.childId && p.lessonId === row.lessonId)
        .sort((a, b) => time(a.playedAt) - time(b.playedAt));
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
      expect(row.completedAt).toEqual(mine[0]?.playedAt);
    }
    const completed = data.courseProgress.filter((p) => p.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(7);
    expect(data.courseProgress.some((p) => p.status === 'started')).toBe(true);
    expect(data.certificates.map((c) => [c.childId, c.courseId])).toEqual(
      completed.map((p) => [p.childId, p.courseId]),
    );
    expect(data.ratingPrompts).toHaveLength(completed.length);
    expect(data.ratingPrompts.every((p) => p.resolvedAt)).toBe(true);
    // Game plays with varied scores, so average scores mean something.
    const gameScores = data.plays.filter((p) => p.gameType !== null).map((p) => p.score);
    expect(gameScores.length).toBeGreaterThan(30);
    expect(Math.min(...gameScores)).toBeLessThan(60);
    // Same data on every start: the generator is seeded.
    expect(buildClassroomData(fakeCatalog(), hashes).plays.map((p) => p.score)).toEqual(
      data.plays.map((p) => p.score),
    );
  });
});

describe('the seeded classroom', () => {
  let t: TestContext;
  let get: Awaited<ReturnType<typeof demoReader>>;

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemo(t.db)).toBe(true);
    get = await demoReader(t.app, t.db);
  });
  afterAll(async () => t?.close());

  it('signs in the club’s parent and every child with the shared password', async () => {
    const logins = [
      { email: CLASSROOM_PARENT.email, password: CLASSROOM_PARENT.password },
      ...CLASSROOM.map((c) => ({ username: c.username, password: CLASSROOM_CHILD_PASSWORD })),
    ];
    for (const payload of logins) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/token/get', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
    }
    const list = await get<{ child_name: string }[]>(CLASSROOM_PARENT.email, '/v1/family/child/list');
    expect(list.map((c) => c.child_name)).toEqual(CLASSROOM.map((c) => c.firstName));
    // Mia's family is as it was.
    expect(await get<unknown[]>('parent@demo.test', '/v1/family/child/list')).toHaveLength(2);
  });

  it('shows the instructor the impact of three courses, and keeps the small groups private', async () => {
    const impact = await get<ImpactAnalysis>('instructor@demo.test', '/v1/instructor/impact-analysis');
    const shown = impact.results.filter((r): r is ShownImpact => !r.suppressed);
    expect(shown.map((r) => [r.course_title, r.children])).toEqual([
      ['Brave Explorer Quest', 5],
      ['Calm Body, Calm Mind', 6],
      ['I Like Being Me', 5],
    ]);
    for (const r of shown) {
      expect(r.points).toHaveLength(r.children);
      // A believable effect: positive, not the huge one of five identical changes.
      expect(r.cohens_d).toBeGreaterThan(0.3);
      expect(r.cohens_d).toBeLessThan(1.5);
      const mean = r.points.reduce((s, p) => s + p.after - p.before, 0) / r.points.length;
      expect(r.mean_change).toBeCloseTo(mean, 1);
      expect(r.mean_change).toBeGreaterThan(0);
      expect(r.mean_change).toBeLessThan(15);
    }
    const hidden = impact.results.filter((r) => r.suppressed);
    expect(hidden.length).toBeGreaterThan(0);
    for (const r of hidden) expect(r.children).toBeLessThan(impact.min_group_size);
  });

  it('gives the dashboard an average self-esteem change over all ten children', async () => {
    const charts = await get<DashboardCharts>('instructor@demo.test', '/v1/instructor/dashboard/charts');
    expect(charts.kpis.students).toBe(10);
    expect(charts.kpis.self_esteem_children).toBe(10);
    expect(charts.kpis.average_self_esteem_change).toEqual(expect.any(Number));
    expect(charts.kpis.average_self_esteem_change).toBeGreaterThan(0);
    expect(charts.kpis.active_this_week).toBeGreaterThanOrEqual(5);
    expect(charts.series.reduce((s, p) => s + p.enrolments, 0)).toBeGreaterThanOrEqual(13);
  });
});
