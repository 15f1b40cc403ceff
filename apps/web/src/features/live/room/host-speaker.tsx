import MicRounded from '@mui/icons-material/MicRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RoomChild, RoomClientMessage, RoomServerMessage } from '@ye/contracts/live-room';
import { useCallback, useEffect, useRef, useState } from 'react';
import { candidateOf } from './use-room.ts';

// The host's side of inviting one child to speak (decision 031): invite (the camera only if asked),
// see and hear the child who said yes, stop at any time. On p2p the child's microphone arrives on its
// own connection (`channel: 'speak'`), answered here without sending anything back on it; on LiveKit
// it arrives as the child's tracks in the host's LiveKit room (`onLiveKitStream`).

export function useHostSpeaker({
  send,
  iceServers,
}: {
  send: (message: RoomClientMessage) => void;
  iceServers: () => RTCIceServer[];
}) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [inviting, setInviting] = useState<RoomChild | null>(null);
  const peer = useRef<RTCPeerConnection | null>(null);

  const close = useCallback(() => {
    peer.current?.close();
    peer.current = null;
    setStream(null);
  }, []);
  useEffect(() => close, [close]);

  const answer = async (childId: string, sdp: string) => {
    close();
    const pc = new RTCPeerConnection({ iceServers: iceServers() });
    peer.current = pc;
    pc.addEventListener('icecandidate', (e) => {
      send({ type: 'signal', to: childId, channel: 'speak', candidate: candidateOf(e.candidate) });
    });
    pc.addEventListener('track', (e) => setStream(e.streams[0] ?? new MediaStream([e.track])));
    await pc.setRemoteDescription({ type: 'offer', sdp });
    const reply = await pc.createAnswer();
    await pc.setLocalDescription(reply);
    send({
      type: 'signal',
      to: childId,
      channel: 'speak',
      description: { type: 'answer', sdp: reply.sdp ?? '' },
    });
  };

  /** Handles the speaking connection's signalling; false for every other message. */
  const onMessage = (message: RoomServerMessage): boolean => {
    if (message.type !== 'signal' || message.channel !== 'speak') return false;
    if (message.description?.type === 'offer') void answer(message.from, message.description.sdp);
    else if (message.candidate) void peer.current?.addIceCandidate(message.candidate).catch(() => {});
    return true;
  };

  /** Nobody speaking any more: the connection and the sound go. */
  const onRoster = (children: RoomChild[]) => {
    if (!children.some((c) => c.speak === 'speaking')) close();
  };

  return {
    stream,
    inviting,
    setInviting,
    onMessage,
    onRoster,
    onLiveKitStream: setStream,
    invite: (child: RoomChild, camera: boolean) => send({ type: 'invite_speak', child_id: child.id, camera }),
    stop: () => send({ type: 'stop_speak' }),
    close,
  };
}

type HostSpeaker = ReturnType<typeof useHostSpeaker>;

/** A roster row's speaking controls: Invite to speak, or the invitation's state with Stop. */
export function SpeakControls({
  child,
  speaker,
  busy,
}: {
  child: RoomChild;
  speaker: HostSpeaker;
  /** Another child is invited or speaking: one at a time. */
  busy: boolean;
}) {
  if (child.speak)
    return (
      <>
        <Chip
          size="small"
          icon={<MicRounded />}
          label={child.speak === 'speaking' ? 'Speaking' : 'Invited to speak'}
          color={child.speak === 'speaking' ? 'success' : 'default'}
          variant="outlined"
          sx={{ fontWeight: 600, borderWidth: 2 }}
        />
        <Button size="small" onClick={speaker.stop} aria-label={`Stop ${child.name} speaking`}>
          Stop
        </Button>
      </>
    );
  return (
    <Button
      size="small"
      disabled={busy}
      onClick={() => speaker.setInviting(child)}
      aria-label={`Invite to speak: ${child.name}`}
    >
      Invite to speak
    </Button>
  );
}

/** Asks the host whether the camera is wanted too, then sends the invitation. */
export function InviteSpeakDialog({ speaker }: { speaker: HostSpeaker }) {
  const [camera, setCamera] = useState(false);
  const child = speaker.inviting;
  const done = () => {
    speaker.setInviting(null);
    setCamera(false);
  };
  return (
    <Dialog open={child !== null} onClose={done} aria-labelledby="invite-speak-title">
      <DialogTitle id="invite-speak-title">
        {child ? `Invite ${child.name} to speak?` : 'Invite to speak?'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          Their page asks them first. Only their microphone is turned on, unless you ask for the camera too.
          One child speaks at a time, and you can stop it whenever you like.
        </DialogContentText>
        <FormControlLabel
          control={<Checkbox checked={camera} onChange={(e) => setCamera(e.target.checked)} />}
          label="Ask for the camera too"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={done}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            if (child) speaker.invite(child, camera);
            done();
          }}
        >
          Send the invitation
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The speaking child, heard (and seen when their camera is on) by the host. */
export function SpeakerPanel({ speaker, name }: { speaker: HostSpeaker; name: string }) {
  const media = useRef<HTMLVideoElement | null>(null);
  const { stream } = speaker;
  useEffect(() => {
    const el = media.current;
    if (!el) return;
    el.srcObject = stream;
    if (stream) void el.play().catch(() => {});
  }, [stream]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="speaker-heading" sx={{ p: 2 }}>
      <Typography id="speaker-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {`${name} is speaking`}
      </Typography>
      <Box sx={{ bgcolor: 'grey.900', borderRadius: 2, aspectRatio: '16 / 9', overflow: 'hidden' }}>
        {/* biome-ignore lint/a11y/useMediaCaption: a child speaking live has no caption track to give */}
        <video
          ref={media}
          autoPlay
          playsInline
          data-testid="speaker-media"
          aria-label={`${name}’s microphone`}
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      </Box>
      {!stream ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Connecting to their microphone…
        </Typography>
      ) : null}
    </Paper>
  );
}
