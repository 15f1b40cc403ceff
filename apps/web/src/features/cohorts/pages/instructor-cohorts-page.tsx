import AddRounded from '@mui/icons-material/AddRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CohortDetail, CohortSummary } from '@ye/contracts/cohorts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { FlagGate } from '../../../components/flag-gate.tsx';
import { ListEmpty, ListError, ListLoading, ListPages } from '../../../components/list-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { COHORTS_PAGE_SIZE, useCohortList, useDeleteCohort, useSetCohortStatus } from '../api.ts';
import { CohortDetailView } from '../components/cohort-detail.tsx';
import { CohortFormDialog } from '../components/cohort-form-dialog.tsx';

/** The spec's client state for cohorts: what the form is doing, and which cohort is open (?id=). */
type CohortAction = { kind: 'create' } | { kind: 'edit'; cohort: CohortDetail } | null;

const day = (d: string) => formatDate(`${d}T12:00:00Z`);

/** /instructor/cohorts/ behind the `cohort` flag (decision 034). */
export default function InstructorCohortsRoute() {
  return (
    <FlagGate flag="cohortFeatureFlagEnabled">
      <InstructorCohortsPage />
    </FlagGate>
  );
}

/**
 * The instructor's cohorts (an admin's: all), paged (?page=), with create, edit, archive and delete;
 * ?id= opens one cohort (selectedCohortId) with its courses, children, progress and waitlist.
 */
export function InstructorCohortsPage() {
  const [params, setParams] = useSearchParams();
  const selectedCohortId = params.get('id');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [cohortAction, setCohortAction] = useState<CohortAction>(null);
  // Providers and external admins follow their organizations' cohorts, read only (decision 039).
  const { role } = useSession();
  const readOnly = role === 'provider' || role === 'external_admin';

  const setQuery = (next: { id?: string | null; page?: number }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next.id !== undefined) {
        if (next.id) out.set('id', next.id);
        else out.delete('id');
      }
      if (next.page !== undefined) out.set('page', String(next.page));
      return out;
    });

  return (
    <Box>
      <PageHeader
        title="Cohorts"
        intro={
          readOnly
            ? 'The cohorts of your organization: groups of children who take courses together. Follow their progress, live attendance and how the group is doing.'
            : 'Groups of children who take courses together. Follow each child’s progress and who is active this week.'
        }
        action={
          readOnly ? null : (
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => setCohortAction({ kind: 'create' })}
            >
              New cohort
            </Button>
          )
        }
      />
      {selectedCohortId ? (
        <CohortDetailView
          id={selectedCohortId}
          onBack={() => setQuery({ id: null })}
          onEdit={(cohort) => setCohortAction({ kind: 'edit', cohort })}
        />
      ) : (
        <CohortList
          page={page}
          readOnly={readOnly}
          onPage={(p) => setQuery({ page: p })}
          onOpen={(id) => setQuery({ id })}
        />
      )}
      <CohortFormDialog
        open={cohortAction !== null}
        cohort={cohortAction?.kind === 'edit' ? cohortAction.cohort : null}
        onClose={() => setCohortAction(null)}
        onCreated={(id) => setQuery({ id })}
      />
    </Box>
  );
}

function CohortList({
  page,
  readOnly,
  onPage,
  onOpen,
}: {
  page: number;
  readOnly: boolean;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const list = useCohortList(page);
  const setStatus = useSetCohortStatus();
  const remove = useDeleteCohort();
  const confirm = useConfirm();
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / COHORTS_PAGE_SIZE)) : 1;
  // Deleting the last cohort of the last page: show the page before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the answer changes
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.results.length === 0 && page > 1) onPage(pageCount);
  }, [data]);

  const onArchive = (c: CohortSummary) => {
    const status = c.status === 'active' ? 'archived' : 'active';
    setStatus.mutate(
      { id: c.id, status },
      {
        onSuccess: () =>
          toast.success(status === 'archived' ? `“${c.name}” is archived.` : `“${c.name}” is active again.`),
      },
    );
  };
  const onDelete = async (c: CohortSummary) => {
    const ok = await confirm({
      title: 'Delete Cohort?',
      message: `“${c.name}” and its list of children are deleted. The children keep their accounts and progress. This cannot be undone.`,
      confirmText: 'Yes, Delete',
      destructive: true,
    });
    if (ok) remove.mutate(c.id, { onSuccess: () => toast.success(`“${c.name}” is deleted.`) });
  };

  if (list.isPending) return <ListLoading label="Loading your cohorts…" height={110} />;
  if (list.isError)
    return <ListError what="your cohorts" error={list.error} onRetry={() => list.refetch()} />;
  if (!data || data.count === 0)
    return (
      <ListEmpty
        icon={<GroupsRounded aria-hidden="true" sx={{ fontSize: 48, color: 'secondary.main' }} />}
        title="No cohorts yet"
      >
        {readOnly
          ? 'When an instructor gives a cohort to your organization, it appears here.'
          : 'Choose “New cohort” to gather children who take courses together. You can add them by username or let their parents enrol them.'}
      </ListEmpty>
    );
  return (
    <>
      <Box
        component="ul"
        aria-label="Your cohorts"
        aria-busy={list.isFetching || undefined}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
      >
        {data.results.map((c) => (
          <Paper key={c.id} component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {c.name}
              </Typography>
              {c.status === 'archived' ? <Chip label="Archived" size="small" /> : null}
            </Box>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {day(c.starts_on)}
              {c.ends_on ? ` – ${day(c.ends_on)}` : ''} ·{' '}
              {c.capacity === null ? c.student_count : `${c.student_count} of ${c.capacity}`}{' '}
              {c.student_count === 1 && c.capacity === null ? 'child' : 'children'} · {c.course_count}{' '}
              {c.course_count === 1 ? 'course' : 'courses'}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => onOpen(c.id)} aria-label={`Open ${c.name}`}>
                Open
              </Button>
              {readOnly ? null : (
                <>
                  <Button
                    variant="outlined"
                    onClick={() => onArchive(c)}
                    aria-label={`${c.status === 'active' ? 'Archive' : 'Restore'} ${c.name}`}
                  >
                    {c.status === 'active' ? 'Archive' : 'Restore'}
                  </Button>
                  <Button color="error" onClick={() => void onDelete(c)} aria-label={`Delete ${c.name}`}>
                    Delete
                  </Button>
                </>
              )}
            </Box>
          </Paper>
        ))}
      </Box>
      <ListPages
        label="Pages of cohorts"
        count={data.count}
        pageSize={COHORTS_PAGE_SIZE}
        page={page}
        onPage={onPage}
      />
    </>
  );
}
