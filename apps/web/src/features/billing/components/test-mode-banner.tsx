import ScienceRounded from '@mui/icons-material/ScienceRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The built-in test provider's warning (decision 027): on both test pages and on every billing page
 * while the site runs without a real payment provider. Red with white text (6.5:1).
 */
export function TestModeBanner({ sx }: { sx?: object }) {
  return (
    <Box
      role="note"
      aria-label="Test mode"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        bgcolor: 'error.main',
        color: 'error.contrastText',
        borderRadius: 3,
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        mb: 3,
        ...sx,
      }}
    >
      <ScienceRounded aria-hidden sx={{ mt: 0.25 }} />
      <Box>
        <Typography sx={{ fontWeight: 700, letterSpacing: 0.3 }}>TEST MODE: no real money moves</Typography>
        <Typography variant="body2">
          Payments here are pretend. Use the test cards; never type a real card number.
        </Typography>
      </Box>
    </Box>
  );
}
