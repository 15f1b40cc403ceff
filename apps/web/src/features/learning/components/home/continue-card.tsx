import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { unitWords } from '@ye/contracts/first-download';
import type { ContinuePoint, StudentCourse } from '@ye/contracts/learning';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { coursePath, lessonPath, PATHS } from '../../../../lib/paths.ts';
import { hasStarted, type StartedLesson } from '../../client-state.ts';

interface ContinueCardProps {
  /** The server's answer is on its way. */
  loading: boolean;
  /** Where the server says to continue, if anywhere. */
  place: ContinuePoint | null;
  /** The server could not answer: what this browser remembers is used instead. */
  failed: boolean;
  stored: StartedLesson;
  /** The first course the child's grown-up picked that is not started yet. */
  picked: StudentCourse | undefined;
  /**
   * A started course with nothing open left to do (with no place to continue, the rest of every
   * started course waits for a grown-up to open it).
   */
  waiting?: StudentCourse | undefined;
}

/**
 * "Continue where you left off": the server's answer, or what this browser remembers if it cannot
 * answer. With nowhere to continue, the first course the child's grown-up picked, else a started
 * course whose open part is done (kindly: a grown-up opens the rest), else the catalogue.
 */
export function ContinueCard({ loading, place, failed, stored, picked, waiting }: ContinueCardProps) {
  if (loading) return <Skeleton variant="rounded" height={220} />;
  if (place) return <ContinuePlace place={place} />;
  if (failed && hasStarted(stored))
    return (
      <ContinueFrame>
        <Typography sx={{ fontSize: '1.25rem', mb: 3 }}>Jump back into the last thing you opened.</Typography>
        <Button
          component={RouterLink}
          // The lesson page puts the course's own words (level/mission or chapter/lesson) in the path.
          to={lessonPath('game', stored.startedCourse, stored.startedLevel, stored.startedMission)}
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<PlayArrowRounded />}
        >
          Continue
        </Button>
      </ContinueFrame>
    );
  if (picked)
    return (
      <ContinueFrame title="Ready for an adventure?">
        <Typography sx={{ fontSize: '1.25rem', mb: 3 }}>
          Your grown-up picked{' '}
          <Box component="strong" sx={{ color: 'secondary.main' }}>
            {picked.title}
          </Box>{' '}
          for you.
        </Typography>
        <Button
          component={RouterLink}
          to={coursePath(picked.id)}
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<PlayArrowRounded />}
          sx={{ minHeight: 56, fontSize: '1.125rem', px: 4, overflowWrap: 'anywhere' }}
        >
          {`Start ${picked.title}`}
        </Button>
      </ContinueFrame>
    );
  if (waiting)
    return (
      <ContinueFrame title="Great work so far!">
        <Typography sx={{ fontSize: '1.25rem', mb: 3 }}>
          You finished everything that is open in{' '}
          <Box component="strong" sx={{ color: 'secondary.main' }}>
            {waiting.title}
          </Box>{' '}
          for now. Ask a grown-up to open the rest.
        </Typography>
        <Button
          component={RouterLink}
          to={coursePath(waiting.id)}
          variant="outlined"
          color="secondary"
          size="large"
          sx={{ minHeight: 56, fontSize: '1.125rem', px: 4 }}
        >
          See my map
        </Button>
      </ContinueFrame>
    );
  return (
    <ContinueFrame title="Ready for an adventure?">
      <Typography sx={{ fontSize: '1.25rem', mb: 3 }}>Pick a course and start your first mission.</Typography>
      <Button
        component={RouterLink}
        to={PATHS.studentCourses}
        variant="contained"
        color="secondary"
        size="large"
      >
        Find a course
      </Button>
    </ContinueFrame>
  );
}

function ContinueFrame({
  title = 'Continue where you left off',
  children,
}: {
  title?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="continue-heading"
      elevation={0}
      sx={{ p: { xs: 3, md: 4 }, border: 3, borderColor: 'secondary.main', height: '100%' }}
    >
      <Typography id="continue-heading" component="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ContinuePlace({ place }: { place: ContinuePoint }) {
  const words = unitWords(place.course_kind);
  return (
    <ContinueFrame>
      <Typography sx={{ fontSize: '1.375rem', fontWeight: 700, color: 'secondary.main' }}>
        {place.course_title}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mt: 0.5 }}>
        {words.Chapter}: {place.chapter_title}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem' }}>
        {words.Lesson}: {place.lesson_title}
      </Typography>
      <Box sx={{ mt: 2, mb: 3, maxWidth: 420 }}>
        <Typography id="continue-progress" sx={{ fontSize: '1rem', mb: 0.5 }}>
          {place.percent}% of the course done
        </Typography>
        <LinearProgress
          variant="determinate"
          value={place.percent}
          aria-labelledby="continue-progress"
          color="secondary"
          sx={{ height: 14, borderRadius: 7, bgcolor: 'grey.200' }}
        />
      </Box>
      <Button
        component={RouterLink}
        to={lessonPath(place.course_kind, place.course_id, place.chapter_id, place.lesson_id)}
        variant="contained"
        color="secondary"
        size="large"
        startIcon={<PlayArrowRounded />}
        sx={{ minHeight: 56, fontSize: '1.125rem', px: 4 }}
      >
        Continue
      </Button>
    </ContinueFrame>
  );
}
