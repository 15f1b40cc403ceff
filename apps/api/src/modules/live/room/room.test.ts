import { ROOM_CLOSE } from '@ye/contracts/live-room';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../../clock.ts';
import { iceServersFrom, loadConfig } from '../../../config.ts';
import {
  authAs,
  createChild,
  createParent,
  createUser,
  type FixtureUser,
  tokenFor,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { liveMeetings } from '../tables.ts';

// The live room through a real WebSocket against a listening app (decision 031): who may come in,
// the waiting room, admission, signalling only between the host and an admitted child, reactions,
// a second connection, removal, the end, and attendance.

const NOW = new Date('2030-03-04T12:00:00Z');
const MINUTE = 60 * 1000;
const iso = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

const RECV_ONLY_OFFER = [
  'v=0',
  'o=- 1 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'a=mid:0',
  'a=recvonly',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'a=mid:1',
  'a=recvonly',
  '',
].join('\r\n');
const SENDING_OFFER = RECV_ONLY_OFFER.replace(/a=recvonly/g, 'a=sendrecv');

let t: TestContext;
let base = '';
let host: FixtureUser;
let otherHost: FixtureUser;
let parent: FixtureUser;
let mia: FixtureUser;
let leo: FixtureUser;
let sam: FixtureUser;
let now: string; // the session that is on now
let later: string; // tomorrow's

interface Message {
  type: string;
  [key: string]: unknown;
}

/** A WebSocket client that keeps every message and the close. */
class Client {
  ws: WebSocket;
  messages: Message[] = [];
  closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(meetingId: string) {
    this.ws = new WebSocket(`${base}/v1/live/${meetingId}/socket`);
    this.ws.addEventListener('message', (e) => {
      this.messages.push(JSON.parse(String(e.data)) as Message);
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) =>
      this.ws.addEventListener('close', (e) => {
        resolve({ code: e.code, reason: e.reason });
        for (const w of this.waiters.splice(0)) w();
      }),
    );
  }

  static async as(user: FixtureUser | null, meetingId: string, first?: object) {
    const c = new Client(meetingId);
    await new Promise((resolve, reject) => {
      c.ws.addEventListener('open', resolve);
      c.ws.addEventListener('error', reject);
    });
    c.send(first ?? { type: 'auth', token: user ? await tokenFor(t.app, user) : 'not-a-token' });
    return c;
  }

  send(message: object) {
    this.ws.send(JSON.stringify(message));
  }

  /** The next message of this type not taken before (waits up to 3 s). */
  async next(type: string, where: (m: Message) => boolean = () => true): Promise<Message> {
    const deadline = Date.now() + 3_000;
    for (;;) {
      const i = this.messages.findIndex((m) => m.type === type && where(m));
      if (i >= 0) return this.messages.splice(i, 1)[0] as Message;
      if (Date.now() > deadline || this.ws.readyState === WebSocket.CLOSED)
        throw new Error(`no ${type} message; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /** Waits a little and says whether a message of this type came. */
  async got(type: string, ms = 300): Promise<boolean> {
    await new Promise((r) => setTimeout(r, ms));
    return this.messages.some((m) => m.type === type);
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}

async function call(user: FixtureUser | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const headers = user ? await authAs(t.app, user) : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

async function schedule(startsInMs: number): Promise<string> {
  const res = await call(host, 'POST', '/v1/instructor/meetings/create', {
    name: 'Calm corner',
    kind: 'webinar',
    starts_at: iso(startsInMs),
    duration_minutes: 45,
    timezone: 'America/New_York',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: string }>().id;
  for (const child of [mia, leo]) {
    const reg = await call(parent, 'POST', `/v1/webinars/${id}/register`, { child_id: child.id });
    expect(reg.statusCode, reg.body).toBe(201);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  host = await createUser(t.db, { type: 'instructor', firstName: 'Grace', lastName: 'Host' });
  otherHost = await createUser(t.db, { type: 'instructor', firstName: 'Other', lastName: 'Host' });
  parent = await createParent(t.db, { firstName: 'Emma', email: `emma-room-${Date.now()}@example.test` });
  mia = await createChild(t.db, parent, { firstName: 'Mia', birthday: '2020-11-01' });
  leo = await createChild(t.db, parent, { firstName: 'Leo', birthday: '2017-11-01' });
  sam = await createChild(t.db, await createParent(t.db, { firstName: 'Olga' }), {
    firstName: 'Sam',
    birthday: '2020-06-01',
  });
  setClock(NOW, { frozen: true });
  // Starts in 15 minutes: children may come in from 5 minutes from now.
  now = await schedule(15 * MINUTE);
  later = await schedule(24 * 60 * MINUTE);
  // The room's window is open from 10 minutes before the start.
  setClock(iso(6 * MINUTE), { frozen: true });
});
afterAll(async () => {
  resetClock();
  await t?.close();
});
beforeEach(() => setClock(iso(6 * MINUTE), { frozen: true }));
afterEach(() => setClock(iso(6 * MINUTE), { frozen: true }));

describe('who may come into the room', () => {
  it('refuses a missing or forged token, a first message that is not the token, and strangers', async () => {
    const forged = await Client.as(null, now);
    expect((await forged.closed).code).toBe(ROOM_CLOSE.unauthenticated);
    const noAuth = await Client.as(host, now, { type: 'open' });
    expect((await noAuth.closed).code).toBe(ROOM_CLOSE.unauthenticated);

    const asParent = await Client.as(parent, now);
    expect(await asParent.closed).toEqual({
      code: ROOM_CLOSE.forbidden,
      reason: 'Only the children registered for this session can join.',
    });
    // Another host's session is absent, as on every meeting route.
    expect((await (await Client.as(otherHost, now)).closed).code).toBe(ROOM_CLOSE.notFound);
    // Sam is not registered.
    expect(await (await Client.as(sam, now)).closed).toEqual({
      code: ROOM_CLOSE.forbidden,
      reason: 'You are not registered for this session.',
    });
    expect((await (await Client.as(mia, crypto.randomUUID())).closed).code).toBe(ROOM_CLOSE.notFound);
  });

  it('lets a registered child in only from 10 minutes before the start', async () => {
    const early = await Client.as(mia, later);
    expect(await early.closed).toEqual({
      code: ROOM_CLOSE.notNow,
      reason: 'The room opens 10 minutes before the start.',
    });
    setClock(iso(4 * MINUTE), { frozen: true });
    expect((await (await Client.as(mia, now)).closed).code).toBe(ROOM_CLOSE.notNow);
  });

  it('answers a plain GET with 426, and serves the ICE servers (none unless configured)', async () => {
    const plain = await call(null, 'GET', `/v1/live/${now}/socket`);
    expect(plain.statusCode).toBe(426);
    const ice = await call(mia, 'GET', '/v1/live/ice-servers');
    expect(ice.json()).toEqual({ ice_servers: [] });
    expect(await call(parent, 'GET', '/v1/live/ice-servers').then((r) => r.statusCode)).toBe(403);
    expect(
      iceServersFrom({
        ICE_SERVERS: '[{"urls":"turn:turn.example.test:3478","username":"u","credential":"c"}]',
      }),
    ).toEqual([{ urls: 'turn:turn.example.test:3478', username: 'u', credential: 'c' }]);
    expect(() => iceServersFrom({ ICE_SERVERS: '[{"url":"stun:x"}]' })).toThrow(/ICE_SERVERS/);
    // One process keeps the rooms: a deployment of several turns them off.
    expect(loadConfig({ NODE_ENV: 'test' }).live.p2p).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', LIVE_P2P: 'off' }).live.p2p).toBe(false);
  });
});

describe('a session in the room', () => {
  it('waits, admits, relays signalling host↔admitted child only, reacts, replaces, removes and ends', async () => {
    const teacher = await Client.as(host, now);
    const welcome = await teacher.next('welcome');
    expect(welcome).toMatchObject({ role: 'host', meeting: { id: now, name: 'Calm corner' } });
    expect(await teacher.next('roster')).toEqual({ type: 'roster', children: [] });

    const miaRoom = await Client.as(mia, now);
    expect(await miaRoom.next('welcome')).toMatchObject({ role: 'child', user_id: mia.id });
    await miaRoom.next('waiting');
    expect(await teacher.next('roster')).toEqual({
      type: 'roster',
      children: [{ id: mia.id, name: 'Mia P.', state: 'waiting', hand: false }],
    });
    const leoRoom = await Client.as(leo, now);
    await leoRoom.next('waiting');
    await teacher.next('roster', (m) => (m.children as unknown[]).length === 2);

    // A waiting child's offer goes nowhere.
    miaRoom.send({ type: 'signal', description: { type: 'offer', sdp: RECV_ONLY_OFFER } });
    await miaRoom.next('waiting');
    expect(await teacher.got('signal')).toBe(false);

    teacher.send({ type: 'admit', child_id: mia.id });
    await miaRoom.next('admitted');
    await teacher.next('status', (m) => m.status === 'live');
    const [row] = await t.db.select().from(liveMeetings).where(eq(liveMeetings.id, now));
    expect(row?.status).toBe('live');
    expect(leoRoom.messages.some((m) => m.type === 'admitted')).toBe(false);

    // A receive-only offer reaches the host; one that sends media never does.
    miaRoom.send({ type: 'signal', description: { type: 'offer', sdp: SENDING_OFFER } });
    expect((await miaRoom.next('error')).detail).toBe('Children watch and listen only.');
    miaRoom.send({ type: 'signal', description: { type: 'offer', sdp: RECV_ONLY_OFFER } });
    expect(await teacher.next('signal')).toEqual({
      type: 'signal',
      from: mia.id,
      description: { type: 'offer', sdp: RECV_ONLY_OFFER },
    });
    const candidate = { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' };
    miaRoom.send({ type: 'signal', candidate });
    expect(await teacher.next('signal')).toEqual({ type: 'signal', from: mia.id, candidate });
    // The host answers Mia; nothing reaches Leo, who is still waiting.
    teacher.send({ type: 'signal', to: mia.id, description: { type: 'answer', sdp: 'v=0\r\n' } });
    expect(await miaRoom.next('signal')).toMatchObject({ from: host.id, description: { type: 'answer' } });
    teacher.send({ type: 'signal', to: leo.id, description: { type: 'answer', sdp: 'v=0\r\n' } });
    expect(await leoRoom.got('signal')).toBe(false);
    // Children cannot run the room.
    leoRoom.send({ type: 'admit_all' });
    miaRoom.send({ type: 'end' });
    expect((await miaRoom.next('error')).detail).toBe('Only the teacher can do that.');

    // Reactions and hands reach the host only.
    miaRoom.send({ type: 'react', reaction: 'heart' });
    expect(await teacher.next('reaction')).toEqual({
      type: 'reaction',
      child_id: mia.id,
      name: 'Mia P.',
      reaction: 'heart',
    });
    miaRoom.send({ type: 'hand', raised: true });
    await teacher.next('roster', (m) =>
      (m.children as { id: string; hand: boolean }[]).some((c) => c.id === mia.id && c.hand),
    );
    expect(leoRoom.messages.some((m) => m.type === 'reaction' || m.type === 'roster')).toBe(false);

    // A second connection replaces the first and keeps Mia's place.
    const miaAgain = await Client.as(mia, now);
    expect(await miaRoom.closed).toMatchObject({ code: ROOM_CLOSE.replaced });
    await miaAgain.next('admitted');

    teacher.send({ type: 'admit_all' });
    await leoRoom.next('admitted');
    teacher.send({ type: 'remove', child_id: leo.id });
    expect(await leoRoom.closed).toEqual({
      code: ROOM_CLOSE.removed,
      reason: 'Your teacher asked you to leave the room.',
    });
    teacher.send({ type: 'mute', child_id: mia.id });
    expect((await teacher.next('notice')).detail).toMatch(/never on/);

    setClock(iso(20 * MINUTE), { frozen: true });
    teacher.send({ type: 'end' });
    await miaAgain.next('ended');
    expect(await miaAgain.closed).toEqual({ code: ROOM_CLOSE.ended, reason: 'That’s all for today.' });
    expect((await teacher.closed).code).toBe(ROOM_CLOSE.ended);
    const [after] = await t.db.select().from(liveMeetings).where(eq(liveMeetings.id, now));
    expect(after?.status).toBe('ended');
    // Nobody comes back into an ended session.
    expect((await (await Client.as(mia, now)).closed).code).toBe(ROOM_CLOSE.ended);

    const list = await call(host, 'GET', `/v1/instructor/meetings/attendance/${now}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().attendance).toEqual([
      {
        child_id: leo.id,
        name: 'Leo P.',
        first_joined_at: iso(6 * MINUTE),
        last_left_at: iso(6 * MINUTE),
        minutes: 0,
        visits: 1,
      },
      {
        child_id: mia.id,
        name: 'Mia P.',
        first_joined_at: iso(6 * MINUTE),
        last_left_at: iso(20 * MINUTE),
        minutes: 14,
        visits: 1,
      },
    ]);
    expect((await call(otherHost, 'GET', `/v1/instructor/meetings/attendance/${now}`)).statusCode).toBe(404);
    expect((await call(parent, 'GET', `/v1/instructor/meetings/attendance/${now}`)).statusCode).toBe(403);
  });
});
