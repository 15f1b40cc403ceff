import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  FIXTURE_PASSWORD,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { insertTestCourse } from '../learning/test-courses.ts';
import { EXPORTED_COLUMNS } from './export-service.ts';

// "Everything we hold about a child" is checked against the schema itself: every foreign key to
// users, and every foreign key to a row the export reads as the child's, must either land in the
// export or be listed below with the reason it is not about a child.

const NOT_ABOUT_A_CHILD: Record<string, string> = {
  'courses.instructor_id': 'the instructor who wrote a course',
  'discussion_boards.created_by': 'the instructor who opened a board',
  'discussion_posts.moderated_by': 'the instructor who checked a post (the post is exported by its author)',
  'feature_flags.updated_by': 'the admin who switched a flag',
  'live_meetings.host_id': 'the instructor who hosts a webinar',
  'quiz_questions.owner_id': 'the instructor who wrote a question',
  'quizzes.owner_id': 'the instructor who wrote a quiz',
  'studio_uploads.owner_id': 'the instructor who uploaded a file',
  'instructor_assignments.instructor_id': 'the instructor side of work exported by its child_id',
  'course_assignments.assigned_by': 'who assigned a course, exported by its child_id',
  'course_ratings.parent_id': 'the parent side of a rating exported by its child_id',
  'rating_prompts.parent_id': 'the parent side of a reminder exported by its child_id',
  'refresh_tokens.impersonator_id': 'the staff member who opened a session',
  'program_login_tokens.impersonator_id': 'the staff member who made a sign-in link',
  'billing_customers.user_id': "the paying parent's account (children never pay)",
  'billing_invoices.user_id': "the paying parent's account (children never pay)",
  'billing_notices.user_id': "the paying parent's account (children never pay)",
  'billing_subscriptions.user_id': "the paying parent's account (children never pay)",
  'contact_messages.user_id': 'only parents and visitors write to support',
  'cohorts.created_by': 'the staff member who opened a class',
  'cohort_staff.user_id': "a class's teachers",
  'parental_consents.parent_id': 'the parent side of a consent exported by its child_id',
  'board_consents.changed_by': 'the parent who made the boards choice, exported by its child_id',
  'safety_alerts.parent_id': 'the parent an alert went to, exported by its child_id',
  'policy_versions.published_by': 'the admin who published a policy version (staff authorship)',
  'policy_notices.parent_id': 'that a parent was emailed about a policy version, about no child',
  'live_calendar_feeds.parent_id': 'the parent’s own calendar feed secret, about no child',
  'email_verifications.user_id': "the parent's own email check (children have no email)",
  'cohort_students.added_by': 'who placed a child in a class, exported by its child_id',
  'course_outcomes.child_id':
    "the instructor's aggregates, derived from the exported course progress, surveys and plays (decision 053)",
};

interface ForeignKey {
  tbl: string;
  col: string;
  ref: string;
}

let ctx: TestContext;
let parent: FixtureUser;
let instructor: FixtureUser;

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createParent(ctx.db, { firstName: 'Nora', lastName: 'Quinn' });
  instructor = await createInstructor(ctx.db);
});
afterAll(async () => {
  await ctx?.close();
});

async function foreignKeys(): Promise<ForeignKey[]> {
  const { rows } = await ctx.pool.query<ForeignKey>(`
    select c.conrelid::regclass::text as tbl, a.attname as col, c.confrelid::regclass::text as ref
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
     where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
  return rows;
}

async function exportOf(child: FixtureUser) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/v1/family/child/export?child_id=${child.id}`,
    headers: await authAs(ctx.app, parent),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>;
}

describe('the export covers the schema', () => {
  it('leaves out no table that references a user or a row of the child', async () => {
    const fks = await foreignKeys();
    // Tables whose rows are the child's (read by a child-pointing column): what references them is the child's too.
    const childTables = new Set(
      Object.keys(EXPORTED_COLUMNS)
        .map((k) => k.split('.')[0] ?? '')
        .filter((t) => t !== 'users'),
    );
    const missing = fks
      .filter((fk) => fk.ref === 'users' || childTables.has(fk.ref))
      .map((fk) => `${fk.tbl}.${fk.col}`)
      .filter((key) => !(key in EXPORTED_COLUMNS) && !(key in NOT_ABOUT_A_CHILD));
    expect(missing, `tables the child export leaves out: ${missing.join(', ')}`).toEqual([]);
  });

  it('names only columns that exist, and every section it names is in the file', async () => {
    const { rows } = await ctx.pool.query<{ key: string }>(
      `select table_name || '.' || column_name as key from information_schema.columns where table_schema = 'public'`,
    );
    const columns = new Set(rows.map((r) => r.key));
    const stale = [...Object.keys(EXPORTED_COLUMNS), ...Object.keys(NOT_ABOUT_A_CHILD)].filter(
      (k) => !columns.has(k),
    );
    expect(stale).toEqual([]);
    const data = await exportOf(await createChild(ctx.db, parent, { firstName: 'Keys' }));
    for (const section of new Set(Object.values(EXPORTED_COLUMNS))) expect(data).toHaveProperty([section]);
  });
});

describe('the export holds the rows of the newer tables', () => {
  it('posts, quiz answers, set work, assignments, prompts, batches, sign-ins, sessions, links, webinars and audit rows', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Robin', username: 'robin_rows' });
    const other = await createChild(ctx.db, parent, { firstName: 'Other', username: 'other_rows' });
    const course = await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Brave Steps' });
    const q = (text: string, values: unknown[]) => ctx.pool.query(text, values);
    const board = await q(
      `insert into discussion_boards (course_id, created_by, title, prompt) values ($1, $2, 'Our wins', 'Tell us') returning id`,
      [course.id, instructor.id],
    );
    for (const [who, body] of [
      [kid.id, 'I tried the climbing wall'],
      [other.id, 'Not mine'],
    ])
      await q(
        `insert into discussion_posts (board_id, author_id, body, status, held_reason) values ($1, $2, $3, 'pending', 'phone')`,
        [board.rows[0].id, who, body],
      );
    const question = await q(
      `insert into quiz_questions (owner_id, kind, prompt, options, correct_option) values ($1, 'quiz', 'Which is kind?', '["Sharing","Shoving"]', 0) returning id`,
      [instructor.id],
    );
    const quiz = await q(
      `insert into quizzes (owner_id, kind, title) values ($1, 'quiz', 'Kindness check') returning id`,
      [instructor.id],
    );
    const response = await q(`insert into quiz_responses (quiz_id, child_id) values ($1, $2) returning id`, [
      quiz.rows[0].id,
      kid.id,
    ]);
    await q(`insert into quiz_answers (response_id, question_id, option_index) values ($1, $2, 1)`, [
      response.rows[0].id,
      question.rows[0].id,
    ]);
    await q(
      `insert into instructor_assignments (instructor_id, child_id, course_id, due_on, note) values ($1, $2, $3, '2026-12-01', 'Robin, try chapter 2')`,
      [instructor.id, kid.id, course.id],
    );
    await q(`insert into course_assignments (child_id, course_id, assigned_by) values ($1, $2, $3)`, [
      kid.id,
      course.id,
      parent.id,
    ]);
    await q(`insert into rating_prompts (child_id, course_id, parent_id) values ($1, $2, $3)`, [
      kid.id,
      course.id,
      parent.id,
    ]);
    await q(`insert into activity_batches (child_id, page_view_id, sequence) values ($1, 'pv-robin', 3)`, [
      kid.id,
    ]);
    await q(
      `insert into login_attempts (account_key, ip) values ('robin_rows', '203.0.113.7'), ('other_rows', '203.0.113.8')`,
      [],
    );
    await q(
      `insert into program_login_tokens (user_id, issuer, impersonator_id, token_hash, expires_at) values ($1, 'admin', $2, 'h-robin', now() + interval '1 hour')`,
      [kid.id, instructor.id],
    );
    const org = await q(
      `insert into organizations (name, slug) values ('Riverside Club', 'riverside') returning id`,
      [],
    );
    await q(`insert into memberships (organization_id, user_id) values ($1, $2)`, [org.rows[0].id, kid.id]);
    const meeting = await q(
      `insert into live_meetings (host_id, kind, name, starts_at, duration_minutes, timezone, capacity, age_min, age_max)
       values ($1, 'webinar', 'Calm breathing', '2026-12-02T16:00:00Z', 30, 'UTC', 20, 6, 14) returning id`,
      [instructor.id],
    );
    await q(`insert into live_registrations (meeting_id, child_id, status) values ($1, $2, 'registered')`, [
      meeting.rows[0].id,
      kid.id,
    ]);
    await q(
      `insert into live_attendance (meeting_id, child_id, joined_at) values ($1, $2, '2026-12-02T16:01:00Z')`,
      [meeting.rows[0].id, kid.id],
    );
    await q(`insert into live_notices (key, child_id) values ('reminder:robin:24h', $1)`, [kid.id]);
    const cohort = await q(
      `insert into cohorts (name, timezone, starts_on, enrolment, invite_code) values ('Tuesday Explorers', 'UTC', '2026-12-01', 'parent', 'TUE123') returning id`,
      [],
    );
    await q(`insert into cohort_students (cohort_id, child_id, status) values ($1, $2, 'enrolled')`, [
      cohort.rows[0].id,
      kid.id,
    ]);
    await q(
      `insert into parental_consents (child_id, parent_id, method, policy_version, consented_at) values ($1, $2, 'card-check', '2026-11', '2026-11-20T10:00:00Z')
       on conflict (child_id) do update set method = excluded.method, policy_version = excluded.policy_version, consented_at = excluded.consented_at`,
      [kid.id, parent.id],
    );
    await q(
      `insert into audit_log (actor_id, action, target_user_id, details) values ($1, 'child.update', $2, '{"field":"avatar"}')`,
      [parent.id, kid.id],
    );
    // A session of the child's own (signing in writes a refresh token).
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/token/get',
      payload: { username: 'robin_rows', password: FIXTURE_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const data = await exportOf(kid);
    expect(data['Discussion board posts']).toEqual([
      expect.objectContaining({
        Board: 'Our wins',
        Text: 'I tried the climbing wall',
        'Why it was held': 'phone',
      }),
    ]);
    expect(data['Quiz and survey answers']).toEqual([
      expect.objectContaining({
        Quiz: 'Kindness check',
        Answers: [{ Question: 'Which is kind?', Answer: 'Shoving' }],
      }),
    ]);
    expect(data['Work set by instructors']).toEqual([
      expect.objectContaining({
        Course: 'Brave Steps',
        Note: 'Robin, try chapter 2',
        'Due on': '2026-12-01',
      }),
    ]);
    expect(data['Courses assigned']).toEqual([
      expect.objectContaining({ Course: 'Brave Steps', 'Assigned by': 'Parent' }),
    ]);
    expect(data['Rating reminders to the parent']).toEqual([
      expect.objectContaining({ Course: 'Brave Steps' }),
    ]);
    expect(data['Activity reports from the browser']).toEqual([
      expect.objectContaining({ 'Page view': 'pv-robin', 'Report number': 3 }),
    ]);
    expect(data['Failed sign-ins with this username']).toEqual([
      expect.objectContaining({ 'IP address': '203.0.113.7' }),
    ]);
    expect(data['Sessions (signed-in devices)']).toEqual([
      expect.objectContaining({ 'Opened by staff': false }),
    ]);
    expect(data['One-time sign-in links']).toEqual([expect.objectContaining({ 'Used at': null })]);
    expect(data['Organisation memberships']).toEqual([
      expect.objectContaining({ Organisation: 'Riverside Club' }),
    ]);
    expect(data['Webinar sign-ups']).toEqual([
      expect.objectContaining({ Webinar: 'Calm breathing', Status: 'registered' }),
    ]);
    expect(data['Webinar attendance']).toEqual([
      expect.objectContaining({ Webinar: 'Calm breathing', Joined: '2026-12-02T16:01:00.000Z', Left: null }),
    ]);
    expect(data['Webinar reminders sent']).toEqual([
      expect.objectContaining({ Reminder: 'reminder:robin:24h' }),
    ]);
    expect(data['Parental consent']).toEqual([
      expect.objectContaining({
        Method: 'card-check',
        'Privacy policy version': '2026-11',
        'Given at': '2026-11-20T10:00:00.000Z',
      }),
    ]);
    expect(data.Classes).toEqual([
      expect.objectContaining({ Class: 'Tuesday Explorers', Status: 'enrolled' }),
    ]);
    expect(data['Audit records']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Action: 'child.update',
          'Done by the child': false,
          Details: { field: 'avatar' },
        }),
      ]),
    );
    const body = JSON.stringify(data);
    expect(body).not.toContain('Not mine');
    expect(body).not.toContain('203.0.113.8');
    expect(body).not.toContain('h-robin');
  });
});
