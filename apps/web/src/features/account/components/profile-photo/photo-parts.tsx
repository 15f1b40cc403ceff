import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import type { PhotoState } from './use-photo-upload.ts';

/** Upload (or Change), Retry after a failed upload, and Remove, with what the photo may be. */
export function PhotoActions({
  hasPhoto,
  busy,
  hintId,
  canRetry,
  onPick,
  onRetry,
  onRemove,
}: {
  hasPhoto: boolean;
  busy: boolean;
  hintId: string;
  canRetry: boolean;
  onPick: () => void;
  onRetry: () => void;
  onRemove: () => void;
}) {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<PhotoCameraRounded aria-hidden />}
          onClick={onPick}
          disabled={busy}
          aria-describedby={hintId}
        >
          {hasPhoto ? 'Change photo' : 'Upload a photo'}
        </Button>
        {canRetry ? (
          <Button variant="contained" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
        {hasPhoto ? (
          <Button
            color="inherit"
            startIcon={<DeleteOutlineRounded aria-hidden />}
            onClick={onRemove}
            disabled={busy}
          >
            Remove
          </Button>
        ) : null}
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        JPEG or PNG, up to 5 MB. A friendly, clear photo of your face works best.
      </Typography>
    </>
  );
}

/** Why the last step failed (an alert), and a status line for saving and what was done. */
export function PhotoMessages({ state }: { state: PhotoState }) {
  return (
    <>
      {state.step === 'failed' ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {state.error}
        </Typography>
      ) : null}
      <Typography
        role="status"
        variant="body2"
        sx={state.step === 'idle' && state.message ? { mt: 1 } : visuallyHidden}
      >
        {state.step === 'saving' ? 'Saving your photo…' : state.step === 'idle' ? (state.message ?? '') : ''}
      </Typography>
    </>
  );
}
