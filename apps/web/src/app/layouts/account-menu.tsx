import PersonRounded from '@mui/icons-material/PersonRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { Profile } from '@ye/contracts/auth';
import { lazy, Suspense, useState } from 'react';
import { usePrivateImage } from '../../lib/private-image.ts';
import { focusOnDark } from './nav-style.ts';

// The menu's module loads on the first opening, or when the pointer or focus reaches the button.
const loadList = () => import('./account-menu-list.tsx');
const AccountMenuList = lazy(loadList);

/**
 * The user's avatar and name in the app bar, opening a menu with who is signed in, a parent's account
 * pages, and Sign out (account-menu-list.tsx).
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
  // Mounted from the first opening on, so the menu can play its closing transition.
  const [menuUsed, setMenuUsed] = useState(false);
  const close = () => setAnchor(null);
  const picture = usePrivateImage(profile?.avatar);

  return (
    <>
      <Button
        color="inherit"
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(e) => {
          setMenuUsed(true);
          setAnchor(e.currentTarget);
        }}
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
      {menuUsed ? (
        <Suspense fallback={null}>
          <AccountMenuList
            anchor={anchor}
            close={close}
            role={role}
            profile={profile}
            name={name}
            onSignOut={onSignOut}
          />
        </Suspense>
      ) : null}
    </>
  );
}
