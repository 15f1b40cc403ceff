import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { StudioCourse } from '@ye/contracts/studio';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { ConfirmProvider } from '../../components/confirm-dialog.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { theme } from '../../theme/theme.ts';

export { type MockCall, mockApi } from '../../test/mock-api.ts';

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
