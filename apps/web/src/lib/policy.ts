import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentPolicyStatus, PolicyVersions } from '@ye/contracts/consent';
import { api } from './api-client.ts';

// The versions of the privacy policy and terms (decision 043), read by the legal pages, the parent's
// policy-update page and the sign-in gate (app/policy-gate.tsx).

/** GET /v1/consent/policy/current (public): the version in force and the next one. */
export const policyVersionsQueryOptions = () =>
  queryOptions({
    queryKey: ['policy', 'versions'] as const,
    queryFn: ({ signal }) => api.get<PolicyVersions>('/v1/consent/policy/current', { signal, auth: false }),
    staleTime: 10 * 60_000,
    // A legal page reads without it: no toast when it cannot be read.
    meta: { skipErrorToast: true },
  });

export const usePolicyVersions = () => useQuery(policyVersionsQueryOptions());

/** GET /v1/consent/policy (parent): whether the parent must accept the version in force. */
export const parentPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ['policy', 'parent'] as const,
    queryFn: ({ signal }) => api.get<ParentPolicyStatus>('/v1/consent/policy', { signal }),
    // Asked once a sign-in: the answer changes only when a version takes effect or is accepted.
    staleTime: 30 * 60_000,
    meta: { skipErrorToast: true },
  });

export const useParentPolicy = (enabled = true) => useQuery({ ...parentPolicyQueryOptions(), enabled });

/**
 * The day a version takes effect, as the app writes dates ("Apr 09, 2027"). A version takes effect at
 * 00:00 UTC of its day, so the day is read in UTC: in a time zone behind UTC it would show the day before.
 */
export function formatPolicyDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const month = d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${String(d.getUTCDate()).padStart(2, '0')}, ${d.getUTCFullYear()}`;
}
