import { screen, within } from '@testing-library/react';
import type { ChildSummary, CourseProgress, DashboardChild } from '@ye/contracts/family';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test-utils.tsx';
import ParentDashboardPage from './dashboard-page.tsx';

function summary(id: string, name: string, extra: Partial<ChildSummary> = {}): ChildSummary {
  return {
    child_avatar: `/v1/router/child/avatars/avatar-01.svg`,
    child_id: id,
    child_name: name,
    child_self_esteem: 77,
    completed_course_count: 1,
    completed_courses: [{ id: 'c1', title: 'Brave steps' }],
    not_started_course_count: 0,
    not_started_courses: [],
    ongoing_course_count: 2,
    ongoing_courses: [
      { id: 'c2', title: 'Kind words' },
      { id: 'c3', title: 'Calm breath' },
    ],
    total_course_count: 3,
    ...extra,
  };
}

const MIA = '11111111-1111-4111-8111-111111111111';
const LEO = '22222222-2222-4222-8222-222222222222';

describe('the parent dashboard', () => {
  it('shows a card per child with avatar, self-esteem trend, course counts and time this week', async () => {
    const dashboard: DashboardChild[] = [
      {
        child_id: MIA,
        self_esteem_percent: 77,
        self_esteem_trend: 'up',
        last_survey_at: '2026-11-17T10:00:00Z',
        seconds_this_week: 5100,
        color: '#00796B',
      },
      {
        child_id: LEO,
        self_esteem_percent: 60,
        self_esteem_trend: 'down',
        last_survey_at: '2026-11-10T10:00:00Z',
        seconds_this_week: 0,
        color: '#6A1B9A',
      },
    ];
    const progress: CourseProgress[] = [
      {
        child_id: MIA,
        course_id: 'c2',
        course_title: 'Kind words',
        status: 'started',
        percent_complete: 40,
        last_activity_at: null,
      },
      {
        child_id: MIA,
        course_id: 'c3',
        course_title: 'Calm breath',
        status: 'started',
        percent_complete: 75,
        last_activity_at: null,
      },
      // Leo's progress in the same course must not leak into Mia's card.
      {
        child_id: LEO,
        course_id: 'c2',
        course_title: 'Kind words',
        status: 'started',
        percent_complete: 10,
        last_activity_at: null,
      },
    ];
    mockApi({
      '/v1/family/child/list': [
        summary(MIA, 'Mia'),
        summary(LEO, 'Leo', {
          child_self_esteem: 60,
          ongoing_course_count: 1,
          ongoing_courses: [{ id: 'c2', title: 'Kind words' }],
          completed_course_count: 0,
          completed_courses: [],
          not_started_course_count: 1,
          not_started_courses: [{ id: 'c4', title: 'Friends and me' }],
          total_course_count: 2,
        }),
      ],
      '/v1/family/dashboard': dashboard,
      '/v1/family/check-progress': progress,
      '/v1/parent/course/complete': { pending: [] },
    });
    renderWithProviders(<ParentDashboardPage />, '/dashboard');

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const mia = cards[0] as HTMLElement;
    expect(within(mia).getByRole('img', { name: 'Mia' }).getAttribute('src')).toBe(
      '/v1/router/child/avatars/avatar-01.svg',
    );
    expect(
      within(mia)
        .getByRole('link', { name: /^Mia\s*: see progress$/ })
        .getAttribute('href'),
    ).toBe(`/studentDashboard/${MIA}`);
    expect(within(mia).getByRole('link', { name: 'Assign a course to Mia' }).getAttribute('href')).toBe(
      `/studentDashboard/${MIA}?assign=1`,
    );
    expect(mia.textContent).toContain('77%');
    expect(await within(mia).findByText(', up since the last survey')).toBeTruthy();
    expect(mia.textContent).toContain('2 courses ongoing');
    expect(mia.textContent).toContain('1 course completed');
    expect(mia.textContent).toContain('0 courses not started');
    expect(mia.textContent).toContain('1 h 25 min');
    expect(
      (await within(mia).findByRole('progressbar', { name: 'Kind words: 40% done' })).getAttribute(
        'aria-valuenow',
      ),
    ).toBe('40');
    expect(within(mia).getByRole('progressbar', { name: 'Calm breath: 75% done' })).toBeTruthy();
    expect(within(mia).getByText('Brave steps').textContent).toBe('Brave steps, completed');

    const leo = cards[1] as HTMLElement;
    expect(leo.textContent).toContain('down since the last survey');
    expect(leo.textContent).toContain('1 course ongoing');
    expect(leo.textContent).toContain('0 min');
    expect(within(leo).getByRole('progressbar', { name: 'Kind words: 10% done' })).toBeTruthy();
    expect(within(leo).getByText('Friends and me').textContent).toBe(
      'Friends and me, assigned, not started yet',
    );
    expect(screen.getByRole('button', { name: 'Add a child' })).toBeTruthy();
  });

  it('walks a parent without children to add the first one', async () => {
    mockApi({
      '/v1/family/child/list': [],
      '/v1/family/dashboard': [],
      '/v1/family/check-progress': [],
      '/v1/parent/course/complete': { pending: [] },
    });
    renderWithProviders(<ParentDashboardPage />, '/dashboard');

    expect(await screen.findByRole('heading', { name: 'Let’s add your first child' })).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Add your first child']);
  });

  it('a child without courses gets a kind line that points to the catalogue', async () => {
    mockApi({
      '/v1/family/child/list': [
        summary(MIA, 'Mia', {
          completed_course_count: 0,
          completed_courses: [],
          ongoing_course_count: 0,
          ongoing_courses: [],
          total_course_count: 0,
        }),
      ],
      '/v1/family/dashboard': [],
      '/v1/family/check-progress': [],
      '/v1/parent/course/complete': { pending: [] },
    });
    renderWithProviders(<ParentDashboardPage />, '/dashboard');
    const card = await screen.findByRole('article');
    expect(card.textContent).toContain('No courses yet. Choose one for Mia with “Assign a course”.');
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });
});
