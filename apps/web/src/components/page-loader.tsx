import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * Shown while a lazily loaded page (or its first data) arrives. `fill`: as tall as the screen (the
 * spinner where it always is), so the footer under it stays out of view until the page comes instead
 * of showing and then being pushed down (a layout shift; decision 057).
 */
export function PageLoader({ label = 'Loading', fill = false }: { label?: string; fill?: boolean }) {
  return (
    <Box sx={fill ? { minHeight: '100vh' } : undefined} role="status" aria-live="polite">
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
        <CircularProgress aria-label={label} />
      </Box>
    </Box>
  );
}
