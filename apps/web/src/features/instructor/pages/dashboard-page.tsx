import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LandingCard } from '../../../components/landing-card.tsx';
import { timeOfDayGreeting } from '../../../lib/greeting.ts';
import { useSession } from '../../../lib/use-session.tsx';

/** /instructor/: the home of instructors, ely_admins and providers. */
export default function InstructorDashboardPage() {
  const { profile, isProfileLoading } = useSession();
  return (
    <Box>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {isProfileLoading ? (
          <Skeleton width={280} />
        ) : (
          `${timeOfDayGreeting()}, ${profile?.first_name ?? 'there'}!`
        )}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720, fontSize: '1.0625rem' }}>
        Your studio for courses that help children feel capable, calm and kind. Thank you for teaching with
        us.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <LandingCard icon={<AccountCircleRounded />} title="Your profile" to="/instructor/profile">
          Check the name and email that parents and students see with your courses.
        </LandingCard>
        <LandingCard icon={<LightbulbRounded />} title="Teaching tip" accent="orange.dark">
          Children aged 6 to 12 learn best in short steps: one idea per lesson, a question to think about, and
          a small win at the end.
        </LandingCard>
        <LandingCard icon={<HelpOutlineRounded />} title="Instructor guide" to="/how-to" accent="purple.main">
          How courses, chapters, lessons, webinars and cohorts fit together on the platform.
        </LandingCard>
      </Box>
    </Box>
  );
}
