import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Recommendation } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/catalog';
import type { ContinuePoint, LearningSummary, StudentCourse } from '@ye/contracts/learning';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Carousel } from '../../../components/carousel.tsx';
import { coursePath, lessonPath, PATHS } from '../../../lib/paths.ts';
import { wasLastLoginBeforeToday } from '../../../lib/session.ts';
import { surveyStatusQueryOptions } from '../../../lib/survey-status.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { useContinuePoint, useLearningSummary, useMyCourses, useRecommendations } from '../api.ts';
import { childWelcomeModal, closeChildWelcome, getStarted, hasStarted } from '../client-state.ts';
import { AssignmentsCard } from '../components/assignments-card.tsx';
import { CourseTile, TileGrid } from '../components/course-tile.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { WelcomeDialog } from '../components/welcome-dialog.tsx';
import { XpCard, XpCardSkeleton } from '../components/xp-card.tsx';

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
        to={PATHS.surveys}
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

/**
 * "Continue where you left off": the server's answer, or what this browser remembers if it cannot
 * answer. With nowhere to continue, the first course the child's grown-up picked, else the catalogue.
 */
function ContinueCard({ picked }: { picked: StudentCourse | undefined }) {
  const point = useContinuePoint();
  const [stored] = useState(getStarted);

  if (point.isPending) return <Skeleton variant="rounded" height={220} />;
  const place = point.data?.continue ?? null;

  if (place) return <ContinuePlace place={place} />;
  if (point.isError && hasStarted(stored))
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

function AssignedCourses({ courses }: { courses: StudentCourse[] }) {
  if (courses.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="assigned-heading" sx={{ mt: 5 }}>
      <SectionHeading id="assigned-heading">From your grown-up</SectionHeading>
      <TileGrid>
        {courses.map((c) => (
          <li key={c.id}>
            <CourseTile course={c} percent={c.status === 'started' ? c.percent : undefined}>
              <Typography sx={{ fontSize: '1rem', color: 'text.secondary' }}>
                Your grown-up picked this one for you.
              </Typography>
            </CourseTile>
          </li>
        ))}
      </TileGrid>
    </Box>
  );
}

function RecommendedCourses({ results }: { results: Recommendation[] }) {
  if (results.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recommended-heading" sx={{ mt: 5 }}>
      <SectionHeading id="recommended-heading">Ideas just for you</SectionHeading>
      <Carousel label="Courses we think you will like">
        {results.map((r) => (
          <CourseTile key={r.course.id} course={r.course}>
            <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: '1.0625rem' }}>
              {r.reasons.slice(0, 2).map((reason) => (
                <li key={reason.code}>{reason.child_text}</li>
              ))}
            </Box>
          </CourseTile>
        ))}
      </Carousel>
    </Box>
  );
}

/**
 * The welcome on a child's first visit: childWelcomeModal (true until closed on this browser), and only
 * for a child who has not finished a mission yet, so a child who already plays is not greeted as new.
 */
function useWelcome(childId: string | undefined, summary: LearningSummary | undefined) {
  const [open, setOpen] = useState(true);
  const isNew = summary !== undefined && summary.missions_completed === 0 && summary.xp === 0;
  const show = open && childId !== undefined && isNew && childWelcomeModal(childId);
  const close = () => {
    if (childId) closeChildWelcome(childId);
    setOpen(false);
  };
  return { show, close };
}

/** /student/home: the child's home, with big friendly type. */
export default function StudentHomePage() {
  const { profile, isProfileLoading } = useSession();
  const [firstToday] = useState(isFirstVisitToday);
  const name = profile?.first_name ?? profile?.username ?? '';
  const summary = useLearningSummary();
  const courses = useMyCourses();
  const recommendations = useRecommendations();
  const welcome = useWelcome(profile?.id, summary.data);
  // A child who has not played yet is new here, whatever the last sign-in on this browser says.
  const isNew = summary.data !== undefined && summary.data.missions_completed === 0 && summary.data.xp === 0;
  const assigned = courses.data
    ? [...courses.data.ongoing, ...courses.data.not_started].filter((c) => c.assigned)
    : [];

  return (
    <Box>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, fontWeight: 700, color: 'secondary.main', mb: 1 }}
      >
        {isProfileLoading ? <Skeleton width={260} /> : `Hi ${name}!`}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 4 }}>
        {summary.isPending ? (
          <Skeleton width={280} />
        ) : isNew ? (
          'Welcome! Your first adventure is waiting.'
        ) : firstToday ? (
          'Welcome back! We are so happy to see you today.'
        ) : (
          'Great to see you again!'
        )}
      </Typography>

      <SurveyPrompt />

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, mb: 5 }}>
        <ContinueCard picked={assigned[0]} />
        {summary.isPending ? (
          <XpCardSkeleton />
        ) : summary.data ? (
          <XpCard summary={summary.data} />
        ) : (
          <Paper elevation={0} sx={{ p: 3, border: 3, borderColor: 'grey.200' }}>
            <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>
              We could not load your stars and XP just now.
            </Typography>
            <Button variant="outlined" color="secondary" onClick={() => void summary.refetch()}>
              Try again
            </Button>
          </Paper>
        )}
      </Box>

      {/* Work from the child's teachers, due soonest first. */}
      <AssignmentsCard />

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

      <AssignedCourses courses={assigned} />
      <RecommendedCourses results={recommendations.data?.results ?? []} />

      <WelcomeDialog open={welcome.show} name={name} onClose={welcome.close} />
    </Box>
  );
}
