import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/error-toast.ts';

/** A failed load in plain words with a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 3, borderRadius: 4, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{`We could not load ${what}. ${errorMessage(error)}`}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Paper>
  );
}
