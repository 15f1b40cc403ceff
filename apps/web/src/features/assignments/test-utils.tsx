import type { InstructorAssignment } from '@ye/contracts/assignments';
import type { StudentPage, StudioCourse, StudioCourseDetail } from '@ye/contracts/studio';
import type { ReactElement } from 'react';

import { renderPage } from '../../test/render-page.tsx';

export { type MockCall, mockApi } from '../../test/mock-api.ts';

/** Renders the page at `path` on the assignments route with the app's providers. */
export const renderAssignments = (ui: ReactElement, path = '/instructor/assignments') =>
  renderPage(ui, path, '/instructor/assignments');

export const COURSE_ID = '11111111-1111-4111-8111-111111111111';
export const GAME_ID = '22222222-2222-4222-8222-222222222222';
export const LESSON_ID = '33333333-3333-4333-8333-333333333333';
export const MIA = '44444444-4444-4444-8444-444444444444';
export const LEO = '55555555-5555-4555-8555-555555555555';

export function course(overrides: Partial<StudioCourse> = {}): StudioCourse {
  return {
    id: COURSE_ID,
    status: 'published',
    title: 'Brave Steps',
    description: '',
    kind: 'course',
    topic: 'confidence',
    topics: ['confidence'],
    age_min: 6,
    age_max: 10,
    cover_url: null,
    learning_goals: [],
    chapter_count: 1,
    lesson_count: 2,
    duration_minutes: 10,
    student_count: 2,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    published_at: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}

export function outline(overrides: Partial<StudioCourseDetail> = {}): StudioCourseDetail {
  return {
    ...course(),
    chapters: [
      {
        id: 'ch1',
        course_id: COURSE_ID,
        title: 'Small brave things',
        description: '',
        position: 1,
        lessons: [
          {
            id: LESSON_ID,
            chapter_id: 'ch1',
            course_id: COURSE_ID,
            title: 'Breathe like a dragon',
            kind: 'text',
            position: 1,
            body: '',
            video_url: null,
            duration_minutes: 5,
            game: null,
            game_type: null,
          },
        ],
      },
    ],
    ...overrides,
  };
}

export const coursePage = (results: StudioCourse[]) => ({
  count: results.length,
  page: 1,
  page_size: 100,
  results,
});

export const students: StudentPage = {
  count: 3,
  page: 1,
  page_size: 100,
  results: [
    {
      child_id: MIA,
      first_name: 'Mia',
      age_band: '9-11',
      course_id: COURSE_ID,
      course_title: 'Brave Steps',
      status: 'started',
      percent: 40,
      last_active_at: '2026-11-21T10:00:00Z',
    },
    {
      child_id: MIA,
      first_name: 'Mia',
      age_band: '9-11',
      course_id: GAME_ID,
      course_title: 'Calm Quest',
      status: 'completed',
      percent: 100,
      last_active_at: '2026-11-20T10:00:00Z',
    },
    {
      child_id: LEO,
      first_name: 'Leo',
      age_band: '12-14',
      course_id: COURSE_ID,
      course_title: 'Brave Steps',
      status: 'started',
      percent: 10,
      last_active_at: '2026-11-19T10:00:00Z',
    },
  ],
};

export function assignment(overrides: Partial<InstructorAssignment> = {}): InstructorAssignment {
  return {
    id: 'a1',
    course_id: COURSE_ID,
    course_title: 'Brave Steps',
    course_kind: 'course',
    lesson_id: null,
    lesson_title: null,
    due_on: '2026-11-28',
    note: '',
    status: 'not-started',
    completed_at: null,
    overdue: false,
    assigned_at: '2026-11-20T10:00:00Z',
    child_id: MIA,
    first_name: 'Mia',
    age_band: '9-11',
    ...overrides,
  };
}

export const assignmentPage = (results: InstructorAssignment[], count = results.length, page = 1) => ({
  count,
  page,
  page_size: 10,
  results,
});
