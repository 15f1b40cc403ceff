import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { PASSWORD_MIN, Password } from '@ye/contracts/auth';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { AccountShell } from '../../../components/account-shell.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorCode } from '../../../lib/api-error.ts';
import { toastError } from '../../../lib/error-toast.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useChangePasswordMutation } from '../api.ts';

export const PASSWORD_CHANGED = 'Password changed. Other devices have been signed out.';

const ChangePasswordForm = z
  .object({
    old_password: z.string().min(1, 'Please enter your current password.').max(128),
    new_password: Password,
    confirm: z.string().min(1, 'Please enter the new password again.'),
  })
  .refine((v) => v.confirm === v.new_password, { path: ['confirm'], message: 'The passwords do not match.' });
type FormIn = z.input<typeof ChangePasswordForm>;
type FormOut = z.output<typeof ChangePasswordForm>;

/** /my-account/change-password: current, new and confirm; other sessions are signed out. */
export default function ChangePasswordPage() {
  // A parent's account pages are "My account"; staff have a profile, so the page is named for itself.
  const staff = useLocation().pathname.startsWith(PATHS.instructor);
  const mutation = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { old_password: '', new_password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ old_password, new_password }) => {
    try {
      await mutation.mutateAsync({ old_password, new_password });
      reset();
      toast.success(PASSWORD_CHANGED);
    } catch (err) {
      const code = errorCode(err);
      const message = err instanceof Error ? err.message : '';
      if (code === 'wrong_password') setError('old_password', { message }, { shouldFocus: true });
      else if (code === 'same_password') setError('new_password', { message }, { shouldFocus: true });
      else toastError(err);
    }
  });

  return (
    <AccountShell
      title={staff ? 'Change password' : 'My account'}
      intro="Choose a new password. You stay signed in here; every other device will need to sign in again."
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Change password">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          fullWidth
          error={Boolean(errors.old_password)}
          helperText={errors.old_password?.message}
          {...muiField(register('old_password'))}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errors.new_password)}
          helperText={
            errors.new_password?.message ?? `At least ${PASSWORD_MIN} characters. Avoid common passwords.`
          }
          {...muiField(register('new_password'))}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errors.confirm)}
          helperText={errors.confirm?.message}
          {...muiField(register('confirm'))}
        />
        <div>
          <SubmitButton
            pending={mutation.isPending}
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {mutation.isPending ? 'Changing…' : 'Change password'}
          </SubmitButton>
        </div>
      </Stack>
    </AccountShell>
  );
}
