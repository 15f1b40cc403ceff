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
