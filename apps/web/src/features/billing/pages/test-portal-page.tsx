import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { isLiveStatus, type TestPortal } from '@ye/contracts/billing';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { Loading } from '../../../components/loading.tsx';
import { formatDate } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { TestCardForm } from '../components/card-form.tsx';
import { DetailList } from '../components/detail-list.tsx';
import { StatusChip } from '../components/status-chip.tsx';
import { TestModeBanner } from '../components/test-mode-banner.tsx';
import {
  isGone,
  type PortalAction,
  testPortalQueryOptions,
  useTestPortalAction,
} from '../test-provider-api.ts';
import { brandName, cardName, expiryWords, planName, priceWords } from '../words.ts';

type Act = (action: PortalAction, onDone?: () => void) => void;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Subscription({ portal, busy, act }: { portal: TestPortal; busy: boolean; act: Act }) {
  const confirm = useConfirm();
  const sub = portal.subscription;
  if (!sub)
    return (
      <Section id="portal-subscription" title="Subscription">
        <Typography>There is no subscription on this account.</Typography>
      </Section>
    );
  const live = isLiveStatus(sub.status);
  const ends = formatDate(sub.current_period_end);
  const cancel = async () => {
    const ok = await confirm({
      title: 'Cancel the membership?',
      message: ends
        ? `It stays open until ${ends}, then ends and nothing more is charged. You can resume it before then.`
        : 'It ends at the end of the current period, and nothing more is charged.',
      confirmText: 'Yes, Cancel',
      cancelText: 'Keep it',
      destructive: true,
    });
    if (ok) act({ kind: 'cancel' });
  };
  return (
    <Section id="portal-subscription" title="Subscription">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <Typography sx={{ fontWeight: 600, fontSize: '1.125rem' }}>{planName(sub.frequency)}</Typography>
        <StatusChip status={sub.status} />
      </Stack>
      <DetailList
        items={[
          ['Price', priceWords(sub.amount, sub.currency, sub.frequency)],
          sub.status === 'trialing' && sub.trial_end_at
            ? ['Free trial until', formatDate(sub.trial_end_at)]
            : null,
          live && !sub.cancel_at_period_end && ends
            ? [sub.status === 'trialing' ? 'First charge' : 'Next charge', ends]
            : null,
          sub.cancel_at_period_end && live ? ['Cancels on', ends] : null,
        ]}
      />
      {live ? (
        <Box sx={{ mt: 3 }}>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            Switch plan
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {portal.plans
              .filter((p) => p.frequency !== sub.frequency)
              .map((p) => (
                <Button
                  key={p.frequency}
                  variant="outlined"
                  disabled={busy}
                  onClick={() => act({ kind: 'plan', body: { frequency: p.frequency } })}
                >
                  {`Switch to ${p.frequency} (${priceWords(p.amount, p.currency, p.frequency)})`}
                </Button>
              ))}
          </Stack>
          <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
            {sub.cancel_at_period_end ? 'Resume' : 'Cancel'}
          </Typography>
          {sub.cancel_at_period_end ? (
            <Button variant="contained" disabled={busy} onClick={() => act({ kind: 'resume' })}>
              Resume subscription
            </Button>
          ) : (
            <Button variant="outlined" color="error" disabled={busy} onClick={() => void cancel()}>
              Cancel subscription
            </Button>
          )}
        </Box>
      ) : null}
    </Section>
  );
}

function Cards({ portal, busy, act }: { portal: TestPortal; busy: boolean; act: Act }) {
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const remove = async (card: TestPortal['cards'][number]) => {
    const ok = await confirm({
      title: 'Remove this card?',
      message: `${cardName(card)} will be removed from this account.`,
      confirmText: 'Yes, Remove',
      destructive: true,
    });
    if (ok) act({ kind: 'remove-card', cardId: card.id });
  };
  return (
    <Section id="portal-cards" title="Cards">
      {portal.cards.length === 0 ? (
        <Typography sx={{ mb: 2 }}>No card on this account.</Typography>
      ) : (
        <Box component="ul" aria-label="Cards on this account" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}>
          {portal.cards.map((card) => (
            <Box
              component="li"
              key={card.id}
              aria-label={cardName(card)}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1.5,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <CreditCardRounded aria-hidden color="primary" />
              <Box sx={{ flex: '1 1 160px' }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                >
                  <Typography
                    sx={{ fontWeight: 600 }}
                  >{`${brandName(card.brand)} ending in ${card.last4}`}</Typography>
                  {card.is_default ? <Chip label="Default" color="primary" size="small" /> : null}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Expires {expiryWords(card.exp_month, card.exp_year)}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                {card.is_default ? null : (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => act({ kind: 'default-card', cardId: card.id })}
                    aria-label={`Make default: ${cardName(card)}`}
                  >
                    Make default
                  </Button>
                )}
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  disabled={busy}
                  onClick={() => void remove(card)}
                  aria-label={`Remove: ${cardName(card)}`}
                >
                  Remove
                </Button>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      {adding ? (
        <Box sx={{ mt: 1 }}>
          <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
            Add a card
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Use a test card, such as 4242 4242 4242 4242 (every charge succeeds) or 4000 0000 0000 0341 (every
            charge declines).
          </Typography>
          <TestCardForm
            label="Add a card"
            submitLabel="Add card"
            pendingLabel="Adding…"
            busy={busy}
            onSubmit={(body) => act({ kind: 'add-card', body }, () => setAdding(false))}
            extraAction={
              <Button color="inherit" onClick={() => setAdding(false)}>
                Close
              </Button>
            }
          />
        </Box>
      ) : (
        <Button variant="outlined" onClick={() => setAdding(true)}>
          Add a card
        </Button>
      )}
    </Section>
  );
}

function TestClock({ portal, busy, act }: { portal: TestPortal; busy: boolean; act: Act }) {
  const sub = portal.subscription;
  const live = sub ? isLiveStatus(sub.status) : false;
  return (
    <Section id="portal-clock" title="Test clock">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Make time pass for this subscription now, to see what happens at the end of a trial or a period: a
        charge to the default card, a receipt or a failed payment.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          disabled={busy || sub?.status !== 'trialing'}
          onClick={() => act({ kind: 'advance', body: { to: 'end_trial' } })}
        >
          End the trial now
        </Button>
        <Button
          variant="outlined"
          disabled={busy || !live}
          onClick={() => act({ kind: 'advance', body: { to: 'renew' } })}
        >
          End the period now
        </Button>
      </Stack>
    </Section>
  );
}

function Frame({ portal, children }: { portal?: TestPortal; children: ReactNode }) {
  return (
    // Public pages bring their own container (the public layout has none).
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <Box>
          <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            Test billing portal
          </Typography>
          {portal ? (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              For {portal.email}
            </Typography>
          ) : null}
        </Box>
        {portal ? (
          <Button variant="contained" href={portal.return_url}>
            Return to Youth Enrichments
          </Button>
        ) : null}
      </Stack>
      <TestModeBanner />
      {children}
    </Container>
  );
}

/**
 * /test-billing/portal/:sessionId: the built-in test provider's billing portal (decision 027): switch
 * plan, cancel or resume, manage cards, and a test clock. Public: the session id is the credential.
 */
export default function TestPortalPage() {
  const { sessionId = '' } = useParams();
  const portal = useQuery(testPortalQueryOptions(sessionId));
  const action = useTestPortalAction(sessionId);
  const act: Act = (a, onDone) => action.mutate(a, { onSuccess: onDone });

  if (portal.isPending)
    return (
      <Frame>
        <Loading label="Loading the billing portal…">
          <Stack spacing={3}>
            <Skeleton variant="rounded" height={220} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        </Loading>
      </Frame>
    );
  if (portal.isError)
    return (
      <Frame>
        {isGone(portal.error) ? (
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
              This billing session has expired or does not exist
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2.5 }}>
              A portal link works for one hour. Open it again with Manage subscription on My account,
              Subscriptions.
            </Typography>
            <Button component={RouterLink} to={PATHS.subscriptions} variant="contained">
              Go to Subscriptions
            </Button>
          </Paper>
        ) : (
          <ListError what="the billing portal" error={portal.error} onRetry={() => portal.refetch()} />
        )}
      </Frame>
    );
  const busy = action.isPending;
  return (
    <Frame portal={portal.data}>
      <Stack spacing={3} aria-busy={busy || undefined}>
        <Subscription portal={portal.data} busy={busy} act={act} />
        <Cards portal={portal.data} busy={busy} act={act} />
        <TestClock portal={portal.data} busy={busy} act={act} />
      </Stack>
    </Frame>
  );
}
