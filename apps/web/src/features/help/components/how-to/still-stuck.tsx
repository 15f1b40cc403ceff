import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const SUPPORT_EMAIL = 'support@youthenrichments.test';

/** Where to write when the guides do not help. */
export function StillStuck() {
  return (
    <Box sx={{ mt: 6, p: 3, borderRadius: 3, bgcolor: 'action.hover' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Still stuck?
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Write to us at <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link> and tell us what you were
        trying to do. A person reads every message.
      </Typography>
    </Box>
  );
}
