import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POLICY_NOTICE_DAYS, type PublishedPolicyVersion } from '@ye/contracts/consent';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { plural } from '../../../lib/format.ts';
import { formatPolicyDay } from '../../../lib/policy.ts';
import { usePublishedVersions, usePublishVersionMutation } from '../policy-api.ts';
import { formatMoment } from '../when.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day a version published today may take effect (the API checks the same rule). */
export function earliestDay(now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today + POLICY_NOTICE_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** Coming, in effect (the newest whose day has come) or replaced; the list is newest effective first. */
function statuses(versions: PublishedPolicyVersion[], now: Date): Map<string, string> {
  const out = new Map<string, string>();
  let inEffectSeen = false;
  for (const v of versions) {
    if (new Date(v.effective_at) > now) out.set(v.version, 'Coming');
    else {
      out.set(v.version, inEffectSeen ? 'Replaced' : 'In effect');
      inEffectSeen = true;
    }
  }
  return out;
}

/**
 * /policy-versions (admins): publish a new version of the privacy policy and terms, at least
 * POLICY_NOTICE_DAYS days ahead (every parent is emailed at once), and see the published ones.
 */
export default function PolicyVersionsPage() {
  const { data, isPending, isError } = usePublishedVersions();
  const publish = usePublishVersionMutation();
  const confirm = useConfirm();
  const now = new Date();
  const earliest = earliestDay(now);
  const [version, setVersion] = useState('');
  const [effectiveDate, setEffectiveDate] = useState(earliest);
  const [summary, setSummary] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const name = version.trim();
    if (!name) return setError('Please name the version, e.g. the day it takes effect.');
    if (!effectiveDate || effectiveDate < earliest)
      return setError(
        `A new version takes effect at least ${POLICY_NOTICE_DAYS} days after it is published: please choose ${earliest} or later.`,
      );
    if (summary.trim().length < 10) return setError('Please say in a sentence or two what changes.');
    const ok = await confirm({
      title: `Publish version ${name}?`,
      message: `Every parent is emailed now that it takes effect on ${formatPolicyDay(`${effectiveDate}T00:00:00Z`)}; from then on each parent is asked to accept it when they sign in. A published version cannot be withdrawn.`,
      confirmText: 'Yes, Publish',
    });
    if (!ok) return;
    publish.mutate(
      { version: name, effective_date: effectiveDate, summary: summary.trim() },
      {
        onSuccess: () => {
          toast.success(`Version ${name} is published. Parents are being emailed.`);
          setVersion('');
          setSummary('');
          setEffectiveDate(earliest);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        Policy versions
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Publish a new version of the privacy policy and terms when their text changes. It takes effect at
        least {POLICY_NOTICE_DAYS} days later, so that every parent is emailed first; parents then accept it
        when they next sign in.
      </Typography>

      <Paper
        component="form"
        variant="outlined"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="publish-title"
        sx={{ p: { xs: 2, sm: 3 }, mb: 4, borderColor: 'grey.300' }}
      >
        <Typography id="publish-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Publish a new version
        </Typography>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Version name"
              value={version}
              onChange={(e) => setVersion(e.target.value)}
              helperText="Letters, digits, dots or dashes, e.g. 2027-01-01"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <TextField
              label="Takes effect on"
              type="date"
              value={effectiveDate}
              onChange={(e) => setEffectiveDate(e.target.value)}
              helperText={`At 00:00 UTC; ${formatPolicyDay(`${earliest}T00:00:00Z`)} at the earliest`}
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest } }}
            />
          </Stack>
          <TextField
            label="What changes"
            value={summary}
            onChange={(e) => setSummary(e.target.value)}
            helperText="Parents read this in the email and when they are asked to accept."
            required
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" disabled={publish.isPending} sx={{ minHeight: 44 }}>
              Publish version
            </Button>
          </Box>
        </Stack>
      </Paper>

      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Published versions
      </Typography>
      {isError ? (
        <Alert severity="error">We could not load the versions. Please reload the page.</Alert>
      ) : null}
      {isPending ? (
        <Stack spacing={2} aria-busy="true">
          <Box component="span" role="status" sx={{ position: 'absolute', left: -9999 }}>
            Loading the versions
          </Box>
          <Skeleton variant="rounded" height={96} />
        </Stack>
      ) : null}
      {data && data.results.length === 0 ? (
        <Typography color="text.secondary">
          No version has been published here yet: the first version of the policy is in effect.
        </Typography>
      ) : null}
      {data && data.results.length > 0 ? (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.results.map((v) => {
            const label = statuses(data.results, now).get(v.version) ?? '';
            return (
              <Paper
                component="li"
                key={v.version}
                variant="outlined"
                sx={{ p: { xs: 2, sm: 2.5 }, borderColor: 'grey.300' }}
              >
                <Stack
                  direction="row"
                  spacing={1.5}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                >
                  <Typography
                    component="h3"
                    sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}
                  >
                    Version {v.version}
                  </Typography>
                  <Chip
                    size="small"
                    label={label}
                    // Outlined: the text keeps its contrast on white (axe), the colour only underlines it.
                    variant={label === 'In effect' ? 'outlined' : 'filled'}
                    color={label === 'In effect' ? 'success' : 'default'}
                  />
                </Stack>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  Takes effect on {formatPolicyDay(v.effective_at)} · published {formatMoment(v.published_at)}{' '}
                  · {plural(v.parents_notified, 'parent')} emailed
                </Typography>
                <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {v.summary}
                </Typography>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
    </Box>
  );
}
