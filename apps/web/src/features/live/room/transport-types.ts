// The room's transport types, apart from transport.ts so that the lazily loaded livekit-session.ts can
// name them without importing transport.ts back (an import cycle).

export interface LiveKitHandlers {
  /** Someone else's tracks (the teacher; a child invited to speak), or null when they stopped. */
  onStream(identity: string, stream: MediaStream | null): void;
  /** LiveKit closed the connection (the room ended, the server removed this person). */
  onDisconnected(): void;
}

export interface LiveKitSession {
  /** Sends a track of ours (the host's camera and microphone; an invited child's). */
  publish(track: MediaStreamTrack, source: 'camera' | 'microphone'): Promise<void>;
  /** Sends another video in the camera's place (screen sharing), renegotiating nothing. */
  replaceVideo(track: MediaStreamTrack): Promise<void>;
  close(): Promise<void>;
}
