import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useAvatars } from '../api.ts';

interface AvatarPickerProps {
  value: string | null;
  onChange: (id: string) => void;
  label?: string;
  helperText?: string;
}

/**
 * The avatars as a radio group of native radios (arrow keys move between them, Space selects), each
 * labelled with the avatar's name. The chosen one gets a thick ring and a check mark.
 */
export function AvatarPicker({ value, onChange, label = 'Avatar', helperText }: AvatarPickerProps) {
  const { data: avatars, isPending, isError } = useAvatars();
  const name = useId();
  const labelId = `${name}-label`;
  const helpId = `${name}-help`;

  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      {helperText ? (
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {helperText}
        </Typography>
      ) : null}
      {isError ? (
        <Typography color="error">We could not load the avatars. Please try again later.</Typography>
      ) : (
        <Box
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={helperText ? helpId : undefined}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
            gap: 1,
          }}
        >
          {isPending
            ? Array.from({ length: 12 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={i} variant="circular" width={64} height={64} sx={{ justifySelf: 'center' }} />
              ))
            : avatars.map((avatar) => {
                const checked = value === avatar.id;
                return (
                  <Box
                    component="label"
                    key={avatar.id}
                    sx={{
                      position: 'relative',
                      justifySelf: 'center',
                      width: 68,
                      height: 68,
                      borderRadius: '50%',
                      cursor: 'pointer',
                      border: '3px solid',
                      borderColor: checked ? 'primary.main' : 'transparent',
                      boxShadow: checked ? '0 0 0 3px #C8E6C9' : 'none',
                      transition: 'border-color 120ms, transform 120ms',
                      '&:hover': {
                        transform: 'scale(1.05)',
                        borderColor: checked ? 'primary.main' : 'grey.300',
                      },
                      '&:has(input:focus-visible)': { outline: '3px solid #6A1B9A', outlineOffset: 3 },
                      '@media (prefers-reduced-motion: reduce)': {
                        transition: 'none',
                        '&:hover': { transform: 'none' },
                      },
                    }}
                  >
                    <Box
                      component="input"
                      type="radio"
                      name={name}
                      value={avatar.id}
                      checked={checked}
                      onChange={() => onChange(avatar.id)}
                      sx={{
                        position: 'absolute',
                        inset: 0,
                        width: '100%',
                        height: '100%',
                        m: 0,
                        opacity: 0,
                        cursor: 'pointer',
                        zIndex: 1,
                      }}
                    />
                    <Box
                      component="img"
                      src={avatar.url}
                      alt=""
                      width={62}
                      height={62}
                      sx={{ display: 'block', width: 62, height: 62, borderRadius: '50%' }}
                    />
                    <Box component="span" sx={visuallyHidden}>
                      {avatar.name}
                    </Box>
                    {checked ? (
                      <CheckCircleRounded
                        aria-hidden
                        sx={{
                          position: 'absolute',
                          right: -6,
                          bottom: -6,
                          color: 'primary.main',
                          bgcolor: 'background.paper',
                          borderRadius: '50%',
                          fontSize: 26,
                        }}
                      />
                    ) : null}
                  </Box>
                );
              })}
        </Box>
      )}
    </Box>
  );
}
