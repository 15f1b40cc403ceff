import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { landingPath } from '@ye/contracts/roles';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { muiField } from '../../../lib/mui-field.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useLoginMutation } from '../api.ts';
import { AuthCard } from '../components/auth-card.tsx';

const StudentLoginForm = z.object({
  username: z.string().trim().min(1, 'Type your username here.').max(150, 'That username is too long.'),
  password: z.string().min(1, 'Type your password here.').max(128, 'That password is too long.'),
});
type StudentLoginForm = z.infer<typeof StudentLoginForm>;

const bigInput = {
  '& .MuiInputBase-input': { fontSize: '1.25rem', py: 2 },
  '& .MuiInputLabel-root': { fontSize: '1.125rem' },
  '& .MuiFormHelperText-root': { fontSize: '1rem' },
};

/** /student/login: children sign in with the username and password their parent made for them. */
export default function StudentLoginPage() {
  const navigate = useNavigate();
  const mutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StudentLoginForm>({
    resolver: zodResolver(StudentLoginForm),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
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
          <TextField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            fullWidth
            error={Boolean(errors.username)}
            helperText={errors.username?.message}
            sx={bigInput}
            {...muiField(register('username'))}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            fullWidth
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
            sx={bigInput}
            {...muiField(register('password'))}
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
