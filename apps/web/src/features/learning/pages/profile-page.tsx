import PersonRounded from '@mui/icons-material/PersonRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ChildLoadError } from '../../../components/child-states.tsx';
import { Loading } from '../../../components/loading.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useLearningSummary, useMyCourses } from '../api.ts';
import { BadgeGrid } from '../components/profile/badge-grid.tsx';
import { CompletedCourses } from '../components/profile/completed-courses.tsx';
import { Numbers } from '../components/profile/numbers.tsx';
import { XpCard } from '../components/xp-card.tsx';

/** /student/profile: who I am here, my level and XP, streaks, badges and finished courses. */
export default function StudentProfilePage() {
  const summary = useLearningSummary();
  const courses = useMyCourses();

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
      <CompletedCourses courses={courses} />
    </Box>
  );
}
