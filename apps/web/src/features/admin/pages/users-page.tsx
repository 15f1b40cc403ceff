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

/** Columns that only fit from `sm` (email, role) and from `md` (dates) up; on a phone they go under the name. */
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } } as const;
/** One line, cut with an ellipsis when too long (the full text is in its title and the row's button name). */
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
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
          <Table
            size="small"
            aria-label="Users"
            // Fixed columns: long names and emails are cut with an ellipsis instead of widening the page.
            sx={{ tableLayout: 'fixed', width: '100%' }}
          >
            <TableHead>
              <TableRow>
                <TableCell scope="col">Name</TableCell>
                <TableCell scope="col" sx={{ ...FROM_SM, width: '32%' }}>
                  Email or username
                </TableCell>
                <TableCell scope="col" sx={{ ...FROM_SM, width: 132 }}>
                  Role
                </TableCell>
                <TableCell scope="col" sx={{ ...FROM_MD, width: 120 }}>
                  Joined
                </TableCell>
                <TableCell scope="col" sx={{ ...FROM_MD, width: 120 }}>
                  Last sign-in
                </TableCell>
                <TableCell scope="col" align="right" sx={{ width: 136, pl: 1 }}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.results.map((user) => {
                const name = `${user.first_name} ${user.last_name}`.trim();
                const login = user.email ?? user.username ?? '—';
                return (
                  <TableRow key={user.id} hover>
                    <TableCell component="th" scope="row">
                      <Box sx={ONE_LINE} title={name || undefined}>
                        {name || '—'}
                      </Box>
                      {/* On a phone the email and role sit under the name. */}
                      <Box sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
                        <Box sx={ONE_LINE} title={login}>
                          {login}
                        </Box>
                        <Box sx={{ fontSize: '0.8125rem' }}>{ROLE_LABELS[user.type]}</Box>
                      </Box>
                    </TableCell>
                    <TableCell sx={FROM_SM}>
                      <Box sx={ONE_LINE} title={login}>
                        {login}
                      </Box>
                    </TableCell>
                    <TableCell sx={FROM_SM}>
                      <Chip size="small" label={ROLE_LABELS[user.type]} sx={{ maxWidth: '100%' }} />
                    </TableCell>
                    <TableCell sx={FROM_MD}>{formatDate(user.created_at)}</TableCell>
                    <TableCell sx={FROM_MD}>
                      {user.last_login_at ? formatDate(user.last_login_at) : 'Never'}
                    </TableCell>
                    <TableCell align="right" sx={{ pl: 1 }}>
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
          labelRowsPerPage="Rows:"
          sx={{
            // On a phone the toolbar keeps to the screen: less padding, the count may wrap under.
            '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } },
            '& .MuiTablePagination-input': { mr: { xs: 1, sm: 4 } },
          }}
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
