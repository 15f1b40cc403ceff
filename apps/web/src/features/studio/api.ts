import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateCourseRequest,
  DiscardCourseResponse,
  PublishCourseResponse,
  StudioCourse,
  StudioCourseDetail,
  StudioCoursePage,
  UpdateCourseRequest,
  VideoPage,
} from '@ye/contracts/studio';
import { api } from '../../lib/api-client';

/** Every studio query key starts here, so one invalidation can reach them all. */
const STUDIO = ['studio'] as const;
/** The courses' keys: the list and each course (content-api.ts refreshes them after a change). */
export const COURSES = [...STUDIO, 'courses'] as const;

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
