import MarkEmailUnreadRounded from '@mui/icons-material/MarkEmailUnreadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toastError } from '../../../../lib/error-toast.ts';
import { useEmailStatus, useResendConfirmation } from '../../api.ts';

/**
 * Until the parent's email is confirmed (decision 035) the dashboard says so, why, and offers the link
 * again. Nothing shows once it is confirmed, or while the status loads.
 */
export function ConfirmEmailNotice() {
  const status = useEmailStatus();
  const resend = useResendConfirmation();
  if (!status.data || status.data.verified) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="confirm-email-heading"
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 3 },
        mb: 4,
        borderRadius: 3,
        borderColor: 'warning.main',
        bgcolor: '#FFF8E5',
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
      }}
    >
      <MarkEmailUnreadRounded aria-hidden sx={{ color: 'warning.dark', fontSize: 36, mt: 0.5 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography id="confirm-email-heading" component="h2" variant="h6" sx={{ mb: 0.5 }}>
          Please confirm your email address
        </Typography>
        <Typography sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          We sent a link to <strong>{status.data.email}</strong>. Open it, and then you can add your children.
          We ask because only a parent with a confirmed email can add a child, and we send you what we collect
          about your child to this address.
        </Typography>
        <Button
          variant="outlined"
          onClick={() => resend.mutate(undefined, { onError: (e) => toastError(e) })}
          disabled={resend.isPending}
        >
          {resend.isPending ? 'Sending…' : 'Send the link again'}
        </Button>
        <Typography role="status" aria-live="polite" variant="body2" sx={{ mt: 1 }}>
          {resend.data?.detail ?? ''}
        </Typography>
      </Box>
    </Paper>
  );
}
