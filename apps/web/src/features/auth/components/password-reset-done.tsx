import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { AuthCard } from './auth-card.tsx';

/** After asking for a reset link: where it went (if the account exists) and what to do if it is not there. */
export function ResetLinkSent({
  email,
  onUseAnotherEmail,
}: {
  email: string;
  onUseAnotherEmail: () => void;
}) {
  return (
    <AuthCard title="Check your email">
      <Stack spacing={2} role="status" aria-live="polite">
        <MarkEmailReadRounded color="primary" sx={{ fontSize: 56 }} aria-hidden="true" />
        <Typography>
          If an account exists for <strong>{email}</strong>, we have sent it a link to choose a new password.
          The link works once, for one hour.
        </Typography>
        <Typography color="text.secondary">
          Not there? Look in your spam folder, or try again in a minute.
        </Typography>
        <Button variant="outlined" onClick={onUseAnotherEmail}>
          Use another email
        </Button>
        <Button component={RouterLink} to={PATHS.login} variant="text">
          Back to log in
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** After the new password is saved: on to log in. */
export function PasswordChanged() {
  return (
    <AuthCard title="Password changed">
      <Stack spacing={2} role="status" aria-live="polite">
        <TaskAltRounded color="primary" sx={{ fontSize: 56 }} aria-hidden="true" />
        <Typography>Your new password is ready. You can sign in with it now.</Typography>
        <Button component={RouterLink} to={PATHS.login} variant="contained" size="large">
          Go to log in
        </Button>
      </Stack>
    </AuthCard>
  );
}
