import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../clock.ts';
import {
  authAs,
  createChild,
  createParent,
  createUser,
  type FixtureUser,
  tokenFor,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

// The children's "This class is being recorded" (decision 031) through a real WebSocket: the host's
// recorder tells the room, every child inside or arriving later is told, children cannot say it, and
// a host who leaves takes the recording along.

const NOW = new Date('2030-03-04T12:00:00Z');
const MINUTE = 60 * 1000;
const iso = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

let t: TestContext;
let base = '';
let host: FixtureUser;
let parent: FixtureUser;
let mia: FixtureUser;
let leo: FixtureUser;
let session = '';

interface Message {
  type: string;
  [key: string]: unknown;
}

class Client {
  ws: WebSocket;
  messages: Message[] = [];

  constructor(meetingId: string) {
    this.ws = new WebSocket(`${base}/v1/live/${meetingId}/socket`);
    this.ws.addEventListener('message', (e) => this.messages.push(JSON.parse(String(e.data)) as Message));
  }

  static async as(user: FixtureUser, meetingId: string) {
    const c = new Client(meetingId);
    await new Promise((resolve, reject) => {
      c.ws.addEventListener('open', resolve);
      c.ws.addEventListener('error', reject);
    });
    c.send({ type: 'auth', token: await tokenFor(t.app, user) });
    await c.next('welcome');
    return c;
  }

  send(message: object) {
    this.ws.send(JSON.stringify(message));
  }

  async next(type: string): Promise<Message> {
    const deadline = Date.now() + 3_000;
    for (;;) {
      const i = this.messages.findIndex((m) => m.type === type);
      if (i >= 0) return this.messages.splice(i, 1)[0] as Message;
      if (Date.now() > deadline) throw new Error(`no ${type} message; got ${JSON.stringify(this.messages)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async got(type: string, ms = 300) {
    await new Promise((r) => setTimeout(r, ms));
    return this.messages.some((m) => m.type === type);
  }

  close() {
    const closed = new Promise((r) => this.ws.addEventListener('close', r));
    this.ws.close();
    return closed;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  host = await createUser(t.db, { type: 'instructor', firstName: 'Grace', lastName: 'Host' });
  parent = await createParent(t.db, { firstName: 'Emma' });
  mia = await createChild(t.db, parent, { firstName: 'Mia', birthday: '2020-11-01' });
  leo = await createChild(t.db, parent, { firstName: 'Leo', birthday: '2017-11-01' });
  setClock(NOW, { frozen: true });
  const headers = await authAs(t.app, host);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/instructor/meetings/create',
    headers,
    payload: {
      name: 'Recorded class',
      kind: 'webinar',
      starts_at: iso(15 * MINUTE),
      duration_minutes: 45,
      timezone: 'Europe/London',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  session = res.json<{ id: string }>().id;
  for (const child of [mia, leo]) {
    const reg = await t.app.inject({
      method: 'POST',
      url: `/v1/webinars/${session}/register`,
      headers: await authAs(t.app, parent),
      payload: { child_id: child.id },
    });
    expect(reg.statusCode).toBe(201);
  }
  setClock(iso(6 * MINUTE), { frozen: true });
});
afterAll(async () => {
  resetClock();
  await t?.close();
});

describe('the recording sign in the room', () => {
  it('reaches every child while the host records, and stops with the recorder or the host', async () => {
    const teacher = await Client.as(host, session);
    const miaPage = await Client.as(mia, session);
    teacher.send({ type: 'admit_all' });
    await miaPage.next('admitted');

    // A child cannot claim it.
    miaPage.send({ type: 'recording', on: true });
    expect((await miaPage.next('error')).detail).toBe('Only the teacher can do that.');
    expect(await teacher.got('recording', 100)).toBe(false);

    teacher.send({ type: 'recording', on: true });
    expect(await miaPage.next('recording')).toEqual({ type: 'recording', on: true });
    // A child who arrives later is told at once, even while waiting.
    const leoPage = await Client.as(leo, session);
    expect(await leoPage.next('recording')).toEqual({ type: 'recording', on: true });

    teacher.send({ type: 'recording', on: false });
    expect(await miaPage.next('recording')).toEqual({ type: 'recording', on: false });
    expect(await leoPage.next('recording')).toEqual({ type: 'recording', on: false });

    // The host's page goes away while recording: the sign goes too.
    teacher.send({ type: 'recording', on: true });
    await miaPage.next('recording');
    await leoPage.next('recording');
    await teacher.close();
    expect(await miaPage.next('recording')).toEqual({ type: 'recording', on: false });
    expect(await leoPage.next('recording')).toEqual({ type: 'recording', on: false });
    await miaPage.close();
    await leoPage.close();
  });
});
