import { z } from 'zod';

// The live room (issue 14 slice B, decision 031): signalling over the app's own WebSocket, with the
// waiting room, admission and attendance. WebRTC carries the host's camera (or screen) to each
// admitted child, one peer connection per child; children only receive.
//
//   GET /v1/live/{id}/socket                       WebSocket; first message {type:'auth', token}
//   GET /v1/live/ice-servers                       -> IceServersResponse (STUN/TURN from ICE_SERVERS)
//   GET /v1/instructor/meetings/attendance/{id}    -> AttendanceResponse (the host's)

/** How long the room waits for the first message (the access token) before closing. */
export const ROOM_AUTH_TIMEOUT_MS = 5_000;
/** A child may come in from this long before the start until the end. */
export const ROOM_EARLY_MINUTES = 10;

/** Close codes the server uses (4000–4999 are the application's), with the reason as a sentence. */
export const ROOM_CLOSE = {
  unauthenticated: 4401,
  forbidden: 4403,
  notFound: 4404,
  notNow: 4409,
  replaced: 4410,
  removed: 4411,
  ended: 4412,
  p2pOff: 4503,
} as const;

export const REACTIONS = ['clap', 'heart', 'laugh', 'wow', 'thumbs_up'] as const;
export const Reaction = z.enum(REACTIONS);
export type Reaction = z.infer<typeof Reaction>;

const Sdp = z.string().min(1).max(100_000);
export const SessionDescription = z.object({ type: z.enum(['offer', 'answer']), sdp: Sdp });
export type SessionDescription = z.infer<typeof SessionDescription>;
export const IceCandidate = z.object({
  candidate: z.string().max(2_000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
export type IceCandidate = z.infer<typeof IceCandidate>;

const ChildId = z.uuid();
/** A WebRTC message: a description or a candidate (`to`: the child, from the host only). */
const Signal = z.object({
  type: z.literal('signal'),
  to: ChildId.optional(),
  description: SessionDescription.optional(),
  candidate: IceCandidate.nullable().optional(),
});

/** What a client may send. The server checks the sender's role for each type. */
export const RoomClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4_000) }),
  // host
  z.object({ type: z.literal('open') }),
  z.object({ type: z.literal('admit'), child_id: ChildId }),
  z.object({ type: z.literal('admit_all') }),
  z.object({ type: z.literal('remove'), child_id: ChildId }),
  z.object({ type: z.literal('mute'), child_id: ChildId }),
  z.object({ type: z.literal('end') }),
  // child
  z.object({ type: z.literal('react'), reaction: Reaction }),
  z.object({ type: z.literal('hand'), raised: z.boolean() }),
  // both
  Signal,
]);
export type RoomClientMessage = z.infer<typeof RoomClientMessage>;

export const RoomChild = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(['waiting', 'admitted']),
  hand: z.boolean(),
});
export type RoomChild = z.infer<typeof RoomChild>;

export const RoomMeeting = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['scheduled', 'live', 'ended', 'cancelled']),
  starts_at: z.string(),
  ends_at: z.string(),
  host_name: z.string(),
});
export type RoomMeeting = z.infer<typeof RoomMeeting>;

/** What the server sends. */
export type RoomServerMessage =
  | { type: 'welcome'; role: 'host' | 'child'; user_id: string; meeting: RoomMeeting }
  /** To a child: still waiting (the room is not open, or the host has not let them in). */
  | { type: 'waiting' }
  /** To a child: let in; the child now offers a receive-only connection. */
  | { type: 'admitted' }
  /** To the host: everyone connected, waiting or admitted. */
  | { type: 'roster'; children: RoomChild[] }
  | { type: 'reaction'; child_id: string; name: string; reaction: Reaction }
  | { type: 'signal'; from: string; description?: SessionDescription; candidate?: IceCandidate | null }
  | { type: 'status'; status: RoomMeeting['status'] }
  | { type: 'ended' }
  | { type: 'notice'; detail: string }
  | { type: 'error'; detail: string };

/** GET /v1/live/ice-servers: the STUN/TURN servers the browsers use (none: host candidates only). */
export const IceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export const IceServersResponse = z.object({ ice_servers: z.array(IceServer) });
export type IceServersResponse = z.infer<typeof IceServersResponse>;

/** GET /v1/instructor/meetings/attendance/{id}: one row per child who was let in. */
export const AttendanceRow = z.object({
  child_id: z.string(),
  name: z.string(),
  first_joined_at: z.string(),
  last_left_at: z.string().nullable(),
  /** Whole minutes in the room over every visit (a visit still open counts until now). */
  minutes: z.number().int(),
  visits: z.number().int(),
});
export const AttendanceResponse = z.object({ attendance: z.array(AttendanceRow) });
export type AttendanceResponse = z.infer<typeof AttendanceResponse>;

/**
 * True when an SDP offer sends nothing: every media section is recvonly or inactive. A child's
 * offer must be this (children never publish, nor open a data channel), and the server drops any other.
 */
export function isReceiveOnlyOffer(sdp: string): boolean {
  const sections = sdp.split(/\r?\n(?=m=)/).slice(1);
  if (sections.length === 0) return false;
  return sections.every(
    (section) => /^m=(audio|video) /.test(section) && /\r?\na=(recvonly|inactive)\r?$/m.test(section),
  );
}
