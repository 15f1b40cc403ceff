import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FormEventHandler, ReactNode } from 'react';

export interface ChildFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** While true the dialog cannot be closed and the submit button spins. */
  isSubmitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The id the title gets (the dialog is labelled by it). */
  titleId: string;
  title: ReactNode;
  submitLabel: string;
  /** The fields, inside the dialog's scrolling content. */
  children: ReactNode;
}

/** The modal both child dialogs share: title with a close button, a form, Cancel and a submit button. Full screen on phones. */
export function ChildFormDialog({
  open,
  onClose,
  isSubmitting,
  onSubmit,
  titleId,
  title,
  submitLabel,
  children,
}: ChildFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700, pr: 7 }}>
        {title}
        <IconButton
          aria-label="Close"
          onClick={onClose}
          disabled={isSubmitting}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose} variant="outlined" color="inherit" disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
