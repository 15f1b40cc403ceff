import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContentDiscardResponse,
  CreateChapterRequest,
  CreateCourseRequest,
  CreateLessonRequest,
  DiscardCourseResponse,
  PublishCourseResponse,
  StudioChapter,
  StudioCourse,
  StudioCourseDetail,
  StudioCoursePage,
  StudioLesson,
  UpdateChapterRequest,
  UpdateCourseRequest,
  UpdateLessonRequest,
  VideoPage,
} from '@ye/contracts/studio';
import { api } from '../../lib/api-client';
import { moveChapter, moveLesson } from './components/content-order.ts';

/** Every studio query key starts here, so one invalidation can reach them all. */
const STUDIO = ['studio'] as const;
const COURSES = [...STUDIO, 'courses'] as const;

export const SEARCH_DELAY_MS = 400;
export const COURSES_PAGE_SIZE = 10;

// ---- GET /v1/instructor/course/list ----------------------------------------------------------

export const studioCoursesQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [...COURSES, 'list', { q, page }] as const,
    queryFn: ({ signal }) =>
      api.get<StudioCoursePage>('/v1/instructor/course/list', {
        query: { q: q || undefined, page, page_size: COURSES_PAGE_SIZE },
        signal,
      }),
    // The list keeps showing while the next page or search loads.
    placeholderData: keepPreviousData,
    // The page shows its own error state.
    meta: { skipErrorToast: true },
  });

export const useStudioCourses = (q: string, page: number) => useQuery(studioCoursesQueryOptions(q, page));

// ---- GET /v1/instructor/course/get/{id} ------------------------------------------------------

export const studioCourseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...COURSES, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<StudioCourseDetail>(`/v1/instructor/course/get/${id}`, { signal }),
    meta: { skipErrorToast: true },
  });

export const useStudioCourse = (id: string | null) =>
  useQuery({ ...studioCourseQueryOptions(id ?? ''), enabled: id !== null });

// ---- mutations -------------------------------------------------------------------------------

export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCourseRequest) => api.post<StudioCourse>('/v1/instructor/course/create', body),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES }),
  });
}

export function useUpdateCourse(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCourseRequest) =>
      api.patch<StudioCourse>(`/v1/instructor/course/update/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES }),
  });
}

export function useDuplicateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<StudioCourse>(`/v1/instructor/course/duplicate/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES }),
  });
}

export function usePublishCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<PublishCourseResponse>(`/v1/instructor/course/publish/${id}`),
    // The page explains a refusal in its own words.
    meta: { skipErrorToast: true },
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES }),
  });
}

export function useDiscardCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<DiscardCourseResponse>(`/v1/instructor/course/discard/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES }),
  });
}

// ---- chapters and lessons (the course content editor) ------------------------------------------
// Every change answers with the changed chapter or lesson; the course is read again (through the
// COURSES prefix, which also refreshes the list's chapter and lesson counts).

export function useCreateChapter(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChapterRequest) =>
      api.post<StudioChapter>(`/v1/instructor/course/chapter/${courseId}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES }),
  });
}

export function useUpdateChapter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateChapterRequest & { id: string }) =>
      api.patch<StudioChapter>(`/v1/instructor/course/chapter/update/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES }),
  });
}

export function useCreateLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chapterId, body }: { chapterId: string; body: CreateLessonRequest }) =>
      api.post<StudioLesson>(`/v1/instructor/course/chapter/lesson/${chapterId}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES }),
  });
}

export function useUpdateLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLessonRequest }) =>
      api.patch<StudioLesson>(`/v1/instructor/course/lesson/update/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES }),
  });
}

/** Deletes a lesson, or a chapter with all its lessons. */
export function useDiscardContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<ContentDiscardResponse>(`/v1/instructor/course/content/discard/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: COURSES }),
  });
}

/**
 * Reordering shows the new order at once (the course in the cache is changed before the call) and
 * puts the old order back if the server refuses; either way the course is read again afterwards.
 */
function useOptimisticMove<V>(
  courseId: string,
  call: (v: V) => Promise<unknown>,
  reorder: (c: StudioChapter[], v: V) => StudioChapter[],
) {
  const client = useQueryClient();
  const key = studioCourseQueryOptions(courseId).queryKey;
  return useMutation({
    mutationFn: call,
    onMutate: async (v: V) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      if (before) client.setQueryData(key, { ...before, chapters: reorder(before.chapters, v) });
      return { before };
    },
    onError: (_error, _v, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: COURSES }),
  });
}

export interface ChapterMove {
  id: string;
  /** 1-based place in the course. */
  position: number;
}

export const useMoveChapter = (courseId: string) =>
  useOptimisticMove<ChapterMove>(
    courseId,
    ({ id, position }) =>
      api.patch<StudioChapter>(`/v1/instructor/course/chapter/update/${id}`, { position }),
    (chapters, { id, position }) => moveChapter(chapters, id, position),
  );

export interface LessonMove {
  id: string;
  /** The chapter it ends up in (its own, or another chapter of the course). */
  chapterId: string;
  /** 1-based place in that chapter. */
  position: number;
}

export const useMoveLesson = (courseId: string) =>
  useOptimisticMove<LessonMove>(
    courseId,
    ({ id, chapterId, position }) =>
      api.patch<StudioLesson>(`/v1/instructor/course/lesson/update/${id}`, {
        chapter_id: chapterId,
        position,
      }),
    (chapters, { id, chapterId, position }) => moveLesson(chapters, id, chapterId, position),
  );

// ---- GET /v1/instructor/course/content/list/video --------------------------------------------

export const VIDEOS_PAGE_SIZE = 5;

export const studioVideosQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...STUDIO, 'videos', { page }] as const,
    queryFn: ({ signal }) =>
      api.get<VideoPage>('/v1/instructor/course/content/list/video', {
        query: { page, page_size: VIDEOS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { skipErrorToast: true },
  });

export const useStudioVideos = (page: number, enabled: boolean) =>
  useQuery({ ...studioVideosQueryOptions(page), enabled });
