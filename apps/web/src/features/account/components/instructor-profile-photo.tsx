import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { validateAppImage } from '@ye/contracts/uploads';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { putWithProgress, UPLOAD_CANCELLED, UploadProgress } from '../../../components/upload-field.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { photoUploadUrl, useUpdateInstructorProfile } from '../instructor-profile-api.ts';

export const PHOTO_SAVED = 'Your photo is saved.';
export const PHOTO_REMOVED = 'Your photo is removed.';

type State =
  | { step: 'idle'; message?: string }
  | { step: 'uploading'; file: File; percent: number }
  | { step: 'saving' }
  | { step: 'failed'; error: string; file?: File };

/**
 * The instructor's photo, shown to parents beside their courses: JPEG or PNG up to 5 MB (checked here
 * first with the spec's two messages), sent to a signed upload URL with a progress bar and Cancel,
 * then saved on the profile at once. Remove asks first.
 */
export function ProfilePhoto({ current, initials }: { current: string | null; initials: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const update = useUpdateInstructorProfile();
  const confirm = useConfirm();

  // Leaving the page stops an upload in flight; a preview's object URL is let go.
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const upload = async (file: File) => {
    const check = validateAppImage(file);
    if (!check.ok) {
      setState({ step: 'failed', error: check.error });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPreview(URL.createObjectURL(file));
    setState({ step: 'uploading', file, percent: 0 });
    try {
      const target = await photoUploadUrl(
        { filename: file.name, content_type: file.type, size: file.size },
        controller.signal,
      );
      await putWithProgress(
        target.upload_url,
        file,
        (percent) => setState((s) => (s.step === 'uploading' && s.file === file ? { ...s, percent } : s)),
        controller.signal,
      );
      setState({ step: 'saving' });
      await update.mutateAsync({ avatar_url: target.file_url });
      setPreview(null);
      setState({ step: 'idle', message: PHOTO_SAVED });
      toast.success(PHOTO_SAVED);
    } catch (error) {
      setPreview(null);
      if (controller.signal.aborted) setState({ step: 'idle', message: UPLOAD_CANCELLED });
      else setState({ step: 'failed', error: errorMessage(error), file });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const remove = async () => {
    const ok = await confirm({
      title: 'Remove your photo?',
      message: 'Parents will see your initials beside your courses instead.',
      confirmText: 'Yes, Remove',
      destructive: true,
    });
    if (!ok) return;
    setState({ step: 'saving' });
    try {
      await update.mutateAsync({ avatar_url: null });
      setState({ step: 'idle', message: PHOTO_REMOVED });
      toast.success(PHOTO_REMOVED);
    } catch (error) {
      setState({ step: 'failed', error: errorMessage(error) });
    }
  };

  const busy = state.step === 'uploading' || state.step === 'saving';
  const shown = preview ?? current;
  const hintId = `${id}-hint`;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
      <Avatar
        src={shown ?? undefined}
        alt={shown ? 'Your photo' : undefined}
        sx={{ width: 112, height: 112, fontSize: '2.5rem', bgcolor: 'primary.main' }}
      >
        {initials}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          tabIndex={-1}
          aria-hidden="true"
          style={visuallyHidden}
          data-testid="photo-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // picking the same file again still fires
            if (file) void upload(file);
          }}
        />
        {state.step === 'uploading' ? (
          <UploadProgress
            fileName={state.file.name}
            percent={state.percent}
            onCancel={() => abort.current?.abort()}
            maxWidth={360}
          />
        ) : (
          <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<PhotoCameraRounded aria-hidden />}
                onClick={() => input.current?.click()}
                disabled={busy}
                aria-describedby={hintId}
              >
                {current ? 'Change photo' : 'Upload a photo'}
              </Button>
              {state.step === 'failed' && state.file ? (
                <Button variant="contained" onClick={() => state.file && void upload(state.file)}>
                  Retry
                </Button>
              ) : null}
              {current ? (
                <Button
                  color="inherit"
                  startIcon={<DeleteOutlineRounded aria-hidden />}
                  onClick={() => void remove()}
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
        )}
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
          {state.step === 'saving'
            ? 'Saving your photo…'
            : state.step === 'idle'
              ? (state.message ?? '')
              : ''}
        </Typography>
      </Box>
    </Box>
  );
}
