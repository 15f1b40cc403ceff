import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROOM_CLOSE, type RoomServerMessage, type RoomTransport } from '@ye/contracts/live-room';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEETING_ID, mockApi, renderPage } from '../test-utils.ts';
import ChildRoomPage from './child-room-page.tsx';
import { Room as FakeLiveKitRoom } from './fake-livekit-client.ts';
import { roomSocketUrl } from './use-room.ts';

// The child's room with the socket and WebRTC faked (decision 031): the waiting room, admission
// (a receive-only offer, no camera asked), reactions and the hand, and the end. On LiveKit, the
// page joins with the server's token (livekit-client faked: no LiveKit server runs here).

vi.mock('livekit-client', () => import('./fake-livekit-client.ts'));

class FakeSocket {
  static last: FakeSocket | null = null;
  static readonly OPEN = 1;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  private listeners = new Map<string, ((e: unknown) => void)[]>();
  url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.emit('open', {});
    }, 0);
  }
  addEventListener(type: string, fn: (e: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, e: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn(e);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  serve(message: RoomServerMessage) {
    act(() => this.emit('message', { data: JSON.stringify(message) }));
  }
  end(code: number, reason = '') {
    this.readyState = 3;
    act(() => this.emit('close', { code, reason }));
  }
}

const transceivers: { kind: string; direction: string }[] = [];
class FakePeer {
  addTransceiver(kind: string | { kind: string }, init: { direction: string }) {
    transceivers.push({ kind: typeof kind === 'string' ? kind : kind.kind, direction: init.direction });
  }
  addEventListener() {}
  async createOffer() {
    return { type: 'offer', sdp: 'v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=recvonly\r\n' };
  }
  async setLocalDescription() {}
  async setRemoteDescription() {}
  async addIceCandidate() {}
  close() {}
}

const getUserMedia = vi.fn();
const meeting = {
  id: MEETING_ID,
  name: 'Calm corner',
  status: 'scheduled' as const,
  starts_at: '2026-11-24T15:00:00.000Z',
  ends_at: '2026-11-24T15:45:00.000Z',
  host_name: 'Grace Hopper',
};

class FakeMediaStream {
  tracks: unknown[] = [];
  addTrack(t: unknown) {
    this.tracks.push(t);
  }
  removeTrack() {}
  getTracks() {
    return this.tracks;
  }
}

beforeEach(() => {
  transceivers.length = 0;
  getUserMedia.mockReset();
  FakeLiveKitRoom.made.length = 0;
  vi.stubGlobal('MediaStream', FakeMediaStream);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  FakeSocket.last = null;
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('RTCPeerConnection', FakePeer);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  localStorage.setItem('ye.access_token', 'child-token');
  localStorage.setItem('ye.role', 'child');
  mockApi({ '/v1/live/ice-servers': { ice_servers: [] } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function enter(transport: RoomTransport = 'p2p', chat = false) {
  renderPage(<ChildRoomPage />, `/student/webinars/room/${MEETING_ID}`, '/student/webinars/room/:meetingId');
  await waitFor(() => expect(FakeSocket.last?.sent[0]).toEqual({ type: 'auth', token: 'child-token' }));
  const socket = FakeSocket.last as FakeSocket;
  socket.serve({
    type: 'welcome',
    role: 'child',
    user_id: 'mia',
    meeting,
    transport,
    chat,
  });
  socket.serve({ type: 'waiting' });
  return socket;
}

describe('the child’s live room', () => {
  it('waits kindly, then offers to receive only, reacts and raises a hand, and ends kindly', async () => {
    const socket = await enter();
    expect(socket.url).toBe(roomSocketUrl(MEETING_ID));
    expect(socket.url).not.toMatch(/token/);
    expect(await screen.findByRole('heading', { name: 'Welcome to “Calm corner”' })).toBeTruthy();
    expect(screen.getByText('Your teacher will let you in soon.')).toBeTruthy();

    socket.serve({ type: 'admitted' });
    await waitFor(() =>
      expect(
        socket.sent.some((m) => m.type === 'signal' && (m.description as { type: string })?.type === 'offer'),
      ).toBe(true),
    );
    expect(transceivers).toEqual([
      { kind: 'video', direction: 'recvonly' },
      { kind: 'audio', direction: 'recvonly' },
    ]);
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Grace Hopper’s video')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Love it/ }));
    expect(socket.sent).toContainEqual({ type: 'react', reaction: 'heart' });
    expect(screen.getByRole('status').textContent).toBe('You sent “Love it” to your teacher.');
    fireEvent.click(screen.getByRole('button', { name: 'Raise hand' }));
    expect(socket.sent).toContainEqual({ type: 'hand', raised: true });
    expect(screen.getByRole('button', { name: 'Put hand down' }).getAttribute('aria-pressed')).toBe('true');

    socket.serve({ type: 'ended' });
    expect(await screen.findByRole('heading', { name: 'That’s all for today!' })).toBeTruthy();
  });

  it('on LiveKit, joins with the server’s token after admission, shows the teacher and offers nothing', async () => {
    const socket = await enter('livekit');
    socket.serve({ type: 'admitted' });
    expect(await screen.findByText('Your teacher’s video is on its way…')).toBeTruthy();
    // No peer connection: LiveKit carries the media.
    expect(transceivers).toEqual([]);
    expect(socket.sent.some((m) => m.type === 'signal')).toBe(false);

    socket.serve({ type: 'livekit', url: 'wss://lk.example.test', token: 'child-lk-token', host: 'grace' });
    await waitFor(() =>
      expect(FakeLiveKitRoom.made[0]?.connectedWith).toEqual({
        url: 'wss://lk.example.test',
        token: 'child-lk-token',
      }),
    );
    const room = FakeLiveKitRoom.made[0] as FakeLiveKitRoom;
    // Only the teacher's tracks are shown big.
    act(() => room.subscribe('someone-else', { kind: 'audio' } as MediaStreamTrack));
    expect(screen.getByText('Your teacher’s video is on its way…')).toBeTruthy();
    act(() => room.subscribe('grace', { kind: 'video' } as MediaStreamTrack));
    await waitFor(() => expect(screen.queryByText('Your teacher’s video is on its way…')).toBeNull());
    expect(getUserMedia).not.toHaveBeenCalled();

    socket.serve({ type: 'ended' });
    expect(await screen.findByRole('heading', { name: 'That’s all for today!' })).toBeTruthy();
    await waitFor(() => expect(room.disconnected).toBe(true));
  });

  it('asks kindly before any microphone, sends only after Yes, and stops when the teacher says', async () => {
    const socket = await enter();
    socket.serve({ type: 'admitted' });
    await waitFor(() => expect(transceivers).toHaveLength(2));
    transceivers.length = 0;

    socket.serve({ type: 'speak_invite', camera: false });
    const ask = await screen.findByRole('dialog', { name: 'Your teacher invited you to speak.' });
    expect(within(ask).getByText('Turn on your microphone?')).toBeTruthy();
    // Asking is not turning on.
    expect(getUserMedia).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'No thanks' }));
    expect(socket.sent).toContainEqual({ type: 'speak_answer', accept: false, camera: false });
    expect(getUserMedia).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('That’s fine! You can keep watching and listening.');

    const mic = { kind: 'audio', stop: vi.fn() };
    const cam = { kind: 'video', stop: vi.fn() };
    getUserMedia.mockResolvedValueOnce({ getTracks: () => [mic, cam] });
    socket.serve({ type: 'speak_invite', camera: true });
    const again = await screen.findByRole('dialog', { name: 'Your teacher invited you to speak.' });
    expect(within(again).getByText('Turn on your microphone and camera?')).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledOnce());
    expect(getUserMedia.mock.calls[0]?.[0]).toMatchObject({ audio: true, video: { width: { ideal: 320 } } });
    expect(socket.sent).toContainEqual({ type: 'speak_answer', accept: true, camera: true });
    await waitFor(() =>
      expect(socket.sent.some((m) => m.type === 'signal' && m.channel === 'speak' && m.description)).toBe(
        true,
      ),
    );
    expect(transceivers).toEqual([
      { kind: 'audio', direction: 'sendonly' },
      { kind: 'video', direction: 'sendonly' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('You are speaking')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop speaking' }));
    expect(socket.sent).toContainEqual({ type: 'stop_speak' });
    socket.serve({ type: 'speak_stopped' });
    expect(mic.stop).toHaveBeenCalled();
    expect(cam.stop).toHaveBeenCalled();
    expect(screen.queryByText('You are speaking')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Your microphone is off now. Thank you for speaking!',
    );
  });

  it('shows no chat to a child under 10', async () => {
    const young = await enter();
    young.serve({ type: 'admitted' });
    await screen.findByRole('group', { name: 'Reactions' });
    expect(screen.queryByRole('region', { name: 'Class chat' })).toBeNull();
    expect(screen.queryByLabelText('Write a message for the class')).toBeNull();
  });

  it('lets a child of 10 or more send a message that waits for the teacher, then shows the approved ones', async () => {
    const socket = await enter('p2p', true);
    socket.serve({ type: 'admitted' });
    const chat = await screen.findByRole('region', { name: 'Class chat' });
    fireEvent.change(within(chat).getByLabelText('Write a message for the class'), {
      target: { value: '  Can we see the map again?  ' },
    });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(socket.sent).toContainEqual({ type: 'chat', text: 'Can we see the map again?' });
    socket.serve({ type: 'chat_waiting' });
    expect(within(chat).getByText('Your message is waiting for your teacher.')).toBeTruthy();
    socket.serve({ type: 'chat', message: { id: 'm1', name: 'Leo P.', text: 'Can we see the map again?' } });
    expect(within(chat).getByText('Can we see the map again?')).toBeTruthy();
    expect(within(chat).queryByText('Your message is waiting for your teacher.')).toBeNull();
  });

  it('says when the room is not open yet, and when the child was asked to leave', async () => {
    const socket = await enter();
    socket.end(ROOM_CLOSE.notNow, 'The room opens 10 minutes before the start.');
    expect(await screen.findByRole('heading', { name: 'It is not time yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my library' })).toBeTruthy();
  });

  it('shows a kind not-found for an address that is no session', async () => {
    renderPage(<ChildRoomPage />, '/student/webinars/room/nope', '/student/webinars/room/:meetingId');
    expect(await screen.findByRole('heading', { name: 'We could not find this session' })).toBeTruthy();
    expect(FakeSocket.last).toBeNull();
  });
});
