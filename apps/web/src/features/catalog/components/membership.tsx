import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CourseKind } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/catalog';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { useSubscription } from '../../../lib/subscription.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { freeChaptersWords, membershipPriceWords } from '../format.ts';

// What the catalogue says of the family membership (decision 027): the first chapter of every course
// is free, later ones need the membership. Parents only: staff always have access and see none of
// it, and children never open the catalogue (they see "Locked — ask a grown-up" on their map).

export interface MembershipView {
  /** A parent is looking: the catalogue says what is free and what the membership opens. */
  parent: boolean;
  /** Whether the family has every chapter open; undefined until known (then nothing is claimed). */
  hasAccess: boolean | undefined;
  /** The family never had a subscription, so a free trial is offered. */
  trialAvailable: boolean;
}

/** The family's membership as the catalogue shows it, from the shared subscription state. */
export function useMembershipView(): MembershipView {
  const { role } = useSession();
  const parent = role === 'parent' || role === 'auth';
  const subscription = useSubscription();
  const state = parent ? subscription.data : undefined;
  return {
    parent,
    hasAccess: state?.hasAccess,
    trialAvailable: (state?.status ?? 'none') === 'none',
  };
}

/** "Chapter 1 free" ("Level 1 free") as a small pill on a course card, for parents. */
export function FreeChaptersPill({ kind }: { kind: CourseKind }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        px: 1,
        py: 0.25,
        borderRadius: 999,
        bgcolor: 'yellow.main',
        color: 'text.primary',
        fontSize: '0.8125rem',
        fontWeight: 700,
      }}
    >
      {freeChaptersWords(kind)}
    </Box>
  );
}

/** A chapter of the outline that the membership opens: a padlock and its words. */
export function MembershipChapterNote() {
  return (
    <Typography
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontSize: '0.875rem',
        fontWeight: 600,
        color: 'text.secondary',
      }}
    >
      <LockRounded aria-hidden sx={{ fontSize: 18 }} />
      Included in membership
    </Typography>
  );
}

/**
 * The course page's word on the membership, for a parent of a course with paid chapters: with it,
 * "Included in your membership"; without it, what is free, the price and the way to the plans.
 */
export function MembershipPanel({ kind, view }: { kind: CourseKind; view: MembershipView }) {
  const words = unitWords(kind);
  if (!view.parent || view.hasAccess === undefined) return null;
  if (view.hasAccess)
    return (
      <Paper
        component="section"
        aria-labelledby="membership-heading"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
      >
        <CheckCircleRounded aria-hidden sx={{ color: 'primary.main', fontSize: 32, flexShrink: 0 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="membership-heading" component="h2" variant="h4" sx={{ mb: 0.5 }}>
            Included in your membership
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '0.9375rem' }}>
            {`Every ${words.chapter} of this course is open for your children.`}
          </Typography>
        </Box>
      </Paper>
    );
  return (
    <Paper
      component="section"
      aria-labelledby="membership-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, borderColor: 'yellow.main', borderWidth: 2 }}
    >
      <Typography id="membership-heading" component="h2" variant="h4" sx={{ mb: 0.5 }}>
        {`Open every ${words.chapter}`}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        {`${freeChaptersWords(kind)}. The ${words.chapters} after it are included in membership.`}
      </Typography>
      <Typography sx={{ fontWeight: 700, mb: 2 }}>{membershipPriceWords(view.trialAvailable)}</Typography>
      <Button
        component={RouterLink}
        to={PATHS.subscriptions}
        variant="contained"
        size="large"
        sx={{ minHeight: 48 }}
      >
        {view.trialAvailable ? 'Start free trial' : 'Become a member'}
      </Button>
    </Paper>
  );
}
