import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { AdminUser } from '@ye/contracts/admin';
import { formatDate } from '../../../../lib/format.ts';
import { accountLabel, FROM_MD, FROM_SM, ONE_LINE, ROLE_LABELS } from './user-columns.ts';

/** One account: name, login, role and state, dates, Manage and Impersonate (not for admins). */
export function UserRow({
  user,
  busy,
  onImpersonate,
  onManage,
}: {
  user: AdminUser;
  /** An impersonation is starting. */
  busy: boolean;
  onImpersonate: (user: AdminUser) => void;
  onManage: (user: AdminUser) => void;
}) {
  const disabled = user.disabled_at ? (
    <Chip size="small" color="error" label="Disabled" sx={{ maxWidth: '100%' }} />
  ) : null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  const login = user.email ?? user.username ?? '—';
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Box sx={ONE_LINE} title={name || undefined}>
          {name || '—'}
        </Box>
        {/* On a phone the email and role sit under the name. */}
        <Box sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
          <Box sx={ONE_LINE} title={login}>
            {login}
          </Box>
          <Box sx={{ fontSize: '0.8125rem' }}>
            {ROLE_LABELS[user.type]}
            {user.disabled_at ? ' · Disabled' : ''}
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={FROM_SM}>
        <Box sx={ONE_LINE} title={login}>
          {login}
        </Box>
      </TableCell>
      <TableCell sx={FROM_SM}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
          <Chip size="small" label={ROLE_LABELS[user.type]} sx={{ maxWidth: '100%' }} />
          {disabled}
        </Box>
      </TableCell>
      <TableCell sx={FROM_MD}>{formatDate(user.created_at)}</TableCell>
      <TableCell sx={FROM_MD}>{user.last_login_at ? formatDate(user.last_login_at) : 'Never'}</TableCell>
      <TableCell align="right" sx={{ pl: 1 }}>
        {/* Stacked on a phone, side by side from sm. */}
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-end', sm: 'center' },
            justifyContent: 'flex-end',
            gap: 1,
          }}
        >
          <Button size="small" onClick={() => onManage(user)} aria-label={`Manage ${accountLabel(user)}`}>
            Manage
          </Button>
          {user.type === 'admin' || user.disabled_at ? null : (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onImpersonate(user)}
              disabled={busy}
              aria-label={`Impersonate ${accountLabel(user)}`}
            >
              Impersonate
            </Button>
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
}
