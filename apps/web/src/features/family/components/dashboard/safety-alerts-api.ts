import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SafetyAlert, SafetyAlertPage } from '@ye/contracts/safety';
import { api } from '../../../../lib/api-client.ts';
import { FAMILY_KEY } from '../../../../lib/family.ts';

// The parent's safety alerts (decision 046), beside the notice that shows them, so family/api.ts
// stays as it is.

/** How many unseen alerts the dashboard shows at once (there are seldom more than one). */
export const ALERTS_SHOWN = 5;

const alertsKey = [...FAMILY_KEY, 'safety-alerts', 'unseen'] as const;

export const unseenAlertsQueryOptions = () =>
  queryOptions({
    queryKey: alertsKey,
    queryFn: ({ signal }) =>
      api.get<SafetyAlertPage>(`/v1/family/safety/alerts?unseen=true&page=1&page_size=${ALERTS_SHOWN}`, {
        signal,
      }),
  });

export const useUnseenAlerts = () => useQuery(unseenAlertsQueryOptions());

export function useMarkAlertSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<SafetyAlert>(`/v1/family/safety/alerts/${id}/seen`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: alertsKey }),
  });
}
