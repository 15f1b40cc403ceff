import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN, SignupRequest } from '@ye/contracts/auth';
import { landingPath } from '@ye/contracts/roles';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { CheckboxField } from '../../../components/checkbox-field.tsx';
import { NameFields } from '../../../components/name-fields.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useFlags } from '../../../lib/flags.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSignupMutation } from '../api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { EmailField } from '../components/email-field.tsx';
import { FlowStepper } from '../components/registration-flow/flow-stepper.tsx';

const ACCEPT_TERMS = 'Please accept the Terms & Conditions and the Privacy Policy.';
const SignupForm = SignupRequest.extend({
  // The same words whatever the value (a missing value must never show zod's own message).
  accept: z.boolean({ error: ACCEPT_TERMS }).refine((v) => v, ACCEPT_TERMS),
});
type SignupFormIn = z.input<typeof SignupForm>;
type SignupFormOut = z.output<typeof SignupForm>;

/**
 * /signup: a parent creates an account and lands on their dashboard, signed in. With the
 * registration_flow flag on, it is step 1 of the guided sign-up and goes on to /welcome (decision 040).
 */
export default function SignupPage() {
  const navigate = useNavigate();
  const { registrationFlowFlagEnabled: guided } = useFlags();
  const mutation = useSignupMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupFormIn, unknown, SignupFormOut>({
    resolver: zodResolver(SignupForm),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', accept: false },
  });

  const onSubmit = handleSubmit(async ({ accept: _accept, ...values }) => {
    const user = await mutation.mutateAsync(values).catch(() => null);
    if (user)
      navigate(guided && user.type === 'parent' ? PATHS.welcome : landingPath(user.type), { replace: true });
  });

  return (
    <AuthCard
      title="Create your parent account"
      intro="Set up your family in a minute. You can add your children's accounts next."
      footer={
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to={PATHS.login}>
            Log in
          </Link>
        </Typography>
      }
    >
      {guided ? <FlowStepper active={0} /> : null}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Sign up">
        <NameFields
          first={register('first_name')}
          last={register('last_name')}
          errors={{ first: errors.first_name?.message, last: errors.last_name?.message }}
        />
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
        <CheckboxField
          control={control}
          name="accept"
          errorId="signup-accept-error"
          error={errors.accept?.message}
          label={
            <Typography variant="body2">
              I agree to the{' '}
              <Link component={RouterLink} to={PATHS.terms} target="_blank">
                Terms &amp; Conditions
              </Link>{' '}
              and the{' '}
              <Link component={RouterLink} to={PATHS.privacy} target="_blank">
                Privacy Policy
              </Link>
              .
            </Typography>
          }
        />
        <SubmitButton pending={mutation.isPending}>
          {mutation.isPending ? 'Creating your account…' : 'Create account'}
        </SubmitButton>
      </Stack>
    </AuthCard>
  );
}
