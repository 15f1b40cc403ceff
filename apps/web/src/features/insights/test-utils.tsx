import type { DashboardCharts, ImpactAnalysis } from '@ye/contracts/insights';

export { type MockCall, mockApi } from '../../test/mock-api.ts';

export { renderPage } from '../../test/render-page.tsx';

export const COURSE_A = '11111111-1111-4111-8111-111111111111';
export const COURSE_B = '22222222-2222-4222-8222-222222222222';
export const COURSE_C = '33333333-3333-4333-8333-333333333333';

export function charts(overrides: Partial<DashboardCharts> = {}): DashboardCharts {
  return {
    days: 30,
    bucket: 'day',
    kpis: {
      students: 1234,
      active_this_week: 87,
      completions: 3_400_000,
      average_self_esteem_change: 4.2,
      average_self_esteem_change_adjusted: 2.6,
      average_self_esteem_change_adjusted_low: 0.4,
      average_self_esteem_change_adjusted_high: 4.9,
      self_esteem_children: 12,
    },
    series: [
      { date: '2026-11-19', enrolments: 2, completions: 0 },
      { date: '2026-11-20', enrolments: 5, completions: 1 },
      { date: '2026-11-21', enrolments: 3, completions: 2 },
    ],
    ...overrides,
  };
}

export const impact = (): ImpactAnalysis => ({
  min_group_size: 5,
  results: [
    { course_id: COURSE_C, course_title: 'Friends and Me', children: 3, suppressed: true },
    {
      course_id: COURSE_A,
      course_title: 'Brave Steps',
      children: 5,
      suppressed: false,
      mean_before: 55,
      mean_after: 56.8,
      mean_change: 1.8,
      cohens_d: 1.38,
      adjusted_change: 0.9,
      adjusted_change_low: -0.4,
      adjusted_change_high: 2.1,
      points: [
        { before: 40, after: 41 },
        { before: 50, after: 52 },
        { before: 55, after: 55 },
        { before: 60, after: 63 },
        { before: 70, after: 73 },
      ],
    },
    {
      course_id: COURSE_B,
      course_title: 'Calm Waves',
      children: 6,
      suppressed: false,
      mean_before: 62,
      mean_after: 60.5,
      mean_change: -1.5,
      cohens_d: -0.3,
      adjusted_change: -0.2,
      adjusted_change_low: -1.6,
      adjusted_change_high: 1.2,
      points: [
        { before: 50, after: 49 },
        { before: 55, after: 52 },
        { before: 60, after: 61 },
        { before: 65, after: 60 },
        { before: 70, after: 70 },
        { before: 72, after: 71 },
      ],
    },
  ],
});
