import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEMBERSHIP_ROLES, type MembershipRole, type Organization } from '@ye/contracts/organizations';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog';
import { useAddMember, useMembers, useRemoveMember } from '../api';

export const MEMBER_ROLE_LABELS: Record<MembershipRole, string> = {
  provider: 'Provider',
  external_admin: 'External admin',
  member: 'Member',
};

/** An organization's members: add an account by email with a role, remove one (after a confirm). */
export function MembersDialog({
  organization,
  onClose,
}: {
  organization: Organization;
  onClose: () => void;
}) {
  const id = useId();
  const confirm = useConfirm();
  const { data, isPending, isError } = useMembers(organization.id);
  const add = useAddMember();
  const remove = useRemoveMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MembershipRole>('member');

  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return;
    add.mutate(
      { id: organization.id, email: email.trim(), role },
      {
        onSuccess: () => {
          toast.success(
            `${email.trim()} is now a ${MEMBER_ROLE_LABELS[role].toLowerCase()} of ${organization.name}.`,
          );
          setEmail('');
        },
      },
    );
  };

  const onRemove = async (userId: string, who: string) => {
    const ok = await confirm({
      title: `Remove ${who}?`,
      message: `${who} will no longer belong to ${organization.name}. Their account stays.`,
      confirmText: 'Remove',
      destructive: true,
    });
    if (ok)
      remove.mutate(
        { id: organization.id, userId },
        { onSuccess: () => toast.success(`${who} was removed.`) },
      );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        Members of {organization.name}
      </DialogTitle>
      <DialogContent>
        {isError ? <Alert severity="error">We could not load the members. Please try again.</Alert> : null}
        {isPending ? <Typography color="text.secondary">Loading the members…</Typography> : null}
        {data && data.results.length === 0 ? (
          <Typography color="text.secondary">
            No one belongs to this organization yet. Add someone below.
          </Typography>
        ) : null}
        {data && data.results.length > 0 ? (
          <Box component="ul" aria-label="Members" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.results.map((m) => {
              const who = m.email ?? m.name;
              return (
                <Box
                  component="li"
                  key={m.user_id}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    py: 1,
                    borderTop: 1,
                    borderColor: 'grey.200',
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Typography sx={{ fontWeight: 600 }}>{m.name}</Typography>
                    <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
                      {m.email} · {MEMBER_ROLE_LABELS[m.role as MembershipRole] ?? m.role}
                    </Typography>
                  </Box>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onRemove(m.user_id, who)}
                    aria-label={`Remove ${who}`}
                    disabled={remove.isPending}
                  >
                    Remove
                  </Button>
                </Box>
              );
            })}
          </Box>
        ) : null}
        <Box
          component="form"
          onSubmit={onAdd}
          noValidate
          aria-label="Add a member"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 3 }}
        >
          <TextField
            label="Email"
            type="email"
            size="small"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            sx={{ flex: '1 1 220px' }}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <TextField
            select
            label="Role"
            size="small"
            value={role}
            onChange={(e) => setRole(e.target.value as MembershipRole)}
            sx={{ minWidth: 160 }}
          >
            {MEMBERSHIP_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {MEMBER_ROLE_LABELS[r]}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={add.isPending || !email.trim()}>
            Add member
          </Button>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
