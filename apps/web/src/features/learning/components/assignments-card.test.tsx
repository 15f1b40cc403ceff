import { fireEvent, screen, within } from '@testing-library/react';
import type { MyAssignment } from '@ye/contracts/assignments';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { COURSE, LEVEL_1, M2 } from '../../../components/course-map/test-fixtures.ts';
import { mockApi, renderPage } from '../test-utils.tsx';
import { assignmentWords, dueWords } from './assignment-item.tsx';
import { AssignmentsCard } from './assignments-card.tsx';

function mine(overrides: Partial<MyAssignment> = {}): MyAssignment {
  return {
    id: 'a1',
    title: 'Breathe like a dragon',
    course_id: COURSE,
    course_title: 'Brave Explorer Quest',
    course_kind: 'game',
    chapter_id: LEVEL_1,
    lesson_id: M2,
    lesson_title: 'Breathe like a dragon',
    due_on: '2026-11-28',
    note: '',
    status: 'not-started',
    completed_at: null,
    overdue: false,
    assigned_at: '2026-11-20T10:00:00Z',
    instructor_name: 'Grace Bennett',
    ...overrides,
  };
}

describe('the words of an assignment', () => {
  const now = new Date(2026, 10, 25, 15, 0);
  it('says when it is due in a child’s words', () => {
    expect(dueWords('2026-11-25', now)).toBe('today');
    expect(dueWords('2026-11-26', now)).toBe('by tomorrow');
    expect(dueWords('2026-11-28', now)).toBe('by Nov 28');
    expect(assignmentWords(mine(), now).line).toBe('Finish ‘Breathe like a dragon’ by Nov 28.');
  });

  it('never shames: a past day is just still waiting, and finished work is praised', () => {
    const late = assignmentWords(mine({ overdue: true, due_on: '2026-11-20', status: 'started' }), now);
    expect(late.line).toBe('‘Breathe like a dragon’ is waiting for you.');
    expect(late.hint).toBe('You have started. Keep going!');
    expect(`${late.line} ${late.hint}`).not.toMatch(/late|overdue|missed/i);
    expect(assignmentWords(mine({ status: 'completed' }), now).line).toBe(
      'You finished ‘Breathe like a dragon’.',
    );
  });
});

describe('AssignmentsCard', () => {
  it('shows the teacher’s work with big links to the lesson or the course map', async () => {
    mockApi({
      '/v1/course/assignments': {
        results: [
          mine({ note: 'Try it before bedtime.' }),
          mine({
            id: 'a2',
            title: 'Brave Explorer Quest',
            lesson_id: null,
            lesson_title: null,
            chapter_id: null,
            status: 'started',
            due_on: dayjs().format('YYYY-MM-DD'),
          }),
          mine({ id: 'a3', title: 'A time I felt proud', status: 'completed', course_kind: 'course' }),
        ],
      },
    });
    renderPage(<AssignmentsCard />, '/student/home');
    const section = await screen.findByRole('region', { name: 'From your teacher' });
    const [first, second, third] = within(section).getAllByRole('article');
    expect(first?.textContent).toContain('Finish ‘Breathe like a dragon’ by Nov 28.');
    expect(first?.textContent).toContain('In Brave Explorer Quest · From Grace Bennett');
    expect(first?.textContent).toContain('“Try it before bedtime.”');
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Start: Breathe like a dragon' })
        .getAttribute('href'),
    ).toBe(`/student/course/${COURSE}/level/${LEVEL_1}/mission/${M2}`);
    expect(second?.textContent).toContain('Finish ‘Brave Explorer Quest’ today.');
    expect(
      within(second as HTMLElement)
        .getByRole('link', { name: 'Keep going: Brave Explorer Quest' })
        .getAttribute('href'),
    ).toBe(`/student/course/${COURSE}`);
    expect(third?.textContent).toContain('You finished ‘A time I felt proud’.');
    expect(third?.textContent).toContain('Well done!');
  });

  it('shows four at first and the rest on request', async () => {
    mockApi({
      '/v1/course/assignments': {
        results: Array.from({ length: 6 }, (_, i) => mine({ id: `a${i}`, title: `Mission ${i + 1}` })),
      },
    });
    renderPage(<AssignmentsCard />, '/student/home');
    const section = await screen.findByRole('region', { name: 'From your teacher' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    fireEvent.click(within(section).getByRole('button', { name: 'Show all 6' }));
    expect(within(section).getAllByRole('article')).toHaveLength(6);
  });

  it('shows nothing when there is no work, or when it cannot load', async () => {
    const { fetchMock } = mockApi({ '/v1/course/assignments': { results: [] } });
    const empty = renderPage(<AssignmentsCard />, '/student/home');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region')).toBeNull();
    empty.unmount();
    mockApi({ '/v1/course/assignments': [503, { detail: 'Away.' }] });
    renderPage(<AssignmentsCard />, '/student/home');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
