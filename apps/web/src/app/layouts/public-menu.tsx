import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';

/**
 * The public bar's menu on phones (Sign up, Log in, Student login). Its own module, loaded on the
 * first tap: Menu brings Popover, Modal and their transitions, which /login and / do not need to
 * show (decision 054).
 */
export default function PublicMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  return (
    <Menu id="public-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem component={RouterLink} to="/signup" onClick={onClose}>
        Sign up
      </MenuItem>
      <MenuItem component={RouterLink} to="/login" onClick={onClose}>
        Log in
      </MenuItem>
      <MenuItem component={RouterLink} to="/student/login" onClick={onClose}>
        Student login
      </MenuItem>
    </Menu>
  );
}
