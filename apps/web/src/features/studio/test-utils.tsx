import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { StudioCourse } from '@ye/contracts/studio';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { ConfirmProvider } from '../../components/confirm-dialog.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { theme } from '../../theme/theme.ts';

export interface MockCall {
  url: URL;
  method: string;
  body: unknown;
}

type Answer = unknown | ((url: URL, init?: RequestInit) => unknown);

/**
 * Answers fetch from a table of `METHOD path` or `path` → JSON body (or [status, body]); records
 * every request with its method and JSON body.
 */
export function mockApi(routes: Record<string, Answer>) {
  const requests: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const entry = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (entry === undefined) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    const value =
      typeof entry === 'function' ? (entry as (u: URL, i?: RequestInit) => unknown)(url, init) : entry;
    const [status, body] =
      Array.isArray(value) && typeof value[0] === 'number' && value.length === 2 ? value : [200, value];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

function WentTo() {
  const location = useLocation();
  return <p>Went to {`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders the page at `path` in a data router (useBlocker needs one) with the app's query client
 * (its error toasts included), confirm dialogs and toasts; other paths show 'Went to {path}'.
 */
export function renderStudio(ui: ReactElement, path: string, route: string) {
  const client: QueryClient = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '*', element: <WentTo /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
        <ToastContainer />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, router };
}

export function studioCourse(overrides: Partial<StudioCourse> = {}): StudioCourse {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    status: 'draft',
    title: 'Brave Steps',
    description: 'Small brave steps every day.',
    kind: 'course',
    topic: 'confidence',
    topics: ['confidence'],
    age_min: 6,
    age_max: 10,
    cover_url: null,
    learning_goals: ['Name one brave thing'],
    chapter_count: 0,
    lesson_count: 0,
    duration_minutes: 0,
    student_count: 0,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    published_at: null,
    ...overrides,
  };
}

export const page = (results: StudioCourse[], count = results.length, pageNo = 1) => ({
  count,
  page: pageNo,
  page_size: 10,
  results,
});
