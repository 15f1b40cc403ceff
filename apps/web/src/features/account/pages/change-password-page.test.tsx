import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme.ts';
import ChangePasswordPage from './change-password-page.tsx';

function showAt(path: string) {
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={<ChangePasswordPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'My account' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
}

describe('ChangePasswordPage', () => {
  it('links a parent back to /my-account, and to the membership and cards', () => {
    expect(showAt('/my-account/change-password')).toEqual([
      ['Profile', '/my-account', null],
      ['Change password', '/my-account/change-password', 'page'],
      ['Subscriptions', '/my-account/subscriptions', null],
      ['Cards', '/my-account/cards', null],
    ]);
  });

  it('links an instructor back to /instructor/profile (parents’ pages are closed to them)', () => {
    expect(showAt('/instructor/profile/change-password')).toEqual([
      ['Profile', '/instructor/profile', null],
      ['Change password', '/instructor/profile/change-password', 'page'],
    ]);
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
    // Staff have no "My account": the page is titled for what it does.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Change password');
  });

  it('keeps the parent’s page under the My account heading of their account area', () => {
    showAt('/my-account/change-password');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My account');
  });
});
