import type { InstructorBoard, InstructorPost, StudentBoard, StudentPost } from '@ye/contracts/discussion';

export { type MockCall, mockApi } from '../../test/mock-api.ts';

export { renderPage } from '../../test/render-page.tsx';

export const page = <T,>(results: T[], count = results.length, pageNo = 1) => ({
  count,
  page: pageNo,
  page_size: 10,
  results,
});

export const BOARD_ID = '11111111-1111-4111-8111-111111111111';
export const COURSE_ID = '22222222-2222-4222-8222-222222222222';

export function board(overrides: Partial<InstructorBoard> = {}): InstructorBoard {
  return {
    id: BOARD_ID,
    course_id: COURSE_ID,
    course_title: 'Brave Explorer Quest',
    title: 'My bravest moment',
    prompt: 'Tell us about a time you felt brave.',
    created_at: '2026-11-20T10:00:00Z',
    closed_at: null,
    pending_count: 2,
    approved_count: 3,
    rejected_count: 0,
    ...overrides,
  };
}

export function post(overrides: Partial<InstructorPost> = {}): InstructorPost {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    board_id: BOARD_ID,
    board_title: 'My bravest moment',
    course_title: 'Brave Explorer Quest',
    author: { first_name: 'Leo', is_teacher: false, display_name: 'Rocket' },
    body: 'Add me on discord',
    status: 'pending',
    held_reason: 'It asks to talk or meet outside the class (“add me”).',
    created_at: '2026-11-21T10:00:00Z',
    moderated_at: null,
    reports: [],
    ...overrides,
  };
}

export function studentBoard(overrides: Partial<StudentBoard> = {}): StudentBoard {
  return {
    id: BOARD_ID,
    course_id: COURSE_ID,
    course_title: 'Brave Explorer Quest',
    title: 'My bravest moment',
    prompt: 'Tell us about a time you felt brave.',
    created_at: '2026-11-20T10:00:00Z',
    closed: false,
    post_count: 1,
    my_waiting_count: 1,
    can_post: true,
    ...overrides,
  };
}

export function studentPost(overrides: Partial<StudentPost> = {}): StudentPost {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    author: { first_name: 'Leo', is_teacher: false, is_me: false },
    body: 'I asked a new boy to sit with us.',
    created_at: '2026-11-21T10:00:00Z',
    waiting: false,
    reported_by_me: false,
    ...overrides,
  };
}
