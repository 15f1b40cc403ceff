import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudioStudent } from '@ye/contracts/studio';
import { describe, expect, it, vi } from 'vitest';
import { lastActiveLabel } from '../components/students/last-active.ts';
import { mockApi, renderStudio, studioCourse } from '../test-utils.tsx';
import StudentsPage from './students-page.tsx';

const STUDENTS = '/v1/instructor/course/student';
const LIST = '/v1/instructor/course/list';
const COURSE_A = '11111111-1111-4111-8111-111111111111';
const COURSE_B = '22222222-2222-4222-8222-222222222222';

function student(overrides: Partial<StudioStudent> = {}): StudioStudent {
  return {
    child_id: 'c1',
    first_name: 'Mia',
    age_band: '9-11',
    course_id: COURSE_A,
    course_title: 'Brave Steps',
    status: 'started',
    percent: 60,
    last_active_at: new Date().toISOString(),
    ...overrides,
  };
}

const mia = student();
const leo = student({
  child_id: 'c2',
  first_name: 'Leo',
  age_band: '12-14',
  course_id: COURSE_B,
  course_title: 'Calm Waves',
  status: 'completed',
  percent: 100,
  last_active_at: '2026-03-04T10:00:00Z',
});
const sam = student({ child_id: 'c3', first_name: 'Sam', age_band: null });

const studentPage = (results: StudioStudent[], count = results.length, page = 1) => ({
  count,
  page,
  page_size: 20,
  results,
});
const courses = {
  count: 2,
  page: 1,
  page_size: 100,
  results: [
    studioCourse({ id: COURSE_A, title: 'Brave Steps', status: 'published' }),
    studioCourse({ id: COURSE_B, title: 'Calm Waves', status: 'published' }),
  ],
};

/** matchMedia that says the screen is wide (md and up) or not. */
function screenIsWide(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: wide && query.includes('min-width'),
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const show = (path = '/instructor/students') => renderStudio(<StudentsPage />, path, '/instructor/students');

describe('StudentsPage', () => {
  it('shows a table on wide screens: first name, age band, course, progress with percent, last active and the change', async () => {
    screenIsWide(true);
    mockApi({ [STUDENTS]: studentPage([mia, leo, sam]), [LIST]: courses });
    show();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Child', 'Age', 'Course', 'Progress', 'Last active']);
    const miaRow = within(table).getByRole('row', { name: /Mia/ });
    expect(miaRow.textContent).toContain('9–11');
    expect(miaRow.textContent).toContain('Brave Steps');
    expect(miaRow.textContent).toContain('60%');
    expect(miaRow.textContent).toContain('Today');
    expect(within(miaRow).getByRole('progressbar', { name: 'Mia’s progress in Brave Steps' })).toBeTruthy();
    // No per-child self-esteem figure, ever (decision 042).
    expect(table.textContent).not.toMatch(/esteem|points/i);
    const leoRow = within(table).getByRole('row', { name: /Leo/ });
    expect(leoRow.textContent).toContain('Mar 04, 2026');
    expect(within(leoRow).getByTitle('Completed')).toBeTruthy();
    const samRow = within(table).getByRole('row', { name: /Sam/ });
    expect(samRow.textContent).toContain('Not given');
    expect(screen.getByRole('status').textContent).toBe('Showing 1–3 of 3');
  });

  it('shows cards on narrow screens', async () => {
    screenIsWide(false);
    mockApi({ [STUDENTS]: studentPage([mia, leo]), [LIST]: courses });
    show();
    const card = await screen.findByRole('article', { name: 'Mia, Brave Steps' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.textContent).toContain('Age 9–11');
    expect(card.textContent).toContain('60%');
    expect(card.textContent).not.toMatch(/esteem|points/i);
    expect(screen.getByText(/never shown child by child/)).toBeTruthy();
  });

  it('searches by first name once typing pauses, with the search in the URL', async () => {
    const { calls } = mockApi({
      [STUDENTS]: (url: URL) => studentPage(url.searchParams.get('q') === 'le' ? [leo] : [mia, leo]),
      [LIST]: courses,
    });
    const { router } = show();
    await screen.findByRole('article', { name: 'Mia, Brave Steps' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by first name' }), {
      target: { value: 'le' },
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mia, Brave Steps' })).toBeNull());
    expect(router.state.location.search).toBe('?q=le');
    expect(calls.filter((r) => r.url.pathname === STUDENTS).map((r) => r.url.searchParams.get('q'))).toEqual([
      null,
      'le',
    ]);
  });

  it('filters by one of the instructor’s courses and starts again at page 1', async () => {
    const { calls } = mockApi({
      [STUDENTS]: (url: URL) =>
        url.searchParams.get('course_id') === COURSE_B ? studentPage([leo]) : studentPage([mia], 45, 2),
      [LIST]: courses,
    });
    const { router } = show('/instructor/students?page=2');
    await screen.findByRole('article', { name: 'Mia, Brave Steps' });
    const select = screen.getByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All courses', 'Brave Steps', 'Calm Waves']);
    fireEvent.change(select, { target: { value: COURSE_B } });
    await screen.findByRole('article', { name: 'Leo, Calm Waves' });
    expect(router.state.location.search).toBe(`?course=${COURSE_B}`);
    const last = calls.filter((r) => r.url.pathname === STUDENTS).at(-1);
    expect(last?.url.searchParams.get('course_id')).toBe(COURSE_B);
    expect(last?.url.searchParams.get('page')).toBe('1');
    // The course list asks for many courses at once.
    expect(calls.find((r) => r.url.pathname === LIST)?.url.searchParams.get('page_size')).toBe('100');
  });

  it('pages through many students, 20 at a time', async () => {
    const { calls } = mockApi({
      [STUDENTS]: (url: URL) => studentPage([mia], 45, Number(url.searchParams.get('page'))),
      [LIST]: courses,
    });
    const { router } = show();
    await screen.findByRole('article', { name: 'Mia, Brave Steps' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('page')).toBe('3'));
    expect(calls.at(-1)?.url.searchParams.get('page_size')).toBe('20');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 41–41 of 45'));
  });

  it('says where children will appear when there are none yet', async () => {
    mockApi({ [STUDENTS]: studentPage([]), [LIST]: courses });
    show();
    expect(await screen.findByText('When children start your courses they appear here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my courses' }).getAttribute('href')).toBe(
      '/instructor/courses',
    );
  });

  it('says when a search finds no one and offers to show everyone', async () => {
    mockApi({ [STUDENTS]: studentPage([]), [LIST]: courses });
    const { router } = show('/instructor/students?q=zed');
    expect(await screen.findByText('No children match “zed”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all students' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows skeletons while loading, then an error in plain words with Try again', async () => {
    let fail = true;
    mockApi({
      [STUDENTS]: () => (fail ? [403, { detail: 'You are not allowed to do this.' }] : studentPage([mia])),
      [LIST]: courses,
    });
    show();
    expect(screen.getByText('Loading your students')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your students. You are not allowed to do this.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Mia, Brave Steps' })).toBeTruthy();
  });
});

describe('lastActiveLabel', () => {
  const now = new Date('2026-11-21T15:00:00');
  it('says today, yesterday and days ago within a week, then the date', () => {
    expect(lastActiveLabel('2026-11-21T08:00:00', now)).toBe('Today');
    expect(lastActiveLabel('2026-11-20T23:00:00', now)).toBe('Yesterday');
    expect(lastActiveLabel('2026-11-16T10:00:00', now)).toBe('5 days ago');
    expect(lastActiveLabel('2026-11-14T10:00:00', now)).toBe('Nov 14, 2026');
  });
});
