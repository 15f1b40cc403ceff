import { zodResolver } from '@hookform/resolvers/zod';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CertificateVerification } from '@ye/contracts/learning';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { verifyPath } from '../../../lib/paths.ts';
import { isSerial, normalizeSerial, useVerifyCertificate } from '../verify-api.ts';

const SerialForm = z.object({
  serial: z
    .string()
    .transform(normalizeSerial)
    .pipe(
      z
        .string()
        .min(1, 'Please type the number printed on the certificate.')
        .refine(isSerial, 'A certificate number looks like YE-ABCD-EFGH-JKMN.'),
    ),
});
type FormIn = z.input<typeof SerialForm>;
type FormOut = z.output<typeof SerialForm>;

const heading = { mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } } as const;

/** /verify/:serial (public): anyone holding a certificate can check that we issued it. */
export default function VerifyCertificatePage() {
  const { serial: raw = '' } = useParams();
  const serial = normalizeSerial(decodeURIComponent(raw));
  const navigate = useNavigate();
  const lookup = useVerifyCertificate(serial);

  // One address per certificate: '/verify/ye-abcd-…' becomes '/verify/YE-ABCD-…'.
  useEffect(() => {
    if (isSerial(serial) && serial !== raw) navigate(verifyPath(serial), { replace: true });
  }, [serial, raw, navigate]);

  const notFound =
    !isSerial(serial) ||
    (lookup.isError && lookup.error instanceof ApiError && [400, 404].includes(lookup.error.status));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      {isSerial(serial) && lookup.isPending ? (
        <Box aria-busy="true">
          <Typography component="h1" variant="h1" sx={heading}>
            Checking certificate {serial}…
          </Typography>
          <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
        </Box>
      ) : lookup.isSuccess ? (
        <Found certificate={lookup.data} />
      ) : notFound ? (
        <Box sx={{ textAlign: 'center' }}>
          <SearchOffRounded aria-hidden sx={{ fontSize: 72, color: 'purple.main', mb: 1 }} />
          <Typography component="h1" variant="h1" sx={heading}>
            We could not find a certificate with this number.
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {serial ? (
              <>
                No certificate has the number{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {serial}
                </Box>
                .{' '}
              </>
            ) : null}
            Please check the number printed at the bottom of the certificate and try again.
          </Typography>
        </Box>
      ) : (
        <Box sx={{ textAlign: 'center' }}>
          <Typography component="h1" variant="h1" sx={heading}>
            We could not check this certificate just now
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Our website did not answer. Please try again in a moment.
          </Typography>
          <Button variant="outlined" onClick={() => lookup.refetch()}>
            Try again
          </Button>
        </Box>
      )}

      <CheckAnother key={serial} initial={serial} />
    </Container>
  );
}

function Found({ certificate }: { certificate: CertificateVerification }) {
  return (
    <Box>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <VerifiedRounded aria-hidden sx={{ fontSize: 72, color: 'success.dark', mb: 1 }} />
        <Typography component="h1" variant="h1" sx={heading}>
          This certificate is real
        </Typography>
        <Typography color="text.secondary">
          Youth Enrichments issued it to a child who finished the course.
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 4 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1.5 },
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' },
          }}
        >
          <dt>Course</dt>
          <dd>{certificate.course_title}</dd>
          <dt>Instructor</dt>
          <dd>{certificate.instructor_name}</dd>
          <dt>Awarded to</dt>
          <dd>{`${certificate.child_initial.replace(/\.$/, '')}.`}</dd>
          <dt>Date</dt>
          <dd>{formatDate(certificate.issued_at)}</dd>
          <dt>Number</dt>
          <dd>
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.05rem' }}>
              {certificate.serial}
            </Box>
          </dd>
        </Box>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        To protect children’s privacy we show only the first letter of the child’s name.
      </Typography>
    </Box>
  );
}

function CheckAnother({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(SerialForm),
    defaultValues: { serial: initial },
  });
  const onSubmit = handleSubmit(({ serial }) => navigate(verifyPath(serial)));

  return (
    <Paper
      component="section"
      aria-labelledby="check-another-heading"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 4, mt: 4, bgcolor: 'offWhite.main' }}
    >
      <Typography id="check-another-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
        Check a certificate number
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          label="Certificate number"
          placeholder="YE-XXXX-XXXX-XXXX"
          autoComplete="off"
          spellCheck={false}
          error={Boolean(errors.serial)}
          helperText={errors.serial?.message ?? 'It is printed at the bottom of the certificate.'}
          sx={{ flex: '1 1 220px', '& input': { textTransform: 'uppercase', fontFamily: 'monospace' } }}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
          {...muiField(register('serial'))}
        />
        <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56 }}>
          Check
        </Button>
      </Box>
    </Paper>
  );
}
