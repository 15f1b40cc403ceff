import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@ye/contracts/admin';
import { useEffect, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/format.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useAdminUsers, useImpersonateMutation } from '../api';

const ROLE_LABELS: Record<AdminUser['type'], string> = {
  parent: 'Parent',
  child: 'Child',
  instructor: 'Instructor',
  provider: 'Provider',
  ely_admin: 'ELY admin',
  external_admin: 'External admin',
  admin: 'Admin',
};

const PAGE_SIZES = [10, 20, 50];
const SEARCH_DELAY_MS = 300;

/** What identifies an account in the confirm dialog: adults by email, children by username. */
const accountLabel = (u: AdminUser) => u.email ?? u.username ?? `${u.first_name} ${u.last_name}`.trim();

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
      <TextField
        label="Search users"
        placeholder="Name, email or username"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        fullWidth
        sx={{ mb: 2, maxWidth: 480 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 100, 'aria-describedby': 'users-count' },
        }}
      />
      {isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          We could not load the users. Please try again.
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ borderColor: 'grey.200', overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{isFetching ? <LinearProgress aria-label="Loading users" /> : null}</Box>
        <TableContainer>
          <Table size="small" aria-label="Users">
            <TableHead>
              <TableRow>
                <TableCell scope="col">Name</TableCell>
                <TableCell scope="col">Email or username</TableCell>
                <TableCell scope="col">Role</TableCell>
                <TableCell scope="col" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  Joined
                </TableCell>
                <TableCell scope="col" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  Last sign-in
                </TableCell>
                <TableCell scope="col" align="right">
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.results.map((user) => {
                const name = `${user.first_name} ${user.last_name}`.trim();
                return (
                  <TableRow key={user.id} hover>
                    <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                      {name || '—'}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {user.email ?? user.username ?? '—'}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={ROLE_LABELS[user.type]} />
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {formatDate(user.created_at)}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {user.last_login_at ? formatDate(user.last_login_at) : 'Never'}
                    </TableCell>
                    <TableCell align="right">
                      {user.type === 'admin' ? null : (
                        <Button
                          size="small"
                          variant="outlined"
                          onClick={() => onImpersonate(user)}
                          disabled={impersonation.isPending}
                          aria-label={`Impersonate ${accountLabel(user)}`}
                        >
                          Impersonate
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
              {data && data.results.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} align="center" sx={{ py: 4 }}>
                    {q ? `No users match “${q}”.` : 'There are no users yet.'}
                  </TableCell>
                </TableRow>
              ) : null}
              {isPending && !data ? (
                <TableRow>
                  <TableCell colSpan={6} align="center" sx={{ py: 4 }}>
                    Loading users…
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          id="users-count"
          count={data?.count ?? 0}
          page={data && data.count > 0 ? page - 1 : 0}
          onPageChange={(_e, next) => setPage(next + 1)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(1);
          }}
        />
      </Paper>
    </Box>
  );
}
