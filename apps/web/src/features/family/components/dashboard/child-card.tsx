import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ChildSummary, DashboardChild } from '@ye/contracts/family';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { childDashboardPath } from '../../../../lib/paths.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { formatDuration } from '../../format.ts';
import { calmChildColor } from '../chart-axis.ts';
import { ChildAvatar } from '../child-avatar.tsx';
import { CardCourses } from './card-courses.tsx';
import { SelfEsteemValue } from './self-esteem-value.tsx';

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
export function ChildCard({
  child,
  extras,
  percents,
}: {
  child: ChildSummary;
  extras: DashboardChild | undefined;
  /** percent_complete by course id (from check-progress); missing courses show 0%. */
  percents: ReadonlyMap<string, number>;
}) {
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
        borderTopColor: extras?.color ? calmChildColor(extras.color) : 'primary.main',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 4 },
        '&:has(.child-card-link:focus-visible)': { outline: '3px solid #6A1B9A', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <ChildAvatar name={child.child_name} src={child.child_avatar} size={64} />
        <Typography component="h2" variant="h4" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={childDashboardPath(child.child_id)}
            className="child-card-link"
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
        <Stat label="This week">{extras ? formatDuration(extras.seconds_this_week) : '—'}</Stat>
      </Box>
      <CardCourses child={child} percents={percents} />
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
      <Skeleton variant="rounded" height={10} sx={{ mt: 1 }} />
    </Card>
  );
}
