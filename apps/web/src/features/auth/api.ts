import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForgotPasswordRequest, ResetPasswordRequest, SignupRequest } from '@ye/contracts/auth';
import type { CourseListPage } from '@ye/contracts/catalog';
import type { EmailVerificationStatus } from '@ye/contracts/consent';
import type { ChildProfile } from '@ye/contracts/family';
import type { Enrolment } from '@ye/contracts/learning';
import { toast } from 'react-toastify';
import { api } from '../../lib/api-client.ts';
import { childListQueryOptions, FAMILY_KEY } from '../../lib/family.ts';
import { type Credentials, login, signup } from '../../lib/session.ts';

/** Sign in (adults by email, children by username). Errors become a toast (the server's detail). */
export const useLoginMutation = () =>
  useMutation({ mutationFn: (c: Credentials) => login(c), onSuccess: () => toast.dismiss() });

/** A parent's new account, signed in at once. */
export const useSignupMutation = () =>
  useMutation({ mutationFn: (input: SignupRequest) => signup(input), onSuccess: () => toast.dismiss() });

/** POST /v1/auth/forgot-password: the same answer whether or not the email has an account. */
export const useForgotPasswordMutation = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      api.post<{ detail: string }>('/v1/auth/forgot-password', body, { auth: false }),
  });

/** POST /v1/auth/reset-password with the token from the emailed link. */
export const useResetPasswordMutation = () =>
  useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      api.post<{ detail: string }>('/v1/auth/reset-password', body, { auth: false }),
  });

/** POST /v1/consent/email/verify with the token from the emailed confirmation link (decision 035). */
export const useVerifyEmailMutation = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<{ detail: string }>('/v1/consent/email/verify', { token }, { auth: false }),
    meta: { skipErrorToast: true },
  });

// ---- The guided sign-up (registration_flow flag, decision 040) --------------------------------
// Its own small reads of the family and consent calls: a feature never imports another's hooks.

const FLOW = ['auth', 'registration-flow'] as const;

/** GET /v1/consent/email: whether the new parent has confirmed their address yet. */
export const useFlowEmailStatus = () =>
  useQuery({
    queryKey: [...FLOW, 'email'],
    queryFn: ({ signal }) => api.get<EmailVerificationStatus>('/v1/consent/email', { signal }),
    // The link is opened in another tab: look again when the parent comes back, and now and then.
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => (query.state.data?.verified ? false : 10_000),
  });

/** POST /v1/consent/email/send: the confirmation link again (the older one stops working). */
export const useFlowResendLink = () =>
  useMutation({ mutationFn: () => api.post<{ detail: string }>('/v1/consent/email/send', {}) });

/** The parent's children (the list shared with the family pages, lib/family.ts). */
export const useFlowChildren = () => useQuery(childListQueryOptions());

/** GET /v1/family/child/get-profile: the child's age and username for their first step. */
export const useFlowChild = (childId: string | null) =>
  useQuery({
    queryKey: [...FLOW, 'child', childId],
    queryFn: ({ signal }) =>
      api.get<ChildProfile>('/v1/family/child/get-profile', { query: { child_id: childId }, signal }),
    enabled: childId !== null,
  });

/** GET /v1/course/list?age=: published courses for the child's age (a first handful). */
export const FIRST_COURSES = 6;
export const useFlowCourses = (age: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...FLOW, 'courses', age],
    queryFn: ({ signal }) =>
      api.get<CourseListPage>('/v1/course/list', {
        query: { page: 1, page_size: FIRST_COURSES, age },
        signal,
      }),
    enabled,
    staleTime: 5 * 60_000,
  });

/** POST /v1/family/course/{courseId}/assign/{childId}: the child's first course. */
export function useAssignFirstCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, childId }: { courseId: string; childId: string }) =>
      api.post<Enrolment>(
        `/v1/family/course/${encodeURIComponent(courseId)}/assign/${encodeURIComponent(childId)}`,
      ),
    // The family pages read the same list: they show the new course at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAMILY_KEY }),
  });
}
