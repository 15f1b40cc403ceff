import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface StepButtonsProps {
  onBack: () => void;
  onNext: () => void;
  isFirst: boolean;
  /** The last question's Next sends the answers: it says Finish. */
  isLast: boolean;
  sending: boolean;
}

/** Back and Next (or Finish) under a question. */
export function StepButtons({ onBack, onNext, isFirst, isLast, sending }: StepButtonsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      <Button
        variant="outlined"
        color="secondary"
        size="large"
        onClick={onBack}
        disabled={isFirst || sending}
        startIcon={<ArrowBackRounded />}
        sx={{ minHeight: 52, minWidth: 120 }}
      >
        Back
      </Button>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        onClick={onNext}
        disabled={sending}
        aria-busy={sending || undefined}
        endIcon={
          sending ? (
            <CircularProgress size={20} color="inherit" aria-hidden="true" />
          ) : (
            <ArrowForwardRounded />
          )
        }
        sx={{ minHeight: 52, minWidth: 120 }}
      >
        {isLast ? (sending ? 'Sending…' : 'Finish') : 'Next'}
      </Button>
    </Box>
  );
}
