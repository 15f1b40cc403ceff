import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RETAKE_AFTER_DAYS } from '@ye/contracts/survey';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { ThankYouFace } from './agreement-face.tsx';

export const THANK_YOU = "Your grown-up can see how you're growing.";

/** When the survey can be taken again: RETAKE_AFTER_DAYS after the last one (the API's rule). */
export function retakeDate(lastCompletedAt: string): Date {
  return new Date(Date.parse(lastCompletedAt) + RETAKE_AFTER_DAYS * 86_400_000);
}

interface DoneCardProps {
  title: string;
  /** Given when the heading takes focus (right after sending). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** The answered survey: the thank-you face, a heading, a few words, and the way home. */
function DoneCard({ title, headingRef, children }: DoneCardProps) {
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', border: 3, borderColor: 'yellow.main' }}
    >
      <ThankYouFace />
      <Typography
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        component="h1"
        sx={{
          fontSize: { xs: '2rem', md: '2.5rem' },
          fontWeight: 700,
          color: 'secondary.main',
          mt: 2,
          outline: 'none',
        }}
      >
        {title}
      </Typography>
      {children}
      <Button
        component={RouterLink}
        to={PATHS.studentHome}
        variant="contained"
        color="secondary"
        size="large"
      >
        Back to my home
      </Button>
    </Paper>
  );
}

/** /surveys opened again before a retake is due: no questions, and the day they come back. */
export function NotYet({ lastCompletedAt }: { lastCompletedAt: string }) {
  return (
    <DoneCard title="You already answered these questions">
      <Typography sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mt: 1 }}>
        {`You answered them on ${formatDate(lastCompletedAt)}.`}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mt: 1, mb: 4 }}>
        {`You can answer them again on ${formatDate(retakeDate(lastCompletedAt))}.`}
      </Typography>
    </DoneCard>
  );
}

/** Right after sending: thanks, with focus on the heading so it is read first. */
export function ThankYou({ completedAt }: { completedAt: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <DoneCard title="Thank you!" headingRef={heading}>
      <Typography sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mt: 1 }}>{THANK_YOU}</Typography>
      <Typography sx={{ fontSize: '1.125rem', mt: 1, mb: 4, color: 'text.secondary' }}>
        {`You can answer these questions again on ${formatDate(retakeDate(completedAt))}.`}
      </Typography>
    </DoneCard>
  );
}
