import { Room, RoomEvent, Track } from 'livekit-client';
import type { LiveKitHandlers, LiveKitSession } from './transport-types.ts';

// livekit-client behind the room's transport interface (transport.ts): only imported dynamically.

export async function connectLiveKit(
  url: string,
  token: string,
  handlers: LiveKitHandlers,
): Promise<LiveKitSession> {
  const room = new Room({ adaptiveStream: false, dynacast: true });
  const streams = new Map<string, MediaStream>();
  room.on(RoomEvent.TrackSubscribed, (track, _publication, participant) => {
    const stream = streams.get(participant.identity) ?? new MediaStream();
    streams.set(participant.identity, stream);
    stream.addTrack(track.mediaStreamTrack);
    handlers.onStream(participant.identity, stream);
  });
  room.on(RoomEvent.TrackUnsubscribed, (track, _publication, participant) => {
    const stream = streams.get(participant.identity);
    if (!stream) return;
    stream.removeTrack(track.mediaStreamTrack);
    if (stream.getTracks().length === 0) {
      streams.delete(participant.identity);
      handlers.onStream(participant.identity, null);
    }
  });
  room.on(RoomEvent.Disconnected, () => handlers.onDisconnected());
  await room.connect(url, token);
  return {
    async publish(track, source) {
      await room.localParticipant.publishTrack(track, {
        source: source === 'camera' ? Track.Source.Camera : Track.Source.Microphone,
      });
    },
    async replaceVideo(track) {
      const camera = room.localParticipant.getTrackPublication(Track.Source.Camera)?.track;
      // `true`: the page owns the track (the screen's), LiveKit must not stop it.
      if (camera) await camera.replaceTrack(track, true);
    },
    async close() {
      room.removeAllListeners();
      await room.disconnect();
    },
  };
}
