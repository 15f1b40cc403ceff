import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROOM_CLOSE, type RoomServerMessage, type RoomTransport } from '@ye/contracts/live-room';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEO, MEETING_ID, MIA, mockApi, renderPage } from '../test-utils.ts';
import { Room as FakeLiveKitRoom } from './fake-livekit-client.ts';
import HostRoomPage from './host-room-page.tsx';

vi.mock('livekit-client', () => import('./fake-livekit-client.ts'));

// The host's room with the socket and media faked (decision 031): the camera before admitting, the
// waiting list and the room, hands and reactions, ending with a confirm, the attendance after.

class FakeSocket {
  static last: FakeSocket | null = null;
  static readonly OPEN = 1;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  private listeners = new Map<string, ((e: unknown) => void)[]>();
  constructor() {
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
  end(code: number) {
    this.readyState = 3;
    act(() => this.emit('close', { code, reason: '' }));
  }
}

const track = { kind: 'video', stop: vi.fn() };
const mic = { kind: 'audio', stop: vi.fn() };
const getUserMedia = vi.fn(async () => ({ getTracks: () => [track, mic], getVideoTracks: () => [track] }));
const meeting = {
  id: MEETING_ID,
  name: 'Calm corner',
  status: 'scheduled' as const,
  starts_at: '2026-11-24T15:00:00.000Z',
  ends_at: '2026-11-24T15:45:00.000Z',
  host_name: 'Grace Hopper',
};

beforeEach(() => {
  FakeSocket.last = null;
  FakeLiveKitRoom.made.length = 0;
  getUserMedia.mockClear();
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  localStorage.setItem('ye.access_token', 'host-token');
  localStorage.setItem('ye.role', 'instructor');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function enter(transport: RoomTransport = 'p2p') {
  mockApi({
    '/v1/live/ice-servers': { ice_servers: [] },
    [`/v1/instructor/meetings/attendance/${MEETING_ID}`]: {
      attendance: [
        {
          child_id: MIA,
          name: 'Mia C.',
          first_joined_at: meeting.starts_at,
          last_left_at: meeting.ends_at,
          minutes: 45,
          visits: 1,
        },
      ],
    },
  });
  renderPage(
    <HostRoomPage />,
    `/instructor/webinars/room/${MEETING_ID}`,
    '/instructor/webinars/room/:meetingId',
  );
  await waitFor(() => expect(FakeSocket.last?.sent[0]).toEqual({ type: 'auth', token: 'host-token' }));
  const socket = FakeSocket.last as FakeSocket;
  socket.serve({
    type: 'welcome',
    role: 'host',
    user_id: 'grace',
    meeting,
    transport,
    chat: true,
  });
  return socket;
}

describe('the host’s live room', () => {
  it('lets children in once the camera is on, shows hands and reactions, and ends with a confirm', async () => {
    const socket = await enter();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm corner' })).toBeTruthy();
    socket.serve({
      type: 'roster',
      children: [
        { id: MIA, name: 'Mia C.', state: 'waiting', hand: false, speak: null },
        { id: LEO, name: 'Leo C.', state: 'waiting', hand: false, speak: null },
      ],
    });
    const waiting = screen.getByRole('region', { name: 'Waiting (2)' });
    expect(
      (within(waiting).getByRole('button', { name: 'Admit Mia C.' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(waiting).getByText('Turn on your camera first.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Turn on camera' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(
        (within(waiting).getByRole('button', { name: 'Admit Mia C.' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(within(waiting).getByRole('button', { name: 'Admit Mia C.' }));
    expect(socket.sent).toContainEqual({ type: 'admit', child_id: MIA });
    fireEvent.click(within(waiting).getByRole('button', { name: 'Admit all' }));
    expect(socket.sent).toContainEqual({ type: 'admit_all' });

    socket.serve({
      type: 'roster',
      children: [
        { id: MIA, name: 'Mia C.', state: 'admitted', hand: true, speak: null },
        { id: LEO, name: 'Leo C.', state: 'waiting', hand: false, speak: null },
      ],
    });
    socket.serve({ type: 'status', status: 'live' });
    const room = screen.getByRole('region', { name: 'In the room (1)' });
    expect(within(room).getByText('Hand raised')).toBeTruthy();
    fireEvent.click(within(room).getByRole('button', { name: 'Remove Mia C.' }));
    expect(socket.sent).toContainEqual({ type: 'remove', child_id: MIA });
    socket.serve({ type: 'reaction', child_id: MIA, name: 'Mia C.', reaction: 'heart' });
    expect(screen.getByText('Mia C.: Love it')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the session?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, end it' }));
    expect(socket.sent).toContainEqual({ type: 'end' });
    socket.serve({ type: 'ended' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The session has ended' })).toBeTruthy();
    expect(await screen.findByText('Mia C.: 45 minutes')).toBeTruthy();
  });

  it('invites one child to speak (the camera only if asked), shows who speaks, and stops it', async () => {
    const socket = await enter();
    socket.serve({
      type: 'roster',
      children: [
        { id: MIA, name: 'Mia C.', state: 'admitted', hand: true, speak: null },
        { id: LEO, name: 'Leo C.', state: 'admitted', hand: false, speak: null },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite to speak: Mia C.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Mia C. to speak?' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ask for the camera too' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(socket.sent).toContainEqual({ type: 'invite_speak', child_id: MIA, camera: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    socket.serve({
      type: 'roster',
      children: [
        { id: MIA, name: 'Mia C.', state: 'admitted', hand: true, speak: 'speaking' },
        { id: LEO, name: 'Leo C.', state: 'admitted', hand: false, speak: null },
      ],
    });
    const room = screen.getByRole('region', { name: 'In the room (2)' });
    expect(within(room).getByText('Speaking')).toBeTruthy();
    // One at a time.
    expect(
      (within(room).getByRole('button', { name: 'Invite to speak: Leo C.' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('region', { name: 'Mia C. is speaking' })).toBeTruthy();
    fireEvent.click(within(room).getByRole('button', { name: 'Stop Mia C. speaking' }));
    expect(socket.sent).toContainEqual({ type: 'stop_speak' });
  });

  it('shows held chat messages with the word filter’s finding, and approves or rejects each', async () => {
    const socket = await enter();
    const held = await screen.findByRole('region', { name: 'Messages to approve (0)' });
    expect(within(held).getByText(/you approve each one first/)).toBeTruthy();
    socket.serve({
      type: 'chat_held',
      message: {
        id: 'm1',
        child_id: LEO,
        name: 'Leo C.',
        text: 'my email is leo@example.com',
        flag: 'It looks like an email address.',
      },
    });
    socket.serve({
      type: 'chat_held',
      message: { id: 'm2', child_id: LEO, name: 'Leo C.', text: 'Can we see the map again?', flag: null },
    });
    const list = screen.getByRole('region', { name: 'Messages to approve (2)' });
    expect(within(list).getByText('It looks like an email address.')).toBeTruthy();
    fireEvent.click(
      within(list).getByRole('button', { name: 'Reject: Leo C.: my email is leo@example.com' }),
    );
    expect(socket.sent).toContainEqual({ type: 'chat_reject', id: 'm1' });
    fireEvent.click(within(list).getByRole('button', { name: 'Approve: Leo C.: Can we see the map again?' }));
    expect(socket.sent).toContainEqual({ type: 'chat_approve', id: 'm2' });
    socket.serve({ type: 'chat_settled', id: 'm1' });
    socket.serve({ type: 'chat_settled', id: 'm2' });
    socket.serve({ type: 'chat', message: { id: 'm2', name: 'Leo C.', text: 'Can we see the map again?' } });
    expect(screen.getByRole('region', { name: 'Messages to approve (0)' })).toBeTruthy();
    expect(screen.getByText('Can we see the map again?')).toBeTruthy();
  });

  it('on LiveKit, publishes the camera and microphone with the server’s token once the camera is on', async () => {
    const socket = await enter('livekit');
    socket.serve({ type: 'livekit', url: 'wss://lk.example.test', token: 'host-lk-token', host: 'grace' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm corner' })).toBeTruthy();
    // Nothing joins LiveKit before the camera is on (and livekit-client is not even loaded).
    expect(FakeLiveKitRoom.made).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on camera' }));
    await waitFor(() =>
      expect(FakeLiveKitRoom.made[0]?.published).toEqual([
        { kind: 'video', source: 'camera' },
        { kind: 'audio', source: 'microphone' },
      ]),
    );
    expect(FakeLiveKitRoom.made[0]?.connectedWith).toEqual({
      url: 'wss://lk.example.test',
      token: 'host-lk-token',
    });
    socket.serve({ type: 'ended' });
    await waitFor(() => expect(FakeLiveKitRoom.made[0]?.disconnected).toBe(true));
  });

  it('says why the room closed: another host’s session', async () => {
    const socket = await enter();
    socket.end(ROOM_CLOSE.notFound);
    expect(await screen.findByText(/We could not find this session/)).toBeTruthy();
  });
});
