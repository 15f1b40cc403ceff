import AddRounded from '@mui/icons-material/AddRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { StudioCourse } from '@ye/contracts/studio';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageNav } from '../../../components/page-nav.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { CONFIRM_PRESETS } from '../../../lib/dialogs.ts';
import { errorMessage } from '../../../lib/error-toast.ts';
import { plural } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import {
  COURSES_PAGE_SIZE,
  SEARCH_DELAY_MS,
  useDiscardCourse,
  useDuplicateCourse,
  usePublishCourse,
  useStudioCourses,
} from '../api.ts';
import { StudioCourseCard } from '../components/studio-course-card.tsx';

const CREATE_PATH = PATHS.courseForm;

function CreateButton() {
  return (
    <Button
      component={RouterLink}
      to={CREATE_PATH}
      variant="contained"
      size="large"
      startIcon={<AddRounded />}
    >
      Create course
    </Button>
  );
}

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

  const setQuery = (next: { q?: string; page?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.q !== undefined) {
          if (next.q) out.set('q', next.q);
          else out.delete('q');
          out.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) out.set('page', String(next.page));
          else out.delete('page');
        }
        return out;
      },
      { replace: next.q !== undefined },
    );

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
        action={<CreateButton />}
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
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center' }}>
          <SchoolRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
          {q ? (
            <>
              <Typography component="h2" variant="h5" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                {`No courses match “${q}”.`}
              </Typography>
              <Typography color="text.secondary">Try another word from a title or description.</Typography>
            </>
          ) : (
            <>
              <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
                You have not made a course yet
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
                Start with a title, who it is for and a cover. You can add chapters and lessons, and publish
                when it is ready.
              </Typography>
              <CreateButton />
            </>
          )}
        </Paper>
      ) : data ? (
        <Box aria-busy={list.isFetching}>
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {q ? `${plural(data.count, 'course')} found` : plural(data.count, 'course')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {data.results.map((course) => (
              <li key={course.id}>
                <StudioCourseCard course={course} actions={{ onDuplicate, onPublish, onDelete, busyId }} />
              </li>
            ))}
          </Box>
          <PageNav
            label="Pages of courses"
            pageCount={pageCount}
            page={Math.min(page, pageCount)}
            onChange={(next) => setQuery({ page: next })}
          />
        </Box>
      ) : null}
    </Box>
  );
}
