// The scale data set behind `npm run seed:scale` and `npm run bench --children N` (issue 17): a second
// embedded PostgreSQL (its own data folder and port, never the app's .data/pg) migrated, seeded with the
// demo (so the demo logins work), then filled with families, children, instructors, courses and what the
// children did, in proportion to the number of children.
//
// Everything is inserted set-based (INSERT ... SELECT over generate_series) from one session:
// - Ids are md5 of a name and a number (md5('scale-child-42')::uuid), so rows refer to each other
//   without lookups and a second run makes the same rows.
// - "Random" values are hashes of a key and the seed (pg_temp.rnd), not random(): the same seed gives
//   the same data whatever order or plan PostgreSQL picks.
// - Foreign-key triggers are off for the session (session_replication_role = replica): the ids are
//   built to match, and checking 5M rows one by one would triple the time. Checks and unique indexes
//   still apply.
import fs from 'node:fs';
import path from 'node:path';
import { COURSE_TOPICS } from '@ye/contracts/catalog';
import { CONSENT_METHODS, PRIVACY_POLICY_VERSION } from '@ye/contracts/consent';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDb, createPool, type Db } from '../apps/api/src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../apps/api/src/db/embedded.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { hashPassword } from '../apps/api/src/modules/auth/passwords.ts';
import { backfillOutcomes, rebuildAllOutcomes } from '../apps/api/src/modules/insights/outcomes/service.ts';
import { AVATAR_IDS } from '../apps/api/src/modules/media/avatars.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';

/** The password of every generated account (the demo accounts keep theirs). */
export const SCALE_PASSWORD = 'Scale#2026';
export const SCALE_INSTRUCTORS = 200;
export const SCALE_COURSES = 2000;
/** Courses numbered 0, 100, 200, ... belong to the demo instructor (20 of the 2000). */
const DEMO_COURSE_EVERY = 100;
const CHAPTERS_PER_COURSE = 3;
const LESSONS_PER_CHAPTER = 4;
const COURSES_PER_CHILD = 6;
/** One child in 20 takes a demo instructor's course: 5k students at 100k children (the issue). */
const DEMO_STUDENT_EVERY = 20;

export interface ScaleOptions {
  children: number;
  dir: string;
  port: number;
  seed: number;
  /** Called with one line per step. */
  log?: (line: string) => void;
}

export interface ScaleDatabase {
  url: string;
  /** Rows per table, or null when the data was there already. */
  made: Record<string, number> | null;
  seconds: number;
  stop: () => Promise<void>;
}

/** The port a cluster already running on `dir` listens on (postmaster.pid line 4), if it runs. */
function runningPort(dir: string): number | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  try {
    if (pid) process.kill(pid, 0);
  } catch {
    return null;
  }
  return pid ? Number(lines[3]) : null;
}

/**
 * Starts (or reaches) the scale cluster in `dir`, and seeds it unless it already holds the scale
 * data. A folder seeded for another number of children is refused: use another --dir.
 */
export async function openScaleDatabase(opts: ScaleOptions): Promise<ScaleDatabase> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  let embedded: EmbeddedDatabase | undefined;
  const port = runningPort(opts.dir);
  let url: string;
  if (port) {
    url = `postgres://postgres:postgres@127.0.0.1:${port}/youth_enrichments`;
    log(`Using the PostgreSQL already running on ${opts.dir} (port ${port}).`);
  } else {
    if (!fs.existsSync(path.join(opts.dir, 'PG_VERSION'))) {
      // Run as root, initdb runs as the 'postgres' user, which must be able to enter the folder
      // (initdb makes it 0700 itself; PostgreSQL refuses to start on a wider one).
      fs.mkdirSync(opts.dir, { recursive: true });
      fs.chmodSync(opts.dir, 0o755);
    }
    embedded = await startEmbeddedPostgres(opts.dir, opts.port);
    url = embedded.url;
    log(`Started PostgreSQL in ${opts.dir} on port ${opts.port}.`);
  }
  const pool = createPool(url);
  const stop = async () => {
    await pool.end();
    await embedded?.stop();
  };
  try {
    const db = createDb(pool);
    await runMigrations(db);
    const config = loadConfig({ ...process.env, NODE_ENV: 'development', DATABASE_URL: url });
    if (await seedDemo(db, config)) log('Seeded the demo.');
    // A folder made before migration 0026 gets the instructor's aggregates table filled, as the
    // server's start-up does (decision 053), timed here rather than inside the API's start.
    const t0 = performance.now();
    if (await backfillOutcomes(db, new Date()))
      log(
        `Filled course_outcomes from the existing rows in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
      );
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from users where type = 'child' and username like 'scale\\_kid\\_%'",
      );
      const have = rows[0]?.n ?? 0;
      if (have === opts.children) {
        log(`${opts.dir} already holds the scale data for ${have} children.`);
        return { url, made: null, seconds: (performance.now() - started) / 1000, stop };
      }
      if (have > 0)
        throw new Error(
          `${opts.dir} holds scale data for ${have} children, not ${opts.children}: choose another --dir or delete it.`,
        );
      const made = await fillScaleData(client, opts);
      return { url, made, seconds: (performance.now() - started) / 1000, stop };
    } finally {
      client.release();
    }
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * Adds the scale rows for `children` children to a migrated database that holds the demo, in one
 * transaction, and analyzes it. Returns the rows made per table.
 */
export async function fillScaleData(
  client: pg.ClientBase,
  opts: Pick<ScaleOptions, 'children' | 'seed' | 'log'> & {
    /** A multiple of 100 (the tests make fewer); SCALE_COURSES by default. */
    courses?: number;
  },
): Promise<Record<string, number>> {
  const log = opts.log ?? (() => {});
  const n = opts.children;
  const courses = opts.courses ?? SCALE_COURSES;
  if (courses < DEMO_COURSE_EVERY || courses % DEMO_COURSE_EVERY !== 0)
    throw new Error(`courses must be a multiple of ${DEMO_COURSE_EVERY}`);
  const families = Math.max(1, Math.ceil(n / 2));
  // One argon2 hash for every generated account: hashing 50k passwords one by one would take
  // longer than all the inserts together, and these accounts only need a password that works.
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const made: Record<string, number> = {};
  const step = async (table: string, text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const res = await client.query(text, values);
    made[table] = (made[table] ?? 0) + (res.rowCount ?? 0);
    log(
      `  ${table.padEnd(20)} ${String(res.rowCount ?? 0).padStart(10)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  };

  await client.query('begin');
  try {
    await client.query("set local session_replication_role = 'replica'");
    await client.query('set local max_parallel_workers_per_gather = 0');
    // A uniform number in [0, 1) from a key and the seed: the same on every run (hashtextextended
    // is stable for a PostgreSQL version).
    await client.query(`create function pg_temp.rnd(k text) returns float8 language sql immutable as
      $$ select ((hashtextextended(k, ${Number(opts.seed)}) & 4503599627370495)::float8 / 4503599627370496) $$`);
    await client.query(`create function pg_temp.pick(k text, words text[]) returns text language sql immutable as
      $$ select words[1 + floor(pg_temp.rnd(k) * array_length(words, 1))::int] $$`);
    const firstNames =
      "array['Ava','Noah','Zoe','Liam','Maya','Ethan','Ivy','Lucas','Nora','Owen','Ruby','Kai','Elsa','Milo','Aria','Finn','Lila','Theo','Jade','Omar','Sofia','Yusuf','Hana','Diego','Priya','Tomas','Amara','Kenji','Leila','Ravi']";
    const lastNames =
      "array['Smith','Garcia','Nguyen','Patel','Kim','Brown','Silva','Cohen','Okafor','Rossi','Novak','Haddad','Jensen','Tanaka','Murphy','Lopez','Ahmed','Weber','Moreau','Costa']";
    const demoInstructor = (
      await client.query<{ id: string }>("select id from users where email = 'instructor@demo.test'")
    ).rows[0]?.id;
    if (!demoInstructor) throw new Error('the demo instructor is missing');
    const game = (
      await client.query<{ game: unknown }>("select game from lessons where kind = 'game' limit 1")
    ).rows[0]?.game;

    await step(
      'users (instructors)',
      `insert into users (id, type, email, first_name, last_name, password_hash, created_at)
       select md5('scale-instructor-' || i)::uuid, 'instructor', 'instructor' || i || '@scale.test',
         pg_temp.pick('ifn' || i, ${firstNames}), pg_temp.pick('iln' || i, ${lastNames}), $1,
         now() - interval '400 days' * pg_temp.rnd('ic' || i)
       from generate_series(1, ${SCALE_INSTRUCTORS}) i`,
      [passwordHash],
    );
    await step(
      'users (parents)',
      `insert into users (id, type, email, first_name, last_name, password_hash, timezone, created_at, last_login_at)
       select md5('scale-parent-' || f)::uuid, 'parent', 'parent' || f || '@scale.test',
         pg_temp.pick('pfn' || f, ${firstNames}), pg_temp.pick('ln' || f, ${lastNames}), $1, 'Europe/London',
         now() - interval '365 days' * pg_temp.rnd('pc' || f), now() - interval '30 days' * pg_temp.rnd('pl' || f)
       from generate_series(1, ${families}) f`,
      [passwordHash],
    );
    // Two children per family (child c belongs to family ceil(c / 2)), aged 6 to 14.
    await step(
      'users (children)',
      `insert into users (id, type, username, parent_id, first_name, last_name, password_hash, avatar, birthday, created_at, last_login_at)
       select md5('scale-child-' || c)::uuid, 'child', 'scale_kid_' || c, md5('scale-parent-' || ((c + 1) / 2))::uuid,
         pg_temp.pick('cfn' || c, ${firstNames}), pg_temp.pick('ln' || ((c + 1) / 2), ${lastNames}), $1,
         pg_temp.pick('ca' || c, $2::text[]),
         (current_date - interval '1 day' * floor(365.25 * (6 + 9 * pg_temp.rnd('cb' || c))))::date,
         now() - interval '360 days' * pg_temp.rnd('cc' || c), now() - interval '20 days' * pg_temp.rnd('cl' || c)
       from generate_series(1, ${n}) c`,
      [passwordHash, AVATAR_IDS],
    );

    // Like the demo's families: confirmed emails and a parent's consent for every child (a child
    // without one cannot sign in).
    await step(
      'email_verifications',
      `insert into email_verifications (user_id, sent_at, verified_at)
       select md5('scale-parent-' || f)::uuid, u.created_at, u.created_at + interval '10 minutes'
       from generate_series(1, ${families}) f join users u on u.id = md5('scale-parent-' || f)::uuid`,
    );
    await step(
      'parental_consents',
      `insert into parental_consents (child_id, parent_id, method, policy_version, consented_at, notice_sent_at)
       select u.id, u.parent_id, $1, $2, u.created_at, u.created_at
       from generate_series(1, ${n}) c join users u on u.id = md5('scale-child-' || c)::uuid`,
      [CONSENT_METHODS[0], PRIVACY_POLICY_VERSION],
    );

    // Courses 0..1999: every 100th is the demo instructor's, the others go round the 200 instructors;
    // one in ten is a game course (when the demo has a game lesson to copy), nine in ten published.
    const isGame = game ? `k % 10 = 5` : 'false';
    await step(
      'courses',
      `insert into courses (id, instructor_id, title, description, learning_goals, topic, kind, age_min, age_max,
         featured, state, published_at, created_at, updated_at)
       select md5('scale-course-' || k)::uuid,
         case when k % ${DEMO_COURSE_EVERY} = 0 then $1::uuid else md5('scale-instructor-' || (1 + k % ${SCALE_INSTRUCTORS}))::uuid end,
         initcap(pg_temp.pick('ct' || k, array['brave','kind','calm','curious','bright','steady','bold','gentle']))
           || ' ' || pg_temp.pick('cn' || k, array['minds','friends','voices','hearts','steps','explorers','builders','thinkers'])
           || ' ' || k,
         'A course about ' || topic || ' for children, with short lessons, reflections and games.',
         array['Name a feeling', 'Ask for help', 'Try again after a mistake'],
         topic, case when ${isGame} then 'game' else 'course' end,
         6 + (k % 3), 11 + (k % 4), k % 50 = 7,
         case when k % 10 = 9 then 'draft' else 'published' end,
         case when k % 10 = 9 then null else now() - interval '300 days' * pg_temp.rnd('cp' || k) end,
         now() - interval '400 days', now() - interval '10 days' * pg_temp.rnd('cu' || k)
       from (select k, pg_temp.pick('topic' || k, $2::text[]) as topic
         from generate_series(0, ${courses - 1}) k) t`,
      [demoInstructor, COURSE_TOPICS],
    );
    await step(
      'chapters',
      `insert into chapters (id, course_id, title, description, position)
       select md5('scale-chapter-' || k || '-' || h)::uuid, md5('scale-course-' || k)::uuid,
         'Part ' || (h + 1), 'What this part is about.', h
       from generate_series(0, ${courses - 1}) k, generate_series(0, ${CHAPTERS_PER_COURSE - 1}) h`,
    );
    const lessonsPerCourse = CHAPTERS_PER_COURSE * LESSONS_PER_CHAPTER;
    await step(
      'lessons',
      `insert into lessons (id, chapter_id, course_id, title, kind, position, body, video_url, duration_minutes, game)
       select md5('scale-lesson-' || k || '-' || j)::uuid, md5('scale-chapter-' || k || '-' || (j / ${LESSONS_PER_CHAPTER}))::uuid,
         md5('scale-course-' || k)::uuid, 'Lesson ' || (j + 1),
         case when ${isGame} then 'game' else (array['video','text','reflection'])[1 + j % 3] end,
         j % ${LESSONS_PER_CHAPTER},
         'Read, watch and think about it together.', null, 3 + j % 8,
         case when ${isGame} then $1::jsonb end
       from generate_series(0, ${courses - 1}) k, generate_series(0, ${lessonsPerCourse - 1}) j`,
      [game ? JSON.stringify(game) : null],
    );

    // Each child started 6 published, non-demo courses (slot 0 of every 20th child is one of the demo
    // instructor's instead); 35% of them completed. Duplicate picks are dropped by the primary key.
    await client.query(`create temp table scale_cp on commit drop as
      select c, k,
        md5('scale-child-' || c)::uuid as child_id, md5('scale-course-' || k)::uuid as course_id,
        pg_temp.rnd('done' || c || '-' || k) < 0.35 as completed,
        now() - interval '360 days' * pg_temp.rnd('start' || c || '-' || k) as started_at
      from (
        select distinct c, case
          when s = 0 and c % ${DEMO_STUDENT_EVERY} = 0 then ${DEMO_COURSE_EVERY} * floor(pg_temp.rnd('dk' || c) * ${courses / DEMO_COURSE_EVERY})::int
          else ${DEMO_COURSE_EVERY} * floor(pg_temp.rnd('ka' || c || '-' || s) * ${courses / DEMO_COURSE_EVERY})::int
            + 1 + floor(pg_temp.rnd('kb' || c || '-' || s) * 98)::int
          end as k
        from generate_series(1, ${n}) c, generate_series(0, ${COURSES_PER_CHILD - 1}) s
      ) picks
      where k % 10 <> 9`);
    await step(
      'course_progress',
      `insert into course_progress (child_id, course_id, status, started_at, completed_at, last_activity_at)
       select child_id, course_id, case when completed then 'completed' else 'started' end, started_at,
         case when completed then least(now(), started_at + interval '40 days' * pg_temp.rnd('dur' || c || '-' || k)) end,
         least(now(), started_at + interval '40 days' * pg_temp.rnd('dur' || c || '-' || k))
       from scale_cp`,
    );
    // Lessons 0..done-1 of each started course: all 12 when completed, else 1 to 11.
    await step(
      'lesson_progress',
      `insert into lesson_progress (child_id, lesson_id, course_id, status, best_score, stars, attempts, xp,
         started_at, completed_at, last_played_at)
       select child_id, md5('scale-lesson-' || k || '-' || j)::uuid, course_id,
         case when completed or j < done - 1 then 'completed' else 'started' end,
         case when completed or j < done - 1 then 50 + floor(pg_temp.rnd('bs' || c || '-' || k || '-' || j) * 51)::int end,
         case when completed or j < done - 1 then 1 + floor(pg_temp.rnd('st' || c || '-' || k || '-' || j) * 3)::int else 0 end,
         1 + floor(pg_temp.rnd('at' || c || '-' || k || '-' || j) * 3)::int,
         case when completed or j < done - 1 then 10 + 5 * floor(pg_temp.rnd('xp' || c || '-' || k || '-' || j) * 5)::int else 0 end,
         started_at + interval '3 days' * j,
         case when completed or j < done - 1 then started_at + interval '3 days' * j + interval '20 minutes' end,
         started_at + interval '3 days' * j + interval '20 minutes'
       from (select *, case when completed then ${lessonsPerCourse}
               else 1 + floor(pg_temp.rnd('lp' || c || '-' || k) * ${lessonsPerCourse - 1})::int end as done
             from scale_cp) p,
         generate_series(0, ${lessonsPerCourse - 1}) j
       where j < done`,
    );
    // Half the completed lessons have a recorded play.
    await step(
      'lesson_plays',
      `insert into lesson_plays (child_id, lesson_id, course_id, game_type, score, stars, xp, duration_seconds, played_at)
       select lp.child_id, lp.lesson_id, lp.course_id, case when l.kind = 'game' then l.game ->> 'type' end,
         lp.best_score, greatest(lp.stars, 1), lp.xp, 60 + floor(pg_temp.rnd('pd' || lp.child_id || lp.lesson_id) * 600)::int,
         lp.completed_at
       from lesson_progress lp join lessons l on l.id = lp.lesson_id
       join users u on u.id = lp.child_id and u.username like 'scale\\_kid\\_%'
       where lp.status = 'completed' and pg_temp.rnd('play' || lp.child_id || lp.lesson_id) < 0.5`,
    );
    await step(
      'certificates',
      `insert into certificates (serial, child_id, course_id, issued_at)
       select upper(substr(md5('scale-cert-' || c || '-' || k), 1, 16)), child_id, course_id,
         least(now(), started_at + interval '40 days' * pg_temp.rnd('dur' || c || '-' || k))
       from scale_cp where completed`,
    );
    // One or two of each child's courses were put on the child's list by the parent.
    await step(
      'course_assignments',
      `insert into course_assignments (child_id, course_id, assigned_by, assigned_at)
       select child_id, course_id, md5('scale-parent-' || ((c + 1) / 2))::uuid, started_at - interval '1 day'
       from scale_cp where pg_temp.rnd('enrol' || c || '-' || k) < 0.3`,
    );
    // About 30 of the last 45 days have time logged; one day in five also a self-esteem percent.
    await step(
      'daily_metrics',
      `insert into daily_metrics (child_id, datestamp, time_logged, self_esteem_score)
       select md5('scale-child-' || c)::uuid, current_date - d, 60 + floor(pg_temp.rnd('tl' || c || '-' || d) * 3540)::int,
         case when pg_temp.rnd('se' || c || '-' || d) < 0.2 then 40 + floor(pg_temp.rnd('sv' || c || '-' || d) * 61)::int end
       from generate_series(1, ${n}) c, generate_series(0, 44) d
       where pg_temp.rnd('day' || c || '-' || d) < 0.67`,
    );
    // Ten Rosenberg surveys per child over the year (survey 2, as the demo), drifting upwards.
    await step(
      'survey_responses',
      `insert into survey_responses (id, child_id, survey_id, score, percent, completed_at)
       select md5('scale-survey-' || c || '-' || s)::uuid, md5('scale-child-' || c)::uuid, 2, score,
         round(score * 100.0 / 30)::int, now() - interval '36 days' * (10 - s) + interval '1 day' * pg_temp.rnd('sd' || c || '-' || s)
       from (select c, s, least(30, 10 + s + floor(pg_temp.rnd('ss' || c || '-' || s) * 12)::int) as score
             from generate_series(1, ${n}) c, generate_series(0, 9) s) t`,
    );
    // Every published course has a board; about one child in three wrote on their first course's.
    await step(
      'discussion_boards',
      `insert into discussion_boards (id, course_id, created_by, title, prompt, created_at)
       select md5('scale-board-' || k)::uuid, md5('scale-course-' || k)::uuid,
         case when k % ${DEMO_COURSE_EVERY} = 0 then $1::uuid else md5('scale-instructor-' || (1 + k % ${SCALE_INSTRUCTORS}))::uuid end,
         'What helps you feel brave?', 'Tell the others one thing that helps you when something feels hard.',
         now() - interval '200 days'
       from generate_series(0, ${courses - 1}) k where k % 10 <> 9`,
      [demoInstructor],
    );
    await step(
      'discussion_posts',
      `insert into discussion_posts (board_id, author_id, body, status, author_display_name, created_at, moderated_at, moderated_by)
       select md5('scale-board-' || k)::uuid, u.id, 'Taking a deep breath and trying again helps me.', status,
         case when status = 'approved' then u.first_name end, p.started_at + interval '2 days',
         case when status <> 'pending' then p.started_at + interval '3 days' end,
         case when status <> 'pending' then c.instructor_id end
       from (select distinct on (c) *, case when pg_temp.rnd('ps' || c) < 0.8 then 'approved'
               when pg_temp.rnd('ps' || c) < 0.95 then 'pending' else 'rejected' end as status
             from scale_cp order by c, k) p
       join users u on u.id = p.child_id join courses c on c.id = p.course_id
       where pg_temp.rnd('post' || p.c) < 0.33`,
    );
    // What the instructor's aggregates read (decision 053), made from the rows above as the
    // start-up backfill makes it, with the regression line.
    const t1 = performance.now();
    await rebuildAllOutcomes(drizzle({ client: client as pg.PoolClient }) as unknown as Db, new Date());
    const { rows: outcomeRows } = await client.query<{ n: number }>(
      'select count(*)::int as n from course_outcomes',
    );
    made.course_outcomes = outcomeRows[0]?.n ?? 0;
    log(
      `  ${'course_outcomes'.padEnd(20)} ${String(made.course_outcomes).padStart(10)} rows  ${((performance.now() - t1) / 1000).toFixed(1)} s`,
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
  const t0 = performance.now();
  await client.query('analyze');
  log(`  analyze${' '.repeat(34)}${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return made;
}
