import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Profile } from '@ye/contracts/auth';
import { Link as RouterLink } from 'react-router';

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
 * The account menu's list: who is signed in, a parent's account pages, and Sign out. Its own module,
 * loaded when the menu is first opened (Menu brings Popover, Modal and their transitions; decision 054).
 */
export default function AccountMenuList({
  anchor,
  close,
  role,
  profile,
  name,
  onSignOut,
}: {
  anchor: HTMLElement | null;
  close: () => void;
  role: string | null;
  profile: Profile | undefined;
  name: string;
  onSignOut: () => void;
}) {
  const isParent = role === 'parent' || role === 'auth';
  return (
    <Menu
      id="user-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
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
        <MenuItem component={RouterLink} to="/my-account" onClick={close}>
          <ListItemIcon>
            <ManageAccountsRounded fontSize="small" />
          </ListItemIcon>
          My account
        </MenuItem>
      ) : null}
      {isParent ? (
        <MenuItem component={RouterLink} to="/my-account/contact" onClick={close}>
          <ListItemIcon>
            <MailOutlineRounded fontSize="small" />
          </ListItemIcon>
          Contact us
        </MenuItem>
      ) : null}
      <MenuItem
        onClick={() => {
          close();
          onSignOut();
        }}
      >
        <ListItemIcon>
          <LogoutRounded fontSize="small" />
        </ListItemIcon>
        Sign out
      </MenuItem>
    </Menu>
  );
}
