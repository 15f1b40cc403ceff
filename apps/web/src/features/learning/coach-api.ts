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

export function useAnswerReflection() {
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api.post<CoachAnswerResponse>(`/v1/coach/reflections/${encodeURIComponent(id)}/answers`, { text }),
    meta: { skipErrorToast: true },
  });
}
