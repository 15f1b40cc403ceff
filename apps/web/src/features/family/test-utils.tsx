import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { ConfirmProvider } from '../../components/confirm-dialog.tsx';
import { theme } from '../../theme/theme.ts';

export interface MockCall {
  url: URL;
  method: string;
  body: unknown;
}

/**
 * Answers fetch from a table of `path` → JSON body (or [status, body], or a Response as is; a function
 * gets the URL and the request init); records every request with its method and JSON body.
 */
export function mockApi(routes: Record<string, unknown | ((url: URL, init?: RequestInit) => unknown)>) {
  const calls: URL[] = [];
  const requests: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    requests.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const entry = routes[url.pathname];
    if (entry === undefined) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    const value =
      typeof entry === 'function' ? (entry as (u: URL, i?: RequestInit) => unknown)(url, init) : entry;
    if (value instanceof Response) return value;
    const [status, body] =
      Array.isArray(value) && typeof value[0] === 'number' && value.length === 2 ? value : [200, value];
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, requests, fetchMock };
}

/**
 * Renders with the app's theme, a fresh query client, confirm dialogs and toasts, at `path`. With
 * `route` (e.g. '/verify/:serial') the page reads its params from the path, and other paths show
 * 'Went to {path}' so navigation can be asserted.
 */
export function renderWithProviders(ui: ReactElement, path = '/', route?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <ConfirmProvider>
          <MemoryRouter initialEntries={[path]}>
            {route ? (
              <Routes>
                <Route path={route} element={ui} />
                <Route path="*" element={<WentTo />} />
              </Routes>
            ) : (
              ui
            )}
          </MemoryRouter>
        </ConfirmProvider>
        <ToastContainer />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

function WentTo() {
  return <p>Went to {useLocation().pathname}</p>;
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
