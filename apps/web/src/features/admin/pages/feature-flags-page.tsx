import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AdminFlag } from '@ye/contracts/flags';
import { toast } from 'react-toastify';
import { useAdminFlags, useSetFlagMutation } from '../flags-api.ts';
import { formatMoment } from '../when.ts';

/** The spec's words for each flag, as the switch's label. */
const LABELS: Record<AdminFlag['name'], string> = {
  cohort: 'Cohorts',
  how_to: 'How-to guide',
  registration_flow: 'Guided registration',
};

function changedBy(flag: AdminFlag): string {
  if (!flag.updated_at) return 'Never changed.';
  const who = flag.updated_by ? flag.updated_by.name : 'the demo data';
  return `Last changed by ${who} on ${formatMoment(flag.updated_at)}.`;
}

/** /feature-flags (admins): turn each feature on or off at once (no confirm), with who changed it last. */
export default function FeatureFlagsPage() {
  const { data, isPending, isError } = useAdminFlags();
  const setFlag = useSetFlagMutation();

  const onToggle = (flag: AdminFlag, enabled: boolean) => {
    setFlag.mutate(
      { name: flag.name, enabled },
      {
        onSuccess: () => toast.success(`${LABELS[flag.name]} is ${enabled ? 'on' : 'off'}.`),
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        Feature flags
      </Typography>
      <Typography sx={{ mb: 3 }}>
        A feature that is off is hidden from everyone. People see a change the next time they open the app or
        sign in; each change is recorded in the audit log.
      </Typography>
      {isError ? (
        <Alert severity="error">We could not load the feature flags. Please reload the page.</Alert>
      ) : null}
      {isPending ? (
        <Stack spacing={2} aria-busy="true">
          <Box component="span" role="status" sx={{ position: 'absolute', left: -9999 }}>
            Loading the feature flags
          </Box>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : null}
      {data ? (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.results.map((flag) => {
            const busy = setFlag.isPending && setFlag.variables?.name === flag.name;
            return (
              <Paper
                component="li"
                key={flag.name}
                variant="outlined"
                sx={{ p: { xs: 2, sm: 2.5 }, borderColor: 'grey.300' }}
              >
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 1, sm: 3 }}
                  sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
                      {LABELS[flag.name]}{' '}
                      <Box component="code" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
                        {flag.name}
                      </Box>
                    </Typography>
                    <Typography>{flag.description}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                      {changedBy(flag)}
                    </Typography>
                  </Box>
                  <FormControlLabel
                    sx={{ flexShrink: 0, m: 0, minHeight: 48 }}
                    label={flag.enabled ? 'On' : 'Off'}
                    control={
                      <Switch
                        checked={flag.enabled}
                        disabled={busy}
                        onChange={(_, checked) => onToggle(flag, checked)}
                        slotProps={{ input: { 'aria-label': LABELS[flag.name] } }}
                      />
                    }
                  />
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
    </Box>
  );
}
