import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { useId, useRef } from 'react';
import { UploadProgress } from '../../../components/upload-field.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { PhotoActions, PhotoMessages } from './profile-photo/photo-parts.tsx';
import { usePhotoUpload } from './profile-photo/use-photo-upload.ts';

/**
 * The instructor's photo, shown to parents beside their courses: JPEG or PNG up to 5 MB (checked here
 * first with the spec's two messages), sent to a signed upload URL with a progress bar and Cancel,
 * then saved on the profile at once. Remove asks first.
 */
export function ProfilePhoto({ current, initials }: { current: string | null; initials: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, preview, upload, remove, cancel } = usePhotoUpload();

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
            onCancel={cancel}
            maxWidth={360}
          />
        ) : (
          <PhotoActions
            hasPhoto={Boolean(current)}
            busy={busy}
            hintId={hintId}
            canRetry={state.step === 'failed' && Boolean(state.file)}
            onPick={() => input.current?.click()}
            onRetry={() => state.step === 'failed' && state.file && void upload(state.file)}
            onRemove={() => void remove()}
          />
        )}
        <PhotoMessages state={state} />
      </Box>
    </Box>
  );
}
