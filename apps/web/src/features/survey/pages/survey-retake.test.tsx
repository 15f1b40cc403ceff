import { fireEvent, screen } from '@testing-library/react';
import type { Survey } from '@ye/contracts/survey';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { retakeDate } from '../components/survey-done.tsx';
import SurveyPage from './survey-page.tsx';

const SURVEY: Survey = {
  id: 2,
  title: 'How I feel about myself',
  description: 'Ten short sentences.',
  citation: 'Rosenberg (1965).',
  questions: Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    text: `Sentence number ${i + 1}`,
    options: [
      { value: 4, label: 'Strongly agree' },
      { value: 1, label: 'Strongly disagree' },
    ],
  })),
};
const PROFILE = { id: 'child-1', type: 'child', username: 'zoe', first_name: 'Zoe', last_name: '' };
// Noon UTC, so the shown dates are the same in every time zone the tests may run in (UTC-11..UTC+11).
const LAST = '2026-03-01T12:00:00.000Z';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('ye.access_token', 'child-token');
  localStorage.setItem('ye.role', 'child');
});
afterEach(() => {
  sessionStorage.clear();
});

describe('taking the survey again', () => {
  it('the retake date is 14 days after the last survey, as the API rule says', () => {
    expect(retakeDate(LAST).toISOString()).toBe('2026-03-15T12:00:00.000Z');
  });

  it('before a retake is due the page shows no questions and says when they come back', async () => {
    const { calls } = mockApi({
      '/v1/router/user/profile': PROFILE,
      '/v1/survey/2': SURVEY,
      '/v1/survey/status': { last_completed_at: LAST, retake_due: false },
    });
    renderPage(<SurveyPage />, '/surveys', '/surveys');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You already answered these questions' }),
    ).toBeTruthy();
    expect(screen.getByText('You answered them on Mar 01, 2026.')).toBeTruthy();
    expect(screen.getByText('You can answer them again on Mar 15, 2026.')).toBeTruthy();
    expect(screen.queryByText('Sentence number 1')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('when a retake is due, the child answers and the thank-you (not the wait) stays with the next date', async () => {
    const { calls } = mockApi({
      '/v1/router/user/profile': PROFILE,
      '/v1/survey/2': SURVEY,
      // Due before the submit; once submitted the status says the next one is not due.
      '/v1/survey/status': () =>
        calls.some((c) => c.method === 'POST')
          ? { last_completed_at: LAST, retake_due: false }
          : { last_completed_at: null, retake_due: true },
      'POST /v1/survey/survey_answers': [201, { score: 20, percent: 67, complete_date: LAST }],
    });
    renderPage(<SurveyPage />, '/surveys', '/surveys');
    for (let i = 1; i <= 10; i++) {
      await screen.findByText(`Sentence number ${i}`);
      fireEvent.click(screen.getByRole('radio', { name: 'Strongly agree' }));
      fireEvent.click(screen.getByRole('button', { name: i === 10 ? 'Finish' : 'Next' }));
    }
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(
      screen.getByText(`You can answer these questions again on ${formatDate('2026-03-15T12:00:00Z')}.`),
    ).toBeTruthy();
    // The status is read again after the submit; the page keeps the thank-you.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('You already answered these questions')).toBeNull();
  });

  it('if the status cannot be read, the survey is still offered', async () => {
    mockApi({
      '/v1/router/user/profile': PROFILE,
      '/v1/survey/2': SURVEY,
      '/v1/survey/status': [500, { detail: 'Something went wrong.' }],
    });
    renderPage(<SurveyPage />, '/surveys', '/surveys');
    expect(await screen.findByText('Sentence number 1')).toBeTruthy();
  });
});
