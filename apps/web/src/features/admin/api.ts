import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserList, AuditEntryList, UpdateUserBody } from '@ye/contracts/admin';
import type { ImpersonateResponse } from '@ye/contracts/mesh';
import { landingPath } from '@ye/contracts/roles';
import { api } from '../../lib/api-client';
import { navigateTo } from '../../lib/navigation';
import { PATHS } from '../../lib/paths.ts';
import { startProgramLogin } from '../../lib/session';

// ---- GET /v1/admin/users ---------------------------------------------------------------------

export interface AdminUsersParams {
  page: number;
  pageSize: number;
  q: string;
}

/** The admin user list; the single source of its query key. */
export const adminUsersQueryOptions = ({ page, pageSize, q }: AdminUsersParams) =>
  queryOptions({
    queryKey: ['admin', 'users', { page, pageSize, q }] as const,
    queryFn: ({ signal }) =>
      api.get<AdminUserList>('/v1/admin/users', {
        query: { page, page_size: pageSize, q: q.trim() || undefined },
        signal,
      }),
    // Keep the current page on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (params: AdminUsersParams) => useQuery(adminUsersQueryOptions(params));

// ---- POST /v1/admin/impersonate, then POST /auth/prg/login -----------------------------------

/**
 * Mints a one-time auth_token for the user and hands it to the session's program login, which stores
 * the user's sessions with the impersonating flag; then goes to that user's landing page. A failed
 * program login has already shown its toast and cleared storage (session.ts), so it resolves null.
 */
export async function impersonate(
  user: Pick<AdminUser, 'id'>,
  reason: string,
): Promise<ImpersonateResponse['user'] | null> {
  const minted = await api.post<ImpersonateResponse>('/v1/admin/impersonate', { user_id: user.id, reason });
  const session = await startProgramLogin(minted.auth_token, { reason });
  if (!session) {
    navigateTo(PATHS.login);
    return null;
  }
  navigateTo(landingPath(session.type));
  return minted.user;
}

export const useImpersonateMutation = () =>
  useMutation({
    mutationFn: ({ user, reason }: { user: Pick<AdminUser, 'id'>; reason: string }) =>
      impersonate(user, reason),
  });

// ---- account changes: disable, enable, role; and the user's audit history ----------------------

/** Every change re-reads the user list and the audit histories (both keys start with ['admin', 'users']). */
function useUserChange<V extends { user: Pick<AdminUser, 'id'> }>(send: (vars: V) => Promise<AdminUser>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export const useDisableUserMutation = () =>
  useUserChange(({ user, reason }: { user: Pick<AdminUser, 'id'>; reason: string }) =>
    api.post<AdminUser>(`/v1/admin/users/${user.id}/disable`, { reason }),
  );

export const useEnableUserMutation = () =>
  useUserChange(({ user }: { user: Pick<AdminUser, 'id'> }) =>
    api.post<AdminUser>(`/v1/admin/users/${user.id}/enable`),
  );

export const useChangeRoleMutation = () =>
  useUserChange(({ user, type }: { user: Pick<AdminUser, 'id'>; type: UpdateUserBody['type'] }) =>
    api.patch<AdminUser>(`/v1/admin/users/${user.id}`, { type }),
  );

/** GET /v1/admin/users/{id}/audit: what was done to the user and by them, newest first. */
export const userAuditQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', userId, 'audit', page] as const,
    queryFn: ({ signal }) =>
      api.get<AuditEntryList>(`/v1/admin/users/${userId}/audit`, { query: { page, page_size: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useUserAudit = (userId: string, page: number) => useQuery(userAuditQueryOptions(userId, page));
