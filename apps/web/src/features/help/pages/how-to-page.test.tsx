import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme/theme.ts';
import HowToPage from './how-to-page.tsx';

// lib/features.ts, switchable per test (the page reads it at render time).
const flags = vi.hoisted(() => ({ webinars: false, cohorts: false, subscriptions: false }));
vi.mock('../../../lib/features.ts', () => ({
  features: flags,
  isOn: (f: keyof typeof flags) => flags[f],
  useIsOn: () => (f: keyof typeof flags) => flags[f],
}));

afterEach(() => {
  Object.assign(flags, { webinars: false, cohorts: false, subscriptions: false });
});

function renderPage() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <HowToPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('HowToPage', () => {
  it('has one h1 and a tab per role, parents first', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'How to use Youth Enrichments',
    ]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Parents', 'Children', 'Instructors']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    for (const guide of ['Sign up', 'Add a child', 'See your child’s dashboard', 'The self-esteem survey']) {
      expect(screen.getByRole('heading', { level: 3, name: guide })).toBeTruthy();
    }
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('howto-tab-parents');
  });

  it('switches to the children and instructors guides', () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Children' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Log in with your username' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Student login' }).getAttribute('href')).toBe('/student/login');
    expect(screen.getByRole('heading', { level: 3, name: 'Play missions' })).toBeTruthy();

    expect(screen.getByRole('heading', { level: 3, name: 'Talk together' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toContain('Select Let’s go!');

    fireEvent.click(screen.getByRole('tab', { name: 'Instructors' }));
    for (const guide of ['Create a course', 'Publish a course', 'Follow your students']) {
      expect(screen.getByRole('heading', { level: 3, name: guide })).toBeTruthy();
    }
  });

  it('says nothing of webinars or cohorts while those features are off', () => {
    const { container } = renderPage();
    for (const tab of ['Parents', 'Children', 'Instructors']) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      expect(container.textContent).not.toMatch(/webinar|cohort|subscription/i);
    }
    expect(screen.queryByRole('heading', { name: 'Run a webinar' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Work with cohorts' })).toBeNull();
  });

  it('shows the webinar and cohort guides once their features are on', () => {
    Object.assign(flags, { webinars: true, cohorts: true });
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Instructors' }));
    for (const guide of ['Run a webinar', 'Work with cohorts']) {
      expect(screen.getByRole('heading', { level: 3, name: guide })).toBeTruthy();
    }
    expect(screen.getByRole('tabpanel').textContent).toMatch(/live webinars.*cohorts/);
  });

  it('moves between tabs with the arrow keys', () => {
    renderPage();
    const parents = screen.getByRole('tab', { name: 'Parents' });
    parents.focus();
    fireEvent.keyDown(parents, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Children');
  });
});
