import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { courseProgress } from '../learning/progress/tables.ts';
import { insertTestCourse } from '../learning/test-courses.ts';
import { lessons } from '../studio/tables.ts';
import { SAFETY_VERSION } from './check.ts';
import { safetyAlerts } from './tables.ts';

let ctx: TestContext;
let parent: FixtureUser;
let child: FixtureUser;
let stranger: FixtureUser;
let strangerChild: FixtureUser;
let reflection: string;
let courseId: string;
let instructor: FixtureUser;

const AT = new Date('2027-03-10T16:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
  clock.set(AT, { frozen: true });
  parent = await createParent(ctx.db, { firstName: 'Nora', email: 'nora@example.test' });
  child = await createChild(ctx.db, parent, { firstName: 'Mila' });
  stranger = await createParent(ctx.db, { firstName: 'Sid', email: 'sid@example.test' });
  strangerChild = await createChild(ctx.db, stranger, { firstName: 'Sol' });
  instructor = await createInstructor(ctx.db);
  const course = await insertTestCourse(ctx.db, { instructorId: instructor.id, lessonsPerChapter: [1] });
  courseId = course.id;
  reflection = course.lessonIds[0] as string;
  await ctx.db
    .update(lessons)
    .set({ kind: 'reflection', body: 'How did you feel today?' })
    .where(eq(lessons.id, reflection));
});
afterAll(async () => {
  clock.reset();
  await ctx.close();
});

async function call(user: FixtureUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: await authAs(ctx.app, user), payload: payload as object });
}

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const { rows } = await ctx.pool.query(
    `SELECT data FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1 ORDER BY created_on`,
    [email],
  );
  return rows.map((r) => r.data);
}

describe('a crisis phrase in the journal', () => {
  it('shows the child a calm message and alerts the parent in the same request', async () => {
    const saved = await call(child, 'PUT', `/v1/learning/journal/${reflection}`, {
      text: 'Nobody likes me at school and i wanna diiie',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().safety_notice).toMatchObject({
      kind: 'crisis',
      helpline: { name: 'Childline', phone: '0800 1111' },
    });
    expect(saved.json().safety_notice.message).toMatch(/not in trouble/);

    // Written before the answer came back: the alert row and the queued mail.
    const rows = await ctx.db.select().from(safetyAlerts).where(eq(safetyAlerts.childId, child.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      parentId: parent.id,
      source: 'journal',
      category: 'self_harm',
      ruleVersion: SAFETY_VERSION,
      seenAt: null,
    });
    expect(rows[0]?.createdAt.toISOString()).toBe(AT.toISOString());
    const mails = await mailsTo('nora@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Please check in with Mila today');
    // The child's own words stay out of the mail.
    expect(mails[0]?.text).not.toMatch(/diie|nobody likes/i);

    const list = await call(parent, 'GET', '/v1/family/safety/alerts');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, page: 1 });
    expect(list.json().results[0]).toMatchObject({
      child_id: child.id,
      child_name: 'Mila',
      source: 'journal',
      summary: 'Mila may be thinking about hurting themselves (in their journal).',
      seen_at: null,
    });
  });

  it('an everyday entry raises nothing and carries no notice', async () => {
    const before = await ctx.db.select().from(safetyAlerts);
    const saved = await call(child, 'PUT', `/v1/learning/journal/${reflection}`, {
      text: 'This level is killing me but I did it!',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().safety_notice).toBeUndefined();
    expect(await ctx.db.select().from(safetyAlerts)).toHaveLength(before.length);
  });
});

describe("the parent's alerts", () => {
  it('a stranger cannot read or mark another family’s alert; the owner can', async () => {
    const [alert] = await ctx.db.select().from(safetyAlerts).where(eq(safetyAlerts.childId, child.id));
    const id = alert?.id as string;

    const theirs = await call(stranger, 'GET', '/v1/family/safety/alerts');
    expect(theirs.json()).toMatchObject({ count: 0, results: [] });
    const mark = await call(stranger, 'POST', `/v1/family/safety/alerts/${id}/seen`);
    expect(mark.statusCode).toBe(404);
    expect(mark.json()).toEqual({ detail: 'This alert could not be found.', code: 'alert_not_found' });
    const [unchanged] = await ctx.db.select().from(safetyAlerts).where(eq(safetyAlerts.id, id));
    expect(unchanged?.seenAt).toBeNull();

    // Children, even the one it is about, never read alerts.
    expect((await call(child, 'GET', '/v1/family/safety/alerts')).statusCode).toBe(403);
    expect((await call(strangerChild, 'GET', '/v1/family/safety/alerts')).statusCode).toBe(403);

    const seen = await call(parent, 'POST', `/v1/family/safety/alerts/${id}/seen`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().seen_at).toBe(AT.toISOString());
    const unseen = await call(parent, 'GET', '/v1/family/safety/alerts?unseen=true');
    expect(unseen.json().count).toBe(0);
  });

  it('bad input is a plain 400 that changes nothing', async () => {
    const bad = await call(parent, 'POST', '/v1/family/safety/alerts/not-an-id/seen');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
    const badPage = await call(parent, 'GET', '/v1/family/safety/alerts?page=0');
    expect(badPage.statusCode).toBe(400);
  });
});

describe('a crisis phrase on a class board', () => {
  let boardId: string;
  beforeAll(async () => {
    await ctx.db.insert(courseProgress).values({ childId: child.id, courseId });
    const on = await call(parent, 'PUT', `/v1/discussion/children/${child.id}/boards`, {
      enabled: true,
      display_name: 'Mila',
    });
    expect(on.statusCode, on.body).toBe(200);
    const board = await call(instructor, 'POST', '/v1/instructor/discussion/boards', {
      course_id: courseId,
      title: 'Being brave',
      prompt: 'Tell us about a time you felt brave.',
    });
    expect(board.statusCode, board.body).toBe(201);
    boardId = board.json().id;
  });

  const alertsFrom = async (source: string) =>
    (await ctx.db.select().from(safetyAlerts).where(eq(safetyAlerts.childId, child.id))).filter(
      (a) => a.source === source,
    );

  it('the post waits for the teacher as always, the child gets the calm message, the parent an alert', async () => {
    const res = await call(child, 'POST', `/v1/discussion/boards/${boardId}/posts`, {
      body: 'they bully me every day and i hate myself',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ waiting: true, safety_notice: { kind: 'crisis' } });
    expect(await alertsFrom('discussion')).toHaveLength(1);
  });

  it('a crisis phrase with personal details: refused as before, and the parent is still alerted', async () => {
    const res = await call(child, 'POST', `/v1/discussion/boards/${boardId}/posts`, {
      body: 'my dad hits me, i live at 12 Oak Tree Road',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('personal_details');
    expect(res.json().detail).toMatch(/You are not in trouble/);
    expect(await alertsFrom('discussion')).toHaveLength(2);
  });

  it('an everyday post carries no notice', async () => {
    const res = await call(child, 'POST', `/v1/discussion/boards/${boardId}/posts`, {
      body: 'I was brave at swimming',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().safety_notice).toBeUndefined();
    expect(await alertsFrom('discussion')).toHaveLength(2);
  });
});
