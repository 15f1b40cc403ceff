import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BillingOverview, formatMoney } from '@ye/contracts/billing';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { subscriptionStatusDescription } from '../../../lib/subscription.ts';
import { planName, priceWords } from '../words.ts';
import { DetailList } from './detail-list.tsx';
import { StatusChip } from './status-chip.tsx';

/** A failed or unsettled charge while access continues (the grace days of decision 027). */
function GraceAlert({ overview }: { overview: BillingOverview }) {
  const sub = overview.subscription;
  const until = formatDate(overview.access.access_until);
  const failed = Boolean(sub?.payment_error) || sub?.status === 'past_due' || sub?.status === 'unpaid';
  if (!failed) {
    return (
      <Alert severity="info">
        The payment for the new period is being confirmed.{until ? ` Access continues until ${until}.` : ''}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={PATHS.cards} color="inherit" variant="outlined" size="small">
          Update your card
        </Button>
      }
      sx={{
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } },
      }}
    >
      <AlertTitle>We could not take the last payment</AlertTitle>
      {sub?.payment_error ? `${sub.payment_error} ` : ''}
      {until ? `Your children keep every chapter until ${until}. ` : ''}
      Update your card and we will try the payment again.
    </Alert>
  );
}

/**
 * The family's current (newest) subscription: status, its plain-words description, the trial, the next
 * charge, a cancellation, and a failed payment; "Manage subscription" opens the provider's portal.
 */
export function CurrentSubscription({
  overview,
  busy,
  onManage,
}: {
  overview: BillingOverview;
  busy: boolean;
  onManage: () => void;
}) {
  const sub = overview.subscription;
  const description = subscriptionStatusDescription(overview.status.status, sub?.trial_end_at);
  const grace = overview.access.state === 'grace' || sub?.status === 'past_due';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="membership-title"
      sx={{ p: { xs: 2.5, sm: 4 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Typography id="membership-title" component="h2" variant="h5">
          {sub ? planName(sub.frequency) : 'Your membership'}
        </Typography>
        {sub ? <StatusChip status={sub.status} /> : null}
      </Stack>
      <Typography sx={{ mb: sub ? 2.5 : 0 }}>{description}</Typography>
      {sub ? (
        <>
          <DetailList
            items={[
              ['Price', priceWords(sub.amount, sub.currency, sub.frequency)],
              sub.status === 'trialing' && sub.trial_end_at
                ? ['Free trial until', formatDate(sub.trial_end_at)]
                : null,
              sub.next_charge_at && sub.next_charge_amount !== null
                ? [
                    sub.status === 'trialing' ? 'First charge' : 'Next charge',
                    `${formatMoney(sub.next_charge_amount, sub.currency)} on ${formatDate(sub.next_charge_at)}`,
                  ]
                : null,
              sub.cancel_at_period_end && sub.status !== 'canceled'
                ? ['Cancels on', formatDate(sub.current_period_end ?? overview.access.access_until)]
                : null,
              sub.status === 'canceled' && sub.canceled_at ? ['Ended on', formatDate(sub.canceled_at)] : null,
            ]}
          />
          {sub.cancel_at_period_end && sub.status !== 'canceled' ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Nothing more will be charged. Changed your mind? You can resume the membership in Manage
              subscription.
            </Typography>
          ) : null}
          {grace ? (
            <Box sx={{ mt: 2.5 }}>
              <GraceAlert overview={overview} />
            </Box>
          ) : null}
          <Box sx={{ mt: 3 }}>
            <Button
              variant="contained"
              disabled={busy}
              onClick={onManage}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {busy ? 'Opening…' : 'Manage subscription'}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Switch between monthly and yearly, change your card, cancel or resume.
            </Typography>
          </Box>
        </>
      ) : null}
    </Paper>
  );
}
