import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface LoadErrorProps {
  /** What could not be loaded, in plain words: "your courses". */
  what: string;
  onRetry: () => void;
}

/** A failed load, said plainly, with a way to try again. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <Box role="alert" sx={{ py: 3 }}>
      <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>
        Oops! We could not load {what} just now. Please try again.
      </Typography>
      <Button variant="outlined" color="secondary" size="large" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
