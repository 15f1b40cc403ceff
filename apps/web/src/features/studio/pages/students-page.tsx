import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { SEARCH_DELAY_MS } from '../api.ts';
import { type ListParamsChange, nextListParams } from '../components/list-params.ts';
import { CourseFilter } from '../components/students/course-filter.tsx';
import { StudentsResults } from '../components/students/students-results.tsx';
import { StudentsEmpty, StudentsError } from '../components/students/students-states.tsx';
import { STUDENTS_PAGE_SIZE, useStudentCourseChoices, useStudioStudents } from '../students-api.ts';

const SEARCH_MAX = 60;

/**
 * /instructor/students: the children in the instructor's courses (first name, age band, progress,
 * last active; never a child's self-esteem, decision 042), searchable by first name, filtered by course and paginated. A
 * table on wide screens, cards on narrow ones. Search, course and page live in the URL.
 */
export default function StudentsPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const courseId = params.get('course') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useStudioStudents({ q, courseId, page });
  const choices = useStudentCourseChoices();

  const setQuery = (next: ListParamsChange) =>
    setParams((current) => nextListParams(current, next), { replace: next.q !== undefined });

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / STUDENTS_PAGE_SIZE)) : 1;
  const shownPage = Math.min(page, pageCount);
  const filtered = Boolean(q || courseId);
  const first = data ? (shownPage - 1) * STUDENTS_PAGE_SIZE + 1 : 0;
  const last = data ? first + data.results.length - 1 : 0;
  const summary = data ? (data.count === 0 ? '' : `Showing ${first}–${last} of ${data.count}`) : '';

  return (
    <Box>
      <PageHeader
        title="Students"
        intro="The children taking your courses: how far they are and when they last learned."
        action={null}
      />

      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          mb: 3,
          alignItems: { sm: 'flex-start' },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <SearchBox
            value={q}
            onSearch={(next) => setQuery({ q: next })}
            label="Search by first name"
            delayMs={SEARCH_DELAY_MS}
            maxLength={SEARCH_MAX}
            maxWidth={520}
          />
        </Box>
        <CourseFilter
          courses={choices.data ?? []}
          value={courseId}
          onChange={(course) => setQuery({ course })}
        />
      </Box>

      {list.isPending ? (
        <Loading label="Loading your students">
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={wide ? 56 : 150} sx={{ borderRadius: 3 }} />
            ))}
          </Box>
        </Loading>
      ) : list.isError ? (
        <StudentsError
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
          onShowAllCourses={courseId ? () => setQuery({ course: '' }) : null}
        />
      ) : data && data.count === 0 ? (
        <StudentsEmpty q={q} filtered={filtered} onShowAll={() => setParams(new URLSearchParams())} />
      ) : data ? (
        <StudentsResults
          rows={data.results}
          summary={summary}
          wide={wide}
          busy={list.isFetching}
          page={shownPage}
          pageCount={pageCount}
          onPage={(next) => setQuery({ page: next })}
        />
      ) : null}
    </Box>
  );
}
