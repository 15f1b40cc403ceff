import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { AdminUser, AdminUserList } from '@ye/contracts/admin';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { FROM_MD, FROM_SM } from './user-columns.ts';
import { UserRow } from './user-row.tsx';

const PAGE_SIZES = [10, 20, 50];

/** A page of accounts with its pager (`users-count` describes the search box). */
export function UsersTable({
  data,
  q,
  pending,
  fetching,
  busy,
  page,
  pageSize,
  onPage,
  onPageSize,
  onImpersonate,
  onManage,
}: {
  data: AdminUserList | undefined;
  /** The search that was sent, for the no-match row. */
  q: string;
  pending: boolean;
  fetching: boolean;
  busy: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  onImpersonate: (user: AdminUser) => void;
  onManage: (user: AdminUser) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ borderColor: 'grey.200', overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{fetching ? <LinearProgress aria-label="Loading users" /> : null}</Box>
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
              <TableCell scope="col" align="right" sx={{ width: { xs: 136, sm: 224 }, pl: 1 }}>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.results.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                busy={busy}
                onImpersonate={onImpersonate}
                onManage={onManage}
              />
            ))}
            {data && data.results.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 4 }}>
                  {q ? `No users match “${q}”.` : 'There are no users yet.'}
                </TableCell>
              </TableRow>
            ) : null}
            {pending && !data ? (
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
        onPageChange={(_e, next) => onPage(next + 1)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(e) => onPageSize(Number(e.target.value))}
      />
    </Paper>
  );
}
