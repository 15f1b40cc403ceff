import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../clock.ts';
import { authAs, createChild, createParent, createUser, type FixtureUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { insertTestCourse } from '../learning/test-courses.ts';
import { lessons } from '../studio/tables.ts';
import { markMeeting, RECORDING_NOT_OURS } from './service.ts';
import { liveMeetings } from './tables.ts';

// Recordings (decision 031) through HTTP on a real PostgreSQL: the host attaches a video uploaded
// through the studio's signed upload, families then find it, and the daily job removes it after
// LIVE_RECORDING_DAYS (7 here) at the edge, twice harmlessly.

const NOW = new Date('2030-03-04T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEBM = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/recordings/kind-words-week.webm'),
);

let t: TestContext;
let host: FixtureUser;
let otherHost: FixtureUser;
let parent: FixtureUser;
let mia: FixtureUser;

beforeAll(async () => {
  t = await createTestApp({ LIVE_RECORDING_DAYS: '7' });
  host = await createUser(t.db, { type: 'instructor', firstName: 'Grace', lastName: 'Host' });
  otherHost = await createUser(t.db, { type: 'instructor', firstName: 'Other', lastName: 'Host' });
  parent = await createParent(t.db, { firstName: 'Emma' });
  mia = await createChild(t.db, parent, { firstName: 'Mia', birthday: '2020-11-01' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => setClock(NOW, { frozen: true }));
afterEach(() => resetClock());

async function call(user: FixtureUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const headers = user ? await authAs(t.app, user) : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** A session an hour from NOW, with Mia registered; the clock then moves past its start. */
async function pastSession(name: string): Promise<string> {
  setClock(NOW, { frozen: true });
  const res = await call(host, 'POST', '/v1/instructor/meetings/create', {
    name,
    kind: 'webinar',
    starts_at: new Date(NOW.getTime() + HOUR).toISOString(),
    duration_minutes: 30,
    timezone: 'Europe/London',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const reg = await call(parent, 'POST', `/v1/webinars/${id}/register`, { child_id: mia.id });
  expect(reg.statusCode).toBe(201);
  setClock(new Date(NOW.getTime() + 2 * HOUR), { frozen: true });
  return id;
}

/** The studio's signed upload (decision 010), as the host's browser does it: returns the file_url. */
async function upload(as: FixtureUser = host): Promise<string> {
  const res = await call(as, 'POST', '/v1/instructor/course/generate-upload-url', {
    purpose: 'video',
    filename: 'recording.webm',
    content_type: 'video/webm',
    size: WEBM.length,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { upload_url, file_url } = res.json();
  const u = new URL(upload_url);
  const put = await t.app.inject({
    method: 'PUT',
    url: `${u.pathname}${u.search}`,
    headers: { 'content-type': 'video/webm' },
    payload: WEBM,
  });
  expect(put.statusCode, put.body).toBe(201);
  return file_url;
}

const storedName = (fileUrl: string) => fileUrl.split('/').pop() ?? '';
const fileSize = (fileUrl: string) => t.app.files.size('videos', storedName(fileUrl));
const videoOf = async (id: string) =>
  (await t.db.select({ video: liveMeetings.video }).from(liveMeetings).where(eq(liveMeetings.id, id)))[0]
    ?.video;

describe('attaching a recording', () => {
  it('the host attaches their uploaded video; families see it in the list and the library', async () => {
    const id = await pastSession('Recorded class');
    const fileUrl = await upload();
    const res = await call(host, 'POST', `/v1/instructor/meetings/recording/${id}`, { file_url: fileUrl });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, video: fileUrl });

    // Past its end, the session shows to the family because it has a recording.
    setClock(new Date(NOW.getTime() + 3 * HOUR), { frozen: true });
    const list = await call(parent, 'GET', `/v1/course/list/webinar?page=1&child_id=${mia.id}`);
    expect(list.json().results).toContainEqual(expect.objectContaining({ id, video: fileUrl }));
    const library = await call(mia, 'GET', '/v1/router/user/library');
    expect(library.statusCode).toBe(200);
    expect(library.json().webinars).toContainEqual(expect.objectContaining({ id, video: fileUrl }));
    // A session still to come is listed before the recordings.
    const next = await call(host, 'POST', '/v1/instructor/meetings/create', {
      name: 'Next class',
      kind: 'webinar',
      starts_at: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
      duration_minutes: 30,
      timezone: 'Europe/London',
    });
    expect(next.statusCode, next.body).toBe(201);
    await call(parent, 'POST', `/v1/webinars/${next.json().id}/register`, { child_id: mia.id });
    const ids = (await call(mia, 'GET', '/v1/router/user/library'))
      .json()
      .webinars.map((w: { id: string }) => w.id);
    expect(ids.indexOf(next.json().id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(next.json().id)).toBeLessThan(ids.indexOf(id));
    const file = await call(mia, 'GET', fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4)).toEqual(WEBM.subarray(0, 4));
  });

  it('a session its host ended early is past: among the recordings, after every session still to come', async () => {
    // Twelve sessions still to come, all sooner than the scheduled end of the one ended early.
    setClock(NOW, { frozen: true });
    const soon: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await call(host, 'POST', '/v1/instructor/meetings/create', {
        name: `Soon ${i}`,
        kind: 'webinar',
        starts_at: new Date(NOW.getTime() + HOUR + i * 15 * 60_000).toISOString(),
        duration_minutes: 30,
        timezone: 'Europe/London',
      });
      expect(res.statusCode, res.body).toBe(201);
      soon.push(res.json().id);
    }
    const early = await call(host, 'POST', '/v1/instructor/meetings/create', {
      name: 'Ended early',
      kind: 'webinar',
      starts_at: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
      duration_minutes: 180,
      timezone: 'Europe/London',
    });
    expect(early.statusCode, early.body).toBe(201);
    const id = early.json().id as string;
    await call(parent, 'POST', `/v1/webinars/${id}/register`, { child_id: mia.id });
    // The host opens the room, records, and ends it an hour before its scheduled end.
    await markMeeting(t.db, id, 'live', new Date(NOW.getTime() + 30 * 60_000));
    const fileUrl = await upload();
    expect(
      (await call(host, 'POST', `/v1/instructor/meetings/recording/${id}`, { file_url: fileUrl })).statusCode,
    ).toBe(200);
    await markMeeting(t.db, id, 'ended', new Date(NOW.getTime() + 45 * 60_000));
    setClock(new Date(NOW.getTime() + 50 * 60_000), { frozen: true });

    const first = await call(parent, 'GET', `/v1/course/list/webinar?page=1&page_size=10&child_id=${mia.id}`);
    expect(first.json().results.map((m: { id: string }) => m.id)).not.toContain(id);
    const second = await call(
      parent,
      'GET',
      `/v1/course/list/webinar?page=2&page_size=10&child_id=${mia.id}`,
    );
    const secondIds = second.json().results.map((m: { id: string }) => m.id);
    const all = [...first.json().results.map((m: { id: string }) => m.id), ...secondIds];
    for (const s of soon) expect(all.indexOf(s)).toBeGreaterThanOrEqual(0);
    expect(all.indexOf(id)).toBeGreaterThan(Math.max(...soon.map((s) => all.indexOf(s))));
    expect(secondIds).toContain(id);
    expect(second.json().results.find((m: { id: string }) => m.id === id)).toMatchObject({
      status: 'ended',
      video: fileUrl,
    });
    // The host finds it under Past, not Upcoming.
    const upcoming = await call(
      host,
      'GET',
      '/v1/instructor/meetings/webinar/list?page=1&page_size=50&when=upcoming',
    );
    expect(upcoming.json().results.map((m: { id: string }) => m.id)).not.toContain(id);
    const past = await call(
      host,
      'GET',
      '/v1/instructor/meetings/webinar/list?page=1&page_size=50&when=past',
    );
    expect(past.json().results.map((m: { id: string }) => m.id)).toContain(id);
    // Cancel the twelve, so the other cases see only their own sessions.
    for (const s of soon)
      await t.app.inject({
        method: 'DELETE',
        url: `/v1/instructor/meetings/${s}`,
        headers: await authAs(t.app, host),
      });
  });

  it('refuses strangers, files that are not the host’s videos, and sessions not started or cancelled', async () => {
    const id = await pastSession('Guarded class');
    const fileUrl = await upload();
    const body = { file_url: fileUrl };
    const url = `/v1/instructor/meetings/recording/${id}`;

    expect((await call(otherHost, 'POST', url, body)).statusCode).toBe(404);
    expect((await call(parent, 'POST', url, body)).statusCode).toBe(403);
    expect((await call(mia, 'POST', url, body)).statusCode).toBe(403);
    expect((await call(null, 'POST', url, body)).statusCode).toBe(401);

    // Another instructor's upload, a made-up address, an outside address, no body.
    const theirs = await upload(otherHost);
    for (const file_url of [
      theirs,
      '/v1/files/videos/00000000-0000-4000-8000-000000000000.webm',
      'https://example.com/video.webm',
      '/v1/files/covers/x.png',
    ]) {
      const res = await call(host, 'POST', url, { file_url });
      expect(res.statusCode, file_url).toBe(400);
      expect(res.json().detail).toBe(RECORDING_NOT_OURS);
    }
    expect((await call(host, 'POST', url, {})).statusCode).toBe(400);
    expect(await videoOf(id)).toBeNull();

    // Not started and not opened yet: 409, nothing stored.
    setClock(NOW, { frozen: true });
    const res = await call(host, 'POST', url, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('A recording can be added once the session has started.');
    // Once the host has opened the room (it may be before the start), the recording is welcome.
    await markMeeting(t.db, id, 'live', NOW);
    const early = await upload();
    const opened = await call(host, 'POST', url, { file_url: early });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await videoOf(id)).toBe(early);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/v1/instructor/meetings/${id}`,
          headers: await authAs(t.app, host),
        })
      ).statusCode,
    ).toBe(204);
    setClock(new Date(NOW.getTime() + 2 * HOUR), { frozen: true });
    const cancelled = await call(host, 'POST', url, body);
    expect(cancelled.statusCode).toBe(409);
    expect(await videoOf(id)).toBe(early);
  });
});

describe('keeping recordings LIVE_RECORDING_DAYS days', () => {
  it('removes the file and clears video after the days, at the edge, and twice harmlessly', async () => {
    const id = await pastSession('Old class'); // ends NOW + 1.5 h
    const fileUrl = await upload();
    expect(
      (await call(host, 'POST', `/v1/instructor/meetings/recording/${id}`, { file_url: fileUrl })).statusCode,
    ).toBe(200);
    // A lesson video of the same host, attached to another session too, is never removed.
    const lessonVideo = await upload();
    const course = await insertTestCourse(t.db, { instructorId: host.id });
    await t.db.update(lessons).set({ videoUrl: lessonVideo }).where(eq(lessons.courseId, course.id));
    const other = await pastSession('Class shown in a lesson');
    expect(
      (await call(host, 'POST', `/v1/instructor/meetings/recording/${other}`, { file_url: lessonVideo }))
        .statusCode,
    ).toBe(200);

    const endsAt = NOW.getTime() + HOUR + 30 * 60 * 1000;
    const runAt = async (ms: number) => {
      setClock(new Date(ms), { frozen: true });
      await t.app.jobs.send('live.recordings-expire', {});
      await t.app.jobs.drain('live.recordings-expire');
    };

    // Exactly 7 days after the end: still kept.
    await runAt(endsAt + 7 * DAY);
    expect(await videoOf(id)).toBe(fileUrl);
    expect(await fileSize(fileUrl)).toBe(WEBM.length);

    // A millisecond later: gone, file and address; the lesson's video stays in the store.
    await runAt(endsAt + 7 * DAY + 1);
    expect(await videoOf(id)).toBeNull();
    expect(await fileSize(fileUrl)).toBeNull();
    expect(await videoOf(other)).toBeNull();
    expect(await fileSize(lessonVideo)).toBe(WEBM.length);
    const served = await call(mia, 'GET', fileUrl);
    expect(served.statusCode).toBe(404);

    // Again: nothing left to do, nothing breaks.
    await runAt(endsAt + 8 * DAY);
    expect(await videoOf(id)).toBeNull();
    expect(await fileSize(lessonVideo)).toBe(WEBM.length);
  });
});
