import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PolicyVersion, PublishedPolicyVersions, PublishPolicyRequest } from '@ye/contracts/consent';
import { api } from '../../lib/api-client.ts';
import { policyVersionsQueryOptions } from '../../lib/policy.ts';

// ---- GET /v1/consent/policy/versions, POST /v1/consent/policy/versions (decision 043) ----------

export const publishedVersionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'policy-versions'] as const,
    queryFn: ({ signal }) => api.get<PublishedPolicyVersions>('/v1/consent/policy/versions', { signal }),
  });

export const usePublishedVersions = () => useQuery(publishedVersionsQueryOptions());

/** Publishes a version; the list and the legal pages' versions are read afresh. */
export function usePublishVersionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishPolicyRequest) => api.post<PolicyVersion>('/v1/consent/policy/versions', body),
    // The form shows the API's words under the fields; no toast on top.
    meta: { skipErrorToast: true },
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: publishedVersionsQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: policyVersionsQueryOptions().queryKey }),
      ]);
    },
  });
}
