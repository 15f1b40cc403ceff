import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillScaleData, SCALE_INSTRUCTORS, SCALE_PASSWORD } from '../../../../scripts/scale-data.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { seedDemo } from './demo.ts';

// The scale data set of npm run seed:scale and npm run bench (scripts/scale-data.ts, decision 036),
// made small (40 children, 200 courses) on real databases: its rows must refer to each other (it inserts
// with the foreign-key triggers off), follow the proportions, and come out the same for one seed.

const CHILDREN = 40;
/** Fewer than the 2000 of a real run, to keep the test short; two of them the demo instructor's. */
const COURSES = 200;
let a: TestContext;
let b: TestContext;
let madeA: Record<string, number>;
let madeB: Record<string, number>;

async function fill(t: TestContext, seed: number) {
  await seedDemo(t.db);
  const client = await t.pool.connect();
  try {
    return await fillScaleData(client, { children: CHILDREN, seed, courses: COURSES });
  } finally {
    client.release();
  }
}

/** A digest of what does not depend on the time of the run (ids, statuses, scores, day offsets). */
async function digest(t: TestContext): Promise<string> {
  // Only the generated rows: the demo's own ids are random.
  const { rows } = await t.pool.query<{
    d: string;
  }>(`with kids as (select id, username, first_name, avatar, parent_id
      from users where username like 'scale\\_kid\\_%')
    select md5(
    (select string_agg(p.child_id::text || p.lesson_id::text || p.status || coalesce(p.best_score, -1) || p.stars || p.xp, ','
      order by p.child_id, p.lesson_id) from lesson_progress p join kids k on k.id = p.child_id)
    || (select string_agg(m.child_id::text || (current_date - m.datestamp) || m.time_logged || coalesce(m.self_esteem_score, -1), ','
      order by m.child_id, m.datestamp) from daily_metrics m join kids k on k.id = m.child_id)
    || (select string_agg(username || first_name || avatar || parent_id::text, ',' order by username) from kids)
  ) as d`);
  return rows[0]?.d ?? '';
}

beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
  madeA = await fill(a, 1);
  madeB = await fill(b, 1);
}, 240_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe('scale data', () => {
  it('makes families of two, the instructors and courses, and each child about 45 lessons, 30 days and 10 surveys', async () => {
    expect(madeA['users (children)']).toBe(CHILDREN);
    expect(madeA['users (parents)']).toBe(CHILDREN / 2);
    expect(madeA['users (instructors)']).toBe(SCALE_INSTRUCTORS);
    expect(madeA.courses).toBe(COURSES);
    expect(madeA.lessons).toBe(COURSES * 12);
    expect(madeA.survey_responses).toBe(CHILDREN * 10);
    const perChild = (table: string) => (madeA[table] ?? 0) / CHILDREN;
    expect(perChild('lesson_progress')).toBeGreaterThan(30);
    expect(perChild('lesson_progress')).toBeLessThan(60);
    expect(perChild('daily_metrics')).toBeGreaterThan(25);
    expect(perChild('daily_metrics')).toBeLessThan(35);
    expect(perChild('course_progress')).toBeGreaterThan(4);
    for (const table of ['lesson_plays', 'certificates', 'course_assignments', 'discussion_posts'])
      expect(madeA[table], table).toBeGreaterThan(0);
    const { rows } = await a.pool.query<{ n: number }>(
      `select count(*)::int as n from users where parent_id is not null and username like 'scale\\_kid\\_%'
       group by parent_id having count(*) <> 2`,
    );
    expect(rows).toEqual([]);
  });

  it('refers only to rows that exist: every foreign key of every table holds', async () => {
    const { rows: keys } = await a.pool.query<{ tbl: string; col: string; ref: string; refcol: string }>(
      `select c.conrelid::regclass::text as tbl, a.attname as col, c.confrelid::regclass::text as ref, r.attname as refcol
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       join pg_attribute r on r.attrelid = c.confrelid and r.attnum = c.confkey[1]
       where c.contype = 'f' and cardinality(c.conkey) = 1`,
    );
    expect(keys.length).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const k of keys) {
      const { rows } = await a.pool.query<{ n: number }>(
        `select count(*)::int as n from ${k.tbl} t where t.${k.col} is not null
         and not exists (select 1 from ${k.ref} r where r.${k.refcol} = t.${k.col})`,
      );
      if ((rows[0]?.n ?? 0) > 0) broken.push(`${k.tbl}.${k.col} -> ${k.ref}: ${rows[0]?.n}`);
    }
    expect(broken).toEqual([]);
    // A lesson's progress names the lesson's own course.
    const { rows } = await a.pool.query<{ n: number }>(
      'select count(*)::int as n from lesson_progress p join lessons l on l.id = p.lesson_id where l.course_id <> p.course_id',
    );
    expect(rows[0]?.n).toBe(0);
  });

  it("puts one child in 20 in the demo instructor's courses", async () => {
    const { rows } = await a.pool.query<{ n: number }>(
      `select count(distinct cp.child_id)::int as n from course_progress cp
       join courses c on c.id = cp.course_id join users i on i.id = c.instructor_id
       join users k on k.id = cp.child_id
       where i.email = 'instructor@demo.test' and k.username like 'scale\\_kid\\_%'`,
    );
    expect(rows[0]?.n).toBe(CHILDREN / 20);
  });

  it('comes out the same for the same seed, and differently for another', async () => {
    expect(madeB).toEqual(madeA);
    expect(await digest(b)).toBe(await digest(a));
    const c = await createTestApp();
    try {
      await fill(c, 2);
      expect(await digest(c)).not.toBe(await digest(a));
    } finally {
      await c.close();
    }
  }, 240_000);

  it('lets the demo and the generated accounts sign in', async () => {
    for (const body of [
      { email: 'parent@demo.test', password: 'Parent#2026' },
      { email: 'parent1@scale.test', password: SCALE_PASSWORD },
      { username: 'scale_kid_7', password: SCALE_PASSWORD },
      { email: 'instructor3@scale.test', password: SCALE_PASSWORD },
    ]) {
      const res = await a.app.inject({ method: 'POST', url: '/v1/auth/token/get', payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
    }
  });
});
