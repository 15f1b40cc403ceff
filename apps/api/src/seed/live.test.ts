import fs from 'node:fs';
import type { Library } from '@ye/contracts/learning';
import type { FamilyMeetingPage, MeetingPage } from '@ye/contracts/live';
import type { AttendanceResponse } from '@ye/contracts/live-room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../clock.ts';
import { demoReader } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { seedDemo } from './demo.ts';
import { DEMO_RECORDING, seedDemoRecording } from './live.ts';

// The demo's live sessions, read through the API as the demo's people would (decision 030), on a
// clock set to an odd minute so the slots are really computed.

const NOW = new Date('2031-05-06T09:07:31Z');
const MINUTE = 60 * 1000;
let t: TestContext;
let get: Awaited<ReturnType<typeof demoReader>>;

beforeAll(async () => {
  setClock(NOW, { frozen: true });
  t = await createTestApp();
  expect(await seedDemo(t.db)).toBe(true);
  // The server seeds with its config, which puts the recording through the file store.
  expect(await seedDemoRecording(t.db, t.app.config)).toMatch(/^\/v1\/files\/videos\/[0-9a-f-]{36}\.webm$/);
  expect(await seedDemoRecording(t.db, t.app.config)).toBeNull();
  get = await demoReader(t.app, t.db);
});
afterAll(async () => {
  resetClock();
  await t?.close();
});

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
    expect(past.results.map((m) => [m.name, m.status])).toEqual([['Kind words week', 'ended']]);
    // Its recording is a real WebM, served like any upload.
    const video = past.results[0]?.video ?? '';
    const file = await t.app.inject({ method: 'GET', url: video });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('video/webm');
    expect(file.rawPayload.equals(fs.readFileSync(DEMO_RECORDING))).toBe(true);
    // Grace sees who came and for how long: Mia all along, Leo in two visits, Sam not at all.
    const { attendance } = await get<AttendanceResponse>(
      'instructor@demo.test',
      `/v1/instructor/meetings/attendance/${past.results[0]?.id}`,
    );
    expect(attendance.map((a) => [a.name.split(' ')[0], a.minutes, a.visits])).toEqual([
      ['Mia', 43, 1],
      ['Leo', 39, 2],
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
      // Last week's, with its recording to watch.
      'Kind words week': 'registered',
    });
    const library = await get<Library>('mia', '/v1/router/user/library');
    // Sessions to come first, then last week's recording (with its video to watch again).
    expect(library.webinars.map((w) => [w.title, w.video !== null])).toEqual([
      ['Calm corner: breathing games', false],
      ['Brave voices: saying what you feel', false],
      ['Kind words week', true],
    ]);
  });
});
