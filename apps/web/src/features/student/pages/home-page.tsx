import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { wasLastLoginBeforeToday } from '../../../lib/session.ts';
import { surveyStatusQueryOptions } from '../../../lib/survey-status.ts';
import { useSession } from '../../../lib/use-session.tsx';

/** A kind thought for each day of the year, in words a 6-year-old can read with help. */
const DAILY_THOUGHTS = [
  'Mistakes help your brain grow. Every try counts!',
  'You are a good friend when you listen.',
  'It is okay to feel sad or cross. Feelings come and go like clouds.',
  'Take three slow breaths. In… and out. You are calm and strong.',
  'Something you did today was brave. What was it?',
  'Being kind to yourself is a superpower.',
  'You can do hard things, one small step at a time.',
];

export function thoughtFor(date: Date): string {
  const start = new Date(date.getFullYear(), 0, 0).getTime();
  const day = Math.floor((date.getTime() - start) / 86_400_000);
  return DAILY_THOUGHTS[day % DAILY_THOUGHTS.length] ?? DAILY_THOUGHTS[0] ?? '';
}

// Recorded once per page load: the first visit of the day gets the 'Welcome back' greeting.
let firstVisitToday: boolean | undefined;
function isFirstVisitToday(): boolean {
  if (firstVisitToday === undefined) firstVisitToday = wasLastLoginBeforeToday();
  return firstVisitToday;
}

/** Shown when GET /v1/survey/status says a (re)take of the self-esteem survey is due. */
function SurveyPrompt() {
  const status = useQuery(surveyStatusQueryOptions());
  if (!status.data?.retake_due) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="survey-prompt-title"
      elevation={0}
      sx={{
        p: { xs: 3, md: 4 },
        mb: 3,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography
          id="survey-prompt-title"
          component="h2"
          sx={{ fontSize: '1.375rem', fontWeight: 700, mb: 0.5 }}
        >
          How are you feeling about yourself lately?
        </Typography>
        <Typography sx={{ fontSize: '1.125rem' }}>Answer 10 quick questions.</Typography>
      </Box>
      <Button
        component={RouterLink}
        to="/surveys"
        variant="contained"
        size="large"
        sx={{
          bgcolor: 'yellow.main',
          color: 'yellow.contrastText',
          minHeight: 52,
          px: 3,
          '&:hover': { bgcolor: '#FFD76A' },
          '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid #FFFFFF', outlineOffset: 3 },
        }}
      >
        Let's start
      </Button>
    </Paper>
  );
}

/** /student/home: the child's home, with big friendly type. */
export default function StudentHomePage() {
  const { profile, isProfileLoading } = useSession();
  const [firstToday] = useState(isFirstVisitToday);
  const name = profile?.first_name ?? profile?.username ?? '';

  return (
    <Box>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, fontWeight: 700, color: 'secondary.main', mb: 1 }}
      >
        {isProfileLoading ? <Skeleton width={260} /> : `Hi ${name}!`}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 4 }}>
        {firstToday ? 'Welcome back! We are so happy to see you today.' : 'Great to see you again!'}
      </Typography>

      <SurveyPrompt />

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Paper
          elevation={0}
          sx={{ p: { xs: 3, md: 4 }, bgcolor: 'yellow.main', color: 'yellow.contrastText' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
            <AutoAwesomeRounded aria-hidden="true" />
            <Typography component="h2" sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
              Today's big thought
            </Typography>
          </Box>
          <Typography sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' }, fontWeight: 600, lineHeight: 1.35 }}>
            {thoughtFor(new Date())}
          </Typography>
        </Paper>
        <Paper elevation={0} sx={{ p: { xs: 3, md: 4 }, border: 3, borderColor: 'purple.main' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, color: 'purple.main' }}>
            <FavoriteRounded aria-hidden="true" />
            <Typography component="h2" sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
              Try this
            </Typography>
          </Box>
          <Typography sx={{ fontSize: '1.25rem' }}>
            Think of one thing you are good at. Say it out loud: "I am good at…"
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}
