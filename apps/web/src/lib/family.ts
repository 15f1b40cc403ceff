import { queryOptions } from '@tanstack/react-query';
import type { ChildSummary } from '@ye/contracts/family';
import { api } from './api-client.ts';

// The parent's children are read by the family pages and the catalogue (to enrol a child in a course): one
// cache entry for both, under the key every family query starts with.

/** Every family query key starts here, so one invalidation reaches them all. */
export const FAMILY_KEY = ['family'] as const;

/** GET /v1/family/child/list: the signed-in parent's children. */
export const childListQueryOptions = () =>
  queryOptions({
    queryKey: [...FAMILY_KEY, 'children'] as const,
    queryFn: ({ signal }) => api.get<ChildSummary[]>('/v1/family/child/list', { signal }),
  });
