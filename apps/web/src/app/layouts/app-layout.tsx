import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { landingPath } from '@ye/contracts/roles';
import { useState } from 'react';
import { NavLink, Outlet, Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { displayName } from '../../lib/profile.ts';
import { useActivityTracker } from '../../lib/use-activity-tracker.ts';
import { useSession } from '../../lib/use-session.tsx';
import { roleAllowed } from '../access.ts';
import { CATALOG_ROLES, ROUTES } from '../routes.tsx';
import { SiteFooter } from './site-footer.tsx';

const ROLE_LABEL: Record<string, string> = {
  parent: 'Parent',
  auth: 'Parent',
  child: 'Student',
  student: 'Student',
  instructor: 'Instructor',
  ely_admin: 'Instructor',
  provider: 'Provider',
  external_admin: 'External admin',
  admin: 'Admin',
};

/**
 * The navigation of a role: every page with a nav entry that the role may open, the role's own pages
 * first and the catalogue (shared by parents and staff) after them.
 */
export function navFor(role: string | null) {
  const items = ROUTES.filter((r) => r.nav && r.roles && roleAllowed(r.roles, role));
  const shared = (r: (typeof items)[number]) => r.roles === CATALOG_ROLES;
  return [...items.filter((r) => !shared(r)), ...items.filter(shared)];
}

const focusOnDark = {
  '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid #FFC83D', outlineOffset: 2 },
};

/** Up to this many pages sit in the app bar; with more, they move to a side bar. */
const SIDEBAR_FROM = 6;
/** With more pages than this, the app bar needs a wide screen (lg) to hold them. */
const ROOMY_BAR = 4;

/** The role's pages as a list, with the current one marked: the drawer's and the side bar's. */
function NavList({
  items,
  pathname,
  onPick,
}: {
  items: ReturnType<typeof navFor>;
  pathname: string;
  onPick?: () => void;
}) {
  return items.map((r) => {
    const Icon = r.nav?.icon;
    const current = pathname === r.path || `${pathname}/` === r.path;
    return (
      <ListItemButton
        key={r.path}
        component={RouterLink}
        to={r.path}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onPick}
        sx={{ borderRadius: 2 }}
      >
        {Icon ? (
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
        ) : null}
        <ListItemText primary={r.nav?.label} />
      </ListItemButton>
    );
  });
}

/** The signed-in frame: app bar with the role's navigation, the user's name and avatar, sign-out. */
export function AppLayout() {
  const { role, profile, isProfileLoading, signOut } = useSession();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [userMenu, setUserMenu] = useState<HTMLElement | null>(null);
  const items = navFor(role);
  const name = displayName(profile);
  const isStudent = role === 'child' || role === 'student';
  const barColor = isStudent ? 'secondary.main' : 'primary.main';
  const home = role ? landingPath(role) : '/';
  const isParent = role === 'parent' || role === 'auth';
  // More pages than fit in the bar (the instructor studio): a side bar from md up instead.
  const sidebar = items.length > SIDEBAR_FROM;
  // Where the pages leave the menu button for the bar (or the side bar).
  const wide = !sidebar && items.length > ROOMY_BAR ? 'lg' : 'md';
  const navList = (onPick?: () => void) => (
    <NavList items={items} pathname={location.pathname} onPick={onPick} />
  );
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
              onClick={() => setDrawerOpen(true)}
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
              <Box
                component="nav"
                aria-label="Main"
                // The pages keep their width and one line each; the account button gives way instead.
                sx={{ display: { xs: 'none', [wide]: 'flex' }, gap: 0.5, ml: 3, flexShrink: 0 }}
              >
                {items.map((r) => (
                  <Button
                    key={r.path}
                    component={NavLink}
                    to={r.path}
                    end
                    color="inherit"
                    sx={{
                      ...focusOnDark,
                      whiteSpace: 'nowrap',
                      flexShrink: 0,
                      '&.active': { bgcolor: 'rgba(255,255,255,0.18)' },
                    }}
                  >
                    {r.nav?.label}
                  </Button>
                ))}
              </Box>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <Button
              color="inherit"
              onClick={(e) => setUserMenu(e.currentTarget)}
              aria-label={name ? `Account menu for ${name}` : 'Account menu'}
              aria-haspopup="true"
              aria-controls={userMenu ? 'user-menu' : undefined}
              aria-expanded={userMenu ? 'true' : undefined}
              sx={{ gap: 1, px: 1, borderRadius: 999, minWidth: 0, flexShrink: 1, ...focusOnDark }}
            >
              <Avatar
                src={profile?.avatar ?? undefined}
                alt=""
                sx={{
                  width: 36,
                  height: 36,
                  bgcolor: 'yellow.main',
                  color: 'yellow.contrastText',
                  fontWeight: 700,
                }}
              >
                {/* An icon rather than the initial: visible text must be part of the button's name (WCAG 2.5.3). */}
                <PersonRounded aria-hidden />
              </Avatar>
              <Box
                component="span"
                sx={{
                  display: { xs: 'none', sm: 'inline' },
                  maxWidth: 220,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {isProfileLoading ? (
                  <Skeleton variant="text" width={96} sx={{ bgcolor: 'rgba(255,255,255,0.3)' }} />
                ) : (
                  name
                )}
              </Box>
            </Button>
            <Menu
              id="user-menu"
              anchorEl={userMenu}
              open={Boolean(userMenu)}
              onClose={() => setUserMenu(null)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
              <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
                <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {profile?.email ?? profile?.username ?? ''}
                  {role ? ` · ${ROLE_LABEL[role] ?? role}` : ''}
                </Typography>
              </Box>
              <Divider />
              {isParent ? (
                <MenuItem component={RouterLink} to="/my-account" onClick={() => setUserMenu(null)}>
                  <ListItemIcon>
                    <ManageAccountsRounded fontSize="small" />
                  </ListItemIcon>
                  My account
                </MenuItem>
              ) : null}
              {isParent ? (
                <MenuItem component={RouterLink} to="/my-account/contact" onClick={() => setUserMenu(null)}>
                  <ListItemIcon>
                    <MailOutlineRounded fontSize="small" />
                  </ListItemIcon>
                  Contact us
                </MenuItem>
              ) : null}
              <MenuItem
                onClick={() => {
                  setUserMenu(null);
                  signOut();
                }}
              >
                <ListItemIcon>
                  <LogoutRounded fontSize="small" />
                </ListItemIcon>
                Sign out
              </MenuItem>
            </Menu>
          </Toolbar>
        </Container>
      </AppBar>

      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{ paper: { sx: { width: 280, borderRadius: 0 } } }}
      >
        <Box sx={{ p: 2 }}>
          <Logo />
          {name ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Signed in as {name}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        <List component="nav" aria-label="Main" sx={{ px: 1 }}>
          {navList(() => setDrawerOpen(false))}
          <Divider sx={{ my: 1 }} />
          <ListItemButton
            onClick={() => {
              setDrawerOpen(false);
              signOut();
            }}
          >
            <ListItemIcon>
              <LogoutRounded />
            </ListItemIcon>
            <ListItemText primary="Sign out" />
          </ListItemButton>
        </List>
      </Drawer>

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
            <List component="nav" aria-label="Main" sx={{ px: 1, py: 2, position: 'sticky', top: 64 }}>
              {navList()}
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
