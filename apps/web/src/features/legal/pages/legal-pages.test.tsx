import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { theme } from '../../../theme/theme.ts';
import PrivacyPage from './privacy-page.tsx';
import TermsPage from './terms-page.tsx';

// lib/features.ts, switchable per test (the pages read it at render time).
const flags = vi.hoisted(() => ({ webinars: false, cohorts: false, subscriptions: false }));
vi.mock('../../../lib/features.ts', () => ({
  features: flags,
  isOn: (f: keyof typeof flags) => flags[f],
  useIsOn: () => (f: keyof typeof flags) => flags[f],
}));

const FIRST = {
  version: '2026-11-24',
  effective_at: '2026-11-24T00:00:00.000Z',
  summary: 'The first version.',
};
beforeEach(() => {
  mockApi({ 'GET /v1/consent/policy/current': { current: FIRST, upcoming: null } });
});
afterEach(() => {
  Object.assign(flags, { webinars: false, cohorts: false, subscriptions: false });
});

const UNBUILT = /subscri|payment|webinar|cohort|My account, Subscriptions/i;

function renderPage(page: ReactNode) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{page}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

function expectWorkingTableOfContents(container: HTMLElement) {
  const toc = screen.getByRole('navigation', { name: 'Contents' });
  const links = toc.querySelectorAll('a');
  expect(links.length).toBeGreaterThan(5);
  for (const link of links) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    const target = container.querySelector(`[id="${id}"]`);
    expect(target, `anchor #${id}`).not.toBeNull();
  }
}

describe('PrivacyPage', () => {
  it('has one h1, the last-updated date and a working table of contents', () => {
    const { container } = renderPage(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Privacy policy',
    ]);
    expect(screen.getByText('Nov 21, 2026').tagName).toBe('TIME');
    expectWorkingTableOfContents(container);
  });

  it('covers collection, parental rights, retention and contact', () => {
    const { container } = renderPage(<PrivacyPage />);
    const text = container.textContent ?? '';
    expect(text).toContain('We never ask a child for an email address');
    expect(text).toContain('within 30 days');
    expect(text).toContain('within 90 days');
    // The schedule the daily jobs keep (docs/privacy/retention.md, apps/api/src/modules/retention.test.ts).
    expect(text).toContain('If nobody in a family signs in for two years, we delete the family’s accounts.');
    expect(text).toContain('failed sign-in attempts after 7 days');
    expect(text).toMatch(/export/);
    expect(text).toMatch(/delete/);
    expect(text).toContain('We do not show adverts');
    expect(text).not.toMatch(UNBUILT);
    expect(text).toContain('Children cannot message each other');
    // Error monitoring is named, with what it never receives (packages/contracts/src/monitoring.ts).
    expect(text).toContain('Sentry, our error monitoring');
    expect(text).toContain('nothing at all is sent from your child’s pages');
    const mail = screen.getAllByRole('link', { name: 'support@youthenrichments.test' });
    expect(mail[0]?.getAttribute('href')).toBe('mailto:support@youthenrichments.test');
  });
});

describe('TermsPage', () => {
  it('has one h1, the last-updated date and a working table of contents', () => {
    const { container } = renderPage(<TermsPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Terms and conditions',
    ]);
    expect(screen.getByText('Nov 21, 2026')).toBeTruthy();
    expectWorkingTableOfContents(container);
    expect(screen.getByRole('heading', { level: 2, name: /Rules for children/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('describes no subscriptions or payments while they do not exist, and says what children may post', () => {
    const { container } = renderPage(<TermsPage />);
    expect(container.textContent).not.toMatch(UNBUILT);
    expect(screen.queryByRole('heading', { name: /Subscriptions/ })).toBeNull();
    expect(container.textContent).toContain('Children cannot message each other');
    expectWorkingTableOfContents(container);
  });

  it('shows the subscription terms once subscriptions are on', () => {
    flags.subscriptions = true;
    const { container } = renderPage(<TermsPage />);
    expect(
      screen.getByRole('heading', { level: 2, name: /Subscriptions, payments and cancelling/ }),
    ).toBeTruthy();
    expect(container.textContent).toContain('My account, Subscriptions');
    expect(screen.getByRole('link', { name: 'My account, Subscriptions' }).getAttribute('href')).toBe(
      '/my-account/subscriptions',
    );
    // What is sold (decision 027): the family membership, monthly or yearly; no one-off purchases.
    expect(container.textContent).toContain('The first chapter of every course is free.');
    expect(container.textContent).toContain('family membership, paid monthly or yearly');
    expect(container.textContent).not.toMatch(/one-off|bundle of courses/);
    expectWorkingTableOfContents(container);
  });

  it('says in the privacy policy what billing keeps once subscriptions are on', () => {
    flags.subscriptions = true;
    const { container } = renderPage(<PrivacyPage />);
    expect(container.textContent).toContain('its plan, status, dates and receipts');
    expect(container.textContent).toContain('paid for by family memberships, not by data');
    expectWorkingTableOfContents(container);
  });
});

describe('the version of the documents (decision 043)', () => {
  it('names the version in force, the one each consent names, and a coming one with what changes', async () => {
    mockApi({
      'GET /v1/consent/policy/current': {
        current: FIRST,
        upcoming: {
          version: '2027-01-05',
          effective_at: '2027-01-05T00:00:00.000Z',
          summary: 'We name Sentry.',
        },
      },
    });
    renderPage(<PrivacyPage />);
    expect((await screen.findByText(/Version 2026-11-24, in effect since/)).textContent).toContain(
      'Nov 24, 2026',
    );
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('A new version, 2027-01-05, takes effect on Jan 05, 2027');
    expect(note.textContent).toContain('What changes: We name Sentry.');
  });

  it('shows the terms’ version too', async () => {
    renderPage(<TermsPage />);
    expect(await screen.findByText(/Version 2026-11-24, in effect since/)).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
