import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentPage, StudioCoursePage } from '@ye/contracts/studio';
import { api } from '../../lib/api-client.ts';

// Query options of the /instructor/students page. Keys start with 'studio' like the rest of the
// studio's (features/studio/api.ts), so a studio-wide invalidation reaches them too.

export const STUDENTS_PAGE_SIZE = 20;
/** The course filter lists the instructor's courses; the API gives at most 100 a page. */
const COURSE_CHOICES_SIZE = 100;

export interface StudentFilters {
  q: string;
  courseId: string;
  page: number;
}

// ---- GET /v1/instructor/course/student -------------------------------------------------------

export const studioStudentsQueryOptions = ({ q, courseId, page }: StudentFilters) =>
  queryOptions({
    queryKey: ['studio', 'students', { q, courseId, page }] as const,
    queryFn: ({ signal }) =>
      api.get<StudentPage>('/v1/instructor/course/student', {
        query: { q: q || undefined, course_id: courseId || undefined, page, page_size: STUDENTS_PAGE_SIZE },
        signal,
      }),
    // The table keeps showing while the next page or search loads.
    placeholderData: keepPreviousData,
    // The page shows its own error state.
    meta: { skipErrorToast: true },
  });

export const useStudioStudents = (filters: StudentFilters) => useQuery(studioStudentsQueryOptions(filters));

// ---- GET /v1/instructor/course/list (the course filter) --------------------------------------

export const studentCourseChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['studio', 'courses', 'choices'] as const,
    queryFn: ({ signal }) =>
      api.get<StudioCoursePage>('/v1/instructor/course/list', {
        query: { page: 1, page_size: COURSE_CHOICES_SIZE },
        signal,
      }),
    select: (page) => page.results.map((c) => ({ id: c.id, title: c.title, status: c.status })),
    staleTime: 60_000,
    // Without the list the filter offers "All courses" only; the table still works.
    meta: { skipErrorToast: true },
  });

export const useStudentCourseChoices = () => useQuery(studentCourseChoicesQueryOptions());
