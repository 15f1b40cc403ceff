import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { NotWhileImpersonating } from '../../../components/not-while-impersonating.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { errorCode } from '../../../lib/api-error.ts';
import { toastError } from '../../../lib/error-toast.ts';
import { setFlash } from '../../../lib/flash.ts';
import { logout } from '../../../lib/logout.ts';
import { loadPage } from '../../../lib/navigation.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { useDeleteAccountMutation } from '../api.ts';

export const ACCOUNT_DELETED =
  'Your account and your children’s accounts are deleted. Goodbye, and thank you.';

/**
 * The parent deletes their account: what goes is said plainly, the password is asked again and a
 * confirmation comes before anything happens. Afterwards the session ends here and the home page opens
 * with a goodbye.
 */
export function DeleteAccount() {
  const { isImpersonating } = useSession();
  const mutation = useDeleteAccountMutation();
  const confirm = useConfirm();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Please enter your password.');
      return;
    }
    setError(null);
    const ok = await confirm({
      title: 'Delete your account?',
      message:
        'Your account, your children’s accounts and everything they did will be deleted, and your membership ends now. This cannot be undone.',
      confirmText: 'Yes, Delete',
      destructive: true,
    });
    if (!ok) return;
    try {
      await mutation.mutateAsync({ password });
      // A full page load: a router navigation would race this page's guard, which sends a signed-out
      // visitor to the sign-in page. The goodbye is shown when the home page has loaded.
      logout();
      setFlash(ACCOUNT_DELETED);
      loadPage('/');
    } catch (err) {
      if (errorCode(err) === 'wrong_password')
        setError(err instanceof Error ? err.message : 'Wrong password.');
      else toastError(err);
    }
  };

  if (isImpersonating) return <NotWhileImpersonating />;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="delete-account-title">
      <Typography id="delete-account-title" component="h2" variant="h6">
        Delete your account
      </Typography>
      <Typography>
        This deletes your account and your children’s accounts with everything they did: progress, stars,
        certificates and journal entries. A membership ends at once and is not charged again. Nothing can be
        brought back afterwards.
      </Typography>
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error !== null}
        helperText={error ?? 'Asked again because this cannot be undone.'}
        sx={{ maxWidth: 420 }}
      />
      <div>
        <Button type="submit" variant="outlined" color="error" disabled={mutation.isPending}>
          {mutation.isPending ? 'Deleting…' : 'Delete my account'}
        </Button>
      </div>
    </Stack>
  );
}
