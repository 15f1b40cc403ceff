import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Frequency, formatMoney, PLAN } from '@ye/contracts/billing';
import { trialWords, yearlySavingPercent } from '../words.ts';

const PLANS: readonly { frequency: Frequency; title: string; per: string }[] = [
  { frequency: 'monthly', title: 'Monthly', per: 'a month' },
  { frequency: 'yearly', title: 'Yearly', per: 'a year' },
];

/**
 * The two plans with their prices (from PLAN). Without a live subscription each has a checkout button
 * ("Start free trial" while the family may still have one); with one, the current plan is marked and the
 * other offers the switch, which the provider's portal makes.
 */
export function PlanCards({
  trialAvailable,
  current,
  busy,
  onChoose,
  onSwitch,
}: {
  trialAvailable: boolean;
  /** The live subscription's plan, or null when the family can start one. */
  current: Frequency | 'unknown' | null;
  busy: boolean;
  onChoose: (frequency: Frequency) => void;
  onSwitch: () => void;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
      {PLANS.map(({ frequency, title, per }) => {
        const amount = PLAN.prices[frequency];
        const isCurrent = current === frequency;
        const headingId = `plan-${frequency}`;
        return (
          <Paper
            key={frequency}
            component="section"
            aria-labelledby={headingId}
            variant="outlined"
            sx={{
              p: { xs: 2.5, sm: 3 },
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
              borderWidth: isCurrent ? 2 : 1,
              borderColor: isCurrent ? 'primary.main' : 'divider',
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography id={headingId} component="h3" variant="h5">
                {title}
              </Typography>
              {frequency === 'yearly' ? (
                <Chip
                  label={`Save ${yearlySavingPercent()}%`}
                  color="yellow"
                  size="small"
                  sx={{ fontWeight: 700 }}
                />
              ) : null}
              {isCurrent ? (
                <Chip label="Your plan" color="primary" size="small" sx={{ fontWeight: 700 }} />
              ) : null}
            </Stack>
            <Typography>
              <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.main' }}>
                {formatMoney(amount)}
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {per}
              </Box>
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {frequency === 'yearly'
                ? `That is ${formatMoney(Math.round(amount / 12))} a month, paid once a year.`
                : 'Paid every month.'}
            </Typography>
            {trialAvailable && current === null ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <CheckCircleRounded aria-hidden color="primary" fontSize="small" sx={{ mt: 0.25 }} />
                <Typography variant="body2">
                  <strong>{trialWords()}</strong>, then {formatMoney(amount)} {per}. Cancel before the trial
                  ends and you pay nothing.
                </Typography>
              </Stack>
            ) : null}
            <Box sx={{ mt: 'auto', pt: 1 }}>
              {current === null ? (
                <Button
                  variant={frequency === 'yearly' ? 'contained' : 'outlined'}
                  fullWidth
                  disabled={busy}
                  onClick={() => onChoose(frequency)}
                  aria-label={
                    trialAvailable ? `Start free trial with the ${frequency} plan` : `Choose ${frequency}`
                  }
                >
                  {trialAvailable ? 'Start free trial' : `Choose ${frequency}`}
                </Button>
              ) : isCurrent ? null : (
                <Button variant="outlined" fullWidth disabled={busy} onClick={onSwitch}>
                  {`Switch to ${frequency}`}
                </Button>
              )}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
