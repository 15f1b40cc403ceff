import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachReflectionPage, CoachReflectionsDeleted, CoachSetting } from '@ye/contracts/coach';
import { api } from '../../../../lib/api-client.ts';
import { FAMILY_KEY } from '../../../../lib/family.ts';

// The reflection helper's switch and transcripts (decision 051), beside their section.

const coachKey = (childId: string) => [...FAMILY_KEY, 'coach', childId] as const;

export const coachSettingQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...coachKey(childId), 'setting'] as const,
    queryFn: ({ signal }) => api.get<CoachSetting>(`/v1/coach/children/${childId}`, { signal }),
  });

export const useCoachSetting = (childId: string) => useQuery(coachSettingQueryOptions(childId));

export function useSetCoach(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => api.put<CoachSetting>(`/v1/coach/children/${childId}`, { on }),
    onSuccess: (setting) => client.setQueryData(coachSettingQueryOptions(childId).queryKey, setting),
  });
}

/** Transcripts a page at a time, newest first. */
export const COACH_PAGE_SIZE = 5;

export function useCoachReflections(childId: string, page: number) {
  return useQuery({
    queryKey: [...coachKey(childId), 'reflections', page] as const,
    queryFn: ({ signal }) =>
      api.get<CoachReflectionPage>(
        `/v1/coach/children/${childId}/reflections?page=${page}&page_size=${COACH_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Deletes every transcript of the child; the lists are read again. */
export function useDeleteCoachReflections(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<CoachReflectionsDeleted>(`/v1/coach/children/${childId}/reflections`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...coachKey(childId), 'reflections'] }),
  });
}
