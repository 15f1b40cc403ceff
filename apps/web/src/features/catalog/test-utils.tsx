import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CourseCard } from '@ye/contracts/catalog';
import type { ChildSummary } from '@ye/contracts/family';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../../theme/theme.ts';

export { stubLayoutApis } from '../../test/layout-apis.ts';
export { type MockCall, mockApi } from '../../test/mock-api.ts';

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
