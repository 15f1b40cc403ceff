import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';

/** The API's bounds for a reason (contracts DisableUserBody, ImpersonateBody). */
const MIN = 3;
const MAX = 500;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** The reason field's label. */
  label: string;
  confirmText: string;
  destructive?: boolean;
  busy?: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * A confirm dialog that asks why (disabling an account, impersonating someone): the reason is kept in
 * the audit log. Enter in the field submits; Escape and Cancel close without doing anything.
 */
export function ReasonDialog({
  open,
  title,
  message,
  label,
  confirmText,
  destructive = false,
  busy = false,
  onCancel,
  onSubmit,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // A fresh field each time the dialog opens.
  useEffect(() => {
    if (open) {
      setReason('');
      setTouched(false);
    }
  }, [open]);
  const trimmed = reason.trim();
  const error = trimmed.length < MIN ? `Please write at least ${MIN} characters.` : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!error && !busy) onSubmit(trimmed);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`} sx={{ fontWeight: 700 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-message`} sx={{ mb: 2 }}>
            {message}
          </DialogContentText>
          <TextField
            label={label}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            error={touched && Boolean(error)}
            helperText={touched && error ? error : 'Kept in the audit log.'}
            slotProps={{ htmlInput: { maxLength: MAX } }}
            onKeyDown={(e) => {
              // Enter submits (Shift+Enter makes a new line).
              if (e.key === 'Enter' && !e.shiftKey) submit(e);
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onCancel} variant="outlined" color="inherit" disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy}>
            {confirmText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
