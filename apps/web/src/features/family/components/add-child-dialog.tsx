import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Password } from '@ye/contracts/auth';
import { Birthday, ChildName, Username } from '@ye/contracts/family';
import { type ReactNode, useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { toastError } from '../../../lib/error-toast.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { useAddChild, useUsernameAvailability } from '../api.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { ChildFormDialog } from './child-form-dialog.tsx';
import { nameRefusal } from './name-refusal.ts';

const AddChildForm = z.object({
  name: ChildName,
  username: Username,
  password: Password,
  birthday: z.union([z.literal(''), Birthday]),
  avatar: z.string().nullable(),
});
type AddChildForm = z.infer<typeof AddChildForm>;

const EMPTY: AddChildForm = { name: '', username: '', password: '', birthday: '', avatar: null };

/** What the username field says under itself while the parent types. */
function useUsernameHint(username: string): { text: ReactNode; ok: boolean | null } {
  const check = useUsernameAvailability(username);
  if (!username.trim())
    return { text: 'Your child signs in with this. Letters, digits, "_" and ".".', ok: null };
  if (check.isSettling || check.isFetching) return { text: 'Checking…', ok: null };
  if (check.isError) return { text: 'We could not check this username just now.', ok: null };
  if (!check.data) return { text: '', ok: null };
  return check.data.available
    ? { text: 'Available', ok: true }
    : { text: check.data.detail ?? 'This username is taken.', ok: false };
}

export interface AddChildDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The add-child modal: name, username (checked as typed), password, birthday, avatar. */
export function AddChildDialog({ open, onClose }: AddChildDialogProps) {
  const addChild = useAddChild();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddChildForm>({ resolver: zodResolver(AddChildForm), defaultValues: EMPTY });
  const username = useWatch({ control, name: 'username' }) ?? '';
  const hint = useUsernameHint(username);

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const child = await addChild.mutateAsync({
        name: values.name,
        username: values.username,
        password: values.password,
        birthday: values.birthday || null,
        avatar: values.avatar,
      });
      toast.success(
        `${child.name} is part of your family now! ${child.name} signs in at /student/login with the username “${child.username}”.`,
        { autoClose: 10_000 },
      );
      onClose();
    } catch (error) {
      const refusedName = nameRefusal(error);
      if (refusedName) {
        setError('name', { message: refusedName }, { shouldFocus: true });
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        setError('username', { message: error.detail ?? 'This username is taken.' }, { shouldFocus: true });
        return;
      }
      const fieldErrors = error instanceof ApiError ? fieldErrorsOf(error.body) : [];
      if (fieldErrors.length > 0) {
        for (const { field, message } of fieldErrors) setError(field, { message });
        return;
      }
      toastError(error);
    }
  });

  const usernameError = errors.username?.message;
  const usernameHelper = usernameError ?? (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: hint.ok === true ? 'success.dark' : hint.ok === false ? 'error.main' : 'text.secondary',
      }}
    >
      {hint.ok === true ? <CheckCircleRounded aria-hidden fontSize="inherit" /> : null}
      {hint.ok === false ? <ErrorOutlineRounded aria-hidden fontSize="inherit" /> : null}
      {hint.text}
    </Box>
  );

  return (
    <ChildFormDialog
      open={open}
      onClose={onClose}
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      titleId="add-child-title"
      title="Add a child"
      submitLabel="Add child"
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your child gets their own sign-in: a username and a password that you choose. No email needed.
      </Typography>
      <Stack spacing={2.5}>
        <TextField
          label="Child's first name"
          required
          autoComplete="off"
          {...muiField(register('name'))}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
        <TextField
          label="Username"
          required
          autoComplete="off"
          {...muiField(register('username'))}
          error={Boolean(usernameError) || hint.ok === false}
          helperText={usernameHelper}
          slotProps={{
            input: {
              endAdornment:
                hint.text === 'Checking…' ? <CircularProgress size={18} aria-hidden /> : undefined,
            },
            formHelperText: { role: 'status', 'aria-live': 'polite' } as object,
          }}
        />
        <PasswordField
          togglePressed
          label="Password"
          required
          autoComplete="new-password"
          {...muiField(register('password'))}
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? 'At least 8 characters. Something your child can remember.'}
        />
        <TextField
          label="Birthday (optional)"
          type="date"
          {...muiField(register('birthday'))}
          error={Boolean(errors.birthday)}
          helperText={errors.birthday?.message ?? 'Helps us suggest courses for their age.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Controller
          control={control}
          name="avatar"
          render={({ field }) => (
            <AvatarPicker
              value={field.value}
              onChange={field.onChange}
              label="Choose an avatar"
              helperText="Pick one your child will like. You can change it later."
            />
          )}
        />
      </Stack>
    </ChildFormDialog>
  );
}

type FormField = keyof AddChildForm;
const FIELDS: readonly FormField[] = ['name', 'username', 'password', 'birthday', 'avatar'];

/** The API's `errors: [{field, message}]` for the fields of this form. */
function fieldErrorsOf(body: unknown): { field: FormField; message: string }[] {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return (body.errors as { field?: unknown; message?: unknown }[]).flatMap((e) =>
    typeof e.field === 'string' && FIELDS.includes(e.field as FormField) && typeof e.message === 'string'
      ? [{ field: e.field as FormField, message: e.message }]
      : [],
  );
}
