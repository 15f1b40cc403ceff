import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN, SignupRequest } from '@ye/contracts/auth';
import { landingPath } from '@ye/contracts/roles';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { muiField } from '../../../lib/mui-field.ts';
import { useSignupMutation } from '../api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { EmailField } from '../components/email-field.tsx';

const SignupForm = SignupRequest.extend({
  accept: z.boolean().refine((v) => v, 'Please accept the Terms & Conditions and the Privacy Policy.'),
});
type SignupFormIn = z.input<typeof SignupForm>;
type SignupFormOut = z.output<typeof SignupForm>;

/** /signup: a parent creates an account and lands on their dashboard, signed in. */
export default function SignupPage() {
  const navigate = useNavigate();
  const mutation = useSignupMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupFormIn, unknown, SignupFormOut>({
    resolver: zodResolver(SignupForm),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', accept: false },
  });

  const onSubmit = handleSubmit(async ({ accept: _accept, ...values }) => {
    const user = await mutation.mutateAsync(values).catch(() => null);
    if (user) navigate(landingPath(user.type), { replace: true });
  });

  return (
    <AuthCard
      title="Create your parent account"
      intro="Set up your family in a minute. You can add your children's accounts next."
      footer={
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Log in
          </Link>
        </Typography>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Sign up">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            fullWidth
            error={Boolean(errors.first_name)}
            helperText={errors.first_name?.message}
            {...muiField(register('first_name'))}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            fullWidth
            error={Boolean(errors.last_name)}
            helperText={errors.last_name?.message}
            {...muiField(register('last_name'))}
          />
        </Stack>
        <EmailField registration={register('email')} error={errors.email?.message} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errors.password)}
          helperText={
            errors.password?.message ?? `At least ${PASSWORD_MIN} characters. Avoid common passwords.`
          }
          {...muiField(register('password'))}
        />
        <div>
          <FormControlLabel
            control={<Checkbox {...muiField(register('accept'))} />}
            label={
              <Typography variant="body2">
                I agree to the{' '}
                <Link component={RouterLink} to="/terms-conditions" target="_blank">
                  Terms &amp; Conditions
                </Link>{' '}
                and the{' '}
                <Link component={RouterLink} to="/privacy-policy" target="_blank">
                  Privacy Policy
                </Link>
                .
              </Typography>
            }
          />
          {errors.accept ? <FormHelperText error>{errors.accept.message}</FormHelperText> : null}
        </div>
        <SubmitButton pending={mutation.isPending}>
          {mutation.isPending ? 'Creating your account…' : 'Create account'}
        </SubmitButton>
      </Stack>
    </AuthCard>
  );
}
