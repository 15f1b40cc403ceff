import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Certificate } from '@ye/contracts/learning';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../../lib/api-error.ts';
import { formatDate } from '../../../../lib/format.ts';
import { verifyPath } from '../../../../lib/paths.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { useDownloadCertificate } from '../../api.ts';

/**
 * One certificate: course, instructor, date and number, a PDF download and the public check. Each row
 * has its own download, so several can run and each says how it went.
 */
export function CertificateRow({ certificate }: { certificate: Certificate }) {
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
