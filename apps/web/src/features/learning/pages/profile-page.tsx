import PersonRounded from '@mui/icons-material/PersonRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Badge, LearningSummary } from '@ye/contracts/learning';
import { ChildLoadError } from '../../../components/child-states.tsx';
import { BadgeIcon } from '../../../components/lesson/badge-icon.tsx';
import { Loading } from '../../../components/loading.tsx';
import { formatDate, plural } from '../../../lib/format.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useLearningSummary, useMyCourses } from '../api.ts';
import { CourseTile, TileGrid } from '../components/course-tile.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { XpCard } from '../components/xp-card.tsx';

/** Earned badges first (newest first), then the ones still to come in their usual order. */
export function sortBadges(badges: readonly Badge[]): Badge[] {
  const earned = badges
    .filter((b) => b.earned_at)
    .sort((a, b) => String(b.earned_at).localeCompare(String(a.earned_at)));
  return [...earned, ...badges.filter((b) => !b.earned_at)];
}

function Numbers({ summary }: { summary: LearningSummary }) {
  const items = [
    {
      label: summary.missions_completed === 1 ? 'mission finished' : 'missions finished',
      value: summary.missions_completed,
    },
    {
      label: summary.courses_completed === 1 ? 'course finished' : 'courses finished',
      value: summary.courses_completed,
    },
    {
      label: summary.longest_streak === 1 ? 'day in my longest streak' : 'days in my longest streak',
      value: summary.longest_streak,
    },
  ];
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {items.map((item) => (
        <Paper
          component="li"
          key={item.label}
          elevation={0}
          sx={{ p: 2.5, border: 2, borderColor: 'grey.200', textAlign: 'center' }}
        >
          <Typography
            component="span"
            sx={{
              display: 'block',
              fontSize: '2.25rem',
              fontWeight: 700,
              color: 'secondary.main',
              lineHeight: 1.1,
            }}
          >
            {item.value}
          </Typography>
          <Typography component="span" sx={{ display: 'block', fontSize: '1.0625rem' }}>
            {item.label}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function BadgeGrid({ badges }: { badges: readonly Badge[] }) {
  const earnedCount = badges.filter((b) => b.earned_at).length;
  return (
    <Box component="section" aria-labelledby="badges-heading" sx={{ mt: 5 }}>
      <SectionHeading id="badges-heading">My badges</SectionHeading>
      <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>
        {earnedCount === 0
          ? 'Your first badge is waiting for you. Finish a mission to earn it!'
          : `You have earned ${plural(earnedCount, 'badge')}. More are waiting for you!`}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {sortBadges(badges).map((badge) => {
          const earned = Boolean(badge.earned_at);
          return (
            <Paper
              component="li"
              key={badge.id}
              elevation={0}
              sx={{
                p: 2,
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                border: 2,
                borderColor: earned ? 'yellow.main' : 'grey.200',
                bgcolor: earned ? '#FFFBEA' : 'grey.50',
              }}
            >
              <BadgeIcon badge={badge} earned={earned} />
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
                  {badge.title}
                </Typography>
                <Typography sx={{ fontSize: '1rem' }}>{badge.description}</Typography>
                <Typography
                  sx={{
                    fontSize: '1rem',
                    fontWeight: 600,
                    color: earned ? 'primary.main' : 'text.secondary',
                  }}
                >
                  {earned ? `Earned ${formatDate(badge.earned_at)}` : 'Not yet'}
                </Typography>
              </Box>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}

function CompletedCourses() {
  const courses = useMyCourses();
  return (
    <Box component="section" aria-labelledby="finished-heading" sx={{ mt: 5 }}>
      <SectionHeading id="finished-heading">Courses I finished</SectionHeading>
      {courses.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : courses.isError ? (
        <ChildLoadError what="your courses" onRetry={() => void courses.refetch()} />
      ) : courses.data.completed.length === 0 ? (
        <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
          When you finish a course it will show up here.
        </Typography>
      ) : (
        <TileGrid>
          {courses.data.completed.map((c) => (
            <li key={c.id}>
              <CourseTile course={c} stars={c.stars} maxStars={c.max_stars} />
            </li>
          ))}
        </TileGrid>
      )}
    </Box>
  );
}

/** /student/profile: who I am here, my level and XP, streaks, badges and finished courses. */
export default function StudentProfilePage() {
  const summary = useLearningSummary();

  if (summary.isPending)
    return (
      <Loading label="Loading your profile…">
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 4 }}>
          <Skeleton variant="circular" width={96} height={96} />
          <Skeleton width={220} sx={{ fontSize: '2.5rem' }} />
        </Box>
        <Skeleton variant="rounded" height={220} />
      </Loading>
    );
  if (summary.isError)
    return (
      <Box>
        <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 700 }}>
          My profile
        </Typography>
        <ChildLoadError what="your profile" onRetry={() => void summary.refetch()} />
      </Box>
    );

  const data = summary.data;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: { xs: 2, md: 3 }, alignItems: 'center', mb: 4, flexWrap: 'wrap' }}>
        <Avatar
          src={data.avatar_url ?? undefined}
          alt=""
          sx={{
            width: 96,
            height: 96,
            bgcolor: 'yellow.main',
            color: 'yellow.contrastText',
            border: 4,
            borderColor: 'yellow.main',
          }}
        >
          <PersonRounded sx={{ fontSize: 56 }} />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h1"
            sx={{
              fontSize: { xs: '2rem', md: '2.75rem' },
              fontWeight: 700,
              color: 'secondary.main',
              overflowWrap: 'anywhere',
            }}
          >
            {data.display_name}
          </Typography>
          <Typography sx={{ fontSize: '1.25rem' }}>Level {data.level} learner</Typography>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'stretch',
        }}
      >
        <XpCard summary={data} headingId="profile-xp-heading" />
        <Box>
          <Typography component="h2" sx={visuallyHidden}>
            My numbers
          </Typography>
          <Numbers summary={data} />
        </Box>
      </Box>
      <BadgeGrid badges={data.badges} />
      <CompletedCourses />
    </Box>
  );
}
