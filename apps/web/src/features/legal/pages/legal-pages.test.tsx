import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { COACH_MIN_AGE } from '@ye/contracts/coach';
import { POLICY_NOTICE_DAYS } from '@ye/contracts/consent';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from '@ye/contracts/family';
import { CHAT_MIN_AGE } from '@ye/contracts/live-room';
import { RETENTION } from '@ye/contracts/retention';
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
    expect(screen.getAllByText('Nov 24, 2026')[0]?.tagName).toBe('TIME');
    expectWorkingTableOfContents(container);
  });

  it('covers collection, parental rights, retention and contact', () => {
    const { container } = renderPage(<PrivacyPage />);
    const text = container.textContent ?? '';
    expect(text).toContain('We never ask a child for an email address');
    // The schedule the daily jobs keep, from the numbers policy-claims.test.ts checks against the jobs.
    expect(text).toContain(`failed sign-in attempts after ${RETENTION.signInAttemptsDays} days`);
    expect(text).toContain(`not approved after ${RETENTION.heldPostsDays} days`);
    expect(text).toContain(`messages to support after ${RETENTION.supportMessagesDays} days`);
    expect(text).toContain(`hard each question is) after ${RETENTION.gameAnswersDays} days`);
    expect(text).toContain(`are on) after ${RETENTION.recommendationChoicesDays} days`);
    expect(text).toContain(`after ${RETENTION.auditMonths} months`);
    expect(text).toContain(
      `If nobody in a family signs in for ${RETENTION.inactiveWarnMonths} months, we email the parent; if still nobody signs in, we delete the family’s accounts at ${RETENTION.inactiveDeleteMonths} months, never less than ${RETENTION.inactiveNoticeDays} days after the email.`,
    );
    expect(text).toContain(`deleted data leaves them within ${RETENTION.backupsDays} days`);
    expect(text).toContain('the data is removed from the service at once');
    expect(text).not.toMatch(/live service within 30 days|within 90 days|two years/);
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

describe('what the privacy policy promises (issue 16)', () => {
  const text = () => renderPage(<PrivacyPage />).container.textContent ?? '';

  it('states the ages the add-child validation accepts, from the same constants', () => {
    expect(text()).toContain(`for children aged ${CHILD_MIN_AGE} to ${CHILD_MAX_AGE}`);
    expect(text()).toContain(
      `A child is added only when they are ${CHILD_MIN_AGE} to ${CHILD_MAX_AGE} years old.`,
    );
  });

  it('describes the email-plus consent with its record and the version', () => {
    const t = text();
    expect(t).toContain('you confirm your email address by opening the link we send you');
    expect(t).toContain('we email you that notice at once, to your confirmed address');
    expect(t).toContain('the version of this policy you agreed to. A child cannot sign in without it.');
  });

  it('says what the reflection helper receives, and that it is off unless the service and the parent turn it on', () => {
    const t = text();
    expect(t).toContain('None of them receives anything about a child, except the reflection helper below');
    expect(t).toContain(`you turn it on for your child (aged ${COACH_MIN_AGE} or more)`);
    expect(t).toContain('we do not send it your child’s name, age or earlier reflections');
    expect(t).toContain('You can read every reflection and delete them all on your child’s page.');
  });

  it('says boards are off until the parent turns them on, under an approved display name', () => {
    const t = text();
    expect(t).toContain('Boards are off for every child until their parent turns them on');
    expect(t).toContain('under a display name you approve (not necessarily their first name)');
    expect(t).not.toMatch(/with (their|its) first name/);
  });

  it('names no trackers, the private parent photo, the rights and the notice before a change', () => {
    const t = text();
    expect(t).toContain('no analytics and no third-party trackers');
    expect(t).toContain('a profile picture, if you upload one: only you see it');
    expect(t).toContain('or remove the birthday');
    expect(t).toContain('delete your own account from My account (we ask for your password again)');
    expect(t).toContain(`at least ${POLICY_NOTICE_DAYS} days before the new version takes effect`);
    expect(t).not.toMatch(/Stripe/);
  });

  it('says what a webinar uses and shows once webinars are on: speaking only when invited, held chat from 10', () => {
    flags.webinars = true;
    const t = text();
    expect(t).toContain('is turned on only when the instructor invites them to speak and they say yes');
    expect(t).toContain(
      `Children aged ${CHAT_MIN_AGE} or over (by the birthday you gave) can write short messages`,
    );
    expect(t).toContain('messages are never stored');
    expect(t).toContain(
      'the chat messages of your child that the instructor approved, with their first name and initial',
    );
    expect(t).not.toMatch(/microphone are never used|straight from the instructor’s browser/);
  });

  it('names Stripe as the payment provider once subscriptions are on', () => {
    flags.subscriptions = true;
    expect(text()).toContain('Card details are handled by our payment provider, Stripe');
  });
});

describe('TermsPage', () => {
  it('has one h1, the last-updated date and a working table of contents', () => {
    const { container } = renderPage(<TermsPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Terms and conditions',
    ]);
    expect(screen.getAllByText('Nov 24, 2026').length).toBeGreaterThan(0);
    expectWorkingTableOfContents(container);
    expect(screen.getByRole('heading', { level: 2, name: /Rules for children/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('describes no subscriptions or payments while they do not exist, and says what children may post', () => {
    const { container } = renderPage(<TermsPage />);
    expect(container.textContent).not.toMatch(UNBUILT);
    expect(screen.queryByRole('heading', { name: /Subscriptions/ })).toBeNull();
    expect(container.textContent).toContain('Children cannot message each other');
    expect(container.textContent).toContain(
      'Boards are off for every child until their parent turns them on',
    );
    expect(container.textContent).toContain(`from our backups within ${RETENTION.backupsDays} days`);
    expect(container.textContent).toContain(
      `Children aged ${CHILD_MIN_AGE} to ${CHILD_MAX_AGE} use the service`,
    );
    expect(container.textContent).toContain(
      `at least ${POLICY_NOTICE_DAYS} days before the new version takes effect`,
    );
    expect(container.textContent).not.toMatch(/within 90 days|within 30 days/);
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
