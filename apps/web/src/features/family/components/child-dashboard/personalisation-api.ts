import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonalisationSetting } from '@ye/contracts/personalisation';
import { api } from '../../../../lib/api-client.ts';
import { FAMILY_KEY } from '../../../../lib/family.ts';

// The learned-personalisation switch (decision 048), beside its section so family/api.ts stays as it is.

const personalisationKey = (childId: string) => [...FAMILY_KEY, 'personalisation', childId] as const;

export const personalisationQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: personalisationKey(childId),
    queryFn: ({ signal }) =>
      api.get<PersonalisationSetting>(`/v1/personalisation/children/${childId}`, { signal }),
  });

export const usePersonalisation = (childId: string) => useQuery(personalisationQueryOptions(childId));

export function useSetPersonalisation(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (learned: boolean) =>
      api.put<PersonalisationSetting>(`/v1/personalisation/children/${childId}`, { learned }),
    onSuccess: (setting) => {
      client.setQueryData(personalisationKey(childId), setting);
      // Recommendations and calm suggestions change with the switch.
      return client.invalidateQueries({ queryKey: FAMILY_KEY });
    },
  });
}
