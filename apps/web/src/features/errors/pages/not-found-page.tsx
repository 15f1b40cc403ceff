import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { landingPath } from '@ye/contracts/roles';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/use-session.tsx';

function LostKiteIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 220"
      aria-hidden="true"
      focusable="false"
      sx={{ width: '100%', maxWidth: 340, height: 'auto', display: 'block', mx: 'auto' }}
    >
      <ellipse cx="160" cy="200" rx="150" ry="18" fill="#E6F4E7" />
      <path d="M40 60 q 20 -24 44 -8 q 18 -18 38 2 q 16 4 10 18 h -86 q -14 -4 -6 -12 z" fill="#EEF3F8" />
      <path d="M212 40 q 16 -18 34 -6 q 14 -12 28 2 q 12 4 6 14 h -64 q -10 -4 -4 -10 z" fill="#EEF3F8" />
      {/* kite caught high up */}
      <path d="M236 70 L 262 100 L 236 138 L 210 100 Z" fill="#F4845F" />
      <path d="M236 70 V 138 M 210 100 H 262" stroke="#fff" strokeWidth="3" />
      <path
        d="M236 138 q -10 14 0 24 q 10 10 -4 22"
        stroke="#3D405B"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M234 160 l -8 -4 l 2 8 z M 233 178 l 8 -4 l -2 8 z" fill="#9B7EDE" />
      {/* child looking for it */}
      <rect x="104" y="126" width="40" height="52" rx="16" fill="#4C9A58" />
      <rect x="110" y="170" width="11" height="28" rx="5" fill="#3D405B" />
      <rect x="128" y="170" width="11" height="28" rx="5" fill="#3D405B" />
      <path d="M140 136 L 164 118" stroke="#8D5B3F" strokeWidth="10" strokeLinecap="round" />
      <circle cx="124" cy="104" r="22" fill="#8D5B3F" />
      <path d="M102 100 C 104 76, 146 76, 146 100 C 136 90, 114 90, 102 100 Z" fill="#2B2D42" />
      <circle cx="118" cy="104" r="2.8" fill="#fff" />
      <circle cx="132" cy="104" r="2.8" fill="#fff" />
      <circle cx="125" cy="116" r="4" fill="#2B2D42" />
      <text x="40" y="168" fontSize="38" fontWeight="700" fill="#F9C74F" fontFamily="inherit">
        ?
      </text>
      <text x="66" y="140" fontSize="26" fontWeight="700" fill="#F9C74F" fontFamily="inherit">
        ?
      </text>
    </Box>
  );
}

/** Unknown addresses: the way home, and the log-in pages for visitors (signed-in users get their own home). */
export default function NotFoundPage() {
  const { isAuthenticated, role } = useSession();
  const home = isAuthenticated && role ? landingPath(role) : null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 9 }, textAlign: 'center' }}>
      <LostKiteIllustration />
      <Typography
        component="h1"
        variant="h3"
        sx={{ fontWeight: 700, mt: 3, fontSize: { xs: '2rem', md: '2.6rem' } }}
      >
        We can’t find that page
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.1rem' }}>
        The page may have moved, or the link may have a typo in it. Let’s get you back on track.
      </Typography>
      {home ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to={home}
            variant="contained"
            size="large"
            sx={{ minHeight: 48, px: 4 }}
          >
            Go to my home page
          </Button>
        </Stack>
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
            <Button
              component={RouterLink}
              to={PATHS.home}
              variant="contained"
              size="large"
              sx={{ minHeight: 48, px: 4 }}
            >
              Go to the home page
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
          <Typography sx={{ mt: 3 }}>
            Children can log in on the{' '}
            <Box
              component={RouterLink}
              to={PATHS.studentLogin}
              sx={{ color: 'primary.main', fontWeight: 600 }}
            >
              student login
            </Box>{' '}
            page.
          </Typography>
        </>
      )}
    </Container>
  );
}
