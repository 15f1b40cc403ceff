import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format.ts';
import { displayName, profileQueryOptions } from '../../../lib/profile.ts';

const ROLE_NAMES: Record<string, string> = {
  instructor: 'Instructor',
  ely_admin: 'Instructor (ELY admin)',
  provider: 'Provider',
  external_admin: 'External admin',
};

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box
      component="div"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gap: 0.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'grey.100',
      }}
    >
      <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || 'Not set yet'}
      </Typography>
    </Box>
  );
}

/** /instructor/profile: the landing page of external admins and the profile of every instructor. */
export default function InstructorProfilePage() {
  const { data: profile, isPending, isError } = useQuery(profileQueryOptions());
  const name = displayName(profile);

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {isPending ? <Skeleton width={240} /> : `Hello, ${profile?.first_name ?? 'there'}`}
      </Typography>
      {isError ? (
        <Alert severity="error">We could not load your profile. Please reload the page.</Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderColor: 'grey.200' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Avatar
            src={profile?.avatar ?? undefined}
            alt=""
            sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }}
          >
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Box>
            <Typography component="h2" variant="h3">
              {isPending ? <Skeleton width={180} /> : name}
            </Typography>
            <Typography color="text.secondary">
              {profile ? (ROLE_NAMES[profile.type] ?? profile.type) : ''}
            </Typography>
          </Box>
        </Box>
        {isPending ? (
          <Box role="status" aria-label="Loading your profile">
            <Skeleton height={48} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        ) : profile ? (
          <Box component="dl" sx={{ m: 0 }}>
            <Row label="First name" value={profile.first_name} />
            <Row label="Last name" value={profile.last_name} />
            <Row label="Email" value={profile.email} />
            <Row label="Time zone" value={profile.timezone} />
            <Row label="About me" value={profile.bio} />
            <Row label="Member since" value={formatDate(profile.date_joined)} />
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}
