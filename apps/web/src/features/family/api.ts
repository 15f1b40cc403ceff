import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseListPage } from '@ye/contracts/catalog';
import type { EmailVerificationStatus } from '@ye/contracts/consent';
import type {
  AddChildRequest,
  Avatar,
  ChildExport,
  ChildProfile,
  CourseProgress,
  CourseRating,
  CourseRatingRequest,
  DashboardChild,
  EditChildRequest,
  SelfEsteemData,
  UsernameAvailability,
} from '@ye/contracts/family';
import type {
  Certificate,
  Enrolment,
  GamesPlayedPage,
  JournalEntry,
  ParentCertificates,
  RatingPromptList,
} from '@ye/contracts/learning';
import { api } from '../../lib/api-client';
import { childListQueryOptions, FAMILY_KEY } from '../../lib/family.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

const FAMILY = FAMILY_KEY;

// ---- GET /v1/family/child/list (shared with the catalogue: lib/family.ts) -------------------

export const useChildList = () => useQuery(childListQueryOptions());

// ---- GET /v1/family/dashboard ----------------------------------------------------------------

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...FAMILY, 'dashboard'] as const,
    queryFn: ({ signal }) => api.get<DashboardChild[]>('/v1/family/dashboard', { signal }),
  });

export const useFamilyDashboard = () => useQuery(dashboardQueryOptions());

// ---- GET /v1/router/child/avatars ------------------------------------------------------------

export const avatarsQueryOptions = () =>
  queryOptions({
    queryKey: [...FAMILY, 'avatars'] as const,
    queryFn: ({ signal }) => api.get<Avatar[]>('/v1/router/child/avatars', { signal, auth: false }),
    // Our own art: it does not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAvatars = () => useQuery(avatarsQueryOptions());

// ---- GET /v1/family/username-available (debounced) -------------------------------------------

export const USERNAME_CHECK_DELAY_MS = 400;

export const usernameAvailabilityQueryOptions = (username: string) =>
  queryOptions({
    queryKey: [...FAMILY, 'username-available', username] as const,
    queryFn: ({ signal }) =>
      api.get<UsernameAvailability>('/v1/family/username-available', { query: { username }, signal }),
    enabled: username.length > 0,
    staleTime: 30_000,
    // The answer (or the failure) is shown at the field, not as a toast.
    meta: { skipErrorToast: true },
    retry: false,
  });

/** Checks the username as the parent types: one request once typing pauses for 400 ms. */
export function useUsernameAvailability(username: string) {
  const trimmed = username.trim();
  const debounced = useDebouncedValue(trimmed, USERNAME_CHECK_DELAY_MS);
  const query = useQuery(usernameAvailabilityQueryOptions(debounced));
  return { ...query, checkedUsername: debounced, isSettling: debounced !== trimmed };
}

// ---- GET /v1/family/child/get-profile --------------------------------------------------------

export const childProfileQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...FAMILY, 'child', childId, 'profile'] as const,
    queryFn: ({ signal }) =>
      api.get<ChildProfile>('/v1/family/child/get-profile', { query: { child_id: childId }, signal }),
    // The page shows its own not-found or error state.
    meta: { skipErrorToast: true },
  });

export const useChildProfile = (childId: string) => useQuery(childProfileQueryOptions(childId));

// ---- GET /v1/family/metrics ------------------------------------------------------------------

export const childMetricsQueryOptions = (childId: string, days: number) =>
  queryOptions({
    queryKey: [...FAMILY, 'child', childId, 'metrics', days] as const,
    queryFn: ({ signal }) =>
      api.get<SelfEsteemData>('/v1/family/metrics', { query: { child_id: childId, days }, signal }),
  });

export const useChildMetrics = (childId: string, days: number) =>
  useQuery(childMetricsQueryOptions(childId, days));

// ---- mutations -------------------------------------------------------------------------------

/** After any change to a child: the list and the dashboard cards show it. */
function useRefreshFamily() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: childListQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey }),
    ]);
}

/** POST /v1/family/child/add. Errors are shown by the dialog (409 at the username field). */
export function useAddChild() {
  const refresh = useRefreshFamily();
  return useMutation({
    mutationFn: (body: AddChildRequest) => api.post<ChildProfile>('/v1/family/child/add', body),
    meta: { skipErrorToast: true },
    onSuccess: () => refresh(),
  });
}

export interface EditChildInput {
  childId: string;
  profile: EditChildRequest;
  /** Sent through /v1/family/child/update-username first when it changed (a taken one stops the rest). */
  username?: string;
  /** Sent through /v1/router/child/update-birthday when it changed; null removes it. */
  birthday?: string | null;
}

/**
 * POST /v1/family/child/update-username if it changed, PATCH /v1/family/child/edit-profile, then
 * POST /v1/router/child/update-birthday if it changed.
 */
export function useEditChild() {
  const queryClient = useQueryClient();
  const refresh = useRefreshFamily();
  return useMutation({
    mutationFn: async ({ childId, profile, username, birthday }: EditChildInput) => {
      if (username !== undefined)
        await api.post<ChildProfile>('/v1/family/child/update-username', { child_id: childId, username });
      let saved = await api.patch<ChildProfile>('/v1/family/child/edit-profile', profile, {
        query: { child_id: childId },
      });
      if (birthday !== undefined)
        saved = await api.post<ChildProfile>('/v1/router/child/update-birthday', {
          child_id: childId,
          birthday,
        });
      return saved;
    },
    meta: { skipErrorToast: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(childProfileQueryOptions(saved.child_id).queryKey, saved);
      return refresh();
    },
  });
}

/** POST /v1/family/child/remove: the child's account and all their data. */
export function useRemoveChild() {
  const queryClient = useQueryClient();
  const refresh = useRefreshFamily();
  return useMutation({
    mutationFn: (childId: string) =>
      api.post<{ detail: string }>('/v1/family/child/remove', { child_id: childId }),
    onSuccess: (_res, childId) => {
      queryClient.removeQueries({ queryKey: [...FAMILY, 'child', childId] });
      return refresh();
    },
  });
}

// ---- GET /v1/family/child/export -------------------------------------------------------------

/** 'Mia Rose' → 'mia-rose'; anything else becomes '-' (a safe file name on every system). */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'child';
}

export function exportFileName(name: string): string {
  return `child-${fileSlug(name)}-data.json`;
}

/** Fetches everything we hold about the child and saves it as one readable JSON file. */
export async function downloadChildData(childId: string, name: string): Promise<void> {
  const data = await api.get<ChildExport>('/v1/family/child/export', { query: { child_id: childId } });
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  saveBlob(blob, exportFileName(name));
}

export const useExportChild = () =>
  useMutation({
    mutationFn: ({ childId, name }: { childId: string; name: string }) => downloadChildData(childId, name),
  });

// ---- courses: GET /v1/family/check-progress, enrol (POST …/assign) and unenrol (…/unassign) ---

/**
 * POST /v1/family/check-progress (a read; the API takes the optional child id in the body): per child
 * and course, status and percent complete. Without a child id: every child of the parent.
 */
export const checkProgressQueryOptions = (childId?: string) =>
  queryOptions({
    queryKey: [...FAMILY, 'progress', childId ?? 'all'] as const,
    queryFn: ({ signal }) =>
      api.post<CourseProgress[]>('/v1/family/check-progress', childId ? { child_id: childId } : {}, {
        signal,
      }),
  });

export const useCheckProgress = (childId?: string) => useQuery(checkProgressQueryOptions(childId));

/** percent_complete by course id, for one child. */
export function percentByCourse(progress: readonly CourseProgress[] | undefined, childId: string) {
  const map = new Map<string, number>();
  for (const p of progress ?? []) if (p.child_id === childId) map.set(p.course_id, p.percent_complete);
  return map;
}

export interface EnrolmentInput {
  courseId: string;
  childId: string;
}

/** After enrolling or unenrolling: the children's course lists and progress change. */
function useRefreshCourses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: childListQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: [...FAMILY, 'progress'] }),
    ]);
}

/** POST /v1/family/course/:courseId/assign/:childId */
export function useEnrolInCourse() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: ({ courseId, childId }: EnrolmentInput) =>
      api.post<Enrolment>(
        `/v1/family/course/${encodeURIComponent(courseId)}/assign/${encodeURIComponent(childId)}`,
      ),
    onSuccess: () => refresh(),
  });
}

/** POST /v1/family/course/:courseId/unassign/:childId */
export function useUnenrolFromCourse() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: ({ courseId, childId }: EnrolmentInput) =>
      api.post<unknown>(
        `/v1/family/course/${encodeURIComponent(courseId)}/unassign/${encodeURIComponent(childId)}`,
      ),
    onSuccess: () => refresh(),
  });
}

// ---- GET /v1/course/list?age= (the courses a parent can enrol one child in) ------------------

/** Published courses whose age range holds the child's age (every course when the age is unknown). */
export const ENROLLABLE_PAGE_SIZE = 100;
export const enrollableCoursesQueryOptions = (age: number | null) =>
  queryOptions({
    queryKey: [...FAMILY, 'enrollable', age] as const,
    queryFn: ({ signal }) =>
      api.get<CourseListPage>('/v1/course/list', {
        query: { page: 1, page_size: ENROLLABLE_PAGE_SIZE, age },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
export const useEnrollableCourses = (age: number | null, enabled: boolean) =>
  useQuery({ ...enrollableCoursesQueryOptions(age), enabled });

// ---- GET /v1/learning/games-played and /v1/learning/journal (a child, seen by their parent) ---

export const RECENT_GAMES = 5;

export const recentGamesQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...FAMILY, 'child', childId, 'games-played', RECENT_GAMES] as const,
    queryFn: ({ signal }) =>
      api.get<GamesPlayedPage>('/v1/learning/games-played', {
        query: { child_id: childId, page: 1, page_size: RECENT_GAMES },
        signal,
      }),
    // The section shows its own error line.
    meta: { skipErrorToast: true },
  });

export const useRecentGames = (childId: string) => useQuery(recentGamesQueryOptions(childId));

export const journalQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...FAMILY, 'child', childId, 'journal'] as const,
    queryFn: ({ signal }) =>
      api.get<JournalEntry[]>('/v1/learning/journal', { query: { child_id: childId }, signal }),
    meta: { skipErrorToast: true },
  });

export const useJournal = (childId: string) => useQuery(journalQueryOptions(childId));

// ---- the rating prompt after a completed course ----------------------------------------------

export const ratingPromptsQueryOptions = () =>
  queryOptions({
    queryKey: [...FAMILY, 'rating-prompts'] as const,
    queryFn: ({ signal }) => api.get<RatingPromptList>('/v1/parent/course/complete', { signal }),
    // A prompt that fails to load is not worth interrupting the parent for.
    meta: { skipErrorToast: true },
    retry: false,
  });

export const useRatingPrompts = () => useQuery(ratingPromptsQueryOptions());

/** Drops the answered (or dismissed) prompt from the cached list, so the next one shows at once. */
function useSettlePrompt() {
  const queryClient = useQueryClient();
  return ({ child_id, course_id }: { child_id: string; course_id: string }) =>
    queryClient.setQueryData(ratingPromptsQueryOptions().queryKey, (old) =>
      old
        ? { pending: old.pending.filter((p) => !(p.child_id === child_id && p.course_id === course_id)) }
        : old,
    );
}

/** POST /v1/family/course-rating */
export function useRateCourse() {
  const settle = useSettlePrompt();
  return useMutation({
    mutationFn: (body: CourseRatingRequest) => api.post<CourseRating>('/v1/family/course-rating', body),
    onSuccess: (_saved, body) => settle(body),
  });
}

/** POST /v1/parent/course/complete: "not now", the prompt is not shown again. */
export function useDismissRatingPrompt() {
  const settle = useSettlePrompt();
  return useMutation({
    mutationFn: (body: { child_id: string; course_id: string }) =>
      api.post<undefined>('/v1/parent/course/complete', body),
    onSuccess: (_res, body) => settle(body),
  });
}

// ---- certificates ----------------------------------------------------------------------------

export const parentCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: [...FAMILY, 'certificates'] as const,
    queryFn: ({ signal }) => api.get<ParentCertificates>('/v1/course/parent/certificate', { signal }),
    meta: { skipErrorToast: true },
  });

export const useParentCertificates = () => useQuery(parentCertificatesQueryOptions());

/** 'Mia', 'Kind words for me', 'YE-…' → 'certificate-mia-kind-words-for-me-YE-….pdf' */
export function certificateFileName(
  certificate: Pick<Certificate, 'child_first_name' | 'course_title' | 'serial'>,
) {
  return `certificate-${fileSlug(certificate.child_first_name)}-${fileSlug(certificate.course_title)}-${certificate.serial}.pdf`;
}

/** Saves a Blob under a file name through a temporary object URL. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The PDF needs the bearer token, so it is fetched through the API client, not opened as a link. */
export async function downloadCertificate(certificate: Certificate): Promise<void> {
  const path =
    certificate.download_path || `/v1/course/certificates/get/${encodeURIComponent(certificate.serial)}`;
  const blob = await api.blob(path, { headers: { Accept: 'application/pdf' } });
  saveBlob(blob, certificateFileName(certificate));
}

export const useDownloadCertificate = () =>
  useMutation({
    mutationFn: downloadCertificate,
    // The page says which download failed, in plain words.
    meta: { skipErrorToast: true },
  });

// ---- GET /v1/consent/email, POST /v1/consent/email/send (decision 035) ------------------------

export const emailStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...FAMILY, 'email-status'] as const,
    queryFn: ({ signal }) => api.get<EmailVerificationStatus>('/v1/consent/email', { signal }),
  });

/** Whether the parent's email is confirmed: until it is, the parent cannot add a child. */
export const useEmailStatus = () => useQuery(emailStatusQueryOptions());

/** "Send again": a fresh confirmation link (the older one stops working). */
export function useResendConfirmation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ detail: string }>('/v1/consent/email/send', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: emailStatusQueryOptions().queryKey }),
  });
}
