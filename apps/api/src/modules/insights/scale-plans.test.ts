import { ROSENBERG_ITEMS } from '@ye/contracts/rosenberg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillScaleData } from '../../../../../scripts/scale-data.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { seedDemo } from '../../seed/demo.ts';
import { authAs } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { discardContent, listStudents } from '../studio/service.ts';
import { submitAnswers } from '../survey/service.ts';
import { regressionLine } from './impact.ts';
import { findLine, lineSums } from './outcomes/queries.ts';
import { lineFromSums, refreshImpactLine } from './outcomes/service.ts';
import * as table from './queries.ts';
import { averageScores, dashboardCharts, impactAnalysis } from './service.ts';
import * as live from './test-live-queries.ts';

// The instructor's aggregates on the scale data. Decision 044: the answers must be exactly those of
// plain table scans whatever indexes PostgreSQL uses. Decision 053: they are read from
// course_outcomes, which must say exactly what the sources (course progress, surveys, plays, lessons)
// say, as the queries read them before it existed (test-live-queries.ts), also after the writes that
// keep it current: new surveys, a course started (twice), a lesson played, lessons deleted, a child
// and a course deleted.

const NOW = new Date('2026-11-24T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
/** What the three reads use since decision 053. */
const NEW_INDEXES = ['course_outcomes_course_idx'];

let t: TestContext;
let grace: Caller;

/** Every aggregate of Grace's dashboards, read on one connection with the planner settings given. */
async function aggregates(settings: string[]) {
  const client = await t.pool.connect();
  try {
    await client.query('begin');
    for (const s of settings) await client.query(`set local ${s}`);
    const db = drizzle({ client }) as unknown as Db;
    const result = {
      charts30: await dashboardCharts(db, grace, 30, NOW),
      charts365: await dashboardCharts(db, grace, 365, NOW),
      averageScores: await averageScores(db, grace),
      impact: await impactAnalysis(db, grace),
      students: await listStudents(db, grace, { page: 1, page_size: 50 }, NOW),
    };
    await client.query('commit');
    return result;
  } finally {
    client.release();
  }
}

async function indexScans(client: pg.PoolClient): Promise<Map<string, number>> {
  const { rows } = await client.query<{ name: string; scans: string }>(
    `select indexrelname as name, idx_scan::text as scans from pg_stat_user_indexes where indexrelname = any($1)`,
    [NEW_INDEXES],
  );
  return new Map(rows.map((r) => [r.name, Number(r.scans)]));
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  const client = await t.pool.connect();
  try {
    // 400 children: one in 20 takes one of the demo instructor's courses, so Grace has students.
    await fillScaleData(client, { children: 400, seed: 7, courses: 200 });
  } finally {
    client.release();
  }
  const { rows } = await t.pool.query<{ id: string }>(
    `select id from users where email = 'instructor@demo.test'`,
  );
  grace = { userId: rows[0]?.id ?? '', type: 'instructor' } as Caller;
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe("the instructor's aggregates at scale", () => {
  it('give the same answers through the new indexes as through table scans', async () => {
    const scans = await aggregates([
      'enable_indexscan = off',
      'enable_indexonlyscan = off',
      'enable_bitmapscan = off',
    ]);
    const indexed = await aggregates(['enable_seqscan = off']);
    // Real data behind the comparison: Grace has students, plays, surveys before and after.
    expect(scans.charts30.kpis.students).toBeGreaterThan(5);
    expect(scans.averageScores.results.some((r) => r.plays > 0 && r.children > 0)).toBe(true);
    expect(scans.impact.results.some((r) => r.children > 0)).toBe(true);
    expect(scans.students.count).toBeGreaterThan(5);
    expect(indexed).toEqual(scans);
  });

  it('are answered from the outcomes index when PostgreSQL prefers it', async () => {
    const client = await t.pool.connect();
    try {
      await client.query('select pg_stat_force_next_flush()');
      const before = await indexScans(client);
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const db = drizzle({ client }) as unknown as Db;
      await dashboardCharts(db, grace, 30, NOW);
      await averageScores(db, grace);
      await impactAnalysis(db, grace);
      await client.query('commit');
      await client.query('select pg_stat_force_next_flush()');
      // A new transaction reads fresh statistics.
      const after = await indexScans(client);
      for (const name of NEW_INDEXES) {
        expect(after.has(name), `${name} exists`).toBe(true);
        expect(after.get(name) ?? 0, `${name} used`).toBeGreaterThan(before.get(name) ?? 0);
      }
    } finally {
      client.release();
    }
  });

  it('read from course_outcomes what the sources say, and stay so through the writes', async () => {
    await expectTableMatchesSources();

    const { rows: kids } = await t.pool.query<{ child_id: string; course_id: string }>(
      `select cp.child_id, cp.course_id from course_progress cp join courses c on c.id = cp.course_id
       join users u on u.id = cp.child_id
       where c.instructor_id = $1 and u.username like 'scale\\_kid\\_%'
       order by cp.child_id, cp.course_id limit 12`,
      [grace.userId],
    );
    expect(kids.length).toBe(12);
    const [first, second, third] = kids;
    if (!first || !second || !third) throw new Error("no scale children in Grace's courses");

    // New surveys (the latest after each start moves), through the survey's own write.
    for (const [i, k] of kids.slice(0, 8).entries()) {
      const value = (i % 4) + 1;
      await submitAnswers(
        t.db,
        k.child_id,
        { survey_id: 2, answers: ROSENBERG_ITEMS.map((item) => ({ question_id: item.id, value })) },
        new Date(NOW.getTime() + i * 1000),
      );
    }

    // A child starts another of Grace's courses through the app, plays its first lesson, and starts
    // the same course again (the start stays the first one).
    const { rows: fresh } = await t.pool.query<{ course_id: string; lesson_id: string }>(
      `select c.id as course_id, l.id as lesson_id from courses c
       join chapters ch on ch.course_id = c.id join lessons l on l.chapter_id = ch.id
       where c.instructor_id = $1 and c.state = 'published' and l.kind <> 'reflection'
         -- A demo course: the scale rows' md5 ids are not the UUIDs the routes accept.
         and c.id::text ~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab]' and l.id::text ~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab]'
         and not exists (select 1 from course_progress cp where cp.course_id = c.id and cp.child_id = $2)
       order by c.id, ch.position, l.position limit 1`,
      [grace.userId, first.child_id],
    );
    const target = fresh[0];
    if (!target) throw new Error('no course left to start');
    const child = { id: first.child_id, type: 'child' as const };
    const headers = await authAs(t.app, child);
    const started = await t.app.inject({
      method: 'POST',
      url: `/v1/course/start/${target.course_id}`,
      headers,
    });
    expect(started.statusCode, started.body).toBe(200);
    const played = await t.app.inject({
      method: 'POST',
      url: `/v1/course/content/complete/${target.lesson_id}`,
      headers,
      payload: { score: 73, duration_seconds: 40 },
    });
    expect(played.statusCode, played.body).toBe(200);
    await submitAnswers(
      t.db,
      first.child_id,
      { survey_id: 2, answers: ROSENBERG_ITEMS.map((item) => ({ question_id: item.id, value: 4 })) },
      new Date(NOW.getTime() + DAY_MS),
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/course/start/${target.course_id}`,
      headers,
    });
    expect(again.statusCode).toBe(200);
    await expectTableMatchesSources();

    // Grace deletes a lesson that children played: its plays and progress go (cascade), and so do
    // they from the aggregates.
    const { rows: playedLesson } = await t.pool.query<{ lesson_id: string }>(
      `select p.lesson_id from lesson_plays p join courses c on c.id = p.course_id
       where c.instructor_id = $1 and c.state <> 'discarded' group by p.lesson_id
       order by count(*) desc, p.lesson_id limit 1`,
      [grace.userId],
    );
    const lessonId = playedLesson[0]?.lesson_id;
    if (!lessonId) throw new Error('no played lesson');
    await discardContent(t.db, grace, lessonId);

    // A child deleted (their rows cascade) and a course deleted outright.
    await t.pool.query('delete from users where id = $1', [second.child_id]);
    await t.pool.query('delete from courses where id = $1', [third.course_id]);
    await expectTableMatchesSources();
  });
});

/**
 * Every query the three reads make, for Grace's courses and for every course, from the table and
 * from the sources; the regression line from the table's grouped sums and stored by the job, against
 * the line fitted over every pair as decision 049 fits it.
 */
async function expectTableMatchesSources() {
  const since = new Date(NOW.getTime() - 7 * DAY_MS);
  const byPair = (a: { courseId: string; before: number; after: number }, b: typeof a) =>
    a.courseId.localeCompare(b.courseId) || a.before - b.before || a.after - b.after;
  for (const scope of [{ kind: 'owner', userId: grace.userId }, { kind: 'any' }] as table.Scope[]) {
    expect(await table.kpis(t.db, scope, since)).toEqual(await live.kpis(t.db, scope, since));
    for (const bucket of ['day', 'week'] as const) {
      const range = { from: '2025-11-25', to: '2026-11-25', bucket };
      expect(await table.series(t.db, scope, range)).toEqual(await live.series(t.db, scope, range));
    }
    expect(await table.averageScores(t.db, scope)).toEqual(await live.averageScores(t.db, scope));
    expect((await table.impactPairs(t.db, scope)).sort(byPair)).toEqual(
      (await live.impactPairs(t.db, scope)).sort(byPair),
    );
    expect(await table.courseCounts(t.db, scope)).toEqual(await live.courseCounts(t.db, scope));
  }
  const everyone = await live.impactPairs(t.db, { kind: 'any' });
  expect(everyone.length).toBeGreaterThan(50);
  const fitted = regressionLine(everyone);
  const sums = await lineSums(t.db);
  expect(sums.pairs).toBe(everyone.length);
  const fromSums = lineFromSums(sums);
  expect(fromSums.mean).toBeCloseTo(fitted.mean, 9);
  expect(fromSums.slope).toBeCloseTo(fitted.slope, 9);
  // What the job stores is what the dashboards then read.
  await refreshImpactLine(t.db, NOW);
  expect(await findLine(t.db)).toMatchObject({ mean: fromSums.mean, slope: fromSums.slope });
}
