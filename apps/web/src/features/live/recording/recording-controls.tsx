import FiberManualRecordRounded from '@mui/icons-material/FiberManualRecordRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { UploadProgress } from '../../../components/upload-field.tsx';
import type { RoomRecording } from './use-room-recording.ts';

// What the host and the children see of a recording (decision 031).

const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The host's Record button; while recording, a clear red "Recording" with the time and Stop. */
export function RecordControl({
  recording,
  disabled,
  now = Date.now,
}: {
  recording: RoomRecording;
  disabled: boolean;
  now?: () => number;
}) {
  const { state } = recording;
  const [, tick] = useState(0);
  useEffect(() => {
    if (state.step !== 'recording') return;
    const timer = window.setInterval(() => tick((n) => n + 1), 1000);
    return () => window.clearInterval(timer);
  }, [state.step]);

  if (state.step === 'recording')
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box
          role="status"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1.5,
            py: 0.5,
            borderRadius: 4,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontWeight: 700,
          }}
        >
          <FiberManualRecordRounded fontSize="small" aria-hidden />
          {`Recording ${clock(now() - state.since)}`}
        </Box>
        <Button variant="outlined" color="error" onClick={recording.stop}>
          Stop recording
        </Button>
      </Box>
    );
  if (state.step === 'off' || state.step === 'saved')
    return (
      <Button
        variant="outlined"
        color="error"
        startIcon={<FiberManualRecordRounded />}
        disabled={disabled}
        onClick={recording.start}
      >
        {state.step === 'saved' ? 'Record again' : 'Record'}
      </Button>
    );
  return null;
}

/** Saving the recording: progress, then saved, or what went wrong with Try again. */
export function RecordingSave({ recording }: { recording: RoomRecording }) {
  const { state } = recording;
  if (state.step === 'saving')
    return (
      <Box aria-live="polite">
        <UploadProgress fileName="the recording" percent={state.percent} onCancel={recording.cancelUpload} />
      </Box>
    );
  if (state.step === 'failed')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={recording.retry}>
            Try again
          </Button>
        }
      >
        {`We could not save the recording. ${state.error} The recording is kept in this window until it is saved, so please keep it open.`}
      </Alert>
    );
  if (state.step === 'saved')
    return (
      <Alert severity="success">The recording is saved. Families can watch it on the Webinars page.</Alert>
    );
  return null;
}

/** The children's lasting, gentle sign while the teacher records. */
export function RecordingNotice({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      role="status"
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderRadius: 3,
          bgcolor: '#e8f1fb',
          color: '#123a63',
          border: '1px solid #b9d3ef',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <VideocamRounded aria-hidden />
      <Typography sx={{ fontWeight: 600, fontSize: '1.05rem' }}>This class is being recorded</Typography>
    </Box>
  );
}
