import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Email } from '@ye/contracts/auth';
import { landingPath } from '@ye/contracts/roles';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { muiField } from '../../../lib/mui-field.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useLoginMutation } from '../api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { EmailField } from '../components/email-field.tsx';

const LoginForm = z.object({
  email: Email,
  password: z.string().min(1, 'Please enter your password.').max(128, 'The email or password is incorrect.'),
});
type LoginForm = z.infer<typeof LoginForm>;

/** Where to go after signing in: the page that sent the visitor here, else the role's landing page. */
export function afterLoginPath(state: unknown, role: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : landingPath(role);
}

/** /login: parents, instructors and admins sign in with their email. */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: zodResolver(LoginForm), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const user = await mutation.mutateAsync(values).catch(() => null);
    if (user) navigate(afterLoginPath(location.state, user.type), { replace: true });
  });

  return (
    <AuthCard
      title="Welcome back"
      intro="Log in to follow your children's progress or to manage your courses."
      footer={
        <>
          <Typography variant="body2">
            <Link component={RouterLink} to={PATHS.forgotPassword}>
              Forgot your password?
            </Link>{' '}
            ·{' '}
            <Link component={RouterLink} to={PATHS.instructorForgotPassword}>
              Instructors: reset your password
            </Link>
          </Typography>
          <Typography variant="body2">
            Are you a student?{' '}
            <Link component={RouterLink} to={PATHS.studentLogin}>
              Student login
            </Link>
          </Typography>
          <Typography variant="body2">
            New to Youth Enrichments?{' '}
            <Link component={RouterLink} to={PATHS.signup}>
              Create a parent account
            </Link>
          </Typography>
        </>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Log in">
        <EmailField registration={register('email')} error={errors.email?.message} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          fullWidth
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          {...muiField(register('password'))}
        />
        <SubmitButton pending={mutation.isPending}>
          {mutation.isPending ? 'Logging in…' : 'Log in'}
        </SubmitButton>
      </Stack>
    </AuthCard>
  );
}
