import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ConfirmProvider } from '../../components/confirm-dialog.tsx';
import { theme } from '../../theme/theme.ts';

export interface RecordedCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

type Answer = unknown | ((call: RecordedCall) => unknown);

/**
 * Answers fetch from a table keyed by 'METHOD /path' or '/path' (any method) → JSON body, or
 * [status, body]; records every request with its parsed JSON body. Unknown paths answer 404.
 */
export function mockApi(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, url, body };
    calls.push(call);
    const entry = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (entry === undefined) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    const value = typeof entry === 'function' ? (entry as (c: RecordedCall) => unknown)(call) : entry;
    const [status, payload] =
      Array.isArray(value) && typeof value[0] === 'number' && value.length === 2 ? value : [200, value];
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Shows the current path, so tests can see where a link or button went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `element` at `path`, matched by the route `pattern` (for useParams), with the app's providers. */
export function renderPage(element: ReactElement, path: string, pattern = path) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <ConfirmProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={element} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ConfirmProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...utils, client };
}

/** jsdom has no layout observers or media queries; the carousel needs all three. */
export function stubLayoutApis() {
  const observer = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
  vi.stubGlobal('ResizeObserver', observer);
  vi.stubGlobal('IntersectionObserver', observer);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
