import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SubmitButton } from '../../../../components/submit-button.tsx';

/** The editor's title, where the lesson is, and its close button. */
export function EditorTitle({
  title,
  where,
  onClose,
}: {
  title: string;
  where: string;
  onClose: () => void;
}) {
  return (
    <DialogTitle
      id="lesson-editor-title"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5, overflowWrap: 'anywhere' }}
    >
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        {title}
        <Typography component="span" color="text.secondary" sx={{ display: 'block', fontSize: '0.95rem' }}>
          {where}
        </Typography>
      </Box>
      <IconButton aria-label="Close the editor" onClick={onClose} sx={{ width: 48, height: 48 }}>
        <CloseRounded />
      </IconButton>
    </DialogTitle>
  );
}

/** How many things need fixing, Cancel, and the button that submits `lesson-editor-form`. */
export function EditorActions({
  errorCount,
  pending,
  submitLabel,
  onCancel,
}: {
  errorCount: number;
  pending: boolean;
  submitLabel: ReactNode;
  onCancel: () => void;
}) {
  return (
    <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 2, gap: 1, flexWrap: 'wrap' }}>
      {errorCount > 0 ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mr: 'auto' }}>
          {errorCount === 1
            ? 'One thing needs fixing before saving.'
            : `${errorCount} things need fixing before saving.`}
        </Typography>
      ) : null}
      <Button variant="outlined" color="inherit" size="large" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton form="lesson-editor-form" pending={pending} fullWidth={false}>
        {submitLabel}
      </SubmitButton>
    </DialogActions>
  );
}
