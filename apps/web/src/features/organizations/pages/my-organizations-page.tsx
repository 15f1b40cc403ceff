import CorporateFareRounded from '@mui/icons-material/CorporateFareRounded';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrganizationMetrics } from '@ye/contracts/organization-metrics';
import type { MembershipRole } from '@ye/contracts/organizations';
import { useState } from 'react';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { useMyOrganizationMembers, useMyOrganizationMetrics, useMyOrganizations } from '../api.ts';
import { MEMBER_ROLE_LABELS } from '../components/members-dialog.tsx';

const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const WITHHELD = 'Fewer than 5 children';

/**
 * /organizations for an external admin (decision 040): their own organizations, read-only — who the
 * members are, and how many children learn in and finish the members' courses. Figures about fewer
 * than five children are withheld by the server, and the page says why.
 */
export default function MyOrganizationsPage() {
  const mine = useMyOrganizations();
  const [picked, setPicked] = useState<string | null>(null);
  const list = mine.data?.results ?? [];
  const current = list.find((o) => o.id === picked) ?? list[0] ?? null;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        Your organizations
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Who belongs to your organization, and how children are doing in its courses. An administrator manages
        the members.
      </Typography>
      {mine.isPending ? (
        <ListLoading label="Loading your organizations…" />
      ) : mine.isError ? (
        <ListError what="your organizations" error={mine.error} onRetry={() => mine.refetch()} />
      ) : !current ? (
        <ListEmpty icon={<CorporateFareRounded color="primary" aria-hidden />} title="No organization yet">
          You are not a member of an organization. An administrator adds you to yours.
        </ListEmpty>
      ) : (
        <>
          {list.length > 1 ? (
            <TextField
              select
              label="Organization"
              value={current.id}
              onChange={(e) => setPicked(e.target.value)}
              sx={{ mb: 3, minWidth: 280, maxWidth: '100%' }}
            >
              {list.map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <Typography component="h2" variant="h3" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {current.name}
          </Typography>
          <Metrics id={current.id} />
          <Members id={current.id} count={current.member_count} />
        </>
      )}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{value}</Typography>
    </Paper>
  );
}

const shown = (n: number | null) => (n === null ? '—' : String(n));

function Totals({ data }: { data: OrganizationMetrics }) {
  const t = data.totals;
  const change = t.average_self_esteem_change;
  return (
    <>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 1 }}
      >
        <Figure label="Children learning" value={shown(t.learners)} />
        <Figure label="Courses finished" value={shown(t.completions)} />
        <Figure label="Active this week" value={shown(t.active_this_week)} />
        <Figure
          label="Self-esteem change"
          value={change === null ? '—' : `${change > 0 ? '+' : ''}${change} points`}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.suppressed
          ? `Fewer than ${data.min_group_size} children learn in these courses so far: to protect their privacy, the figures appear from ${data.min_group_size}.`
          : `Numbers about fewer than ${data.min_group_size} children are not shown, so no child can be picked out.`}
      </Typography>
    </>
  );
}

function Metrics({ id }: { id: string }) {
  const metrics = useMyOrganizationMetrics(id);
  return (
    <Box component="section" aria-labelledby="org-courses-heading" sx={{ mb: 4 }}>
      <Typography id="org-courses-heading" component="h3" variant="h5" sx={{ mb: 1.5 }}>
        Courses
      </Typography>
      {metrics.isPending ? (
        <ListLoading label="Loading the figures…" height={80} />
      ) : metrics.isError ? (
        <ListError what="the figures" error={metrics.error} onRetry={() => metrics.refetch()} />
      ) : (
        <>
          {metrics.data.courses.length === 0 ? (
            <Typography>Your organization’s members have no courses yet.</Typography>
          ) : (
            <Totals data={metrics.data} />
          )}
          {metrics.data.courses.length === 0 ? null : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Courses of the organization">
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">Course</TableCell>
                    <TableCell scope="col" align="right">
                      Children
                    </TableCell>
                    <TableCell scope="col" align="right">
                      Finished
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {metrics.data.courses.map((c) => (
                    <TableRow key={c.course_id}>
                      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                        {c.course_title}
                      </TableCell>
                      {c.suppressed ? (
                        <TableCell colSpan={2} align="right" sx={{ color: 'text.secondary' }}>
                          {WITHHELD}
                        </TableCell>
                      ) : (
                        <>
                          <TableCell align="right">{c.learners}</TableCell>
                          <TableCell align="right">{c.completions}</TableCell>
                        </>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Box>
  );
}

function Members({ id, count }: { id: string; count: number }) {
  const members = useMyOrganizationMembers(id);
  return (
    <Box component="section" aria-labelledby="org-members-heading">
      <Typography id="org-members-heading" component="h3" variant="h5" sx={{ mb: 1.5 }}>
        Members ({count})
      </Typography>
      {members.isPending ? (
        <ListLoading label="Loading the members…" height={60} />
      ) : members.isError ? (
        <ListError what="the members" error={members.error} onRetry={() => members.refetch()} />
      ) : members.data.results.length === 0 ? (
        <Typography>No members yet.</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Members" sx={{ tableLayout: 'fixed', width: '100%' }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Name</TableCell>
                <TableCell scope="col" sx={FROM_SM}>
                  Email
                </TableCell>
                <TableCell scope="col" sx={{ width: { xs: 120, sm: 160 } }}>
                  Role
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.data.results.map((m) => (
                <TableRow key={m.user_id}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {m.name}
                    <Box
                      sx={{
                        display: { xs: 'block', sm: 'none' },
                        color: 'text.secondary',
                        fontSize: '0.8125rem',
                      }}
                    >
                      {m.email}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...FROM_SM, overflowWrap: 'anywhere' }}>{m.email}</TableCell>
                  <TableCell>{MEMBER_ROLE_LABELS[m.role as MembershipRole] ?? m.role}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
