import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { LearningSummary } from '@ye/contracts/learning';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useFlags } from '../../../lib/flags.ts';
import { wasLastLoginBeforeToday } from '../../../lib/session.ts';
import { surveyStatusQueryOptions } from '../../../lib/survey-status.ts';
import { useSession } from '../../../lib/use-session.tsx';
import {
  useContinuePoint,
  useLearningSummary,
  useMyAssignments,
  useMyCourses,
  useRecommendations,
} from '../api.ts';
import { childWelcomeModal, closeChildWelcome, getStarted } from '../client-state.ts';
import { AssignmentsCard } from '../components/assignments-card.tsx';
import { ContinueCard } from '../components/home/continue-card.tsx';
import { DailyThought } from '../components/home/daily-thought.tsx';
import { AssignedCourses, RecommendedCourses } from '../components/home/home-courses.tsx';
import { MyClass, myClassQueryOptions } from '../components/home/my-class.tsx';
import { SurveyPrompt } from '../components/home/survey-prompt.tsx';
import { XpCard, XpCardSkeleton } from '../components/xp-card.tsx';

// The welcome (a Dialog: Modal, Portal, transitions, about 9 KiB gz) is for a child's first visit
// only: it loads when it is to be shown, not with every child's home (decision 057).
const WelcomeDialog = lazy(() =>
  import('../components/welcome-dialog.tsx').then((m) => ({ default: m.WelcomeDialog })),
);

/** The longest the home waits for all its answers before it shows the sections that have come. */
const SETTLE_MS = 2500;

// Recorded once per page load: the first visit of the day gets the 'Welcome back' greeting.
let firstVisitToday: boolean | undefined;
function isFirstVisitToday(): boolean {
  if (firstVisitToday === undefined) firstVisitToday = wasLastLoginBeforeToday();
  return firstVisitToday;
}

/**
 * The welcome on a child's first visit: childWelcomeModal (true until closed on this browser), and only
 * for a child who has not finished a mission yet, so a child who already plays is not greeted as new.
 */
function useWelcome(childId: string | undefined, summary: LearningSummary | undefined) {
  const [open, setOpen] = useState(true);
  const isNew = summary !== undefined && summary.missions_completed === 0 && summary.xp === 0;
  const show = open && childId !== undefined && isNew && childWelcomeModal(childId);
  // Mounted from its first showing on, so it can play its closing transition.
  const [mounted, setMounted] = useState(false);
  if (show && !mounted) setMounted(true);
  const close = () => {
    if (childId) closeChildWelcome(childId);
    setOpen(false);
  };
  return { show, close, mounted };
}

/**
 * What the home shows while its answers arrive: the two cards of the first row at their size and a
 * block at least as tall as the screen, so nothing below (the footer) is in view and then pushed
 * down. Replaced all at once by the sections (new elements: no layout shift).
 */
function HomeSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ minHeight: '100vh' }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, mb: 5 }}>
        <Skeleton variant="rounded" height={260} />
        <XpCardSkeleton />
      </Box>
      <Skeleton width={220} sx={{ fontSize: '1.75rem', mb: 2 }} />
      <Skeleton variant="rounded" height={180} />
    </Box>
  );
}

/** /student/home: the child's home, with big friendly type. */
export default function StudentHomePage() {
  const { profile, isProfileLoading } = useSession();
  const [firstToday] = useState(isFirstVisitToday);
  const name = profile?.first_name ?? profile?.username ?? '';
  const summary = useLearningSummary();
  const courses = useMyCourses();
  const recommendations = useRecommendations();
  const surveyStatus = useQuery(surveyStatusQueryOptions());
  const continuePoint = useContinuePoint();
  const assignments = useMyAssignments();
  const flags = useFlags();
  const myClass = useQuery(myClassQueryOptions(flags.cohortFeatureFlagEnabled));
  // The sections below the greeting show once every one of their answers is in (or failed). isLoading,
  // not isPending: the class query never runs while the cohort flag is off.
  const answered =
    !flags.isPending &&
    [summary, courses, recommendations, surveyStatus, continuePoint, assignments].every(
      (q) => !q.isPending,
    ) &&
    !myClass.isLoading;
  // Once shown, the sections stay: an answer asked again (a failed one is, when a section mounts)
  // must not put the skeleton back. A slow or failing answer (retried every 3 s on a 5xx) does not
  // hold the whole home: after SETTLE_MS what is there shows and the late section joins when it comes.
  const [settled, setSettled] = useState(false);
  if (answered && !settled) setSettled(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const [stored] = useState(getStarted);
  const welcome = useWelcome(profile?.id, summary.data);
  // A child who has not played yet is new here, whatever the last sign-in on this browser says.
  const isNew = summary.data !== undefined && summary.data.missions_completed === 0 && summary.data.xp === 0;
  const assigned = courses.data
    ? [...courses.data.ongoing, ...courses.data.not_started].filter((c) => c.assigned)
    : [];
  // With no place to continue, no started course has an open lesson left: the rest waits for a
  // grown-up. A picked course not started yet comes first; else the started one is named kindly.
  const nowhere = continuePoint.data?.continue === null;
  const picked = nowhere ? assigned.find((c) => c.status === 'not-started') : assigned[0];
  const waiting = nowhere ? courses.data?.ongoing[0] : undefined;

  return (
    <Box>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, fontWeight: 700, color: 'secondary.main', mb: 1 }}
      >
        {isProfileLoading ? <Skeleton width={260} /> : `Hi ${name}!`}
      </Typography>
      <Typography
        sx={{
          fontSize: { xs: '1.25rem', md: '1.5rem' },
          mb: 4,
          // Room for the greeting's two lines on a phone (one from md) while the skeleton is under it:
          // it shows as soon as the summary comes (often the page's largest text, so its LCP) without
          // pushing the skeleton; the room goes with the skeleton, under which all is new.
          ...(settled ? {} : { minHeight: { xs: '3em', md: '1.5em' }, lineHeight: 1.5 }),
        }}
      >
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

      {settled ? (
        // Everything under the greeting arrives in one render, in new elements: a section whose data
        // came first no longer pushes the others down under the child's finger (layout shift, decision 057).
        <Box key="ready">
          {surveyStatus.data?.retake_due ? <SurveyPrompt /> : null}

          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, mb: 5 }}>
            <ContinueCard
              loading={continuePoint.isPending}
              place={continuePoint.data?.continue ?? null}
              failed={continuePoint.isError}
              stored={stored}
              picked={picked}
              waiting={waiting}
            />
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

          <MyClass />

          <DailyThought />

          <AssignedCourses courses={assigned} />
          <RecommendedCourses results={recommendations.data?.results ?? []} />
        </Box>
      ) : (
        <HomeSkeleton />
      )}

      {welcome.mounted ? (
        <Suspense fallback={null}>
          <WelcomeDialog open={welcome.show} name={name} onClose={welcome.close} />
        </Suspense>
      ) : null}
    </Box>
  );
}
