import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AccountShell } from '../../../components/account-shell.tsx';
import { displayName, profileQueryOptions } from '../../../lib/profile.ts';
import { AvatarUpload } from '../components/avatar-upload.tsx';
import { DeleteAccount } from '../components/delete-account.tsx';
import { ProfileForm } from '../components/profile/profile-form.tsx';

/** /my-account: the parent's profile (name, email, time zone, bio), profile picture, and account deletion. */
export default function ProfilePage() {
  const profile = useQuery(profileQueryOptions());
  const name = displayName(profile.data);
  return (
    <AccountShell title="My account">
      {profile.data ? (
        <>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            Profile picture
          </Typography>
          <AvatarUpload current={profile.data.avatar} initials={name.charAt(0).toUpperCase()} />
          <Divider sx={{ my: 4 }} />
          <Typography component="h2" variant="h6" sx={{ mb: 2.5 }}>
            Your details
          </Typography>
          <ProfileForm key={profile.data.id} profile={profile.data} />
          <Divider sx={{ my: 4 }} />
          <DeleteAccount />
        </>
      ) : (
        <Stack spacing={2} role="status" aria-label="Loading your profile">
          <Skeleton variant="circular" width={96} height={96} />
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      )}
    </AccountShell>
  );
}
