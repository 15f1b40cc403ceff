import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignmentPage,
  CreateAssignmentsRequest,
  CreateAssignmentsResponse,
  DeleteAssignmentResponse,
} from '@ye/contracts/assignments';
import type { StudentPage, StudioCourseDetail, StudioCoursePage } from '@ye/contracts/studio';
import { api } from '../../lib/api-client.ts';

/** Every query of the assignments page starts here. */
const ASSIGNMENTS = ['assignments'] as const;

export const ASSIGNMENTS_PAGE_SIZE = 10;
/** Published courses offered for assigning (the studio lists at most 100 a page). */
const COURSES_MAX = 100;
/** Students offered per search; the instructor narrows with a name. */
const STUDENTS_MAX = 100;

// The page shows its own loading, error and empty states, so its queries do not toast.
const pageQuery = { meta: { skipErrorToast: true } } as const;

// ---- GET /v1/course/assignments --------------------------------------------------------------

export const assignmentsQueryOptions = (courseId: string, page: number) =>
  queryOptions({
    queryKey: [...ASSIGNMENTS, 'list', { courseId, page }] as const,
    queryFn: ({ signal }) =>
      api.get<AssignmentPage>('/v1/course/assignments', {
        query: { course_id: courseId || undefined, page, page_size: ASSIGNMENTS_PAGE_SIZE },
        signal,
      }),
    // The list keeps showing while the next page or course loads.
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
export const useAssignments = (courseId: string, page: number) =>
  useQuery(assignmentsQueryOptions(courseId, page));

// ---- GET /v1/instructor/course/list?status=published -----------------------------------------

export const publishedCoursesQueryOptions = () =>
  queryOptions({
    queryKey: [...ASSIGNMENTS, 'courses'] as const,
    queryFn: ({ signal }) =>
      api.get<StudioCoursePage>('/v1/instructor/course/list', {
        query: { status: 'published', page_size: COURSES_MAX },
        signal,
      }),
    ...pageQuery,
  });
export const usePublishedCourses = () => useQuery(publishedCoursesQueryOptions());

// ---- GET /v1/instructor/course/get/{id}: the lessons to pick from ------------------------------

export const courseOutlineQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...ASSIGNMENTS, 'outline', courseId] as const,
    queryFn: ({ signal }) =>
      api.get<StudioCourseDetail>(`/v1/instructor/course/get/${encodeURIComponent(courseId)}`, { signal }),
    ...pageQuery,
  });
export const useCourseOutline = (courseId: string) =>
  useQuery({ ...courseOutlineQueryOptions(courseId), enabled: courseId !== '' });

// ---- GET /v1/instructor/course/student: students to pick from -----------------------------------

/** A child the instructor may assign to, once however many of their courses the child is in. */
export interface StudentOption {
  child_id: string;
  first_name: string;
  age_band: string | null;
  course_titles: string[];
}

/** The students list has a row per child and course: one option per child, with their courses. */
export function studentOptions(page: StudentPage): StudentOption[] {
  const byChild = new Map<string, StudentOption>();
  for (const row of page.results) {
    const option = byChild.get(row.child_id) ?? {
      child_id: row.child_id,
      first_name: row.first_name,
      age_band: row.age_band,
      course_titles: [],
    };
    if (!option.course_titles.includes(row.course_title)) option.course_titles.push(row.course_title);
    byChild.set(row.child_id, option);
  }
  return [...byChild.values()].sort((a, b) => a.first_name.localeCompare(b.first_name));
}

export const studentSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...ASSIGNMENTS, 'students', q] as const,
    queryFn: ({ signal }) =>
      api.get<StudentPage>('/v1/instructor/course/student', {
        query: { q: q || undefined, page_size: STUDENTS_MAX },
        signal,
      }),
    select: studentOptions,
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
export const useStudentSearch = (q: string) => useQuery(studentSearchQueryOptions(q));

// ---- mutations -------------------------------------------------------------------------------

/** POST /v1/course/assignments; the list shows the new ones afterwards. */
export function useAssign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAssignmentsRequest) =>
      api.post<CreateAssignmentsResponse>('/v1/course/assignments', body),
    // The form shows a refusal next to its button.
    meta: { skipErrorToast: true },
    onSuccess: () => client.invalidateQueries({ queryKey: [...ASSIGNMENTS, 'list'] }),
  });
}

/** DELETE /v1/course/assignments/{id} */
export function useRemoveAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<DeleteAssignmentResponse>(`/v1/course/assignments/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ASSIGNMENTS, 'list'] }),
  });
}
