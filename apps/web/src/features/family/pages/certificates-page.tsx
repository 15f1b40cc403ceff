import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Certificate, ParentCertificates } from '@ye/contracts/learning';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate, plural } from '../../../lib/format.ts';
import { PATHS, verifyPath } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useDownloadCertificate, useParentCertificates } from '../api.ts';
import { ChildAvatar } from '../components/child-avatar.tsx';

type ChildCertificates = ParentCertificates[number];

/** /certificates: each child's certificates, with a PDF download and a link to the public check. */
export default function CertificatesPage() {
  const certificates = useParentCertificates();
  const total = (certificates.data ?? []).reduce((n, c) => n + c.certificates.length, 0);

  return (
    <Box>
      <Typography component="h1" variant="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        Certificates
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 680, fontSize: '1.0625rem' }}>
        Each course your child finishes earns a certificate with its own number. Download it as a PDF to print
        or share; anyone can check a certificate’s number on our website.
      </Typography>

      {certificates.isPending ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 3 }}>
          <Box component="span" sx={visuallyHidden}>
            Loading the certificates…
          </Box>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={120} />
        </Box>
      ) : certificates.isError ? (
        <Box sx={{ py: 2 }}>
          <Typography sx={{ mb: 2 }}>We could not load the certificates just now.</Typography>
          <Button variant="outlined" onClick={() => certificates.refetch()}>
            Try again
          </Button>
        </Box>
      ) : certificates.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, maxWidth: 680 }}>
          <Typography sx={{ mb: 2 }}>
            Certificates appear here once you add a child and they finish a course.
          </Typography>
          <Button component={RouterLink} to={PATHS.dashboard} variant="contained">
            Go to the dashboard
          </Button>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Typography component="p" sx={visuallyHidden}>
            {`${plural(total, 'certificate')} in your family.`}
          </Typography>
          {certificates.data.map((child) => (
            <ChildSection key={child.child_id} child={child} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function ChildSection({ child }: { child: ChildCertificates }) {
  const headingId = `certificates-${child.child_id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <ChildAvatar name={child.child_name} src={child.child_avatar_url} size={48} />
        <Typography id={headingId} component="h2" variant="h4" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {child.child_name}
        </Typography>
      </Box>
      {child.certificates.length === 0 ? (
        <Typography color="text.secondary">
          {child.child_name} has no certificates yet. Finishing a course earns one.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {child.certificates.map((certificate) => (
            <CertificateRow key={certificate.serial} certificate={certificate} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function CertificateRow({ certificate }: { certificate: Certificate }) {
  const download = useDownloadCertificate();
  const onDownload = () =>
    download.mutate(certificate, {
      onError: (error) =>
        toast.error(
          `We could not download the certificate for ${certificate.course_title}. ${
            error instanceof ApiError && error.detail ? error.detail : 'Please try again in a moment.'
          }`,
        ),
    });

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: 2,
        borderRadius: 3,
        bgcolor: 'offWhite.main',
      }}
    >
      <Box
        aria-hidden
        sx={{
          flex: '0 0 48px',
          height: 48,
          borderRadius: '50%',
          bgcolor: '#FFF3CF',
          display: 'grid',
          placeItems: 'center',
          color: '#8A5300',
        }}
      >
        <EmojiEventsRounded />
      </Box>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {certificate.course_title}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>Instructor</dt>
          <dd>{certificate.instructor_name}</dd>
          <dt>Date</dt>
          <dd>{formatDate(certificate.issued_at)}</dd>
          <dt>Number</dt>
          <dd>
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
              {certificate.serial}
            </Box>
          </dd>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          variant="contained"
          startIcon={<DownloadRounded />}
          onClick={onDownload}
          loading={download.isPending}
          loadingPosition="start"
        >
          {download.isPending ? 'Downloading…' : 'Download PDF'}
          <Box component="span" sx={visuallyHidden}>
            {` for ${certificate.course_title}`}
          </Box>
        </Button>
        <Link
          component={RouterLink}
          to={verifyPath(certificate.serial)}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, minHeight: 44 }}
        >
          <VerifiedRounded aria-hidden fontSize="small" />
          Check
          <Box component="span" sx={visuallyHidden}>
            {` certificate ${certificate.serial}`}
          </Box>
        </Link>
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {download.isPending ? `Downloading the certificate for ${certificate.course_title}…` : ''}
        {download.isSuccess ? `The certificate for ${certificate.course_title} is downloaded.` : ''}
      </Box>
    </Box>
  );
}
