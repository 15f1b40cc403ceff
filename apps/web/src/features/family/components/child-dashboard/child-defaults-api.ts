import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildWorkPage } from '@ye/contracts/assignments';
import type { StreakChoice } from '@ye/contracts/streaks';
import { api } from '../../../../lib/api-client.ts';
import { FAMILY_KEY } from '../../../../lib/family.ts';

// The calls behind the child page's protective defaults (decision 042): the streak switch and the
// instructors' notes. Kept here, beside their sections, so family/api.ts stays as it is.

export const CHILD_WORK_PAGE_SIZE = 5;

const streakKey = (childId: string) => [...FAMILY_KEY, 'streaks', childId] as const;

export const streakChoiceQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: streakKey(childId),
    queryFn: ({ signal }) => api.get<StreakChoice>(`/v1/learning/children/${childId}/streaks`, { signal }),
  });

export const useStreakChoice = (childId: string) => useQuery(streakChoiceQueryOptions(childId));

export function useSetStreaks(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (streaksOn: boolean) =>
      api.put<StreakChoice>(`/v1/learning/children/${childId}/streaks`, { streaks_on: streaksOn }),
    onSuccess: (choice) => client.setQueryData(streakKey(childId), choice),
  });
}

export const childWorkQueryOptions = (childId: string, page: number) =>
  queryOptions({
    queryKey: [...FAMILY_KEY, 'child-work', childId, page] as const,
    queryFn: ({ signal }) =>
      api.get<ChildWorkPage>(
        `/v1/course/assignments/children/${childId}?page=${page}&page_size=${CHILD_WORK_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useChildWork = (childId: string, page: number) => useQuery(childWorkQueryOptions(childId, page));
