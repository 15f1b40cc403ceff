import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChildProfile, ChildSummary, CourseProgress } from '@ye/contracts/family';
import type { GamesPlayedPage, JournalEntry } from '@ye/contracts/learning';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test-utils.tsx';
import ChildDashboardPage from './child-dashboard-page.tsx';

const MIA = '11111111-1111-4111-8111-111111111111';
const KIND = '33333333-3333-4333-8333-333333333333';
const CALM = '44444444-4444-4444-8444-444444444444';
const BRAVE = '55555555-5555-4555-8555-555555555555';
const FRIENDS = '66666666-6666-4666-8666-666666666666';

const profile: ChildProfile = {
  child_id: MIA,
  name: 'Mia',
  username: 'mia',
  avatar: 'avatar-01',
  avatar_url: '/v1/router/child/avatars/avatar-01.svg',
  birthday: '2017-03-04',
  age: 9,
  focus_areas: [],
  color: '#00796B',
  date_joined: '2026-01-10T10:00:00Z',
  last_login_at: null,
};

const summary: ChildSummary = {
  child_avatar: profile.avatar_url,
  child_id: MIA,
  child_name: 'Mia',
  child_self_esteem: 70,
  completed_course_count: 1,
  completed_courses: [{ id: BRAVE, title: 'Brave steps' }],
  not_started_course_count: 1,
  not_started_courses: [{ id: FRIENDS, title: 'Friends and me' }],
  ongoing_course_count: 2,
  ongoing_courses: [
    { id: KIND, title: 'Kind words for me' },
    { id: CALM, title: 'Calm breath' },
  ],
  total_course_count: 4,
};

const progress: CourseProgress[] = [
  {
    child_id: MIA,
    course_id: KIND,
    course_title: 'Kind words for me',
    status: 'started',
    percent_complete: 60,
    last_activity_at: '2026-11-19T10:00:00Z',
  },
  {
    child_id: MIA,
    course_id: CALM,
    course_title: 'Calm breath',
    status: 'started',
    percent_complete: 20,
    last_activity_at: null,
  },
  {
    child_id: MIA,
    course_id: BRAVE,
    course_title: 'Brave steps',
    status: 'completed',
    percent_complete: 100,
    last_activity_at: '2026-11-02T10:00:00Z',
  },
];

const games: GamesPlayedPage = {
  count: 7,
  page: 1,
  page_size: 5,
  results: [
    {
      id: 9,
      lesson_id: 'l1',
      lesson_title: 'Feelings match',
      game_type: 'match',
      course_id: KIND,
      course_title: 'Kind words for me',
      chapter_id: 'ch1',
      score: 90,
      stars: 2,
      xp: 20,
      duration_seconds: 80,
      played_at: '2026-11-20T15:00:00Z',
    },
  ],
};

const journal: JournalEntry[] = [
  {
    lesson_id: 'l2',
    lesson_title: 'What I like about me',
    course_id: KIND,
    course_title: 'Kind words for me',
    prompt: 'What is one thing you like about yourself?',
    text: 'I am a good friend.',
    updated_at: '2026-11-18T09:00:00Z',
  },
];

function api(overrides: Record<string, unknown> = {}) {
  return mockApi({
    '/v1/family/child/get-profile': profile,
    '/v1/family/child/list': [summary],
    '/v1/family/metrics': { user_id: MIA, name: 'Mia', color: '#00796B', survey_scores: [], metrics: [] },
    '/v1/family/check-progress': progress,
    '/v1/learning/games-played': games,
    '/v1/learning/journal': journal,
    '/v1/parent/course/complete': { pending: [] },
    ...overrides,
  });
}

const open = () =>
  renderWithProviders(<ChildDashboardPage />, `/studentDashboard/${MIA}`, '/studentDashboard/:childId');

describe("the parent's view of a child", () => {
  it('shows the courses in three states with progress bars, recent games and the journal', async () => {
    const { calls } = api();
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mia' })).toBeTruthy();
    const courses = screen.getByRole('region', { name: 'Courses' });
    const ongoing = await within(courses).findByRole('region', { name: 'Ongoing (2)' });
    expect(
      (await within(ongoing).findByRole('progressbar', { name: 'Kind words for me: 60% done' })).getAttribute(
        'aria-valuenow',
      ),
    ).toBe('60');
    expect(within(ongoing).getByText('Last active Nov 19, 2026')).toBeTruthy();
    expect(within(ongoing).getByRole('progressbar', { name: 'Calm breath: 20% done' })).toBeTruthy();
    const completed = within(courses).getByRole('region', { name: 'Completed (1)' });
    expect(completed.textContent).toContain('Brave steps, completed');
    expect(completed.textContent).toContain('Finished Nov 02, 2026');
    const notStarted = within(courses).getByRole('region', { name: 'Not started (1)' });
    expect(within(notStarted).getByRole('button', { name: 'Unassign Friends and me' })).toBeTruthy();
    // Enrolling stays on this page (a dialog), not the generic catalogue.
    expect(within(courses).getByRole('button', { name: 'Assign a course' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Certificates' }).getAttribute('href')).toBe('/certificates');

    const recent = screen.getByRole('region', { name: 'Recently played games' });
    const play = await within(recent).findByText('Feelings match');
    const row = play.closest('li') as HTMLElement;
    expect(row.textContent).toContain('Match the pairs · Kind words for me');
    expect(row.textContent).toContain('2 of 3 stars');
    expect(row.textContent).toContain('Nov 20, 2026');
    const gamesCall = calls.find((c) => c.path === '/v1/learning/games-played')?.url;
    expect(gamesCall?.searchParams.get('child_id')).toBe(MIA);
    expect(gamesCall?.searchParams.get('page_size')).toBe('5');

    const journalSection = screen.getByRole('region', { name: 'Journal' });
    expect(journalSection.textContent).toContain('private between Mia and you');
    expect(
      await within(journalSection).findByRole('heading', {
        name: 'What is one thing you like about yourself?',
      }),
    ).toBeTruthy();
    expect(journalSection.textContent).toContain('I am a good friend.');
    expect(journalSection.textContent).toContain('Nov 18, 2026');
    expect(calls.find((r) => r.url.pathname === '/v1/family/check-progress')?.body).toEqual({
      child_id: MIA,
    });
  });

  it('unenrols from a not-started course after a confirm that names the course and the child', async () => {
    const { calls } = api({ [`/v1/family/course/${FRIENDS}/unassign/${MIA}`]: [204, null] });
    open();
    const button = await screen.findByRole('button', { name: 'Unassign Friends and me' });

    fireEvent.click(button);
    const confirm = await screen.findByRole('dialog', { name: 'Unassign Friends and me?' });
    expect(confirm.textContent).toContain('Mia will no longer find Friends and me among their courses.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((r) => r.url.pathname.includes('/unassign/'))).toBe(false);

    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Unassign' }));
    expect(await screen.findByText('Friends and me is no longer assigned to Mia.')).toBeTruthy();
    const sent = calls.find((r) => r.url.pathname.includes('/unassign/'));
    expect(sent?.method).toBe('POST');
    expect(sent?.url.pathname).toBe(`/v1/family/course/${FRIENDS}/unassign/${MIA}`);
  });

  it('says kindly when there are no courses, games or journal entries yet', async () => {
    api({
      '/v1/family/child/list': [
        {
          ...summary,
          completed_course_count: 0,
          completed_courses: [],
          not_started_course_count: 0,
          not_started_courses: [],
          ongoing_course_count: 0,
          ongoing_courses: [],
          total_course_count: 0,
        },
      ],
      '/v1/family/check-progress': [],
      '/v1/learning/games-played': { count: 0, page: 1, page_size: 5, results: [] },
      '/v1/learning/journal': [],
    });
    open();
    expect(
      await screen.findByText('No courses yet. Choose one for Mia with “Assign a course”.'),
    ).toBeTruthy();
    expect(await screen.findByText(/Mia has not played a game yet/)).toBeTruthy();
    expect(await screen.findByText(/Mia has not written in the journal yet/)).toBeTruthy();
  });

  it('"Assign a course" keeps Mia\'s page: a dialog of the courses for her age, enrolled in with one click', async () => {
    const card = (id: string, title: string) => ({
      id,
      title,
      description: '',
      topic: 'friendship',
      kind: 'course',
      age_min: 6,
      age_max: 10,
      cover_url: null,
      instructor_name: 'Grace',
      chapter_count: 1,
      lesson_count: 3,
      duration_minutes: 15,
      rating_average: null,
      rating_count: 0,
      featured: false,
    });
    const NEW = '77777777-7777-4777-8777-777777777777';
    let enrolled = false;
    const { calls } = api({
      '/v1/family/child/list': () => [
        enrolled
          ? {
              ...summary,
              not_started_course_count: 2,
              not_started_courses: [...summary.not_started_courses, { id: NEW, title: 'Calm seas' }],
              total_course_count: 5,
            }
          : summary,
      ],
      'GET /v1/course/list': {
        count: 2,
        page: 1,
        page_size: 100,
        results: [card(FRIENDS, 'Friends and me'), card(NEW, 'Calm seas')],
      },
      [`POST /v1/family/course/${NEW}/assign/${MIA}`]: () => {
        enrolled = true;
        return [201, { course_id: NEW, child_id: MIA, assigned_at: '2026-11-20T10:00:00Z' }];
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign a course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a course to Mia' });
    expect(
      within(dialog).getByText('Courses made for 9-year-olds. Assigned courses appear on Mia’s home page.'),
    ).toBeTruthy();
    const list = calls.find((c) => c.path === '/v1/course/list');
    expect(list?.url.searchParams.get('age')).toBe('9');

    // Already hers: no button. New: Mia enrolled, on this page.
    const friends = await within(dialog).findByRole('listitem', { name: 'Friends and me' });
    expect(within(friends).getByText('Assigned')).toBeTruthy();
    expect(within(friends).queryByRole('button')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign Calm seas to Mia' }));
    expect(
      await screen.findByText('Calm seas is assigned to Mia. It is on Mia’s home page now.'),
    ).toBeTruthy();
    const seas = within(dialog).getByRole('listitem', { name: 'Calm seas' });
    await waitFor(() => expect(within(seas).getByText('Assigned')).toBeTruthy());
    expect(calls.filter((c) => c.path.includes('/assign/')).map((c) => c.path)).toEqual([
      `/v1/family/course/${NEW}/assign/${MIA}`,
    ]);
    expect(screen.queryByText(/^Went to/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const courses = screen.getByRole('region', { name: 'Courses' });
    expect(await within(courses).findByRole('region', { name: 'Not started (2)' })).toBeTruthy();
  });

  it('says in plain words when the games or the journal cannot be loaded', async () => {
    api({
      '/v1/learning/games-played': [500, { detail: 'Internal Server Error' }],
      '/v1/learning/journal': [500, { detail: 'Internal Server Error' }],
    });
    open();
    expect(await screen.findByText('We could not load the games Mia played just now.')).toBeTruthy();
    expect(await screen.findByText('We could not load Mia’s journal just now.')).toBeTruthy();
  });
});
