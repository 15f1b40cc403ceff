import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';

/** Asks for an organization's name (create and rename); Enter saves, Escape cancels. */
export function NameDialog({
  open,
  title,
  initial = '',
  confirmText,
  busy,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title: string;
  initial?: string;
  confirmText: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setTouched(false);
    }
  }, [open, initial]);
  const error = name.trim().length < 2 ? 'Please write a name of at least 2 characters.' : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!error && !busy) onSubmit(name.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`} sx={{ fontWeight: 700 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <TextField
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
            required
            fullWidth
            autoFocus
            margin="dense"
            error={touched && Boolean(error)}
            helperText={touched && error ? error : ' '}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onCancel} variant="outlined" color="inherit" disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {confirmText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
