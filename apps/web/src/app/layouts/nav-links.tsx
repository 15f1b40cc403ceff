import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink, Link as RouterLink } from 'react-router';
import type { ROUTES } from '../routes.tsx';
import { NAV_ICONS } from './nav-icons.tsx';
import { focusOnDark } from './nav-style.ts';

export type NavItem = (typeof ROUTES)[number];

/** The role's pages as a list, with the current one marked: the drawer's and the side bar's. */
export function NavList({
  items,
  pathname,
  onPick,
}: {
  items: NavItem[];
  pathname: string;
  onPick?: () => void;
}) {
  return items.map((r) => {
    const Icon = r.nav ? NAV_ICONS[r.nav.icon] : undefined;
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

/** The role's pages as buttons in the app bar, shown from the `wide` breakpoint up. */
export function BarNav({ items, wide }: { items: NavItem[]; wide: 'md' | 'lg' }) {
  return (
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
  );
}
