/**
 * Sentry error monitoring: only in a production build with VITE_SENTRY_DSN set, sampling 100 percent
 * (spec section 9). The SDK is imported lazily so it is not part of the main bundle otherwise.
 */
export async function initMonitoring(): Promise<void> {
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  if (!import.meta.env.PROD || !dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment: 'production',
    sampleRate: 1.0,
    tracesSampleRate: 1.0,
    integrations: [Sentry.browserTracingIntegration()],
  });
}
