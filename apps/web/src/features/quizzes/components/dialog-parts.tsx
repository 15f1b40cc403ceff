import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

// What the quiz dialogs (question, quiz builder, attach) end with.

/** Why saving failed, when it did. */
export function DialogProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <Alert severity="error" role="alert">
      {problem}
    </Alert>
  ) : null;
}

/** Cancel, then the dialog's own main button. */
export function DialogButtons({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
      <Button onClick={onCancel} variant="outlined" color="inherit">
        Cancel
      </Button>
      {children}
    </DialogActions>
  );
}
