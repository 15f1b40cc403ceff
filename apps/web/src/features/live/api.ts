import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarFeedResponse,
  FamilyMeetingPage,
  Meeting,
  MeetingCreateRequest,
  MeetingKind,
  MeetingPage,
  MeetingUpdateRequest,
  RegisterResponse,
} from '@ye/contracts/live';
import type { StudioCoursePage } from '@ye/contracts/studio';
import { api } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

// Live learning's schedule (decision 030): the host's sessions, the families' list, registration and
// the calendar file. Failures are error toasts with the API's detail (the query client's default).

const LIVE = ['live'] as const;
export const MEETINGS_PAGE_SIZE = 10;
export type MeetingWhen = 'upcoming' | 'past';

// ---- GET /v1/instructor/meetings/webinar/list ---------------------------------------------------

export const hostMeetingsQueryOptions = (kind: MeetingKind, when: MeetingWhen, page: number) =>
  queryOptions({
    queryKey: [...LIVE, 'host', kind, when, page] as const,
    queryFn: ({ signal }) =>
      api.get<MeetingPage>('/v1/instructor/meetings/webinar/list', {
        query: { kind, when, page, page_size: MEETINGS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    // The page shows what went wrong in its own words, with a way to try again.
    meta: { skipErrorToast: true },
  });

export const useHostMeetings = (kind: MeetingKind, when: MeetingWhen, page: number) =>
  useQuery(hostMeetingsQueryOptions(kind, when, page));

/** The host's courses, to tie a session to one (GET /v1/instructor/course/list, the first 100). */
export const useHostCourses = (enabled: boolean) =>
  useQuery({
    queryKey: [...LIVE, 'courses'] as const,
    queryFn: ({ signal }) =>
      api.get<StudioCoursePage>('/v1/instructor/course/list', { query: { page: 1, page_size: 100 }, signal }),
    enabled,
    staleTime: 60_000,
  });

// ---- create, update, cancel -------------------------------------------------------------------

function useRefreshLive() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: LIVE });
}

export function useCreateMeeting() {
  const refresh = useRefreshLive();
  return useMutation({
    mutationFn: (body: MeetingCreateRequest) => api.post<Meeting>('/v1/instructor/meetings/create', body),
    onSuccess: refresh,
    // The form shows the API's sentence beside its fields and in a toast of its own.
    meta: { skipErrorToast: true },
  });
}

export function useUpdateMeeting() {
  const refresh = useRefreshLive();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MeetingUpdateRequest }) =>
      api.patch<Meeting>(`/v1/instructor/meetings/update/${encodeURIComponent(id)}`, body),
    onSuccess: refresh,
    meta: { skipErrorToast: true },
  });
}

export function useCancelMeeting() {
  const refresh = useRefreshLive();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/v1/instructor/meetings/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

// ---- GET /v1/course/list/webinar (families) ---------------------------------------------------

export const familyMeetingsQueryOptions = (childId: string | undefined, page: number) =>
  queryOptions({
    queryKey: [...LIVE, 'family', childId ?? null, page] as const,
    queryFn: ({ signal }) =>
      api.get<FamilyMeetingPage>('/v1/course/list/webinar', {
        query: { child_id: childId, page, page_size: MEETINGS_PAGE_SIZE },
        signal,
      }),
    enabled: childId !== undefined,
    placeholderData: keepPreviousData,
    meta: { skipErrorToast: true },
  });

export const useFamilyMeetings = (childId: string | undefined, page: number) =>
  useQuery(familyMeetingsQueryOptions(childId, page));

export function useRegister() {
  const refresh = useRefreshLive();
  return useMutation({
    mutationFn: ({ meetingId, childId }: { meetingId: string; childId: string }) =>
      api.post<RegisterResponse>(`/v1/webinars/${encodeURIComponent(meetingId)}/register`, {
        child_id: childId,
      }),
    onSuccess: refresh,
  });
}

export function useUnregister() {
  const refresh = useRefreshLive();
  return useMutation({
    mutationFn: ({ meetingId, childId }: { meetingId: string; childId: string }) =>
      api.delete<void>(
        `/v1/webinars/${encodeURIComponent(meetingId)}/register/${encodeURIComponent(childId)}`,
      ),
    onSuccess: refresh,
  });
}

/** "brave-voices.ics": the session's name as a file name. */
export function calendarFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-');
  return `${slug || 'session'}.ics`;
}

/** GET /v1/webinars/{id}/calendar.ics behind the bearer token, saved as a file. */
export function useDownloadCalendar() {
  return useMutation({
    mutationFn: async (meeting: Pick<Meeting, 'id' | 'name'>) => {
      const blob = await api.blob(`/v1/webinars/${encodeURIComponent(meeting.id)}/calendar.ics`, {
        headers: { Accept: 'text/calendar' },
      });
      saveBlob(blob, calendarFileName(meeting.name));
    },
  });
}

// ---- the family's calendar feed (GET /v1/webinars/calendar-feed, POST …/reset) ------------------

const FEED = [...LIVE, 'calendar-feed'] as const;

export const useCalendarFeed = () =>
  useQuery({
    queryKey: FEED,
    queryFn: ({ signal }) => api.get<CalendarFeedResponse>('/v1/webinars/calendar-feed', { signal }),
    // The panel says what went wrong in its own words, with a way to try again.
    meta: { skipErrorToast: true },
  });

export function useResetCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedResponse>('/v1/webinars/calendar-feed/reset', {}),
    onSuccess: (feed) => client.setQueryData(FEED, feed),
  });
}
