import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BillingCard, isLiveStatus } from '@ye/contracts/billing';
import { Link as RouterLink } from 'react-router';
import { AccountShell } from '../../../components/account-shell.tsx';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import {
  portalReturnPath,
  useBillingOverview,
  useCards,
  useMakeDefaultCard,
  useOpenPortal,
  useRemoveCard,
} from '../api.ts';
import { brandName, cardName, expiryWords } from '../words.ts';

function CardRow({
  card,
  busy,
  paysMembership,
  onDefault,
  onRemove,
}: {
  card: BillingCard;
  busy: boolean;
  /** The default card of a live membership: the provider must keep it, so it is not offered for removal. */
  paysMembership: boolean;
  onDefault: () => void;
  onRemove: () => void;
}) {
  const name = cardName(card);
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <CreditCardRounded aria-hidden color="primary" sx={{ fontSize: 32 }} />
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {brandName(card.brand)}{' '}
            <Box component="span" aria-hidden sx={{ letterSpacing: 1 }}>
              ••••
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {' ending in'}
            </Box>{' '}
            {card.last4}
          </Typography>
          {card.is_default ? (
            <Chip label="Default" color="primary" size="small" sx={{ fontWeight: 600 }} />
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Expires {expiryWords(card.exp_month, card.exp_year)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {card.is_default ? null : (
          <Button
            variant="outlined"
            size="small"
            disabled={busy}
            onClick={onDefault}
            aria-label={`Make default: ${name}`}
          >
            Make default
          </Button>
        )}
        {paysMembership ? (
          <Typography variant="body2" color="text.secondary">
            Pays your membership. Make another card the default to remove it.
          </Typography>
        ) : (
          <Button
            variant="outlined"
            color="error"
            size="small"
            disabled={busy}
            onClick={onRemove}
            aria-label={`Remove: ${name}`}
          >
            Remove
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/**
 * /my-account/cards: the cards on file, read live from the payment provider (brand, last 4 digits,
 * expiry, which one is charged). A new card is added on the provider's page (the portal).
 */
export default function CardsPage() {
  const cards = useCards();
  const current = useBillingOverview().data?.subscription;
  const charging = current ? isLiveStatus(current.status) : false;
  const makeDefault = useMakeDefaultCard();
  const remove = useRemoveCard();
  const portal = useOpenPortal();
  const confirm = useConfirm();
  const busy = makeDefault.isPending || remove.isPending || portal.busy;

  const askRemove = async (card: BillingCard) => {
    const ok = await confirm({
      title: 'Remove this card?',
      message: `${cardName(card)} will be removed from your account. It will not be charged again.`,
      confirmText: 'Yes, Remove',
      destructive: true,
    });
    if (ok) remove.mutate(card.id);
  };

  return (
    <AccountShell
      title="My account"
      intro="The cards your membership can be charged to. The default card pays the next charge."
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 1 }}
      >
        <Typography component="h2" variant="h5">
          Cards
        </Typography>
        {cards.data && cards.data.cards.length > 0 ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => portal.mutate(portalReturnPath(PATHS.cards))}
          >
            {portal.busy ? 'Opening…' : 'Add a card'}
          </Button>
        ) : null}
      </Stack>
      {cards.isPending ? (
        <Loading label="Loading your cards…">
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Loading>
      ) : cards.isError ? (
        <ListError what="your cards" error={cards.error} onRetry={() => cards.refetch()} />
      ) : cards.data.cards.length === 0 ? (
        <Box sx={{ py: 2 }}>
          <Typography sx={{ mb: 2 }}>A card is added when you start a subscription.</Typography>
          <Button component={RouterLink} to={PATHS.subscriptions} variant="outlined">
            See the plans
          </Button>
        </Box>
      ) : (
        <Box component="ul" aria-label="Your cards" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {cards.data.cards.map((card) => (
            <CardRow
              key={card.id}
              card={card}
              busy={busy}
              paysMembership={charging && card.is_default}
              onDefault={() => makeDefault.mutate(card.id)}
              onRemove={() => void askRemove(card)}
            />
          ))}
        </Box>
      )}
    </AccountShell>
  );
}
