import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import AssignmentRounded from '@mui/icons-material/AssignmentRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
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
import { childDashboardPath } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { formatDuration, TREND_LABEL } from '../format.ts';
import { calmChildColor } from './chart-axis.ts';
import { ChildAvatar } from './child-avatar.tsx';
import { CourseProgressBar } from './course-progress-bar.tsx';

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

/** Shown per group on a card; the child's page lists them all. */
const CARD_COURSES_PER_GROUP = 3;

/** Links inside the card sit above the card-wide link (its ::after overlay) so they stay clickable. */
const aboveCardLink = { position: 'relative', zIndex: 1 } as const;

function MoreLine({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Typography component="li" variant="body2" color="text.secondary">
      and {plural(count, 'more course')}
    </Typography>
  );
}

/** The child's courses in three states: ongoing with a progress bar, completed, enrolled but not started. */
function CardCourses({ child, percents }: { child: ChildSummary; percents: ReadonlyMap<string, number> }) {
  const headingId = `courses-${child.child_id}`;
  const ongoing = child.ongoing_courses.slice(0, CARD_COURSES_PER_GROUP);
  const completed = child.completed_courses.slice(0, CARD_COURSES_PER_GROUP);
  const notStarted = child.not_started_courses.slice(0, CARD_COURSES_PER_GROUP);
  const listSx = { listStyle: 'none', p: 0, m: 0, mb: 1.5, display: 'grid', gap: 0.75 } as const;
  const groupSx = { fontWeight: 600, fontSize: '0.95rem', mb: 0.5 } as const;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} component="h3" variant="h6">
          Courses
          <Box component="span" sx={visuallyHidden}>
            {` of ${child.child_name}`}
          </Box>
        </Typography>
        <Link
          component={RouterLink}
          to={childDashboardPath(child.child_id, { assign: true })}
          underline="always"
          sx={{ ...aboveCardLink, fontWeight: 600 }}
          aria-label={`Assign a course to ${child.child_name}`}
        >
          Assign a course
        </Link>
      </Box>
      {child.total_course_count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No courses yet. Choose one for {child.child_name} with “Assign a course”.
        </Typography>
      ) : (
        <>
          <Typography sx={groupSx}>{`${plural(child.ongoing_course_count, 'course')} ongoing`}</Typography>
          {ongoing.length > 0 ? (
            <Box component="ul" sx={listSx}>
              {ongoing.map((c) => (
                <li key={c.id}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {c.title}
                  </Typography>
                  <CourseProgressBar title={c.title} percent={percents.get(c.id) ?? 0} />
                </li>
              ))}
              <MoreLine count={child.ongoing_courses.length - ongoing.length} />
            </Box>
          ) : null}
          <Typography
            sx={groupSx}
          >{`${plural(child.completed_course_count, 'course')} completed`}</Typography>
          {completed.length > 0 ? (
            <Box component="ul" sx={listSx}>
              {completed.map((c) => (
                <Box component="li" key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                  <CheckCircleRounded aria-hidden fontSize="small" sx={{ color: 'success.dark' }} />
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {c.title}
                    <Box component="span" sx={visuallyHidden}>
                      , completed
                    </Box>
                  </Typography>
                </Box>
              ))}
              <MoreLine count={child.completed_courses.length - completed.length} />
            </Box>
          ) : null}
          <Typography
            sx={groupSx}
          >{`${plural(child.not_started_course_count, 'course')} not started`}</Typography>
          {notStarted.length > 0 ? (
            <Box component="ul" sx={listSx}>
              {notStarted.map((c) => (
                <Box component="li" key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                  <AssignmentRounded aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {c.title}
                    <Box component="span" sx={visuallyHidden}>
                      , assigned, not started yet
                    </Box>
                  </Typography>
                </Box>
              ))}
              <MoreLine count={child.not_started_courses.length - notStarted.length} />
            </Box>
          ) : null}
        </>
      )}
    </Box>
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
