import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationMetrics } from '@ye/contracts/organization-metrics';
import type {
  AddMemberBody,
  MemberList,
  MyOrganizations,
  Organization,
  OrganizationList,
  UpdateOrganizationBody,
} from '@ye/contracts/organizations';
import { api } from '../../lib/api-client';

const KEY = ['admin', 'organizations'] as const;

/** GET /v1/admin/organizations: the single source of the list's query key. */
export const organizationsQueryOptions = ({
  page,
  pageSize,
  q,
}: {
  page: number;
  pageSize: number;
  q: string;
}) =>
  queryOptions({
    queryKey: [...KEY, 'list', { page, pageSize, q }] as const,
    queryFn: ({ signal }) =>
      api.get<OrganizationList>('/v1/admin/organizations', {
        query: { page, page_size: pageSize, q: q.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useOrganizations = (params: { page: number; pageSize: number; q: string }) =>
  useQuery(organizationsQueryOptions(params));

export const membersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...KEY, id, 'members'] as const,
    queryFn: ({ signal }) => api.get<MemberList>(`/v1/admin/organizations/${id}/members`, { signal }),
  });

export const useMembers = (id: string) => useQuery(membersQueryOptions(id));

/** Every change re-reads the lists and members (their keys start with KEY). */
function useChange<V, R>(send: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateOrganization = () =>
  useChange((name: string) => api.post<Organization>('/v1/admin/organizations', { name }));

export const useUpdateOrganization = () =>
  useChange(({ id, ...body }: { id: string } & UpdateOrganizationBody) =>
    api.patch<Organization>(`/v1/admin/organizations/${id}`, body),
  );

export const useAddMember = () =>
  useChange(({ id, ...body }: { id: string } & AddMemberBody) =>
    api.post<MemberList>(`/v1/admin/organizations/${id}/members`, body),
  );

export const useRemoveMember = () =>
  useChange(({ id, userId }: { id: string; userId: string }) =>
    api.delete<void>(`/v1/admin/organizations/${id}/members/${userId}`),
  );

// ---- An external admin's own organizations, read-only (decision 040) --------------------------

const MINE = ['organizations', 'mine'] as const;

/** GET /v1/organizations/mine: the caller's active organizations. */
export const useMyOrganizations = () =>
  useQuery({
    queryKey: MINE,
    queryFn: ({ signal }) => api.get<MyOrganizations>('/v1/organizations/mine', { signal }),
  });

/** GET /v1/organizations/{id}/members: one of them, its members. */
export const useMyOrganizationMembers = (id: string | null) =>
  useQuery({
    queryKey: [...MINE, id, 'members'],
    queryFn: ({ signal }) => api.get<MemberList>(`/v1/organizations/${id}/members`, { signal }),
    enabled: id !== null,
  });

/** GET /v1/organizations/{id}/metrics: its courses' learners and completions (under 5 withheld). */
export const useMyOrganizationMetrics = (id: string | null) =>
  useQuery({
    queryKey: [...MINE, id, 'metrics'],
    queryFn: ({ signal }) => api.get<OrganizationMetrics>(`/v1/organizations/${id}/metrics`, { signal }),
    enabled: id !== null,
  });
