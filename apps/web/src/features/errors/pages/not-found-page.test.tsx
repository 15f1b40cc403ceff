import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { theme } from '../../../theme/theme.ts';
import NotFoundPage from './not-found-page.tsx';

afterEach(() => {
  window.localStorage.clear();
});

function renderPage() {
  // The signed-in frame asks for the profile; this page only needs the stored role.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/no-such-page']}>
          <NotFoundPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('NotFoundPage', () => {
  it('says so plainly and links home and to the log-in pages', () => {
    const { container } = renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'We can’t find that page',
    ]);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'student login' }).getAttribute('href')).toBe('/student/login');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    ['parent', '/dashboard'],
    ['child', '/student/home'],
    ['instructor', '/instructor/'],
    ['admin', '/users'],
  ])('sends a signed-in %s to their own home, with no log-in links', (role, home) => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    window.localStorage.setItem(STORAGE_KEYS.role, role);
    renderPage();
    expect(screen.getByRole('link', { name: 'Go to my home page' }).getAttribute('href')).toBe(home);
    expect(screen.queryByRole('link', { name: /log in|student login/i })).toBeNull();
  });
});
