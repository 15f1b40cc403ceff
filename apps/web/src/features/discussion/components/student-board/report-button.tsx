import FlagRounded from '@mui/icons-material/FlagRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@ye/contracts/discussion';
import { useId, useState } from 'react';
import { ApiError } from '../../../../lib/api-error.ts';
import { useReport } from '../../api.ts';

export const REPORTED_NOTE = 'You told your teacher about this post.';

/**
 * "Report" on another child's post: a short list of reasons in a child's words, sent to the teacher.
 * Who reported stays private; the button then says it was told.
 */
export function ReportButton({
  postId,
  name,
  reported,
}: {
  postId: string;
  name: string;
  reported: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [error, setError] = useState('');
  const [thanks, setThanks] = useState('');
  const report = useReport();
  const titleId = useId();

  if (reported || thanks)
    return (
      <Typography role="status" sx={{ fontSize: '1rem', color: 'text.secondary', mt: 1 }}>
        {thanks || REPORTED_NOTE}
      </Typography>
    );

  const send = async () => {
    if (!reason) {
      setError('Please choose what is wrong.');
      return;
    }
    setError('');
    try {
      const res = await report.mutateAsync({ postId, reason });
      setOpen(false);
      setThanks(res.detail);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'That did not work. Please try again.');
    }
  };

  return (
    <>
      <Button
        variant="text"
        color="inherit"
        startIcon={<FlagRounded aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ mt: 1, ml: { sm: 1 }, fontSize: '1rem' }}
        aria-label={`Report ${name}'s post`}
      >
        Report
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>What is wrong with this post?</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1.5 }}>
            Your teacher will look at it. Nobody else will know you told.
          </Typography>
          <RadioGroup
            aria-label="What is wrong"
            value={reason}
            onChange={(e) => setReason(e.target.value as ReportReason)}
          >
            {REPORT_REASONS.map((r) => (
              <FormControlLabel key={r} value={r} control={<Radio />} label={REPORT_REASON_LABELS[r]} />
            ))}
          </RadioGroup>
          {error ? (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void send()} disabled={report.isPending}>
            Tell my teacher
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
