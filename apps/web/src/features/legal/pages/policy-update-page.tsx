import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PolicyVersion } from '@ye/contracts/consent';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PATHS } from '../../../lib/paths.ts';
import { formatPolicyDay, useParentPolicy } from '../../../lib/policy.ts';
import { useAcceptPolicyMutation } from '../api.ts';

/** Where the gate came from, if it was a page of the app; otherwise the dashboard. */
function backTo(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : PATHS.dashboard;
}

function VersionCard({ version, heading }: { version: PolicyVersion; heading: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'grey.300' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Version {version.version}, in effect from{' '}
        <time dateTime={version.effective_at}>{formatPolicyDay(version.effective_at)}</time>
      </Typography>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 2 }}>
        What changes
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{version.summary}</Typography>
    </Paper>
  );
}

/**
 * /policy-update (parents): read a new version of the privacy policy and terms and accept it. The gate
 * sends a parent here once a version is in force that they have not accepted; the email about a
 * coming version links here too, so a parent may accept early.
 */
export default function PolicyUpdatePage() {
  const { data, isPending, isError, refetch } = useParentPolicy();
  const accept = useAcceptPolicyMutation();
  const navigate = useNavigate();
  const location = useLocation();

  const asked = data?.must_accept ? data.current : data?.may_accept_upcoming ? data.upcoming : null;

  const onAccept = (version: string) =>
    accept.mutate(version, {
      onSuccess: () => {
        toast.success('Thank you. Your agreement is recorded.');
        navigate(backTo(location.state), { replace: true });
      },
    });

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {data?.must_accept
          ? 'Our privacy policy has changed'
          : asked
            ? 'Our privacy policy is changing'
            : 'Privacy policy and terms'}
      </Typography>
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => refetch()}>
              Try again
            </Button>
          }
        >
          We could not load the policy. Please try again.
        </Alert>
      ) : null}
      {isPending ? (
        <Stack spacing={2} aria-busy="true">
          <Box component="span" role="status" sx={{ position: 'absolute', left: -9999 }}>
            Loading the policy
          </Box>
          <Skeleton variant="rounded" height={180} />
        </Stack>
      ) : null}
      {data && asked ? (
        <Stack spacing={3}>
          <Typography>
            {data.must_accept
              ? 'A new version of our privacy policy and terms is now in effect. Please read what changes and tell us whether you agree, for you and for your children’s accounts.'
              : 'A new version of our privacy policy and terms takes effect soon. You can read it and agree now, or when you next sign in after it takes effect.'}
          </Typography>
          <VersionCard version={asked} heading="The new version" />
          <Typography>
            Read the whole{' '}
            <Link component={RouterLink} to={PATHS.privacy}>
              privacy policy
            </Link>{' '}
            and the{' '}
            <Link component={RouterLink} to={PATHS.terms}>
              terms
            </Link>
            .
          </Typography>
          <Box>
            <Button
              variant="contained"
              size="large"
              onClick={() => onAccept(asked.version)}
              disabled={accept.isPending}
              sx={{ minHeight: 48 }}
            >
              I agree to version {asked.version}
            </Button>
          </Box>
          <Typography color="text.secondary">
            If you do not agree, you can delete your account and your children’s accounts from{' '}
            <Link component={RouterLink} to={PATHS.account}>
              My account
            </Link>
            , and we delete their data.
          </Typography>
        </Stack>
      ) : null}
      {data && !asked ? (
        <Stack spacing={3}>
          <Alert severity="success">
            {data.accepted_version
              ? `You have agreed to the version in effect, ${data.accepted_version}. There is nothing to do.`
              : 'There is nothing to agree to: you have agreed to our policy for each child you add.'}
          </Alert>
          <VersionCard version={data.current} heading="The version in effect" />
          <Box>
            <Button component={RouterLink} to={PATHS.dashboard} variant="outlined" sx={{ minHeight: 44 }}>
              Back to the dashboard
            </Button>
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
}
