import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SubmitButton } from '../../../../components/submit-button.tsx';

/** Cancel (back to where the form came from) and Save, with what comes after creating. */
export function FormActions({
  creating,
  cancelTo,
  pending,
}: {
  creating: boolean;
  cancelTo: string;
  pending: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'flex-end', alignItems: 'center' }}>
      {creating ? (
        <Typography id="course-form-next" color="text.secondary" sx={{ mr: 'auto' }}>
          Next: add chapters and lessons.
        </Typography>
      ) : null}
      <Button component={RouterLink} to={cancelTo} variant="outlined" color="inherit" size="large">
        Cancel
      </Button>
      <SubmitButton
        pending={pending}
        fullWidth={false}
        aria-describedby={creating ? 'course-form-next' : undefined}
      >
        {creating ? 'Create course' : 'Save changes'}
      </SubmitButton>
    </Box>
  );
}
