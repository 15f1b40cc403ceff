import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AverageScores } from '@ye/contracts/insights';
import { describe, expect, it } from 'vitest';
import { COURSE_A, COURSE_B, charts, mockApi, renderPage } from '../test-utils.tsx';
import InstructorDashboardPage from './dashboard-page.tsx';

const CHARTS = '/v1/instructor/dashboard/charts';
const SCORES = '/v1/instructor/dashboard/average-scores';

const scores: AverageScores = {
  results: [
    {
      course_id: COURSE_A,
      course_title: 'Brave Steps',
      average_score: 82.5,
      average_stars: 2.25,
      plays: 1500,
      children: 14,
    },
    {
      course_id: COURSE_B,
      course_title: 'Calm Waves',
      average_score: null,
      average_stars: null,
      plays: 0,
      children: 0,
    },
  ],
};

const show = (path = '/instructor/') => renderPage(<InstructorDashboardPage />, path, '/instructor/');

describe('InstructorDashboardPage', () => {
  it('shows the KPI cards with large numbers short and exact for screen readers', async () => {
    mockApi({ [CHARTS]: charts(), [SCORES]: scores });
    show();
    const students = await screen.findByRole('region', { name: 'Students' });
    expect(within(students).getByText('1.2k').getAttribute('aria-hidden')).toBe('true');
    expect(within(students).getByText('1,234')).toBeTruthy();
    const completions = screen.getByRole('region', { name: 'Completions' });
    expect(within(completions).getByText('3.4M')).toBeTruthy();
    expect(within(completions).getByText('3,400,000')).toBeTruthy();
    // A small number is shown as is, with nothing to expand.
    const active = screen.getByRole('region', { name: 'Active this week' });
    expect(active.textContent).toContain('87');
    expect(within(active).queryByText('87', { selector: '[aria-hidden="true"]' })).toBeNull();
    const esteem = screen.getByRole('region', { name: 'Self-esteem change' });
    // Adjusted for the starting score by default (decision 049), the raw change in the note.
    expect(within(esteem).getByText('+2.6 points')).toBeTruthy();
    expect(esteem.textContent).toContain('allowing for where children started (raw +4.2)');
    // Its bootstrap interval, worded as the impact page words it.
    expect(esteem.textContent).toContain('measured on 12 children. 95% interval +0.4 points to +4.9 points.');
    expect(esteem.textContent).toContain('measured on 12 children');
  });

  it('withholds the self-esteem change of fewer than 5 children and says why', async () => {
    mockApi({
      [CHARTS]: charts({
        kpis: {
          students: 3,
          active_this_week: 1,
          completions: 0,
          average_self_esteem_change: null,
          average_self_esteem_change_adjusted: null,
          average_self_esteem_change_adjusted_low: null,
          average_self_esteem_change_adjusted_high: null,
          self_esteem_children: 3,
        },
      }),
      [SCORES]: scores,
    });
    show();
    const esteem = await screen.findByRole('region', { name: 'Self-esteem change' });
    expect(esteem.textContent).toContain(
      'Not shown: fewer than 5 children (privacy). Measured on 3 children so far.',
    );
    expect(within(esteem).getByText('Not shown')).toBeTruthy();
  });

  it('lists the average scores per course, with a dash where nothing was played', async () => {
    mockApi({ [CHARTS]: charts(), [SCORES]: scores });
    show();
    const table = await screen.findByRole('table', { name: /Finished plays/ });
    const brave = within(table).getByRole('row', { name: /Brave Steps/ });
    expect(
      within(brave)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['14', '1.5k1,500', '82.5', '2.25']);
    const calm = within(table).getByRole('row', { name: /Calm Waves/ });
    expect(
      within(calm)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '—', '—']);
    expect(screen.getByRole('link', { name: 'See the impact on self-esteem' }).getAttribute('href')).toBe(
      '/instructor/impact-analysis',
    );
  });

  it('charts enrolments and completions with the same numbers in a table on request', async () => {
    mockApi({ [CHARTS]: charts(), [SCORES]: scores });
    show();
    const chart = await screen.findByRole('img', { name: /Line chart of the last 30 days by day/ });
    expect(chart.getAttribute('aria-label')).toContain('10 enrolments and 3 completions');
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: /Enrolments and completions, the last 30 days/ });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[0]).toBe('DayEnrolmentsCompletions');
    expect(rows[1]).toBe('Nov 21, 202632');
    expect(rows).toHaveLength(4);
  });

  it('switches the period to 90 and 365 days and keeps it in the URL', async () => {
    const { calls } = mockApi({
      [CHARTS]: (url: URL) => {
        const days = Number(url.searchParams.get('days'));
        return charts({
          days,
          bucket: days === 365 ? 'week' : 'day',
          series: [{ date: '2026-11-16', enrolments: days, completions: 1 }],
        });
      },
      [SCORES]: scores,
    });
    const { router } = show();
    await screen.findByRole('img', { name: /the last 30 days/ });
    fireEvent.click(screen.getByRole('button', { name: '90 days' }));
    await screen.findByRole('img', { name: /the last 90 days by day: 90 enrolments/ });
    expect(router.state.location.search).toBe('?days=90');
    expect(screen.getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '365 days' }));
    await screen.findByRole('img', { name: /the last 365 days by week: 365 enrolments/ });
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('rowheader', { name: 'Week of Nov 16, 2026' })).toBeTruthy();
    expect(calls.filter((c) => c.path === CHARTS).map((c) => c.url.searchParams.get('days'))).toEqual([
      '30',
      '90',
      '365',
    ]);
  });

  it('opens on the period in the link', async () => {
    const { calls } = mockApi({ [CHARTS]: charts({ days: 365, bucket: 'week' }), [SCORES]: scores });
    show('/instructor/?days=365');
    await screen.findByRole('img', { name: /the last 365 days/ });
    expect(calls.find((c) => c.path === CHARTS)?.url.searchParams.get('days')).toBe('365');
  });

  it('says so when nothing happened in the period', async () => {
    mockApi({
      [CHARTS]: charts({ series: [{ date: '2026-11-21', enrolments: 0, completions: 0 }] }),
      [SCORES]: scores,
    });
    show();
    expect(
      await screen.findByText(/No child started or finished one of your courses in the last 30 days/),
    ).toBeTruthy();
  });

  it('shows skeletons while loading', async () => {
    mockApi({ [CHARTS]: new Promise(() => {}), [SCORES]: scores });
    show();
    expect((await screen.findByRole('status')).textContent).toBe('Loading your dashboard');
    expect(screen.queryByRole('region', { name: 'Students' })).toBeNull();
  });

  it('welcomes a new instructor without courses with a way to create the first one', async () => {
    mockApi({
      [CHARTS]: charts({
        kpis: {
          students: 0,
          active_this_week: 0,
          completions: 0,
          average_self_esteem_change: null,
          average_self_esteem_change_adjusted: null,
          average_self_esteem_change_adjusted_low: null,
          average_self_esteem_change_adjusted_high: null,
          self_esteem_children: 0,
        },
      }),
      [SCORES]: { results: [] },
    });
    show();
    const create = await screen.findByRole('link', { name: 'Create your first course' });
    expect(create.getAttribute('href')).toBe('/instructor/courses/create-course');
    expect(screen.queryByRole('region', { name: 'Students' })).toBeNull();
  });

  it('explains a failed load and tries again', async () => {
    let fail = true;
    mockApi({
      [CHARTS]: () => (fail ? [500, { detail: 'The database is away.' }] : charts()),
      [SCORES]: scores,
    });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your numbers. The database is away.');
    // The scores still show beside the error.
    expect(screen.getByRole('table', { name: /Finished plays/ })).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Students' })).toBeTruthy());
  });

  it('explains a failed scores load in its own section', async () => {
    mockApi({ [CHARTS]: charts(), [SCORES]: [503, { detail: 'Please try again in a moment.' }] });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'We could not load the average scores. Please try again in a moment.',
    );
    expect(screen.getByRole('region', { name: 'Students' })).toBeTruthy();
  });
});
