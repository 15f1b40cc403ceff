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
import type { Organization } from '@ye/contracts/organizations';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useCreateOrganization, useOrganizations, useUpdateOrganization } from '../api';
import { MembersDialog } from '../components/members-dialog.tsx';
import { NameDialog } from '../components/name-dialog.tsx';

const SEARCH_DELAY_MS = 300;
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** /organizations (admins): every organization by name, searchable; create, rename, archive, members. */
export default function OrganizationsPage() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Organization | null>(null);
  const [members, setMembers] = useState<Organization | null>(null);
  const confirm = useConfirm();
  const create = useCreateOrganization();
  const update = useUpdateOrganization();

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, isPending, isFetching, isError } = useOrganizations({ page, pageSize, q });

  const onArchive = async (o: Organization) => {
    const archiving = o.status === 'active';
    const ok = await confirm({
      title: archiving ? `Archive ${o.name}?` : `Restore ${o.name}?`,
      message: archiving
        ? 'Its members keep their accounts, but the organization leaves their lists until you restore it.'
        : 'Its members see it again.',
      confirmText: archiving ? 'Archive' : 'Restore',
      destructive: archiving,
    });
    if (!ok) return;
    update.mutate(
      { id: o.id, status: archiving ? 'archived' : 'active' },
      { onSuccess: () => toast.success(`${o.name} is ${archiving ? 'archived' : 'active again'}.`) },
    );
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <Typography component="h1" variant="h1" sx={{ flex: 1 }}>
          Organizations
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          New organization
        </Button>
      </Box>
      <TextField
        label="Search organizations"
        placeholder="Name"
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
          htmlInput: { maxLength: 100, 'aria-describedby': 'organizations-count' },
        }}
      />
      {isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          We could not load the organizations. Please try again.
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ borderColor: 'grey.200', overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>
          {isFetching ? <LinearProgress aria-label="Loading organizations" /> : null}
        </Box>
        <TableContainer>
          <Table size="small" aria-label="Organizations" sx={{ tableLayout: 'fixed', width: '100%' }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Name</TableCell>
                <TableCell scope="col" sx={{ ...FROM_SM, width: 110 }}>
                  Status
                </TableCell>
                <TableCell scope="col" sx={{ ...FROM_SM, width: 100 }}>
                  Members
                </TableCell>
                <TableCell scope="col" align="right" sx={{ width: { xs: 120, sm: 300 } }}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.results.map((o) => (
                <TableRow key={o.id} hover>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {o.name}
                    <Box
                      sx={{
                        display: { xs: 'block', sm: 'none' },
                        color: 'text.secondary',
                        fontSize: '0.8125rem',
                      }}
                    >
                      {o.status === 'archived' ? 'Archived · ' : ''}
                      {o.member_count} {o.member_count === 1 ? 'member' : 'members'}
                    </Box>
                  </TableCell>
                  <TableCell sx={FROM_SM}>
                    {o.status === 'archived' ? (
                      <Chip size="small" label="Archived" />
                    ) : (
                      <Chip size="small" color="success" variant="outlined" label="Active" />
                    )}
                  </TableCell>
                  <TableCell sx={FROM_SM}>{o.member_count}</TableCell>
                  <TableCell align="right">
                    <Box
                      sx={{
                        display: 'flex',
                        flexDirection: { xs: 'column', sm: 'row' },
                        alignItems: { xs: 'flex-end', sm: 'center' },
                        justifyContent: 'flex-end',
                        gap: 1,
                      }}
                    >
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => setMembers(o)}
                        aria-label={`Members of ${o.name}`}
                      >
                        Members
                      </Button>
                      <Button size="small" onClick={() => setRenaming(o)} aria-label={`Rename ${o.name}`}>
                        Rename
                      </Button>
                      <Button
                        size="small"
                        color={o.status === 'active' ? 'error' : 'primary'}
                        onClick={() => onArchive(o)}
                        aria-label={`${o.status === 'active' ? 'Archive' : 'Restore'} ${o.name}`}
                      >
                        {o.status === 'active' ? 'Archive' : 'Restore'}
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
              {data && data.results.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4} align="center" sx={{ py: 4 }}>
                    {q
                      ? `No organizations match “${q}”.`
                      : 'There are no organizations yet. Create the first one.'}
                  </TableCell>
                </TableRow>
              ) : null}
              {isPending && !data ? (
                <TableRow>
                  <TableCell colSpan={4} align="center" sx={{ py: 4 }}>
                    Loading organizations…
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          id="organizations-count"
          labelRowsPerPage="Rows:"
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
          count={data?.count ?? 0}
          page={data && data.count > 0 ? page - 1 : 0}
          onPageChange={(_e, next) => setPage(next + 1)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 20, 50]}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(1);
          }}
        />
      </Paper>
      <NameDialog
        open={creating}
        title="New organization"
        confirmText="Create"
        busy={create.isPending}
        onCancel={() => setCreating(false)}
        onSubmit={(name) =>
          create.mutate(name, {
            onSuccess: (o) => {
              setCreating(false);
              toast.success(`${o.name} is created.`);
            },
          })
        }
      />
      <NameDialog
        open={Boolean(renaming)}
        title={renaming ? `Rename ${renaming.name}` : ''}
        initial={renaming?.name ?? ''}
        confirmText="Rename"
        busy={update.isPending}
        onCancel={() => setRenaming(null)}
        onSubmit={(name) => {
          if (!renaming) return;
          update.mutate(
            { id: renaming.id, name },
            {
              onSuccess: (o) => {
                setRenaming(null);
                toast.success(`Renamed to ${o.name}.`);
              },
            },
          );
        }}
      />
      {members ? <MembersDialog organization={members} onClose={() => setMembers(null)} /> : null}
    </Box>
  );
}
