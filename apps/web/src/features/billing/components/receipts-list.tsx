import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatMoney, type Receipt } from '@ye/contracts/billing';
import { formatDate } from '../../../lib/format.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

const period = (r: Receipt) => {
  const from = formatDate(r.period_start);
  const to = formatDate(r.period_end);
  return from && to ? `${from} to ${to}` : from || to;
};

/** The paid invoices, newest first as the API gives them: number, date, amount, period and a link. */
export function ReceiptsList({ receipts }: { receipts: readonly Receipt[] }) {
  return (
    <Box component="ul" aria-label="Receipts" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {receipts.map((r) => {
        const name = r.number ? `Receipt ${r.number}` : 'Receipt';
        return (
          <Box
            component="li"
            key={r.id}
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: 'flex-start',
              py: 2,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <ReceiptLongRounded aria-hidden color="primary" sx={{ mt: 0.25 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, justifyContent: 'space-between' }}>
                <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                <Typography sx={{ fontWeight: 700 }}>{formatMoney(r.amount_paid, r.currency)}</Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {r.paid_at ? `Paid ${formatDate(r.paid_at)}` : 'Paid'}
                {period(r) ? ` · for ${period(r)}` : ''}
              </Typography>
              {r.url ? (
                <Link href={r.url} target="_blank" rel="noopener noreferrer" variant="body2">
                  View receipt
                  <Box component="span" sx={visuallyHidden}>
                    {` ${r.number ?? ''} (opens in a new tab)`}
                  </Box>
                </Link>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
