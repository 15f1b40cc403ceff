import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Logo } from '../../components/logo.tsx';
import { type NavItem, NavList } from './nav-links.tsx';

/** The navigation on narrow screens: the role's pages and Sign out, in a drawer from the left (loaded on first use). */
export default function NavDrawer({
  open,
  onClose,
  name,
  items,
  pathname,
  onSignOut,
}: {
  open: boolean;
  onClose: () => void;
  name: string;
  items: NavItem[];
  pathname: string;
  onSignOut: () => void;
}) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280, borderRadius: 0 } } }}>
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
        <NavList items={items} pathname={pathname} onPick={onClose} />
        <Divider sx={{ my: 1 }} />
        <ListItemButton
          onClick={() => {
            onClose();
            onSignOut();
          }}
        >
          <ListItemIcon>
            <LogoutRounded />
          </ListItemIcon>
          <ListItemText primary="Sign out" />
        </ListItemButton>
      </List>
    </Drawer>
  );
}
