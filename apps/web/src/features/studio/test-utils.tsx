import type { StudioCourse } from '@ye/contracts/studio';

export { type MockCall, mockApi } from '../../test/mock-api.ts';

export { renderPage as renderStudio } from '../../test/render-page.tsx';

export function studioCourse(overrides: Partial<StudioCourse> = {}): StudioCourse {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    status: 'draft',
    title: 'Brave Steps',
    description: 'Small brave steps every day.',
    kind: 'course',
    topic: 'confidence',
    topics: ['confidence'],
    age_min: 6,
    age_max: 10,
    cover_url: null,
    learning_goals: ['Name one brave thing'],
    chapter_count: 0,
    lesson_count: 0,
    duration_minutes: 0,
    student_count: 0,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    published_at: null,
    ...overrides,
  };
}

export const page = (results: StudioCourse[], count = results.length, pageNo = 1) => ({
  count,
  page: pageNo,
  page_size: 10,
  results,
});
