// How the live room's media travels (decision 031). `p2p`: one RTCPeerConnection per child, signalled
// over our socket (the pages do it). `livekit`: the server hands each person a LiveKit token on the
// socket, and the page joins LiveKit's room with livekit-client, loaded only then (a separate chunk:
// the first download does not carry it). The waiting room, roster, hands, reactions and chat stay on
// our socket either way.

import type { LiveKitHandlers, LiveKitSession } from './transport-types.ts';

export type { LiveKitHandlers, LiveKitSession };

/** Joins a LiveKit room with a token the server minted (lazy: livekit-client loads here). */
export async function joinLiveKit(
  url: string,
  token: string,
  handlers: LiveKitHandlers,
): Promise<LiveKitSession> {
  const { connectLiveKit } = await import('./livekit-session.ts');
  return connectLiveKit(url, token, handlers);
}
