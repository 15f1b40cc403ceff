import Box from '@mui/material/Box';
import type { InstructorAssignment } from '@ye/contracts/assignments';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { ASSIGNMENTS_PAGE_SIZE, useAssignments, usePublishedCourses, useRemoveAssignment } from '../api.ts';
import {
  AssignFormSkeleton,
  CoursesError,
  NothingToAssign,
} from '../components/assign-form/assign-form-states.tsx';
import { AssignForm } from '../components/assign-form.tsx';
import { AssignedEmpty, AssignedLoading } from '../components/assigned-work/assigned-empty.tsx';
import { AssignedHeader } from '../components/assigned-work/assigned-header.tsx';
import { AssignedList } from '../components/assigned-work/assigned-list.tsx';
import { workTitle } from '../components/assignment-row.tsx';

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
        <CoursesError message={errorMessage(courses.error)} onRetry={() => courses.refetch()} />
      ) : published.length === 0 ? (
        <NothingToAssign />
      ) : (
        <AssignForm courses={published} />
      )}

      <Box component="section" aria-labelledby="assigned-heading">
        <AssignedHeader courses={published} courseId={courseId} onCourse={(course) => setQuery({ course })} />
        {list.isPending ? (
          <AssignedLoading />
        ) : list.isError ? (
          <ListError what="the assignments" error={list.error} onRetry={() => list.refetch()} radius={4} />
        ) : data && data.count === 0 ? (
          <AssignedEmpty filtered={Boolean(courseId)} />
        ) : data ? (
          <AssignedList
            assignments={data.results}
            count={data.count}
            busy={list.isFetching}
            busyId={busyId}
            page={page}
            pageCount={pageCount}
            onPage={(next) => setQuery({ page: next })}
            onRemove={onRemove}
          />
        ) : null}
      </Box>
    </Box>
  );
}
