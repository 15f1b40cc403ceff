import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingFlatRounded from '@mui/icons-material/TrendingFlatRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ChildSummary, DashboardChild, SelfEsteemTrend } from '@ye/contracts/family';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { plural } from '../../../lib/format.ts';
import { formatDuration, TREND_LABEL, visuallyHidden } from '../format.ts';
import { ChildAvatar } from './child-avatar.tsx';

const TREND_ICON = { up: TrendingUpRounded, down: TrendingDownRounded, flat: TrendingFlatRounded } as const;
const TREND_COLOR = { up: 'success.dark', down: 'orange.dark', flat: 'text.secondary' } as const;

/** The latest self-esteem percent and which way it went since the survey before. */
export function SelfEsteemValue({
  percent,
  trend,
}: {
  percent: number | null;
  trend: SelfEsteemTrend | null;
}) {
  if (percent === null)
    return (
      <Typography component="span" color="text.secondary">
        No survey yet
      </Typography>
    );
  const Icon = trend ? TREND_ICON[trend] : null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
        {percent}%
      </Typography>
      {trend && Icon ? (
        <>
          <Icon aria-hidden sx={{ color: TREND_COLOR[trend] }} />
          <Box component="span" sx={visuallyHidden}>
            {`, ${TREND_LABEL[trend]}`}
          </Box>
        </>
      ) : null}
    </Box>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One child on the parent's dashboard. The whole card opens the child's page (the name is the link). */
export function ChildCard({ child, extras }: { child: ChildSummary; extras: DashboardChild | undefined }) {
  const percent = extras?.self_esteem_percent ?? child.child_self_esteem;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        p: 2.5,
        borderRadius: 4,
        borderTop: '6px solid',
        borderTopColor: extras?.color ?? 'primary.main',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 4 },
        '&:has(a:focus-visible)': { outline: '3px solid #6A1B9A', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <ChildAvatar name={child.child_name} src={child.child_avatar} size={64} />
        <Typography component="h2" variant="h4" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={`/studentDashboard/${child.child_id}`}
            underline="hover"
            color="inherit"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {child.child_name}
            <Box component="span" sx={visuallyHidden}>
              : see progress
            </Box>
          </Link>
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Stat label="Self-esteem">
          <SelfEsteemValue percent={percent} trend={extras?.self_esteem_trend ?? null} />
        </Stat>
        <Stat label="Courses">
          <Box component="span" sx={{ display: 'block' }}>
            {`${plural(child.ongoing_course_count, 'course')} ongoing`}
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            {`${plural(child.completed_course_count, 'course')} completed`}
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            {`${plural(child.not_started_course_count, 'course')} not started`}
          </Box>
        </Stat>
        <Stat label="This week">{extras ? formatDuration(extras.seconds_this_week) : '—'}</Stat>
      </Box>
      <Box
        aria-hidden
        sx={{
          mt: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'primary.main',
          fontWeight: 600,
        }}
      >
        See progress <ArrowForwardRounded fontSize="small" />
      </Box>
    </Card>
  );
}

export function ChildCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ p: 2.5, borderRadius: 4 }} aria-hidden>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Skeleton variant="circular" width={64} height={64} />
        <Skeleton width="50%" height={32} />
      </Box>
      <Skeleton height={28} />
      <Skeleton height={28} />
      <Skeleton height={28} />
      <Skeleton width="40%" height={28} />
    </Card>
  );
}
