import AssignmentRounded from '@mui/icons-material/AssignmentRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InstructorAssignment } from '@ye/contracts/assignments';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageNav } from '../../../components/page-nav.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { plural } from '../../../lib/format.ts';
import { ASSIGNMENTS_PAGE_SIZE, useAssignments, usePublishedCourses, useRemoveAssignment } from '../api.ts';
import { AssignForm, AssignFormSkeleton, NothingToAssign } from '../components/assign-form.tsx';
import { AssignmentRow, workTitle } from '../components/assignment-row.tsx';

/** What the remove dialog says: the child loses it from their home, never their progress. */
export const removeDialog = (a: InstructorAssignment) => ({
  title: 'Remove Assignment?',
  message: `${a.first_name} will no longer see “${workTitle(a)}” on their home. Their progress is kept.`,
  confirmText: 'Yes, Remove',
  destructive: true,
});

/**
 * /instructor/assignments: assign a published course or one of its lessons to students by a date,
 * and follow who has done it (Done / In progress / Not started, Overdue), by course, a page at a time.
 */
export default function AssignmentsPage() {
  const [params, setParams] = useSearchParams();
  const courseId = params.get('course') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const courses = usePublishedCourses();
  const list = useAssignments(courseId, page);
  const remove = useRemoveAssignment();
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);

  const setQuery = (next: { course?: string; page?: number }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next.course !== undefined) {
        if (next.course) out.set('course', next.course);
        else out.delete('course');
        out.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) out.set('page', String(next.page));
        else out.delete('page');
      }
      return out;
    });

  const onRemove = async (a: InstructorAssignment) => {
    if (!(await confirm(removeDialog(a)))) return;
    setBusyId(a.id);
    try {
      const done = await remove.mutateAsync(a.id).catch(() => null);
      if (done) toast.success(`“${workTitle(a)}” is no longer assigned to ${a.first_name}.`);
    } finally {
      setBusyId(null);
    }
  };

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / ASSIGNMENTS_PAGE_SIZE)) : 1;

  // Removing the last assignment of the last page: show the page before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the answer changes
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.results.length === 0 && page > 1)
      setQuery({ page: pageCount });
  }, [data]);

  const published = courses.data?.results ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeader
        title="Assignments"
        intro="Give your students a course or a lesson to finish by a date, and see who has done it."
        action={null}
        mb={0}
      />

      {courses.isPending ? (
        <AssignFormSkeleton />
      ) : courses.isError ? (
        <Paper variant="outlined" role="alert" sx={{ p: 3, borderRadius: 4 }}>
          <Typography
            sx={{ mb: 2 }}
          >{`We could not load your courses. ${errorMessage(courses.error)}`}</Typography>
          <Button variant="outlined" onClick={() => courses.refetch()}>
            Try again
          </Button>
        </Paper>
      ) : published.length === 0 ? (
        <NothingToAssign />
      ) : (
        <AssignForm courses={published} />
      )}

      <Box component="section" aria-labelledby="assigned-heading">
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            mb: 2,
          }}
        >
          <Typography id="assigned-heading" component="h2" variant="h5" sx={{ fontSize: '1.25rem' }}>
            Assigned work
          </Typography>
          <TextField
            select
            size="small"
            label="Filter by course"
            value={published.some((c) => c.id === courseId) ? courseId : ''}
            onChange={(e) => setQuery({ course: e.target.value })}
            sx={{ minWidth: 220, maxWidth: '100%' }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All courses</MenuItem>
            {published.map((c) => (
              <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal' }}>
                {c.title}
              </MenuItem>
            ))}
          </TextField>
        </Box>

        {list.isPending ? (
          <Box aria-busy="true" aria-label="Loading assignments" sx={{ display: 'grid', gap: 1.5 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={88} sx={{ borderRadius: 3 }} />
            ))}
          </Box>
        ) : list.isError ? (
          <ListError what="the assignments" error={list.error} onRetry={() => list.refetch()} radius={4} />
        ) : data && data.count === 0 ? (
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center' }}>
            <AssignmentRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
            <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
              {courseId ? 'Nothing assigned in this course yet' : 'Nothing assigned yet'}
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
              Choose a course, your students and a date above. What you assign shows here with each child’s
              progress.
            </Typography>
          </Paper>
        ) : data ? (
          <Box aria-busy={list.isFetching}>
            <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
              {plural(data.count, 'assignment')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {data.results.map((a) => (
                <li key={a.id}>
                  <AssignmentRow assignment={a} onRemove={onRemove} busy={busyId === a.id} />
                </li>
              ))}
            </Box>
            <PageNav
              label="Pages of assignments"
              pageCount={pageCount}
              page={Math.min(page, pageCount)}
              onChange={(next) => setQuery({ page: next })}
            />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
