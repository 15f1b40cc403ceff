import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Profile } from '@ye/contracts/auth';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePrivateImage } from '../../lib/private-image.ts';
import { focusOnDark } from './nav-style.ts';

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
 * The user's avatar and name in the app bar, opening a menu with who is signed in, a parent's account
 * pages, and Sign out.
 */
export function AccountMenu({
  role,
  profile,
  name,
  isProfileLoading,
  onSignOut,
}: {
  role: string | null;
  profile: Profile | undefined;
  name: string;
  isProfileLoading: boolean;
  onSignOut: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const isParent = role === 'parent' || role === 'auth';
  const picture = usePrivateImage(profile?.avatar);

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={name ? `Account menu for ${name}` : 'Account menu'}
        aria-haspopup="true"
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ gap: 1, px: 1, borderRadius: 999, minWidth: 0, flexShrink: 1, ...focusOnDark }}
      >
        <Avatar
          src={picture}
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
    </>
  );
}
