import { isChildPath, scrubEvent, TRACES_SAMPLE_RATE } from '@ye/contracts/monitoring';

/**
 * Sentry error monitoring: only in a production build with VITE_SENTRY_DSN set (spec section 9). Every
 * error is sent, scrubbed (no user, IP, body, headers, cookies, query string or ids; decision 035),
 * except on a child's pages (/student/*), where nothing is sent at all; a small share is traced. The
 * SDK is imported lazily so it is not part of the main bundle otherwise.
 */
export async function initMonitoring(): Promise<void> {
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  if (!import.meta.env.PROD || !dsn) return;
  const Sentry = await import('@sentry/react');
  const onChildPage = () => isChildPath(window.location.pathname);
  Sentry.init({
    dsn,
    environment: 'production',
    sampleRate: 1.0,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event) => (onChildPage() ? null : scrubEvent(event)),
    beforeSendTransaction: (event) => (onChildPage() ? null : scrubEvent(event)),
    beforeBreadcrumb: (crumb) => (onChildPage() ? null : scrubEvent(crumb)),
  });
}
