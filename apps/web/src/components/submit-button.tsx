import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The form's submit button: disabled with a spinner while the request runs. */
export function SubmitButton({ pending, children, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={pending}
      aria-busy={pending || undefined}
      startIcon={pending ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}

/** "Save changes" under a profile form: as wide as the screen on a phone, its own width beside text. */
export function SaveChangesButton({ pending }: { pending: boolean }) {
  return (
    <div>
      <SubmitButton pending={pending} fullWidth={false} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {pending ? 'Saving…' : 'Save changes'}
      </SubmitButton>
    </div>
  );
}
