import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDir } from '../mail/mailer.ts';
import { MAIL_FILE_KEEP_DAYS, removeOldMailFiles } from '../mail/retention.ts';
import { createFileStore, filesRoot } from '../storage/file-store.ts';
import { createChild, createInstructor, createParent, type FixtureUser } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { handleInactiveFamilies } from './account/inactivity.ts';
import { monthsBefore } from './auth/retention.ts';
import { cleanUp, JOBS, RECURRING } from './jobs.ts';
import { insertTestCourse } from './learning/test-courses.ts';

// The retention schedule (docs/privacy/retention.md), each deadline tested on an injected clock one
// minute either side of its edge, and each run twice to show it is idempotent.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NOW = new Date('2027-03-15T12:00:00.000Z');
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const daysAgo = (days: number, plusMinutes = 0) =>
  new Date(NOW.getTime() - days * DAY + plusMinutes * MINUTE);
const q = (text: string, values: unknown[] = []) => t.pool.query(text, values);
const count = async (text: string, values: unknown[] = []) =>
  Number((await q(`select count(*)::int as n from ${text}`, values)).rows[0].n);

describe('the daily clean-up keeps each kind of data only as long as the schedule says', () => {
  it('activity batches 7 days, held and rejected posts 14 days, contact messages 365 days, audit rows 24 months', async () => {
    const parent = await createParent(t.db);
    const kid = await createChild(t.db, parent);
    const instructor = await createInstructor(t.db);
    const course = await insertTestCourse(t.db, { instructorId: instructor.id });
    // Activity batches: one just past the 7 days, one just inside.
    await q(
      `insert into activity_batches (child_id, page_view_id, sequence, created_at) values ($1, 'old', 0, $2), ($1, 'new', 0, $3)`,
      [kid.id, daysAgo(7, -1), daysAgo(7, 1)],
    );
    // Board posts: rejected 14 days ago (just past / just inside), held by the filter, and approved.
    const board = (
      await q(
        `insert into discussion_boards (course_id, created_by, title, prompt) values ($1, $2, 'B', 'P') returning id`,
        [course.id, instructor.id],
      )
    ).rows[0].id;
    const post = (body: string, status: string, held: string | null, created: Date, moderated: Date | null) =>
      q(
        `insert into discussion_posts (board_id, author_id, body, status, held_reason, created_at, moderated_at) values ($1, $2, $3, $4, $5, $6, $7)`,
        [board, kid.id, body, status, held, created, moderated],
      );
    await post('rejected-old', 'rejected', null, daysAgo(20), daysAgo(14, -1));
    await post('rejected-new', 'rejected', null, daysAgo(20), daysAgo(14, 1));
    await post('held-old', 'pending', 'phone', daysAgo(14, -1), null);
    await post('held-new', 'pending', 'phone', daysAgo(14, 1), null);
    await post('waiting-for-a-look', 'pending', null, daysAgo(60), null);
    await post('approved-long-ago', 'approved', null, daysAgo(400), daysAgo(400));
    // Contact messages: a year and a minute, a year less a minute.
    await q(
      `insert into contact_messages (source, name, email, subject, message, created_at) values
         ('public', 'A', 'a@example.test', 'S', 'old', $1), ('public', 'B', 'b@example.test', 'S', 'new', $2)`,
      [daysAgo(365, -1), daysAgo(365, 1)],
    );
    // Audit rows: 24 months and a minute, 24 months less a minute.
    const twoYears = monthsBefore(NOW, 24);
    await q(
      `insert into audit_log (action, details, created_at) values ('old.row', '{}', $1), ('new.row', '{}', $2)`,
      [new Date(twoYears.getTime() - MINUTE), new Date(twoYears.getTime() + MINUTE)],
    );

    const first = await cleanUp(t.db, NOW);
    expect(first).toMatchObject({
      activity_batches: 1,
      held_or_rejected_posts: 2,
      contact_messages: 1,
      audit_rows: 1,
    });
    expect((await q(`select page_view_id from activity_batches where child_id = $1`, [kid.id])).rows).toEqual(
      [{ page_view_id: 'new' }],
    );
    expect((await q(`select body from discussion_posts order by body`)).rows.map((r) => r.body)).toEqual([
      'approved-long-ago',
      'held-new',
      'rejected-new',
      'waiting-for-a-look',
    ]);
    expect((await q(`select message from contact_messages`)).rows).toEqual([{ message: 'new' }]);
    expect(await count(`audit_log where action = 'old.row'`)).toBe(0);
    expect(await count(`audit_log where action = 'new.row'`)).toBe(1);

    const again = await cleanUp(t.db, NOW);
    expect(again).toMatchObject({
      activity_batches: 0,
      held_or_rejected_posts: 0,
      contact_messages: 0,
      audit_rows: 0,
    });
  });

  it('mail files 30 days, read from the moment in their names; other files are left alone', async () => {
    const dir = mailDir(t.app.config);
    fs.mkdirSync(dir, { recursive: true });
    const name = (at: Date, subject: string) =>
      `${at.toISOString().replaceAll(':', '-')}-abc123-${subject}.json`;
    const old = name(daysAgo(MAIL_FILE_KEEP_DAYS, -1), 'old');
    const fresh = name(daysAgo(MAIL_FILE_KEEP_DAYS, 1), 'fresh');
    for (const f of [old, fresh, 'README.txt']) fs.writeFileSync(path.join(dir, f), '{}');
    expect(await removeOldMailFiles(t.app.config, NOW)).toEqual({ mail_files: 1 });
    const left = fs.readdirSync(dir);
    expect(left).toContain(fresh);
    expect(left).toContain('README.txt');
    expect(left).not.toContain(old);
    expect(await removeOldMailFiles(t.app.config, NOW)).toEqual({ mail_files: 0 });
  });

  it('registers every retention job on a daily timer', () => {
    const names = JOBS.map((j) => j.name);
    for (const job of ['maintenance.clean-up', 'maintenance.mail-files', 'account.inactive-families']) {
      expect(names).toContain(job);
      expect(RECURRING).toContainEqual([job, {}, 24 * 60 * 60]);
    }
  });
});

describe('inactive families: warned after 23 months, deleted at 24 unless someone signs in', () => {
  const deps = () => ({
    db: t.db,
    config: t.app.config,
    jobs: t.app.jobs,
    now: () => NOW,
    files: {
      store: createFileStore({ s3: t.app.config.s3, localRoot: filesRoot(t.app.config.dataDir) }),
      dataDir: t.app.config.dataDir,
    },
  });
  const seen = (user: FixtureUser, at: Date) =>
    q(`update users set last_login_at = $2, created_at = least(created_at, $2) where id = $1`, [user.id, at]);
  const warnings = (parentId: string) =>
    count(`audit_log where action = 'account.inactivity-warning' and target_user_id = $1`, [parentId]);
  const exists = async (id: string) => (await count(`users where id = $1`, [id])) === 1;
  const mailsTo = async (email: string | null) => {
    await t.app.jobs.drain('mail.send');
    const dir = mailDir(t.app.config);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .map(
        (f) =>
          JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {
            to: string;
            subject: string;
            text: string;
          },
      )
      .filter((m) => m.to === email);
  };

  it('warns at the edge, once, then deletes the family a month later; a sign-in in between keeps it', async () => {
    const warnEdge = monthsBefore(NOW, 23);
    const idle = await createParent(t.db, { firstName: 'Idle' });
    const idleKid = await createChild(t.db, idle, { firstName: 'Ivy' });
    await seen(idle, new Date(warnEdge.getTime() - MINUTE));
    await seen(idleKid, new Date(warnEdge.getTime() - 2 * MINUTE));
    const recent = await createParent(t.db, { firstName: 'Recent' });
    await seen(recent, new Date(warnEdge.getTime() - 10 * DAY));
    const recentKid = await createChild(t.db, recent, { firstName: 'Rex' });
    // The child signed in a minute inside the edge: the family is not inactive.
    await seen(recentKid, new Date(warnEdge.getTime() + MINUTE));
    const comeback = await createParent(t.db, { firstName: 'Comeback' });
    await seen(comeback, new Date(warnEdge.getTime() - DAY));
    const staff = await createInstructor(t.db);
    await seen(staff, monthsBefore(NOW, 40));

    expect(await handleInactiveFamilies(deps(), NOW)).toEqual({ warned: 2, deleted: 0 });
    expect(await warnings(idle.id)).toBe(1);
    expect(await warnings(recent.id)).toBe(0);
    const [mail] = await mailsTo(idle.email);
    expect(mail?.subject).toBe('Your Youth Enrichments account will be deleted unless you sign in');
    expect(mail?.text).toMatch(/Hello Idle,/);
    // Idempotent: the same day again warns nobody twice.
    expect(await handleInactiveFamilies(deps(), NOW)).toEqual({ warned: 0, deleted: 0 });
    expect(await mailsTo(idle.email)).toHaveLength(1);

    // The comeback parent signs in after the warning.
    await seen(comeback, new Date(NOW.getTime() + DAY));

    // 24 months after the last sign-in is one month after the warning: a minute early, nothing goes.
    const deleteEdge = new Date(warnEdge.getTime() - MINUTE);
    deleteEdge.setUTCMonth(deleteEdge.getUTCMonth() + 24);
    const later = new Date(Math.max(deleteEdge.getTime(), NOW.getTime() + 30 * DAY));
    // (By then the family whose child was seen just inside the edge has reached 23 months: warned now.)
    expect(await handleInactiveFamilies(deps(), new Date(later.getTime() - MINUTE))).toEqual({
      warned: 1,
      deleted: 0,
    });
    expect(await warnings(recent.id)).toBe(1);
    expect(await handleInactiveFamilies(deps(), later)).toEqual({ warned: 0, deleted: 1 });
    expect(await exists(idle.id)).toBe(false);
    expect(await exists(idleKid.id)).toBe(false);
    expect(await exists(comeback.id)).toBe(true);
    expect(await exists(recent.id)).toBe(true);
    expect(await exists(staff.id)).toBe(true);
    const audit = await q(`select details from audit_log where action = 'account.delete'`);
    expect(audit.rows).toEqual([{ details: { parent_id: idle.id, children: 1, reason: 'inactive' } }]);
    // And again: nothing more to do.
    expect(await handleInactiveFamilies(deps(), later)).toEqual({ warned: 0, deleted: 0 });
  });
});
