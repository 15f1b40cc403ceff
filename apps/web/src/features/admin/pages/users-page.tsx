import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@ye/contracts/admin';
import { IMPERSONATION_MINUTES } from '@ye/contracts/mesh';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/use-session.tsx';
import { useAdminUsers, useImpersonateMutation } from '../api';
import { ManageUserDialog } from '../components/users/manage-user-dialog.tsx';
import { ReasonDialog } from '../components/users/reason-dialog.tsx';
import { accountLabel } from '../components/users/user-columns.ts';
import { UserSearch } from '../components/users/user-search.tsx';
import { UsersTable } from '../components/users/users-table.tsx';

const SEARCH_DELAY_MS = 300;

/**
 * /users (admins): every account, newest first, searchable; Manage disables, enables or re-roles an
 * account and shows its history; Impersonate acts as a non-admin user.
 */
export default function UsersPage() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const impersonation = useImpersonateMutation();
  const [managing, setManaging] = useState<AdminUser | null>(null);
  const { profile } = useSession();

  // Search as the admin types, once they pause.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, isPending, isFetching, isError } = useAdminUsers({ page, pageSize, q });

  const [impersonating, setImpersonating] = useState<AdminUser | null>(null);
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        Users
      </Typography>
      <UserSearch value={search} onChange={setSearch} />
      {isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          We could not load the users. Please try again.
        </Alert>
      ) : null}
      <UsersTable
        data={data}
        q={q}
        pending={isPending}
        fetching={isFetching}
        busy={impersonation.isPending}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(next) => {
          setPageSize(next);
          setPage(1);
        }}
        onImpersonate={setImpersonating}
        onManage={setManaging}
      />
      <ReasonDialog
        open={Boolean(impersonating)}
        title={impersonating ? `Impersonate ${accountLabel(impersonating)}?` : ''}
        message={`You will be signed in as this user for up to ${IMPERSONATION_MINUTES} minutes and see the app as they do. Billing, passwords and deleting the account stay closed. A red banner shows while you impersonate; stop from there. Everything you change is recorded in the audit log with both your names.`}
        label="Why are you impersonating this user?"
        confirmText="Impersonate"
        busy={impersonation.isPending}
        onCancel={() => setImpersonating(null)}
        onSubmit={(reason) => {
          if (impersonating) impersonation.mutate({ user: impersonating, reason });
        }}
      />
      <ManageUserDialog user={managing} selfId={profile?.id} onClose={() => setManaging(null)} />
    </Box>
  );
}
