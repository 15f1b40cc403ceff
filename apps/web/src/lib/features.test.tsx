import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { renderPage } from '../test/render-page.tsx';
import { isOn, useIsOn } from './features.ts';
import { FLAGS_OFF } from './flags.ts';

// Decision 039: cohorts' words (how-to, privacy) follow the session's `cohort` flag, not a switch.

function serveFlags(cohort: boolean | 'broken') {
  return mockApi({
    '/v1/feature-flag/is-enabled': (url: URL) =>
      cohort === 'broken'
        ? [503, { detail: 'The database is not reachable.' }]
        : {
            name: url.searchParams.get('name'),
            enabled: url.searchParams.get('name') === 'cohort' && cohort,
          },
  });
}

function Words() {
  const on = useIsOn();
  return (
    <p>
      {on('cohorts') ? 'cohorts are on' : 'cohorts are off'} / {on('webinars') ? 'webinars' : 'no webinars'}
    </p>
  );
}

describe('features (lib/features.ts)', () => {
  it('a flagged feature is off without the flags, and follows them when given', () => {
    expect(isOn('cohorts')).toBe(false);
    expect(isOn('cohorts', FLAGS_OFF)).toBe(false);
    expect(isOn('cohorts', { ...FLAGS_OFF, cohortFeatureFlagEnabled: true })).toBe(true);
    expect(isOn('webinars')).toBe(true);
  });

  it('useIsOn re-renders with the session’s cohort flag once it is read', async () => {
    serveFlags(true);
    renderPage(<Words />, '/', '/');
    expect(await screen.findByText('cohorts are on / webinars')).toBeTruthy();
  });

  it('stays off while the flag is off or cannot be read', async () => {
    const { calls } = serveFlags(false);
    const first = renderPage(<Words />, '/', '/');
    await screen.findByText('cohorts are off / webinars');
    expect(calls.some((c) => c.path === '/v1/feature-flag/is-enabled')).toBe(true);
    first.unmount();
    serveFlags('broken');
    renderPage(<Words />, '/', '/');
    expect(await screen.findByText('cohorts are off / webinars')).toBeTruthy();
  });
});
