import type { FamilyMeeting, Meeting } from '@ye/contracts/live';

export { type MockCall, mockApi } from '../../test/mock-api.ts';
export { renderPage } from '../../test/render-page.tsx';

// Fixtures of the live pages' tests: contract-shaped answers (decision 030).

export const MEETING_ID = '22222222-2222-4222-8222-222222222222';
export const OTHER_ID = '33333333-3333-4333-8333-333333333333';
export const MIA = '44444444-4444-4444-8444-444444444444';
export const LEO = '55555555-5555-4555-8555-555555555555';

export function meeting(over: Partial<Meeting> = {}): Meeting {
  return {
    id: MEETING_ID,
    name: 'Brave voices',
    description: 'We practise speaking up kindly.',
    kind: 'webinar',
    // 10:00 in New York (EST, UTC-5) on Thursday, Dec 3, 2026.
    starts_at: '2026-12-03T15:00:00.000Z',
    ends_at: '2026-12-03T15:45:00.000Z',
    duration_minutes: 45,
    timezone: 'America/New_York',
    cover_image: null,
    video: null,
    status: 'scheduled',
    capacity: 30,
    registered_count: 3,
    age_min: 6,
    age_max: 14,
    host: { id: '7', name: 'Grace Hopper' },
    ...over,
  };
}

export const familyMeeting = (over: Partial<FamilyMeeting> = {}): FamilyMeeting => ({
  ...meeting(),
  registration: null,
  ...over,
});

export const pageOf = <T>(results: T[], count = results.length, page = 1) => ({
  count,
  page,
  page_size: 10,
  results,
});

export const profile = (over: Record<string, unknown> = {}) => ({
  id: '7',
  type: 'instructor',
  email: 'instructor@demo.test',
  username: null,
  first_name: 'Grace',
  last_name: 'Hopper',
  avatar: null,
  birthday: null,
  timezone: 'America/New_York',
  bio: null,
  last_login_at: null,
  date_joined: '2026-01-01T00:00:00Z',
  parent_id: null,
  is_impersonated: false,
  ...over,
});

export const child = (id: string, name: string) => ({
  child_avatar: null,
  child_id: id,
  child_name: name,
  child_self_esteem: null,
  completed_course_count: 0,
  completed_courses: [],
  not_started_course_count: 0,
  not_started_courses: [],
  ongoing_course_count: 0,
  ongoing_courses: [],
  total_course_count: 0,
});
