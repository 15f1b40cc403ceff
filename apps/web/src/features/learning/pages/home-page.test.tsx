import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudentCourses } from '@ye/contracts/learning';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COURSE, LEVEL_1, M2 } from '../../../components/course-map/test-fixtures.ts';
import { setItem } from '../../../lib/storage.ts';
import { summary } from '../test-fixtures.ts';
import { mockApi, renderPage, stubLayoutApis } from '../test-utils.tsx';
import StudentHomePage from './home-page.tsx';

const CHILD_ID = '40000000-0000-4000-8000-000000000001';
const profile = {
  id: CHILD_ID,
  type: 'child',
  email: null,
  username: 'mia',
  first_name: 'Mia',
  last_name: 'Carter',
  avatar: null,
  birthday: null,
  timezone: null,
  bio: null,
  last_login_at: null,
  date_joined: '2026-01-01T00:00:00Z',
  parent_id: null,
  is_impersonated: false,
};
const card = (id: string, title: string, extra: Partial<StudentCourses['ongoing'][number]> = {}) => ({
  id,
  title,
  description: '',
  topic: 'friendship' as const,
  kind: 'course' as const,
  age_min: 6,
  age_max: 12,
  cover_url: null,
  instructor_name: 'Grace',
  chapter_count: 1,
  lesson_count: 3,
  duration_minutes: 10,
  rating_average: null,
  rating_count: 0,
  featured: false,
  status: 'not-started' as const,
  percent: 0,
  assigned: false,
  last_activity_at: null,
  ...extra,
});
const CONTINUE = {
  continue: {
    course_id: COURSE,
    course_title: 'Brave Explorer Quest',
    course_kind: 'game',
    chapter_id: LEVEL_1,
    chapter_title: 'Base Camp',
    lesson_id: M2,
    lesson_title: 'Backpack sort',
    lesson_kind: 'game',
    percent: 25,
  },
};

function api(overrides: Record<string, unknown> = {}) {
  setItem('accessToken', 'token');
  setItem('role', 'child');
  return mockApi({
    '/v1/router/user/profile': profile,
    '/v1/survey/status': { retake_due: false },
    '/v1/learning/summary': summary(),
    '/v1/course/unlocked-course': CONTINUE,
    '/v1/learning/courses': {
      ongoing: [card('a1', 'Making Friends', { assigned: true, status: 'started', percent: 14 })],
      completed: [card('a3', 'Done course', { assigned: true, status: 'completed', percent: 100 })],
      not_started: [card('a2', 'Feelings Detectives', { assigned: true }), card('x', 'Not assigned')],
    },
    '/v1/course/recommendations': {
      results: [
        {
          course: card('r1', 'Calm Body'),
          score: 10,
          reasons: [{ code: 'age', child_text: 'Made for kids who are 9', parent_text: 'Fits her age' }],
        },
      ],
    },
    ...overrides,
  });
}

beforeEach(stubLayoutApis);
afterEach(() => {
  localStorage.clear();
});

describe("the child's home", () => {
  it('continues where the child left off, with XP, level and streak', async () => {
    api();
    renderPage(<StudentHomePage />, '/student/home');
    const place = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(within(place).getByText('Brave Explorer Quest')).toBeTruthy();
    expect(within(place).getByText('Level: Base Camp')).toBeTruthy();
    expect(within(place).getByText('Mission: Backpack sort')).toBeTruthy();
    expect(within(place).getByText('25% of the course done')).toBeTruthy();
    expect(within(place).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      `/student/course/${COURSE}/level/${LEVEL_1}/mission/${M2}`,
    );
    const xp = await screen.findByRole('region', { name: 'Level 3' });
    expect(within(xp).getByText('38 XP to level 4')).toBeTruthy();
    expect(within(xp).getByText('3 days in a row!')).toBeTruthy();
    // A child who already plays is not greeted as new.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the courses from the grown-up (not finished ones) and recommendations with their reasons', async () => {
    api();
    renderPage(<StudentHomePage />, '/student/home');
    const assigned = await screen.findByRole('region', { name: 'From your grown-up' });
    expect(
      within(assigned)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Making Friends', 'Feelings Detectives']);
    const ideas = await screen.findByRole('region', { name: 'Ideas just for you' });
    expect(within(ideas).getByText('Made for kids who are 9')).toBeTruthy();
    expect(within(ideas).getByRole('link', { name: 'Calm Body' }).getAttribute('href')).toBe(
      '/student/course/r1',
    );
  });

  it('shows the work from the teacher, due soonest first', async () => {
    api({
      '/v1/course/assignments': {
        results: [
          {
            id: 't1',
            title: 'Backpack sort',
            course_id: COURSE,
            course_title: 'Brave Explorer Quest',
            course_kind: 'game',
            chapter_id: LEVEL_1,
            lesson_id: M2,
            lesson_title: 'Backpack sort',
            due_on: '2026-11-28',
            note: '',
            status: 'not-started',
            completed_at: null,
            overdue: false,
            assigned_at: '2026-11-20T10:00:00Z',
            instructor_name: 'Grace Bennett',
          },
        ],
      },
    });
    renderPage(<StudentHomePage />, '/student/home');
    const work = await screen.findByRole('region', { name: 'From your teacher' });
    expect(within(work).getByRole('heading', { name: 'Finish ‘Backpack sort’ by Nov 28.' })).toBeTruthy();
    expect(within(work).getByRole('link', { name: 'Start: Backpack sort' }).getAttribute('href')).toBe(
      `/student/course/${COURSE}/level/${LEVEL_1}/mission/${M2}`,
    );
  });

  it('invites a child without a streak, kindly', async () => {
    api({ '/v1/learning/summary': summary({ current_streak: 0 }) });
    renderPage(<StudentHomePage />, '/student/home');
    expect(await screen.findByText('Play today to start a streak')).toBeTruthy();
  });

  it('without a place to continue, points at the course the grown-up picked', async () => {
    api({
      '/v1/course/unlocked-course': { continue: null },
      '/v1/learning/courses': {
        ongoing: [],
        completed: [],
        not_started: [card('x', 'Not assigned'), card('a2', 'Feelings Detectives', { assigned: true })],
      },
    });
    renderPage(<StudentHomePage />, '/student/home');
    const region = await screen.findByRole('region', { name: 'Ready for an adventure?' });
    expect(await within(region).findByText('Feelings Detectives')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Start Feelings Detectives' }).getAttribute('href')).toBe(
      '/student/course/a2',
    );
    expect(within(region).queryByRole('link', { name: 'Find a course' })).toBeNull();
  });

  it('without a place to continue, a started course has its open part done: it says so kindly, not "finished"', async () => {
    api({
      '/v1/course/unlocked-course': { continue: null },
      '/v1/learning/courses': {
        ongoing: [card('a1', 'Making Friends', { assigned: true, status: 'started', percent: 50 })],
        completed: [],
        not_started: [card('x', 'Not assigned')],
      },
    });
    renderPage(<StudentHomePage />, '/student/home');
    const region = await screen.findByRole('region', { name: 'Great work so far!' });
    expect(region.textContent).toContain(
      'You finished everything that is open in Making Friends for now. Ask a grown-up to open the rest.',
    );
    expect(within(region).getByRole('link', { name: 'See my map' }).getAttribute('href')).toBe(
      '/student/course/a1',
    );
    expect(within(region).queryByRole('link', { name: /Continue|Start/ })).toBeNull();
    expect(region.textContent).not.toMatch(/complete|\$|trial|subscri|membership|free|pay/i);
  });

  it('without a place to continue, a picked course not started yet comes before one waiting for a grown-up', async () => {
    api({
      '/v1/course/unlocked-course': { continue: null },
      '/v1/learning/courses': {
        ongoing: [card('a1', 'Making Friends', { assigned: true, status: 'started', percent: 50 })],
        completed: [],
        not_started: [card('a2', 'Feelings Detectives', { assigned: true })],
      },
    });
    renderPage(<StudentHomePage />, '/student/home');
    const region = await screen.findByRole('region', { name: 'Ready for an adventure?' });
    expect(
      (await within(region).findByRole('link', { name: 'Start Feelings Detectives' })).getAttribute('href'),
    ).toBe('/student/course/a2');
  });

  it('without a place to continue or a picked course, offers to find a course', async () => {
    api({
      '/v1/course/unlocked-course': { continue: null },
      '/v1/learning/courses': { ongoing: [], completed: [], not_started: [card('x', 'Not assigned')] },
    });
    renderPage(<StudentHomePage />, '/student/home');
    const region = await screen.findByRole('region', { name: 'Ready for an adventure?' });
    expect(within(region).getByRole('link', { name: 'Find a course' }).getAttribute('href')).toBe(
      '/student/courses',
    );
  });

  it('greets a child who has not played yet as new, not "Welcome back!"', async () => {
    api({ '/v1/learning/summary': summary({ xp: 0, missions_completed: 0, current_streak: 0 }) });
    renderPage(<StudentHomePage />, '/student/home');
    expect(await screen.findByText('Welcome! Your first adventure is waiting.')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('greets a child who already plays as one coming back', async () => {
    api();
    renderPage(<StudentHomePage />, '/student/home');
    expect(
      await screen.findByText(/^(Welcome back! We are so happy to see you today\.|Great to see you again!)$/),
    ).toBeTruthy();
    expect(screen.queryByText('Welcome! Your first adventure is waiting.')).toBeNull();
  });

  it('falls back to the lesson remembered in this browser when the server cannot answer', async () => {
    api({ '/v1/course/unlocked-course': [503, { detail: 'Away.' }] });
    setItem('startedCourse', COURSE);
    setItem('startedLevel', LEVEL_1);
    setItem('startedMission', M2);
    renderPage(<StudentHomePage />, '/student/home');
    const region = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(within(region).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      `/student/course/${COURSE}/level/${LEVEL_1}/mission/${M2}`,
    );
  });
});

// Decision 057: the sections arrived one by one and pushed each other down under the child's finger.
describe('the sections under the greeting', () => {
  it('come together, once every answer is in, not one by one', async () => {
    let answer: (value: unknown) => void = () => {};
    const held = new Promise((resolve) => {
      answer = resolve;
    });
    const { calls } = api({ '/v1/course/assignments': () => held });
    renderPage(<StudentHomePage />, '/student/home');
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/learning/summary')).toBe(true));
    // Everything else has answered; the teacher's work has not: still the skeleton.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('region', { name: 'Continue where you left off' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Level 3' })).toBeNull();
    answer({ results: [] });
    expect(await screen.findByRole('region', { name: 'Continue where you left off' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Level 3' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'From your grown-up' })).toBeTruthy();
  });

  it('do not wait for an answer that never comes: what is there shows after a moment', async () => {
    api({ '/v1/course/assignments': () => new Promise(() => {}) });
    renderPage(<StudentHomePage />, '/student/home');
    expect(
      await screen.findByRole('region', { name: 'Continue where you left off' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: /From your teacher/ })).toBeNull();
  });
});

describe('the welcome on a first visit', () => {
  it('greets a new child in steps, closes with Escape and does not come back', async () => {
    api({ '/v1/learning/summary': summary({ xp: 0, missions_completed: 0, current_streak: 0 }) });
    const first = renderPage(<StudentHomePage />, '/student/home');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Mia!' });
    expect(within(dialog).getByText('Step 1 of 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Play missions, collect stars' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('heading', { name: 'Welcome, Mia!' })).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem('ye.child_welcome_seen') ?? '[]')).toEqual([CHILD_ID]);

    first.unmount();
    renderPage(<StudentHomePage />, '/student/home');
    await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("ends with Let's go!", async () => {
    api({ '/v1/learning/summary': summary({ xp: 0, missions_completed: 0 }) });
    renderPage(<StudentHomePage />, '/student/home');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 3 of 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: "Let's go!" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('ye.child_welcome_seen')).toContain(CHILD_ID);
  });
});
