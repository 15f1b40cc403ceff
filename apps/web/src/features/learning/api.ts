import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyAssignmentList } from '@ye/contracts/assignments';
import type { CourseDetail, LessonContent, RecommendationList } from '@ye/contracts/catalog';
import type { GameAttemptResult, GameSessionStarted } from '@ye/contracts/games-adapt';
import type {
  BookmarkRequest,
  CompleteLessonRequest,
  CompleteLessonResponse,
  GamesPlayedPage,
  JournalEntry,
  LearningSummary,
  Library,
  StudentCourses,
  UnlockedCourseResponse,
} from '@ye/contracts/learning';
import type { z } from 'zod';
import type { GameServing } from '../../components/games/types.ts';
import { api, apiRequest } from '../../lib/api-client.ts';

type UnlockedCourse = z.infer<typeof UnlockedCourseResponse>;

/** Every query of the child's pages starts here, so one invalidation after a play reaches them all. */
const STUDENT = ['student'] as const;

// The pages show their own loading, error and empty states, so their queries do not toast.
const pageQuery = { meta: { skipErrorToast: true } } as const;

// ---- GET /v1/learning/summary ----------------------------------------------------------------

export const summaryQueryOptions = () =>
  queryOptions({
    queryKey: [...STUDENT, 'summary'] as const,
    queryFn: ({ signal }) => api.get<LearningSummary>('/v1/learning/summary', { signal }),
    ...pageQuery,
  });
export const useLearningSummary = () => useQuery(summaryQueryOptions());

// ---- GET /v1/learning/courses ----------------------------------------------------------------

export const myCoursesQueryOptions = () =>
  queryOptions({
    queryKey: [...STUDENT, 'courses'] as const,
    queryFn: ({ signal }) => api.get<StudentCourses>('/v1/learning/courses', { signal }),
    ...pageQuery,
  });
export const useMyCourses = () => useQuery(myCoursesQueryOptions());

// ---- GET /v1/course/unlocked-course ----------------------------------------------------------

export const continuePointQueryOptions = () =>
  queryOptions({
    queryKey: [...STUDENT, 'continue'] as const,
    queryFn: ({ signal }) => api.get<UnlockedCourse>('/v1/course/unlocked-course', { signal }),
    ...pageQuery,
  });
export const useContinuePoint = () => useQuery(continuePointQueryOptions());

// ---- GET /v1/course/recommendations ----------------------------------------------------------

export const recommendationsQueryOptions = () =>
  queryOptions({
    queryKey: [...STUDENT, 'recommendations'] as const,
    queryFn: ({ signal }) => api.get<RecommendationList>('/v1/course/recommendations', { signal }),
    staleTime: 5 * 60_000,
    ...pageQuery,
  });
export const useRecommendations = () => useQuery(recommendationsQueryOptions());

// ---- GET /v1/course/get/{id} and /v1/course/chapter/{id} -------------------------------------

export const courseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...STUDENT, 'course', courseId] as const,
    queryFn: ({ signal }) =>
      api.get<CourseDetail>(`/v1/course/get/${encodeURIComponent(courseId)}`, { signal }),
    ...pageQuery,
  });
export const useCourse = (courseId: string) => useQuery(courseQueryOptions(courseId));

export const chapterCourseQueryOptions = (chapterId: string) =>
  queryOptions({
    queryKey: [...STUDENT, 'chapter', chapterId] as const,
    queryFn: ({ signal }) =>
      api.get<CourseDetail>(`/v1/course/chapter/${encodeURIComponent(chapterId)}`, { signal }),
    ...pageQuery,
  });
export const useChapterCourse = (chapterId: string) => useQuery(chapterCourseQueryOptions(chapterId));

// ---- GET /v1/course/content/get/{lessonId} ---------------------------------------------------

export const lessonQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: [...STUDENT, 'lesson', lessonId] as const,
    queryFn: ({ signal }) =>
      api.get<LessonContent>(`/v1/course/content/get/${encodeURIComponent(lessonId)}`, { signal }),
    ...pageQuery,
  });
export const useLesson = (lessonId: string) => useQuery(lessonQueryOptions(lessonId));

// ---- GET /v1/learning/games-played -----------------------------------------------------------

export const GAMES_PAGE_SIZE = 10;

export const gamesPlayedQueryOptions = (page: number, pageSize = GAMES_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...STUDENT, 'games-played', page, pageSize] as const,
    queryFn: ({ signal }) =>
      api.get<GamesPlayedPage>('/v1/learning/games-played', { query: { page, page_size: pageSize }, signal }),
    ...pageQuery,
  });
export const useGamesPlayed = (page: number) =>
  useQuery({ ...gamesPlayedQueryOptions(page), placeholderData: (previous) => previous });

// ---- GET /v1/router/user/library -------------------------------------------------------------

export const libraryQueryOptions = () =>
  queryOptions({
    queryKey: [...STUDENT, 'library'] as const,
    queryFn: ({ signal }) => api.get<Library>('/v1/router/user/library', { signal }),
    ...pageQuery,
  });
export const useLibrary = () => useQuery(libraryQueryOptions());

// ---- GET /v1/course/assignments: work from the child's teachers -------------------------------

export const myAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: [...STUDENT, 'assignments'] as const,
    queryFn: ({ signal }) => api.get<MyAssignmentList>('/v1/course/assignments', { signal }),
    ...pageQuery,
  });
export const useMyAssignments = () => useQuery(myAssignmentsQueryOptions());

// ---- mutations -------------------------------------------------------------------------------

/** POST /v1/course/start/{courseId}: the course moves to "started" (repeat calls change nothing). */
export function useStartCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) =>
      api.post<{ status: 'started' }>(`/v1/course/start/${encodeURIComponent(courseId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENT }),
  });
}

/** POST /v1/course/content/start/{lessonId}, sent when a lesson opens. Silent: the lesson works without it. */
export function useStartLesson() {
  return useMutation({
    mutationFn: (lessonId: string) =>
      api.post<{ status: 'started' }>(`/v1/course/content/start/${encodeURIComponent(lessonId)}`),
    meta: { skipErrorToast: true },
  });
}

// ---- POST /v1/games/sessions and /v1/games/sessions/{id}/attempts (decision 052) ---------------

/**
 * Adaptive serving of one play of a quiz, sort or match game: the play starts once (however often
 * it is asked, so React's double effects make one session), and each first try ranks the items left
 * (next_items: a quiz or sort game takes the front one, a match game in rounds the front few).
 * Errors are the game's to absorb (it carries on in the author's order), so nothing here toasts.
 */
export function gameServing(lessonId: string): GameServing {
  let session: Promise<GameSessionStarted> | null = null;
  const begin = () => {
    session ??= api.post<GameSessionStarted>('/v1/games/sessions', { lesson_id: lessonId });
    return session;
  };
  return {
    start: () => begin().then((s) => s.next_items),
    answer: (item, answer) =>
      begin()
        .then((s) =>
          api.post<GameAttemptResult>(`/v1/games/sessions/${encodeURIComponent(s.session_id)}/attempts`, {
            item,
            answer,
          }),
        )
        .then((r) => r.next_items),
  };
}

export interface CompleteLessonInput extends CompleteLessonRequest {
  lessonId: string;
}

/** POST /v1/course/content/complete/{lessonId}. Afterwards every number on the child's pages may change. */
export function useCompleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, score, duration_seconds }: CompleteLessonInput) =>
      api.post<CompleteLessonResponse>(`/v1/course/content/complete/${encodeURIComponent(lessonId)}`, {
        score,
        duration_seconds,
      }),
    // The lesson page shows the failure next to the button, with a way to try again.
    meta: { skipErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENT }),
  });
}

/** PUT /v1/learning/journal/{lessonId}: the child's private reflection. */
export function useSaveJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, text }: { lessonId: string; text: string }) =>
      api.put<JournalEntry>(`/v1/learning/journal/${encodeURIComponent(lessonId)}`, { text }),
    meta: { skipErrorToast: true },
    onSuccess: (_res, { lessonId, text }) => {
      queryClient.setQueryData(lessonQueryOptions(lessonId).queryKey, (old) =>
        old ? { ...old, journal_entry: text.trim() } : old,
      );
    },
  });
}

export interface BookmarkInput extends BookmarkRequest {
  /** true adds the bookmark (POST), false removes it (DELETE). */
  bookmarked: boolean;
}

/** POST or DELETE /v1/router/user/bookmark, then the course, lesson and library show the new state. */
export function useBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookmarked, item_type, item_id }: BookmarkInput) => {
      const body = { item_type, item_id };
      return bookmarked
        ? api.post<unknown>('/v1/router/user/bookmark', body)
        : apiRequest<unknown>('/v1/router/user/bookmark', { method: 'DELETE', body });
    },
    onSuccess: (_res, { bookmarked, item_type, item_id }) => {
      if (item_type === 'course')
        queryClient.setQueryData(courseQueryOptions(item_id).queryKey, (old) =>
          old ? { ...old, bookmarked } : old,
        );
      else
        queryClient.setQueryData(lessonQueryOptions(item_id).queryKey, (old) =>
          old ? { ...old, bookmarked } : old,
        );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [...STUDENT, 'chapter'] }),
      ]);
    },
  });
}
