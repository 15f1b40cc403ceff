import FamilyRestroomRounded from '@mui/icons-material/FamilyRestroomRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LandingCard } from '../../../components/landing-card.tsx';
import { timeOfDayGreeting } from '../../../lib/greeting.ts';
import { useSession } from '../../../lib/use-session.tsx';

/** /dashboard: the parent's home. Greets the parent and points to what they can do now. */
export default function ParentDashboardPage() {
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
        This is your family's home on Youth Enrichments: the place to follow how your children are growing in
        confidence, one short course at a time.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <LandingCard icon={<FamilyRestroomRounded />} title="Your family" accent="purple.main">
          Each child gets their own account with a username and password that you choose, so they can sign in
          at the student login without an email address.
        </LandingCard>
        <LandingCard icon={<HelpOutlineRounded />} title="How it works" to="/how-to" accent="primary.main">
          A short guide for parents: setting up children, choosing courses and reading their progress.
        </LandingCard>
        <LandingCard
          icon={<MailOutlineRounded />}
          title="Talk to us"
          href="mailto:support@youthenrichments.com"
          accent="orange.dark"
        >
          Questions about your account or your child's data? Write to support@youthenrichments.com.
          {profile?.email ? ` We will answer at ${profile.email}.` : ''}
        </LandingCard>
      </Box>
    </Box>
  );
}
