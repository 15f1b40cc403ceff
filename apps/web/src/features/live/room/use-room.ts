import type {
  IceCandidate,
  IceServersResponse,
  RoomClientMessage,
  RoomServerMessage,
} from '@ye/contracts/live-room';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/storage.ts';

// The live room's socket (decision 031): the STUN/TURN servers first (an API call, which also
// refreshes the access token when it is old), then the WebSocket, whose first message is the token.

export type RoomPhase = 'connecting' | 'open' | 'closed';
export interface RoomClosed {
  code: number;
  reason: string;
}

/** ws(s)://<this origin>/v1/live/<id>/socket: the page and the API share an origin. */
export function roomSocketUrl(meetingId: string, base: string = window.location.href): string {
  const url = new URL(`/v1/live/${encodeURIComponent(meetingId)}/socket`, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** A browser's ICE candidate as the room carries it (null: gathering is over). */
export function candidateOf(c: RTCIceCandidate | null): IceCandidate | null {
  if (!c) return null;
  return {
    candidate: c.candidate,
    sdpMid: c.sdpMid,
    sdpMLineIndex: c.sdpMLineIndex,
    usernameFragment: c.usernameFragment,
  };
}

/**
 * Applies the other side's answer or candidate to an offering peer; candidates that arrive before the
 * answer wait in `pending` (a peer refuses them without a remote description).
 */
export function applySignal(
  peer: RTCPeerConnection,
  pending: RTCIceCandidateInit[],
  message: { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit | null },
) {
  if (message.description?.type === 'answer') {
    void peer.setRemoteDescription(message.description).then(async () => {
      for (const c of pending.splice(0)) await peer.addIceCandidate(c);
    });
  } else if (message.candidate) {
    if (peer.remoteDescription) void peer.addIceCandidate(message.candidate);
    else pending.push(message.candidate);
  }
}

export function useRoom(meetingId: string, onMessage: (message: RoomServerMessage) => void) {
  const [phase, setPhase] = useState<RoomPhase>('connecting');
  const [closed, setClosed] = useState<RoomClosed | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const iceServers = useRef<RTCIceServer[]>([]);
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    let cancelled = false;
    let ws: WebSocket | null = null;
    void (async () => {
      try {
        const ice = await api.get<IceServersResponse>('/v1/live/ice-servers');
        iceServers.current = ice.ice_servers;
      } catch {
        // Without STUN/TURN the browsers still find each other on one network.
        iceServers.current = [];
      }
      if (cancelled) return;
      ws = new WebSocket(roomSocketUrl(meetingId));
      socket.current = ws;
      ws.addEventListener('open', () => {
        ws?.send(JSON.stringify({ type: 'auth', token: getAccessToken() ?? '' }));
        if (!cancelled) setPhase('open');
      });
      ws.addEventListener('message', (event) => {
        if (cancelled) return;
        try {
          handler.current(JSON.parse(String(event.data)) as RoomServerMessage);
        } catch {
          // Not ours to read.
        }
      });
      ws.addEventListener('close', (event) => {
        if (cancelled) return;
        setClosed({ code: event.code, reason: event.reason });
        setPhase('closed');
      });
    })();
    return () => {
      cancelled = true;
      socket.current = null;
      ws?.close();
    };
  }, [meetingId]);

  const send = useCallback((message: RoomClientMessage) => {
    const ws = socket.current;
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  }, []);

  return { phase, closed, send, iceServers };
}
