import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail, LessonContent } from '@ye/contracts/catalog';
import { api } from '../../lib/api-client.ts';

// ---- GET /v1/instructor/course/preview/{id} and .../lesson/{lessonId} ----------------------------
// The instructor's preview of their own course (drafts too) in the shapes of /v1/course/get and
// /v1/course/content/get, so the child's map and lesson pieces render it. Read-only: the preview has
// no mutations. Its own keys: a child's play never touches them.

const PREVIEW = ['course-preview'] as const;

// The page shows its own loading, error and not-found states, so these do not toast.
const pageQuery = { meta: { skipErrorToast: true } } as const;

export const previewCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...PREVIEW, courseId] as const,
    queryFn: ({ signal }) =>
      api.get<CourseDetail>(`/v1/instructor/course/preview/${encodeURIComponent(courseId)}`, { signal }),
    ...pageQuery,
  });
export const usePreviewCourse = (courseId: string) =>
  useQuery({ ...previewCourseQueryOptions(courseId), enabled: courseId !== '' });

export const previewLessonQueryOptions = (courseId: string, lessonId: string) =>
  queryOptions({
    queryKey: [...PREVIEW, courseId, 'lesson', lessonId] as const,
    queryFn: ({ signal }) =>
      api.get<LessonContent>(
        `/v1/instructor/course/preview/${encodeURIComponent(courseId)}/lesson/${encodeURIComponent(lessonId)}`,
        { signal },
      ),
    ...pageQuery,
  });
export const usePreviewLesson = (courseId: string, lessonId: string) =>
  useQuery({ ...previewLessonQueryOptions(courseId, lessonId), enabled: courseId !== '' && lessonId !== '' });
