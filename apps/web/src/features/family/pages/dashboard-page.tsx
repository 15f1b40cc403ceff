import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { timeOfDayGreeting } from '../../../lib/greeting.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { percentByCourse, useCheckProgress, useChildList, useFamilyDashboard } from '../api.ts';
import { AddChildDialog } from '../components/dashboard/add-child-dialog.tsx';
import { ChildCard, ChildCardSkeleton } from '../components/dashboard/child-card.tsx';
import { ConfirmEmailNotice } from '../components/dashboard/confirm-email-notice.tsx';
import { EmptyFamily } from '../components/dashboard/empty-family.tsx';
import { SafetyAlertsNotice } from '../components/dashboard/safety-alerts-notice.tsx';
import { RatingPromptDialog } from '../components/rating-prompt-dialog.tsx';

/** /dashboard: the parent's home. Greets the parent and shows a card per child. */
export default function ParentDashboardPage() {
  const { profile, isProfileLoading } = useSession();
  const children = useChildList();
  const dashboard = useFamilyDashboard();
  const progress = useCheckProgress();
  const [adding, setAdding] = useState(false);
  const extrasById = new Map((dashboard.data ?? []).map((d) => [d.child_id, d]));
  const hasChildren = (children.data?.length ?? 0) > 0;

  return (
    <Box>
      <PageHeader
        mb={4}
        title={
          isProfileLoading ? (
            <Skeleton width={280} />
          ) : (
            `${timeOfDayGreeting()}, ${profile?.first_name ?? 'there'}!`
          )
        }
        intro={
          hasChildren
            ? 'Here is how your children are doing. Open a card to see their progress over time.'
            : 'This is your family’s home on Youth Enrichments.'
        }
        action={
          hasChildren ? (
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => setAdding(true)}
              size="large"
            >
              Add a child
            </Button>
          ) : null
        }
      />

      <ConfirmEmailNotice />
      <SafetyAlertsNotice />

      {children.isPending ? (
        <Box aria-busy="true" aria-live="polite">
          <Box component="span" sx={visuallyHidden}>
            Loading your children…
          </Box>
          <CardGrid>
            <ChildCardSkeleton />
            <ChildCardSkeleton />
          </CardGrid>
        </Box>
      ) : children.isError ? (
        <Box sx={{ py: 4 }}>
          <Typography sx={{ mb: 2 }}>We could not load your children just now.</Typography>
          <Button variant="outlined" onClick={() => children.refetch()}>
            Try again
          </Button>
        </Box>
      ) : hasChildren ? (
        <Box component="section" aria-labelledby="children-heading">
          <Typography id="children-heading" component="h2" variant="h3" sx={{ mb: 2 }}>
            Your children
          </Typography>
          <CardGrid>
            {children.data.map((child) => (
              <ChildCard
                key={child.child_id}
                child={child}
                extras={extrasById.get(child.child_id)}
                percents={percentByCourse(progress.data, child.child_id)}
              />
            ))}
          </CardGrid>
        </Box>
      ) : (
        <EmptyFamily onAdd={() => setAdding(true)} />
      )}

      <AddChildDialog open={adding} onClose={() => setAdding(false)} />
      <RatingPromptDialog />
    </Box>
  );
}

function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
