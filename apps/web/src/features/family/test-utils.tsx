import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { ConfirmProvider } from '../../components/confirm-dialog.tsx';
import { theme } from '../../theme/theme.ts';

export { type MockCall, mockApi } from '../../test/mock-api.ts';

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
