import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { isOn } from '../lib/features.ts';
import { PATHS } from '../lib/paths.ts';

/**
 * A parent's account pages: profile and password (features/account), the membership and cards
 * (features/billing), so the shell is shared. Only parents open /my-account, so a child never sees a
 * billing link.
 */
const sections = () => [
  { to: PATHS.account, label: 'Profile' },
  { to: PATHS.changePassword, label: 'Change password' },
  ...(isOn('subscriptions')
    ? [
        { to: PATHS.subscriptions, label: 'Subscriptions' },
        { to: PATHS.cards, label: 'Cards' },
      ]
    : []),
];
/** The change-password page also serves instructors at /instructor/profile/change-password. */
const INSTRUCTOR_SECTIONS = [
  { to: PATHS.instructorProfile, label: 'Profile' },
  { to: PATHS.instructorChangePassword, label: 'Change password' },
] as const;

/**
 * Heading, the account sub-navigation and a card for the page's content (`plain`: the page lays out
 * its own cards).
 */
export function AccountShell({
  title,
  intro,
  plain = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  plain?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const links: readonly { to: string; label: string }[] = pathname.startsWith(PATHS.instructor)
    ? INSTRUCTOR_SECTIONS
    : sections();
  const current = links.find((s) => s.to === pathname.replace(/\/$/, ''))?.to ?? false;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="nav" aria-label="My account" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, listStyle: 'none', m: 0, p: 0 }}
        >
          {links.map((s) => {
            const active = current === s.to;
            return (
              <li key={s.to}>
                <Link
                  component={RouterLink}
                  to={s.to}
                  aria-current={active ? 'page' : undefined}
                  underline="none"
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 48,
                    px: 0.5,
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                    color: active ? 'primary.main' : 'text.secondary',
                    borderBottom: 3,
                    borderColor: active ? 'primary.main' : 'transparent',
                    '&:hover': { color: 'primary.main' },
                  }}
                >
                  {s.label}
                </Link>
              </li>
            );
          })}
        </Box>
      </Box>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      ) : null}
      {plain ? (
        children
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          {children}
        </Paper>
      )}
    </Box>
  );
}
