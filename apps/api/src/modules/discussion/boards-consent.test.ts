import { PRIVACY_POLICY_VERSION } from '@ye/contracts/consent';
import { BOARDS_OFF, NEUTRAL_NAME } from '@ye/contracts/discussion';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../clock.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { users } from '../auth/tables.ts';
import { insertTestCourse, insertTestProgress } from '../learning/test-courses.ts';
import { OWN_POST_REPORT, REPORT_THANKS } from './service.ts';

// Decision 041: boards (posting and live chat) are off for every child until their parent turns
// them on with a display name they approve; children report posts; the teacher hides or keeps them.

let ctx: TestContext;
let teacher: FixtureUser;
let parent: FixtureUser;
let stranger: FixtureUser;
let ada: FixtureUser;
let ben: FixtureUser;
let outsider: FixtureUser;
let boardId: string;

type Method = 'GET' | 'POST' | 'PUT';
async function call(who: FixtureUser, method: Method, url: string, payload?: object) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: await authAs(ctx.app, who),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}
const boards = (child: FixtureUser) => `/v1/discussion/children/${child.id}/boards`;
const post = (child: FixtureUser, body: string) =>
  call(child, 'POST', `/v1/discussion/boards/${boardId}/posts`, { body });

beforeAll(async () => {
  ctx = await createTestApp();
  teacher = await createInstructor(ctx.db);
  parent = await createParent(ctx.db, { firstName: 'Nora' });
  stranger = await createParent(ctx.db, { firstName: 'Otto' });
  ada = await createChild(ctx.db, parent, { firstName: 'Ada', username: 'ada_b' });
  await ctx.db.update(users).set({ lastName: 'Lovelace' }).where(eq(users.id, ada.id));
  ben = await createChild(ctx.db, parent, { firstName: 'Ben', username: 'ben_b' });
  outsider = await createChild(ctx.db, stranger, { firstName: 'Ola', username: 'ola_b' });
  const course = await insertTestCourse(ctx.db, { instructorId: teacher.id, title: 'Kind Steps' });
  for (const kid of [ada, ben])
    await insertTestProgress(ctx.db, { childId: kid.id, course, completedLessonIds: [] });
  const board = await call(teacher, 'POST', '/v1/instructor/discussion/boards', {
    course_id: course.id,
    title: 'Kind words',
    prompt: 'Say something kind.',
  });
  boardId = board.body.id;
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

describe('boards are off until the parent turns them on', () => {
  it('a new child cannot post (403, nothing stored) but can read, and is told kindly', async () => {
    expect((await call(parent, 'GET', boards(ada))).body).toEqual({
      child_id: ada.id,
      enabled: false,
      display_name: null,
      changed_at: null,
      changed_by: null,
      policy_version: null,
    });
    const refused = await post(ada, 'Hello everyone');
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ detail: BOARDS_OFF }) });
    const stored = await ctx.pool.query(
      'select count(*)::int as n from discussion_posts where author_id = $1',
      [ada.id],
    );
    expect(stored.rows[0].n).toBe(0);
    expect((await call(ada, 'GET', `/v1/discussion/boards/${boardId}/posts`)).status).toBe(200);
    expect((await call(ada, 'GET', `/v1/discussion/boards/${boardId}`)).body.can_post).toBe(false);
    expect((await call(ada, 'GET', '/v1/discussion/me')).body).toEqual({
      can_post: false,
      display_name: NEUTRAL_NAME,
    });
  });

  it('records who turned them on, when and to which policy version; then the child may post', async () => {
    setClock('2026-11-20T09:00:00.000Z', { frozen: true });
    const on = await call(parent, 'PUT', boards(ada), { enabled: true, display_name: '  Star Fox ' });
    resetClock();
    expect(on).toEqual({
      status: 200,
      body: {
        child_id: ada.id,
        enabled: true,
        display_name: 'Star Fox',
        changed_at: '2026-11-20T09:00:00.000Z',
        changed_by: 'Nora',
        policy_version: PRIVACY_POLICY_VERSION,
      },
    });
    const audit = await ctx.pool.query(
      `select action, details from audit_log where actor_id = $1 and target_user_id = $2 order by id desc limit 1`,
      [parent.id, ada.id],
    );
    expect(audit.rows[0]).toMatchObject({
      action: 'boards.on',
      details: { policy_version: PRIVACY_POLICY_VERSION },
    });
    expect((await call(ada, 'GET', '/v1/discussion/me')).body).toEqual({
      can_post: true,
      display_name: 'Star Fox',
    });
    const sent = await post(ada, 'You are all brave!');
    expect(sent.status).toBe(201);
    await call(teacher, 'POST', `/v1/instructor/discussion/posts/${sent.body.id}/approve`);
    // Ben reads it under the display name, never Ada's first name.
    const seen = await call(ben, 'GET', `/v1/discussion/boards/${boardId}/posts`);
    expect(seen.body.results).toEqual([
      expect.objectContaining({
        body: 'You are all brave!',
        author: { first_name: 'Star Fox', is_teacher: false, is_me: false },
      }),
    ]);
    expect(JSON.stringify(seen.body)).not.toContain('Ada');
  });

  it('turning boards off stops posting and takes the child’s posts away from the others', async () => {
    await call(parent, 'PUT', boards(ada), { enabled: false, display_name: 'Star Fox' });
    expect((await post(ada, 'One more')).status).toBe(403);
    expect((await call(ben, 'GET', `/v1/discussion/boards/${boardId}/posts`)).body.results).toEqual([]);
    expect((await call(ada, 'GET', `/v1/discussion/boards/${boardId}/posts`)).body.results).toHaveLength(1);
    await call(parent, 'PUT', boards(ada), { enabled: true, display_name: 'Star Fox' });
    expect((await call(ben, 'GET', `/v1/discussion/boards/${boardId}/posts`)).body.results).toHaveLength(1);
  });

  it('another parent, a child and an instructor are refused; nothing changes', async () => {
    expect((await call(stranger, 'GET', boards(ada))).status).toBe(404);
    expect((await call(stranger, 'PUT', boards(ada), { enabled: false, display_name: null })).status).toBe(
      404,
    );
    expect((await call(ada, 'PUT', boards(ada), { enabled: true, display_name: 'Me' })).status).toBe(403);
    expect((await call(teacher, 'GET', boards(ada))).status).toBe(403);
    expect((await call(parent, 'GET', boards(ada))).body).toMatchObject({
      enabled: true,
      display_name: 'Star Fox',
    });
  });
});

describe('display names', () => {
  it.each([
    ['X', /at least 2/],
    ['A'.repeat(21), /at most 20/],
    ['Ada Lovelace', /last name/],
    ['Lovelace', /last name/],
    ['Ola', /another child/],
    ['ola_b', /letters, numbers/],
    ['Ben', /another child/],
    ['Star Fox', null],
    ['Fox 5551234', /two digits/],
    ['mia@example.com', /letters, numbers/],
    ['Stupid Head', /another name/],
    ['Oakfield Primary', /personal details/],
  ])('%s', async (name, problem) => {
    const res = await call(parent, 'PUT', boards(ada), { enabled: true, display_name: name });
    if (problem === null) expect(res.status).toBe(200);
    else {
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(problem);
    }
    expect((await call(parent, 'GET', boards(ada))).body.display_name).toBe('Star Fox');
  });

  it("another child's display name is taken", async () => {
    const res = await call(parent, 'PUT', boards(ben), { enabled: true, display_name: 'star fox' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/another child/);
  });
});

describe('reports', () => {
  it('a child reports a post they read; the teacher sees the reason, not who, and hides it', async () => {
    await call(parent, 'PUT', boards(ben), { enabled: true, display_name: 'Blue Owl' });
    const sent = await post(ben, 'I like trains');
    await call(teacher, 'POST', `/v1/instructor/discussion/posts/${sent.body.id}/approve`);
    const url = `/v1/discussion/posts/${sent.body.id}/report`;
    expect(await call(ben, 'POST', url, { reason: 'unkind' })).toEqual({
      status: 409,
      body: expect.objectContaining({ detail: OWN_POST_REPORT }),
    });
    expect((await call(ada, 'POST', url, { reason: 'nope' })).status).toBe(400);
    // A child of another course cannot reach it.
    expect((await call(outsider, 'POST', url, { reason: 'unkind' })).status).toBe(404);
    expect(await call(ada, 'POST', url, { reason: 'unkind' })).toEqual({
      status: 200,
      body: { detail: REPORT_THANKS },
    });
    const mine = await call(ada, 'GET', `/v1/discussion/boards/${boardId}/posts`);
    expect(mine.body.results.find((p: { id: string }) => p.id === sent.body.id).reported_by_me).toBe(true);
    // Ben (the author) does not learn who reported it.
    const his = await call(ben, 'GET', `/v1/discussion/boards/${boardId}/posts`);
    expect(his.body.results.find((p: { id: string }) => p.id === sent.body.id).reported_by_me).toBe(false);

    const queue = await call(teacher, 'GET', `/v1/instructor/discussion/queue?board_id=${boardId}`);
    const reported = queue.body.results.find((p: { id: string }) => p.id === sent.body.id);
    expect(reported).toMatchObject({ status: 'approved', reports: [{ reason: 'unkind', count: 1 }] });
    expect(JSON.stringify(queue.body)).not.toContain(ada.id);
    expect(JSON.stringify(queue.body)).not.toContain('Star Fox');

    const hidden = await call(teacher, 'POST', `/v1/instructor/discussion/posts/${sent.body.id}/reject`);
    expect(hidden.body).toMatchObject({ status: 'rejected', reports: [] });
    expect(
      (await call(teacher, 'GET', `/v1/instructor/discussion/queue?board_id=${boardId}`)).body.count,
    ).toBe(0);
    const after = await call(ada, 'GET', `/v1/discussion/boards/${boardId}/posts`);
    expect(after.body.results.map((p: { id: string }) => p.id)).not.toContain(sent.body.id);
    // Hidden now: no more reports on it.
    expect((await call(ada, 'POST', url, { reason: 'other' })).status).toBe(404);
  });

  it('a parent or instructor cannot report', async () => {
    const url = '/v1/discussion/posts/00000000-0000-4000-8000-000000000000/report';
    expect((await call(parent, 'POST', url, { reason: 'unkind' })).status).toBe(403);
    expect((await call(teacher, 'POST', url, { reason: 'unkind' })).status).toBe(403);
  });
});

describe('personal details are refused before storing', () => {
  it.each([
    ['call me on 07700 900123', /a phone number/],
    ['my email is ada@example.com', /an email address/],
    ['I live at 12 Oak Road', /where someone lives/],
    ['near SW1A 1AA', /a postcode/],
    ['I go to Oakfield Primary', /the name of a school/],
    ['I am Ada Lovelace', /a full name/],
  ])('%s', async (text, said) => {
    const res = await post(ada, text);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(said);
    const stored = await ctx.pool.query('select count(*)::int as n from discussion_posts where body = $1', [
      text,
    ]);
    expect(stored.rows[0].n).toBe(0);
  });
});
