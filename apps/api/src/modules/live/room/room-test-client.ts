// A WebSocket client of the live room for tests (decision 031): keeps every message and the close.
// Test-only: imported by the room's *.test.ts files, with the world they share.

import type { LightMyRequestResponse } from 'fastify';
import {
  authAs,
  createChild,
  createParent,
  createUser,
  type FixtureUser,
  tokenFor,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

export interface RoomTestMessage {
  type: string;
  [key: string]: unknown;
}

export class RoomTestClient {
  ws: WebSocket;
  messages: RoomTestMessage[] = [];
  closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.addEventListener('message', (e) => {
      this.messages.push(JSON.parse(String(e.data)) as RoomTestMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) =>
      this.ws.addEventListener('close', (e) => {
        resolve({ code: e.code, reason: e.reason });
        for (const w of this.waiters.splice(0)) w();
      }),
    );
  }

  /** Opens the socket at `url` and sends `first` (the auth message, or anything a test wants). */
  static async open(url: string, first: object) {
    const c = new RoomTestClient(url);
    await new Promise((resolve, reject) => {
      c.ws.addEventListener('open', resolve);
      c.ws.addEventListener('error', reject);
    });
    c.send(first);
    return c;
  }

  send(message: object) {
    this.ws.send(JSON.stringify(message));
  }

  /** The next message of this type not taken before (waits up to 3 s). */
  async next(type: string, where: (m: RoomTestMessage) => boolean = () => true): Promise<RoomTestMessage> {
    const deadline = Date.now() + 3_000;
    for (;;) {
      const i = this.messages.findIndex((m) => m.type === type && where(m));
      if (i >= 0) return this.messages.splice(i, 1)[0] as RoomTestMessage;
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

/** The clock the room's tests run at, and times relative to it. */
export const ROOM_TEST_NOW = new Date('2030-03-04T12:00:00Z');
export const MINUTE = 60 * 1000;
export const isoFromNow = (ms: number) => new Date(ROOM_TEST_NOW.getTime() + ms).toISOString();

/** A child's receive-only offer (audio and video `recvonly`), and one that sends. */
export const RECV_ONLY_OFFER = [
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
export const SENDING_OFFER = RECV_ONLY_OFFER.replace(/a=recvonly/g, 'a=sendrecv');
/** An invited child's offers: the microphone only, and the microphone with the camera. */
export const MIC_OFFER = RECV_ONLY_OFFER.split('m=video')[0]?.replace('a=recvonly', 'a=sendonly') ?? '';
export const MIC_AND_CAMERA_OFFER = RECV_ONLY_OFFER.replace(/a=recvonly/g, 'a=sendonly');

export interface RoomWorld {
  t: TestContext;
  host: FixtureUser;
  otherHost: FixtureUser;
  parent: FixtureUser;
  /** 9 years old at ROOM_TEST_NOW. */
  mia: FixtureUser;
  /** 12 years old at ROOM_TEST_NOW. */
  leo: FixtureUser;
  /** Another family's child, registered for nothing. */
  sam: FixtureUser;
  call(
    user: FixtureUser | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** A 45-minute session of `host` starting this long after ROOM_TEST_NOW, Mia and Leo registered. */
  schedule(startsInMs: number): Promise<string>;
  /** The room's socket as this user (null: a forged token), or with another first message. */
  join(user: FixtureUser | null, meetingId: string, first?: object): Promise<RoomTestClient>;
}

/** A listening app (with `env`), a host, another host, a family of two children and a stranger. */
export async function createRoomWorld(env: Record<string, string> = {}): Promise<RoomWorld> {
  const t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const host = await createUser(t.db, { type: 'instructor', firstName: 'Grace', lastName: 'Host' });
  const otherHost = await createUser(t.db, { type: 'instructor', firstName: 'Other', lastName: 'Host' });
  const parent = await createParent(t.db, {
    firstName: 'Emma',
    email: `emma-room-${crypto.randomUUID()}@example.test`,
  });
  const mia = await createChild(t.db, parent, { firstName: 'Mia', birthday: '2020-11-01' });
  const leo = await createChild(t.db, parent, { firstName: 'Leo', birthday: '2017-11-01' });
  const sam = await createChild(t.db, await createParent(t.db, { firstName: 'Olga' }), {
    firstName: 'Sam',
    birthday: '2020-06-01',
  });
  const call: RoomWorld['call'] = async (user, method, url, payload) => {
    const headers = user ? await authAs(t.app, user) : {};
    return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  };
  const schedule = async (startsInMs: number) => {
    const res = await call(host, 'POST', '/v1/instructor/meetings/create', {
      name: 'Calm corner',
      kind: 'webinar',
      starts_at: isoFromNow(startsInMs),
      duration_minutes: 45,
      timezone: 'America/New_York',
    });
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
    const id = res.json<{ id: string }>().id;
    for (const child of [mia, leo]) {
      const reg = await call(parent, 'POST', `/v1/webinars/${id}/register`, { child_id: child.id });
      if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
    }
    return id;
  };
  const join = async (user: FixtureUser | null, meetingId: string, first?: object) =>
    RoomTestClient.open(
      `${base}/v1/live/${meetingId}/socket`,
      first ?? { type: 'auth', token: user ? await tokenFor(t.app, user) : 'not-a-token' },
    );
  return { t, host, otherHost, parent, mia, leo, sam, call, schedule, join };
}
