import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { validateAppImage } from '@ye/contracts/uploads';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { usePrivateImage } from '../../../lib/private-image.ts';
import { useUploadAvatarMutation } from '../api.ts';

/**
 * The profile picture: JPEG or PNG up to 5 MB, checked in the browser first (the same rule and the
 * same two messages as the API), previewed at once and then uploaded as multipart field `file`.
 */
export function AvatarUpload({ current, initials }: { current: string | null; initials: string }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const mutation = useUploadAvatarMutation();
  const ids = useId();
  const saved = usePrivateImage(current);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again fires change again
    if (!file) return;
    const check = validateAppImage(file);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    mutation.mutate(file, {
      onSuccess: () => toast.success('Your profile picture is updated.'),
      onError: () => setPreview(null),
    });
  };

  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
      <Box sx={{ position: 'relative' }}>
        <Avatar
          src={preview ?? saved}
          alt={preview || saved ? 'Your profile picture' : undefined}
          sx={{
            width: 96,
            height: 96,
            fontSize: '2.25rem',
            bgcolor: 'yellow.main',
            color: 'yellow.contrastText',
          }}
        >
          {initials}
        </Avatar>
        {mutation.isPending ? (
          <CircularProgress
            size={104}
            aria-label="Uploading your picture"
            sx={{ position: 'absolute', top: -4, left: -4 }}
          />
        ) : null}
      </Box>
      <Box>
        <input
          ref={input}
          id={`${ids}-file`}
          type="file"
          aria-label="Profile picture file"
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          onChange={onChange}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
          tabIndex={-1}
          data-testid="avatar-file"
        />
        <Button
          variant="outlined"
          startIcon={<PhotoCameraRounded />}
          onClick={() => input.current?.click()}
          disabled={mutation.isPending}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        >
          {current || preview ? 'Change picture' : 'Add a picture'}
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          JPEG or PNG, up to 5 MB.
        </Typography>
        {error ? (
          <Typography
            id={errorId}
            role="alert"
            variant="body2"
            color="error"
            sx={{ mt: 0.5, fontWeight: 600 }}
          >
            {error}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
