import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParentPolicyStatus } from '@ye/contracts/consent';
import { api } from '../../lib/api-client.ts';
import { parentPolicyQueryOptions } from '../../lib/policy.ts';

// ---- POST /v1/consent/policy/accept ------------------------------------------------------------

/** The parent agrees to a version: the gate (app/policy-gate.tsx) reads the new answer at once. */
export function useAcceptPolicyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => api.post<ParentPolicyStatus>('/v1/consent/policy/accept', { version }),
    onSuccess: (status) => client.setQueryData(parentPolicyQueryOptions().queryKey, status),
  });
}
