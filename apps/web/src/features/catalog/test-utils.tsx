import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CourseCard } from '@ye/contracts/catalog';
import type { ChildSummary } from '@ye/contracts/family';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../../theme/theme.ts';

type Handler = unknown | ((url: URL, init: RequestInit | undefined) => unknown);

/**
 * Answers fetch from a table of 'METHOD /path' or '/path' (any method) → JSON body or [status, body];
 * records every request. Unknown paths answer 404.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const entry = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (entry === undefined) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    const value =
      typeof entry === 'function' ? await (entry as (u: URL, i?: RequestInit) => unknown)(url, init) : entry;
    const [status, body] =
      Array.isArray(value) && typeof value[0] === 'number' && value.length === 2 ? value : [200, value];
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** jsdom has no layout observers or media queries; the carousel needs all three. */
export function stubBrowserApis() {
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

/** Shows the current address so tests can check what went into the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path` inside a route with `pattern` (for useParams), with theme and queries. */
export function renderRoute(ui: ReactElement, { path, pattern }: { path: string; pattern: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={pattern}
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

export const MIA = '11111111-1111-4111-8111-111111111111';
export const LEO = '22222222-2222-4222-8222-222222222222';

export function course(id: string, title: string, extra: Partial<CourseCard> = {}): CourseCard {
  return {
    id,
    title,
    description: `${title}: a short course.`,
    topic: 'confidence',
    kind: 'course',
    age_min: 6,
    age_max: 9,
    cover_url: null,
    instructor_name: 'Grace Hopper',
    chapter_count: 2,
    lesson_count: 6,
    duration_minutes: 45,
    rating_average: 4.5,
    rating_count: 12,
    featured: false,
    ...extra,
  };
}

export function child(id: string, name: string): ChildSummary {
  return {
    child_avatar: null,
    child_id: id,
    child_name: name,
    child_self_esteem: null,
    completed_course_count: 0,
    completed_courses: [],
    not_started_course_count: 0,
    not_started_courses: [],
    ongoing_course_count: 0,
    ongoing_courses: [],
    total_course_count: 0,
  };
}

export const page = <T,>(results: T[], count = results.length, pageNo = 1, pageSize = 9) => ({
  count,
  page: pageNo,
  page_size: pageSize,
  results,
});
