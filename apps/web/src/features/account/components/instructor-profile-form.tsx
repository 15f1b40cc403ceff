import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INSTRUCTOR_BIO_MAX, UpdateInstructorProfileRequest } from '@ye/contracts/account';
import type { Profile } from '@ye/contracts/auth';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { NameFields } from '../../../components/name-fields.tsx';
import { SaveChangesButton } from '../../../components/submit-button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { toastError } from '../../../lib/error-toast.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { useUpdateInstructorProfile } from '../instructor-profile-api.ts';
import { TimezoneField } from './timezone-field.tsx';

export const PROFILE_SAVED = 'Your profile is saved.';

const fields = UpdateInstructorProfileRequest.shape;

/** The form's rules: the API's, with both names required (the form always sends them). */
export const InstructorProfileForm = z.object({
  first_name: fields.first_name.unwrap(),
  last_name: fields.last_name.unwrap(),
  bio: z
    .string()
    .trim()
    .max(INSTRUCTOR_BIO_MAX, `The bio must be at most ${INSTRUCTOR_BIO_MAX} characters long.`),
  timezone: z.string(),
});
type FormIn = z.input<typeof InstructorProfileForm>;
type FormOut = z.output<typeof InstructorProfileForm>;
type Field = keyof FormIn;

const FIELDS: readonly Field[] = ['first_name', 'last_name', 'bio', 'timezone'];

/** The field errors of a 400 (`errors: [{field, message}]`) that belong to this form. */
function fieldErrors(error: unknown): { field: Field; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const list = (error.body as { errors?: { field?: unknown; message?: unknown }[] } | undefined)?.errors;
  return (list ?? []).flatMap((e) =>
    typeof e.field === 'string' &&
    (FIELDS as readonly string[]).includes(e.field) &&
    typeof e.message === 'string'
      ? [{ field: e.field as Field, message: e.message }]
      : [],
  );
}

/** Names, bio and time zone; saved together with "Save changes". */
export function ProfileForm({ profile }: { profile: Profile }) {
  const mutation = useUpdateInstructorProfile();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(InstructorProfileForm),
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      bio: profile.bio ?? '',
      timezone: profile.timezone ?? '',
    },
  });
  const bioLength = (watch('bio') ?? '').length;

  const onSubmit = handleSubmit(async (v) => {
    try {
      const saved = await mutation.mutateAsync({
        first_name: v.first_name,
        last_name: v.last_name,
        bio: v.bio || null,
        timezone: v.timezone || null,
      });
      reset({
        first_name: saved.first_name,
        last_name: saved.last_name,
        bio: saved.bio ?? '',
        timezone: saved.timezone ?? '',
      });
      toast.success(PROFILE_SAVED);
    } catch (error) {
      const found = fieldErrors(error);
      if (found.length === 0) toastError(error);
      for (const [i, e] of found.entries())
        setError(e.field, { message: e.message }, { shouldFocus: i === 0 });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Your details">
      <NameFields
        first={register('first_name')}
        last={register('last_name')}
        errors={{ first: errors.first_name?.message, last: errors.last_name?.message }}
      />
      <TextField
        label="About you"
        multiline
        minRows={4}
        fullWidth
        error={Boolean(errors.bio) || bioLength > INSTRUCTOR_BIO_MAX}
        helperText={
          errors.bio?.message ??
          `Parents read this beside your courses: who you are and how you help children. ${bioLength} of ${INSTRUCTOR_BIO_MAX} characters.`
        }
        {...muiField(register('bio'))}
      />
      <Controller
        control={control}
        name="timezone"
        render={({ field, fieldState }) => (
          <TimezoneField
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'Your live sessions and reminders use this time zone.'}
          />
        )}
      />
      <SaveChangesButton pending={mutation.isPending} />
    </Stack>
  );
}
