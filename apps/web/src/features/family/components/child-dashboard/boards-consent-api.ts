import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildBoards, UpdateChildBoardsRequest } from '@ye/contracts/discussion';
import { api } from '../../../../lib/api-client.ts';
import { FAMILY_KEY } from '../../../../lib/family.ts';

// The boards consent (decision 041), beside its section so family/api.ts stays as it is.

const boardsKey = (childId: string) => [...FAMILY_KEY, 'boards', childId] as const;

export const boardsConsentQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: boardsKey(childId),
    queryFn: ({ signal }) => api.get<ChildBoards>(`/v1/discussion/children/${childId}/boards`, { signal }),
  });

export const useBoardsConsent = (childId: string) => useQuery(boardsConsentQueryOptions(childId));

export function useSetBoardsConsent(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChildBoardsRequest) =>
      api.put<ChildBoards>(`/v1/discussion/children/${childId}/boards`, body),
    meta: { skipErrorToast: true },
    onSuccess: (saved) => client.setQueryData(boardsKey(childId), saved),
  });
}
