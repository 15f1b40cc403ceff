import * as Sentry from '@sentry/node';
import { scrubEvent, TRACES_SAMPLE_RATE } from '@ye/contracts/monitoring';
import type { Config } from './config.ts';

/**
 * Error monitoring only in production and only with a DSN. Every error is sent, but scrubbed first
 * (no user, IP, request body, headers, cookies, query string or ids; decision 035) and without the
 * SDK's default personal data; a small share of requests is traced.
 */
export function initServerMonitoring(config: Config): void {
  if (config.env !== 'production' || !config.sentryDsn) return;
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.env,
    sampleRate: 1.0,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => scrubEvent(crumb),
  });
}
