// Test-only: the part of livekit-client the room's LiveKit session uses (livekit-session.ts), for
// component tests (`vi.mock('livekit-client', () => import('./fake-livekit-client.ts'))`). No LiveKit
// server can run here; the server side is tested against a fake of LiveKit's Twirp API.

export const RoomEvent = {
  TrackSubscribed: 'trackSubscribed',
  TrackUnsubscribed: 'trackUnsubscribed',
  Disconnected: 'disconnected',
} as const;

export const Track = { Source: { Camera: 'camera', Microphone: 'microphone' } } as const;

type Listener = (...args: unknown[]) => void;

export class Room {
  /** Every room the page made, newest last. */
  static made: Room[] = [];
  connectedWith: { url: string; token: string } | null = null;
  disconnected = false;
  published: { kind: string; source: string }[] = [];
  replacedWith: unknown[] = [];
  private listeners = new Map<string, Listener[]>();

  constructor() {
    Room.made.push(this);
  }

  on(event: string, fn: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }
  removeAllListeners() {
    this.listeners.clear();
  }
  async connect(url: string, token: string) {
    this.connectedWith = { url, token };
  }
  async disconnect() {
    this.disconnected = true;
  }
  localParticipant = {
    publishTrack: async (track: { kind: string }, options: { source: string }) => {
      this.published.push({ kind: track.kind, source: options.source });
    },
    getTrackPublication: (source: string) =>
      this.published.some((p) => p.source === source)
        ? { track: { replaceTrack: async (t: unknown) => void this.replacedWith.push(t) } }
        : undefined,
  };

  /** A remote participant's track arrives (what LiveKit does once subscribed). */
  subscribe(identity: string, track: MediaStreamTrack) {
    this.emit(RoomEvent.TrackSubscribed, { mediaStreamTrack: track }, {}, { identity });
  }
}
