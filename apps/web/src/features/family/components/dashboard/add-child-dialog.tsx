import { zodResolver } from '@hookform/resolvers/zod';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { CheckboxField } from '../../../../components/checkbox-field.tsx';
import { PasswordField } from '../../../../components/password-field.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { toastError } from '../../../../lib/error-toast.ts';
import { muiField } from '../../../../lib/mui-field.ts';
import { PATHS } from '../../../../lib/paths.ts';
import { useAddChild } from '../../api.ts';
import { AvatarPicker } from '../avatar-picker.tsx';
import { ChildFormDialog } from '../child-form-dialog.tsx';
import { nameRefusal } from '../name-refusal.ts';
import { AddChildForm, EMPTY_CHILD, fieldErrorsOf } from './add-child-form.ts';
import { UsernameHint, useUsernameHint } from './username-hint.tsx';

export interface AddChildDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The add-child modal: name, username (checked as typed), password, birthday, avatar, and the parent's
 * consent after a short notice of what we keep (decision 035; the full notice is emailed).
 */
export function AddChildDialog({ open, onClose }: AddChildDialogProps) {
  const addChild = useAddChild();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddChildForm>({ resolver: zodResolver(AddChildForm), defaultValues: EMPTY_CHILD });
  const username = useWatch({ control, name: 'username' }) ?? '';
  const hint = useUsernameHint(username);

  useEffect(() => {
    if (open) reset(EMPTY_CHILD);
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
  const usernameHelper = usernameError ?? <UsernameHint hint={hint} />;

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
        <Paper
          component="section"
          aria-labelledby="add-child-notice-heading"
          variant="outlined"
          sx={{ p: 2, borderRadius: 2, bgcolor: 'background.default' }}
        >
          <Typography id="add-child-notice-heading" component="h3" variant="subtitle1" sx={{ mb: 0.5 }}>
            What we keep about your child
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Their first name, username, the birthday and avatar you choose, and what they do in the courses
            (progress, answers, time spent), to run the courses and show you how they are doing. You and their
            instructors see it; other children see nothing unless you turn boards on (or, from age 10, a
            webinar chat message the instructor approved). You can see, download, correct or delete it at any
            time. We email you this notice in full, with how to refuse.{' '}
            <Link component={RouterLink} to={PATHS.privacy} target="_blank">
              Privacy Policy
            </Link>
          </Typography>
          <CheckboxField
            control={control}
            name="consent"
            errorId="add-child-consent-error"
            error={errors.consent?.message}
            label={
              <Typography variant="body2">
                I am this child’s parent or guardian and I agree to this.
              </Typography>
            }
          />
        </Paper>
      </Stack>
    </ChildFormDialog>
  );
}
