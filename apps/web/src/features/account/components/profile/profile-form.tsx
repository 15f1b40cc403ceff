import { zodResolver } from '@hookform/resolvers/zod';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Profile } from '@ye/contracts/auth';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { NameFields } from '../../../../components/name-fields.tsx';
import { PasswordField } from '../../../../components/password-field.tsx';
import { SaveChangesButton } from '../../../../components/submit-button.tsx';
import { errorCode } from '../../../../lib/api-error.ts';
import { toastError } from '../../../../lib/error-toast.ts';
import { muiField } from '../../../../lib/mui-field.ts';
import { groupTimeZones, supportedTimeZones } from '../../../../lib/timezones.ts';
import { useUpdateProfileMutation } from '../../api.ts';
import {
  type ProfileFormIn,
  type ProfileFormOut,
  profileFormSchema,
  sameEmail,
} from './profile-form-schema.ts';

/** Name, email (with the current password when it changes), time zone and bio. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const mutation = useUpdateProfileMutation();
  const schema = useMemo(() => profileFormSchema(profile.email), [profile.email]);
  const groups = useMemo(() => {
    const zones = supportedTimeZones();
    // Keep the saved zone selectable even if this browser lists it under another name.
    if (profile.timezone && !zones.includes(profile.timezone)) zones.push(profile.timezone);
    return groupTimeZones(zones);
  }, [profile.timezone]);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    resetField,
    formState: { errors },
  } = useForm<ProfileFormIn, unknown, ProfileFormOut>({
    resolver: zodResolver(schema),
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email ?? '',
      current_password: '',
      timezone: profile.timezone ?? '',
      bio: profile.bio ?? '',
    },
  });
  const emailChanged = !sameEmail(watch('email') ?? '', profile.email);

  const onSubmit = handleSubmit(async (v) => {
    const changeEmail = !sameEmail(v.email, profile.email);
    try {
      await mutation.mutateAsync({
        first_name: v.first_name,
        last_name: v.last_name,
        timezone: v.timezone || null,
        bio: v.bio || null,
        ...(changeEmail ? { email: v.email, current_password: v.current_password } : {}),
      });
      resetField('current_password');
      toast.success('Your profile is saved.');
    } catch (err) {
      const code = errorCode(err);
      const message = err instanceof Error ? err.message : '';
      if (code === 'wrong_password' || code === 'password_required')
        setError('current_password', { message });
      else if (code === 'email_taken') setError('email', { message });
      else toastError(err);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Profile">
      <NameFields
        first={register('first_name')}
        last={register('last_name')}
        errors={{ first: errors.first_name?.message, last: errors.last_name?.message }}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message ?? 'You sign in with this address.'}
        {...muiField(register('email'))}
      />
      <Collapse in={emailChanged} unmountOnExit>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          fullWidth
          error={Boolean(errors.current_password)}
          helperText={errors.current_password?.message ?? 'To change your email, confirm it is you.'}
          {...muiField(register('current_password'))}
        />
      </Collapse>
      <TextField
        select
        label="Time zone"
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        helperText="Dates and reminders use this time zone."
        {...muiField(register('timezone'))}
      >
        <option value="">Choose your time zone</option>
        {groups.map((g) => (
          <optgroup key={g.region} label={g.region}>
            {g.zones.map((z) => (
              <option key={z.value} value={z.value}>
                {z.label}
              </option>
            ))}
          </optgroup>
        ))}
      </TextField>
      <TextField
        label="About you (optional)"
        multiline
        minRows={3}
        fullWidth
        error={Boolean(errors.bio)}
        helperText={errors.bio?.message ?? 'A few words for the people you contact through the platform.'}
        {...muiField(register('bio'))}
      />
      <SaveChangesButton pending={mutation.isPending} />
    </Stack>
  );
}
