import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLiveStatus } from '@ye/contracts/billing';
import { AccountShell } from '../../../components/account-shell.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useSubscription } from '../../../lib/subscription.ts';
import { portalReturnPath, useBillingOverview, useOpenPortal, useStartCheckout } from '../api.ts';
import { CurrentSubscription } from '../components/current-subscription.tsx';
import { MembershipIncludes } from '../components/membership-includes.tsx';
import { PlanCards } from '../components/plan-cards.tsx';
import { TestModeBanner } from '../components/test-mode-banner.tsx';

/** The header's line: what the family has now, from the `me` subscription state (lib/subscription.ts). */
function useIntro(): string {
  const me = useSubscription();
  if (!me.data) return 'Your family’s membership: what it costs, what it opens, and how to change it.';
  return me.data.hasAccess
    ? 'Your children can open every chapter of every course.'
    : 'The first chapter of every course is free. The membership opens all the rest.';
}

/**
 * /my-account/subscriptions: the family's membership (status, trial, next charge, a failed payment),
 * the two plans with their prices, and what is free. Checkout and changes happen on the provider's
 * pages (checkoutUrl and portalUrl).
 */
export default function SubscriptionsPage() {
  const overview = useBillingOverview();
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const intro = useIntro();
  const busy = checkout.busy || portal.busy;
  const manage = () => portal.mutate(portalReturnPath(PATHS.subscriptions));

  return (
    <AccountShell title="My account" intro={intro} plain>
      {overview.isPending ? (
        <Loading label="Loading your membership…">
          <Stack spacing={2.5}>
            <Skeleton variant="rounded" height={180} />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
              <Skeleton variant="rounded" height={240} />
              <Skeleton variant="rounded" height={240} />
            </Box>
          </Stack>
        </Loading>
      ) : overview.isError ? (
        <ListError what="your membership" error={overview.error} onRetry={() => overview.refetch()} />
      ) : (
        <Stack spacing={4}>
          {overview.data.test_mode ? <TestModeBanner sx={{ mb: 0 }} /> : null}
          <CurrentSubscription overview={overview.data} busy={busy} onManage={manage} />
          <Box component="section" aria-labelledby="plans-title">
            <Typography id="plans-title" component="h2" variant="h5" sx={{ mb: 2 }}>
              Plans
            </Typography>
            <PlanCards
              trialAvailable={overview.data.trial_available}
              current={
                overview.data.subscription && isLiveStatus(overview.data.subscription.status)
                  ? (overview.data.subscription.frequency ?? 'unknown')
                  : null
              }
              busy={busy}
              onChoose={(frequency) => checkout.mutate(frequency)}
              onSwitch={manage}
            />
          </Box>
          <MembershipIncludes />
        </Stack>
      )}
    </AccountShell>
  );
}
