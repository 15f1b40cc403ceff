import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SafetyAlertPage } from '@ye/contracts/safety';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../test-utils.tsx';
import { SafetyAlertsNotice } from './safety-alerts-notice.tsx';

const ALERT_ID = '33333333-3333-4333-8333-333333333333';
const page = (results: SafetyAlertPage['results']): SafetyAlertPage => ({
  count: results.length,
  page: 1,
  page_size: 5,
  results,
});

describe("the parent's safety notice", () => {
  it('shows an unseen alert in plain words, and goes once the parent marks it seen', async () => {
    let seen = false;
    const { calls } = mockApi({
      'GET /v1/family/safety/alerts': () =>
        page(
          seen
            ? []
            : [
                {
                  id: ALERT_ID,
                  child_id: 'c1',
                  child_name: 'Mia',
                  source: 'journal',
                  summary: 'Mia may be feeling very low or alone (in their journal).',
                  created_at: '2026-11-24T16:00:00Z',
                  seen_at: null,
                },
              ],
        ),
      [`POST /v1/family/safety/alerts/${ALERT_ID}/seen`]: () => {
        seen = true;
        return {};
      },
    });
    renderWithProviders(<SafetyAlertsNotice />);

    expect(
      await screen.findByRole('heading', { name: 'Please check in with your child today' }),
    ).toBeTruthy();
    expect(screen.getByText('Mia may be feeling very low or alone (in their journal).')).toBeTruthy();
    expect(screen.getByText(/Childline number \(0800 1111\)/)).toBeTruthy();
    expect(calls[0]?.url.searchParams.get('unseen')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: /I have seen this/ }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /check in/ })).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(`/${ALERT_ID}/seen`))).toBe(true);
  });

  it('shows nothing when there is no unseen alert', async () => {
    const { calls } = mockApi({ 'GET /v1/family/safety/alerts': page([]) });
    const { container } = renderWithProviders(<SafetyAlertsNotice />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
