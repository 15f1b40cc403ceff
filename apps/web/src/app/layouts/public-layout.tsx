import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { landingPath } from '@ye/contracts/roles';
import { lazy, Suspense, useState } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { useSession } from '../../lib/use-session.tsx';
import { SiteFooter } from './site-footer.tsx';

// Loaded on the first tap of the menu button, or when the pointer or focus reaches it (decision 054).
const loadPublicMenu = () => import('./public-menu.tsx');
const PublicMenu = lazy(loadPublicMenu);

/** The frame of public pages: logo, the sign-in links (or the way back to one's dashboard), the footer. */
export function PublicLayout() {
  const { isAuthenticated, role } = useSession();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the menu can play its closing transition.
  const [menuUsed, setMenuUsed] = useState(false);
  const signedIn = isAuthenticated && Boolean(role);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Link>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ bgcolor: 'background.default', borderBottom: 1, borderColor: 'grey.200' }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 64 } }}>
            <Box
              component={RouterLink}
              to="/"
              aria-label="Youth Enrichments home"
              sx={{ textDecoration: 'none', display: 'inline-flex', py: 1 }}
            >
              <Logo />
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            {signedIn && role ? (
              <Button
                component={RouterLink}
                to={landingPath(role)}
                variant="contained"
                // One line beside the logo at 375 px (it wrapped into a two-line pill): a little
                // smaller on phones so both fit.
                sx={{
                  whiteSpace: 'nowrap',
                  flexShrink: 0,
                  px: { xs: 1.5, sm: 2 },
                  fontSize: { xs: '0.875rem', sm: '1rem' },
                }}
              >
                My dashboard
              </Button>
            ) : (
              <>
                <Box
                  component="nav"
                  aria-label="Account"
                  sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}
                >
                  <Button component={RouterLink} to="/student/login" color="secondary">
                    Student login
                  </Button>
                  <Button component={RouterLink} to="/login" variant="outlined">
                    Log in
                  </Button>
                  <Button component={RouterLink} to="/signup" variant="contained">
                    Sign up
                  </Button>
                </Box>
                <Box sx={{ display: { xs: 'flex', md: 'none' }, gap: 0.5, alignItems: 'center' }}>
                  <Button component={RouterLink} to="/login" variant="contained" size="small">
                    Log in
                  </Button>
                  <IconButton
                    aria-label="More account options"
                    aria-controls={menuAnchor ? 'public-menu' : undefined}
                    aria-haspopup="true"
                    aria-expanded={menuAnchor ? 'true' : undefined}
                    onPointerEnter={() => void loadPublicMenu()}
                    onFocus={() => void loadPublicMenu()}
                    onClick={(e) => {
                      setMenuUsed(true);
                      setMenuAnchor(e.currentTarget);
                    }}
                  >
                    <MenuRounded />
                  </IconButton>
                  {menuUsed ? (
                    <Suspense fallback={null}>
                      <PublicMenu anchor={menuAnchor} onClose={() => setMenuAnchor(null)} />
                    </Suspense>
                  ) : null}
                </Box>
              </>
            )}
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
