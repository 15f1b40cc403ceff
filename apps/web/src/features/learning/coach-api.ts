import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachAnswerResponse, CoachAvailability, CoachReflection } from '@ye/contracts/coach';
import { api } from '../../lib/api-client.ts';

// The child's side of the reflection helper (decision 051): may I reflect on this lesson, start one,
// answer. Errors are shown in the card itself (a full day, a word to leave out), not as toasts.

const availabilityKey = (lessonId: string) => ['coach', 'availability', lessonId] as const;

/** Asked only once the lesson is finished: before that the helper is never offered. */
export function useCoachAvailability(lessonId: string, finished: boolean) {
  return useQuery({
    queryKey: availabilityKey(lessonId),
    queryFn: ({ signal }) =>
      api.get<CoachAvailability>(`/v1/coach/me?lesson_id=${encodeURIComponent(lessonId)}`, { signal }),
    enabled: finished,
    meta: { skipErrorToast: true },
  });
}

export function useStartReflection(lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CoachReflection>('/v1/coach/reflections', { lesson_id: lessonId }),
    meta: { skipErrorToast: true },
    // One fewer left today.
    onSettled: () => client.invalidateQueries({ queryKey: availabilityKey(lessonId) }),
  });
}

/** The reflection open on this lesson in this tab, kept across a reload (sessionStorage: the tab only). */
const openKey = (lessonId: string) => `ye.coach.${lessonId}`;

export function rememberOpenReflection(lessonId: string, id: string | null) {
  try {
    if (id) window.sessionStorage.setItem(openKey(lessonId), id);
    else window.sessionStorage.removeItem(openKey(lessonId));
  } catch {
    // Storage may be off (private mode): a reload then starts afresh.
  }
}

function openReflectionId(lessonId: string): string | null {
  try {
    return window.sessionStorage.getItem(openKey(lessonId));
  } catch {
    return null;
  }
}

/** The unfinished reflection this tab had open on the lesson, after a reload (null: none). */
export function useOpenReflection(lessonId: string, finished: boolean) {
  const id = finished ? openReflectionId(lessonId) : null;
  return useQuery({
    queryKey: ['coach', 'reflection', id] as const,
    queryFn: ({ signal }) =>
      api.get<CoachReflection>(`/v1/coach/reflections/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    meta: { skipErrorToast: true },
    select: (r) => (r.finished ? null : r),
  });
}

export function useAnswerReflection() {
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api.post<CoachAnswerResponse>(`/v1/coach/reflections/${encodeURIComponent(id)}/answers`, { text }),
    meta: { skipErrorToast: true },
  });
}
