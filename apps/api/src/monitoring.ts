import * as Sentry from '@sentry/node';
import type { Config } from './config.ts';

/** Error monitoring only in production and only with a DSN; every event is sampled (rate 1.0). */
export function initServerMonitoring(config: Config): void {
  if (config.env !== 'production' || !config.sentryDsn) return;
  Sentry.init({ dsn: config.sentryDsn, environment: config.env, tracesSampleRate: 1.0, sampleRate: 1.0 });
}
