import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, PLAN, type TestCheckout } from '@ye/contracts/billing';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ListError } from '../../../components/list-states.tsx';
import { Loading } from '../../../components/loading.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { formatDate } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { TestCardForm } from '../components/card-form.tsx';
import { DetailList } from '../components/detail-list.tsx';
import { TestCardsTable } from '../components/test-cards-table.tsx';
import { TestModeBanner } from '../components/test-mode-banner.tsx';
import { isGone, testCheckoutQueryOptions, usePayTestCheckout } from '../test-provider-api.ts';
import { planName, priceWords, trialWords } from '../words.ts';

function Frame({ children }: { children: ReactNode }) {
  return (
    // Public pages bring their own container (the public layout has none).
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <Typography component="h1" variant="h1" sx={{ mb: 2, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          Test checkout
        </Typography>
        <TestModeBanner />
        {children}
      </Box>
    </Container>
  );
}

function Gone() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        This checkout has expired or does not exist
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        A checkout link works for 24 hours. Start again from My account, Subscriptions.
      </Typography>
      <Button component={RouterLink} to={PATHS.subscriptions} variant="contained">
        Go to Subscriptions
      </Button>
    </Paper>
  );
}

function AlreadyPaid() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        This checkout is already paid
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Nothing more to do here. Your membership and receipts are on My purchases.
      </Typography>
      <Button component={RouterLink} to={PATHS.purchases} variant="contained">
        Go to My purchases
      </Button>
    </Paper>
  );
}

function Summary({ checkout }: { checkout: TestCheckout }) {
  const price = priceWords(checkout.amount, checkout.currency, checkout.frequency);
  const firstCharge = `${formatMoney(checkout.amount, checkout.currency)} on ${formatDate(checkout.first_charge_at)}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="checkout-summary"
      sx={{ p: { xs: 2.5, sm: 3 } }}
    >
      <Typography id="checkout-summary" component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {planName(checkout.frequency)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {PLAN.productName} for {checkout.email}
      </Typography>
      <DetailList
        items={[
          ['Price', price],
          checkout.trial_days ? ['Free trial', trialWords(checkout.trial_days)] : null,
          ['Due today', formatMoney(checkout.trial_days ? 0 : checkout.amount, checkout.currency)],
          checkout.trial_days ? ['First charge', firstCharge] : null,
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {checkout.trial_days
          ? `Cancel before ${formatDate(checkout.first_charge_at)} and nothing is charged.`
          : `It renews every ${checkout.frequency === 'yearly' ? 'year' : 'month'} until you cancel.`}
      </Typography>
    </Paper>
  );
}

function Pay({ checkout, sessionId }: { checkout: TestCheckout; sessionId: string }) {
  const pay = usePayTestCheckout(sessionId);
  const [suggested, setSuggested] = useState<{ number: string } | null>(null);
  const refusal = pay.isError ? errorMessage(pay.error) : null;
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, gap: 3, alignItems: 'start' }}
    >
      <Summary checkout={checkout} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="card-title"
        sx={{ p: { xs: 2.5, sm: 3 } }}
      >
        <Typography id="card-title" component="h2" variant="h5" sx={{ mb: 2 }}>
          Card details
        </Typography>
        <TestCardForm
          label="Card details"
          submitLabel={
            checkout.trial_days
              ? 'Start free trial'
              : `Pay ${formatMoney(checkout.amount, checkout.currency)}`
          }
          pendingLabel={checkout.trial_days ? 'Starting…' : 'Paying…'}
          busy={pay.busy}
          error={refusal}
          suggested={suggested}
          onSubmit={(card) => pay.mutate(card)}
          extraAction={
            <Link href={checkout.cancel_url} sx={{ alignSelf: 'center', py: 1 }}>
              Cancel and go back
            </Link>
          }
        />
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="cards-title"
        sx={{ p: { xs: 2.5, sm: 3 }, gridColumn: '1 / -1' }}
      >
        <Typography id="cards-title" component="h2" variant="h5" sx={{ mb: 1 }}>
          Test cards
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Only these numbers work here. Any future expiry, any 3-digit code and any name will do.
        </Typography>
        <TestCardsTable cards={checkout.test_cards} onUse={(number) => setSuggested({ number })} />
      </Paper>
    </Box>
  );
}

/**
 * /test-billing/checkout/:sessionId: the built-in test provider's checkout (decision 027). Public: the
 * unguessable session id in the address is the credential, as with Stripe's own checkout page.
 */
export default function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const checkout = useQuery(testCheckoutQueryOptions(sessionId));

  if (checkout.isPending)
    return (
      <Frame>
        <Loading label="Loading the checkout…">
          <Stack spacing={3}>
            <Skeleton variant="rounded" height={200} />
            <Skeleton variant="rounded" height={320} />
          </Stack>
        </Loading>
      </Frame>
    );
  if (checkout.isError)
    return (
      <Frame>
        {isGone(checkout.error) ? (
          <Gone />
        ) : (
          <ListError what="the checkout" error={checkout.error} onRetry={() => checkout.refetch()} />
        )}
      </Frame>
    );
  const data = checkout.data;
  return (
    <Frame>
      {data.status === 'complete' ? (
        <AlreadyPaid />
      ) : data.status === 'expired' ? (
        <Gone />
      ) : (
        <Pay checkout={data} sessionId={sessionId} />
      )}
    </Frame>
  );
}
