import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('the site footer', () => {
  it('waits for the flags, then shows all its links at once (no link arriving later moves it)', async () => {
    let answer: () => void = () => {};
    const flagsHeld = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi({
      'GET /v1/feature-flag/is-enabled': async (url: URL) => {
        await flagsHeld;
        return { name: url.searchParams.get('name'), enabled: url.searchParams.get('name') === 'how_to' };
      },
    });
    renderPage(<SiteFooter />, '/', '/');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
    answer();
    const nav = await screen.findByRole('navigation', { name: 'Footer' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Terms & Conditions',
      'Privacy Policy',
      'How-to guide',
      'Contact us',
    ]);
  });
});
