import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  assignment,
  assignmentPage,
  COURSE_ID,
  course,
  coursePage,
  GAME_ID,
  LEO,
  LESSON_ID,
  MIA,
  mockApi,
  outline,
  renderAssignments,
  students,
} from '../test-utils.tsx';
import AssignmentsPage from './assignments-page.tsx';

const LIST = '/v1/course/assignments';
const COURSES = '/v1/instructor/course/list';
const STUDENTS = '/v1/instructor/course/student';
const game = course({ id: GAME_ID, title: 'Calm Quest', kind: 'game' });

function api(overrides: Record<string, unknown> = {}) {
  return mockApi({
    [COURSES]: coursePage([course(), game]),
    [`/v1/instructor/course/get/${COURSE_ID}`]: outline(),
    [STUDENTS]: students,
    [`GET ${LIST}`]: assignmentPage([]),
    ...overrides,
  });
}

async function choose(label: RegExp | string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function pickStudent(name: string) {
  const box = screen.getByRole('combobox', { name: 'Students' });
  fireEvent.change(box, { target: { value: name.slice(0, 2) } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

describe('AssignmentsPage', () => {
  it('lists assignments with who, what, when and how far each child got', async () => {
    api({
      [`GET ${LIST}`]: assignmentPage([
        assignment({
          id: 'a1',
          overdue: true,
          due_on: '2026-11-20',
          status: 'started',
          first_name: 'Leo',
          age_band: '12-14',
        }),
        assignment({
          id: 'a2',
          lesson_id: LESSON_ID,
          lesson_title: 'Breathe like a dragon',
          note: 'Before bed.',
        }),
        assignment({
          id: 'a3',
          status: 'completed',
          completed_at: '2026-11-22T09:00:00Z',
          first_name: 'Zoe',
          age_band: null,
        }),
      ]),
    });
    renderAssignments(<AssignmentsPage />);
    const leo = await screen.findByRole('article', { name: /^Leo/ });
    expect(within(leo).getByText('In progress')).toBeTruthy();
    expect(within(leo).getByText('Overdue')).toBeTruthy();
    expect(leo.textContent).toContain('Due Nov 20, 2026');
    expect(leo.textContent).toContain('Brave Steps (whole course)');
    const mia = screen.getByRole('article', { name: /^Mia/ });
    expect(within(mia).getByText('Not started')).toBeTruthy();
    expect(within(mia).queryByText('Overdue')).toBeNull();
    expect(mia.textContent).toContain('Breathe like a dragon in Brave Steps');
    expect(mia.textContent).toContain('ages 9-11');
    expect(mia.textContent).toContain('Note: Before bed.');
    const zoe = screen.getByRole('article', { name: 'Zoe' });
    expect(within(zoe).getByText('Done')).toBeTruthy();
    expect(zoe.textContent).toContain('Done Nov 22, 2026');
    expect(screen.getByRole('status').textContent).toBe('3 assignments');
  });

  it('assigns a lesson to the chosen students by a date and shows it in the list', async () => {
    const due = dayjs().add(3, 'day').format('YYYY-MM-DD');
    let assigned = false;
    const { calls } = api({
      [`POST ${LIST}`]: () => {
        assigned = true;
        return [
          201,
          {
            results: [
              assignment({ child_id: MIA }),
              assignment({ id: 'a2', child_id: LEO, first_name: 'Leo' }),
            ],
          },
        ];
      },
      [`GET ${LIST}`]: () => assignmentPage(assigned ? [assignment()] : []),
    });
    renderAssignments(<AssignmentsPage />);
    await choose(/^Course/, 'Brave Steps');
    // The lessons load for the chosen course, grouped by chapter.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Lesson/ }).getAttribute('aria-disabled')).toBeNull(),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Lesson/ }));
    expect(screen.getByText('Chapter 1: Small brave things')).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Breathe like a dragon' }));
    expect(screen.getByRole('combobox', { name: /^Lesson/ }).textContent).toBe('Breathe like a dragon');
    await pickStudent('Mia');
    // Mia is in two courses but is offered once, with both.
    expect(screen.getAllByRole('option', { name: /^Mia/ })).toHaveLength(1);
    expect(screen.getByRole('option', { name: /^Mia/ }).textContent).toContain('Brave Steps, Calm Quest');
    await pickStudent('Leo');
    fireEvent.change(screen.getByLabelText(/^Due date/), { target: { value: due } });
    const note = screen.getByLabelText(/^Note for the children/);
    // The form tells the instructor that the parent reads the note (decision 042).
    const help = document.getElementById(note.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toContain('parent sees this note');
    fireEvent.change(note, { target: { value: 'Have fun!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));

    expect(
      await screen.findByText(`Assigned to 2 students, due ${dayjs(due).format('MMM DD, YYYY')}.`),
    ).toBeTruthy();
    const post = calls.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      course_id: COURSE_ID,
      lesson_id: LESSON_ID,
      child_ids: [MIA, LEO],
      due_on: due,
      note: 'Have fun!',
    });
    expect(await screen.findByRole('article', { name: /^Mia/ })).toBeTruthy();
    // The work and date stay for the next students; the students are cleared.
    expect(screen.queryByRole('button', { name: /^Mia/ })).toBeNull();
    expect((screen.getByLabelText(/^Due date/) as HTMLInputElement).value).toBe(due);
  });

  it('says what is missing before sending anything', async () => {
    const { calls } = api();
    renderAssignments(<AssignmentsPage />);
    await screen.findByRole('combobox', { name: /^Course/ });
    fireEvent.change(screen.getByLabelText(/^Due date/), {
      target: { value: dayjs().subtract(1, 'day').format('YYYY-MM-DD') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Please choose a course.')).toBeTruthy();
    expect(screen.getByText('Please choose at least one student.')).toBeTruthy();
    expect(screen.getByText('The due date cannot be in the past.')).toBeTruthy();
    expect(calls.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the API’s refusal in plain words next to the button', async () => {
    api({ [`POST ${LIST}`]: [400, { detail: 'Publish the course before assigning it.' }] });
    renderAssignments(<AssignmentsPage />);
    await choose(/^Course/, 'Calm Quest');
    await pickStudent('Leo');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(
      await screen.findByText('We could not assign this. Publish the course before assigning it.'),
    ).toBeTruthy();
  });

  it('removes an assignment only after the confirm dialog', async () => {
    let removed = false;
    const { calls } = api({
      [`GET ${LIST}`]: () => assignmentPage(removed ? [] : [assignment()]),
      [`DELETE ${LIST}/a1`]: () => {
        removed = true;
        return { id: 'a1', deleted: true };
      },
    });
    renderAssignments(<AssignmentsPage />);
    const row = await screen.findByRole('article', { name: /^Mia/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Brave Steps for Mia' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Assignment?' });
    expect(dialog.textContent).toContain(
      'Mia will no longer see “Brave Steps” on their home. Their progress is kept.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Remove Brave Steps for Mia' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Assignment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));
    expect(await screen.findByText('“Brave Steps” is no longer assigned to Mia.')).toBeTruthy();
    expect(calls.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([`${LIST}/a1`]);
    expect(await screen.findByText('Nothing assigned yet')).toBeTruthy();
  });

  it('filters by course and pages through the list, both in the URL', async () => {
    const { calls } = api({
      [`GET ${LIST}`]: (url: URL) =>
        assignmentPage(
          [assignment({ id: `p${url.searchParams.get('page')}` })],
          25,
          Number(url.searchParams.get('page')),
        ),
    });
    const { router } = renderAssignments(<AssignmentsPage />);
    await screen.findByRole('article', { name: /^Mia/ });
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await choose('Filter by course', 'Calm Quest');
    await waitFor(() => expect(router.state.location.search).toBe(`?course=${GAME_ID}`));
    await waitFor(() =>
      expect(
        calls.some(
          (r) => r.url.searchParams.get('course_id') === GAME_ID && r.url.searchParams.get('page') === '1',
        ),
      ).toBe(true),
    );
    expect(calls.some((r) => r.url.pathname === LIST && r.url.searchParams.get('page') === '3')).toBe(true);
  });

  it('asks for a published course first, and explains an empty list', async () => {
    api({ [COURSES]: coursePage([]) });
    renderAssignments(<AssignmentsPage />);
    expect(await screen.findByRole('link', { name: 'Go to My courses' })).toBeTruthy();
    expect(await screen.findByText('Nothing assigned yet')).toBeTruthy();
  });

  it('says in plain words when the list cannot load, with a way to try again', async () => {
    api({ [`GET ${LIST}`]: [503, { detail: 'The service is briefly unavailable.' }] });
    renderAssignments(<AssignmentsPage />);
    expect(
      await screen.findByText('We could not load the assignments. The service is briefly unavailable.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
