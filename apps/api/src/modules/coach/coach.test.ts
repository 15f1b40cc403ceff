import { COACH_INTRO } from '@ye/contracts/coach';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock.ts';
import { coachFrom } from '../../config.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { auditLog } from '../auth/tables.ts';
import { lessonProgress } from '../learning/progress/tables.ts';
import { insertTestCourse } from '../learning/test-courses.ts';
import { safetyAlerts } from '../safety/tables.ts';
import { completionsUrl } from './client.ts';
import { SAFE_LINE } from './moderate.ts';
import { coachReflections, coachSettings } from './tables.ts';
import { type FakeEndpoint, startFakeEndpoint } from './test-fake-endpoint.ts';

// The reflection coach (issue 18 §5, decision 051) against a real database and a local fake
// chat-completions endpoint: off twice (operator and parent, from 10), the safety layer before the
// model, moderation after it, a daily limit on an injected clock, and transcripts for the parent.

const NOW = new Date('2027-05-12T10:00:00.000Z');
const birthdayForAge = (age: number) => `${NOW.getUTCFullYear() - age}-01-01`;

let fake: FakeEndpoint;
let ctx: TestContext;
let plain: TestContext;
let parent: FixtureUser;
let kim: FixtureUser;
let tom: FixtureUser;
let stranger: FixtureUser;
let strangersChild: FixtureUser;
let instructor: FixtureUser;
let lessonId: string;
let lessonTitle: string;
let unfinishedId: string;

beforeAll(async () => {
  clock.set(NOW, { frozen: true });
  fake = await startFakeEndpoint();
  ctx = await createTestApp({ COACH_URL: fake.url, COACH_MODEL: 'fake-model', COACH_API_KEY: 'k-123' });
  // The same app without an endpoint: the operator has not turned the helper on.
  plain = await createTestApp();
  instructor = await createInstructor(ctx.db);
  parent = await createParent(ctx.db, { firstName: 'Nora', email: 'nora.coach@example.test' });
  kim = await createChild(ctx.db, parent, { firstName: 'Kim', birthday: birthdayForAge(11) });
  tom = await createChild(ctx.db, parent, { firstName: 'Tom', birthday: birthdayForAge(8) });
  stranger = await createParent(ctx.db);
  strangersChild = await createChild(ctx.db, stranger, { birthday: birthdayForAge(12) });
  const course = await insertTestCourse(ctx.db, { instructorId: instructor.id, lessonsPerChapter: [2] });
  lessonId = course.lessonIds[0] ?? '';
  unfinishedId = course.lessonIds[1] ?? '';
  lessonTitle = 'Lesson 1.1';
  for (const child of [kim, tom, strangersChild])
    await ctx.db.insert(lessonProgress).values({
      childId: child.id,
      lessonId,
      courseId: course.id,
      status: 'completed',
      completedAt: NOW,
    });
});
afterAll(async () => {
  clock.reset();
  await ctx?.close();
  await plain?.close();
  await fake?.close();
});
afterEach(() => {
  fake.script = [];
});

const call = async (
  user: FixtureUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  on: TestContext = ctx,
) => on.app.inject({ method, url, headers: await authAs(on.app, user), payload: payload as object });

const turnOn = (child: FixtureUser, on = true) =>
  call(parent, 'PUT', `/v1/coach/children/${child.id}`, { on });
const start = (child: FixtureUser, lesson = lessonId) =>
  call(child, 'POST', '/v1/coach/reflections', { lesson_id: lesson });
const say = (child: FixtureUser, id: string, text: string) =>
  call(child, 'POST', `/v1/coach/reflections/${id}/answers`, { text });
const rows = () => ctx.db.select().from(coachReflections).where(eq(coachReflections.childId, kim.id));

describe('the parent’s switch', () => {
  it('is off by default, and says when the operator has not configured a helper', async () => {
    const res = await call(parent, 'GET', `/v1/coach/children/${kim.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      child_id: kim.id,
      on: false,
      changed_at: null,
      available: true,
      unavailable_reason: null,
      min_age: 10,
      daily_limit: 3,
    });
    // Another app, the same kind of family, no COACH_URL: not offered, and turning on is refused.
    const p2 = await createParent(plain.db);
    const k2 = await createChild(plain.db, p2, { birthday: birthdayForAge(12) });
    const shown = await call(p2, 'GET', `/v1/coach/children/${k2.id}`, undefined, plain);
    expect(shown.json()).toMatchObject({ on: false, available: false, unavailable_reason: 'not_configured' });
    const refused = await call(p2, 'PUT', `/v1/coach/children/${k2.id}`, { on: true }, plain);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('The school or service has not turned the reflection helper on.');
    expect((await call(p2, 'PUT', `/v1/coach/children/${k2.id}`, { on: false }, plain)).statusCode).toBe(200);
  });

  it('refuses a child under 10, another family, the child, staff and bad input, changing nothing', async () => {
    const young = await turnOn(tom);
    expect(young.statusCode).toBe(409);
    expect(young.json().detail).toBe('The reflection helper is only for children aged 10 or more.');
    expect((await call(parent, 'GET', `/v1/coach/children/${tom.id}`)).json()).toMatchObject({
      available: false,
      unavailable_reason: 'too_young',
    });
    const foreign = await call(parent, 'PUT', `/v1/coach/children/${strangersChild.id}`, { on: true });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('We could not find this child in your family.');
    expect((await call(kim, 'PUT', `/v1/coach/children/${kim.id}`, { on: true })).statusCode).toBe(403);
    expect((await call(instructor, 'GET', `/v1/coach/children/${kim.id}`)).statusCode).toBe(403);
    expect((await call(instructor, 'GET', `/v1/coach/children/${kim.id}/reflections`)).statusCode).toBe(403);
    const bad = await call(parent, 'PUT', `/v1/coach/children/${kim.id}`, { on: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
    expect(await ctx.db.select().from(coachSettings)).toEqual([]);
    // And the under-10 child cannot start one either.
    expect((await start(tom)).statusCode).toBe(403);
  });

  it('turns on for a child of 10 or more, audited', async () => {
    const res = await turnOn(kim);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ on: true, changed_at: NOW.toISOString(), available: true });
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, kim.id));
    expect(audits.map((a) => a.action)).toContain('coach.on');
  });
});

describe('a reflection', () => {
  it('offers the helper only on a finished lesson, and says first that it is a computer and the grown-up reads', async () => {
    const none = await call(kim, 'GET', `/v1/coach/me?lesson_id=${unfinishedId}`);
    expect(none.json()).toMatchObject({ available: false, reflections_left_today: 3 });
    expect((await start(kim, unfinishedId)).statusCode).toBe(409);
    const offered = await call(kim, 'GET', `/v1/coach/me?lesson_id=${lessonId}`);
    expect(offered.json()).toEqual({ available: true, reflections_left_today: 3, intro: COACH_INTRO });

    const res = await start(kim);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.turns[0]).toEqual({ role: 'helper', text: COACH_INTRO, note: null });
    expect(body.turns[0].text).toMatch(/computer helper, not a person/);
    expect(body.turns[0].text).toMatch(/grown-up can read what you write/);
    expect(body.turns[1].text).toContain(lessonTitle);
    expect(body).toMatchObject({ finished: false, answers_left: 3 });
    expect(fake.seen).toHaveLength(0);
  });

  it('three answers, each with a checked reply; the model sees only this reflection; then it closes', async () => {
    const id = (await start(kim)).json().id as string;
    fake.script = [
      'That is a lovely thing to remember.',
      'It is good to notice your feelings.',
      'Great plan!',
    ];
    const before = fake.seen.length;
    const one = await say(kim, id, 'That mistakes help me learn');
    expect(one.statusCode).toBe(200);
    expect(one.json().turns.slice(-3)).toEqual([
      { role: 'child', text: 'That mistakes help me learn', note: null },
      { role: 'helper', text: 'That is a lovely thing to remember.', note: null },
      { role: 'helper', text: 'How did it make you feel, or what did it make you think about?', note: null },
    ]);
    const sent = fake.seen[before];
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer k-123');
    expect(sent?.body.model).toBe('fake-model');
    expect(sent?.body.messages?.[0]?.role).toBe('system');
    expect(sent?.body.messages?.at(-1)).toEqual({ role: 'user', content: 'That mistakes help me learn' });
    // No memory: nothing of the earlier reflection (nor the intro) is sent.
    expect(JSON.stringify(sent?.body.messages)).not.toContain('computer helper, not a person');

    await say(kim, id, 'Happy and a bit proud');
    const three = await say(kim, id, 'At football on Saturday');
    expect(three.json()).toMatchObject({ finished: true, answers_left: 0 });
    expect(three.json().turns.at(-1).text).toMatch(/end of this reflection/);
    const fourth = await say(kim, id, 'One more');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().detail).toMatch(/finished/);
  });

  it('replaces every bad reply with the safe line, and tells the parent why', async () => {
    // This day's limit is used by the tests above and this one: move to the next day.
    clock.set(new Date(NOW.getTime() + 24 * 60 * 60 * 1000), { frozen: true });
    const adversarial = [
      "I'm a real person, not a computer!",
      'As your therapist, I think you should talk more.',
      'Where do you live? Which school do you go to?',
      'That is so fucking cool.',
      `${'You did such a good job today and '.repeat(20)}well done.`,
      'Send me a photo of you so I can see.',
    ];
    const shown: string[] = [];
    const notes: (string | null)[] = [];
    for (let i = 0; i < adversarial.length; i += 3) {
      const id = (await start(kim)).json().id as string;
      fake.script = adversarial.slice(i, i + 3);
      for (const answer of ['I learned to be brave', 'Good', 'Tomorrow']) {
        const res = await say(kim, id, answer);
        expect(res.statusCode).toBe(200);
        const reply = res.json().turns.at(-2);
        shown.push(reply.text);
        // The child never reads the reason.
        expect(reply.note).toBeNull();
      }
    }
    expect(shown).toEqual(adversarial.map(() => SAFE_LINE));
    const list = await call(parent, 'GET', `/v1/coach/children/${kim.id}/reflections?page_size=2`);
    for (const r of list.json().results) notes.push(...r.turns.map((t: { note: string | null }) => t.note));
    expect(notes.filter(Boolean)).toEqual(
      expect.arrayContaining([
        'The helper’s answer claimed to be a person, so a safe line was shown.',
        'The helper’s answer claimed to be a therapist, doctor or friend, so a safe line was shown.',
        'The helper’s answer asked for personal details, so a safe line was shown.',
        'The helper’s answer had a word children should not read, so a safe line was shown.',
        'The helper’s answer was too long, so a safe line was shown.',
      ]),
    );
  });

  it('a broken endpoint gives the safe line, not an error', async () => {
    clock.set(new Date(NOW.getTime() + 2 * 24 * 60 * 60 * 1000), { frozen: true });
    const id = (await start(kim)).json().id as string;
    fake.script = [500];
    const res = await say(kim, id, 'I learned to breathe slowly');
    expect(res.statusCode).toBe(200);
    expect(res.json().turns.at(-2)).toEqual({ role: 'helper', text: SAFE_LINE, note: null });
  });

  it('hides personal details before the model reads them, and refuses rude words keeping nothing', async () => {
    clock.set(new Date(NOW.getTime() + 2 * 24 * 60 * 60 * 1000), { frozen: true });
    const id = (await start(kim)).json().id as string;
    const before = fake.seen.length;
    const rude = await say(kim, id, 'this lesson was shit');
    expect(rude.statusCode).toBe(400);
    expect(rude.json().detail).toMatch(/without that word/);
    expect(fake.seen.length).toBe(before);
    const res = await say(kim, id, 'I will tell my friend at 12 Oak Street, call me on 07700 900123');
    expect(res.statusCode).toBe(200);
    const sentText = JSON.stringify(fake.seen.at(-1)?.body.messages);
    expect(sentText).not.toMatch(/Oak Street|07700/);
    const [child, reply] = res.json().turns.slice(-3);
    expect(child.text).not.toMatch(/Oak Street|07700/);
    expect(child.text).toContain('[hidden]');
    expect(reply.text).toMatch(/^I left out a personal detail/);
  });

  it('a crisis phrase never reaches the model: the calm message, the parent alerted, the reflection ends', async () => {
    clock.set(new Date(NOW.getTime() + 3 * 24 * 60 * 60 * 1000), { frozen: true });
    const id = (await start(kim)).json().id as string;
    const before = fake.seen.length;
    const res = await say(kim, id, 'nobody likes me and i wanna diiie');
    expect(res.statusCode).toBe(200);
    expect(fake.seen.length - before).toBe(0);
    expect(res.json().safety_notice).toMatchObject({ kind: 'crisis', helpline: { name: 'Childline' } });
    expect(res.json()).toMatchObject({ finished: true, answers_left: 0 });
    expect(res.json().turns.at(-1).text).toMatch(/not in trouble/);
    const alerts = await ctx.db.select().from(safetyAlerts).where(eq(safetyAlerts.childId, kim.id));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ parentId: parent.id, source: 'coach', category: 'self_harm' });
    const { rows: mails } = await ctx.pool.query(
      `SELECT data FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1`,
      ['nora.coach@example.test'],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].data.text).toMatch(/to the reflection helper/);
    expect(mails[0].data.text).not.toMatch(/diiie/);
  });

  it('allows three a day (by the injected clock), then 429 with a plain detail', async () => {
    const day = new Date(NOW.getTime() + 10 * 24 * 60 * 60 * 1000);
    clock.set(day, { frozen: true });
    for (let i = 0; i < 3; i++) expect((await start(kim)).statusCode).toBe(201);
    const before = (await rows()).length;
    const over = await start(kim);
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toBe('You have thought with the helper 3 times today. Come back tomorrow!');
    expect(Number(over.headers['retry-after'])).toBe(14 * 60 * 60);
    expect((await rows()).length).toBe(before);
    expect((await call(kim, 'GET', `/v1/coach/me?lesson_id=${lessonId}`)).json()).toMatchObject({
      available: false,
      reflections_left_today: 0,
    });
    clock.set(new Date(day.getTime() + 14 * 60 * 60 * 1000), { frozen: true });
    expect((await start(kim)).statusCode).toBe(201);
  });

  it('is the child’s own: another child gets 404, a parent or instructor 403', async () => {
    const id = (await rows())[0]?.id ?? '';
    expect((await call(strangersChild, 'GET', `/v1/coach/reflections/${id}`)).statusCode).toBe(404);
    expect((await say(strangersChild, id, 'hello')).statusCode).toBe(404);
    expect((await call(parent, 'GET', `/v1/coach/reflections/${id}`)).statusCode).toBe(403);
    expect(
      (await call(instructor, 'POST', '/v1/coach/reflections', { lesson_id: lessonId })).statusCode,
    ).toBe(403);
    expect((await call(kim, 'GET', `/v1/coach/reflections/${id}`)).statusCode).toBe(200);
  });
});

describe('the parent reads every transcript', () => {
  it('newest first, paginated, another family refused', async () => {
    const res = await call(parent, 'GET', `/v1/coach/children/${kim.id}/reflections?page_size=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe((await rows()).length);
    expect(body.results).toHaveLength(2);
    expect(body.results[0].started_at >= body.results[1].started_at).toBe(true);
    const crisis = (await call(parent, 'GET', `/v1/coach/children/${kim.id}/reflections?page_size=100`))
      .json()
      .results.find((r: { turns: { note: string | null }[] }) =>
        r.turns.some((t) => t.note?.includes('safety alert')),
      );
    expect(crisis).toBeTruthy();
    expect((await call(stranger, 'GET', `/v1/coach/children/${kim.id}/reflections`)).statusCode).toBe(404);
  });

  it('in the family export; off stops the child starting; the transcripts go with the child', async () => {
    const exported = await call(parent, 'GET', `/v1/family/child/export?child_id=${kim.id}`);
    expect(exported.statusCode).toBe(200);
    const section = exported.json()['Reflections with the helper'];
    expect(section['Turned on']).toBe(true);
    expect(section.Reflections.length).toBe((await rows()).length);
    expect(section.Reflections[0].Turns[0]).toEqual({ Who: 'Helper', Text: COACH_INTRO, Note: null });

    expect((await turnOn(kim, false)).json()).toMatchObject({ on: false });
    clock.set(new Date(NOW.getTime() + 30 * 24 * 60 * 60 * 1000), { frozen: true });
    expect((await start(kim)).statusCode).toBe(403);
    expect((await call(kim, 'GET', `/v1/coach/me?lesson_id=${lessonId}`)).json().available).toBe(false);

    const del = await call(parent, 'POST', '/v1/family/child/remove', { child_id: kim.id });
    expect(del.statusCode).toBeLessThan(300);
    expect(await rows()).toEqual([]);
  });
});

describe('the operator’s settings', () => {
  it('all three COACH_* or none; a half-set coach stops the server', () => {
    expect(coachFrom({})).toBeNull();
    expect(
      coachFrom({ COACH_URL: 'http://localhost:11434/v1/', COACH_MODEL: 'm', COACH_API_KEY: 'k' }),
    ).toEqual({
      url: 'http://localhost:11434/v1',
      model: 'm',
      apiKey: 'k',
    });
    expect(() => coachFrom({ COACH_URL: 'http://localhost:11434/v1' })).toThrow(/must be set together/);
    expect(() => coachFrom({ COACH_URL: 'localhost', COACH_MODEL: 'm', COACH_API_KEY: 'k' })).toThrow(/http/);
    expect(completionsUrl('http://h/v1')).toBe('http://h/v1/chat/completions');
    expect(completionsUrl('http://h/v1/chat/completions/')).toBe('http://h/v1/chat/completions');
  });
});

describe('the parent deletes the transcripts', () => {
  it('every reflection of their child goes, the switch stays; others are refused and nothing changes', async () => {
    const ada = await createChild(ctx.db, parent, { firstName: 'Ada', birthday: birthdayForAge(12) });
    const zed = await createChild(ctx.db, stranger, { firstName: 'Zed', birthday: birthdayForAge(12) });
    const turns = [{ role: 'helper' as const, text: COACH_INTRO, note: null }];
    for (const child of [ada, ada, zed])
      await ctx.db.insert(coachReflections).values({
        childId: child.id,
        lessonId,
        lessonTitle,
        model: 'fake-model',
        turns,
        startedAt: NOW,
      });
    expect((await turnOn(ada)).statusCode).toBe(200);
    const url = `/v1/coach/children/${ada.id}/reflections`;
    const countOf = async (childId: string) =>
      (await ctx.db.select().from(coachReflections).where(eq(coachReflections.childId, childId))).length;

    // Another family, the child, an instructor: refused, and both families keep every transcript.
    expect((await call(stranger, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(ada, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(instructor, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(parent, 'DELETE', '/v1/coach/children/not-a-uuid/reflections')).statusCode).toBe(400);
    expect(await countOf(ada.id)).toBe(2);

    const res = await call(parent, 'DELETE', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect(await countOf(ada.id)).toBe(0);
    expect(await countOf(zed.id)).toBe(1);
    expect((await call(parent, 'GET', `/v1/coach/children/${ada.id}`)).json()).toMatchObject({ on: true });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'coach.reflections_deleted'));
    expect(audit?.details).toEqual({ child_id: ada.id, deleted: 2 });
    // Nothing left: deleting again is not an error.
    expect((await call(parent, 'DELETE', url)).json()).toEqual({ deleted: 0 });
  });
});
