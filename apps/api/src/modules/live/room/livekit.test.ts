import { LIVEKIT_NO_SIGNALLING, ROOM_CLOSE } from '@ye/contracts/live-room';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../../clock.ts';
import { loadConfig } from '../../../config.ts';
import { type FakeLiveKit, startFakeLiveKit } from '../../../test/fake-livekit.ts';
import { liveKitRoomName } from './livekit.ts';
import {
  createRoomWorld,
  isoFromNow,
  MINUTE,
  RECV_ONLY_OFFER,
  ROOM_TEST_NOW,
  type RoomTestClient,
  type RoomWorld,
} from './room-test-client.ts';

// The LiveKit transport (decision 031) against a local fake of LiveKit's Twirp API (the SDK's own
// HTTP path; no LiveKit server can run here): the tokens the room mints for each role, decoded and
// verified, and the room control calls the SDK makes when the host removes a child or ends.

const KEY = 'APItestkey';
const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

let lk: FakeLiveKit;
let world: RoomWorld;
let session: string;

interface Grants {
  sub: string;
  iss: string;
  name: string;
  nbf: number;
  exp: number;
  video: Record<string, unknown>;
}

async function tokenOf(client: RoomTestClient): Promise<Grants> {
  const message = await client.next('livekit');
  expect(message.url).toBe(lk.url);
  const token = String(message.token);
  // Signed with LIVEKIT_API_SECRET, issued by LIVEKIT_API_KEY (what LiveKit checks).
  await jwtVerify(token, new TextEncoder().encode(SECRET), { issuer: KEY });
  return decodeJwt(token) as unknown as Grants;
}

beforeAll(async () => {
  lk = await startFakeLiveKit();
  world = await createRoomWorld({ LIVEKIT_URL: lk.url, LIVEKIT_API_KEY: KEY, LIVEKIT_API_SECRET: SECRET });
  setClock(ROOM_TEST_NOW, { frozen: true });
  session = await world.schedule(15 * MINUTE);
});
beforeEach(() => setClock(isoFromNow(6 * MINUTE), { frozen: true }));
afterAll(async () => {
  resetClock();
  await world?.t.close();
  await lk?.close();
});

describe('configuration', () => {
  it('needs all three LIVEKIT_* and turns peer-to-peer off', () => {
    const all = { LIVEKIT_URL: 'wss://lk.example.test', LIVEKIT_API_KEY: 'k', LIVEKIT_API_SECRET: 's' };
    const live = loadConfig({ NODE_ENV: 'test', ...all }).live;
    expect(live.livekit).toEqual({ url: 'wss://lk.example.test', apiKey: 'k', apiSecret: 's' });
    expect(live.p2p).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).live.livekit).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', LIVEKIT_URL: 'wss://lk.example.test' })).toThrow(
      /LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ...all, LIVEKIT_URL: 'lk.example.test' })).toThrow(
      /LIVEKIT_URL must start/,
    );
  });
});

describe('a session on LiveKit', () => {
  it('mints a publishing token for the host, a receive-only one for an admitted child only, and controls the room', async () => {
    const { host, mia, leo } = world;
    const teacher = await world.join(host, session);
    expect(await teacher.next('welcome')).toMatchObject({ role: 'host', transport: 'livekit' });
    const hostToken = await tokenOf(teacher);
    expect(hostToken).toMatchObject({
      sub: host.id,
      iss: KEY,
      name: 'Grace Host',
      video: {
        room: liveKitRoomName(session),
        roomJoin: true,
        canPublish: true,
        canSubscribe: true,
        canPublishData: false,
        canPublishSources: ['camera', 'microphone', 'screen_share'],
      },
    });
    // Valid until the session's end (it starts 9 minutes from now and lasts 45).
    expect(hostToken.exp - hostToken.nbf).toBe(54 * 60);

    const miaRoom = await world.join(mia, session);
    expect(await miaRoom.next('welcome')).toMatchObject({ role: 'child', transport: 'livekit' });
    await miaRoom.next('waiting');
    // Waiting is not being let in: no token.
    expect(await miaRoom.got('livekit')).toBe(false);

    teacher.send({ type: 'admit', child_id: mia.id });
    await miaRoom.next('admitted');
    const childToken = await tokenOf(miaRoom);
    expect(childToken.sub).toBe(mia.id);
    expect(childToken.name).toBe('Mia P.');
    expect(childToken.video).toEqual({
      room: liveKitRoomName(session),
      roomJoin: true,
      canPublish: false,
      canPublishData: false,
      canSubscribe: true,
      canUpdateOwnMetadata: false,
    });

    // The browsers do not signal each other: LiveKit carries the media.
    miaRoom.send({ type: 'signal', description: { type: 'offer', sdp: RECV_ONLY_OFFER } });
    expect((await miaRoom.next('error')).detail).toBe(LIVEKIT_NO_SIGNALLING);
    teacher.send({ type: 'signal', to: mia.id, description: { type: 'answer', sdp: 'v=0\r\n' } });
    expect((await teacher.next('error')).detail).toBe(LIVEKIT_NO_SIGNALLING);
    expect(await teacher.got('signal')).toBe(false);

    // Invited and accepted: a new token that may publish the microphone only; stopped: taken back at
    // once on LiveKit and a receive-only token again.
    teacher.send({ type: 'invite_speak', child_id: mia.id, camera: false });
    await miaRoom.next('speak_invite');
    expect(await miaRoom.got('livekit')).toBe(false);
    miaRoom.send({ type: 'speak_answer', accept: true, camera: false });
    const speaking = await tokenOf(miaRoom);
    expect(speaking.video).toMatchObject({
      canPublish: true,
      canPublishSources: ['microphone'],
      canPublishData: false,
      canSubscribe: true,
    });
    teacher.send({ type: 'stop_speak' });
    await miaRoom.next('speak_stopped');
    await expect.poll(() => lk.requests.map((r) => r.rpc)).toContain('UpdateParticipant');
    expect(lk.requests.find((r) => r.rpc === 'UpdateParticipant')?.body).toMatchObject({
      room: liveKitRoomName(session),
      identity: mia.id,
      permission: { canSubscribe: true },
    });
    const update = lk.requests.find((r) => r.rpc === 'UpdateParticipant')?.body as {
      permission: Record<string, unknown>;
    };
    // Protobuf's JSON leaves false out: publishing is off.
    expect(update.permission.canPublish ?? false).toBe(false);
    expect((await tokenOf(miaRoom)).video.canPublish).toBe(false);

    // A reload of an admitted child gets a new token with its place.
    const miaAgain = await world.join(mia, session);
    await miaAgain.next('admitted');
    expect((await tokenOf(miaAgain)).video.canPublish).toBe(false);

    // Removing a child disconnects them on LiveKit too, with the server's own admin token.
    const leoRoom = await world.join(leo, session);
    await leoRoom.next('waiting');
    teacher.send({ type: 'admit', child_id: leo.id });
    await tokenOf(leoRoom);
    teacher.send({ type: 'remove', child_id: leo.id });
    expect((await leoRoom.closed).code).toBe(ROOM_CLOSE.removed);
    await expect.poll(() => lk.requests.map((r) => r.rpc)).toContain('RemoveParticipant');
    const removal = lk.requests.find((r) => r.rpc === 'RemoveParticipant');
    expect(removal?.body).toMatchObject({ room: liveKitRoomName(session), identity: leo.id });
    const admin = decodeJwt(String(removal?.authorization).replace(/^Bearer /, ''));
    expect(admin.video).toMatchObject({ roomAdmin: true, room: liveKitRoomName(session) });

    // LiveKit down: the host is told, the room goes on.
    const leoAgain = await world.join(leo, session);
    await leoAgain.next('waiting');
    teacher.send({ type: 'admit', child_id: leo.id });
    await tokenOf(leoAgain);
    lk.failNext(1);
    teacher.send({ type: 'remove', child_id: leo.id });
    expect((await teacher.next('notice')).detail).toBe(
      'LiveKit could not remove the child. Please try again.',
    );

    // Ending the session ends the LiveKit room.
    teacher.send({ type: 'end' });
    await miaAgain.next('ended');
    await expect.poll(() => lk.requests.map((r) => r.rpc)).toContain('DeleteRoom');
    expect(lk.requests.find((r) => r.rpc === 'DeleteRoom')?.body).toEqual({ room: liveKitRoomName(session) });
  });
});
