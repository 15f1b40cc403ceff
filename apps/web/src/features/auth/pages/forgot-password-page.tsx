import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Email, PASSWORD_MIN, Password } from '@ye/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { muiField } from '../../../lib/mui-field.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useForgotPasswordMutation, useResetPasswordMutation } from '../api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { EmailField } from '../components/email-field.tsx';
import { PasswordChanged, ResetLinkSent } from '../components/password-reset-done.tsx';

const RequestForm = z.object({ email: Email });
type RequestForm = z.infer<typeof RequestForm>;

const ResetForm = z
  .object({ password: Password, confirm: z.string().min(1, 'Please type the new password again.') })
  .refine((v) => v.password === v.confirm, {
    message: 'The two passwords are not the same.',
    path: ['confirm'],
  });
type ResetForm = z.infer<typeof ResetForm>;

function RequestStep({ area }: { area: 'parent' | 'instructor' }) {
  const mutation = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RequestForm>({ resolver: zodResolver(RequestForm), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const ok = await mutation.mutateAsync(values).then(
      () => true,
      () => false,
    );
    if (ok) setSentTo(values.email);
  });

  if (sentTo) return <ResetLinkSent email={sentTo} onUseAnotherEmail={() => setSentTo(null)} />;

  return (
    <AuthCard
      title={area === 'instructor' ? 'Instructor password reset' : 'Forgot your password?'}
      intro="Type the email of your account and we will send you a link to choose a new password."
      footer={
        <Typography variant="body2">
          Remembered it?{' '}
          <Link component={RouterLink} to={PATHS.login}>
            Back to log in
          </Link>
        </Typography>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Request a reset link">
        <EmailField registration={register('email')} error={errors.email?.message} />
        <SubmitButton pending={mutation.isPending}>
          {mutation.isPending ? 'Sending…' : 'Send me a reset link'}
        </SubmitButton>
      </Stack>
    </AuthCard>
  );
}

function ResetStep({ token, area }: { token: string; area: 'parent' | 'instructor' }) {
  const mutation = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({ resolver: zodResolver(ResetForm), defaultValues: { password: '', confirm: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    const ok = await mutation.mutateAsync({ token, password }).then(
      () => true,
      () => false,
    );
    if (ok) setDone(true);
  });

  if (done) return <PasswordChanged />;

  return (
    <AuthCard
      title="Choose a new password"
      intro={
        area === 'instructor'
          ? 'Set the new password for your instructor account.'
          : 'Set the new password for your account.'
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Choose a new password">
        {mutation.isError ? (
          <Alert severity="error">
            This link may have expired or been used already.{' '}
            <Link
              component={RouterLink}
              to={area === 'instructor' ? PATHS.instructorForgotPassword : PATHS.forgotPassword}
            >
              Ask for a new link
            </Link>
            .
          </Alert>
        ) : null}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errors.password)}
          helperText={
            errors.password?.message ?? `At least ${PASSWORD_MIN} characters. Avoid common passwords.`
          }
          {...muiField(register('password'))}
        />
        <PasswordField
          label="Type it again"
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errors.confirm)}
          helperText={errors.confirm?.message}
          {...muiField(register('confirm'))}
        />
        <SubmitButton pending={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Save new password'}
        </SubmitButton>
      </Stack>
    </AuthCard>
  );
}

/**
 * /forgot-password (parents) and /instructor/forgot-password: ask for a reset link; with ?token= from
 * the emailed link, choose the new password.
 */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const area = pathname.startsWith('/instructor') ? 'instructor' : 'parent';
  const token = params.get('token');
  return <Box>{token ? <ResetStep token={token} area={area} /> : <RequestStep area={area} />}</Box>;
}
