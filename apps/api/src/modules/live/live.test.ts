import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { now as clockNow, resetClock, setClock } from '../../clock.ts';
import { authAs, createChild, createParent, createUser, type FixtureUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { insertTestCourse } from '../learning/test-courses.ts';
import { depsOf, markMeeting, sendReminders } from './service.ts';
import { liveMeetings, liveRegistrations } from './tables.ts';

// Live learning's schedule through HTTP on a real PostgreSQL (decision 030): sessions, the lists,
// registration with capacity and a waitlist, the calendar file, the library and the reminders.

const NOW = new Date('2030-03-04T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

let t: TestContext;
let host: FixtureUser;
let otherHost: FixtureUser;
let admin: FixtureUser;
let parent: FixtureUser;
let mia: FixtureUser; // 9
let leo: FixtureUser; // 12
let otherParent: FixtureUser;
let sam: FixtureUser;

beforeAll(async () => {
  t = await createTestApp();
  host = await createUser(t.db, { type: 'instructor', firstName: 'Grace', lastName: 'Host' });
  otherHost = await createUser(t.db, { type: 'instructor', firstName: 'Other', lastName: 'Host' });
  admin = await createUser(t.db, { type: 'admin', firstName: 'Ada', lastName: 'Admin' });
  parent = await createParent(t.db, { firstName: 'Emma', email: `emma-${Date.now()}@example.test` });
  mia = await createChild(t.db, parent, { firstName: 'Mia', birthday: '2020-11-01' });
  leo = await createChild(t.db, parent, { firstName: 'Leo', birthday: '2017-11-01' });
  otherParent = await createParent(t.db, { firstName: 'Olga' });
  sam = await createChild(t.db, otherParent, { firstName: 'Sam', birthday: '2020-06-01' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => setClock(NOW, { frozen: true }));
afterEach(() => resetClock());

async function call(
  user: FixtureUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const headers = user ? await authAs(t.app, user) : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

const valid = (over: object = {}) => ({
  name: 'Brave voices',
  description: 'We practise saying what we feel.',
  kind: 'webinar',
  starts_at: iso(3 * DAY),
  duration_minutes: 45,
  timezone: 'Europe/London',
  ...over,
});

async function create(
  over: object = {},
  as: FixtureUser = host,
): Promise<{ id: string; [k: string]: unknown }> {
  const res = await call(as, 'POST', '/v1/instructor/meetings/create', valid(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const meetingCount = async () => (await t.db.select({ id: liveMeetings.id }).from(liveMeetings)).length;

async function reminderJobs(meetingId: string) {
  const { rows } = await t.pool.query<{ data: { kind: string; startsAt: string }; start_after: Date }>(
    `SELECT data, start_after FROM pgboss.job WHERE name = 'live.reminder' AND data->>'meetingId' = $1
      ORDER BY start_after`,
    [meetingId],
  );
  return rows.map((r) => ({ kind: r.data.kind, startsAt: r.data.startsAt, at: r.start_after.toISOString() }));
}

async function mailsTo(email: string) {
  const { rows } = await t.pool.query<{ data: { subject: string; text: string } }>(
    `SELECT data FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1 ORDER BY created_on`,
    [email],
  );
  return rows.map((r) => r.data);
}

describe('scheduling a session', () => {
  it('creates a webinar (201) with the pinned shape, defaults and the host', async () => {
    const res = await call(
      host,
      'POST',
      '/v1/instructor/meetings/create',
      valid({ starts_at: '2030-03-07T16:15:00+01:00' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json();
    expect(Object.keys(m).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'kind',
        'starts_at',
        'ends_at',
        'duration_minutes',
        'timezone',
        'cover_image',
        'video',
        'status',
        'capacity',
        'registered_count',
        'age_min',
        'age_max',
        'host',
      ].sort(),
    );
    expect(m).toMatchObject({
      name: 'Brave voices',
      kind: 'webinar',
      starts_at: '2030-03-07T15:15:00.000Z',
      ends_at: '2030-03-07T16:00:00.000Z',
      duration_minutes: 45,
      timezone: 'Europe/London',
      cover_image: null,
      video: null,
      status: 'scheduled',
      capacity: 30,
      registered_count: 0,
      age_min: 6,
      age_max: 14,
      host: { id: host.id, name: 'Grace Host' },
    });
  });

  it('refuses bad input with a plain 400 and stores nothing', async () => {
    const before = await meetingCount();
    const cases: [object, string][] = [
      [{ starts_at: iso(3 * DAY + 10 * 60 * 1000) }, '15-minute step'],
      [{ starts_at: iso(3 * DAY + 1000) }, '15-minute step'],
      [{ starts_at: 'next tuesday' }, 'date and time'],
      [{ starts_at: iso(-DAY) }, 'in the future'],
      [{ duration_minutes: 5 }, 'at least 15 minutes'],
      [{ duration_minutes: 600 }, 'at most 180 minutes'],
      [{ timezone: 'Mars/Olympus' }, 'time zone'],
      [{ capacity: 0 }, 'at least one place'],
      [{ capacity: 501 }, 'at most 500'],
      [{ age_min: 12, age_max: 8 }, 'youngest age'],
      [{ age_min: 3 }, 'aged 6 to 14'],
      [{ kind: 'party' }, ''],
      [{ name: '   ' }, 'name'],
      [{ cover_image: 'javascript:alert(1)' }, 'cover'],
    ];
    for (const [over, words] of cases) {
      const res = await call(host, 'POST', '/v1/instructor/meetings/create', valid(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().detail).toContain(words);
    }
    expect(await meetingCount()).toBe(before);
  });

  it('attaches only the host’s own course (another’s is a 404); admins may attach any', async () => {
    const own = await insertTestCourse(t.db, { instructorId: host.id, title: 'Own course' });
    const theirs = await insertTestCourse(t.db, { instructorId: otherHost.id, title: 'Their course' });
    await create({ course_id: own.id });
    const before = await meetingCount();
    const res = await call(host, 'POST', '/v1/instructor/meetings/create', valid({ course_id: theirs.id }));
    expect(res.statusCode).toBe(404);
    expect(await meetingCount()).toBe(before);
    await create({ course_id: theirs.id }, admin);
  });

  it('is for hosts: parents and children 403, anonymous 401', async () => {
    for (const who of [parent, mia]) {
      expect((await call(who, 'POST', '/v1/instructor/meetings/create', valid())).statusCode).toBe(403);
      expect((await call(who, 'GET', '/v1/instructor/meetings/webinar/list')).statusCode).toBe(403);
    }
    expect((await call(null, 'POST', '/v1/instructor/meetings/create', valid())).statusCode).toBe(401);
  });

  it('queues the two reminders at 24 hours and 15 minutes before the start', async () => {
    const m = await create({ starts_at: iso(2 * DAY) });
    expect(await reminderJobs(m.id)).toEqual([
      { kind: '24h', startsAt: iso(2 * DAY), at: iso(DAY) },
      { kind: '15m', startsAt: iso(2 * DAY), at: iso(2 * DAY - 15 * 60 * 1000) },
    ]);
    // Less than a day ahead: only the 15-minute reminder.
    const soon = await create({ starts_at: iso(2 * HOUR) });
    expect((await reminderJobs(soon.id)).map((j) => j.kind)).toEqual(['15m']);
  });
});

describe('changing and cancelling a session', () => {
  it('updates the host’s own session; another instructor gets 404, an admin may', async () => {
    const m = await create();
    const res = await call(host, 'PATCH', `/v1/instructor/meetings/update/${m.id}`, {
      name: 'Braver voices',
      capacity: 12,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Braver voices',
      capacity: 12,
      description: 'We practise saying what we feel.',
    });
    const theirs = await call(otherHost, 'PATCH', `/v1/instructor/meetings/update/${m.id}`, {
      name: 'Mine now',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe('We could not find that session.');
    expect((await call(otherHost, 'DELETE', `/v1/instructor/meetings/${m.id}`)).statusCode).toBe(404);
    expect((await call(otherHost, 'GET', `/v1/webinars/${m.id}/calendar.ics`)).statusCode).toBe(404);
    const byAdmin = await call(admin, 'PATCH', `/v1/instructor/meetings/update/${m.id}`, { age_min: 8 });
    expect(byAdmin.statusCode).toBe(200);
    const [row] = await t.db.select().from(liveMeetings).where(eq(liveMeetings.id, m.id));
    expect(row?.name).toBe('Braver voices');
    expect(row?.ageMin).toBe(8);
  });

  it('refuses bad changes (400/409) and changes nothing', async () => {
    const m = await create({ capacity: 2, age_max: 12 });
    await call(parent, 'POST', `/v1/webinars/${m.id}/register`, { child_id: mia.id });
    await call(parent, 'POST', `/v1/webinars/${m.id}/register`, { child_id: leo.id });
    const [before] = await t.db.select().from(liveMeetings).where(eq(liveMeetings.id, m.id));
    for (const [body, status] of [
      [{}, 400],
      [{ starts_at: iso(DAY + 7 * 60 * 1000) }, 400],
      [{ age_min: 13 }, 400],
      [{ capacity: 1 }, 409],
    ] as const) {
      const res = await call(host, 'PATCH', `/v1/instructor/meetings/update/${m.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().detail).toBeTruthy();
    }
    expect(
      (await call(host, 'PATCH', `/v1/instructor/meetings/update/${m.id}`, { capacity: 1 })).json().detail,
    ).toBe('2 children are registered already, so the session needs at least 2 places.');
    const [after] = await t.db.select().from(liveMeetings).where(eq(liveMeetings.id, m.id));
    expect(after).toEqual(before);
  });

  it('moving a session queues reminders for the new time; the old ones send nothing', async () => {
    const m = await create({ starts_at: iso(3 * DAY) });
    await call(parent, 'POST', `/v1/webinars/${m.id}/register`, { child_id: mia.id });
    const moved = await call(host, 'PATCH', `/v1/instructor/meetings/update/${m.id}`, {
      starts_at: iso(4 * DAY),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const jobs = await reminderJobs(m.id);
    expect(jobs.filter((j) => j.startsAt === iso(4 * DAY)).map((j) => j.at)).toEqual([
      iso(3 * DAY),
      iso(4 * DAY - 15 * 60 * 1000),
    ]);
    const deps = depsOf(t.app);
    setClock(new Date(NOW.getTime() + 2 * DAY), { frozen: true });
    expect(await sendReminders(deps, { meetingId: m.id, kind: '24h', startsAt: iso(3 * DAY) })).toBe(0);
    setClock(new Date(NOW.getTime() + 3 * DAY), { frozen: true });
    expect(await sendReminders(deps, { meetingId: m.id, kind: '24h', startsAt: iso(4 * DAY) })).toBe(1);
  });

  it('DELETE cancels (204): gone from every list, families told, reminders send nothing, twice is fine', async () => {
    const m = await create({ name: 'To be cancelled' });
    const reg = await call(parent, 'POST', `/v1/webinars/${m.id}/register`, { child_id: mia.id });
    expect(reg.statusCode).toBe(201);
    const res = await call(host, 'DELETE', `/v1/instructor/meetings/${m.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [row] = await t.db
      .select({ status: liveMeetings.status })
      .from(liveMeetings)
      .where(eq(liveMeetings.id, m.id));
    expect(row?.status).toBe('cancelled');
    const hostList = (await call(host, 'GET', '/v1/instructor/meetings/webinar/list?page_size=100')).json();
    expect(hostList.results.map((r: { id: string }) => r.id)).not.toContain(m.id);
    const miaList = (await call(mia, 'GET', '/v1/course/list/webinar?page_size=100')).json();
    expect(miaList.results.map((r: { id: string }) => r.id)).not.toContain(m.id);
    const library = (await call(mia, 'GET', '/v1/router/user/library')).json();
    expect(library.webinars.map((w: { id: string }) => w.id)).not.toContain(m.id);
    expect((await mailsTo(parent.email ?? '')).map((mail) => mail.subject)).toContain(
      'Cancelled: To be cancelled',
    );
    setClock(new Date(NOW.getTime() + 3 * DAY - 15 * 60 * 1000), { frozen: true });
    expect(await sendReminders(depsOf(t.app), { meetingId: m.id, kind: '15m', startsAt: iso(3 * DAY) })).toBe(
      0,
    );
    expect((await call(host, 'DELETE', `/v1/instructor/meetings/${m.id}`)).statusCode).toBe(204);
    expect(
      (await call(host, 'PATCH', `/v1/instructor/meetings/update/${m.id}`, { name: 'Back' })).statusCode,
    ).toBe(409);
    expect(
      (await call(parent, 'POST', `/v1/webinars/${m.id}/register`, { child_id: leo.id })).statusCode,
    ).toBe(409);
    const ics = await call(parent, 'GET', `/v1/webinars/${m.id}/calendar.ics`);
    expect(ics.body).toContain('STATUS:CANCELLED');
  });
});

describe('the lists', () => {
  it('the host’s list: upcoming soonest first, past latest first, by kind, paged; an admin sees everyone’s', async () => {
    const h = await createUser(t.db, { type: 'instructor', firstName: 'Lister' });
    const a = await create({ starts_at: iso(2 * DAY), name: 'A' }, h);
    const b = await create({ starts_at: iso(DAY), name: 'B', kind: 'livestream' }, h);
    const c = await create({ starts_at: iso(5 * DAY), name: 'C' }, h);
    // Two past sessions, written as they would stand after taking place.
    const past = async (name: string, ms: number) => {
      const p = await create({ name }, h);
      await t.db
        .update(liveMeetings)
        .set({ startsAt: new Date(NOW.getTime() + ms) })
        .where(eq(liveMeetings.id, p.id));
      return p;
    };
    const p1 = await past('P1', -3 * DAY);
    const p2 = await past('P2', -DAY);
    const page1 = (await call(h, 'GET', '/v1/instructor/meetings/webinar/list?page=1&page_size=2')).json();
    expect(page1).toMatchObject({ count: 3, page: 1, page_size: 2 });
    expect(page1.results.map((r: { id: string }) => r.id)).toEqual([b.id, a.id]);
    const page2 = (await call(h, 'GET', '/v1/instructor/meetings/webinar/list?page=2&page_size=2')).json();
    expect(page2.results.map((r: { id: string }) => r.id)).toEqual([c.id]);
    const streams = (await call(h, 'GET', '/v1/instructor/meetings/webinar/list?kind=livestream')).json();
    expect(streams.results.map((r: { id: string }) => r.id)).toEqual([b.id]);
    const pastList = (await call(h, 'GET', '/v1/instructor/meetings/webinar/list?when=past')).json();
    expect(pastList.results.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      [p2.id, 'ended'],
      [p1.id, 'ended'],
    ]);
    const empty = (await call(host, 'GET', '/v1/instructor/meetings/webinar/list?page_size=100')).json();
    expect(empty.results.map((r: { id: string }) => r.id)).not.toContain(a.id);
    const all = (await call(admin, 'GET', '/v1/instructor/meetings/webinar/list?page_size=100')).json();
    expect(all.results.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    for (const q of ['when=later', 'kind=party', 'page=0', 'page_size=1000'])
      expect((await call(h, 'GET', `/v1/instructor/meetings/webinar/list?${q}`)).statusCode).toBe(400);
  });

  it('a live session the host never ended is shown as over an hour after its end, not live for ever', async () => {
    const h = await createUser(t.db, { type: 'instructor', firstName: 'Forgetful' });
    const m = await create({ starts_at: iso(DAY), duration_minutes: 30 }, h);
    await markMeeting(t.db, m.id, 'live', new Date(NOW.getTime() + DAY));
    const statusAt = async (ms: number) => {
      setClock(new Date(NOW.getTime() + ms), { frozen: true });
      const list = (await call(h, 'GET', '/v1/instructor/meetings/webinar/list?when=past')).json();
      const upcoming = (await call(h, 'GET', '/v1/instructor/meetings/webinar/list')).json();
      return [...list.results, ...upcoming.results].find((r: { id: string }) => r.id === m.id)?.status;
    };
    expect(await statusAt(DAY + 10 * 60 * 1000)).toBe('live');
    expect(await statusAt(DAY + 30 * 60 * 1000 + HOUR - 1000)).toBe('live');
    expect(await statusAt(DAY + 30 * 60 * 1000 + HOUR)).toBe('ended');
  });

  it('the family list: the child’s ages, upcoming or recorded, with the child’s place', async () => {
    const young = await create({ name: 'For 6 to 9', age_min: 6, age_max: 9, starts_at: iso(2 * DAY) });
    const old = await create({ name: 'For 11 to 14', age_min: 11, age_max: 14, starts_at: iso(2 * DAY) });
    const recorded = await create({ name: 'Recorded', starts_at: iso(DAY) });
    const unrecorded = await create({ name: 'Unrecorded', starts_at: iso(DAY) });
    await t.db
      .update(liveMeetings)
      .set({ startsAt: new Date(NOW.getTime() - 2 * DAY), video: '/v1/files/videos/recorded.webm' })
      .where(eq(liveMeetings.id, recorded.id));
    await t.db
      .update(liveMeetings)
      .set({ startsAt: new Date(NOW.getTime() - 2 * DAY) })
      .where(eq(liveMeetings.id, unrecorded.id));
    expect(
      (await call(parent, 'POST', `/v1/webinars/${young.id}/register`, { child_id: mia.id })).statusCode,
    ).toBe(201);

    const ids = (body: { results: { id: string }[] }) => body.results.map((r) => r.id);
    const asMia = (await call(mia, 'GET', '/v1/course/list/webinar?page=1&page_size=100')).json();
    expect(ids(asMia)).toContain(young.id);
    expect(ids(asMia)).toContain(recorded.id);
    expect(ids(asMia)).not.toContain(old.id);
    expect(ids(asMia)).not.toContain(unrecorded.id);
    // Upcoming first, then recordings.
    expect(ids(asMia).indexOf(recorded.id)).toBeGreaterThan(ids(asMia).indexOf(young.id));
    const youngForMia = asMia.results.find((r: { id: string }) => r.id === young.id);
    expect(youngForMia).toMatchObject({ registration: 'registered', registered_count: 1 });

    const forLeo = (
      await call(parent, 'GET', `/v1/course/list/webinar?child_id=${leo.id}&page_size=100`)
    ).json();
    expect(ids(forLeo)).toContain(old.id);
    expect(ids(forLeo)).not.toContain(young.id);
    expect(forLeo.results.find((r: { id: string }) => r.id === old.id).registration).toBeNull();
    const anyChild = (await call(parent, 'GET', '/v1/course/list/webinar?page_size=100')).json();
    expect(ids(anyChild)).toEqual(expect.arrayContaining([young.id, old.id]));

    expect((await call(parent, 'GET', `/v1/course/list/webinar?child_id=${sam.id}`)).statusCode).toBe(404);
    expect((await call(mia, 'GET', `/v1/course/list/webinar?child_id=${leo.id}`)).statusCode).toBe(404);
    expect((await call(host, 'GET', '/v1/course/list/webinar')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/v1/course/list/webinar')).statusCode).toBe(401);
    expect((await call(parent, 'GET', '/v1/course/list/webinar?child_id=nope')).statusCode).toBe(400);
  });
});

describe('registration', () => {
  it('fills the places, then the waitlist; a freed place goes to the first child waiting', async () => {
    const m = await create({ capacity: 1, age_min: 6, age_max: 14 });
    const first = await call(parent, 'POST', `/v1/webinars/${m.id}/register`, { child_id: mia.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: 'registered' });
    const second = await call(otherParent, 'POST', `/v1/webinars/${m.id}/register`, { child_id: sam.id });
    expect(second.json()).toEqual({ status: 'waitlisted' });
    const third = await call(parent, 'POST', `/v1/webinars/${m.id}/register`, { child_id: leo.id });
    expect(third.json()).toEqual({ status: 'waitlisted' });
    // Again: the place the child has, 200, nothing added.
    const again = await call(parent, 'POST', `/v1/webinars/${m.id}/register`, { child_id: mia.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'registered' });

    const gone = await call(parent, 'DELETE', `/v1/webinars/${m.id}/register/${mia.id}`);
    expect(gone.statusCode).toBe(204);
    const rows = await t.db
      .select({ childId: liveRegistrations.childId, status: liveRegistrations.status })
      .from(liveRegistrations)
      .where(eq(liveRegistrations.meetingId, m.id));
    expect(Object.fromEntries(rows.map((r) => [r.childId, r.status]))).toEqual({
      [sam.id]: 'registered',
      [leo.id]: 'waitlisted',
    });
    // Taking back a place that is not there is not an error.
    expect((await call(parent, 'DELETE', `/v1/webinars/${m.id}/register/${mia.id}`)).statusCode).toBe(204);
    // More places move the waitlist up.
    await call(host, 'PATCH', `/v1/instructor/meetings/update/${m.id}`, { capacity: 2 });
    const [leoRow] = await t.db
      .select({ status: liveRegistrations.status })
      .from(liveRegistrations)
      .where(eq(liveRegistrations.childId, leo.id));
    expect(leoRow?.status).toBe('registered');
  });

  it('a parent registers only their own child; children and hosts may not; bad input changes nothing', async () => {
    const m = await create();
    const count = async () =>
      (await t.db.select().from(liveRegistrations).where(eq(liveRegistrations.meetingId, m.id))).length;
    const foreign = await call(parent, 'POST', `/v1/webinars/${m.id}/register`, { child_id: sam.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('We could not find this child in your family.');
    expect((await call(parent, 'DELETE', `/v1/webinars/${m.id}/register/${sam.id}`)).statusCode).toBe(404);
    expect((await call(mia, 'POST', `/v1/webinars/${m.id}/register`, { child_id: mia.id })).statusCode).toBe(
      403,
    );
    expect((await call(host, 'POST', `/v1/webinars/${m.id}/register`, { child_id: mia.id })).statusCode).toBe(
      403,
    );
    expect((await call(null, 'POST', `/v1/webinars/${m.id}/register`, { child_id: mia.id })).statusCode).toBe(
      401,
    );
    for (const body of [{}, { child_id: 'mia' }])
      expect((await call(parent, 'POST', `/v1/webinars/${m.id}/register`, body)).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(parent, 'POST', `/v1/webinars/${unknown}/register`, { child_id: mia.id })).statusCode,
    ).toBe(404);
    expect(await count()).toBe(0);
  });

  it('refuses a child outside the age range, and a session that has started (409)', async () => {
    const teens = await create({ age_min: 11, age_max: 14 });
    const res = await call(parent, 'POST', `/v1/webinars/${teens.id}/register`, { child_id: mia.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This session is for children aged 11 to 14, and Mia is 9.');
    const started = await create({ starts_at: iso(HOUR) });
    setClock(new Date(NOW.getTime() + HOUR + 5 * 60 * 1000), { frozen: true });
    expect(
      (await call(parent, 'POST', `/v1/webinars/${started.id}/register`, { child_id: mia.id })).statusCode,
    ).toBe(409);
  });
});

describe('reminders', () => {
  it('mail the registered children’s parent once per reminder; waitlisted and unregistered get none', async () => {
    const family = await createParent(t.db, { firstName: 'Rita', email: `rita-${Date.now()}@example.test` });
    const kid = await createChild(t.db, family, { firstName: 'Ravi', birthday: '2020-01-01' });
    const waiting = await createParent(t.db, { firstName: 'Will', email: `will-${Date.now()}@example.test` });
    const waitingKid = await createChild(t.db, waiting, { firstName: 'Wren', birthday: '2020-01-01' });
    const m = await create({ name: 'Calm corner', starts_at: iso(2 * DAY), capacity: 1 });
    await call(family, 'POST', `/v1/webinars/${m.id}/register`, { child_id: kid.id });
    await call(waiting, 'POST', `/v1/webinars/${m.id}/register`, { child_id: waitingKid.id });
    const deps = depsOf(t.app);
    setClock(new Date(NOW.getTime() + DAY), { frozen: true });
    const job = { meetingId: m.id, kind: '24h' as const, startsAt: iso(2 * DAY) };
    expect(await sendReminders(deps, job)).toBe(1);
    expect(await sendReminders(deps, job)).toBe(0);
    const mails = await mailsTo(family.email ?? '');
    expect(mails.map((mail) => mail.subject)).toEqual(['Calm corner starts tomorrow']);
    expect(mails[0]?.text).toContain('Ravi’s webinar “Calm corner” starts tomorrow');
    expect(mails[0]?.text).toContain('(GMT)');
    expect(await mailsTo(waiting.email ?? '')).toEqual([]);
    // The job queued through pg-boss runs the same way (it waits for its time there).
    expect((await reminderJobs(m.id)).map((j) => j.kind)).toEqual(['24h', '15m']);
  });

  it('a cancelled session sends nothing', async () => {
    const family = await createParent(t.db, { firstName: 'Cara', email: `cara-${Date.now()}@example.test` });
    const kid = await createChild(t.db, family, { firstName: 'Cody', birthday: '2020-01-01' });
    const m = await create({ starts_at: iso(2 * DAY) });
    await call(family, 'POST', `/v1/webinars/${m.id}/register`, { child_id: kid.id });
    await call(host, 'DELETE', `/v1/instructor/meetings/${m.id}`);
    setClock(new Date(NOW.getTime() + 2 * DAY - 15 * 60 * 1000), { frozen: true });
    for (const kind of ['24h', '15m'] as const)
      expect(await sendReminders(depsOf(t.app), { meetingId: m.id, kind, startsAt: iso(2 * DAY) })).toBe(0);
    expect((await mailsTo(family.email ?? '')).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Cancelled: /),
    ]);
  });
});

describe('the calendar file and the library', () => {
  it('serves text/calendar with one event in the host’s zone to the family and the host', async () => {
    const m = await create({
      name: 'Spring calm',
      starts_at: '2030-03-31T09:00:00Z',
      timezone: 'Europe/London',
    });
    for (const who of [parent, mia, host, admin]) {
      const res = await call(who, 'GET', `/v1/webinars/${m.id}/calendar.ics`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(res.body).toContain(`UID:live-${m.id}@youth-enrichments`);
      // After the clocks went forward (31 March 2030 01:00 UTC): 10:00 in London.
      expect(res.body).toContain('DTSTART;TZID=Europe/London:20300331T100000');
    }
    expect((await call(null, 'GET', `/v1/webinars/${m.id}/calendar.ics`)).statusCode).toBe(401);
  });

  it('lists the child’s registered sessions still to come in /v1/router/user/library', async () => {
    const m = await create({
      name: 'Library session',
      starts_at: iso(2 * DAY),
      cover_image: '/v1/media/covers/calm.svg',
    });
    await call(parent, 'POST', `/v1/webinars/${m.id}/register`, { child_id: leo.id });
    const asLeo = (await call(leo, 'GET', '/v1/router/user/library')).json();
    expect(asLeo.webinars).toContainEqual({
      id: m.id,
      title: 'Library session',
      starts_at: iso(2 * DAY),
      cover_url: '/v1/media/covers/calm.svg',
      video: null,
    });
    const asParent = (await call(parent, 'GET', '/v1/router/user/library')).json();
    expect(asParent.webinars.map((w: { id: string }) => w.id)).toContain(m.id);
    const asSam = (await call(sam, 'GET', '/v1/router/user/library')).json();
    expect(asSam.webinars.map((w: { id: string }) => w.id)).not.toContain(m.id);
    expect(clockNow().toISOString()).toBe(NOW.toISOString());
  });
});
