import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ROOM_CLOSE, type RoomServerMessage } from '@ye/contracts/live-room';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEETING_ID, mockApi, renderPage } from '../test-utils.ts';
import ChildRoomPage from './child-room-page.tsx';
import { roomSocketUrl } from './use-room.ts';

// The child's room with the socket and WebRTC faked (decision 031): the waiting room, admission
// (a receive-only offer, no camera asked), reactions and the hand, and the end.

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
  addTransceiver(kind: string, init: { direction: string }) {
    transceivers.push({ kind, direction: init.direction });
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

beforeEach(() => {
  transceivers.length = 0;
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

async function enter() {
  renderPage(<ChildRoomPage />, `/student/webinars/room/${MEETING_ID}`, '/student/webinars/room/:meetingId');
  await waitFor(() => expect(FakeSocket.last?.sent[0]).toEqual({ type: 'auth', token: 'child-token' }));
  const socket = FakeSocket.last as FakeSocket;
  socket.serve({ type: 'welcome', role: 'child', user_id: 'mia', meeting });
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
