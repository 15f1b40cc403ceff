import type {
  InstructorBoardPage,
  InstructorPostPage,
  StudentBoardPage,
  StudentPostPage,
} from '@ye/contracts/discussion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoReader } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { seedDemo } from './demo.ts';

let t: TestContext;
let get: Awaited<ReturnType<typeof demoReader>>;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db)).toBe(true);
  get = await demoReader(t.app, t.db);
});
afterAll(async () => t?.close());

describe('the demo discussion', () => {
  it('gives Grace an open and a closed board and a queue with one post held by the filter', async () => {
    const boards = await get<InstructorBoardPage>('instructor@demo.test', '/v1/instructor/discussion/boards');
    expect(
      boards.results.map((b) => [b.title, b.closed_at === null, b.pending_count, b.approved_count]),
    ).toEqual([
      ['My bravest moment', true, 2, 3],
      ['What helps you feel calm?', false, 0, 3],
    ]);
    const queue = await get<InstructorPostPage>('instructor@demo.test', '/v1/instructor/discussion/queue');
    expect(queue.results.map((p) => [p.author.first_name, p.held_reason])).toEqual([
      ['Leo', 'It asks to talk or meet outside the class (“add me”).'],
      ['Mia', null],
    ]);
    const other = await get<InstructorBoardPage>('instructor2@demo.test', '/v1/instructor/discussion/boards');
    expect(other.count).toBe(0);
  });

  it('shows Mia the approved posts and her own waiting one under her display name, never Leo’s posts while his boards are off', async () => {
    const boards = await get<StudentBoardPage>('mia', '/v1/discussion/boards');
    expect(boards.results.map((b) => [b.title, b.my_waiting_count, b.can_post])).toEqual([
      ['My bravest moment', 1, true],
    ]);
    const posts = await get<StudentPostPage>('mia', `/v1/discussion/boards/${boards.results[0]?.id}/posts`);
    expect(posts.results.map((p) => [p.author.first_name, p.waiting])).toEqual([
      ['Grace', false],
      ['Brave Otter', false],
      ['Brave Otter', true],
    ]);
    // Leo's boards are off: he reads Grace's and Mia's posts (as Brave Otter) and cannot post.
    const leo = await get<StudentBoardPage>('leo', '/v1/discussion/boards');
    expect(leo.results.map((b) => b.can_post)).toEqual([false, false]);
    const leoReads = await get<StudentPostPage>(
      'leo',
      `/v1/discussion/boards/${boards.results[0]?.id}/posts`,
    );
    expect(JSON.stringify(leoReads)).not.toContain('Mia');
    // Sam started neither course of the open board: only the closed calm board.
    const sam = await get<StudentBoardPage>('sam', '/v1/discussion/boards');
    expect(sam.results.map((b) => [b.title, b.closed])).toEqual([['What helps you feel calm?', true]]);
  });
});
