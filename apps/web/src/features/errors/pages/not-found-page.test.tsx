// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme.ts';
import NotFoundPage from './not-found-page.tsx';

afterEach(cleanup);

describe('NotFoundPage', () => {
  it('says so plainly and links home and to the log-in pages', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/no-such-page']}>
          <NotFoundPage />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'We can’t find that page',
    ]);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'student login' }).getAttribute('href')).toBe('/student/login');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
