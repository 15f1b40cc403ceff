import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SafetyNotice } from '@ye/contracts/safety';

/**
 * The calm message a child reads when the safety layer found words that worry us (decision 046):
 * no blame, no alarm colours, their grown-up and a free helpline. Announced politely (role status)
 * so a screen reader reads it after the save, without interrupting.
 */
export function SafetyNoticeCard({ notice }: { notice: SafetyNotice }) {
  const { helpline } = notice;
  return (
    <Paper
      elevation={0}
      role="status"
      aria-labelledby="safety-notice-title"
      sx={{ p: { xs: 2.5, md: 3 }, my: 2, bgcolor: '#E3F2EC', border: '2px solid #7BB8A1', borderRadius: 3 }}
    >
      <Typography
        id="safety-notice-title"
        component="h2"
        sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}
      >
        You are not alone
      </Typography>
      <Typography sx={{ fontSize: '1.0625rem', lineHeight: 1.6 }}>{notice.message}</Typography>
      <Box sx={{ mt: 1.5, fontSize: '1.0625rem' }}>
        <Typography component="span" sx={{ fontSize: 'inherit', fontWeight: 700 }}>
          {helpline.name}: {helpline.phone}
        </Typography>{' '}
        <Link href={helpline.url} target="_blank" rel="noopener noreferrer" sx={{ fontSize: 'inherit' }}>
          {helpline.url.replace(/^https?:\/\//, '')}
        </Link>
      </Box>
    </Paper>
  );
}
