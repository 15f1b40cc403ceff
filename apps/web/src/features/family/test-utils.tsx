import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../../theme/theme.ts';

/** Answers fetch from a table of `path` → JSON body (or [status, body]); records every request. */
export function mockApi(routes: Record<string, unknown | ((url: URL) => unknown)>) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const entry = routes[url.pathname];
    if (entry === undefined) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    const value = typeof entry === 'function' ? (entry as (u: URL) => unknown)(url) : entry;
    const [status, body] =
      Array.isArray(value) && typeof value[0] === 'number' && value.length === 2 ? value : [200, value];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function renderWithProviders(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

export const AVATARS = [
  'Fox',
  'Owl',
  'Bear',
  'Cat',
  'Bunny',
  'Panda',
  'Frog',
  'Lion',
  'Penguin',
  'Turtle',
  'Whale',
  'Robot',
].map((name, i) => {
  const id = `avatar-${String(i + 1).padStart(2, '0')}`;
  return { id, name, url: `/v1/router/child/avatars/${id}.svg` };
});
