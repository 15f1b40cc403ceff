import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import Box from '@mui/material/Box';

/** "Game" on a purple pill: the course is played as levels and missions. */
export function GameBadge() {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        bgcolor: 'purple.main',
        color: '#FFFFFF',
        fontSize: '0.8125rem',
        fontWeight: 700,
      }}
    >
      <SportsEsportsRounded aria-hidden sx={{ fontSize: 16 }} />
      Game
    </Box>
  );
}
