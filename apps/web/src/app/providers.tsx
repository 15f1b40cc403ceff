import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Bounce, ToastContainer, toast } from 'react-toastify';
import { ConfirmProvider } from '../components/confirm-dialog.tsx';
import { takeFlash } from '../lib/flash.ts';
import { theme } from '../theme/theme.ts';

/**
 * App-wide providers: theme, query client, toasts (top-centre, one at a time, 5 s, paused on hover and
 * on focus loss: spec sections 2 and 9) and the confirm-modal system.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // A message left for this page load (the goodbye after an account is deleted).
  useEffect(() => {
    const message = takeFlash();
    if (message) toast.success(message);
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>{children}</ConfirmProvider>
        <ToastContainer
          position="top-center"
          limit={1}
          autoClose={5000}
          pauseOnHover
          pauseOnFocusLoss
          closeOnClick
          newestOnTop
          transition={Bounce}
          theme="light"
        />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
