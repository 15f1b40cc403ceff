import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADULT_TYPES, type AdminUser, type AuditEntry, type UpdateUserBody } from '@ye/contracts/admin';
import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../../components/confirm-dialog';
import { formatDate } from '../../../../lib/format.ts';
import {
  useChangeRoleMutation,
  useDisableUserMutation,
  useEnableUserMutation,
  useUserAudit,
} from '../../api';
import { ReasonDialog } from './reason-dialog.tsx';
import { accountLabel, ROLE_LABELS } from './user-columns.ts';

const ACTIONS: Record<string, string> = {
  'user.disable': 'Disabled',
  'user.enable': 'Enabled',
  'user.role': 'Role changed',
  'impersonation.token': 'Impersonation asked',
  'impersonation.start': 'Impersonation started',
  'impersonation.write': 'Change while impersonated',
  'password.update': 'Password changed',
};

/** One line of the history in words: what, by whom, and the reason or change when there is one. */
function describe(entry: AuditEntry): string {
  const d = entry.details;
  const parts: string[] = [];
  if (typeof d.reason === 'string') parts.push(`“${d.reason}”`);
  if (typeof d.from === 'string' && typeof d.to === 'string')
    parts.push(
      `${ROLE_LABELS[d.from as AdminUser['type']] ?? d.from} → ${ROLE_LABELS[d.to as AdminUser['type']] ?? d.to}`,
    );
  if (typeof d.method === 'string' && typeof d.route === 'string') parts.push(`${d.method} ${d.route}`);
  return parts.join(' · ');
}

function History({ user }: { user: AdminUser }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useUserAudit(user.id, page);
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  return (
    <Box component="section" aria-labelledby={`history-${user.id}`} sx={{ mt: 3 }}>
      <Typography id={`history-${user.id}`} component="h3" variant="h6" sx={{ mb: 1 }}>
        History
      </Typography>
      {isError ? <Alert severity="error">We could not load the history. Please try again.</Alert> : null}
      {isPending ? <Typography color="text.secondary">Loading the history…</Typography> : null}
      {data && data.results.length === 0 ? (
        <Typography color="text.secondary">Nothing has been recorded about this account yet.</Typography>
      ) : null}
      {data && data.results.length > 0 ? (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Audit history">
          {data.results.map((entry) => {
            const about = describe(entry);
            const by = entry.actor
              ? entry.actor.id === user.id
                ? 'by this user'
                : `by ${entry.actor.name}`
              : '';
            const to =
              entry.target && entry.target.id !== user.id
                ? `, to ${entry.target.email ?? entry.target.name}`
                : '';
            return (
              <Box
                component="li"
                key={entry.id}
                sx={{ py: 1, borderTop: 1, borderColor: 'grey.200', overflowWrap: 'anywhere' }}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {ACTIONS[entry.action] ?? entry.action}
                </Typography>{' '}
                <Typography component="span" color="text.secondary">
                  {formatDate(entry.created_at)} {by}
                  {to}
                </Typography>
                {about ? <Typography sx={{ fontSize: '0.875rem' }}>{about}</Typography> : null}
              </Box>
            );
          })}
        </Box>
      ) : null}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
          size="small"
          sx={{ mt: 1 }}
          aria-label="History pages"
        />
      ) : null}
    </Box>
  );
}

/**
 * Manage one account: its state, disable (with a reason) or enable, change an adult's role, and its
 * history from the audit log. An admin cannot disable or re-role themselves (the API refuses too).
 */
export function ManageUserDialog({
  user,
  selfId,
  onClose,
}: {
  user: AdminUser | null;
  /** The signed-in admin's own id. */
  selfId: string | undefined;
  onClose: () => void;
}) {
  const id = useId();
  const confirm = useConfirm();
  const disable = useDisableUserMutation();
  const enable = useEnableUserMutation();
  const changeRole = useChangeRoleMutation();
  const [asking, setAsking] = useState(false);
  const [role, setRole] = useState<UpdateUserBody['type'] | ''>('');
  const [current, setCurrent] = useState<AdminUser | null>(user);

  useEffect(() => {
    setCurrent(user);
    setRole(user && user.type !== 'child' ? user.type : '');
    setAsking(false);
  }, [user]);

  if (!current) return null;
  const label = accountLabel(current);
  const self = current.id === selfId;
  const busy = disable.isPending || enable.isPending || changeRole.isPending;

  const onDisable = (reason: string) =>
    disable.mutate(
      { user: current, reason },
      {
        onSuccess: (next) => {
          setCurrent(next);
          setAsking(false);
          toast.success(`${label} is disabled and signed out everywhere.`);
        },
      },
    );

  const onEnable = async () => {
    const ok = await confirm({
      title: `Enable ${label}?`,
      message: 'They can sign in again. Sessions from before stay signed out.',
      confirmText: 'Enable',
    });
    if (!ok) return;
    enable.mutate(
      { user: current },
      {
        onSuccess: (next) => {
          setCurrent(next);
          toast.success(`${label} can sign in again.`);
        },
      },
    );
  };

  const onRole = async () => {
    if (!role || role === current.type) return;
    const ok = await confirm({
      title: `Make ${label} ${ROLE_LABELS[role].toLowerCase()}?`,
      message: `Their role changes from ${ROLE_LABELS[current.type].toLowerCase()} on their next page. This is recorded in the audit log.`,
      confirmText: 'Change role',
    });
    if (!ok) return;
    changeRole.mutate(
      { user: current, type: role },
      {
        onSuccess: (next) => {
          setCurrent(next);
          toast.success(`${label} is now ${ROLE_LABELS[next.type].toLowerCase()}.`);
        },
      },
    );
  };

  return (
    <>
      <Dialog
        open={Boolean(user) && !asking}
        onClose={onClose}
        aria-labelledby={`${id}-title`}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id={`${id}-title`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          Manage {label}
        </DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
            <Typography>
              {`${current.first_name} ${current.last_name}`.trim()} · {ROLE_LABELS[current.type]}
            </Typography>
            {current.disabled_at ? (
              <Chip size="small" color="error" label="Disabled" />
            ) : (
              <Chip size="small" color="success" variant="outlined" label="Active" />
            )}
          </Box>
          {current.disabled_at ? (
            <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              Disabled on {formatDate(current.disabled_at)}: “{current.disabled_reason}”. This account cannot
              sign in.
            </Alert>
          ) : null}
          {self ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              This is your own account: another admin can change its role or disable it.
            </Typography>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              {current.type === 'child' ? (
                <Typography color="text.secondary">A child account keeps its role.</Typography>
              ) : (
                <>
                  <TextField
                    select
                    size="small"
                    label="Role"
                    value={role}
                    onChange={(e) => setRole(e.target.value as UpdateUserBody['type'])}
                    sx={{ minWidth: 180 }}
                  >
                    {ADULT_TYPES.map((t) => (
                      <MenuItem key={t} value={t}>
                        {ROLE_LABELS[t]}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button variant="outlined" onClick={onRole} disabled={busy || role === current.type}>
                    Change role
                  </Button>
                </>
              )}
            </Box>
          )}
          <History user={current} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          {self ? null : current.disabled_at ? (
            <Button variant="outlined" color="success" onClick={onEnable} disabled={busy}>
              Enable account
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setAsking(true)} disabled={busy}>
              Disable account…
            </Button>
          )}
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
      <ReasonDialog
        open={asking}
        title={`Disable ${label}?`}
        message="They are signed out everywhere at once and cannot sign in until an admin enables the account again. Their data stays."
        label="Why are you disabling this account?"
        confirmText="Disable"
        destructive
        busy={disable.isPending}
        onCancel={() => setAsking(false)}
        onSubmit={onDisable}
      />
    </>
  );
}
