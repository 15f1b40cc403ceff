import { z } from 'zod';
import type { SafetyNotice } from './safety.ts';

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

/** What the server answers a WebRTC message with when LiveKit carries the media. */
export const LIVEKIT_NO_SIGNALLING = 'This room runs on LiveKit: the browsers do not signal each other here.';

/** Children this old or older on the session's day may send chat messages (held for the host). */
export const CHAT_MIN_AGE = 10;
export const CHAT_MAX_LENGTH = 200;

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
/**
 * Which connection a WebRTC message is for: `watch` (default), the child's receive-only one, or
 * `speak`, the one an invited child who accepted sends their microphone (and camera) on.
 */
export const SignalChannel = z.enum(['watch', 'speak']);
export type SignalChannel = z.infer<typeof SignalChannel>;

/** A WebRTC message: a description or a candidate (`to`: the child, from the host only). */
const Signal = z.object({
  type: z.literal('signal'),
  channel: SignalChannel.optional(),
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
  // the host's browser records (decision 031): the children see a sign while it does
  z.object({ type: z.literal('recording'), on: z.boolean() }),
  /** Invites one admitted child to speak (microphone; the camera too when `camera`). */
  z.object({ type: z.literal('invite_speak'), child_id: ChildId, camera: z.boolean() }),
  /** The host stops the speaker (or withdraws the invitation); the speaking child stops themselves. */
  z.object({ type: z.literal('stop_speak') }),
  /** The host lets a held chat message into the room, or drops it. */
  z.object({ type: z.literal('chat_approve'), id: z.string().min(1).max(64) }),
  z.object({ type: z.literal('chat_reject'), id: z.string().min(1).max(64) }),
  // child
  /** The invited child's answer: Yes (the camera only if it was asked and the child agrees) or No thanks. */
  z.object({ type: z.literal('speak_answer'), accept: z.boolean(), camera: z.boolean() }),
  /** A short message from a child old enough (CHAT_MIN_AGE): held until the host approves it. */
  z.object({ type: z.literal('chat'), text: z.string().trim().min(1).max(CHAT_MAX_LENGTH) }),
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
  /** Invited to speak and not answered yet, or speaking (microphone on); null otherwise. */
  speak: z.enum(['invited', 'speaking']).nullable(),
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

export type RoomTransport = 'p2p' | 'livekit';

export interface ChatMessage {
  id: string;
  /** The child's display name (first name and initial). */
  name: string;
  text: string;
}
export interface HeldChatMessage extends ChatMessage {
  child_id: string;
  /** The word filter's findings in plain words (decision 014), or null. */
  flag: string | null;
}

/** What the server sends. */
export type RoomServerMessage =
  | {
      type: 'welcome';
      role: 'host' | 'child';
      user_id: string;
      meeting: RoomMeeting;
      /** Who carries the media: WebRTC between the browsers, or LiveKit (signalling is then refused). */
      transport: RoomTransport;
      /** A child: may send chat messages (old enough). The host: always true. */
      chat: boolean;
    }
  /** To the host: a child's message waiting for approval, with what the word filter found (or null). */
  | { type: 'chat_held'; message: HeldChatMessage }
  /** To the host: a held message was approved or rejected (it leaves the list). */
  | { type: 'chat_settled'; id: string }
  /** To the sender: the message waits for the teacher. */
  | { type: 'chat_waiting' }
  /** To the sender: the safety layer's calm message; their parent was alerted (decision 046). */
  | { type: 'safety_notice'; notice: SafetyNotice }
  /** To the host and the children who may chat: an approved message. */
  | { type: 'chat'; message: ChatMessage }
  /**
   * LiveKit mode: where to connect and the token the server minted for this person now; `host` is the
   * teacher's identity there (whose tracks a child shows big).
   */
  | { type: 'livekit'; url: string; token: string; host: string }
  /** To a child: still waiting (the room is not open, or the host has not let them in). */
  | { type: 'waiting' }
  /** To a child: let in; the child now offers a receive-only connection. */
  | { type: 'admitted' }
  /** To the host: everyone connected, waiting or admitted. */
  | { type: 'roster'; children: RoomChild[] }
  | { type: 'reaction'; child_id: string; name: string; reaction: Reaction }
  | {
      type: 'signal';
      from: string;
      channel?: SignalChannel;
      description?: SessionDescription;
      candidate?: IceCandidate | null;
    }
  /** To a child: the teacher invites them to speak (`camera`: the camera is asked too). */
  | { type: 'speak_invite'; camera: boolean }
  /** To the child: speaking is over (or the invitation withdrawn): microphone and camera off. */
  | { type: 'speak_stopped' }
  | { type: 'status'; status: RoomMeeting['status'] }
  | { type: 'ended' }
  /** To a child: the teacher is recording the class (on), or stopped (off). */
  | { type: 'recording'; on: boolean }
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

/** True when the SDP has media sections and every one passes `ok` (its m= line and attributes). */
function everyMediaSection(sdp: string, ok: (section: string) => boolean): boolean {
  const sections = sdp.split(/\r?\n(?=m=)/).slice(1);
  return sections.length > 0 && sections.every(ok);
}

/**
 * True when an invited child's offer sends only what they may: audio, and video only when the camera
 * was asked and accepted; every section sendonly, recvonly or inactive; no data channel.
 */
export function isSpeakerOffer(sdp: string, camera: boolean): boolean {
  return everyMediaSection(
    sdp,
    (section) =>
      (camera ? /^m=(audio|video) /.test(section) : /^m=audio /.test(section)) &&
      /\r?\na=(sendonly|recvonly|inactive)\r?$/m.test(section),
  );
}

/**
 * True when an SDP offer sends nothing: every media section is recvonly or inactive. A child's
 * offer must be this (children never publish, nor open a data channel), and the server drops any other.
 */
export function isReceiveOnlyOffer(sdp: string): boolean {
  return everyMediaSection(
    sdp,
    (section) => /^m=(audio|video) /.test(section) && /\r?\na=(recvonly|inactive)\r?$/m.test(section),
  );
}
