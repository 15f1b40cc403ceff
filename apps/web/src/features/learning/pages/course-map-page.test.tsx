import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  COURSE,
  gameCourse,
  LEVEL_1,
  LEVEL_2,
  M1,
  M2,
  paywalledCourse,
} from '../../../components/course-map/test-fixtures.ts';
import { mockApi, renderPage } from '../test-utils.tsx';
import ChapterPage from './chapter-page.tsx';
import CourseMapPage, { playTarget } from './course-map-page.tsx';

const mapPath = `/student/course/${COURSE}`;

describe('the course map', () => {
  it('shows levels in order with stars, open missions as links and locked ones with the reason', async () => {
    mockApi({ [`/v1/course/get/${COURSE}`]: gameCourse() });
    renderPage(<CourseMapPage />, mapPath, '/student/course/:courseId');

    expect(await screen.findByRole('heading', { level: 1, name: 'Brave Explorer Quest' })).toBeTruthy();
    const levels = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(levels).toEqual(['Level 1: Base Camp', 'Level 2: The Forest']);

    const level1 = screen.getByRole('region', { name: 'Level 1: Base Camp' });
    expect(within(level1).getByText('2 of 6 stars')).toBeTruthy();
    const done = within(level1).getByRole('link', { name: /Mission 1: Brave quiz/ });
    expect(done.getAttribute('href')).toBe(`${mapPath}/level/${LEVEL_1}/mission/${M1}`);
    expect(done.textContent).toContain('2 of 3 stars');
    expect(within(level1).getByRole('link', { name: /Mission 2: Backpack sort/ }).textContent).toContain(
      'Up next!',
    );

    const level2 = screen.getByRole('region', { name: 'Level 2: The Forest' });
    expect(within(level2).queryAllByRole('link', { name: /Mission/ })).toHaveLength(0);
    expect(within(level2).getAllByText('Finish level 1 to open this').length).toBe(3);
    expect(within(level2).getByRole('link', { name: 'Level 2: The Forest' }).getAttribute('href')).toBe(
      `/student/chapter/${LEVEL_2}`,
    );
  });

  it('Continue starts the course and goes to the next mission', async () => {
    const api = mockApi({
      [`/v1/course/get/${COURSE}`]: gameCourse(),
      [`POST /v1/course/start/${COURSE}`]: { status: 'started' },
    });
    renderPage(<CourseMapPage />, mapPath, '/student/course/:courseId');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`${mapPath}/level/${LEVEL_1}/mission/${M2}`),
    );
    expect(api.calls.some((c) => c.method === 'POST' && c.path === `/v1/course/start/${COURSE}`)).toBe(true);
  });

  it('bookmarks the course', async () => {
    const api = mockApi({
      [`/v1/course/get/${COURSE}`]: gameCourse(),
      'POST /v1/router/user/bookmark': [201, { ok: true }],
    });
    renderPage(<CourseMapPage />, mapPath, '/student/course/:courseId');
    const save = await screen.findByRole('button', { name: 'Save to my library' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'In my library' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(api.calls.find((c) => c.path === '/v1/router/user/bookmark')?.body).toEqual({
      item_type: 'course',
      item_id: COURSE,
    });
  });

  it('plays from the first mission when nothing is started, and says when the course is not there', async () => {
    const fresh = gameCourse({ progress: null });
    expect(playTarget(fresh)).toBe(`${mapPath}/level/${LEVEL_1}/mission/${M1}`);
    mockApi({ [`/v1/course/get/${COURSE}`]: [404, { detail: 'We could not find that course.' }] });
    renderPage(<CourseMapPage />, mapPath, '/student/course/:courseId');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this course' }),
    ).toBeTruthy();
  });
});

/** Words a child never meets (decision 027): prices, trials, plans and billing. */
const BILLING_WORDS = /\$|price|trial|subscri|membership|member\b|free|pay|billing/i;

describe('a course that waits for a grown-up (the membership, decision 027)', () => {
  it('shows the padlock and "Locked — ask a grown-up" on the level and its missions, and no billing words', async () => {
    mockApi({ [`/v1/course/get/${COURSE}`]: paywalledCourse() });
    renderPage(<CourseMapPage />, mapPath, '/student/course/:courseId');

    const level2 = await screen.findByRole('region', { name: 'Level 2: The Forest' });
    // One for the level, one for each of its two missions.
    expect(within(level2).getAllByText('Locked — ask a grown-up')).toHaveLength(3);
    const padlocks = level2.querySelectorAll('[data-testid="LockRoundedIcon"]');
    expect(padlocks.length).toBe(3);
    for (const padlock of padlocks) expect(padlock.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(level2).queryAllByRole('link', { name: /Mission/ })).toHaveLength(0);
    // The order words are not used for this lock, and screen readers hear "Locked" once.
    expect(within(level2).queryByText(/Finish level 1/)).toBeNull();
    expect(level2.textContent).not.toMatch(/Locked\.\s*Locked/);

    expect(document.body.textContent).not.toMatch(BILLING_WORDS);
    expect(
      screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/my-account')),
    ).toHaveLength(0);
  });

  it('says kindly that the open part is done, with no Continue and no "course complete"', async () => {
    mockApi({ [`/v1/course/get/${COURSE}`]: paywalledCourse() });
    renderPage(<CourseMapPage />, mapPath, '/student/course/:courseId');

    expect(
      await screen.findByText(
        'Great work! You finished everything that is open for now. Ask a grown-up to open the rest.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('50% done')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue|Start|Play/ })).toBeNull();
    expect(screen.queryByText(/All done|You finished this course|complete/i)).toBeNull();
    // Saving the course to the library still works.
    expect(screen.getByRole('button', { name: 'Save to my library' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(BILLING_WORDS);
  });

  it('says the same on the level page', async () => {
    mockApi({ [`/v1/course/chapter/${LEVEL_2}`]: paywalledCourse() });
    renderPage(<ChapterPage />, `/student/chapter/${LEVEL_2}`, '/student/chapter/:chapterId');
    expect(await screen.findByRole('heading', { level: 1, name: 'Level 2: The Forest' })).toBeTruthy();
    expect(screen.getAllByText('Locked — ask a grown-up')).toHaveLength(3);
    expect(document.body.textContent).not.toMatch(BILLING_WORDS);
  });
});

describe('the chapter page', () => {
  it("lists one level's missions with the reason it is locked", async () => {
    mockApi({ [`/v1/course/chapter/${LEVEL_2}`]: gameCourse() });
    renderPage(<ChapterPage />, `/student/chapter/${LEVEL_2}`, '/student/chapter/:chapterId');
    expect(await screen.findByRole('heading', { level: 1, name: 'Level 2: The Forest' })).toBeTruthy();
    expect(screen.getAllByText('Finish level 1 to open this').length).toBeGreaterThan(0);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Forest sort');
    expect(items[1]).toContain('Forest quiz');
    expect(screen.getByRole('link', { name: /Back to the map/ }).getAttribute('href')).toBe(mapPath);
  });
});
