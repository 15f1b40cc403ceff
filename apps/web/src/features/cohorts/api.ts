import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseListPage } from '@ye/contracts/catalog';
import type {
  CohortCreateRequest,
  CohortCsvResult,
  CohortDetail,
  CohortOrganizationList,
  CohortPage,
  CohortStaffMember,
  CohortStudentResponse,
  CohortUpdateRequest,
  FamilyCohort,
  FamilyCohortList,
} from '@ye/contracts/cohorts';
import { api } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

// Cohorts (decision 034): the staff's cohorts and one cohort's children, the families' classes, and
// the calls that change them. Every mutation refreshes everything under COHORTS.

const COHORTS = ['cohorts'] as const;
export const COHORTS_PAGE_SIZE = 10;

// ---- staff

export const cohortListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...COHORTS, 'list', page] as const,
    queryFn: ({ signal }) =>
      api.get<CohortPage>('/v1/cohort/', { query: { page, page_size: COHORTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    // The page says what went wrong in its own words, with a way to try again.
    meta: { skipErrorToast: true },
  });
export const useCohortList = (page: number) => useQuery(cohortListQueryOptions(page));

export const cohortQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...COHORTS, 'one', id] as const,
    queryFn: ({ signal }) => api.get<CohortDetail>(`/v1/cohort/${encodeURIComponent(id)}`, { signal }),
    meta: { skipErrorToast: true },
  });
export const useCohort = (id: string | null) => useQuery({ ...cohortQueryOptions(id ?? ''), enabled: !!id });

/** Published courses to give a cohort (GET /v1/course/list, the first 100). */
export const usePublishedCourses = (enabled: boolean) =>
  useQuery({
    queryKey: [...COHORTS, 'courses'] as const,
    queryFn: ({ signal }) =>
      api.get<CourseListPage>('/v1/course/list', { query: { page: 1, page_size: 100 }, signal }),
    enabled,
    staleTime: 60_000,
  });

/** The organizations the caller may give a cohort (the form's picker). */
export const useCohortOrganizations = (enabled: boolean) =>
  useQuery({
    queryKey: [...COHORTS, 'organizations'] as const,
    queryFn: ({ signal }) => api.get<CohortOrganizationList>('/v1/cohort/organizations', { signal }),
    enabled,
    staleTime: 60_000,
    meta: { skipErrorToast: true },
  });

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: COHORTS });
}

/** A mutation that refreshes the cohorts afterwards; errors are toasts with the API's words. */
function useCohortMutation<I, O>(fn: (input: I) => Promise<O>, quiet = false) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: fn,
    onSuccess: refresh,
    ...(quiet ? { meta: { skipErrorToast: true } } : {}),
  });
}

const one = (id: string) => `/v1/cohort/${encodeURIComponent(id)}`;

// The form shows the API's sentence itself, so no toast for these two.
export const useCreateCohort = () =>
  useCohortMutation((body: CohortCreateRequest) => api.post<CohortDetail>('/v1/cohort/create', body), true);
export const useUpdateCohort = () =>
  useCohortMutation(
    ({ id, body }: { id: string; body: CohortUpdateRequest }) => api.patch<CohortDetail>(one(id), body),
    true,
  );
/** Archive or bring back: a toast when it fails. */
export const useSetCohortStatus = () =>
  useCohortMutation(({ id, status }: { id: string; status: 'active' | 'archived' }) =>
    api.patch<CohortDetail>(one(id), { status }),
  );
export const useDeleteCohort = () =>
  useCohortMutation((id: string) => api.delete<void>(`/v1/cohort/delete/${encodeURIComponent(id)}`));
export const useAddCourse = () =>
  useCohortMutation(({ id, courseId }: { id: string; courseId: string }) =>
    api.post<{ course_id: string }>(`${one(id)}/course`, { course_id: courseId }),
  );
export const useRemoveCourse = () =>
  useCohortMutation(({ id, courseId }: { id: string; courseId: string }) =>
    api.delete<void>(`${one(id)}/course/${encodeURIComponent(courseId)}`),
  );
export const useAddByUsernames = () =>
  useCohortMutation(({ id, csv }: { id: string; csv: string }) =>
    api.post<CohortCsvResult>(`${one(id)}/students/csv`, { csv }),
  );
export const useRemoveStudent = () =>
  useCohortMutation(({ id, childId }: { id: string; childId: string }) =>
    api.delete<void>(`${one(id)}/student/${encodeURIComponent(childId)}`),
  );

// The lead's staff: the detail shows the API's words as a toast when it refuses.
export const useAddAssistant = () =>
  useCohortMutation(
    ({ id, email }: { id: string; email: string }) =>
      api.post<CohortStaffMember>(`${one(id)}/staff`, { email }),
    true,
  );
export const useRemoveAssistant = () =>
  useCohortMutation(({ id, userId }: { id: string; userId: string }) =>
    api.delete<void>(`${one(id)}/staff/${encodeURIComponent(userId)}`),
  );

/** GET /v1/cohort/{id}/report.csv behind the bearer token, saved as a file. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (cohort: Pick<CohortDetail, 'id' | 'name'>) => {
      const blob = await api.blob(`${one(cohort.id)}/report.csv`, { headers: { Accept: 'text/csv' } });
      const slug =
        cohort.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'class';
      saveBlob(blob, `${slug}-progress.csv`);
    },
  });
}

// ---- families

export const familyCohortsQueryOptions = (childId: string | undefined) =>
  queryOptions({
    queryKey: [...COHORTS, 'family', childId ?? null] as const,
    queryFn: ({ signal }) =>
      api.get<FamilyCohortList>('/v1/cohort/family', { query: { child_id: childId }, signal }),
    enabled: childId !== undefined,
    meta: { skipErrorToast: true },
  });
export const useFamilyCohorts = (childId: string | undefined) => useQuery(familyCohortsQueryOptions(childId));

export const useEnrol = () =>
  useCohortMutation(({ id, childId, inviteCode }: { id: string; childId: string; inviteCode?: string }) =>
    api.post<CohortStudentResponse>(`${one(id)}/enrol`, {
      child_id: childId,
      ...(inviteCode ? { invite_code: inviteCode } : {}),
    }),
  );

/** A parent looks a class up by its invite code (POST: the code stays out of addresses and logs). */
export const useFindByInvite = () =>
  useMutation({
    mutationFn: ({ code, childId }: { code: string; childId: string }) =>
      api.post<FamilyCohort>('/v1/cohort/invite', { invite_code: code, child_id: childId }),
    // The form says what went wrong under the field.
    meta: { skipErrorToast: true },
  });
export const useWithdraw = () =>
  useCohortMutation(({ id, childId }: { id: string; childId: string }) =>
    api.delete<void>(`${one(id)}/enrol/${encodeURIComponent(childId)}`),
  );
