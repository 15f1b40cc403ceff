import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { ConfirmProvider } from '../components/confirm-dialog.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { theme } from '../theme/theme.ts';

function WentTo() {
  const location = useLocation();
  return <p>Went to {`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders the page at `path`, matched by `route` (for useParams), in a data router (useBlocker needs
 * one) with the app's query client (its error toasts included, no retries), confirm dialogs and
 * toasts; other paths show 'Went to {path}' so navigation can be asserted.
 */
export function renderPage(ui: ReactElement, path: string, route: string) {
  const client = createQueryClient();
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
