import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../lib/paths.ts';

/** No game finished yet: where to find one. */
export function NoGames() {
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', border: 3, borderColor: 'yellow.main' }}
    >
      <SportsEsportsRounded aria-hidden="true" sx={{ fontSize: 64, color: 'secondary.main' }} />
      <Typography component="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, mt: 1 }}>
        No games yet
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mt: 1, mb: 3 }}>
        Play a mission and it will show up here with your stars.
      </Typography>
      <Button
        component={RouterLink}
        to={PATHS.studentCourses}
        variant="contained"
        color="secondary"
        size="large"
      >
        Find a game to play
      </Button>
    </Paper>
  );
}
