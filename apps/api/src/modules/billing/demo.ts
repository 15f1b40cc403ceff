import type { Frequency } from '@ye/contracts/billing';
import type { BillingDeps } from './provider.ts';
import * as q from './queries.ts';
import { syncCustomer } from './sync.ts';
import { TestBillingProvider } from './test-provider/service.ts';

// The demo's memberships (decision 027): made through the test provider's own checkout with a test
// card and applied by the same sync a webhook triggers, so the demo parent's pages show a real
// membership with a receipt. Only with the test provider: a server with Stripe keys sells for real.

/** The seed prints its own summary; a twin subscription cannot happen on a fresh customer. */
const SILENT = { warn: () => {} };

/** Gives a parent a paid membership (no trial) through the test provider; false with Stripe. */
export async function seedTestMembership(
  deps: BillingDeps,
  userId: string,
  frequency: Frequency,
): Promise<boolean> {
  if (deps.config.billing.provider !== 'test') return false;
  const account = await q.findAccount(deps.db, userId);
  if (!account?.email) return false;
  // Nothing is sent from here: the seed runs before the server (and its job workers) exist.
  const quiet: BillingDeps = { ...deps, jobs: { send: async () => null } };
  const provider = new TestBillingProvider(quiet);
  const { customerId } = await provider.createCustomer({
    userId,
    email: account.email,
    name: `${account.firstName} ${account.lastName}`.trim(),
  });
  await q.insertCustomer(deps.db, { userId, provider: 'test', customerId, createdAt: deps.now() });
  const session = await provider.createCheckoutSession({
    customerId,
    userId,
    frequency,
    trialDays: null,
    successUrl: `${deps.config.appUrl}/my-purchases`,
    cancelUrl: `${deps.config.appUrl}/`,
  });
  await provider.payCheckout(session.id, {
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: deps.now().getUTCFullYear() + 4,
    cvc: '123',
    name: `${account.firstName} ${account.lastName}`.trim(),
  });
  await syncCustomer(quiet, provider, customerId, { log: SILENT });
  await provider.settleDeliveries(customerId);
  return true;
}
