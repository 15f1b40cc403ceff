import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { StudioCourse } from '@ye/contracts/studio';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { CONFIRM_PRESETS } from '../../../lib/dialogs.ts';
import { errorMessage } from '../../../lib/error-toast.ts';
import {
  COURSES_PAGE_SIZE,
  SEARCH_DELAY_MS,
  useDiscardCourse,
  useDuplicateCourse,
  usePublishCourse,
  useStudioCourses,
} from '../api.ts';
import { CourseList } from '../components/courses/course-list.tsx';
import { CoursesEmpty } from '../components/courses/courses-empty.tsx';
import { CreateCourseButton } from '../components/courses/create-course-button.tsx';
import { type ListParamsChange, nextListParams } from '../components/list-params.ts';

/**
 * /instructor/courses: the instructor's drafts and published courses, searchable and paginated, with
 * edit, duplicate, publish and delete (the spec's dialogs).
 */
export default function StudioCoursesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useStudioCourses(q, page);
  const confirm = useConfirm();
  const duplicate = useDuplicateCourse();
  const publish = usePublishCourse();
  const discard = useDiscardCourse();
  const [busyId, setBusyId] = useState<string | null>(null);

  const setQuery = (next: ListParamsChange) =>
    setParams((current) => nextListParams(current, next), { replace: next.q !== undefined });

  const run = async (course: StudioCourse, action: () => Promise<void>) => {
    setBusyId(course.id);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  };

  const onDuplicate = (course: StudioCourse) =>
    run(course, async () => {
      const copy = await duplicate.mutateAsync(course.id).catch(() => null);
      if (copy) {
        toast.success(`“${copy.title}” is ready as a draft.`);
        // The copy is the newest edit: it is first on page 1.
        if (q || page > 1) setParams(new URLSearchParams());
      }
    });

  const onPublish = async (course: StudioCourse) => {
    if (!(await confirm(CONFIRM_PRESETS.publishCourse))) return;
    await run(course, async () => {
      try {
        await publish.mutateAsync(course.id);
        toast.success(`“${course.title}” is published.`);
      } catch (error) {
        toast.error(`“${course.title}” is not published yet. ${errorMessage(error)}`);
      }
    });
  };

  const onDelete = async (course: StudioCourse) => {
    if (!(await confirm(CONFIRM_PRESETS.deleteCourse))) return;
    await run(course, async () => {
      const done = await discard.mutateAsync(course.id).catch(() => null);
      if (done) toast.success(`“${course.title}” is deleted.`);
    });
  };

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / COURSES_PAGE_SIZE)) : 1;

  // Deleting the last course of the last page: show the page before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the answer changes
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.results.length === 0 && page > 1)
      setQuery({ page: pageCount });
  }, [data]);

  return (
    <Box>
      <PageHeader
        title="My courses"
        intro="Your drafts and published courses. Children see a course once you publish it."
        action={<CreateCourseButton />}
      />

      <Box sx={{ mb: 3 }}>
        <SearchBox
          value={q}
          onSearch={(next) => setQuery({ q: next })}
          label="Search your courses"
          delayMs={SEARCH_DELAY_MS}
          maxLength={100}
          maxWidth={520}
        />
      </Box>

      {list.isPending ? (
        <Box aria-busy="true" aria-label="Loading your courses" sx={{ display: 'grid', gap: 2 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} sx={{ borderRadius: 4 }} />
          ))}
        </Box>
      ) : list.isError ? (
        <ListError what="your courses" error={list.error} onRetry={() => list.refetch()} radius={4} />
      ) : data && data.count === 0 ? (
        <CoursesEmpty q={q} />
      ) : data ? (
        <CourseList
          courses={data.results}
          count={data.count}
          searched={Boolean(q)}
          busy={list.isFetching}
          actions={{ onDuplicate, onPublish, onDelete, busyId }}
          page={page}
          pageCount={pageCount}
          onPage={(next) => setQuery({ page: next })}
        />
      ) : null}
    </Box>
  );
}
