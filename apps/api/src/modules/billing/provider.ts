import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, Conflict, Invalid, NotFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { type BillingProvider, ProviderError } from '../../payments/provider.ts';
import type { StripeBillingProvider } from '../../payments/stripe-provider.ts';
import { TestBillingProvider } from './test-provider/service.ts';

// Which payment provider this server uses (decision 027): Stripe with STRIPE_SECRET_KEY, else the
// built-in test provider. Requests pass the app's handles, jobs their own.

export interface BillingDeps {
  db: Db;
  config: Config;
  jobs: Pick<JobQueue, 'send'>;
  now: () => Date;
}

/** One Stripe client per key: it keeps the catalog (product, prices, portal) it found or made. */
const stripeClients = new Map<string, StripeBillingProvider>();

export async function billingProvider(deps: BillingDeps): Promise<BillingProvider> {
  const { billing } = deps.config;
  if (billing.provider === 'test') return new TestBillingProvider(deps);
  const key = `${billing.stripeSecretKey}@${billing.stripeApi ? JSON.stringify(billing.stripeApi) : 'stripe'}`;
  let client = stripeClients.get(key);
  if (!client) {
    // Stripe's SDK is loaded only by a server that uses it (about 15 MB of memory, issue 17).
    const { StripeBillingProvider } = await import('../../payments/stripe-provider.ts');
    client = new StripeBillingProvider(billing);
    stripeClients.set(key, client);
  }
  return client;
}

/** The test provider, for its own pages and clock; null when this server uses Stripe. */
export function testProviderOf(deps: BillingDeps): TestBillingProvider | null {
  return deps.config.billing.provider === 'test' ? new TestBillingProvider(deps) : null;
}

/** The payment service is away: 502 with words a parent can act on. */
export class PaymentProviderUnavailable extends AppError {
  constructor() {
    super(
      502,
      'payment_provider_unavailable',
      'The payment service is not answering. Please try again in a moment.',
    );
  }
}

/**
 * A provider's refusal as HTTP: a card problem keeps the provider's words (they are written for
 * customers, spec §8), the rest gets ours.
 */
export function httpErrorOf(err: unknown, notFound = 'Not found.'): unknown {
  if (!(err instanceof ProviderError)) return err;
  switch (err.kind) {
    case 'card':
      return new Invalid(err.message, 'card_declined');
    case 'not_found':
      return new NotFound(notFound);
    case 'invalid':
      return new Conflict(err.message, 'payment_refused');
    default:
      return new PaymentProviderUnavailable();
  }
}

/** Runs a provider call, turning its errors into HTTP ones. */
export async function viaProvider<T>(call: () => Promise<T>, notFound?: string): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw httpErrorOf(err, notFound);
  }
}
