import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface ImpersonationBannerProps {
  email: string | null | undefined;
  onStop: () => void;
}

/** Shown while an admin acts as a user: red, fixed at bottom centre, 10 px from the bottom. */
export function ImpersonationBanner({ email, onStop }: ImpersonationBannerProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="impersonation-banner"
      sx={{
        position: 'fixed',
        bottom: '10px',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (t) => t.zIndex.snackbar + 1,
        bgcolor: '#B3261E',
        color: '#FFFFFF',
        borderRadius: 999,
        px: 2.5,
        py: 0.75,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        boxShadow: 6,
        maxWidth: 'calc(100vw - 20px)',
      }}
    >
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        Impersonating {email ?? '…'}
      </Typography>
      <Button
        onClick={onStop}
        size="small"
        variant="contained"
        sx={{
          bgcolor: '#FFFFFF',
          color: '#B3261E',
          '&:hover': { bgcolor: '#FBE9E7' },
          '&.Mui-focusVisible': { outline: '3px solid #FFC83D' },
        }}
      >
        Stop
      </Button>
    </Box>
  );
}
