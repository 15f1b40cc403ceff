import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { initMonitoring } from './lib/monitoring.ts';
import { queryClient } from './lib/query-client.ts';
import { adoptCookieHandoff } from './lib/session.ts';

void initMonitoring();
// A session handed over by the marketing site through cookies becomes this browser's session.
adoptCookieHandoff();

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
