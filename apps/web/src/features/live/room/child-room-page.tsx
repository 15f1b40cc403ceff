import BackHandRounded from '@mui/icons-material/BackHandRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  REACTIONS,
  type Reaction,
  type RoomMeeting,
  type RoomServerMessage,
  type RoomTransport,
} from '@ye/contracts/live-room';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { RecordingNotice } from '../recording/recording-controls.tsx';
import { ChildChat, useRoomChat } from './chat.tsx';
import { SpeakInvitation } from './speak-invitation.tsx';
import { joinLiveKit, type LiveKitSession } from './transport.ts';
import { applySignal, candidateOf, useRoom } from './use-room.ts';
import { useChildSpeaking } from './use-speaking.ts';
import { childClosedWords, REACTION_WORDS } from './words.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A big friendly card for the room's states (waiting, not yet, the end). */
function RoomCard({
  title,
  body,
  busy,
  children,
}: {
  title: string;
  body: string;
  busy?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <Paper
      elevation={0}
      sx={{
        p: { xs: 3, sm: 5 },
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: 4,
        borderColor: 'secondary.light',
        textAlign: 'center',
        maxWidth: 640,
        mx: 'auto',
        display: 'grid',
        gap: 2,
        justifyItems: 'center',
      }}
    >
      {busy ? <CircularProgress aria-hidden="true" /> : null}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem' }}>{body}</Typography>
      {children}
    </Paper>
  );
}

/**
 * The child's live room (/student/webinars/room/:meetingId, decision 031): a waiting room until the
 * teacher lets them in, then the teacher's video big, preset reactions and Raise hand. The child only
 * receives: the peer connection is receive-only and this page never asks for a camera or microphone.
 */
export default function ChildRoomPage() {
  const { meetingId = '' } = useParams();
  if (!UUID.test(meetingId))
    return (
      <Box sx={{ p: 2 }}>
        <RoomCard
          title="We could not find this session"
          body="Please check the link, or go back to your library."
        >
          <Button component={RouterLink} to={PATHS.library} variant="contained" size="large">
            Back to my library
          </Button>
        </RoomCard>
      </Box>
    );
  return <ChildRoom meetingId={meetingId} />;
}

function ChildRoom({ meetingId }: { meetingId: string }) {
  const [meeting, setMeeting] = useState<RoomMeeting | null>(null);
  const [admitted, setAdmitted] = useState(false);
  const [ended, setEnded] = useState(false);
  const [hand, setHand] = useState(false);
  const [sent, setSent] = useState<Reaction | null>(null);
  const [needsSound, setNeedsSound] = useState(false);
  const [hasVideo, setHasVideo] = useState(false);
  const [recording, setRecording] = useState(false);
  const transport = useRef<RoomTransport>('p2p');
  const pc = useRef<RTCPeerConnection | null>(null);
  /** LiveKit mode: the session joined with the token the server sent (the next token replaces it). */
  const lk = useRef<Promise<LiveKitSession | null> | null>(null);
  const pending = useRef<RTCIceCandidateInit[]>([]);
  const video = useRef<HTMLVideoElement | null>(null);
  const sendRef = useRef<(m: Parameters<typeof send>[0]) => void>(() => {});
  const speaking = useChildSpeaking({
    send: (m) => sendRef.current(m),
    transport: () => transport.current,
    iceServers: () => iceServers.current,
  });
  const mine = speaking.mine;
  const chat = useRoomChat();
  /** Old enough to chat (the server says so in its welcome). */
  const [canChat, setCanChat] = useState(false);

  const closePeer = useCallback(() => {
    pc.current?.close();
    pc.current = null;
    pending.current = [];
    const session = lk.current;
    lk.current = null;
    void session?.then((s) => s?.close());
  }, []);

  /** Shows the teacher's camera (or screen) and plays the sound, muted first if the browser insists. */
  const showTeacher = useCallback((stream: MediaStream | null) => {
    const el = video.current;
    if (!el) return;
    if (!stream) {
      el.srcObject = null;
      setHasVideo(false);
      return;
    }
    if (el.srcObject !== stream) el.srcObject = stream;
    setHasVideo(true);
    el.play().catch(() => {
      // The browser wants a tap before sound: play muted, and offer the sound.
      el.muted = true;
      setNeedsSound(true);
      void el.play().catch(() => {});
    });
  }, []);

  /** LiveKit mode: joins with this token (subscribe only: the server minted it so). */
  const joinWith = useCallback(
    (url: string, token: string, host: string) => {
      const previous = lk.current;
      lk.current = (async () => {
        await previous?.then((s) => s?.close());
        try {
          const session = await joinLiveKit(url, token, {
            onStream: (identity, stream) => {
              if (identity === host) showTeacher(stream);
            },
            onDisconnected: () => setHasVideo(false),
          });
          // Invited and said yes: this token may publish what the child agreed to send.
          for (const track of mine.current?.getTracks() ?? [])
            await session.publish(track, track.kind === 'video' ? 'camera' : 'microphone');
          return session;
        } catch {
          setHasVideo(false);
          return null;
        }
      })();
    },
    [showTeacher, mine],
  );

  /** Offers to receive the teacher's video and sound: nothing is sent from here. */
  const startPeer = useCallback(
    async (iceServers: RTCIceServer[]) => {
      closePeer();
      const peer = new RTCPeerConnection({ iceServers });
      pc.current = peer;
      peer.addTransceiver('video', { direction: 'recvonly' });
      peer.addTransceiver('audio', { direction: 'recvonly' });
      peer.addEventListener('icecandidate', (e) => {
        sendRef.current({ type: 'signal', candidate: candidateOf(e.candidate) });
      });
      peer.addEventListener('track', (e) => showTeacher(e.streams[0] ?? new MediaStream([e.track])));
      const offer = await peer.createOffer();
      await peer.setLocalDescription(offer);
      sendRef.current({ type: 'signal', description: { type: 'offer', sdp: offer.sdp ?? '' } });
    },
    [closePeer, showTeacher],
  );

  const onMessage = (message: RoomServerMessage) => {
    if (speaking.onMessage(message) || chat.onMessage(message)) return;
    switch (message.type) {
      case 'welcome':
        setMeeting(message.meeting);
        transport.current = message.transport;
        setCanChat(message.chat);
        return;
      case 'waiting':
        setAdmitted(false);
        return;
      case 'admitted':
        setAdmitted(true);
        // On LiveKit the server's token follows; peer-to-peer starts with our receive-only offer.
        if (transport.current === 'p2p') void startPeer(iceServers.current);
        return;
      case 'livekit':
        joinWith(message.url, message.token, message.host);
        return;
      case 'signal': {
        if (pc.current) applySignal(pc.current, pending.current, message);
        return;
      }
      case 'ended':
        setEnded(true);
        closePeer();
        speaking.turnOff();
        return;
      case 'recording':
        setRecording(message.on);
        return;
      default:
        return;
    }
  };
  const { phase, closed, send, iceServers } = useRoom(meetingId, onMessage);
  sendRef.current = send;

  useEffect(() => closePeer, [closePeer]);
  const turnOffSpeaking = speaking.turnOff;
  useEffect(() => {
    if (phase !== 'closed') return;
    closePeer();
    turnOffSpeaking();
  }, [phase, closePeer, turnOffSpeaking]);

  const react = (reaction: Reaction) => {
    send({ type: 'react', reaction });
    setSent(reaction);
  };
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(null), 1500);
    return () => clearTimeout(timer);
  }, [sent]);

  if (ended || (phase === 'closed' && closed)) {
    const words = childClosedWords(ended ? 4412 : (closed?.code ?? 1006));
    return (
      <Box sx={{ p: 2 }}>
        <RoomCard title={words.title} body={words.body}>
          <Button component={RouterLink} to={PATHS.library} variant="contained" size="large">
            Back to my library
          </Button>
        </RoomCard>
      </Box>
    );
  }

  if (!admitted)
    return (
      <Box sx={{ p: 2 }}>
        <RoomCard
          busy
          title={meeting ? `Welcome to “${meeting.name}”` : 'Opening the room…'}
          body={meeting ? 'Your teacher will let you in soon.' : 'Just a moment.'}
        />
        {recording ? <RecordingNotice sx={{ mt: 2, maxWidth: 560, mx: 'auto' }} /> : null}
      </Box>
    );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, maxWidth: 1100, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {meeting?.name ?? 'Live session'}
      </Typography>
      {recording ? <RecordingNotice /> : null}
      <SpeakInvitation speaking={speaking} />
      <Box
        sx={{
          position: 'relative',
          bgcolor: 'grey.900',
          borderRadius: 3,
          overflow: 'hidden',
          aspectRatio: '16 / 9',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {/* The teacher's camera or screen; the sound plays with it (there are no spoken words to caption). */}
        {/* biome-ignore lint/a11y/useMediaCaption: a live class has no caption track to give */}
        <video
          ref={video}
          autoPlay
          playsInline
          data-testid="teacher-video"
          aria-label={meeting ? `${meeting.host_name}’s video` : 'Your teacher’s video'}
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
        {!hasVideo ? (
          <Typography sx={{ position: 'absolute', color: 'common.white', fontSize: '1.25rem' }}>
            Your teacher’s video is on its way…
          </Typography>
        ) : null}
        {needsSound ? (
          <Button
            variant="contained"
            size="large"
            startIcon={<VolumeUpRounded />}
            onClick={() => {
              if (video.current) {
                video.current.muted = false;
                void video.current.play();
              }
              setNeedsSound(false);
            }}
            sx={{ position: 'absolute', bottom: 16, minHeight: 56 }}
          >
            Turn the sound on
          </Button>
        ) : null}
      </Box>
      <Box
        role="group"
        aria-label="Reactions"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}
      >
        {REACTIONS.map((r) => {
          const { icon: Icon, label } = REACTION_WORDS[r];
          return (
            <Button
              key={r}
              variant={sent === r ? 'contained' : 'outlined'}
              color="secondary"
              onClick={() => react(r)}
              sx={{
                minWidth: 88,
                minHeight: 72,
                borderRadius: 3,
                display: 'grid',
                gap: 0.25,
                justifyItems: 'center',
                fontSize: '1rem',
              }}
            >
              <Icon aria-hidden="true" sx={{ fontSize: '2rem' }} />
              {label}
            </Button>
          );
        })}
        <Button
          variant={hand ? 'contained' : 'outlined'}
          color="primary"
          aria-pressed={hand}
          startIcon={<BackHandRounded />}
          onClick={() => {
            send({ type: 'hand', raised: !hand });
            setHand(!hand);
          }}
          sx={{ minHeight: 72, minWidth: 160, borderRadius: 3, fontSize: '1.125rem' }}
        >
          {hand ? 'Put hand down' : 'Raise hand'}
        </Button>
      </Box>
      <Typography role="status" sx={{ textAlign: 'center', minHeight: '1.5em', color: 'text.secondary' }}>
        {sent
          ? `You sent “${REACTION_WORDS[sent].label}” to your teacher.`
          : (speaking.note ?? (hand ? 'Your hand is up.' : ''))}
      </Typography>
      {canChat ? <ChildChat chat={chat} send={send} /> : null}
    </Box>
  );
}
