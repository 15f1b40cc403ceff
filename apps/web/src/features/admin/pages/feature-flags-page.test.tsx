import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminFlag } from '@ye/contracts/flags';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import FeatureFlagsPage from './feature-flags-page.tsx';

const flag = (name: AdminFlag['name'], enabled: boolean, changed = false): AdminFlag => ({
  name,
  description: `What ${name} turns on.`,
  enabled,
  updated_at: changed ? '2026-11-20T10:30:00.000Z' : null,
  updated_by: changed ? { id: 'a1', name: 'Ada Min' } : null,
});

describe('FeatureFlagsPage', () => {
  it('shows each flag with its switch and who changed it last', async () => {
    mockApi({
      'GET /v1/admin/feature-flags': {
        results: [flag('cohort', true), flag('how_to', true, true), flag('registration_flow', false)],
      },
    });
    renderPage(<FeatureFlagsPage />, '/feature-flags', '/feature-flags');
    expect(screen.getByRole('heading', { level: 1, name: 'Feature flags' })).toBeTruthy();
    const howTo = await screen.findByRole('switch', { name: 'How-to guide' });
    expect((howTo as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Guided registration' }) as HTMLInputElement).checked).toBe(
      false,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]?.textContent).toContain('Last changed by Ada Min on Nov 20, 2026');
    expect(items[0]?.textContent).toContain('Never changed.');
  });

  it('toggles a flag at once, without a confirm, and says so in a toast', async () => {
    let enabled = true;
    const { calls } = mockApi({
      'GET /v1/admin/feature-flags': () => ({
        results: [flag('cohort', true), flag('how_to', enabled, !enabled), flag('registration_flow', false)],
      }),
      'PATCH /v1/admin/feature-flags/how_to': (_url: URL, init?: RequestInit) => {
        enabled = JSON.parse(String(init?.body)).enabled;
        return flag('how_to', enabled, true);
      },
    });
    renderPage(<FeatureFlagsPage />, '/feature-flags', '/feature-flags');
    fireEvent.click(await screen.findByRole('switch', { name: 'How-to guide' }));
    expect(await screen.findByText('How-to guide is off.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ enabled: false });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'How-to guide' }) as HTMLInputElement).checked).toBe(false),
    );
    const item = screen.getAllByRole('listitem')[1];
    if (!item) throw new Error('no item');
    expect(within(item).getByText(/Last changed by Ada Min/)).toBeTruthy();
  });

  it('shows the error as a toast when a change is refused', async () => {
    mockApi({
      'GET /v1/admin/feature-flags': { results: [flag('cohort', true)] },
      'PATCH /v1/admin/feature-flags/cohort': [403, { detail: 'You do not have permission to do this.' }],
    });
    renderPage(<FeatureFlagsPage />, '/feature-flags', '/feature-flags');
    fireEvent.click(await screen.findByRole('switch', { name: 'Cohorts' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
  });
});
