import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContentDiscardResponse,
  CreateChapterRequest,
  CreateLessonRequest,
  StudioChapter,
  StudioLesson,
  UpdateChapterRequest,
  UpdateLessonRequest,
} from '@ye/contracts/studio';
import { api } from '../../lib/api-client';
import { COURSES, studioCourseQueryOptions } from './api.ts';
import { moveChapter, moveLesson } from './components/content-order.ts';

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
