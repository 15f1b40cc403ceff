import type { RoomClientMessage, RoomServerMessage, RoomTransport } from '@ye/contracts/live-room';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applySignal, candidateOf } from './use-room.ts';

// A child invited to speak (decision 031): the page asks kindly, and only after Yes asks the browser
// for the microphone (the camera only when the teacher asked for it). On p2p the microphone goes to the
// teacher on a second, send-only connection (`channel: 'speak'`); on LiveKit the server sends a token
// that may publish and the room page publishes `mine` with it. Until then nothing is ever asked for.

/** The camera an invited child sends: small, as the teacher's preview of them. */
const SPEAKER_CAMERA: MediaTrackConstraints = { width: { ideal: 320 }, height: { ideal: 180 } };

export interface SpeakingOptions {
  send: (message: RoomClientMessage) => void;
  transport: () => RoomTransport;
  iceServers: () => RTCIceServer[];
}

export function useChildSpeaking({ send, transport, iceServers }: SpeakingOptions) {
  const [invite, setInvite] = useState<{ camera: boolean } | null>(null);
  const [speaking, setSpeaking] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  /** The child's own microphone (and camera): only ever set after Yes. */
  const mine = useRef<MediaStream | null>(null);
  const peer = useRef<RTCPeerConnection | null>(null);
  const pending = useRef<RTCIceCandidateInit[]>([]);

  const turnOff = useCallback(() => {
    for (const track of mine.current?.getTracks() ?? []) track.stop();
    mine.current = null;
    peer.current?.close();
    peer.current = null;
    pending.current = [];
    setSpeaking(false);
    setInvite(null);
  }, []);
  useEffect(() => turnOff, [turnOff]);

  /** p2p: offers the microphone (and camera) to the teacher, sending only. */
  const offer = async (stream: MediaStream) => {
    const pc = new RTCPeerConnection({ iceServers: iceServers() });
    peer.current = pc;
    for (const track of stream.getTracks())
      pc.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
    pc.addEventListener('icecandidate', (e) => {
      send({ type: 'signal', channel: 'speak', candidate: candidateOf(e.candidate) });
    });
    const description = await pc.createOffer();
    await pc.setLocalDescription(description);
    send({ type: 'signal', channel: 'speak', description: { type: 'offer', sdp: description.sdp ?? '' } });
  };

  const accept = async () => {
    const asked = invite;
    if (!asked) return;
    setInvite(null);
    try {
      mine.current = await navigator.mediaDevices.getUserMedia({
        audio: true,
        video: asked.camera ? SPEAKER_CAMERA : false,
      });
    } catch {
      send({ type: 'speak_answer', accept: false, camera: false });
      setNote('We could not turn on your microphone. You can still watch and listen.');
      return;
    }
    send({ type: 'speak_answer', accept: true, camera: asked.camera });
    setSpeaking(true);
    setNote(null);
    if (transport() === 'p2p') await offer(mine.current);
  };

  const decline = () => {
    setInvite(null);
    send({ type: 'speak_answer', accept: false, camera: false });
    setNote('That’s fine! You can keep watching and listening.');
  };

  /** Handles the speaking messages; false for every other message. */
  const onMessage = (message: RoomServerMessage): boolean => {
    switch (message.type) {
      case 'speak_invite':
        setNote(null);
        setInvite({ camera: message.camera });
        return true;
      case 'speak_stopped': {
        const was = mine.current !== null;
        turnOff();
        setNote(was ? 'Your microphone is off now. Thank you for speaking!' : null);
        return true;
      }
      case 'signal': {
        if (message.channel !== 'speak') return false;
        if (peer.current) applySignal(peer.current, pending.current, message);
        return true;
      }
      default:
        return false;
    }
  };

  return {
    invite,
    speaking,
    note,
    mine,
    accept,
    decline,
    stop: () => send({ type: 'stop_speak' }),
    turnOff,
    onMessage,
  };
}
