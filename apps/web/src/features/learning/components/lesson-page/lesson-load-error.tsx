import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_REQUIRED, type UnitWords } from '@ye/contracts/catalog';
import { Link as RouterLink } from 'react-router';
import { ChildLoadError } from '../../../../components/child-states.tsx';
import { NotFoundMessage } from '../../../../components/not-found-message.tsx';
import { ApiError, errorCode } from '../../../../lib/api-error.ts';
import { coursePath } from '../../../../lib/paths.ts';

/** A padlock, a big title, kind words and the way back to the map. */
function LockedScreen({ courseId, title, children }: { courseId: string; title: string; children: string }) {
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', border: 3, borderColor: 'grey.200' }}
    >
      <LockRounded aria-hidden="true" sx={{ fontSize: 64, color: 'secondary.main' }} />
      <Typography component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700, my: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', mb: 3 }}>{children}</Typography>
      <Button
        component={RouterLink}
        to={coursePath(courseId)}
        variant="contained"
        color="secondary"
        size="large"
      >
        Back to map
      </Button>
    </Paper>
  );
}

interface LessonLoadErrorProps {
  error: Error;
  courseId: string;
  words: UnitWords;
  onRetry: () => void;
}

/**
 * A lesson that did not load: waiting for a grown-up (403 `subscription_required`: the family's
 * membership would open it, said without any billing word), still locked by the order, not there (or
 * not for this child), or the server away.
 */
export function LessonLoadError({ error, courseId, words, onRetry }: LessonLoadErrorProps) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403 && errorCode(error) === SUBSCRIPTION_REQUIRED)
    return (
      <LockedScreen courseId={courseId} title="This part of the course is locked for now">
        Ask a grown-up to open it.
      </LockedScreen>
    );
  if (status === 403)
    return (
      <LockedScreen courseId={courseId} title={`This ${words.lesson} is still locked`}>
        {`Finish the ${words.lessons} before it to open it. You are doing great!`}
      </LockedScreen>
    );
  if (status === 404 || status === 400) return <NotFoundMessage what={words.lesson} />;
  return (
    <Box>
      <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 700 }}>
        {words.Lesson}
      </Typography>
      <ChildLoadError what={`this ${words.lesson}`} onRetry={onRetry} />
    </Box>
  );
}
