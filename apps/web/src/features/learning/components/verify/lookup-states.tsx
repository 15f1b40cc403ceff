import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

// What /verify shows while a certificate number is looked up, and when the look-up finds nothing or fails.

export const heading = { mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } } as const;

export function Checking({ serial }: { serial: string }) {
  return (
    <Box aria-busy="true">
      <Typography component="h1" variant="h1" sx={heading}>
        Checking certificate {serial}…
      </Typography>
      <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
    </Box>
  );
}

export function NotFound({ serial }: { serial: string }) {
  return (
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
  );
}

export function CheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography component="h1" variant="h1" sx={heading}>
        We could not check this certificate just now
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Our website did not answer. Please try again in a moment.
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
