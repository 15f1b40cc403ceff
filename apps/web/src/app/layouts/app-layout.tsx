import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Toolbar from '@mui/material/Toolbar';
import { landingPath } from '@ye/contracts/roles';
import { lazy, Suspense, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { FLAGS_OFF, type Flags, useFlags } from '../../lib/flags.ts';
import { displayName } from '../../lib/profile.ts';
import { useActivityTracker } from '../../lib/use-activity-tracker.ts';
import { useSession } from '../../lib/use-session.tsx';
import { roleAllowed } from '../access.ts';
import { CATALOG_ROLES, ROUTES } from '../routes.tsx';
import { AccountMenu } from './account-menu.tsx';
import { GrownUpSign } from './grown-up-sign.tsx';
import { BarNav, NavList } from './nav-links.tsx';
import { focusOnDark } from './nav-style.ts';
import { SiteFooter } from './site-footer.tsx';

// The phone drawer (Drawer, Modal and their transitions) loads on its first opening, or when the
// pointer or focus reaches its button (decision 054).
const loadNavDrawer = () => import('./nav-drawer.tsx');
const NavDrawer = lazy(loadNavDrawer);

/**
 * The navigation of a role: every page with a nav entry that the role may open, the role's own pages
 * first and the catalogue (shared by parents and staff) after them.
 */
export function navFor(role: string | null, flags: Flags = FLAGS_OFF) {
  // A page behind a flag that is off leaves the navigation (decision 034).
  const items = ROUTES.filter(
    (r) => r.nav && r.roles && roleAllowed(r.roles, role) && (!r.flag || flags[r.flag]),
  );
  const shared = (r: (typeof items)[number]) => r.roles === CATALOG_ROLES;
  return [...items.filter((r) => !shared(r)), ...items.filter(shared)];
}

/** Up to this many pages sit in the app bar; with more, they move to a side bar. */
const SIDEBAR_FROM = 6;
/** With more pages than this, the app bar needs a wide screen (lg) to hold them. */
const ROOMY_BAR = 4;

/**
 * The signed-in frame: app bar with the role's navigation, the user's name and avatar, sign-out.
 * Loaded with the first signed-in page, never with the public ones (router.tsx; decision 054).
 */
export function AppLayout() {
  const { role, profile, isProfileLoading, signOut } = useSession();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so the drawer can play its closing transition.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const flags = useFlags();
  const items = navFor(role, flags);
  // The pages show once the flags are known, all at once: a flag's page arriving later shifted the
  // others under a pointer (a click meant for "Feature flags" landed on another page; CI saw it).
  const settling = flags.isPending ? ({ visibility: 'hidden' } as const) : undefined;
  const name = displayName(profile);
  const isStudent = role === 'child' || role === 'student';
  const barColor = isStudent ? 'secondary.main' : 'primary.main';
  const home = role ? landingPath(role) : '/';
  // More pages than fit in the bar (the instructor studio): a side bar from md up instead.
  const sidebar = items.length > SIDEBAR_FROM;
  // Where the pages leave the menu button for the bar (or the side bar).
  const wide = !sidebar && items.length > ROOMY_BAR ? 'lg' : 'md';
  // Daily metrics: a child's active time on the platform (visible tab only), in batches.
  useActivityTracker(role === 'child');

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={0} sx={{ bgcolor: barColor }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 64 } }}>
            <IconButton
              color="inherit"
              aria-label="Open navigation"
              onPointerEnter={() => void loadNavDrawer()}
              onFocus={() => void loadNavDrawer()}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              sx={{ display: { xs: 'inline-flex', [wide]: 'none' }, ...focusOnDark }}
            >
              <MenuRounded />
            </IconButton>
            <Box
              component={RouterLink}
              to={home}
              aria-label="Youth Enrichments: my home page"
              sx={{
                textDecoration: 'none',
                display: 'inline-flex',
                flexShrink: 0,
                py: 1,
                borderRadius: 2,
                ...focusOnDark,
                // A bar full of pages (the child's six) keeps the mark and drops the name until xl, so the
                // pages stay on one line and the user's name has room.
                ...(wide === 'lg'
                  ? { '& .MuiTypography-root': { display: { xs: 'inline', lg: 'none', xl: 'inline' } } }
                  : {}),
              }}
            >
              <Logo light compact />
            </Box>
            {sidebar ? null : (
              <Box sx={{ display: 'contents', ...settling }}>
                <BarNav items={items} wide={wide} />
              </Box>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <AccountMenu
              role={role}
              profile={profile}
              name={name}
              isProfileLoading={isProfileLoading}
              onSignOut={signOut}
            />
          </Toolbar>
        </Container>
        {isStudent ? <GrownUpSign /> : null}
      </AppBar>

      {drawerUsed ? (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            name={name}
            items={items}
            pathname={location.pathname}
            onSignOut={signOut}
          />
        </Suspense>
      ) : null}

      <Box sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
        {sidebar ? (
          <Box
            sx={{
              display: { xs: 'none', md: 'block' },
              width: 232,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'grey.200',
              bgcolor: 'background.paper',
            }}
          >
            <List
              component="nav"
              aria-label="Main"
              sx={{ px: 1, py: 2, position: 'sticky', top: 64, ...settling }}
            >
              <NavList items={items} pathname={location.pathname} />
            </List>
          </Box>
        ) : null}
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none', pb: 8 }}>
          <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
            <Outlet />
          </Container>
        </Box>
      </Box>
      <SiteFooter />
    </Box>
  );
}
