import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ConfirmProvider } from '../../components/confirm-dialog.tsx';
import { theme } from '../../theme/theme.ts';

export { stubLayoutApis } from '../../test/layout-apis.ts';
export { type MockCall, mockApi } from '../../test/mock-api.ts';

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
