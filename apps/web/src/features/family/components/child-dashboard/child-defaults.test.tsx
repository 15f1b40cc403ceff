import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChildWork, ChildWorkPage } from '@ye/contracts/assignments';
import type { ChildProfile } from '@ye/contracts/family';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test-utils.tsx';
import { InstructorNotesSection } from './instructor-notes.tsx';
import { StreakChoiceSection } from './streak-choice.tsx';

const MIA = '11111111-1111-4111-8111-111111111111';
const child = { child_id: MIA, name: 'Mia' } as ChildProfile;
const STREAKS = `/v1/learning/children/${MIA}/streaks`;
const WORK = `/v1/course/assignments/children/${MIA}`;

describe('StreakChoiceSection', () => {
  it('shows streaks off by default and turns them on through the switch', async () => {
    const { calls } = mockApi({
      [`GET ${STREAKS}`]: { child_id: MIA, streaks_on: false, changed_at: null },
      [`PUT ${STREAKS}`]: { child_id: MIA, streaks_on: true, changed_at: '2026-03-10T12:00:00Z' },
    });
    renderWithProviders(<StreakChoiceSection child={child} />);
    const toggle = await screen.findByRole('switch', { name: 'Show Mia streaks' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Streaks are off unless you turn them on/)).toBeTruthy();
    // The switch is described by what it does.
    const described = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(/days in a row/);

    fireEvent.click(toggle);
    expect(await screen.findByText('Mia now sees streaks.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ streaks_on: true });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });

  it('says so when the setting cannot load, with a way to try again', async () => {
    mockApi({ [`GET ${STREAKS}`]: [500, { detail: 'Something went wrong.' }] });
    renderWithProviders(<StreakChoiceSection child={child} />);
    expect(await screen.findByText('We could not load Mia’s streak setting just now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

const work = (over: Partial<ChildWork>): ChildWork => ({
  id: 'a1',
  course_id: 'c1',
  course_title: 'Brave Steps',
  course_kind: 'course',
  lesson_id: null,
  lesson_title: null,
  due_on: '2026-12-01',
  note: '',
  status: 'not-started',
  completed_at: null,
  overdue: false,
  assigned_at: '2026-11-20T10:00:00Z',
  title: 'Brave Steps',
  instructor_name: 'Grace Hopper',
  ...over,
});

const page = (results: ChildWork[], count = results.length): ChildWorkPage => ({
  count,
  page: 1,
  page_size: 5,
  results,
});

describe('InstructorNotesSection', () => {
  it('shows every piece of work with the instructor’s note to the child', async () => {
    mockApi({
      [WORK]: page([
        work({ id: 'a1', note: 'Mia, you can do it!' }),
        work({
          id: 'a2',
          title: 'Breathe like a dragon',
          lesson_id: 'l1',
          lesson_title: 'Breathe like a dragon',
          course_title: 'Calm Body',
          status: 'completed',
        }),
      ]),
    });
    renderWithProviders(<InstructorNotesSection child={child} />);
    const section = screen.getByRole('region', { name: 'Work and notes from instructors' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Mia, you can do it!');
    expect(items[0]?.textContent).toContain('From Grace Hopper');
    expect(within(items[0] as HTMLElement).getByText(/Note from Grace Hopper/)).toBeTruthy();
    expect(items[1]?.textContent).toContain('Calm Body');
    expect(items[1]?.textContent).toContain('No note.');
    expect(items[1]?.textContent).toContain('Completed');
  });

  it('says when no instructor has set any work', async () => {
    mockApi({ [WORK]: page([]) });
    renderWithProviders(<InstructorNotesSection child={child} />);
    expect(await screen.findByText('No instructor has set Mia any work yet.')).toBeTruthy();
  });

  it('pages through a long list', async () => {
    const { calls } = mockApi({
      [WORK]: (url: URL) =>
        page(
          [work({ id: `p${url.searchParams.get('page')}`, note: `Note ${url.searchParams.get('page')}` })],
          7,
        ),
    });
    renderWithProviders(<InstructorNotesSection child={child} />);
    expect(await screen.findByText('Note 1')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pages of work from instructors' });
    fireEvent.click(within(nav).getByRole('button', { name: /page 2/i }));
    expect(await screen.findByText('Note 2')).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('page_size')).toBe('5');
  });
});
