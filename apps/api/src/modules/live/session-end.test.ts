import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../clock.ts';
import { authAs, createChild, createParent, createUser, type FixtureUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { liveAttendance } from './room/tables.ts';
import { LIVE_OVERRUN_MS, markMeeting, SESSION_END_JOB } from './service.ts';
import { liveMeetings } from './tables.ts';

// "Session ended" bookkeeping (decision 031) on a real PostgreSQL and the real queue: one job per
// session at its end plus the overrun, queued again when the session moves; it marks a session the
// host never ended as ended and closes its open visits, does nothing when stale, and twice is harmless.

const NOW = new Date('2030-03-04T12:00:00Z');
const HOUR = 60 * 60 * 1000;

let t: TestContext;
let host: FixtureUser;
let parent: FixtureUser;
let mia: FixtureUser;

beforeAll(async () => {
  t = await createTestApp();
  host = await createUser(t.db, { type: 'instructor', firstName: 'Grace', lastName: 'Host' });
  parent = await createParent(t.db, { firstName: 'Emma' });
  mia = await createChild(t.db, parent, { firstName: 'Mia', birthday: '2020-11-01' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => setClock(NOW, { frozen: true }));
afterEach(() => resetClock());

async function call(method: 'POST' | 'PATCH', url: string, payload: object) {
  return t.app.inject({ method, url, headers: await authAs(t.app, host), payload });
}

async function endJobs(meetingId: string) {
  const { rows } = await t.pool.query<{ data: { endsAt: string }; start_after: Date }>(
    `SELECT data, start_after FROM pgboss.job WHERE name = $1 AND data->>'meetingId' = $2 ORDER BY start_after`,
    [SESSION_END_JOB, meetingId],
  );
  return rows.map((r) => ({ endsAt: r.data.endsAt, at: r.start_after.toISOString() }));
}

/** Runs the job for this payload now (its queued copy waits for its time in the real clock). */
async function runEnd(meetingId: string, endsAt: string, at: Date) {
  setClock(at, { frozen: true });
  await t.app.jobs.send(SESSION_END_JOB, { meetingId, endsAt });
  await t.app.jobs.drain(SESSION_END_JOB);
}

/** A 30-minute webinar of the host's, starting `inMs` from NOW. */
async function create(name: string, inMs: number): Promise<string> {
  const res = await call('POST', '/v1/instructor/meetings/create', {
    name,
    kind: 'webinar',
    starts_at: new Date(NOW.getTime() + inMs).toISOString(),
    duration_minutes: 30,
    timezone: 'Europe/London',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const row = async (id: string) => (await t.db.select().from(liveMeetings).where(eq(liveMeetings.id, id)))[0];
const visits = (id: string) => t.db.select().from(liveAttendance).where(eq(liveAttendance.meetingId, id));

describe('the session-end job', () => {
  it('is queued at the end plus the overrun, again when the session moves or changes length', async () => {
    const id = await create('Brave voices', 3 * HOUR);
    const firstEnd = new Date(NOW.getTime() + 3.5 * HOUR);
    expect(await endJobs(id)).toEqual([
      { endsAt: firstEnd.toISOString(), at: new Date(firstEnd.getTime() + LIVE_OVERRUN_MS).toISOString() },
    ]);

    // A new name changes no time: no new job. A longer session: a new one for its new end.
    expect(
      (await call('PATCH', `/v1/instructor/meetings/update/${id}`, { name: 'Braver voices' })).statusCode,
    ).toBe(200);
    expect(await endJobs(id)).toHaveLength(1);
    expect(
      (await call('PATCH', `/v1/instructor/meetings/update/${id}`, { duration_minutes: 45 })).statusCode,
    ).toBe(200);
    const later = new Date(NOW.getTime() + 3.75 * HOUR);
    expect((await endJobs(id)).map((j) => j.endsAt)).toEqual([firstEnd.toISOString(), later.toISOString()]);

    // The old job is stale: at its time it changes nothing.
    await runEnd(id, firstEnd.toISOString(), new Date(firstEnd.getTime() + LIVE_OVERRUN_MS + 1));
    expect((await row(id))?.status).toBe('scheduled');
  });

  it('ends a session the host left open, closes its open visits at the edge, and twice changes nothing', async () => {
    const id = await create('Calm corner', HOUR);
    const endsAt = new Date(NOW.getTime() + 1.5 * HOUR);
    // The host opened the room, Mia came in, and the host's laptop closed: nobody ended it.
    await markMeeting(t.db, id, 'live', new Date(NOW.getTime() + HOUR));
    await t.db.insert(liveAttendance).values({
      meetingId: id,
      childId: mia.id,
      joinedAt: new Date(NOW.getTime() + HOUR),
    });

    // A millisecond before the overrun is over: still live.
    await runEnd(id, endsAt.toISOString(), new Date(endsAt.getTime() + LIVE_OVERRUN_MS - 1));
    expect((await row(id))?.status).toBe('live');
    expect((await visits(id))[0]?.leftAt).toBeNull();

    const due = new Date(endsAt.getTime() + LIVE_OVERRUN_MS);
    await runEnd(id, endsAt.toISOString(), due);
    expect((await row(id))?.status).toBe('ended');
    expect((await visits(id))[0]?.leftAt?.toISOString()).toBe(due.toISOString());

    // Again, later: the same row, the same visit.
    const before = await row(id);
    await runEnd(id, endsAt.toISOString(), new Date(due.getTime() + HOUR));
    expect(await row(id)).toEqual(before);
    expect((await visits(id))[0]?.leftAt?.toISOString()).toBe(due.toISOString());
  });

  it('leaves a cancelled session alone', async () => {
    const id = await create('Called off', HOUR);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/instructor/meetings/${id}`,
      headers: await authAs(t.app, host),
    });
    expect(del.statusCode).toBe(204);
    const endsAt = new Date(NOW.getTime() + 1.5 * HOUR);
    await runEnd(id, endsAt.toISOString(), new Date(endsAt.getTime() + LIVE_OVERRUN_MS + 1));
    expect((await row(id))?.status).toBe('cancelled');
  });
});
