import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@ye/contracts/auth';
import { ContactRequest } from '@ye/contracts/contact';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { muiField } from '../../../lib/mui-field.ts';
import { PATHS } from '../../../lib/paths.ts';
import { displayName, profileQueryOptions } from '../../../lib/profile.ts';
import { useParentContactMutation } from '../api.ts';

type FormIn = z.input<typeof ContactRequest>;
type FormOut = z.output<typeof ContactRequest>;

function Sent({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box sx={{ textAlign: 'center', py: 2 }} role="status">
      <MarkEmailReadRounded aria-hidden="true" sx={{ fontSize: 64, color: 'primary.main' }} />
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ mt: 1, outline: 'none' }}>
        Thank you, your message is on its way
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        We usually answer within two working days, by email.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to={PATHS.dashboard}>
          Back to the dashboard
        </Button>
        <Button variant="outlined" onClick={onAnother}>
          Send another message
        </Button>
      </Stack>
    </Box>
  );
}

function ContactForm({ profile, onSent }: { profile: Profile | undefined; onSent: () => void }) {
  const mutation = useParentContactMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ContactRequest),
    defaultValues: { name: displayName(profile), email: profile?.email ?? '', subject: '', message: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const ok = await mutation.mutateAsync(values).catch(() => null);
    if (ok) onSent();
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Contact us">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          label="Your name"
          autoComplete="name"
          required
          fullWidth
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          {...muiField(register('name'))}
        />
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          error={Boolean(errors.email)}
          helperText={errors.email?.message ?? 'We answer to this address.'}
          {...muiField(register('email'))}
        />
      </Stack>
      <TextField
        label="Subject"
        required
        fullWidth
        error={Boolean(errors.subject)}
        helperText={errors.subject?.message}
        {...muiField(register('subject'))}
      />
      <TextField
        label="Message"
        required
        fullWidth
        multiline
        minRows={5}
        error={Boolean(errors.message)}
        helperText={errors.message?.message}
        {...muiField(register('message'))}
      />
      <div>
        <SubmitButton
          pending={mutation.isPending}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {mutation.isPending ? 'Sending…' : 'Send message'}
        </SubmitButton>
      </div>
    </Stack>
  );
}

/** /my-account/contact: a signed-in parent writes to support (POST /v1/parent/contact-us). */
export default function ContactPage() {
  const profile = useQuery(profileQueryOptions());
  const [sent, setSent] = useState(false);
  const [round, setRound] = useState(0);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        Contact us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        A question about your family's account, a course or anything else? Write to us here.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {sent ? (
          <Sent
            onAnother={() => {
              setSent(false);
              setRound((r) => r + 1);
            }}
          />
        ) : profile.isPending ? (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading your details" />
          </Box>
        ) : (
          <ContactForm key={round} profile={profile.data} onSent={() => setSent(true)} />
        )}
      </Paper>
    </Box>
  );
}
