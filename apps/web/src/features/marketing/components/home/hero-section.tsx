import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from '@ye/contracts/first-download';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../lib/paths.ts';
import { HeroIllustration } from './hero-illustration.tsx';
import { sectionSx, tone } from './section-style.tsx';

/** The page's h1, what the courses are, and the ways in: sign up, log in, or the children's login. */
export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={(theme) => ({ bgcolor: tone(theme, 'offWhite', '#FBF8F1'), ...sectionSx, pt: { xs: 5, md: 9 } })}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
            gap: { xs: 4, md: 6 },
            alignItems: 'center',
          }}
        >
          <div>
            <Typography
              sx={{
                fontWeight: 600,
                color: 'primary.main',
                textTransform: 'uppercase',
                letterSpacing: 1,
                mb: 1,
              }}
            >
              For children aged {CHILD_MIN_AGE} to {CHILD_MAX_AGE} and the grown-ups who love them
            </Typography>
            <Typography
              id="home-title"
              component="h1"
              variant="h2"
              sx={{
                fontWeight: 700,
                fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.25rem' },
                lineHeight: 1.15,
              }}
            >
              Helping children feel good about who they are
            </Typography>
            <Typography sx={{ mt: 2.5, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 560 }}>
              Youth Enrichments is a set of short, playful online courses on self-esteem, confidence,
              friendship, feelings and calm. Your child learns through games and missions; you see how they
              are getting on.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
              <Button
                component={RouterLink}
                to={PATHS.signup}
                variant="contained"
                size="large"
                sx={{ minHeight: 48, px: 4 }}
              >
                Sign up
              </Button>
              <Button
                component={RouterLink}
                to={PATHS.login}
                variant="outlined"
                size="large"
                sx={{ minHeight: 48, px: 4 }}
              >
                Log in
              </Button>
            </Stack>
            <Typography sx={{ mt: 2.5 }}>
              Are you a child with a username?{' '}
              <Link component={RouterLink} to={PATHS.studentLogin} sx={{ fontWeight: 600 }}>
                Student login
              </Link>
            </Typography>
          </div>
          <HeroIllustration />
        </Box>
      </Container>
    </Box>
  );
}
