import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../../../app/layouts/site-footer.tsx';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import HowToRoute from './how-to-route.tsx';

/** The server's flags: how_to as given, the others off. */
function serveFlags(howTo: boolean | 'broken') {
  return mockApi({
    'GET /v1/feature-flag/is-enabled': (url: URL) => {
      if (howTo === 'broken') return [503, { detail: 'The database is not reachable.' }];
      const name = url.searchParams.get('name');
      return { name, enabled: name === 'how_to' ? howTo : false };
    },
  });
}

describe('feature flags in the web app (lib/flags.ts)', () => {
  it('reads the three flags once for the session, however many places ask', async () => {
    const { calls } = serveFlags(true);
    renderPage(
      <>
        <HowToRoute />
        <SiteFooter />
      </>,
      '/how-to',
      '/how-to',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to use Youth Enrichments' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How-to guide' }).getAttribute('href')).toBe('/how-to');
    const asked = calls.filter((c) => c.path === '/v1/feature-flag/is-enabled');
    expect(asked.map((c) => c.url.searchParams.get('name')).sort()).toEqual([
      'cohort',
      'how_to',
      'registration_flow',
    ]);
  });

  it('hides the how-to page and its footer link while how_to is off, with kind words', async () => {
    serveFlags(false);
    renderPage(
      <>
        <HowToRoute />
        <SiteFooter />
      </>,
      '/how-to',
      '/how-to',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'How-to guide' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
  });

  it('treats flags it cannot read as off, without an error toast', async () => {
    serveFlags('broken');
    renderPage(<HowToRoute />, '/how-to', '/how-to');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not available' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('The database is not reachable.')).toBeNull());
  });
});
