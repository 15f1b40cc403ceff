import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from '@ye/contracts/family';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { FLAGS_KEY, FLAGS_OFF } from '../../../lib/flags.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubLayoutApis } from '../../../test/layout-apis.ts';
import { theme } from '../../../theme/theme.ts';
import HomePage from './home-page.tsx';

beforeEach(() => stubLayoutApis());

/** The session's feature flags are already read (lib/flags.ts): the how-to guide on unless told. */
function renderPage({ howTo = true } = {}) {
  const client = createQueryClient();
  client.setQueryData(FLAGS_KEY, { ...FLAGS_OFF, howToFeatureFlagEnabled: howTo });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('HomePage', () => {
  it('has one h1 and the three calls to action', () => {
    renderPage();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toBe('Helping children feel good about who they are');
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]?.getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Student login' }).getAttribute('href')).toBe('/student/login');
  });

  it('offers the how-to guide only while the how_to flag is on', () => {
    const { unmount } = renderPage();
    expect(screen.getByRole('link', { name: 'Read the how-to guide' }).getAttribute('href')).toBe('/how-to');
    unmount();
    renderPage({ howTo: false });
    expect(screen.queryByRole('link', { name: 'Read the how-to guide' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Sign up' }).length).toBeGreaterThan(0);
  });

  it('shows the how-it-works steps, the five topics and the safety promises', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'Course topics' });
    for (const topic of ['Self-esteem', 'Confidence', 'Friendship', 'Feelings', 'Calm']) {
      expect(within(carousel).getByRole('heading', { level: 3, name: topic })).toBeTruthy();
    }
    for (const promise of [
      'No ads, no trackers',
      'No public profiles',
      'No private messages',
      'Parents in control',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: promise })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('says what children can and cannot do with each other: no private messages, moderated talk boards', () => {
    renderPage();
    expect(screen.queryByText(/no chat|no messaging between children/i)).toBeNull();
    const promise = screen.getByRole('heading', { level: 3, name: 'No private messages' }).parentElement;
    expect(promise?.textContent).toMatch(/cannot message each other/);
    expect(promise?.textContent).toMatch(/“Talk together” board/);
    expect(promise?.textContent).toMatch(/teacher reads every post before other children see it/);
    // Boards are off for every child until the parent turns them on, under a display name (decision 041).
    expect(promise?.textContent).toMatch(/Boards are off until you turn them on/);
    expect(promise?.textContent).toMatch(/display name you approve/);
    expect(promise?.textContent).not.toMatch(/first name/);
  });

  it('states the ages the add-child form accepts, from the same constants', () => {
    renderPage();
    expect(
      screen.getByText(
        `For children aged ${CHILD_MIN_AGE} to ${CHILD_MAX_AGE} and the grown-ups who love them`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(new RegExp(`written for ages ${CHILD_MIN_AGE} to ${CHILD_MAX_AGE}`)),
    ).toBeTruthy();
    const control = screen.getByRole('heading', { level: 3, name: 'Parents in control' }).parentElement;
    expect(control?.textContent).toContain(
      'Nothing is collected about a child until you confirm your email and agree.',
    );
  });

  it('hides every illustration from screen readers', () => {
    const { container } = renderPage();
    for (const svg of container.querySelectorAll('svg')) {
      const hidden = svg.closest('[aria-hidden="true"]');
      expect(hidden).not.toBeNull();
    }
  });

  it('lets the visitor pause the carousel', () => {
    renderPage();
    const carousel = screen.getByRole('region', { name: 'Course topics' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(5);
    const pause = within(carousel).getByRole('button', { name: 'Pause automatic sliding' });
    fireEvent.click(pause);
    expect(
      within(carousel).getByRole('button', { name: 'Start automatic sliding' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(
      within(carousel).getAllByRole('button', { name: /^Go to slide \d+ of \d+$/ }).length,
    ).toBeGreaterThan(1);
  });
});
