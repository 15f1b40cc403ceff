import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useFlags } from '../../../../lib/flags.ts';
import { PATHS } from '../../../../lib/paths.ts';
import { sectionSx } from './section-style.tsx';

/** The closing call to action: sign up, or read the how-to guide first. */
export function StartSection() {
  const { howToFeatureFlagEnabled } = useFlags();
  return (
    <Box
      component="section"
      aria-labelledby="start-title"
      sx={{ ...sectionSx, bgcolor: 'primary.main', color: 'primary.contrastText', textAlign: 'center' }}
    >
      <Container maxWidth="sm">
        <Typography
          id="start-title"
          component="h2"
          variant="h4"
          sx={{ fontWeight: 700, fontSize: { xs: '1.65rem', md: '2.2rem' } }}
        >
          Ready when your child is
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 4 }}>
          Create your account, add your child and pick a first course together.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to={PATHS.signup}
            variant="contained"
            size="large"
            sx={{
              minHeight: 48,
              px: 4,
              bgcolor: '#fff',
              color: 'primary.dark',
              '&:hover': { bgcolor: '#f1f1f1' },
            }}
          >
            Sign up
          </Button>
          {howToFeatureFlagEnabled ? (
            <Button
              component={RouterLink}
              to={PATHS.howTo}
              variant="outlined"
              size="large"
              sx={{ minHeight: 48, px: 4, color: 'inherit', borderColor: 'currentColor' }}
            >
              Read the how-to guide
            </Button>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
