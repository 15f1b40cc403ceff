import { AccessToken, RoomServiceClient, TrackSource, type VideoGrant } from 'livekit-server-sdk';
import type { LiveKitConfig } from '../../../config.ts';

// The LiveKit transport (decision 031): LiveKit carries the media; the waiting room, admission,
// roster, attendance, reactions, hands and chat stay on our socket. The server mints every LiveKit
// token (the host's may publish; a child's may only subscribe, unless invited to speak and accepted)
// and controls the room through LiveKit's Twirp API (remove a participant, end the room).

/** Who a token is for. */
export type LiveKitRole =
  | { role: 'host' }
  | { role: 'child' }
  /** A child the host invited to speak who accepted: microphone, and the camera only if asked. */
  | { role: 'speaker'; camera: boolean };

export interface LiveKitTokenInput {
  meetingId: string;
  identity: string;
  name: string;
  who: LiveKitRole;
  /** Seconds the token is valid: until the session's end (a token only lets a browser join). */
  ttlSeconds: number;
}

/** The room's name on LiveKit: the session's id. */
export const liveKitRoomName = (meetingId: string) => `meeting-${meetingId}`;

/** The grants of each role. A child never sends data: our socket carries reactions, hands and chat. */
export function grantFor(meetingId: string, who: LiveKitRole): VideoGrant {
  const base: VideoGrant = {
    room: liveKitRoomName(meetingId),
    roomJoin: true,
    canSubscribe: true,
    canPublishData: false,
    canUpdateOwnMetadata: false,
  };
  switch (who.role) {
    case 'host':
      return {
        ...base,
        canPublish: true,
        canPublishSources: [TrackSource.CAMERA, TrackSource.MICROPHONE, TrackSource.SCREEN_SHARE],
      };
    case 'speaker':
      return {
        ...base,
        canPublish: true,
        canPublishSources: who.camera
          ? [TrackSource.MICROPHONE, TrackSource.CAMERA]
          : [TrackSource.MICROPHONE],
      };
    default:
      return { ...base, canPublish: false };
  }
}

export class LiveKitRooms {
  readonly url: string;
  private config: LiveKitConfig;
  private client: RoomServiceClient;

  constructor(config: LiveKitConfig) {
    this.config = config;
    this.url = config.url;
    // The SDK turns ws(s):// into http(s):// for its Twirp calls; no failover to other regions.
    this.client = new RoomServiceClient(config.url, config.apiKey, config.apiSecret, {
      failover: false,
      requestTimeout: 5,
    });
  }

  async token(input: LiveKitTokenInput): Promise<string> {
    const token = new AccessToken(this.config.apiKey, this.config.apiSecret, {
      identity: input.identity,
      name: input.name,
      ttl: Math.max(60, Math.ceil(input.ttlSeconds)),
    });
    token.addGrant(grantFor(input.meetingId, input.who));
    return token.toJwt();
  }

  /** Disconnects a participant (removed, or a speaker the host stopped: they rejoin with a new token). */
  removeParticipant(meetingId: string, identity: string) {
    return this.client.removeParticipant(liveKitRoomName(meetingId), identity);
  }

  /** Takes a speaker's publishing away at once (a token cannot be taken back, permissions can). */
  stopPublishing(meetingId: string, identity: string) {
    return this.client.updateParticipant(liveKitRoomName(meetingId), identity, {
      permission: { canPublish: false, canPublishData: false, canSubscribe: true, canPublishSources: [] },
    });
  }

  /** Ends the room for everyone. */
  endRoom(meetingId: string) {
    return this.client.deleteRoom(liveKitRoomName(meetingId));
  }
}
