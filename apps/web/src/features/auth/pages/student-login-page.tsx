import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { landingPath } from '@ye/contracts/roles';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useLoginMutation } from '../api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { SignInField } from '../components/sign-in-field.tsx';
import { STUDENT_LOGIN_RULES } from '../components/sign-in-rules.ts';
import { useSignInForm } from '../components/use-sign-in-form.ts';

const bigInput = {
  '& .MuiInputBase-input': { fontSize: '1.25rem', py: 2 },
  '& .MuiInputLabel-root': { fontSize: '1.125rem' },
  '& .MuiFormHelperText-root': { fontSize: '1rem' },
};

/** /student/login: children sign in with the username and password their parent made for them. */
export default function StudentLoginPage() {
  const navigate = useNavigate();
  const mutation = useLoginMutation();
  // Plain inputs checked by the contracts' rules: no zod or form library on the first page (decision 054).
  const { field, onSubmit } = useSignInForm(STUDENT_LOGIN_RULES, async (values) => {
    const user = await mutation.mutateAsync(values).catch(() => null);
    if (user) navigate(landingPath(user.type), { replace: true });
  });

  return (
    <Box sx={{ background: 'linear-gradient(180deg, #FFF3D6 0%, #FAF7F0 100%)' }}>
      <AuthCard
        tone="child"
        title="Hi there!"
        intro="Ready to learn and play? Type your username and password to start."
        footer={
          <>
            <Typography sx={{ fontSize: '1.0625rem' }}>
              Forgot your password? That's okay! Ask your grown-up to help you.
            </Typography>
            <Typography variant="body2">
              Grown-ups log in{' '}
              <Link component={RouterLink} to={PATHS.login}>
                here
              </Link>
              .
            </Typography>
          </>
        }
      >
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label="Student log in">
          <SignInField label="Username" autoComplete="username" plain sx={bigInput} {...field('username')} />
          <SignInField
            label="Password"
            type="password"
            autoComplete="current-password"
            sx={bigInput}
            {...field('password')}
          />
          <SubmitButton
            pending={mutation.isPending}
            color="secondary"
            sx={{ minHeight: 60, fontSize: '1.25rem' }}
          >
            {mutation.isPending ? 'Opening the door…' : "Let's go!"}
          </SubmitButton>
        </Stack>
      </AuthCard>
    </Box>
  );
}
