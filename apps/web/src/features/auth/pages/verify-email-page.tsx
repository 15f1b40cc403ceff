import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useFlags } from '../../../lib/flags.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { useVerifyEmailMutation } from '../api.ts';
import { AuthCard } from '../components/auth-card.tsx';

const NO_TOKEN = 'This link is not complete. Please open the whole link from the email.';

/**
 * /verify-email?token=: opened from the confirmation email (decision 035). Confirms once, then says so;
 * a used, expired or broken link says what to do (the dashboard sends a new one).
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmailMutation();
  const { isAuthenticated, role } = useSession();
  const { registrationFlowFlagEnabled: guided } = useFlags();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  // In the guided sign-up (decision 040) the parent goes back to it: the next step is their child.
  const next = !isAuthenticated
    ? { to: PATHS.login, label: 'Log in' }
    : guided && role === 'parent'
      ? { to: PATHS.welcome, label: 'Continue: add your child' }
      : { to: PATHS.dashboard, label: 'Go to my dashboard' };

  if (token && (verify.isIdle || verify.isPending)) {
    return (
      <AuthCard title="Confirming your email…">
        <Stack role="status" aria-live="polite" sx={{ py: 2, alignItems: 'center' }}>
          <CircularProgress aria-label="Confirming your email" />
        </Stack>
      </AuthCard>
    );
  }

  if (verify.isSuccess) {
    return (
      <AuthCard title="Email confirmed">
        <Stack spacing={2} role="status" aria-live="polite">
          <TaskAltRounded color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
          <Typography>{verify.data.detail}</Typography>
          <Button component={RouterLink} to={next.to} variant="contained" size="large">
            {next.label}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const problem =
    !token || !verify.error
      ? NO_TOKEN
      : verify.error instanceof ApiError && verify.error.detail
        ? verify.error.detail
        : 'We could not confirm your email just now. Please try the link again in a minute.';
  return (
    <AuthCard title="We could not confirm your email">
      <Stack spacing={2} role="alert">
        <ErrorOutlineRounded color="warning" sx={{ fontSize: 56 }} aria-hidden="true" />
        <Typography>{problem}</Typography>
        <Typography color="text.secondary">Your dashboard has a button that sends a new link.</Typography>
        <Button component={RouterLink} to={next.to} variant="contained" size="large">
          {next.label}
        </Button>
      </Stack>
    </AuthCard>
  );
}
