import MarkEmailUnreadRounded from '@mui/icons-material/MarkEmailUnreadRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EmailVerificationStatus } from '@ye/contracts/consent';
import { toastError } from '../../../../lib/error-toast.ts';
import { useFlowResendLink } from '../../api.ts';
import { FlowActions } from './flow-actions.tsx';

/**
 * Step 1, after the account exists: the email must be confirmed before a child can be added (decision
 * 035). The page looks again when the parent comes back from their mail; "I have confirmed it" asks now.
 */
export function ConfirmEmailStep({
  status,
  checking,
  notYet,
  onCheck,
  onNext,
}: {
  status: EmailVerificationStatus;
  checking: boolean;
  /** The parent said it is done, but the server has not seen the confirmation. */
  notYet: boolean;
  onCheck: () => void;
  onNext: () => void;
}) {
  const resend = useFlowResendLink();
  if (status.verified) {
    return (
      <Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
          <TaskAltRounded color="success" aria-hidden />
          <Typography component="h2" variant="h5">
            Your account is ready
          </Typography>
        </Box>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          Your email <strong>{status.email}</strong> is confirmed. Next, add your child.
        </Typography>
        <FlowActions>
          <Button variant="contained" size="large" onClick={onNext}>
            Next: add your child
          </Button>
        </FlowActions>
      </Box>
    );
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
        <MarkEmailUnreadRounded color="warning" aria-hidden />
        <Typography component="h2" variant="h5">
          Confirm your email
        </Typography>
      </Box>
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        We sent a link to <strong>{status.email}</strong>. Open it to confirm your address, then come back
        here.
      </Typography>
      <Typography color="text.secondary" variant="body2">
        Only a parent with a confirmed email can add a child, and we send what we keep about your child to
        this address.
      </Typography>
      <Box sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          onClick={() => resend.mutate(undefined, { onError: (e) => toastError(e) })}
          disabled={resend.isPending}
        >
          {resend.isPending ? 'Sending…' : 'Send the link again'}
        </Button>
        <Typography role="status" aria-live="polite" variant="body2" sx={{ mt: 1 }}>
          {resend.data?.detail ??
            (notYet && !checking
              ? 'We have not seen the confirmation yet. Please open the newest link in the email.'
              : '')}
        </Typography>
      </Box>
      <FlowActions>
        <Button variant="contained" size="large" onClick={onCheck} disabled={checking}>
          {checking ? 'Checking…' : 'I have confirmed it'}
        </Button>
      </FlowActions>
    </Box>
  );
}
