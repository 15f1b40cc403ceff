import CheckRounded from '@mui/icons-material/CheckRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LessonSummary, UnitWords } from '@ye/contracts/catalog';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { lockedPrefix } from './course-words.ts';
import { lessonIcon, lessonKindWord } from './lesson-kind.ts';
import { Stars } from './stars.tsx';

export type StopState = 'done' | 'next' | 'open' | 'locked';

interface TrailStopProps {
  lesson: LessonSummary;
  /** Its 1-based place in the chapter. */
  number: number;
  words: UnitWords;
  state: StopState;
  /** The stars of a finished lesson. */
  stars: number | undefined;
  /** Why a locked lesson is closed. */
  reason: string | undefined;
  /** The last stop draws no line to a next one. */
  last: boolean;
  /** Where an open lesson links to; a locked one is no link. */
  to: string;
}

/** One stop of a lesson trail: its circle, title, kind and length, and its stars, "Up next!" or lock. */
export function TrailStop({ lesson, number, words, state, stars, reason, last, to }: TrailStopProps) {
  const Icon = state === 'locked' ? LockRounded : state === 'done' ? CheckRounded : lessonIcon(lesson);
  const circle = (
    <Box
      aria-hidden="true"
      sx={{
        width: 56,
        height: 56,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        position: 'relative',
        zIndex: 1,
        bgcolor: state === 'done' ? 'primary.main' : state === 'locked' ? 'grey.200' : 'secondary.main',
        color: state === 'locked' ? 'grey.700' : '#FFFFFF',
        boxShadow: state === 'next' ? '0 0 0 5px #FFC83D' : 'none',
      }}
    >
      <Icon sx={{ fontSize: 30 }} />
    </Box>
  );
  const text = (
    <Box sx={{ minWidth: 0, pt: 0.25 }}>
      <Typography
        component="span"
        sx={{
          display: 'block',
          fontSize: '1.125rem',
          fontWeight: 700,
          lineHeight: 1.3,
          overflowWrap: 'anywhere',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {`${words.Lesson} ${number}: `}
        </Box>
        {lesson.title}
      </Typography>
      <Typography component="span" sx={{ display: 'block', fontSize: '1rem', color: 'text.secondary' }}>
        {lessonKindWord(lesson)}
        {lesson.duration_minutes > 0 ? ` · ${lesson.duration_minutes} min` : ''}
      </Typography>
      {state === 'done' && stars !== undefined ? (
        <Box sx={{ mt: 0.25 }}>
          <Stars stars={stars} size={22} />
        </Box>
      ) : null}
      {state === 'next' ? (
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, color: '#8A4B00', mt: 0.25 }}>
          Up next!
        </Typography>
      ) : null}
      {state === 'locked' ? (
        <Typography component="span" sx={{ display: 'block', fontSize: '1rem', mt: 0.25 }}>
          <Box component="span" sx={visuallyHidden}>
            {lockedPrefix(reason)}
          </Box>
          {reason}
        </Typography>
      ) : null}
    </Box>
  );
  const rowSx = {
    display: 'flex',
    gap: 2,
    alignItems: 'flex-start',
    p: 1,
    borderRadius: 3,
    minHeight: 72,
    textDecoration: 'none',
    color: 'inherit',
  } as const;
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        pb: last ? 0 : 1.5,
        // The trail: a dotted line from this stop down to the next one.
        '&::before': last
          ? undefined
          : {
              content: '""',
              position: 'absolute',
              left: 35,
              top: 64,
              bottom: 0,
              borderLeft: '4px dotted',
              borderColor: state === 'done' ? 'primary.main' : 'grey.400',
            },
      }}
    >
      {state === 'locked' ? (
        <Box sx={rowSx}>
          {circle}
          {text}
        </Box>
      ) : (
        <Box
          component={RouterLink}
          to={to}
          sx={{
            ...rowSx,
            '&:hover': { bgcolor: 'rgba(106, 27, 154, 0.06)' },
            '&:focus-visible': { outline: '3px solid #6A1B9A', outlineOffset: 2 },
          }}
        >
          {circle}
          {text}
        </Box>
      )}
    </Box>
  );
}
