import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@ye/contracts/auth';
import { api } from './api-client.ts';

/** GET /v1/router/user/profile: the signed-in user's own profile (name, avatar, email...). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'] as const,
    queryFn: ({ signal }) => api.get<Profile>('/v1/router/user/profile', { signal }),
    staleTime: 5 * 60_000,
  });

export function displayName(
  p: Pick<Profile, 'first_name' | 'last_name' | 'username' | 'email'> | undefined,
): string {
  if (!p) return '';
  const full = [p.first_name, p.last_name].filter(Boolean).join(' ').trim();
  return full || p.username || p.email || '';
}
