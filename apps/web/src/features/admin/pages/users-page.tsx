import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@ye/contracts/admin';
import { useEffect, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { useAdminUsers, useImpersonateMutation } from '../api';
import { accountLabel } from '../components/users/user-columns.ts';
import { UserSearch } from '../components/users/user-search.tsx';
import { UsersTable } from '../components/users/users-table.tsx';

const SEARCH_DELAY_MS = 300;

/** /users (admins): every account, newest first, searchable, with a way to act as a non-admin user. */
export default function UsersPage() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const confirm = useConfirm();
  const impersonation = useImpersonateMutation();

  // Search as the admin types, once they pause.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, isPending, isFetching, isError } = useAdminUsers({ page, pageSize, q });

  const onImpersonate = async (user: AdminUser) => {
    const ok = await confirm({
      title: `Impersonate ${accountLabel(user)}?`,
      message:
        'You will be signed in as this user and see the app as they do. A red banner shows while you impersonate; stop from there. This is recorded in the audit log.',
      confirmText: 'Impersonate',
    });
    if (ok) impersonation.mutate(user);
  };

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
        onImpersonate={onImpersonate}
      />
    </Box>
  );
}
