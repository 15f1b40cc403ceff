import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CertificateVerification } from '@ye/contracts/learning';
import { formatDate } from '../../../../lib/format.ts';
import { heading } from './lookup-states.tsx';

/** The certificate is ours: what it says, with only the child's initial. */
export function FoundCertificate({ certificate }: { certificate: CertificateVerification }) {
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
