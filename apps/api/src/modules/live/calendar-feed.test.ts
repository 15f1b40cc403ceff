import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../clock.ts';
import { authAs, createChild, createParent, createUser, type FixtureUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

// A family's calendar feed on a real PostgreSQL: the parent's own address with a random secret (made
// once, the same on every asking), read with no sign-in by a calendar app, one VEVENT per registered
// session of the family's children (another family's and unregistered ones absent, a cancelled one
// marked so), and a reset that stops the old address.

const NOW = new Date('2030-03-04T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestContext;
let host: FixtureUser;
let parent: FixtureUser;
let mia: FixtureUser;
let otherParent: FixtureUser;
let sam: FixtureUser;

beforeAll(async () => {
  t = await createTestApp();
  host = await createUser(t.db, { type: 'instructor', firstName: 'Grace', lastName: 'Host' });
  parent = await createParent(t.db, { firstName: 'Emma' });
  mia = await createChild(t.db, parent, { firstName: 'Mia', birthday: '2020-11-01' });
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
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  const headers = user ? await authAs(t.app, user) : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

async function session(name: string, inMs: number, child?: FixtureUser, childParent = parent) {
  const res = await call(host, 'POST', '/v1/instructor/meetings/create', {
    name,
    kind: 'webinar',
    starts_at: new Date(NOW.getTime() + inMs).toISOString(),
    duration_minutes: 45,
    timezone: 'America/New_York',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  if (child) {
    const reg = await call(childParent, 'POST', `/v1/webinars/${id}/register`, { child_id: child.id });
    expect(reg.statusCode).toBe(201);
  }
  return id;
}

/** The path of the feed's address, as a calendar app would ask for it (no sign-in). */
const pathOf = (url: string) => new URL(url).pathname;

describe('the family calendar feed', () => {
  it('gives the parent one address, read without sign-in, with their children’s sessions only', async () => {
    const brave = await session('Brave voices', 3 * DAY, mia);
    const cancelled = await session('Called off', 4 * DAY, mia);
    await session('Not for us', 5 * DAY);
    await session('Sam’s class', 6 * DAY, sam, otherParent);
    expect((await call(host, 'DELETE', `/v1/instructor/meetings/${cancelled}`)).statusCode).toBe(204);

    const first = await call(parent, 'GET', '/v1/webinars/calendar-feed');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const { url } = first.json() as { url: string };
    expect(url).toMatch(/\/v1\/webinars\/feed\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
    // Not the bearer token, and the same address on every asking.
    expect(url).not.toContain((await authAs(t.app, parent)).authorization?.replace('Bearer ', '') ?? '-');
    expect((await call(parent, 'GET', '/v1/webinars/calendar-feed')).json()).toEqual({ url });

    const feed = await call(null, 'GET', pathOf(url));
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const ics = feed.body;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`UID:live-${brave}@youth-enrichments`);
    expect(ics).toContain('SUMMARY:Brave voices');
    expect(ics).toContain(`UID:live-${cancelled}@youth-enrichments`);
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).not.toContain('Not for us');
    expect(ics).not.toContain('Sam');
    expect(ics.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(ics).toContain('TZID:America/New_York');
    expect(ics).toContain('X-WR-CALNAME:Youth Enrichments webinars');
    // The same event as the session's own file.
    const single = await call(parent, 'GET', `/v1/webinars/${brave}/calendar.ics`);
    const event = (text: string) => text.slice(text.indexOf(`UID:live-${brave}`)).split('END:VEVENT')[0];
    expect(event(ics)).toBe(event(single.body));
  });

  it('a reset gives a new address and the old one finds nothing', async () => {
    const old = (await call(parent, 'GET', '/v1/webinars/calendar-feed')).json().url as string;
    const reset = await call(parent, 'POST', '/v1/webinars/calendar-feed/reset');
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json().url as string;
    expect(fresh).not.toBe(old);
    const gone = await call(null, 'GET', pathOf(old));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('This calendar address is not in use any more.');
    expect((await call(null, 'GET', pathOf(fresh))).statusCode).toBe(200);
    expect((await call(parent, 'GET', '/v1/webinars/calendar-feed')).json()).toEqual({ url: fresh });
  });

  it('refuses everyone but parents, and a malformed address changes nothing', async () => {
    for (const who of [mia, host]) {
      expect((await call(who, 'GET', '/v1/webinars/calendar-feed')).statusCode).toBe(403);
      expect((await call(who, 'POST', '/v1/webinars/calendar-feed/reset')).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/v1/webinars/calendar-feed')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/v1/webinars/feed/short/calendar.ics')).statusCode).toBe(400);
    // Another family's feed holds only their own child's sessions.
    const theirs = (await call(otherParent, 'GET', '/v1/webinars/calendar-feed')).json().url as string;
    const body = (await call(null, 'GET', pathOf(theirs))).body;
    expect(body).toContain('Sam’s class');
    expect(body).not.toContain('Brave voices');
  });
});
