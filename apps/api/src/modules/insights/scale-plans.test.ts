import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillScaleData } from '../../../../../scripts/scale-data.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { listStudents } from '../studio/service.ts';
import { averageScores, dashboardCharts, impactAnalysis } from './service.ts';

// The instructor's aggregates on the scale data (decision 044): the indexes made for them must be the
// ones PostgreSQL can answer from, and the answers must be exactly those of plain table scans (what
// the queries returned before the indexes existed).

const NOW = new Date('2026-11-24T12:00:00Z');
const NEW_INDEXES = [
  'lesson_plays_course_score_idx',
  'lesson_progress_course_child_idx',
  'course_progress_course_idx',
  'survey_responses_child_completed_idx',
];

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

  it('are answered from the new indexes when PostgreSQL prefers them', async () => {
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
});
