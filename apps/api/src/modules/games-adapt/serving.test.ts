import type { GameConfig } from '@ye/contracts/games';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../clock.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  type FixtureUser,
  grantMembership,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { cleanUp } from '../jobs.ts';
import { gameSkills, recommendationChoices } from '../personalisation/tables.ts';
import { chapters, courses, lessons } from '../studio/tables.ts';
import { itemsOf } from './items.ts';
import { refitDifficulties } from './service.ts';
import { gameItemAttempts, gameItemDifficulties, gameSessions } from './tables.ts';

// Serving adaptive games (decision 052) against the real database: the next item aims at 80 %
// success from fitted difficulties and the child's Elo skill; the skill starts afresh each play
// unless the parent's learned-personalisation switch is on; nothing about ability reaches the child.

const QUIZ: GameConfig = {
  type: 'quiz',
  instructions: 'Pick the kind answer.',
  questions: ['Zero', 'One', 'Two', 'Three', 'Four'].map((name) => ({
    prompt: `Question ${name}: which is kind?`,
    options: ['Sharing', 'Shoving'],
    answer: 0,
  })),
};
const SORT: GameConfig = {
  type: 'sort',
  instructions: 'Sort the feelings.',
  groups: [
    { id: 'calm', label: 'Calm' },
    { id: 'busy', label: 'Busy' },
  ],
  items: [
    { id: 'still', label: 'Still water', group: 'calm' },
    { id: 'race', label: 'A race', group: 'busy' },
  ],
};
const MATCH: GameConfig = {
  type: 'match',
  instructions: 'Match each feeling to a face.',
  pairs: [
    { id: 'h', feeling: 'happy', face: '😀', face_label: 'smiling face' },
    { id: 's', feeling: 'sad', face: '😢', face_label: 'crying face' },
  ],
};
// Six pairs: more than the web's match board holds (4), so the board opens with the front of
// next_items and a matched pair's place goes to the first named pair not on it.
const MATCH_BOARD: GameConfig = {
  type: 'match',
  instructions: 'Match each feeling to a face.',
  pairs: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({
    id,
    feeling: `feeling ${id}`,
    face: '🙂',
    face_label: `face ${id}`,
  })),
};
// At skill 0 the expected successes are a 0.18, b 0.92, c 0.80, d 0.45, e 0.65, f 0.08: ranked c, b,
// e, d, a, f. After c right (skill 0.24): e 0.70 first; after c wrong (skill -0.96): b 0.82 first.
const MATCH_DIFFICULTY = [1.5, -2.5, -1.4, 0.2, -0.6, 2.5];

const BREATHING: GameConfig = {
  type: 'breathing',
  instructions: 'Breathe with the bubble.',
  cycles: 2,
  inhale_seconds: 3,
  hold_seconds: 1,
  exhale_seconds: 4,
};

// Fitted difficulties (logits) of the quiz's five questions, chosen so the right answer and the
// wrong one lead to different next questions: at skill 0 question 1 is closest to 80 % (0.80);
// after it is right (skill 0.24) question 3 is (0.70); after it is wrong (skill -0.96) question 2 (0.78).
const QUIZ_DIFFICULTY = [2, -1.4, -2.2, -0.6, 1];
const NOW = new Date('2026-11-24T10:00:00Z');

let ctx: TestContext;
let instructor: FixtureUser;
let parent: FixtureUser;
let kid: FixtureUser;
let sibling: FixtureUser;
let stranger: FixtureUser;
const lesson = { quiz: '', sort: '', match: '', board: '', breathing: '', draft: '' };

async function gameLesson(game: GameConfig, state: 'published' | 'draft' = 'published'): Promise<string> {
  const [course] = await ctx.db
    .insert(courses)
    .values({
      instructorId: instructor.id,
      title: `Game ${game.type} ${state}`,
      description: 'A game made by a test.',
      topic: 'confidence',
      kind: 'game',
      ageMin: 6,
      ageMax: 14,
      state,
      publishedAt: state === 'published' ? NOW : null,
    })
    .returning({ id: courses.id });
  const [chapter] = await ctx.db
    .insert(chapters)
    .values({ courseId: course?.id as string, title: 'Level 1', position: 0 })
    .returning({ id: chapters.id });
  const [row] = await ctx.db
    .insert(lessons)
    .values({
      chapterId: chapter?.id as string,
      courseId: course?.id as string,
      title: `Mission ${game.type}`,
      kind: 'game',
      position: 0,
      body: 'Play.',
      game,
    })
    .returning({ id: lessons.id });
  return row?.id as string;
}

async function call(user: FixtureUser | null, url: string, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: user ? await authAs(ctx.app, user) : {},
  });
}
const start = (user: FixtureUser | null, lessonId: string) =>
  call(user, '/v1/games/sessions', { lesson_id: lessonId });
const attempt = (user: FixtureUser | null, sessionId: string, item: string, answer: string) =>
  call(user, `/v1/games/sessions/${sessionId}/attempts`, { item, answer });
const setSwitch = async (learned: boolean) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/v1/personalisation/children/${kid.id}`,
    payload: { learned },
    headers: await authAs(ctx.app, parent),
  });
const attemptsOf = async (childId: string) =>
  ctx.db.select().from(gameItemAttempts).where(eq(gameItemAttempts.childId, childId));

/** Nothing that measures ability may reach a child: only these keys, and no such words. */
function expectNoAbility(body: Record<string, unknown>, keys: string[]) {
  expect(Object.keys(body).sort()).toEqual(keys);
  expect(JSON.stringify(body)).not.toMatch(/skill|difficult|ability|chance|probab|logit|elo/i);
}

beforeAll(async () => {
  setClock(NOW, { frozen: true });
  ctx = await createTestApp();
  instructor = await createInstructor(ctx.db);
  parent = await createParent(ctx.db);
  await grantMembership(ctx.db, parent);
  kid = await createChild(ctx.db, parent, { birthday: '2016-03-01' });
  sibling = await createChild(ctx.db, parent, { birthday: '2015-03-01' });
  const otherParent = await createParent(ctx.db);
  await grantMembership(ctx.db, otherParent);
  stranger = await createChild(ctx.db, otherParent, { birthday: '2016-03-01' });
  lesson.quiz = await gameLesson(QUIZ);
  lesson.sort = await gameLesson(SORT);
  lesson.match = await gameLesson(MATCH);
  lesson.board = await gameLesson(MATCH_BOARD);
  lesson.breathing = await gameLesson(BREATHING);
  lesson.draft = await gameLesson(QUIZ, 'draft');
});
afterEach(() => setClock(NOW, { frozen: true }));
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

describe('serving with nothing learned yet', () => {
  it('starts in the author’s order and judges answers on the server', async () => {
    const res = await start(kid, lesson.quiz);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectNoAbility(body, ['next_item', 'next_items', 'session_id']);
    expect(body.next_items).toEqual(['0', '1', '2', '3', '4']);
    expect(body.next_item).toBe('0');
    const wrong = await attempt(kid, body.session_id, '0', '1');
    expect(wrong.statusCode).toBe(200);
    expectNoAbility(wrong.json(), ['correct', 'next_item', 'next_items']);
    expect(wrong.json().correct).toBe(false);
    const right = await attempt(kid, body.session_id, wrong.json().next_item, '0');
    expect(right.json().correct).toBe(true);
  });

  it('sort and match items are answered by group and by pair', async () => {
    const sort = (await start(kid, lesson.sort)).json();
    expect(sort.next_item).toBe('still');
    expect((await attempt(kid, sort.session_id, 'still', 'busy')).json()).toEqual({
      correct: false,
      next_item: 'race',
      next_items: ['race'],
    });
    expect((await attempt(kid, sort.session_id, 'race', 'busy')).json()).toEqual({
      correct: true,
      next_item: null,
      next_items: [],
    });
    const match = (await start(kid, lesson.match)).json();
    expect((await attempt(kid, match.session_id, 's', 's')).json()).toEqual({
      correct: true,
      next_item: 'h',
      next_items: ['h'],
    });
  });

  it('records each first try with the item, the child, whether it was right and when', async () => {
    const before = (await attemptsOf(sibling.id)).length;
    const play = (await start(sibling, lesson.sort)).json();
    setClock(new Date(NOW.getTime() + 30_000), { frozen: true });
    await attempt(sibling, play.session_id, 'race', 'busy');
    const rows = await attemptsOf(sibling.id);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      lessonId: lesson.sort,
      itemKey: 's:race',
      correct: true,
      at: new Date(NOW.getTime() + 30_000),
    });
  });
});

/** The nightly fit's output for a lesson's items, as if 50 attempts each had been seen. */
async function fitDifficulties(
  lessonId: string,
  game: Parameters<typeof itemsOf>[0],
  difficulties: readonly number[],
) {
  const items = itemsOf(game) ?? [];
  await ctx.db.insert(gameItemDifficulties).values(
    items.map((item, i) => ({
      lessonId,
      itemKey: item.key,
      difficulty: difficulties[i] as number,
      attempts: 50,
      fittedAt: NOW,
    })),
  );
}

describe('serving from fitted difficulties', () => {
  beforeAll(() => fitDifficulties(lesson.quiz, QUIZ, QUIZ_DIFFICULTY));

  it('serves the question closest to 80 % success, then follows the child’s answers', async () => {
    const a = (await start(kid, lesson.quiz)).json();
    expect(a.next_item).toBe('1');
    expect((await attempt(kid, a.session_id, '1', '0')).json().next_item).toBe('3');
    const b = (await start(kid, lesson.quiz)).json();
    expect(b.next_item).toBe('1');
    expect((await attempt(kid, b.session_id, '1', '1')).json().next_item).toBe('2');
  });

  it('starts every play from an average child while the switch is off, and keeps nothing', async () => {
    const first = (await start(kid, lesson.quiz)).json();
    for (const item of ['1', '3', '4', '0']) await attempt(kid, first.session_id, item, '0');
    expect((await start(kid, lesson.quiz)).json().next_item).toBe('1');
    expect(await ctx.db.select().from(gameSkills).where(eq(gameSkills.childId, kid.id))).toEqual([]);
  });

  it('keeps the skill between plays while the switch is on; off deletes it', async () => {
    expect((await setSwitch(true)).statusCode).toBe(200);
    const first = (await start(kid, lesson.quiz)).json();
    expect(first.next_item).toBe('1');
    // Right, right, right: the kept skill is well above average.
    let next = first.next_item as string;
    for (let i = 0; i < 3; i++) next = (await attempt(kid, first.session_id, next, '0')).json().next_item;
    const [kept] = await ctx.db.select().from(gameSkills).where(eq(gameSkills.childId, kid.id));
    expect(kept?.attempts).toBe(3);
    expect(kept?.skill).toBeGreaterThan(0.5);
    // The next play starts from it: a harder first question than an average child gets.
    expect((await start(kid, lesson.quiz)).json().next_item).not.toBe('1');
    const setting = await setSwitch(false);
    expect(setting.json().kept_records).toBe(0);
    expect(await ctx.db.select().from(gameSkills).where(eq(gameSkills.childId, kid.id))).toEqual([]);
    expect((await start(kid, lesson.quiz)).json().next_item).toBe('1');
  });
});

describe('a match game with more pairs than its board (decision 052, amended)', () => {
  beforeAll(() => fitDifficulties(lesson.board, MATCH_BOARD, MATCH_DIFFICULTY));

  it('ranks every pair for the opening board, then re-ranks the rest after each first try', async () => {
    const play = await start(kid, lesson.board);
    expect(play.statusCode).toBe(200);
    const body = play.json();
    expectNoAbility(body, ['next_item', 'next_items', 'session_id']);
    // Not the author's order: a and f (far from 80 % for an average child) wait off the board.
    expect(body.next_items).toEqual(['c', 'b', 'e', 'd', 'a', 'f']);
    expect(body.next_item).toBe('c');
    const right = await attempt(kid, body.session_id, 'c', 'c');
    expectNoAbility(right.json(), ['correct', 'next_item', 'next_items']);
    expect(right.json()).toEqual({ correct: true, next_item: 'e', next_items: ['e', 'b', 'd', 'a', 'f'] });

    const other = (await start(kid, lesson.board)).json();
    // A wrong face first: the easier pair moves to the front, the answered one leaves the list.
    expect((await attempt(kid, other.session_id, 'c', 'a')).json()).toEqual({
      correct: false,
      next_item: 'b',
      next_items: ['b', 'e', 'd', 'a', 'f'],
    });
    // Its later right try is not a first try: the board matches it without asking the API again.
    expect((await attempt(kid, other.session_id, 'c', 'c')).statusCode).toBe(409);
  });

  it("another child cannot answer in this child's match play: 404, nothing recorded", async () => {
    const play = (await start(kid, lesson.board)).json();
    const before = (await attemptsOf(stranger.id)).length + (await attemptsOf(sibling.id)).length;
    for (const other of [stranger, sibling]) {
      const res = await attempt(other, play.session_id, 'c', 'c');
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('This game is no longer open. Please start it again.');
    }
    expect((await attemptsOf(stranger.id)).length + (await attemptsOf(sibling.id)).length).toBe(before);
    // The child's own play is untouched: its first try still counts as one.
    expect((await attempt(kid, play.session_id, 'c', 'c')).json().correct).toBe(true);
  });
});

describe('refusals change nothing', () => {
  it('asks who is asking: no sign-in 401, a parent or an instructor 403', async () => {
    const play = (await start(kid, lesson.quiz)).json();
    expect((await start(null, lesson.quiz)).statusCode).toBe(401);
    expect((await start(parent, lesson.quiz)).statusCode).toBe(403);
    expect((await start(instructor, lesson.quiz)).statusCode).toBe(403);
    expect((await attempt(null, play.session_id, '0', '0')).statusCode).toBe(401);
    expect((await attempt(parent, play.session_id, '0', '0')).statusCode).toBe(403);
  });

  it("another child cannot answer in a child's play: 404, nothing recorded", async () => {
    const play = (await start(kid, lesson.quiz)).json();
    const before = (await attemptsOf(kid.id)).length + (await attemptsOf(stranger.id)).length;
    for (const other of [stranger, sibling]) {
      const res = await attempt(other, play.session_id, play.next_item, '0');
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('This game is no longer open. Please start it again.');
    }
    expect((await attemptsOf(kid.id)).length + (await attemptsOf(stranger.id)).length).toBe(before);
  });

  it('refuses bad input in plain words: unknown item 400, answered twice 409, no such game 404', async () => {
    const play = (await start(kid, lesson.quiz)).json();
    const before = (await attemptsOf(kid.id)).length;
    const unknown = await attempt(kid, play.session_id, '9', '0');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('This game has no such question, card or pair.');
    expect((await attempt(kid, play.session_id, play.next_item, '0')).statusCode).toBe(200);
    const twice = await attempt(kid, play.session_id, play.next_item, '1');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('This one has been answered already.');
    expect((await attemptsOf(kid.id)).length).toBe(before + 1);
    const empty = await call(kid, `/v1/games/sessions/${play.session_id}/attempts`, {
      item: '',
      answer: '0',
    });
    expect(empty.statusCode).toBe(400);
    expect((await start(kid, 'not-a-uuid')).statusCode).toBe(400);
    const breathing = await start(kid, lesson.breathing);
    expect(breathing.statusCode).toBe(400);
    expect(breathing.json().detail).toBe('This game has no questions, cards or pairs to choose from.');
    expect((await start(kid, lesson.draft)).statusCode).toBe(404);
    const count = (await ctx.db.select().from(gameSessions).where(eq(gameSessions.childId, kid.id))).length;
    await start(kid, lesson.breathing);
    expect((await ctx.db.select().from(gameSessions).where(eq(gameSessions.childId, kid.id))).length).toBe(
      count,
    );
  });

  it('a play is answered within a day', async () => {
    const play = (await start(kid, lesson.quiz)).json();
    setClock(new Date(NOW.getTime() + 24 * 3600_000 + 60_000), { frozen: true });
    expect((await attempt(kid, play.session_id, play.next_item, '0')).statusCode).toBe(404);
  });
});

describe('the refit job and the clean-up', () => {
  it('learns item difficulty from every child’s attempts (content, not children)', async () => {
    const game = await gameLesson(SORT);
    const rows = [];
    for (let c = 0; c < 30; c++) {
      const child = await createChild(ctx.db, parent, { birthday: '2016-03-01' });
      rows.push({ childId: child.id, lessonId: game, itemKey: 's:still', correct: c % 10 !== 0, at: NOW });
      rows.push({ childId: child.id, lessonId: game, itemKey: 's:race', correct: c % 10 < 3, at: NOW });
    }
    await ctx.db.insert(gameItemAttempts).values(rows);
    const fitted = await refitDifficulties(ctx.db, NOW);
    expect(fitted.attempts).toBeGreaterThanOrEqual(60);
    const mine = await ctx.db
      .select()
      .from(gameItemDifficulties)
      .where(eq(gameItemDifficulties.lessonId, game));
    const of = (key: string) => mine.find((m) => m.itemKey === key);
    expect(of('s:race')?.attempts).toBe(30);
    expect(of('s:race')?.difficulty as number).toBeGreaterThan((of('s:still')?.difficulty as number) + 1);
    // A new play of an average child starts with the easier card (closer to 80 %).
    expect((await start(sibling, game)).json().next_item).toBe('still');
  });

  it("lists the author's mini-game items children find harder, from the fit (no one else's)", async () => {
    const list = async (user: FixtureUser) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/v1/instructor/quiz/harder-questions',
          headers: await authAs(ctx.app, user),
        })
      ).json();
    const mine = (await list(instructor)).game_items;
    const race = mine.find((i: { item_label: string }) => i.item_label === 'A race');
    expect(race).toMatchObject({ game_type: 'sort', answers: 30, lesson_title: 'Mission sort' });
    expect(race.learned_success).toBeLessThan(0.65);
    // The easy card (90 % right) is not listed; nothing reaches another instructor.
    expect(
      mine.some(
        (i: { item_label: string; answers: number }) => i.item_label === 'Still water' && i.answers === 30,
      ),
    ).toBe(false);
    expect((await list(await createInstructor(ctx.db))).game_items).toEqual([]);
  });

  it('deletes plays after a day, attempts and logged recommendation choices after 400 days', async () => {
    const old = await gameLesson(MATCH);
    const day = 24 * 3600_000;
    await ctx.db.insert(gameSessions).values([
      {
        childId: stranger.id,
        lessonId: old,
        skill: 0,
        attempts: 0,
        played: [],
        startedAt: new Date(NOW.getTime() - day - 60_000),
      },
      {
        childId: stranger.id,
        lessonId: old,
        skill: 0,
        attempts: 0,
        played: [],
        startedAt: new Date(NOW.getTime() - day + 60_000),
      },
    ]);
    await ctx.db.insert(gameItemAttempts).values([
      {
        childId: stranger.id,
        lessonId: old,
        itemKey: 'm:h',
        correct: true,
        at: new Date(NOW.getTime() - 400 * day - 60_000),
      },
      {
        childId: stranger.id,
        lessonId: old,
        itemKey: 'm:s',
        correct: true,
        at: new Date(NOW.getTime() - 400 * day + 60_000),
      },
    ]);
    const [course] = await ctx.db.select({ id: lessons.courseId }).from(lessons).where(eq(lessons.id, old));
    await ctx.db.insert(recommendationChoices).values(
      [-60_000, 60_000].map((edge) => ({
        childId: stranger.id,
        courseId: course?.id as string,
        position: 1,
        probability: 1,
        expectedChange: null,
        policy: 'rules+thompson-v1',
        shownAt: new Date(NOW.getTime() - 400 * day + edge),
      })),
    );
    await cleanUp(ctx.db, NOW);
    const sessions = await ctx.db.select().from(gameSessions).where(eq(gameSessions.lessonId, old));
    expect(sessions.map((s) => s.startedAt)).toEqual([new Date(NOW.getTime() - day + 60_000)]);
    const attempts = await ctx.db.select().from(gameItemAttempts).where(eq(gameItemAttempts.lessonId, old));
    expect(attempts.map((a) => a.itemKey)).toEqual(['m:s']);
    const choices = await ctx.db
      .select()
      .from(recommendationChoices)
      .where(and(eq(recommendationChoices.childId, stranger.id)));
    expect(choices.map((c) => c.shownAt)).toEqual([new Date(NOW.getTime() - 400 * day + 60_000)]);
  });
});

describe('the family export', () => {
  it("holds the child's first tries, open plays and (while on) the kept skill", async () => {
    await setSwitch(true);
    const play = (await start(kid, lesson.sort)).json();
    const group = play.next_item === 'still' ? 'calm' : 'busy';
    await attempt(kid, play.session_id, play.next_item, group);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v1/family/child/export?child_id=${kid.id}`,
      headers: await authAs(ctx.app, parent),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data['Game answers'].Answers).toContainEqual({
      Game: 'Mission sort',
      Item: `s:${play.next_item}`,
      Right: true,
      At: NOW.toISOString(),
    });
    expect(data['Game answers']['Games in progress'].length).toBeGreaterThan(0);
    expect(data['Learned personalisation']['Game skill kept']).toMatchObject({ 'Answers counted': 1 });
    await setSwitch(false);
  });
});
