import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AnxietyRecommendation,
  Bundle,
  CourseDetail,
  CourseListPage,
  RecommendationList,
} from '@ye/contracts/catalog';
import type { ChildSummary } from '@ye/contracts/family';
import type { BookmarkRequest, Enrolment } from '@ye/contracts/learning';
import { toast } from 'react-toastify';
import { api, apiRequest } from '../../lib/api-client.ts';
import { toastError } from '../../lib/error-toast.ts';
import { childListQueryOptions, FAMILY_KEY } from '../../lib/family.ts';
import { type CatalogFilters, listQuery } from './filters.ts';

/** Every catalogue query key starts here. */
const CATALOG = ['catalog'] as const;

// Pages show their own loading, empty and error states in words, so the global toast stays quiet.
const quiet = { skipErrorToast: true } as const;

// ---- GET /v1/course/list ---------------------------------------------------------------------

export const courseListQueryOptions = (filters: CatalogFilters, pageSize: number) =>
  queryOptions({
    queryKey: [...CATALOG, 'list', listQuery(filters, pageSize)] as const,
    queryFn: ({ signal }) =>
      api.get<CourseListPage>('/v1/course/list', { query: listQuery(filters, pageSize), signal }),
    placeholderData: keepPreviousData,
    meta: quiet,
  });

export const useCourseList = (filters: CatalogFilters, pageSize: number) =>
  useQuery(courseListQueryOptions(filters, pageSize));

/** The grid of /courses: pages appended one after another by "Load more". */
export const courseListInfiniteQueryOptions = (
  filters: Pick<CatalogFilters, 'topic' | 'age'>,
  pageSize: number,
) => {
  const base = listQuery({ q: '', page: 1, ...filters }, pageSize);
  return infiniteQueryOptions({
    queryKey: [...CATALOG, 'list-more', base] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<CourseListPage>('/v1/course/list', { query: { ...base, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.count ? last.page + 1 : undefined),
    meta: quiet,
  });
};

export const useCourseListInfinite = (filters: Pick<CatalogFilters, 'topic' | 'age'>, pageSize: number) =>
  useInfiniteQuery(courseListInfiniteQueryOptions(filters, pageSize));

export const featuredCoursesQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOG, 'featured'] as const,
    queryFn: ({ signal }) =>
      api.get<CourseListPage>('/v1/course/list', { query: { featured: true, page_size: 12 }, signal }),
    meta: quiet,
  });

export const useFeaturedCourses = () => useQuery(featuredCoursesQueryOptions());

// ---- GET /v1/course/search -------------------------------------------------------------------

/** Enough matches to filter on the page: the search itself takes no topic or age. */
export const SEARCH_PAGE_SIZE = 100;
export const SEARCH_DELAY_MS = 350;

export const courseSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...CATALOG, 'search', q] as const,
    queryFn: ({ signal }) =>
      api.get<CourseListPage>('/v1/course/search', { query: { q, page_size: SEARCH_PAGE_SIZE }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: quiet,
  });

export const useCourseSearch = (q: string) => useQuery(courseSearchQueryOptions(q));

// ---- GET /v1/course/get/{id} -----------------------------------------------------------------

export const courseDetailQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...CATALOG, 'course', courseId] as const,
    queryFn: ({ signal }) =>
      api.get<CourseDetail>(`/v1/course/get/${encodeURIComponent(courseId)}`, { signal }),
    meta: quiet,
  });

export const useCourseDetail = (courseId: string) => useQuery(courseDetailQueryOptions(courseId));

// ---- GET /v1/course/bundles/ and /v1/course/bundles/{id} -------------------------------------

export const bundlesQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOG, 'bundles'] as const,
    queryFn: ({ signal }) => api.get<Bundle[]>('/v1/course/bundles/', { signal }),
    meta: quiet,
  });

export const useBundles = () => useQuery(bundlesQueryOptions());

export const bundleQueryOptions = (bundleId: string) =>
  queryOptions({
    queryKey: [...CATALOG, 'bundle', bundleId] as const,
    queryFn: ({ signal }) =>
      api.get<Bundle>(`/v1/course/bundles/${encodeURIComponent(bundleId)}`, { signal }),
    enabled: bundleId.length > 0,
    meta: quiet,
  });

export const useBundle = (bundleId: string) => useQuery(bundleQueryOptions(bundleId));

// ---- the parent's children and what suits them -----------------------------------------------

/** The parent's children (one cache entry with the family pages), for the parent only: staff have none. */
export const useMyChildren = (enabled: boolean) =>
  useQuery({ ...childListQueryOptions(), enabled, meta: quiet });

export const recommendationsQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...CATALOG, 'recommendations', childId] as const,
    queryFn: ({ signal }) =>
      api.get<RecommendationList>('/v1/course/recommendations', { query: { child_id: childId }, signal }),
    enabled: childId.length > 0,
    meta: quiet,
  });

export const useRecommendations = (childId: string) => useQuery(recommendationsQueryOptions(childId));

export const anxietyCheckQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...CATALOG, 'anxiety-check', childId] as const,
    queryFn: ({ signal }) =>
      api.get<AnxietyRecommendation>('/v1/course/validate-anxiety-recommendations', {
        query: { child_id: childId },
        signal,
      }),
    enabled: childId.length > 0,
    meta: quiet,
  });

export const useAnxietyCheck = (childId: string) => useQuery(anxietyCheckQueryOptions(childId));

// ---- enrolling a child in a course (optimistic) ----------------------------------------------

export interface EnrolmentChange {
  courseId: string;
  child: Pick<ChildSummary, 'child_id' | 'child_name'>;
  enrol: boolean;
}

/** The enrolled list after one change: added once, or removed. */
export function toggledIds(ids: readonly string[], id: string, on: boolean): string[] {
  const without = ids.filter((x) => x !== id);
  return on ? [...without, id] : without;
}

const ENROL_KEY = [...CATALOG, 'enrol'] as const;
const BOOKMARK_KEY = [...CATALOG, 'bookmark'] as const;

/**
 * POST /v1/family/course/{courseId}/assign/{childId} (201) or .../unassign/{childId} (204). The
 * switch flips at once; if the server says no, that child's switch flips back and the reason is
 * shown as a toast. Changes run one after another (a mutation scope), so a quick on-off-on reaches
 * the server in that order, and the course is read again only once the last change is done.
 */
export function useEnrolInCourse() {
  const queryClient = useQueryClient();
  const setEnrolled = (courseId: string, childId: string, on: boolean) =>
    queryClient.setQueryData(courseDetailQueryOptions(courseId).queryKey, (course) =>
      course
        ? { ...course, assigned_child_ids: toggledIds(course.assigned_child_ids ?? [], childId, on) }
        : course,
    );
  return useMutation({
    mutationKey: ENROL_KEY,
    scope: { id: ENROL_KEY.join('.') },
    mutationFn: ({ courseId, child, enrol }: EnrolmentChange) => {
      const path = `/v1/family/course/${encodeURIComponent(courseId)}/${enrol ? 'assign' : 'unassign'}/${encodeURIComponent(child.child_id)}`;
      return api.post<Enrolment | undefined>(path);
    },
    meta: quiet,
    onMutate: async ({ courseId, child, enrol }) => {
      await queryClient.cancelQueries({ queryKey: courseDetailQueryOptions(courseId).queryKey });
      setEnrolled(courseId, child.child_id, enrol);
    },
    onError: (error, { courseId, child, enrol }) => {
      setEnrolled(courseId, child.child_id, !enrol);
      toastError(error);
    },
    onSuccess: (_res, { child, enrol }) => {
      toast.success(
        enrol ? `Assigned to ${child.child_name}.` : `Removed from ${child.child_name}’s courses.`,
      );
    },
    onSettled: (_res, _err, { courseId, child }) => {
      // This change still counts as running; more than one means others wait behind it.
      if (queryClient.isMutating({ mutationKey: ENROL_KEY }) > 1) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: courseDetailQueryOptions(courseId).queryKey }),
        queryClient.invalidateQueries({ queryKey: recommendationsQueryOptions(child.child_id).queryKey }),
        // The family pages count enrolled courses as not started.
        queryClient.invalidateQueries({ queryKey: FAMILY_KEY }),
      ]);
    },
  });
}

// ---- bookmarks (optimistic) ------------------------------------------------------------------

/**
 * POST /v1/router/user/bookmark (201) to keep a course, DELETE with the same body (204) to let go.
 * Optimistic and in order, like enrolling.
 */
export function useBookmarkCourse() {
  const queryClient = useQueryClient();
  const setBookmarked = (courseId: string, bookmarked: boolean) =>
    queryClient.setQueryData(courseDetailQueryOptions(courseId).queryKey, (course) =>
      course ? { ...course, bookmarked } : course,
    );
  return useMutation({
    mutationKey: BOOKMARK_KEY,
    scope: { id: BOOKMARK_KEY.join('.') },
    mutationFn: ({ courseId, bookmark }: { courseId: string; bookmark: boolean }) => {
      const body: BookmarkRequest = { item_type: 'course', item_id: courseId };
      return apiRequest<unknown>('/v1/router/user/bookmark', { method: bookmark ? 'POST' : 'DELETE', body });
    },
    meta: quiet,
    onMutate: async ({ courseId, bookmark }) => {
      await queryClient.cancelQueries({ queryKey: courseDetailQueryOptions(courseId).queryKey });
      setBookmarked(courseId, bookmark);
    },
    onError: (error, { courseId, bookmark }) => {
      setBookmarked(courseId, !bookmark);
      toastError(error);
    },
    onSuccess: (_res, { bookmark }) => {
      toast.success(bookmark ? 'Saved to your bookmarks.' : 'Removed from your bookmarks.');
    },
  });
}
