import { queryOptions, useQuery } from '@tanstack/react-query';
import { FLAG_NAMES } from '@ye/contracts/first-download';
import type { FlagName, FlagState } from '@ye/contracts/flags';
import { api } from './api-client.ts';

/**
 * The spec's three flags (section 3, default false), read from the server's feature flags
 * (GET /v1/feature-flag/is-enabled, decision 032) once per session: the query never goes stale, and
 * a sign-in or sign-out clears the query client, so the next session reads them afresh. An admin who
 * changes a flag refreshes their own copy (invalidating FLAGS_KEY).
 */
export interface Flags {
  cohortFeatureFlagEnabled: boolean;
  howToFeatureFlagEnabled: boolean;
  registrationFlowFlagEnabled: boolean;
}
export type FlagKey = keyof Flags;

/** The spec's name of each server flag. */
export const FLAG_KEYS: Record<FlagName, FlagKey> = {
  cohort: 'cohortFeatureFlagEnabled',
  how_to: 'howToFeatureFlagEnabled',
  registration_flow: 'registrationFlowFlagEnabled',
};

export const FLAGS_OFF: Flags = {
  cohortFeatureFlagEnabled: false,
  howToFeatureFlagEnabled: false,
  registrationFlowFlagEnabled: false,
};

export const FLAGS_KEY = ['feature-flags'] as const;

export const flagsQueryOptions = () =>
  queryOptions({
    queryKey: FLAGS_KEY,
    queryFn: async ({ signal }): Promise<Flags> => {
      const states = await Promise.all(
        FLAG_NAMES.map((name) =>
          api.get<FlagState>('/v1/feature-flag/is-enabled', { query: { name }, signal }),
        ),
      );
      const flags = { ...FLAGS_OFF };
      for (const s of states) flags[FLAG_KEYS[s.name]] = s.enabled === true;
      return flags;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // A flag that cannot be read is off: what it hides stays hidden, without an error toast.
    meta: { skipErrorToast: true },
  });

/** The flags of this session; every flag reads as off until they arrive (or when they cannot be read). */
export function useFlags(): Flags & { isPending: boolean } {
  const { data, isPending } = useQuery(flagsQueryOptions());
  return { ...(data ?? FLAGS_OFF), isPending };
}
