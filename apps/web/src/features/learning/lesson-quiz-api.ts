import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LessonQuizResponse, QuizAnswerRequest, QuizAnswerResult } from '@ye/contracts/quizzes';
import { api } from '../../lib/api-client.ts';

// The quiz or survey at the end of a lesson (contracts/quizzes.ts). Its keys start with 'student' like
// every query of the child's pages, so their invalidations reach it too.

// ---- GET /v1/course/lesson/{lessonId}/quiz -----------------------------------------------------

export const lessonQuizQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: ['student', 'lesson-quiz', lessonId] as const,
    queryFn: ({ signal }) => api.get<LessonQuizResponse>(`/v1/course/lesson/${lessonId}/quiz`, { signal }),
    // The component shows its own words; a lesson the child cannot open is the lesson page's business.
    meta: { skipErrorToast: true },
  });
export const useLessonQuiz = (lessonId: string) => useQuery(lessonQuizQueryOptions(lessonId));

// ---- POST /v1/course/lesson/{lessonId}/quiz ----------------------------------------------------

export function useAnswerLessonQuiz(lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizAnswerRequest) =>
      api.post<QuizAnswerResult>(`/v1/course/lesson/${lessonId}/quiz`, body),
    meta: { skipErrorToast: true },
    onSuccess: () => client.invalidateQueries({ queryKey: lessonQuizQueryOptions(lessonId).queryKey }),
  });
}
