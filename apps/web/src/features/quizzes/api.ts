import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  QuizAttach,
  QuizCreate,
  QuizDeleted,
  QuizDetail,
  QuizKind,
  QuizPage,
  QuizQuestion,
  QuizQuestionCreate,
  QuizQuestionPage,
  QuizQuestionUpdate,
  QuizResults,
  QuizUpdate,
} from '@ye/contracts/quizzes';
import type { StudioCourseDetail, StudioCoursePage } from '@ye/contracts/studio';
import { api } from '../../lib/api-client.ts';

/** Every quiz query key starts here, so one invalidation reaches them all. */
const QUIZZES = ['quizzes'] as const;
const QUESTIONS = [...QUIZZES, 'questions'] as const;
const LISTS = [...QUIZZES, 'list'] as const;

export const SEARCH_DELAY_MS = 400;
export const QUESTIONS_PAGE_SIZE = 10;
export const QUIZZES_PAGE_SIZE = 10;
/** The lesson picker lists the first 100 courses (the API's largest page). */
export const COURSE_PICKER_SIZE = 100;

// The page shows its own loading, error and empty states, so its queries do not toast.
const pageQuery = { meta: { skipErrorToast: true } } as const;

// ---- GET /v1/instructor/quiz/question/list -----------------------------------------------------

export interface QuestionFilter {
  q: string;
  page: number;
  kind?: QuizKind | undefined;
  status?: 'active' | 'archived';
}

export const questionsQueryOptions = (filter: QuestionFilter) =>
  queryOptions({
    queryKey: [...QUESTIONS, filter] as const,
    queryFn: ({ signal }) =>
      api.get<QuizQuestionPage>('/v1/instructor/quiz/question/list', {
        query: {
          q: filter.q || undefined,
          kind: filter.kind,
          status: filter.status ?? 'active',
          page: filter.page,
          page_size: QUESTIONS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
export const useQuestions = (filter: QuestionFilter) => useQuery(questionsQueryOptions(filter));

// ---- GET /v1/instructor/quiz/list, /get/{id}, /results/{id} --------------------------------------

export const quizzesQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [...LISTS, { q, page }] as const,
    queryFn: ({ signal }) =>
      api.get<QuizPage>('/v1/instructor/quiz/list', {
        query: { q: q || undefined, page, page_size: QUIZZES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
export const useQuizzes = (q: string, page: number) => useQuery(quizzesQueryOptions(q, page));

export const quizQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUIZZES, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<QuizDetail>(`/v1/instructor/quiz/get/${id}`, { signal }),
    ...pageQuery,
  });
export const useQuiz = (id: string | null) =>
  useQuery({ ...quizQueryOptions(id ?? ''), enabled: id !== null });

export const quizResultsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUIZZES, 'results', id] as const,
    queryFn: ({ signal }) => api.get<QuizResults>(`/v1/instructor/quiz/results/${id}`, { signal }),
    ...pageQuery,
  });
export const useQuizResults = (id: string | null) =>
  useQuery({ ...quizResultsQueryOptions(id ?? ''), enabled: id !== null });

// ---- the lesson picker: the studio's course list and one course's lessons ----------------------

export const pickerCoursesQueryOptions = () =>
  queryOptions({
    queryKey: [...QUIZZES, 'picker', 'courses'] as const,
    queryFn: ({ signal }) =>
      api.get<StudioCoursePage>('/v1/instructor/course/list', {
        query: { page: 1, page_size: COURSE_PICKER_SIZE },
        signal,
      }),
    ...pageQuery,
  });
export const usePickerCourses = (enabled: boolean) => useQuery({ ...pickerCoursesQueryOptions(), enabled });

export const pickerCourseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUIZZES, 'picker', 'course', id] as const,
    queryFn: ({ signal }) => api.get<StudioCourseDetail>(`/v1/instructor/course/get/${id}`, { signal }),
    ...pageQuery,
  });
export const usePickerCourse = (id: string) =>
  useQuery({ ...pickerCourseQueryOptions(id), enabled: id !== '' });

// ---- mutations -----------------------------------------------------------------------------------

/** After any change: questions show where they are used, quizzes show their questions. */
function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: QUIZZES });
}

export function useCreateQuestion() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: QuizQuestionCreate) =>
      api.post<QuizQuestion>('/v1/instructor/quiz/question/create', body),
    // The dialog shows a refusal in its own words.
    meta: { skipErrorToast: true },
    onSuccess: invalidate,
  });
}

export function useUpdateQuestion() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuizQuestionUpdate }) =>
      api.patch<QuizQuestion>(`/v1/instructor/quiz/question/update/${id}`, body),
    meta: { skipErrorToast: true },
    onSuccess: invalidate,
  });
}

export function useArchiveQuestion() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) => api.post<QuizQuestion>(`/v1/instructor/quiz/question/archive/${id}`),
    onSuccess: invalidate,
  });
}

export function useCreateQuiz() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: QuizCreate) => api.post<QuizDetail>('/v1/instructor/quiz/create', body),
    meta: { skipErrorToast: true },
    onSuccess: invalidate,
  });
}

export function useUpdateQuiz() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuizUpdate }) =>
      api.patch<QuizDetail>(`/v1/instructor/quiz/update/${id}`, body),
    meta: { skipErrorToast: true },
    onSuccess: invalidate,
  });
}

export function useDeleteQuiz() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) => api.post<QuizDeleted>(`/v1/instructor/quiz/delete/${id}`),
    onSuccess: invalidate,
  });
}

export function useAttachQuiz() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuizAttach }) =>
      api.post<QuizDetail>(`/v1/instructor/quiz/attach/${id}`, body),
    // A lesson that already has one (409) is explained in the dialog.
    meta: { skipErrorToast: true },
    onSuccess: invalidate,
  });
}

export function useDetachQuiz() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) => api.post<QuizDetail>(`/v1/instructor/quiz/detach/${id}`),
    onSuccess: invalidate,
  });
}
