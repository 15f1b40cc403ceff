import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ParentCertificates } from '@ye/contracts/learning';
import { ChildAvatar } from '../child-avatar.tsx';
import { CertificateRow } from './certificate-row.tsx';

/** One child's certificates: a section headed by the child's avatar and name. */
export function ChildCertificates({ child }: { child: ParentCertificates[number] }) {
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
