import { BOARDS_OFF, NEUTRAL_NAME } from '@ye/contracts/discussion';
import {
  type AttendanceResponse,
  CHAT_MIN_AGE,
  type ChatMessage,
  type HeldChatMessage,
  isReceiveOnlyOffer,
  isSpeakerOffer,
  LIVEKIT_NO_SIGNALLING,
  ROOM_AUTH_TIMEOUT_MS,
  ROOM_CLOSE,
  ROOM_EARLY_MINUTES,
  type RoomChild,
  RoomClientMessage,
  type RoomMeeting,
  type RoomServerMessage,
  type RoomTransport,
} from '@ye/contracts/live-room';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { NotFound } from '../../../errors.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { currentCaller } from '../../../plugins/auth.ts';
import { findPersonalDetails, personalDetailsMessage } from '../../../safety/personal-details.ts';
import { heldReason, screenPost } from '../../../safety/word-filter.ts';
import { verifyAccessToken } from '../../auth/tokens.ts';
import { boardsOn, displayNameOf } from '../../discussion/service.ts';
import { type SafetyDeps, screenChildWordsIn } from '../../safety/service.ts';
import { markMeeting } from '../service.ts';
import type { LiveKitRole, LiveKitRooms } from './livekit.ts';
import * as q from './queries.ts';

// The live room (decision 031): in-memory rooms of this process (one API process; LiveKit for more),
// the waiting room, admission, relaying WebRTC signalling between the host and one admitted child,
// reactions and raised hands to the host, attendance in the database.

/** The part of a `ws` socket the room uses (open = 1). */
export interface RoomSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

export interface RoomDeps {
  db: Db;
  jwtSecret: string;
  /** False where more than one API process runs: rooms then need LiveKit (decision 031). */
  p2p: boolean;
  /** Set when LIVEKIT_* are: LiveKit carries the media, our socket keeps the room. */
  livekit: LiveKitRooms | null;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The safety layer's alert path (decision 046); without it chat is not read for crisis phrases. */
  safety?: SafetyDeps;
}

const MINUTE_MS = 60_000;
const OPEN = 1;
/** A child's reactions reach the host at most this often. */
const REACTION_GAP_MS = 1_000;

export const MEETING_NOT_FOUND = 'We could not find that session.';
const NOT_INVITED = 'Your teacher has not invited you to speak.';

interface ChildConn {
  socket: RoomSocket;
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  state: 'waiting' | 'admitted';
  hand: boolean;
  lastReaction: number;
  /**
   * May send chat messages: old enough (CHAT_MIN_AGE on the session's day) and the parent turned
   * boards on (decision 041: chat shows a child's words to others, like a board post).
   */
  chat: boolean;
  /** Why not, when `chat` is false, in the child's words. */
  noChat: string;
  /** What other children read with an approved message: the display name the parent approved. */
  chatName: string;
  lastChat: number;
}

interface Room {
  meeting: RoomMeeting;
  hostId: string;
  /** Who holds the host's socket now (the session's host, or an admin): the teacher on LiveKit. */
  hostIdentity: string;
  host: RoomSocket | null;
  children: Map<string, ChildConn>;
  /** The host's browser is recording (decision 031): children see a sign while it is. */
  recording: boolean;
  /** The one child invited to speak (camera: asked, then as accepted), or nobody. */
  speaker: { childId: string; camera: boolean; state: 'invited' | 'speaking' } | null;
  /** Chat messages waiting for the host, oldest first. Only in memory: gone when the room ends. */
  held: Map<string, HeldChatMessage>;
}

/** A child sends at most one chat message this often, and at most this many wait at once. */
const CHAT_GAP_MS = 3_000;
const HELD_MAX = 50;

/** Whole years from a `YYYY-MM-DD` birthday to `at` (UTC). */
export function ageOn(birthday: string | null, at: Date): number | null {
  const m = birthday ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const before = at.getUTCMonth() + 1 < mo || (at.getUTCMonth() + 1 === mo && at.getUTCDate() < d);
  return at.getUTCFullYear() - y - (before ? 1 : 0);
}

const childName = (first: string, last: string) =>
  last ? `${first} ${last.slice(0, 1).toUpperCase()}.` : first;

function send(socket: RoomSocket | null | undefined, message: RoomServerMessage) {
  if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message));
}

function close(socket: RoomSocket, code: number, reason: string) {
  // A close reason is at most 123 bytes.
  if (socket.readyState === OPEN) socket.close(code, Buffer.from(reason).subarray(0, 123).toString());
}

function text(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return null;
}

/** The rooms of this process, by session id. */
export class RoomRegistry {
  private rooms = new Map<string, Room>();
  private deps: RoomDeps;

  constructor(deps: RoomDeps) {
    this.deps = deps;
  }

  /** How many sockets are connected (tests and shutdown). */
  get size() {
    return this.rooms.size;
  }

  private get transport(): RoomTransport {
    return this.deps.livekit ? 'livekit' : 'p2p';
  }

  /** A new socket on /v1/live/{id}/socket: waits for its token, then joins as host or child. */
  connect(socket: RoomSocket, meetingId: string) {
    if (!this.deps.p2p && !this.deps.livekit) {
      close(
        socket,
        ROOM_CLOSE.p2pOff,
        'Live rooms on this server need LiveKit (more than one API process runs).',
      );
      return;
    }
    let who: { role: 'host' | 'child'; id: string; room: Room } | null = null;
    let authenticating = false;
    let chain = Promise.resolve();
    const timer = setTimeout(() => {
      if (!who) close(socket, ROOM_CLOSE.unauthenticated, 'Please sign in to join the room.');
    }, ROOM_AUTH_TIMEOUT_MS);

    socket.on('message', (data) => {
      chain = chain
        .then(async () => {
          const raw = text(data);
          let parsed: unknown;
          try {
            parsed = raw === null ? null : JSON.parse(raw);
          } catch {
            parsed = null;
          }
          const message = RoomClientMessage.safeParse(parsed);
          if (!who) {
            if (authenticating) return;
            if (!message.success || message.data.type !== 'auth') {
              close(socket, ROOM_CLOSE.unauthenticated, 'Please sign in to join the room.');
              return;
            }
            authenticating = true;
            who = await this.admitSocket(socket, meetingId, message.data.token);
            clearTimeout(timer);
            return;
          }
          if (!message.success) {
            send(socket, { type: 'error', detail: 'The room did not understand that message.' });
            return;
          }
          if (who.role === 'host') await this.fromHost(who.room, socket, message.data);
          else await this.fromChild(who.room, who.id, socket, message.data);
        })
        .catch((err: unknown) => {
          this.deps.log.error({ err }, 'live room message failed');
          send(socket, { type: 'error', detail: 'Something went wrong in the room. Please try again.' });
        });
    });

    socket.on('close', () => {
      clearTimeout(timer);
      chain = chain
        .then(() => (who ? this.leave(who.room, who.role, who.id, socket) : undefined))
        .catch((err: unknown) => this.deps.log.error({ err }, 'live room leave failed'));
    });
  }

  /** Checks the token and the caller's right to this room now; closes the socket when refused. */
  private async admitSocket(socket: RoomSocket, meetingId: string, token: string) {
    const { db, now } = this.deps;
    const claims = await verifyAccessToken(this.deps.jwtSecret, token, 'main');
    const caller = claims ? await currentCaller(db, claims) : null;
    if (!caller) {
      close(socket, ROOM_CLOSE.unauthenticated, 'Your sign-in has expired. Please sign in again.');
      return null;
    }
    const meeting = await q.findRoomMeeting(db, meetingId);
    const isHost = !!meeting && (meeting.hostId === caller.userId || caller.type === 'admin');
    if (!meeting || meeting.status === 'cancelled' || (!isHost && caller.type !== 'child')) {
      // Another host's session is absent (decision 030); parents watch nothing here.
      if (meeting && meeting.status !== 'cancelled' && caller.type === 'parent')
        close(socket, ROOM_CLOSE.forbidden, 'Only the children registered for this session can join.');
      else close(socket, ROOM_CLOSE.notFound, MEETING_NOT_FOUND);
      return null;
    }
    const at = now();
    const endsAt = new Date(meeting.startsAt.getTime() + meeting.durationMinutes * MINUTE_MS);
    if (meeting.status === 'ended' || at >= endsAt) {
      close(socket, ROOM_CLOSE.ended, 'This session has ended.');
      return null;
    }
    const room = this.roomFor(meeting, endsAt);
    if (isHost) {
      const previous = room.host;
      room.host = socket;
      room.hostIdentity = caller.userId;
      if (previous && previous !== socket)
        close(previous, ROOM_CLOSE.replaced, 'The room was opened in another window.');
      send(socket, {
        type: 'welcome',
        role: 'host',
        user_id: caller.userId,
        meeting: room.meeting,
        transport: this.transport,
        chat: true,
      });
      this.sendRoster(room);
      for (const message of room.held.values()) send(socket, { type: 'chat_held', message });
      await this.sendLiveKitToken(room, socket, caller.userId, room.meeting.host_name, { role: 'host' });
      return { role: 'host' as const, id: caller.userId, room };
    }
    const child = await q.registeredChild(db, meetingId, caller.userId);
    if (!child) {
      this.forget(room);
      close(socket, ROOM_CLOSE.forbidden, 'You are not registered for this session.');
      return null;
    }
    if (at.getTime() < meeting.startsAt.getTime() - ROOM_EARLY_MINUTES * MINUTE_MS) {
      this.forget(room);
      close(socket, ROOM_CLOSE.notNow, `The room opens ${ROOM_EARLY_MINUTES} minutes before the start.`);
      return null;
    }
    const previous = room.children.get(caller.userId);
    const oldEnough = (ageOn(child.birthday, at) ?? 0) >= CHAT_MIN_AGE;
    const consented = oldEnough && (await boardsOn(db, caller.userId));
    const conn: ChildConn = {
      socket,
      id: caller.userId,
      name: childName(child.firstName, child.lastName),
      firstName: child.firstName,
      lastName: child.lastName,
      // A reload (or a second tab) replaces the first connection and keeps its place.
      state: previous?.state ?? 'waiting',
      hand: false,
      lastReaction: 0,
      chat: consented,
      noChat: oldEnough ? BOARDS_OFF : `Chat is for children ${CHAT_MIN_AGE} and older.`,
      chatName: consented ? await displayNameOf(db, caller.userId) : NEUTRAL_NAME,
      lastChat: 0,
    };
    room.children.set(caller.userId, conn);
    // A new page starts with the microphone off: a speaking turn does not survive a reload.
    if (room.speaker?.childId === caller.userId) room.speaker = null;
    if (previous) close(previous.socket, ROOM_CLOSE.replaced, 'You joined from another window.');
    send(socket, {
      type: 'welcome',
      role: 'child',
      user_id: caller.userId,
      meeting: room.meeting,
      transport: this.transport,
      chat: conn.chat,
    });
    send(socket, { type: conn.state === 'admitted' ? 'admitted' : 'waiting' });
    if (room.recording) send(socket, { type: 'recording', on: true });
    this.sendRoster(room);
    if (conn.state === 'admitted') await this.sendChildToken(room, conn);
    return { role: 'child' as const, id: caller.userId, room };
  }

  private roomFor(meeting: q.RoomMeetingRow, endsAt: Date): Room {
    const existing = this.rooms.get(meeting.id);
    if (existing) return existing;
    const room: Room = {
      meeting: {
        id: meeting.id,
        name: meeting.name,
        status: meeting.status as RoomMeeting['status'],
        starts_at: meeting.startsAt.toISOString(),
        ends_at: endsAt.toISOString(),
        host_name: [meeting.hostFirstName, meeting.hostLastName].filter(Boolean).join(' '),
      },
      hostId: meeting.hostId,
      hostIdentity: meeting.hostId,
      host: null,
      children: new Map(),
      recording: false,
      speaker: null,
      held: new Map(),
    };
    this.rooms.set(meeting.id, room);
    return room;
  }

  /** Drops a room nobody is in. */
  private forget(room: Room) {
    if (!room.host && room.children.size === 0) this.rooms.delete(room.meeting.id);
  }

  /**
   * LiveKit mode: a token for this person, valid until the session's end. Minted only for a socket
   * already let into this room now (the host, or an admitted child inside the window).
   */
  private async sendLiveKitToken(
    room: Room,
    socket: RoomSocket,
    identity: string,
    name: string,
    who: LiveKitRole,
  ) {
    const livekit = this.deps.livekit;
    if (!livekit) return;
    const ttlSeconds = (Date.parse(room.meeting.ends_at) - this.deps.now().getTime()) / 1000;
    const token = await livekit.token({ meetingId: room.meeting.id, identity, name, who, ttlSeconds });
    send(socket, { type: 'livekit', url: livekit.url, token, host: room.hostIdentity });
  }

  private sendChildToken(room: Room, child: ChildConn) {
    return this.sendLiveKitToken(room, child.socket, child.id, child.name, { role: 'child' });
  }

  /** A LiveKit call that fails is logged and told to the host; our room goes on. */
  private async liveKitCall(room: Room, what: string, call: (lk: LiveKitRooms) => Promise<unknown>) {
    const livekit = this.deps.livekit;
    if (!livekit) return;
    try {
      await call(livekit);
    } catch (err) {
      this.deps.log.error({ err, meetingId: room.meeting.id }, `LiveKit ${what} failed`);
      send(room.host, { type: 'notice', detail: `LiveKit could not ${what}. Please try again.` });
    }
  }

  private sendRoster(room: Room) {
    const children: RoomChild[] = [...room.children.values()].map((c) => ({
      id: c.id,
      name: c.name,
      state: c.state,
      hand: c.hand,
      speak: room.speaker?.childId === c.id ? room.speaker.state : null,
    }));
    send(room.host, { type: 'roster', children });
  }

  private async setStatus(room: Room, status: 'live' | 'ended') {
    if (room.meeting.status === status) return;
    await markMeeting(this.deps.db, room.meeting.id, status, this.deps.now());
    room.meeting.status = status;
    send(room.host, { type: 'status', status });
    for (const c of room.children.values()) send(c.socket, { type: 'status', status });
  }

  private async admit(room: Room, child: ChildConn) {
    if (child.state === 'admitted') return;
    child.state = 'admitted';
    await q.openVisit(this.deps.db, room.meeting.id, child.id, this.deps.now());
    send(child.socket, { type: 'admitted' });
    await this.sendChildToken(room, child);
  }

  private async fromHost(room: Room, socket: RoomSocket, message: RoomClientMessage) {
    if (room.host !== socket) return;
    switch (message.type) {
      case 'open':
        await this.setStatus(room, 'live');
        return;
      case 'admit':
      case 'admit_all': {
        const targets =
          message.type === 'admit'
            ? [room.children.get(message.child_id)].filter((c) => c !== undefined)
            : [...room.children.values()].filter((c) => c.state === 'waiting');
        if (targets.length === 0) {
          send(socket, { type: 'notice', detail: 'Nobody is waiting to come in.' });
          return;
        }
        // Letting someone in opens the room.
        await this.setStatus(room, 'live');
        for (const child of targets) await this.admit(room, child);
        this.sendRoster(room);
        return;
      }
      case 'remove': {
        const child = room.children.get(message.child_id);
        if (!child) return;
        room.children.delete(child.id);
        if (room.speaker?.childId === child.id) room.speaker = null;
        if (child.state === 'admitted')
          await q.closeVisits(this.deps.db, room.meeting.id, child.id, this.deps.now());
        close(child.socket, ROOM_CLOSE.removed, 'Your teacher asked you to leave the room.');
        this.sendRoster(room);
        // The page leaves LiveKit when its socket closes; the server makes sure of it.
        await this.liveKitCall(room, 'remove the child', (lk) =>
          lk.removeParticipant(room.meeting.id, child.id),
        );
        return;
      }
      case 'mute':
        // Only an invited child who said yes has a microphone on: muting them stops it.
        if (room.speaker?.childId === message.child_id) {
          await this.stopSpeaker(room);
          return;
        }
        send(socket, {
          type: 'notice',
          detail:
            'That child’s microphone is not on: children’s microphones are never on unless you invite one to speak.',
        });
        return;
      case 'invite_speak': {
        const child = room.children.get(message.child_id);
        if (child?.state !== 'admitted') {
          send(socket, { type: 'notice', detail: 'Only a child in the room can be invited to speak.' });
          return;
        }
        const current = room.speaker ? room.children.get(room.speaker.childId) : undefined;
        if (room.speaker && current && current.id !== child.id) {
          send(socket, { type: 'notice', detail: `One child speaks at a time: stop ${current.name} first.` });
          return;
        }
        room.speaker = { childId: child.id, camera: message.camera, state: 'invited' };
        send(child.socket, { type: 'speak_invite', camera: message.camera });
        this.sendRoster(room);
        return;
      }
      case 'stop_speak':
        await this.stopSpeaker(room);
        return;
      case 'chat_approve':
      case 'chat_reject': {
        const held = room.held.get(message.id);
        if (!held) return;
        room.held.delete(held.id);
        send(socket, { type: 'chat_settled', id: held.id });
        if (message.type === 'chat_reject') return;
        // The host reads the child's name; the other children the display name the parent approved
        // (decision 041). Children who may not chat see no chat.
        const approved: ChatMessage = { id: held.id, name: held.name, text: held.text };
        send(socket, { type: 'chat', message: approved });
        const shown: ChatMessage = {
          ...approved,
          name: room.children.get(held.child_id)?.chatName ?? NEUTRAL_NAME,
        };
        for (const c of room.children.values())
          if (c.state === 'admitted' && c.chat) send(c.socket, { type: 'chat', message: shown });
        return;
      }
      case 'end':
        await this.end(room);
        return;
      case 'recording':
        this.setRecording(room, message.on);
        return;
      case 'signal': {
        if (this.deps.livekit) {
          send(socket, { type: 'error', detail: LIVEKIT_NO_SIGNALLING });
          return;
        }
        const child = message.to ? room.children.get(message.to) : undefined;
        // The host answers a child's offer and sends candidates, to an admitted child only (on the
        // speaking channel, to the child who is speaking only).
        if (!child) return;
        if (child.state !== 'admitted' || message.description?.type === 'offer') return;
        const speak = message.channel === 'speak';
        if (speak && (room.speaker?.childId !== child.id || room.speaker.state !== 'speaking')) return;
        send(child.socket, {
          type: 'signal',
          from: room.hostId,
          ...(speak ? { channel: 'speak' as const } : {}),
          ...(message.description ? { description: message.description } : {}),
          ...(message.candidate !== undefined ? { candidate: message.candidate } : {}),
        });
        return;
      }
      default:
        send(socket, { type: 'error', detail: 'Only children send that.' });
    }
  }

  private async fromChild(room: Room, childId: string, socket: RoomSocket, message: RoomClientMessage) {
    const child = room.children.get(childId);
    if (!child || child.socket !== socket) return;
    if (child.state !== 'admitted') {
      send(socket, { type: 'waiting' });
      return;
    }
    switch (message.type) {
      case 'react': {
        const at = Date.now();
        if (at - child.lastReaction < REACTION_GAP_MS) return;
        child.lastReaction = at;
        send(room.host, {
          type: 'reaction',
          child_id: child.id,
          name: child.name,
          reaction: message.reaction,
        });
        return;
      }
      case 'hand':
        child.hand = message.raised;
        this.sendRoster(room);
        return;
      case 'speak_answer': {
        const speaker = room.speaker;
        if (speaker?.childId !== child.id || speaker.state !== 'invited') {
          send(socket, { type: 'error', detail: NOT_INVITED });
          return;
        }
        if (!message.accept) {
          room.speaker = null;
          send(room.host, { type: 'notice', detail: `${child.name} said no thanks.` });
          this.sendRoster(room);
          return;
        }
        // The camera only when the host asked for it and the child agreed.
        room.speaker = { childId: child.id, camera: speaker.camera && message.camera, state: 'speaking' };
        this.sendRoster(room);
        await this.sendLiveKitToken(room, socket, child.id, child.name, {
          role: 'speaker',
          camera: room.speaker.camera,
        });
        return;
      }
      case 'stop_speak':
        if (room.speaker?.childId === child.id) await this.stopSpeaker(room);
        return;
      case 'chat': {
        if (!child.chat) {
          send(socket, { type: 'error', detail: child.noChat });
          return;
        }
        // The safety layer reads the words first (decision 046): a crisis phrase alerts the parent now
        // and the child gets the calm message, whatever happens to the message next.
        if (this.deps.safety) {
          const screened = await screenChildWordsIn(this.deps.safety, {
            childId: child.id,
            source: 'live_chat',
            text: message.text,
          });
          if (screened.notice) send(socket, { type: 'safety_notice', notice: screened.notice });
        }
        // Personal details never leave the child's screen, not even to the host (decision 041).
        const details = findPersonalDetails(message.text, [{ first: child.firstName, last: child.lastName }]);
        if (details.length > 0) {
          send(socket, { type: 'error', detail: personalDetailsMessage(details) });
          return;
        }
        const at = Date.now();
        if (at - child.lastChat < CHAT_GAP_MS || room.held.size >= HELD_MAX) {
          send(socket, { type: 'error', detail: 'Please wait a moment before sending another message.' });
          return;
        }
        child.lastChat = at;
        // Every message is held; the word filter's findings (decision 014) tell the host what to look at.
        const held: HeldChatMessage = {
          id: crypto.randomUUID(),
          child_id: child.id,
          name: child.name,
          text: message.text,
          flag: heldReason(screenPost(message.text)),
        };
        room.held.set(held.id, held);
        send(room.host, { type: 'chat_held', message: held });
        send(socket, { type: 'chat_waiting' });
        return;
      }
      case 'signal': {
        if (this.deps.livekit) {
          send(socket, { type: 'error', detail: LIVEKIT_NO_SIGNALLING });
          return;
        }
        if (message.description?.type === 'answer') return;
        const speak = message.channel === 'speak';
        if (speak) {
          // Only the child who accepted may send, and only their microphone (the camera if agreed).
          const speaker = room.speaker;
          if (speaker?.childId !== child.id || speaker.state !== 'speaking') {
            send(socket, { type: 'error', detail: NOT_INVITED });
            return;
          }
          if (message.description && !isSpeakerOffer(message.description.sdp, speaker.camera)) {
            send(socket, {
              type: 'error',
              detail: speaker.camera
                ? 'Only your microphone and camera can be sent.'
                : 'Only your microphone can be sent.',
            });
            return;
          }
        } else if (message.description && !isReceiveOnlyOffer(message.description.sdp)) {
          // The watching connection receives, never sends (no camera, microphone or data channel).
          send(socket, { type: 'error', detail: 'Children watch and listen only.' });
          return;
        }
        send(room.host, {
          type: 'signal',
          from: child.id,
          ...(speak ? { channel: 'speak' as const } : {}),
          ...(message.description ? { description: message.description } : {}),
          ...(message.candidate !== undefined ? { candidate: message.candidate } : {}),
        });
        return;
      }
      default:
        send(socket, { type: 'error', detail: 'Only the teacher can do that.' });
    }
  }

  /** Ends the session: status ended, every visit closed, everyone told and disconnected. */
  private async end(room: Room) {
    await q.closeVisits(this.deps.db, room.meeting.id, null, this.deps.now());
    await this.setStatus(room, 'ended');
    this.rooms.delete(room.meeting.id);
    const sockets = [room.host, ...[...room.children.values()].map((c) => c.socket)];
    room.children.clear();
    room.host = null;
    for (const s of sockets) {
      if (!s) continue;
      send(s, { type: 'ended' });
      close(s, ROOM_CLOSE.ended, 'That’s all for today.');
    }
    await this.liveKitCall(room, 'end the room', (lk) => lk.endRoom(room.meeting.id));
  }

  /**
   * Ends the speaking invitation or turn: the child's page turns the microphone (and camera) off; on
   * LiveKit the permission to publish is taken away at once and a receive-only token follows.
   */
  private async stopSpeaker(room: Room) {
    const speaker = room.speaker;
    if (!speaker) return;
    room.speaker = null;
    const child = room.children.get(speaker.childId);
    if (child) send(child.socket, { type: 'speak_stopped' });
    this.sendRoster(room);
    if (!child || speaker.state !== 'speaking' || !this.deps.livekit) return;
    await this.liveKitCall(room, 'turn the microphone off', (lk) =>
      lk.stopPublishing(room.meeting.id, child.id),
    );
    await this.sendChildToken(room, child);
  }

  /** The children's sign follows the host's recorder (a host who leaves takes the recording along). */
  private setRecording(room: Room, on: boolean) {
    room.recording = on;
    for (const c of room.children.values()) send(c.socket, { type: 'recording', on });
  }

  private async leave(room: Room, role: 'host' | 'child', id: string, socket: RoomSocket) {
    if (role === 'host') {
      if (room.host === socket && room.recording) this.setRecording(room, false);
      // Nobody speaks without the teacher in the room.
      if (room.host === socket) await this.stopSpeaker(room);
      if (room.host === socket) room.host = null;
    } else {
      const child = room.children.get(id);
      if (child?.socket === socket) {
        room.children.delete(id);
        if (room.speaker?.childId === id) room.speaker = null;
        if (child.state === 'admitted')
          await q.closeVisits(this.deps.db, room.meeting.id, id, this.deps.now());
        this.sendRoster(room);
      }
    }
    this.forget(room);
  }

  /** Closes every socket (server shutdown): visits are closed as each socket leaves. */
  closeAll() {
    for (const room of this.rooms.values()) {
      if (room.host) close(room.host, 1001, 'The server is restarting.');
      for (const c of room.children.values()) close(c.socket, 1001, 'The server is restarting.');
    }
  }
}

/** GET /v1/instructor/meetings/attendance/{id}: the host's (an admin: any); another host's is 404. */
export async function listAttendance(
  deps: Pick<RoomDeps, 'db' | 'now'>,
  caller: Caller,
  meetingId: string,
): Promise<AttendanceResponse> {
  const meeting = await q.findRoomMeeting(deps.db, meetingId);
  if (!meeting || (meeting.hostId !== caller.userId && caller.type !== 'admin'))
    throw new NotFound(MEETING_NOT_FOUND);
  const rows = await q.attendance(deps.db, meetingId, deps.now());
  return {
    attendance: rows.map((r) => ({
      child_id: r.childId,
      name: childName(r.firstName, r.lastName),
      first_joined_at: r.firstJoinedAt.toISOString(),
      last_left_at: r.lastLeftAt ? r.lastLeftAt.toISOString() : null,
      minutes: Math.round(r.seconds / 60),
      visits: r.visits,
    })),
  };
}

/** Closes every visit of a session still open (the session-end job, when the host never ended it). */
export async function closeOpenVisits(db: Db, meetingId: string, at: Date): Promise<void> {
  await q.closeVisits(db, meetingId, null, at);
}
