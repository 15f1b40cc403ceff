import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BillingSubscription, formatMoney, type PurchasesResponse } from '@ye/contracts/billing';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListError } from '../../../components/list-states.tsx';
import { Loading } from '../../../components/loading.tsx';
import { formatDate } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useBillingOverview, usePurchases } from '../api.ts';
import { DetailList } from '../components/detail-list.tsx';
import { ReceiptsList } from '../components/receipts-list.tsx';
import { StatusChip } from '../components/status-chip.tsx';
import { TestModeBanner } from '../components/test-mode-banner.tsx';
import { planName, priceWords } from '../words.ts';

function Confirming({ timedOut, onCheckAgain }: { timedOut: boolean; onCheckAgain: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Box role="status" aria-live="polite">
        {timedOut ? (
          <Alert severity="info">
            <AlertTitle>Your payment is taking longer than usual</AlertTitle>
            Confirming it can take a few minutes. You do not need to pay again: check again in a moment, or
            come back to this page later.
          </Alert>
        ) : (
          <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
            Confirming your payment…
          </Typography>
        )}
      </Box>
      {timedOut ? (
        <Button variant="contained" onClick={onCheckAgain} sx={{ mt: 2.5 }}>
          Check again
        </Button>
      ) : (
        <>
          <LinearProgress aria-label="Confirming your payment" />
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            This usually takes a few seconds. Please keep this page open.
          </Typography>
        </>
      )}
    </Paper>
  );
}

function Membership({ sub }: { sub: BillingSubscription }) {
  const trialing = sub.status === 'trialing';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="bought-title"
      sx={{ p: { xs: 2.5, sm: 4 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <Typography id="bought-title" component="h2" variant="h5">
          {planName(sub.frequency)}
        </Typography>
        <StatusChip status={sub.status} />
      </Stack>
      <DetailList
        items={[
          ['Amount', priceWords(sub.amount, sub.currency, sub.frequency)],
          trialing && sub.trial_end_at ? ['Free trial until', formatDate(sub.trial_end_at)] : null,
          sub.next_charge_at && sub.next_charge_amount !== null
            ? [
                trialing ? 'First charge' : 'Next charge',
                `${formatMoney(sub.next_charge_amount, sub.currency)} on ${formatDate(sub.next_charge_at)}`,
              ]
            : null,
          sub.cancel_at_period_end && sub.status !== 'canceled'
            ? ['Cancels on', formatDate(sub.current_period_end)]
            : null,
        ]}
      />
      <Button component={RouterLink} to={PATHS.subscriptions} variant="outlined" sx={{ mt: 3 }}>
        Manage your membership
      </Button>
    </Paper>
  );
}

function Purchases({ data, returned }: { data: PurchasesResponse; returned: boolean }) {
  const sub = data.subscription;
  if (data.state === 'none' || !sub) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <ShoppingBagRounded aria-hidden color="primary" sx={{ fontSize: 48 }} />
        <Typography component="h2" variant="h5" sx={{ mt: 1, mb: 1 }}>
          No purchases yet
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: 520, mx: 'auto' }}>
          The first chapter of every course is free. The family membership opens all the rest.
        </Typography>
        <Button component={RouterLink} to={PATHS.subscriptions} variant="contained">
          See the membership
        </Button>
      </Paper>
    );
  }
  return (
    <Stack spacing={3}>
      {returned ? (
        <Alert severity="success">
          <AlertTitle>
            {sub.status === 'trialing' ? 'Your free trial has started' : 'Thank you, your membership is on'}
          </AlertTitle>
          Every chapter of every course is now open for your children.
        </Alert>
      ) : null}
      <Membership sub={sub} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="receipts-title"
        sx={{ p: { xs: 2.5, sm: 4 } }}
      >
        <Typography id="receipts-title" component="h2" variant="h5" sx={{ mb: 1 }}>
          Receipts
        </Typography>
        {data.receipts.length > 0 ? (
          <ReceiptsList receipts={data.receipts} />
        ) : (
          <Typography color="text.secondary">
            No receipts yet. The first one comes with the first charge
            {sub.next_charge_at ? `, on ${formatDate(sub.next_charge_at)}` : ''}.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}

/**
 * /my-purchases: where a checkout returns (spec section 2), and the membership's receipts. Back from a
 * checkout it waits for the provider's confirmation (decision 027), saying so while it does.
 */
export default function PurchasesPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { query, timedOut, checkAgain } = usePurchases(sessionId);
  const overview = useBillingOverview();

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        My purchases
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, fontSize: '1.0625rem' }}>
        Your family membership and its receipts.
      </Typography>
      {overview.data?.test_mode ? <TestModeBanner /> : null}
      {query.isPending ? (
        <Loading label="Loading your purchases…">
          <Stack spacing={2.5}>
            <Skeleton variant="rounded" height={200} />
            <Skeleton variant="rounded" height={140} />
          </Stack>
        </Loading>
      ) : query.isError ? (
        <ListError what="your purchases" error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.state === 'processing' ? (
        <Confirming timedOut={timedOut} onCheckAgain={checkAgain} />
      ) : (
        <Purchases data={query.data} returned={Boolean(sessionId)} />
      )}
    </Box>
  );
}
