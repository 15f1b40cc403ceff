import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROOM_CLOSE, type RoomServerMessage } from '@ye/contracts/live-room';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEO, MEETING_ID, MIA, mockApi, renderPage } from '../test-utils.ts';
import HostRoomPage from './host-room-page.tsx';

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
const getUserMedia = vi.fn(async () => ({ getTracks: () => [track], getVideoTracks: () => [track] }));
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
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  localStorage.setItem('ye.access_token', 'host-token');
  localStorage.setItem('ye.role', 'instructor');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function enter() {
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
  socket.serve({ type: 'welcome', role: 'host', user_id: 'grace', meeting });
  return socket;
}

describe('the host’s live room', () => {
  it('lets children in once the camera is on, shows hands and reactions, and ends with a confirm', async () => {
    const socket = await enter();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm corner' })).toBeTruthy();
    socket.serve({
      type: 'roster',
      children: [
        { id: MIA, name: 'Mia C.', state: 'waiting', hand: false },
        { id: LEO, name: 'Leo C.', state: 'waiting', hand: false },
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
        { id: MIA, name: 'Mia C.', state: 'admitted', hand: true },
        { id: LEO, name: 'Leo C.', state: 'waiting', hand: false },
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
    expect(await screen.findByText('Mia C.: 45 min')).toBeTruthy();
  });

  it('says why the room closed: another host’s session', async () => {
    const socket = await enter();
    socket.end(ROOM_CLOSE.notFound);
    expect(await screen.findByText(/We could not find this session/)).toBeTruthy();
  });
});
