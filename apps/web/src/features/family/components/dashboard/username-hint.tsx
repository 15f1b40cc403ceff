import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useUsernameAvailability } from '../../api.ts';

export interface UsernameHintState {
  text: ReactNode;
  /** true: available, false: taken, null: nothing to say yet. */
  ok: boolean | null;
}

/** What the username field says under itself while the parent types. */
export function useUsernameHint(username: string): UsernameHintState {
  const check = useUsernameAvailability(username);
  if (!username.trim())
    return { text: 'Your child signs in with this. Letters, digits, "_" and ".".', ok: null };
  if (check.isSettling || check.isFetching) return { text: 'Checking…', ok: null };
  if (check.isError) return { text: 'We could not check this username just now.', ok: null };
  if (!check.data) return { text: '', ok: null };
  return check.data.available
    ? { text: 'Available', ok: true }
    : { text: check.data.detail ?? 'This username is taken.', ok: false };
}

/** The hint under the username field, green with a tick when free, red when taken. */
export function UsernameHint({ hint }: { hint: UsernameHintState }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: hint.ok === true ? 'success.dark' : hint.ok === false ? 'error.main' : 'text.secondary',
      }}
    >
      {hint.ok === true ? <CheckCircleRounded aria-hidden fontSize="inherit" /> : null}
      {hint.ok === false ? <ErrorOutlineRounded aria-hidden fontSize="inherit" /> : null}
      {hint.text}
    </Box>
  );
}
