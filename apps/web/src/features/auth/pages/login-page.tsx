import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { landingPath } from '@ye/contracts/roles';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useLoginMutation } from '../api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { SignInField } from '../components/sign-in-field.tsx';
import { LOGIN_RULES } from '../components/sign-in-rules.ts';
import { useSignInForm } from '../components/use-sign-in-form.ts';

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
  // Plain inputs checked by the contracts' rules: no zod or form library on the first page (decision 054).
  const { field, onSubmit } = useSignInForm(LOGIN_RULES, async (values) => {
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
        <SignInField label="Email" type="email" autoComplete="email" {...field('email')} />
        <SignInField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <SubmitButton pending={mutation.isPending}>
          {mutation.isPending ? 'Logging in…' : 'Log in'}
        </SubmitButton>
      </Stack>
    </AuthCard>
  );
}
