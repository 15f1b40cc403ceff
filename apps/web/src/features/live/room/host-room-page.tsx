import BackHandRounded from '@mui/icons-material/BackHandRounded';
import PresentToAllRounded from '@mui/icons-material/PresentToAllRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ROOM_CLOSE,
  type RoomChild,
  type RoomMeeting,
  type RoomServerMessage,
} from '@ye/contracts/live-room';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { AttendanceList } from '../components/attendance.tsx';
import { RecordControl, RecordingSave } from '../recording/recording-controls.tsx';
import { useRoomRecording } from '../recording/use-room-recording.ts';
import { HostChat, useRoomChat } from './chat.tsx';
import { InviteSpeakDialog, SpeakControls, SpeakerPanel, useHostSpeaker } from './host-speaker.tsx';
import { joinLiveKit, type LiveKitSession } from './transport.ts';
import { candidateOf, useRoom } from './use-room.ts';
import { REACTION_WORDS } from './words.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 360p: what one instructor's upload carries to a room of children (decision 031). */
const CAMERA: MediaStreamConstraints = {
  video: { width: { ideal: 640 }, height: { ideal: 360 }, frameRate: { ideal: 24 } },
  audio: true,
};

interface Feed {
  key: number;
  text: string;
}

function hostClosedWords(code: number): string {
  switch (code) {
    case ROOM_CLOSE.notFound:
      return 'We could not find this session. It may have been cancelled, or it is another host’s.';
    case ROOM_CLOSE.ended:
      return 'This session has ended.';
    case ROOM_CLOSE.replaced:
      return 'You opened this room in another window.';
    case ROOM_CLOSE.unauthenticated:
      return 'Your sign-in has expired. Please sign in again.';
    case ROOM_CLOSE.p2pOff:
      return 'Live rooms on this server need LiveKit. Please ask the administrator.';
    default:
      return 'The connection to the room was lost. Please reload the page.';
  }
}

/** /instructor/webinars/room/:meetingId: the host's live room (decision 031). */
export default function HostRoomPage() {
  const { meetingId = '' } = useParams();
  if (!UUID.test(meetingId))
    return (
      <Box sx={{ p: 2 }}>
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          Live room
        </Typography>
        <Alert severity="warning">We could not find this session. Please open it from your webinars.</Alert>
        <Button component={RouterLink} to={PATHS.instructorWebinars} sx={{ mt: 2 }}>
          Back to my webinars
        </Button>
      </Box>
    );
  return <HostRoom meetingId={meetingId} />;
}

function HostRoom({ meetingId }: { meetingId: string }) {
  const [meeting, setMeeting] = useState<RoomMeeting | null>(null);
  const [children, setChildren] = useState<RoomChild[]>([]);
  const [feed, setFeed] = useState<Feed[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [camera, setCamera] = useState<MediaStream | null>(null);
  const [sharing, setSharing] = useState(false);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const preview = useRef<HTMLVideoElement | null>(null);
  /** What the children receive: the camera's stream, its video track swapped for the screen's. */
  const outgoing = useRef<MediaStream | null>(null);
  const screenTrack = useRef<MediaStreamTrack | null>(null);
  const peers = useRef(new Map<string, RTCPeerConnection>());
  const sendRef = useRef<(m: Parameters<typeof send>[0]) => void>(() => {});
  /** LiveKit mode: the server's token for the host, and the session once the camera is on. */
  const [liveKit, setLiveKit] = useState<{ url: string; token: string } | null>(null);
  const lk = useRef<LiveKitSession | null>(null);
  const speaker = useHostSpeaker({
    send: (m) => sendRef.current(m),
    iceServers: () => iceServers.current,
  });
  const onSpeakerStream = speaker.onLiveKitStream;
  const chat = useRoomChat();

  const closePeer = useCallback((childId: string) => {
    peers.current.get(childId)?.close();
    peers.current.delete(childId);
  }, []);

  /** Answers a child's receive-only offer with the host's tracks. */
  const answer = async (childId: string, sdp: string, iceServers: RTCIceServer[]) => {
    const stream = outgoing.current;
    if (!stream) return;
    closePeer(childId);
    const peer = new RTCPeerConnection({ iceServers });
    peers.current.set(childId, peer);
    peer.addEventListener('icecandidate', (e) => {
      sendRef.current({ type: 'signal', to: childId, candidate: candidateOf(e.candidate) });
    });
    await peer.setRemoteDescription({ type: 'offer', sdp });
    for (const track of stream.getTracks()) {
      const sending = track.kind === 'video' && screenTrack.current ? screenTrack.current : track;
      peer.addTrack(sending, stream);
    }
    const reply = await peer.createAnswer();
    await peer.setLocalDescription(reply);
    sendRef.current({ type: 'signal', to: childId, description: { type: 'answer', sdp: reply.sdp ?? '' } });
  };

  const addFeed = (text: string) =>
    setFeed((f) => [{ key: Date.now() + Math.random(), text }, ...f].slice(0, 6));

  const onMessage = (message: RoomServerMessage) => {
    if (speaker.onMessage(message) || chat.onMessage(message)) return;
    switch (message.type) {
      case 'welcome':
        setMeeting(message.meeting);
        return;
      case 'roster': {
        setChildren(message.children);
        speaker.onRoster(message.children);
        const admitted = new Set(message.children.filter((c) => c.state === 'admitted').map((c) => c.id));
        for (const id of [...peers.current.keys()]) if (!admitted.has(id)) closePeer(id);
        return;
      }
      case 'status':
        setMeeting((m) => (m ? { ...m, status: message.status } : m));
        return;
      case 'reaction':
        addFeed(`${message.name}: ${REACTION_WORDS[message.reaction].label}`);
        return;
      case 'signal': {
        if (message.description?.type === 'offer') {
          void answer(message.from, message.description.sdp, iceServers.current);
        } else if (message.candidate) {
          void peers.current
            .get(message.from)
            ?.addIceCandidate(message.candidate)
            .catch(() => {});
        }
        return;
      }
      case 'notice':
      case 'error':
        setNotice(message.detail);
        return;
      case 'livekit':
        setLiveKit({ url: message.url, token: message.token });
        return;
      case 'ended':
        setEnded(true);
        return;
      default:
        return;
    }
  };
  const { phase, closed, send, iceServers } = useRoom(meetingId, onMessage);
  sendRef.current = send;
  const recording = useRoomRecording({
    meetingId,
    source: { video: () => preview.current, audio: () => camera?.getAudioTracks()[0] ?? null },
    announce: (on) => sendRef.current({ type: 'recording', on }),
    ended: ended || phase === 'closed',
  });

  // Everything stops with the page: the peers, the camera and the screen.
  useEffect(() => {
    const all = peers.current;
    return () => {
      for (const p of all.values()) p.close();
      all.clear();
    };
  }, []);
  useEffect(
    () => () => {
      for (const t of camera?.getTracks() ?? []) t.stop();
    },
    [camera],
  );
  useEffect(() => {
    if (preview.current && camera) preview.current.srcObject = camera;
  }, [camera]);
  useEffect(() => {
    if (ended) for (const id of [...peers.current.keys()]) closePeer(id);
  }, [ended, closePeer]);
  // LiveKit mode: once the camera is on, join with the server's token and publish it.
  useEffect(() => {
    if (!liveKit || !camera || ended) return;
    let left = false;
    let session: LiveKitSession | null = null;
    void joinLiveKit(liveKit.url, liveKit.token, {
      // The only other publisher the server allows is the child invited to speak.
      onStream: (_identity, stream) => onSpeakerStream(stream),
      onDisconnected: () => {},
    })
      .then(async (s) => {
        session = s;
        if (left) return void s.close();
        lk.current = s;
        for (const track of camera.getTracks())
          await s.publish(track, track.kind === 'video' ? 'camera' : 'microphone');
        if (screenTrack.current) await s.replaceVideo(screenTrack.current);
      })
      .catch(() => setMediaError('We could not reach the video service (LiveKit). Please reload the page.'));
    return () => {
      left = true;
      lk.current = null;
      void session?.close();
    };
  }, [liveKit, camera, ended, onSpeakerStream]);

  const startCamera = async () => {
    setMediaError(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia(CAMERA);
      outgoing.current = stream;
      setCamera(stream);
    } catch {
      setMediaError(
        'We could not turn on your camera and microphone. Please allow them in the browser and try again.',
      );
    }
  };

  /** Sends the screen instead of the camera to every child (the same connections, a new track). */
  const replaceVideo = (track: MediaStreamTrack | null) => {
    const fallback = outgoing.current?.getVideoTracks()[0] ?? null;
    const next = track ?? fallback;
    if (lk.current && next) void lk.current.replaceVideo(next);
    for (const peer of peers.current.values())
      for (const sender of peer.getSenders())
        if (sender.track?.kind === 'video') void sender.replaceTrack(track ?? fallback);
  };
  const stopSharing = () => {
    screenTrack.current?.stop();
    screenTrack.current = null;
    replaceVideo(null);
    setSharing(false);
    if (preview.current && camera) preview.current.srcObject = camera;
  };
  const shareScreen = async () => {
    try {
      const screen = await navigator.mediaDevices.getDisplayMedia({ video: true });
      const track = screen.getVideoTracks()[0];
      if (!track) return;
      screenTrack.current = track;
      track.addEventListener('ended', stopSharing);
      replaceVideo(track);
      setSharing(true);
      if (preview.current) preview.current.srcObject = screen;
    } catch {
      // The host chose not to share.
    }
  };

  if (ended || (phase === 'closed' && closed?.code === ROOM_CLOSE.ended)) {
    return (
      <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 800 }}>
        <Typography component="h1" variant="h4">
          The session has ended
        </Typography>
        <Typography>Everyone has left the room. Thank you for teaching!</Typography>
        <RecordingSave recording={recording} />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Attendance
          </Typography>
          <AttendanceList meetingId={meetingId} enabled={ended} />
        </Paper>
        <Button
          component={RouterLink}
          to={PATHS.instructorWebinars}
          variant="contained"
          sx={{ justifySelf: 'start' }}
        >
          Back to my webinars
        </Button>
      </Box>
    );
  }
  if (phase === 'closed' && closed)
    return (
      <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 800 }}>
        <Typography component="h1" variant="h4">
          Live room
        </Typography>
        <Alert severity="warning">{hostClosedWords(closed.code)}</Alert>
        <RecordingSave recording={recording} />
        <Button component={RouterLink} to={PATHS.instructorWebinars} sx={{ justifySelf: 'start' }}>
          Back to my webinars
        </Button>
      </Box>
    );

  const waiting = children.filter((c) => c.state === 'waiting');
  const inRoom = children.filter((c) => c.state === 'admitted');
  const live = meeting?.status === 'live';
  const talking = children.find((c) => c.speak !== null);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {meeting ? meeting.name : 'Live room'}
        </Typography>
        <Chip
          label={live ? 'Live' : phase === 'connecting' ? 'Connecting…' : 'Not open yet'}
          color={live ? 'success' : 'default'}
          sx={{ fontWeight: 600 }}
        />
      </Box>
      {notice ? (
        <Alert severity="info" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Box
            sx={{
              bgcolor: 'grey.900',
              borderRadius: 2,
              aspectRatio: '16 / 9',
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
            }}
          >
            {camera ? (
              <video
                ref={preview}
                autoPlay
                playsInline
                muted
                aria-label={
                  sharing ? 'Your screen, as the children see it' : 'Your camera, as the children see it'
                }
                style={{ width: '100%', height: '100%', objectFit: 'contain' }}
              />
            ) : (
              <Typography sx={{ color: 'common.white', p: 2, textAlign: 'center' }}>
                Turn on your camera to let children in.
              </Typography>
            )}
          </Box>
          {mediaError ? <Alert severity="error">{mediaError}</Alert> : null}
          <RecordingSave recording={recording} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {!camera ? (
              <Button variant="contained" startIcon={<VideocamRounded />} onClick={() => void startCamera()}>
                Turn on camera
              </Button>
            ) : sharing ? (
              <Button variant="outlined" startIcon={<PresentToAllRounded />} onClick={stopSharing}>
                Stop sharing the screen
              </Button>
            ) : (
              <Button
                variant="outlined"
                startIcon={<PresentToAllRounded />}
                onClick={() => void shareScreen()}
              >
                Share the screen
              </Button>
            )}
            {!live ? (
              <Button
                variant="contained"
                color="success"
                disabled={phase !== 'open' || !meeting}
                onClick={() => send({ type: 'open' })}
              >
                Open the room
              </Button>
            ) : null}
            <RecordControl recording={recording} disabled={!camera || phase !== 'open'} />
            <Button
              variant="outlined"
              color="error"
              disabled={phase !== 'open'}
              onClick={() => setConfirmEnd(true)}
              sx={{ ml: 'auto' }}
            >
              End session
            </Button>
          </Box>
        </Paper>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Paper variant="outlined" component="section" aria-labelledby="waiting-heading" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography id="waiting-heading" component="h2" variant="h6" sx={{ flex: 1 }}>
                {`Waiting (${waiting.length})`}
              </Typography>
              <Button
                size="small"
                variant="contained"
                disabled={!camera || waiting.length === 0}
                onClick={() => send({ type: 'admit_all' })}
              >
                Admit all
              </Button>
            </Box>
            {waiting.length === 0 ? (
              <Typography color="text.secondary">Nobody is waiting.</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {waiting.map((c) => (
                  <Box component="li" key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ flex: 1 }}>{c.name}</Typography>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={!camera}
                      onClick={() => send({ type: 'admit', child_id: c.id })}
                      aria-label={`Admit ${c.name}`}
                    >
                      Admit
                    </Button>
                  </Box>
                ))}
              </Box>
            )}
            {!camera && waiting.length > 0 ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Turn on your camera first.
              </Typography>
            ) : null}
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="room-heading" sx={{ p: 2 }}>
            <Typography id="room-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
              {`In the room (${inRoom.length})`}
            </Typography>
            {inRoom.length === 0 ? (
              <Typography color="text.secondary">Nobody yet.</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {inRoom.map((c) => (
                  <Box
                    component="li"
                    key={c.id}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                  >
                    <Typography component="div" sx={{ flex: 1, minWidth: 120 }}>
                      {c.name}
                      {c.hand ? (
                        <Chip
                          size="small"
                          variant="outlined"
                          icon={<BackHandRounded />}
                          label="Hand raised"
                          sx={{ ml: 1, fontWeight: 600, borderWidth: 2, borderColor: 'warning.main' }}
                        />
                      ) : null}
                    </Typography>
                    <SpeakControls
                      child={c}
                      speaker={speaker}
                      busy={talking !== undefined && talking.id !== c.id}
                    />
                    <Button
                      size="small"
                      color="error"
                      onClick={() => send({ type: 'remove', child_id: c.id })}
                      aria-label={`Remove ${c.name}`}
                    >
                      Remove
                    </Button>
                  </Box>
                ))}
              </Box>
            )}
          </Paper>
          {talking?.speak === 'speaking' ? <SpeakerPanel speaker={speaker} name={talking.name} /> : null}
          <HostChat chat={chat} send={send} />
          <Paper variant="outlined" component="section" aria-labelledby="reactions-heading" sx={{ p: 2 }}>
            <Typography id="reactions-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
              Reactions
            </Typography>
            <Box aria-live="polite">
              {feed.length === 0 ? (
                <Typography color="text.secondary">Children’s reactions appear here.</Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {feed.map((f) => (
                    <li key={f.key}>{f.text}</li>
                  ))}
                </Box>
              )}
            </Box>
          </Paper>
        </Box>
      </Box>
      <InviteSpeakDialog speaker={speaker} />
      <Dialog open={confirmEnd} onClose={() => setConfirmEnd(false)} aria-labelledby="end-title">
        <DialogTitle id="end-title">End the session?</DialogTitle>
        <DialogContent>
          <DialogContentText>Everyone leaves the room, and it cannot be opened again.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmEnd(false)}>Keep going</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirmEnd(false);
              send({ type: 'end' });
            }}
          >
            Yes, end it
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
