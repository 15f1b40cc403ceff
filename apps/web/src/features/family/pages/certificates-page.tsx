import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { plural } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useParentCertificates } from '../api.ts';
import { ChildCertificates } from '../components/certificates/child-certificates.tsx';

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
            <ChildCertificates key={child.child_id} child={child} />
          ))}
        </Box>
      )}
    </Box>
  );
}
