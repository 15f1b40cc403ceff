import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFlag, AdminFlagList, FlagName } from '@ye/contracts/flags';
import { api } from '../../lib/api-client';
import { FLAGS_KEY } from '../../lib/flags.ts';

// ---- GET /v1/admin/feature-flags, PATCH /v1/admin/feature-flags/{name} ---------------------------

export const adminFlagsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'feature-flags'] as const,
    queryFn: ({ signal }) => api.get<AdminFlagList>('/v1/admin/feature-flags', { signal }),
  });

export const useAdminFlags = () => useQuery(adminFlagsQueryOptions());

/** Sets a flag; the list and the admin's own session flags (lib/flags.ts) then read it afresh. */
export function useSetFlagMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, enabled }: { name: FlagName; enabled: boolean }) =>
      api.patch<AdminFlag>(`/v1/admin/feature-flags/${name}`, { enabled }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminFlagsQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: FLAGS_KEY }),
      ]);
    },
  });
}
