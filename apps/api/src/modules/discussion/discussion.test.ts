import type {
  InstructorBoard,
  InstructorPost,
  InstructorPostPage,
  StudentBoardPage,
  StudentPostCreated,
  StudentPostPage,
} from '@ye/contracts/discussion';
import { MAX_WAITING_POSTS } from '@ye/contracts/discussion';
import type { UserType } from '@ye/contracts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  createUser,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { users } from '../auth/tables.ts';
import { courseProgress } from '../learning/progress/tables.ts';
import { courses } from '../studio/tables.ts';
import { BOARD_CLOSED, CLASSMATE, PRIVATE_TIP, TOO_MANY_WAITING } from './service.ts';
import { discussionBoards, discussionPosts } from './tables.ts';

let ctx: TestContext;
let owner: FixtureUser;
let other: FixtureUser;
let admin: FixtureUser;
let parent: FixtureUser;
let mia: FixtureUser;
let leo: FixtureUser;
let sam: FixtureUser;
let courseId: string;
let otherCourseId: string;

type Who = { id: string; type: UserType } | null;

async function call(
  who: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) {
  const headers = who ? await authAs(ctx.app, who) : {};
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

async function newCourse(instructorId: string, title: string): Promise<string> {
  const [row] = await ctx.db
    .insert(courses)
    .values({ instructorId, title, topic: 'friendship', state: 'published', publishedAt: clock.now() })
    .returning({ id: courses.id });
  if (!row) throw new Error('no course');
  return row.id;
}

async function newBoard(
  who: Who = owner,
  course = courseId,
  title = 'Being brave',
): Promise<InstructorBoard> {
  const res = await call(who, 'POST', '/v1/instructor/discussion/boards', {
    course_id: course,
    title,
    prompt: 'Tell us about a time you felt brave.',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as InstructorBoard;
}

async function childPost(child: Who, boardId: string, body: string) {
  return call(child, 'POST', `/v1/discussion/boards/${boardId}/posts`, { body });
}

async function childReads(child: Who, boardId: string): Promise<StudentPostPage> {
  const res = await call(child, 'GET', `/v1/discussion/boards/${boardId}/posts`);
  expect(res.status).toBe(200);
  return res.body as StudentPostPage;
}

const bodies = (p: { results: { body: string }[] }) => p.results.map((r) => r.body);

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createInstructor(ctx.db);
  other = await createInstructor(ctx.db);
  admin = await createUser(ctx.db, { type: 'admin' });
  parent = await createParent(ctx.db);
  mia = await createChild(ctx.db, parent, { firstName: 'Mia' });
  leo = await createChild(ctx.db, parent, { firstName: 'Leo' });
  sam = await createChild(ctx.db, parent, { firstName: 'Sam' });
  courseId = await newCourse(owner.id, 'Brave Steps');
  otherCourseId = await newCourse(other.id, 'Calm Minds');
  // Mia and Leo started Brave Steps; Sam did not.
  await ctx.db.insert(courseProgress).values([
    { childId: mia.id, courseId },
    { childId: leo.id, courseId },
  ]);
  // The parent turned boards on for all three, approving their first names as display names
  // (boards-consent.test.ts covers boards off and other display names).
  for (const [child, name] of [
    [mia, 'Mia'],
    [leo, 'Leo'],
    [sam, 'Sam'],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/discussion/children/${child.id}/boards`,
      headers: await authAs(ctx.app, parent),
      payload: { enabled: true, display_name: name },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => ctx?.close());

describe('boards (instructor)', () => {
  it('opens a board on an own course and lists it with counts', async () => {
    const board = await newBoard(owner, courseId, '  Kind words  ');
    expect(board).toMatchObject({
      course_id: courseId,
      course_title: 'Brave Steps',
      title: 'Kind words',
      closed_at: null,
      pending_count: 0,
      approved_count: 0,
      rejected_count: 0,
    });
    const list = await call(owner, 'GET', `/v1/instructor/discussion/boards?course_id=${courseId}`);
    expect(list.status).toBe(200);
    expect(list.body.results.map((b: InstructorBoard) => b.id)).toContain(board.id);
    const theirs = await call(other, 'GET', '/v1/instructor/discussion/boards');
    expect(theirs.body.results.map((b: InstructorBoard) => b.id)).not.toContain(board.id);
  });

  it("404s a board on someone else's course and changes nothing", async () => {
    const before = await ctx.db.select({ id: discussionBoards.id }).from(discussionBoards);
    const res = await call(other, 'POST', '/v1/instructor/discussion/boards', {
      course_id: courseId,
      title: 'Mine now',
      prompt: 'Hello',
    });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('We could not find this course.');
    expect(await ctx.db.select({ id: discussionBoards.id }).from(discussionBoards)).toHaveLength(
      before.length,
    );
  });

  it('an admin may open a board on any course', async () => {
    const board = await newBoard(admin, otherCourseId, 'From the admin');
    expect(board.course_id).toBe(otherCourseId);
  });

  it.each([
    [{ course_id: 'nope', title: 'A', prompt: 'B' }, 'course_id'],
    [{ title: 'A', prompt: 'B' }, 'course_id'],
    [{ course_id: '00000000-0000-4000-8000-000000000000', title: '   ', prompt: 'B' }, 'title'],
    [{ course_id: '00000000-0000-4000-8000-000000000000', title: 'A', prompt: 'x'.repeat(1001) }, 'prompt'],
  ])('refuses a bad body %# with 400', async (payload, field) => {
    const res = await call(owner, 'POST', '/v1/instructor/discussion/boards', payload);
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(field);
  });

  it('closes, reopens, renames and deletes; another instructor gets 404 on each', async () => {
    const board = await newBoard();
    const url = `/v1/instructor/discussion/boards/${board.id}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { closed: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(other, method, url, payload);
      expect(res.status, method).toBe(404);
      expect(res.body.detail).toBe('We could not find this board.');
    }
    expect((await call(other, 'GET', `${url}/posts`)).status).toBe(404);
    expect((await call(other, 'POST', `${url}/posts`, { body: 'Hi' })).status).toBe(404);
    expect((await call(other, 'GET', `/v1/instructor/discussion/queue?board_id=${board.id}`)).status).toBe(
      404,
    );

    const closed = await call(owner, 'PATCH', url, { closed: true });
    expect(closed.status).toBe(200);
    expect(closed.body.closed_at).not.toBeNull();
    const again = await call(owner, 'PATCH', url, { closed: true });
    expect(again.body.closed_at).toBe(closed.body.closed_at);
    const reopened = await call(owner, 'PATCH', url, { closed: false, title: 'Brave days' });
    expect(reopened.body).toMatchObject({ closed_at: null, title: 'Brave days' });
    expect((await call(owner, 'PATCH', url, {})).status).toBe(400);

    const gone = await call(owner, 'DELETE', url);
    expect(gone).toEqual({ status: 200, body: { id: board.id, deleted: true } });
    expect((await call(owner, 'GET', url)).status).toBe(404);
  });

  it('boards of a discarded course are gone for everyone', async () => {
    const course = await newCourse(owner.id, 'Soon gone');
    await ctx.db.insert(courseProgress).values({ childId: mia.id, courseId: course });
    const board = await newBoard(owner, course);
    await ctx.db.update(courses).set({ state: 'discarded' }).where(eq(courses.id, course));
    expect((await call(owner, 'GET', `/v1/instructor/discussion/boards/${board.id}`)).status).toBe(404);
    expect((await call(mia, 'GET', `/v1/discussion/boards/${board.id}`)).status).toBe(404);
  });
});

describe('moderation: a child post is invisible to other children until approved', () => {
  it('waits, is seen by its author as waiting, then by everyone once approved', async () => {
    const board = await newBoard();
    const sent = await childPost(mia, board.id, 'I felt brave on my first day at swimming.');
    expect(sent.status).toBe(201);
    const post = sent.body as StudentPostCreated;
    expect(post).toMatchObject({ waiting: true, tip: null, author: { first_name: 'Mia', is_me: true } });

    // Mia sees her own post, waiting; Leo does not see it at all.
    expect((await childReads(mia, board.id)).results).toEqual([
      expect.objectContaining({ id: post.id, waiting: true }),
    ]);
    expect(bodies(await childReads(leo, board.id))).toEqual([]);
    const leoBoards = (await call(leo, 'GET', '/v1/discussion/boards')).body as StudentBoardPage;
    expect(leoBoards.results.find((b) => b.id === board.id)).toMatchObject({
      post_count: 0,
      my_waiting_count: 0,
    });

    // The instructor sees it in the queue and on the board.
    const queue = (await call(owner, 'GET', `/v1/instructor/discussion/queue?board_id=${board.id}`))
      .body as InstructorPostPage;
    expect(queue.results.map((p) => p.id)).toEqual([post.id]);
    expect(queue.results[0]).toMatchObject({
      status: 'pending',
      held_reason: null,
      author: { first_name: 'Mia' },
    });

    const approved = await call(owner, 'POST', `/v1/instructor/discussion/posts/${post.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved' });
    expect(approved.body.moderated_at).not.toBeNull();

    const leoView = await childReads(leo, board.id);
    expect(leoView.results).toEqual([
      {
        id: post.id,
        author: { first_name: 'Mia', is_teacher: false, is_me: false },
        body: 'I felt brave on my first day at swimming.',
        created_at: post.created_at,
        waiting: false,
        reported_by_me: false,
      },
    ]);
    expect((await childReads(mia, board.id)).results[0]?.waiting).toBe(false);
    const queueAfter = await call(owner, 'GET', `/v1/instructor/discussion/queue?board_id=${board.id}`);
    expect(queueAfter.body.count).toBe(0);
  });

  it('a rejected post is never visible to other children, nor again to its author', async () => {
    const board = await newBoard();
    const sent = await childPost(leo, board.id, 'Mia is stupid');
    expect(sent.status).toBe(201);
    const rejected = await call(owner, 'POST', `/v1/instructor/discussion/posts/${sent.body.id}/reject`);
    expect(rejected.body).toMatchObject({ status: 'rejected' });
    expect(bodies(await childReads(mia, board.id))).toEqual([]);
    expect(bodies(await childReads(leo, board.id))).toEqual([]);
    const onBoard = await call(
      owner,
      'GET',
      `/v1/instructor/discussion/boards/${board.id}/posts?status=rejected`,
    );
    expect(onBoard.body.results.map((p: InstructorPost) => p.id)).toEqual([sent.body.id]);
    const counts = await call(owner, 'GET', `/v1/instructor/discussion/boards/${board.id}`);
    expect(counts.body).toMatchObject({ pending_count: 0, approved_count: 0, rejected_count: 1 });
  });

  it('refuses personal details before storing them; the word filter holds links and unkind words with a reason', async () => {
    const board = await newBoard();
    const email = await childPost(mia, board.id, 'write to me at mia.c@example.com');
    const phone = await childPost(leo, board.id, 'my number is 555 123 4567');
    for (const r of [email, phone]) expect(r.status).toBe(400);
    expect(email.body.detail).toMatch(/an email address/);
    expect(phone.body.detail).toMatch(/a phone number/);
    // Nothing was stored: the text is nowhere in the database.
    const stored = await ctx.pool.query(
      `select count(*)::int as n from discussion_posts where body like '%mia.c@%' or body like '%555 123%'`,
    );
    expect(stored.rows[0].n).toBe(0);

    const link = await childPost(mia, board.id, 'play it at www.example.com');
    const rude = await childPost(leo, board.id, 'that game is dumb');
    for (const r of [link, rude]) expect(r.status).toBe(201);
    expect(link.body.tip).toBe(PRIVATE_TIP);
    // The child hears no reason for an unkind word: only the teacher does.
    expect(rude.body.tip).toBeNull();
    expect(JSON.stringify([link.body, rude.body])).not.toContain('held');

    const queue = (await call(owner, 'GET', `/v1/instructor/discussion/queue?board_id=${board.id}`))
      .body as InstructorPostPage;
    // Oldest first, each with the reason in plain words.
    expect(queue.results.map((p) => [p.body, p.status, p.held_reason])).toEqual([
      ['play it at www.example.com', 'pending', 'It has a web link.'],
      ['that game is dumb', 'pending', 'It has an unkind or rude word (“dumb”).'],
    ]);
    // Held posts are not shown to anyone else, even later.
    expect(bodies(await childReads(mia, board.id))).toEqual(['play it at www.example.com']);

    // The instructor may still approve a held post after reading why it was held.
    const ok = await call(owner, 'POST', `/v1/instructor/discussion/posts/${rude.body.id}/approve`);
    expect(ok.body).toMatchObject({
      status: 'approved',
      held_reason: 'It has an unkind or rude word (“dumb”).',
    });
  });

  it("the instructor's own post is approved at once and shown as the teacher's", async () => {
    const board = await newBoard();
    const res = await call(owner, 'POST', `/v1/instructor/discussion/boards/${board.id}/posts`, {
      body: 'Remember: every brave step counts!',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'approved', held_reason: null, author: { is_teacher: true } });
    expect((await childReads(mia, board.id)).results).toEqual([
      expect.objectContaining({
        author: { first_name: 'Ivy', is_teacher: true, is_me: false },
        waiting: false,
      }),
    ]);
  });

  it('approve and reject: another instructor 404, a child or parent 403; deciding again changes nothing', async () => {
    const board = await newBoard();
    const sent = await childPost(mia, board.id, 'Hello everyone');
    const url = `/v1/instructor/discussion/posts/${sent.body.id}`;
    expect((await call(other, 'POST', `${url}/approve`)).status).toBe(404);
    expect((await call(other, 'POST', `${url}/reject`)).status).toBe(404);
    expect((await call(mia, 'POST', `${url}/approve`)).status).toBe(403);
    expect((await call(parent, 'POST', `${url}/approve`)).status).toBe(403);
    expect((await call(null, 'POST', `${url}/approve`)).status).toBe(401);
    expect((await call(owner, 'POST', '/v1/instructor/discussion/posts/not-an-id/approve')).status).toBe(400);
    const [row] = await ctx.db
      .select({ status: discussionPosts.status })
      .from(discussionPosts)
      .where(eq(discussionPosts.id, sent.body.id));
    expect(row?.status).toBe('pending');

    const first = await call(owner, 'POST', `${url}/approve`);
    const second = await call(owner, 'POST', `${url}/approve`);
    expect(second.body.moderated_at).toBe(first.body.moderated_at);
    // A decision can be changed: the instructor takes an approved post down.
    expect((await call(owner, 'POST', `${url}/reject`)).body.status).toBe('rejected');
  });

  it("another instructor's queue never shows these posts", async () => {
    const board = await newBoard();
    await childPost(mia, board.id, 'Only my teacher sees this first');
    const queue = await call(other, 'GET', '/v1/instructor/discussion/queue');
    expect(queue.status).toBe(200);
    expect(bodies(queue.body)).not.toContain('Only my teacher sees this first');
    const mine = await call(owner, 'GET', '/v1/instructor/discussion/queue?page_size=100');
    expect(bodies(mine.body)).toContain('Only my teacher sees this first');
  });
});

describe('children', () => {
  it('see boards of courses they started only; others are 404', async () => {
    const board = await newBoard();
    const theirs = await newBoard(other, otherCourseId, 'Not yours');
    const list = (await call(mia, 'GET', '/v1/discussion/boards?page_size=100')).body as StudentBoardPage;
    expect(list.results.map((b) => b.id)).toContain(board.id);
    expect(list.results.map((b) => b.id)).not.toContain(theirs.id);

    const samList = (await call(sam, 'GET', '/v1/discussion/boards')).body as StudentBoardPage;
    expect(samList.count).toBe(0);
    for (const url of [`/v1/discussion/boards/${board.id}`, `/v1/discussion/boards/${board.id}/posts`]) {
      expect((await call(sam, 'GET', url)).status).toBe(404);
    }
    expect((await call(mia, 'GET', `/v1/discussion/boards/${theirs.id}`)).status).toBe(404);
  });

  it('cannot post to a board of a course they did not start', async () => {
    const board = await newBoard();
    const res = await childPost(sam, board.id, 'Can I join?');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('We could not find this board.');
    const rows = await ctx.db
      .select({ id: discussionPosts.id })
      .from(discussionPosts)
      .where(eq(discussionPosts.boardId, board.id));
    expect(rows).toEqual([]);
  });

  it('cannot post to a closed board, but can still read it', async () => {
    const board = await newBoard();
    await call(owner, 'POST', `/v1/instructor/discussion/boards/${board.id}/posts`, { body: 'Welcome!' });
    await call(owner, 'PATCH', `/v1/instructor/discussion/boards/${board.id}`, { closed: true });
    const res = await childPost(mia, board.id, 'Am I late?');
    expect(res).toEqual({ status: 409, body: expect.objectContaining({ detail: BOARD_CLOSED }) });
    expect(bodies(await childReads(mia, board.id))).toEqual(['Welcome!']);
    const info = await call(mia, 'GET', `/v1/discussion/boards/${board.id}`);
    expect(info.body).toMatchObject({ closed: true, post_count: 1 });
    // The teacher too must reopen first.
    const teacher = await call(owner, 'POST', `/v1/instructor/discussion/boards/${board.id}/posts`, {
      body: 'x',
    });
    expect(teacher.status).toBe(409);
  });

  it.each([[{ body: '' }], [{ body: '     ' }], [{ body: 'x'.repeat(501) }], [{}], [{ body: 42 }]])(
    'refuses a bad body %j with 400',
    async (payload) => {
      const board = await newBoard();
      const res = await call(mia, 'POST', `/v1/discussion/boards/${board.id}/posts`, payload);
      expect(res.status).toBe(400);
      expect(typeof res.body.detail).toBe('string');
    },
  );

  it('takes 500 characters, and waits after too many unchecked posts', async () => {
    const board = await newBoard();
    expect((await childPost(leo, board.id, 'y'.repeat(500))).status).toBe(201);
    for (let i = 1; i < MAX_WAITING_POSTS; i++)
      expect((await childPost(leo, board.id, `Post ${i}`)).status).toBe(201);
    const more = await childPost(leo, board.id, 'One more');
    expect(more).toEqual({ status: 409, body: expect.objectContaining({ detail: TOO_MANY_WAITING }) });
  });

  it('parents and instructors are refused the child routes; children the instructor routes', async () => {
    const board = await newBoard();
    expect((await call(parent, 'GET', '/v1/discussion/boards')).status).toBe(403);
    expect(
      (await call(parent, 'POST', `/v1/discussion/boards/${board.id}/posts`, { body: 'Hi' })).status,
    ).toBe(403);
    expect((await call(owner, 'GET', '/v1/discussion/boards')).status).toBe(403);
    expect((await call(parent, 'GET', '/v1/instructor/discussion/boards')).status).toBe(403);
    expect((await call(mia, 'GET', '/v1/instructor/discussion/queue')).status).toBe(403);
    expect(
      (
        await call(mia, 'POST', '/v1/instructor/discussion/boards', {
          course_id: courseId,
          title: 'a',
          prompt: 'b',
        })
      ).status,
    ).toBe(403);
    expect((await call(null, 'GET', '/v1/discussion/boards')).status).toBe(401);
  });

  it('never sees author ids or surnames', async () => {
    const board = await newBoard();
    const sent = await childPost(mia, board.id, 'Hi!');
    await call(owner, 'POST', `/v1/instructor/discussion/posts/${sent.body.id}/approve`);
    const text = JSON.stringify(await childReads(leo, board.id));
    expect(text).not.toContain(mia.id);
    expect(text).not.toContain(mia.lastName);
  });
});

describe("children's names on a board", () => {
  it('a parent cannot rename an approved author to a phone number and a rude word; other children keep seeing the approved name', async () => {
    const board = await newBoard();
    const sent = await childPost(mia, board.id, 'I tried the deep end today.');
    await call(owner, 'POST', `/v1/instructor/discussion/posts/${sent.body.id}/approve`);

    for (const method of ['PATCH', 'POST'] as const) {
      const renamed = await call(parent, method, `/v1/family/child/edit-profile?child_id=${mia.id}`, {
        name: 'Text me 5551234567 stupid',
      });
      expect(renamed.status).toBe(400);
      expect(renamed.body.detail).toMatch(/^Please choose another name: other children can see it\./);
      expect(renamed.body.detail).toContain('It looks like a phone number.');
    }
    const disguised = await call(parent, 'PATCH', `/v1/family/child/edit-profile?child_id=${mia.id}`, {
      name: 'St*pid Mia',
    });
    expect(disguised.status).toBe(400);
    const added = await call(parent, 'POST', '/v1/family/child/add', {
      name: 'snap me @mia_d',
      username: `snap${Date.now()}`,
      password: 'Kids#2026-ok',
    });
    expect(added.status).toBe(400);
    expect(added.body.detail).toMatch(/^Please choose another name/);

    const leoView = await childReads(leo, board.id);
    expect(leoView.results[0]?.author).toEqual({ first_name: 'Mia', is_teacher: false, is_me: false });
  });

  it('other children read the display name the parent approved, never the first name, even after a rename', async () => {
    const board = await newBoard();
    const first = await childPost(mia, board.id, 'I was brave at the dentist.');
    await call(owner, 'POST', `/v1/instructor/discussion/posts/${first.body.id}/approve`);
    const renamed = await call(parent, 'PATCH', `/v1/family/child/edit-profile?child_id=${mia.id}`, {
      name: 'Mimi',
    });
    expect(renamed.status).toBe(200);
    try {
      const leoView = await childReads(leo, board.id);
      expect(leoView.results.map((p) => [p.body, p.author.first_name])).toEqual([
        ['I was brave at the dentist.', 'Mia'],
      ]);
      expect(JSON.stringify(leoView)).not.toContain('Mimi');
    } finally {
      await ctx.db.update(users).set({ firstName: 'Mia' }).where(eq(users.id, mia.id));
    }
  });

  it('a child without an approved display name shows as a classmate, whatever their first name', async () => {
    await ctx.db.insert(courseProgress).values({ childId: sam.id, courseId }).onConflictDoNothing();
    const board = await newBoard();
    const cleared = await call(parent, 'PUT', `/v1/discussion/children/${sam.id}/boards`, {
      enabled: true,
      display_name: null,
    });
    expect(cleared.status).toBe(200);
    try {
      const sent = await childPost(sam, board.id, 'Hello everyone!');
      await call(owner, 'POST', `/v1/instructor/discussion/posts/${sent.body.id}/approve`);
      expect((await childReads(leo, board.id)).results[0]?.author).toEqual({
        first_name: CLASSMATE,
        is_teacher: false,
        is_me: false,
      });
      // The instructor knows the child by first name, and sees what others see.
      const posts = await call(owner, 'GET', `/v1/instructor/discussion/boards/${board.id}/posts`);
      expect(posts.body.results[0].author).toMatchObject({ first_name: 'Sam', display_name: CLASSMATE });
    } finally {
      await call(parent, 'PUT', `/v1/discussion/children/${sam.id}/boards`, {
        enabled: true,
        display_name: 'Sam',
      });
    }
  });
});
