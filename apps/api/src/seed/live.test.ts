import type { Library } from '@ye/contracts/learning';
import type { FamilyMeetingPage, MeetingPage } from '@ye/contracts/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../clock.ts';
import { users } from '../modules/auth/tables.ts';
import { authAs } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { seedDemo } from './demo.ts';

// The demo's live sessions, read through the API as the demo's people would (decision 030), on a
// clock set to an odd minute so the slots are really computed.

const NOW = new Date('2031-05-06T09:07:31Z');
const MINUTE = 60 * 1000;
let t: TestContext;
let byLogin: Map<string, { id: string; type: 'child' | 'parent' | 'instructor' }>;

beforeAll(async () => {
  setClock(NOW, { frozen: true });
  t = await createTestApp();
  expect(await seedDemo(t.db)).toBe(true);
  const rows = await t.db
    .select({ id: users.id, type: users.type, email: users.email, username: users.username })
    .from(users);
  byLogin = new Map(
    rows.map((u) => [
      u.email ?? u.username ?? '',
      { id: u.id, type: u.type as 'child' | 'parent' | 'instructor' },
    ]),
  );
});
afterAll(async () => {
  resetClock();
  await t?.close();
});

async function get<T>(login: string, url: string): Promise<T> {
  const who = byLogin.get(login);
  if (!who) throw new Error(`no ${login}`);
  const res = await t.app.inject({ method: 'GET', url, headers: await authAs(t.app, who) });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

describe('the demo’s live sessions', () => {
  it('gives Grace three upcoming sessions on 15-minute slots, one in the first hour, and a past one', async () => {
    const upcoming = await get<MeetingPage>('instructor@demo.test', '/v1/instructor/meetings/webinar/list');
    expect(upcoming.results.map((m) => [m.name, m.kind])).toEqual([
      ['Calm corner: breathing games', 'webinar'],
      ['Friendship circle live', 'livestream'],
      ['Brave voices: saying what you feel', 'webinar'],
    ]);
    for (const m of upcoming.results) expect(new Date(m.starts_at).getTime() % (15 * MINUTE)).toBe(0);
    const first = upcoming.results[0];
    expect(first?.starts_at).toBe('2031-05-06T09:45:00.000Z');
    expect(new Date(first?.starts_at ?? '').getTime() - NOW.getTime()).toBeLessThan(60 * MINUTE);
    const past = await get<MeetingPage>(
      'instructor@demo.test',
      '/v1/instructor/meetings/webinar/list?when=past',
    );
    expect(past.results.map((m) => [m.name, m.status, m.video])).toEqual([
      ['Kind words week', 'ended', null],
    ]);
    const other = await get<MeetingPage>('instructor2@demo.test', '/v1/instructor/meetings/webinar/list');
    expect(other.count).toBe(0);
  });

  it('registers Mia for the upcoming webinar and the first-hour one, shown in her list and library', async () => {
    const list = await get<FamilyMeetingPage>('mia', '/v1/course/list/webinar');
    const places = Object.fromEntries(list.results.map((m) => [m.name, m.registration]));
    expect(places).toEqual({
      'Calm corner: breathing games': 'registered',
      'Brave voices: saying what you feel': 'registered',
      'Friendship circle live': null,
    });
    const library = await get<Library>('mia', '/v1/router/user/library');
    expect(library.webinars.map((w) => w.title)).toEqual([
      'Calm corner: breathing games',
      'Brave voices: saying what you feel',
    ]);
  });
});
