import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { formatDate } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { displayName, profileQueryOptions } from '../../../lib/profile.ts';
import { ProfileForm } from '../components/instructor-profile-form.tsx';
import { ProfilePhoto } from '../components/instructor-profile-photo.tsx';

export const CHANGE_PASSWORD_PATH = PATHS.instructorChangePassword;

const ROLE_NAMES: Record<string, string> = {
  instructor: 'Instructor',
  ely_admin: 'Instructor (ELY admin)',
  provider: 'Provider',
  external_admin: 'External admin',
};

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

/**
 * /instructor/profile: the landing page of external admins and every instructor's own profile: the
 * photo and bio parents see beside the courses, names, time zone, and a way to change the password.
 */
export default function InstructorProfilePage() {
  const profile = useQuery({ ...profileQueryOptions(), meta: { skipErrorToast: true } });
  const p = profile.data;
  const name = displayName(p);

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {/* External admins land here, so it greets like every other landing page. */}
        {p ? `Hello, ${p.first_name || name}` : 'My profile'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, fontSize: '1.0625rem' }}>
        This is your profile. Parents see your photo, name and bio beside your courses.
      </Typography>

      {p ? (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4 }}>
          <Stack spacing={4} divider={<Divider flexItem />}>
            <Section title="Photo">
              <ProfilePhoto current={p.avatar} initials={name.charAt(0).toUpperCase()} />
            </Section>
            <Section title="Your details">
              <ProfileForm key={p.id} profile={p} />
            </Section>
            <Section title="Account">
              <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gap: 1 }}>
                {[
                  ['Email', p.email ?? ''],
                  ['Role', ROLE_NAMES[p.type] ?? p.type],
                  ['Member since', formatDate(p.date_joined)],
                ].map(([label, value]) => (
                  <Box
                    key={label}
                    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 0.5 }}
                  >
                    <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Button
                component={RouterLink}
                to={CHANGE_PASSWORD_PATH}
                variant="outlined"
                startIcon={<LockRounded aria-hidden />}
              >
                Change password
              </Button>
            </Section>
          </Stack>
        </Paper>
      ) : profile.isError ? (
        <Paper variant="outlined" role="alert" sx={{ p: 3, borderRadius: 4, textAlign: 'center' }}>
          <Typography
            sx={{ mb: 2 }}
          >{`We could not load your profile. ${errorMessage(profile.error)}`}</Typography>
          <Button variant="outlined" onClick={() => profile.refetch()}>
            Try again
          </Button>
        </Paper>
      ) : (
        <Loading label="Loading your profile">
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4 }}>
            <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', mb: 4 }}>
              <Skeleton variant="circular" width={112} height={112} />
              <Skeleton width={180} height={48} />
            </Box>
            <Skeleton height={56} />
            <Skeleton height={120} />
            <Skeleton height={56} />
          </Paper>
        </Loading>
      )}
    </Box>
  );
}
