import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UnitWords } from '@ye/contracts/catalog';
import { starsText } from '../../../../components/course-map/course-words.ts';

/** On a return visit: the lesson was finished before, with these stars. */
export function DoneBeforeNote({ words, stars }: { words: UnitWords; stars: number }) {
  return (
    <Alert
      severity="success"
      icon={<CheckCircleRounded />}
      sx={{ mb: 3, fontSize: '1.0625rem', maxWidth: 800 }}
    >
      You finished this {words.lesson} before ({starsText(stars)}). You can do it again any time!
    </Alert>
  );
}

interface SavingNotesProps {
  /** A game's finish is being saved. */
  counting: boolean;
  failed: boolean;
  /** The finish was refused because the lesson waits for a grown-up (403 `subscription_required`). */
  locked?: boolean;
  /** Sends the last finish again; none when there is nothing to send. */
  onRetry: (() => void) | undefined;
}

/** While a finish is saved, and when saving it failed (or the lesson is locked for now: no retry). */
export function SavingNotes({ counting, failed, locked = false, onRetry }: SavingNotesProps) {
  return (
    <>
      {counting ? (
        <Typography role="status" sx={{ mt: 2, fontSize: '1.125rem' }}>
          Counting your stars…
        </Typography>
      ) : null}
      {failed && locked ? (
        <Alert severity="info" icon={<LockRounded />} sx={{ mt: 3, fontSize: '1.0625rem', maxWidth: 800 }}>
          This part of the course is locked for now. Ask a grown-up to open it.
        </Alert>
      ) : failed ? (
        <Alert
          severity="error"
          sx={{ mt: 3, fontSize: '1.0625rem', maxWidth: 800 }}
          action={
            onRetry ? (
              <Button color="inherit" onClick={onRetry}>
                Try again
              </Button>
            ) : undefined
          }
        >
          We could not save that just now. Please try again.
        </Alert>
      ) : null}
    </>
  );
}
