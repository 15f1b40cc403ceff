import { BOARDS_OFF } from '@ye/contracts/discussion';
import { ROOM_CLOSE } from '@ye/contracts/live-room';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../../clock.ts';
import { iceServersFrom, loadConfig } from '../../../config.ts';
import type { FixtureUser } from '../../../test/fixtures.ts';
import type { TestContext } from '../../../test/helpers.ts';
import { safetyAlerts } from '../../safety/tables.ts';
import { liveMeetings } from '../tables.ts';
import {
  createRoomWorld,
  isoFromNow,
  MIC_AND_CAMERA_OFFER,
  MIC_OFFER,
  MINUTE,
  RECV_ONLY_OFFER,
  ROOM_TEST_NOW,
  type RoomTestClient,
  type RoomWorld,
  SENDING_OFFER,
} from './room-test-client.ts';

// The live room through a real WebSocket against a listening app (decision 031): who may come in,
// the waiting room, admission, signalling only between the host and an admitted child, reactions,
// a second connection, removal, the end, and attendance.

const NOW = ROOM_TEST_NOW;
const iso = isoFromNow;

let t: TestContext;
let host: FixtureUser;
let otherHost: FixtureUser;
let parent: FixtureUser;
let mia: FixtureUser;
let leo: FixtureUser;
let sam: FixtureUser;
let now: string; // the session that is on now
let later: string; // tomorrow's
let call: RoomWorld['call'];
const Client = { as: (...args: Parameters<RoomWorld['join']>) => world.join(...args) };
let world: RoomWorld;

beforeAll(async () => {
  world = await createRoomWorld();
  ({ t, host, otherHost, parent, mia, leo, sam, call } = world);
  setClock(NOW, { frozen: true });
  // Starts in 15 minutes: children may come in from 5 minutes from now.
  now = await world.schedule(15 * MINUTE);
  later = await world.schedule(24 * 60 * MINUTE);
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
    expect(welcome).toMatchObject({
      role: 'host',
      transport: 'p2p',
      meeting: { id: now, name: 'Calm corner' },
    });
    expect(await teacher.next('roster')).toEqual({ type: 'roster', children: [] });

    const miaRoom = await Client.as(mia, now);
    expect(await miaRoom.next('welcome')).toMatchObject({ role: 'child', user_id: mia.id });
    await miaRoom.next('waiting');
    expect(await teacher.next('roster')).toEqual({
      type: 'roster',
      children: [{ id: mia.id, name: 'Mia P.', state: 'waiting', hand: false, speak: null }],
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

/** Waits for the host's roster to show the child in this speaking state. */
const speakState = (teacher: RoomTestClient, childId: string, speak: 'invited' | 'speaking') =>
  teacher.next('roster', (m) =>
    (m.children as { id: string; speak: string | null }[]).some((c) => c.id === childId && c.speak === speak),
  );

describe('inviting one child to speak', () => {
  it('lets only the invited child who said yes send their microphone, one at a time, until stopped', async () => {
    const session = await world.schedule(15 * MINUTE);
    const teacher = await Client.as(host, session);
    await teacher.next('welcome');
    const miaRoom = await Client.as(mia, session);
    const leoRoom = await Client.as(leo, session);
    await miaRoom.next('waiting');
    await leoRoom.next('waiting');
    // Only a child in the room can be invited.
    teacher.send({ type: 'invite_speak', child_id: mia.id, camera: false });
    expect((await teacher.next('notice')).detail).toBe('Only a child in the room can be invited to speak.');
    teacher.send({ type: 'admit_all' });
    await miaRoom.next('admitted');
    await leoRoom.next('admitted');

    // Nobody invited Mia: no answer, no microphone.
    miaRoom.send({ type: 'speak_answer', accept: true, camera: false });
    expect((await miaRoom.next('error')).detail).toBe('Your teacher has not invited you to speak.');
    miaRoom.send({ type: 'signal', channel: 'speak', description: { type: 'offer', sdp: MIC_OFFER } });
    expect((await miaRoom.next('error')).detail).toBe('Your teacher has not invited you to speak.');
    // The watching connection still may not send.
    miaRoom.send({ type: 'signal', description: { type: 'offer', sdp: MIC_OFFER } });
    expect((await miaRoom.next('error')).detail).toBe('Children watch and listen only.');
    // Children cannot invite.
    leoRoom.send({ type: 'invite_speak', child_id: leo.id, camera: true });
    expect((await leoRoom.next('error')).detail).toBe('Only the teacher can do that.');

    teacher.send({ type: 'invite_speak', child_id: mia.id, camera: false });
    expect(await miaRoom.next('speak_invite')).toEqual({ type: 'speak_invite', camera: false });
    await speakState(teacher, mia.id, 'invited');
    expect(await leoRoom.got('speak_invite')).toBe(false);
    // One at a time.
    teacher.send({ type: 'invite_speak', child_id: leo.id, camera: false });
    expect((await teacher.next('notice')).detail).toBe('One child speaks at a time: stop Mia P. first.');
    leoRoom.send({ type: 'speak_answer', accept: true, camera: false });
    expect((await leoRoom.next('error')).detail).toBe('Your teacher has not invited you to speak.');
    // Invited is not accepted: still no microphone.
    miaRoom.send({ type: 'signal', channel: 'speak', description: { type: 'offer', sdp: MIC_OFFER } });
    expect((await miaRoom.next('error')).detail).toBe('Your teacher has not invited you to speak.');

    // Yes (the camera was not asked, so saying yes to it changes nothing).
    miaRoom.send({ type: 'speak_answer', accept: true, camera: true });
    await speakState(teacher, mia.id, 'speaking');
    miaRoom.send({
      type: 'signal',
      channel: 'speak',
      description: { type: 'offer', sdp: MIC_AND_CAMERA_OFFER },
    });
    expect((await miaRoom.next('error')).detail).toBe('Only your microphone can be sent.');
    miaRoom.send({ type: 'signal', channel: 'speak', description: { type: 'offer', sdp: MIC_OFFER } });
    expect(await teacher.next('signal')).toEqual({
      type: 'signal',
      from: mia.id,
      channel: 'speak',
      description: { type: 'offer', sdp: MIC_OFFER },
    });
    teacher.send({
      type: 'signal',
      to: mia.id,
      channel: 'speak',
      description: { type: 'answer', sdp: 'v=0\r\n' },
    });
    expect(await miaRoom.next('signal')).toMatchObject({ channel: 'speak', description: { type: 'answer' } });
    teacher.send({
      type: 'signal',
      to: leo.id,
      channel: 'speak',
      description: { type: 'answer', sdp: 'v=0\r\n' },
    });
    expect(await leoRoom.got('signal')).toBe(false);

    // The host stops it at any time.
    teacher.send({ type: 'stop_speak' });
    await miaRoom.next('speak_stopped');
    await teacher.next('roster', (m) =>
      (m.children as { speak: string | null }[]).every((c) => c.speak === null),
    );
    miaRoom.send({ type: 'signal', channel: 'speak', description: { type: 'offer', sdp: MIC_OFFER } });
    expect((await miaRoom.next('error')).detail).toBe('Your teacher has not invited you to speak.');

    // No thanks is an answer too; the camera only when asked and accepted.
    teacher.send({ type: 'invite_speak', child_id: leo.id, camera: true });
    expect(await leoRoom.next('speak_invite')).toEqual({ type: 'speak_invite', camera: true });
    leoRoom.send({ type: 'speak_answer', accept: false, camera: false });
    expect((await teacher.next('notice')).detail).toBe('Leo P. said no thanks.');
    teacher.send({ type: 'invite_speak', child_id: leo.id, camera: true });
    await leoRoom.next('speak_invite');
    leoRoom.send({ type: 'speak_answer', accept: true, camera: true });
    await speakState(teacher, leo.id, 'speaking');
    leoRoom.send({
      type: 'signal',
      channel: 'speak',
      description: { type: 'offer', sdp: MIC_AND_CAMERA_OFFER },
    });
    expect((await teacher.next('signal')).channel).toBe('speak');
    // Muting the speaker stops the turn.
    teacher.send({ type: 'mute', child_id: leo.id });
    await leoRoom.next('speak_stopped');
    teacher.send({ type: 'end' });
    await leoRoom.next('ended');
  });
});

describe('held chat for older children', () => {
  it('has no chat for a child 10 or older until the parent turns boards on (decision 041)', async () => {
    const session = await world.schedule(15 * MINUTE);
    const teacher = await Client.as(host, session);
    await teacher.next('welcome');
    const leoRoom = await Client.as(leo, session);
    expect(await leoRoom.next('welcome')).toMatchObject({ chat: false });
    teacher.send({ type: 'admit_all' });
    await leoRoom.next('admitted');
    leoRoom.send({ type: 'chat', text: 'Hello!' });
    expect((await leoRoom.next('error')).detail).toBe(BOARDS_OFF);
    expect(await teacher.got('chat_held')).toBe(false);
    teacher.send({ type: 'end' });
    await leoRoom.next('ended');
  });

  it('holds a message of a child 10 or older for the host, who approves or rejects; younger children have no chat', async () => {
    const on = await call(parent, 'PUT', `/v1/discussion/children/${leo.id}/boards`, {
      enabled: true,
      display_name: 'Rocket',
    });
    expect(on.statusCode).toBe(200);
    const session = await world.schedule(15 * MINUTE);
    const teacher = await Client.as(host, session);
    expect(await teacher.next('welcome')).toMatchObject({ chat: true });
    const miaRoom = await Client.as(mia, session);
    const leoRoom = await Client.as(leo, session);
    // Mia is 9 on the session's day, Leo 12.
    expect(await miaRoom.next('welcome')).toMatchObject({ chat: false });
    expect(await leoRoom.next('welcome')).toMatchObject({ chat: true });
    // Waiting is not being in the room.
    leoRoom.send({ type: 'chat', text: 'Hello!' });
    await leoRoom.next('waiting');
    teacher.send({ type: 'admit_all' });
    await miaRoom.next('admitted');
    await leoRoom.next('admitted');

    miaRoom.send({ type: 'chat', text: 'Hi everyone' });
    expect((await miaRoom.next('error')).detail).toBe('Chat is for children 10 and older.');
    leoRoom.send({ type: 'chat', text: '   ' });
    expect((await leoRoom.next('error')).detail).toBe('The room did not understand that message.');

    // Personal details never leave the child's screen, not even to the host.
    leoRoom.send({ type: 'chat', text: 'my email is leo@example.com' });
    expect((await leoRoom.next('error')).detail).toMatch(/an email address/);
    expect(await teacher.got('chat_held')).toBe(false);
    // Held, with what the word filter found; nobody else sees it.
    leoRoom.send({ type: 'chat', text: 'look at www.example.com' });
    await leoRoom.next('chat_waiting');
    const flagged = (await teacher.next('chat_held')).message as Record<string, unknown>;
    expect(flagged).toMatchObject({ child_id: leo.id, name: 'Leo P.', text: 'look at www.example.com' });
    expect(flagged.flag).toMatch(/link/);
    expect(await miaRoom.got('chat_held')).toBe(false);
    // Children cannot approve.
    leoRoom.send({ type: 'chat_approve', id: flagged.id });
    expect((await leoRoom.next('error')).detail).toBe('Only the teacher can do that.');
    // One message every few seconds.
    leoRoom.send({ type: 'chat', text: 'Again' });
    expect((await leoRoom.next('error')).detail).toBe('Please wait a moment before sending another message.');

    teacher.send({ type: 'chat_reject', id: flagged.id });
    expect(await teacher.next('chat_settled')).toEqual({ type: 'chat_settled', id: flagged.id });
    expect(await leoRoom.got('chat')).toBe(false);

    await new Promise((r) => setTimeout(r, 3_100));
    leoRoom.send({ type: 'chat', text: 'Can we see the map again?' });
    const kind = (await teacher.next('chat_held')).message as Record<string, unknown>;
    expect(kind.flag).toBeNull();
    teacher.send({ type: 'chat_approve', id: kind.id });
    // The teacher reads Leo's name; children read the display name his parent approved.
    const approved = { id: kind.id, name: 'Leo P.', text: 'Can we see the map again?' };
    expect(await leoRoom.next('chat')).toEqual({ type: 'chat', message: { ...approved, name: 'Rocket' } });
    expect(await teacher.next('chat')).toEqual({ type: 'chat', message: approved });
    // Mia is too young for the chat: she sees none of it.
    expect(await miaRoom.got('chat')).toBe(false);
    // Approving twice does nothing.
    teacher.send({ type: 'chat_approve', id: kind.id });
    expect(await leoRoom.got('chat')).toBe(false);
    teacher.send({ type: 'end' });
    await leoRoom.next('ended');
  });

  it('a crisis phrase in the chat: the calm message to the child, an alert to the parent (decision 046)', async () => {
    const on = await call(parent, 'PUT', `/v1/discussion/children/${leo.id}/boards`, {
      enabled: true,
      display_name: 'Rocket',
    });
    expect(on.statusCode).toBe(200);
    const before = await t.db.select().from(safetyAlerts).where(eq(safetyAlerts.childId, leo.id));
    const session = await world.schedule(15 * MINUTE);
    const teacher = await Client.as(host, session);
    await teacher.next('welcome');
    const leoRoom = await Client.as(leo, session);
    await leoRoom.next('welcome');
    teacher.send({ type: 'admit_all' });
    await leoRoom.next('admitted');
    leoRoom.send({ type: 'chat', text: 'nobody likes me and i wanna die' });
    const notice = await leoRoom.next('safety_notice');
    expect(notice).toMatchObject({ notice: { kind: 'crisis', helpline: { name: 'Childline' } } });
    // The message itself is held for the teacher as every message is.
    await leoRoom.next('chat_waiting');
    const after = await t.db.select().from(safetyAlerts).where(eq(safetyAlerts.childId, leo.id));
    expect(after.length - before.length).toBe(1);
    const fresh = after.filter((x) => !before.some((b) => b.id === x.id));
    expect(fresh[0]).toMatchObject({ source: 'live_chat', parentId: parent.id, category: 'self_harm' });
    teacher.send({ type: 'end' });
    await leoRoom.next('ended');
  });
});
