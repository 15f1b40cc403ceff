import { type Frequency, PLAN } from '@ye/contracts/billing';
import Stripe from 'stripe';
import type { BillingConfig } from '../config.ts';
import {
  type BillingProvider,
  type CheckoutRequest,
  type CheckoutSessionState,
  type ProviderCard,
  ProviderError,
  type ProviderInvoice,
  type ProviderSubscription,
} from './provider.ts';
import { planPrice } from './simulation.ts';
import {
  type CheckoutSessionShape,
  type InvoiceShape,
  idOf,
  type PaymentMethodShape,
  type SubscriptionShape,
  toCard,
  toInvoice,
  toSubscription,
} from './stripe-shapes.ts';

// Billing with Stripe (decision 027). Every call goes through #call, which turns Stripe's errors
// into the provider's four kinds: a card error keeps Stripe's message (it is written for the
// customer); every other kind gets our own sentence, because Stripe's names ids and parameters.
// The product, its two prices and the portal configuration come from PLAN: ensureCatalog() finds or
// creates them on first use, once per instance.

export const PRODUCT_ID = 'ye_membership';
/** Where the invoice's payment error is (the payment intent of each payment attempt). */
const INVOICE_EXPAND = ['payments.data.payment.payment_intent'];
const UNAVAILABLE = 'The payment service is not answering. Please try again in a moment.';

export interface StripeCatalog {
  productId: string;
  prices: Record<Frequency, string>;
  portalConfigurationId: string;
}

/** What a call is about, for our own words when Stripe refuses it. */
interface Op {
  /** The object a missing id names: "customer", "invoice"… */
  thing: string;
  /** What we tried, after "could not": "create the checkout session". */
  action: string;
}

function providerError(err: unknown, op: Op): unknown {
  if (!(err instanceof Stripe.errors.StripeError)) return err;
  let mapped: ProviderError;
  if (err instanceof Stripe.errors.StripeCardError) mapped = new ProviderError('card', err.message);
  else if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing')
    mapped = new ProviderError('not_found', `The payment service has no such ${op.thing}.`);
  else if (
    err instanceof Stripe.errors.StripeInvalidRequestError ||
    err instanceof Stripe.errors.StripeIdempotencyError
  )
    mapped = new ProviderError('invalid', `The payment service could not ${op.action}.`);
  // Connection, API (5xx), rate-limit errors, and a key Stripe refuses (401/403): nothing the parent
  // can fix, so the payment service is "not answering" to them; the cause, kept below, is logged.
  else mapped = new ProviderError('unavailable', UNAVAILABLE);
  mapped.cause = err;
  return mapped;
}

const isMissing = (err: unknown) => err instanceof ProviderError && err.kind === 'not_found';

export class StripeBillingProvider implements BillingProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  readonly stripe: Stripe;
  #catalog: Promise<StripeCatalog> | null = null;

  constructor(billing: Pick<BillingConfig, 'stripeSecretKey' | 'stripeApi'>) {
    const key = billing.stripeSecretKey;
    if (!key) throw new Error('The Stripe billing provider needs STRIPE_SECRET_KEY.');
    this.testMode = key.startsWith('sk_test_');
    const api = billing.stripeApi;
    this.stripe = new Stripe(key, {
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
      appInfo: { name: 'youth-enrichments' },
      ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
    });
  }

  async #call<T>(op: Op, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw providerError(err, op);
    }
  }

  /** The product, prices and portal configuration PLAN describes; found or created once. */
  ensureCatalog(): Promise<StripeCatalog> {
    if (!this.#catalog) {
      const loading = this.#loadCatalog();
      this.#catalog = loading;
      // A failure (Stripe down) is not cached: the next call tries again.
      loading.catch(() => {
        if (this.#catalog === loading) this.#catalog = null;
      });
    }
    return this.#catalog;
  }

  async #loadCatalog(): Promise<StripeCatalog> {
    const productId = await this.#ensureProduct();
    const wanted = { monthly: planPrice('monthly'), yearly: planPrice('yearly') };
    const lookupKeys = [wanted.monthly.lookup_key, wanted.yearly.lookup_key].filter((k): k is string => !!k);
    const found = await this.#call({ thing: 'price', action: 'list the membership prices' }, () =>
      this.stripe.prices.list({ lookup_keys: lookupKeys, active: true, limit: 10 }),
    );
    const prices = {} as Record<Frequency, string>;
    for (const frequency of ['monthly', 'yearly'] as const) {
      const want = wanted[frequency];
      const interval = want.recurring?.interval ?? 'month';
      const existing = found.data.find((p) => p.lookup_key === want.lookup_key);
      if (existing) {
        // A lookup key names its amount, so a price that differs was made by hand, wrongly.
        if (
          existing.unit_amount !== want.unit_amount ||
          existing.currency !== want.currency ||
          existing.recurring?.interval !== interval
        )
          throw new Error(`Stripe price ${existing.id} (${want.lookup_key}) does not match PLAN.`);
        prices[frequency] = existing.id;
        continue;
      }
      const created = await this.#call({ thing: 'product', action: 'create the membership prices' }, () =>
        this.stripe.prices.create(
          {
            product: productId,
            currency: want.currency,
            unit_amount: want.unit_amount ?? 0,
            recurring: { interval: interval === 'year' ? 'year' : 'month' },
            lookup_key: want.lookup_key ?? undefined,
            nickname: `${PLAN.productName}, ${frequency}`,
          },
          { idempotencyKey: `price:${want.lookup_key}` },
        ),
      );
      prices[frequency] = created.id;
    }
    const portalConfigurationId = await this.#ensurePortalConfiguration(productId, prices);
    return { productId, prices, portalConfigurationId };
  }

  async #ensureProduct(): Promise<string> {
    const op = { thing: 'product', action: 'set up the membership product' };
    const retrieve = () => this.#call(op, () => this.stripe.products.retrieve(PRODUCT_ID));
    try {
      return (await retrieve()).id;
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
    try {
      const product = await this.#call(op, () =>
        this.stripe.products.create(
          { id: PRODUCT_ID, name: PLAN.productName },
          { idempotencyKey: `product:${PRODUCT_ID}` },
        ),
      );
      return product.id;
    } catch (err) {
      // Another server created it between our two calls; any other refusal stands.
      if (!(err instanceof ProviderError && err.kind === 'invalid')) throw err;
      return (await retrieve().catch(() => Promise.reject(err))).id;
    }
  }

  async #ensurePortalConfiguration(productId: string, prices: Record<Frequency, string>): Promise<string> {
    const op = { thing: 'portal configuration', action: 'set up the customer portal' };
    // A new price is a new key, so the portal offers exactly the current prices.
    const catalogKey = `${prices.monthly},${prices.yearly}`;
    const list = await this.#call(op, () =>
      this.stripe.billingPortal.configurations.list({ active: true, limit: 100 }),
    );
    const existing = list.data.find((c) => c.metadata?.ye_catalog === catalogKey);
    if (existing) return existing.id;
    const created = await this.#call(op, () =>
      this.stripe.billingPortal.configurations.create(
        {
          name: PLAN.productName,
          metadata: { ye_catalog: catalogKey },
          features: {
            subscription_update: {
              enabled: true,
              default_allowed_updates: ['price'],
              products: [{ product: productId, prices: [prices.monthly, prices.yearly] }],
              proration_behavior: 'create_prorations',
              trial_update_behavior: 'continue_trial',
            },
            subscription_cancel: { enabled: true, mode: 'at_period_end' },
            payment_method_update: { enabled: true },
            invoice_history: { enabled: true },
          },
        },
        { idempotencyKey: `portal:${catalogKey}` },
      ),
    );
    return created.id;
  }

  // --- BillingProvider ---

  async createCustomer(p: { userId: string; email: string; name: string }): Promise<{ customerId: string }> {
    const customer = await this.#call({ thing: 'customer', action: 'create the customer' }, () =>
      this.stripe.customers.create(
        { email: p.email, name: p.name, metadata: { user_id: p.userId } },
        // Two requests for one parent make one customer.
        { idempotencyKey: `customer:${p.userId}` },
      ),
    );
    return { customerId: customer.id };
  }

  async createCheckoutSession(p: CheckoutRequest): Promise<{ id: string; url: string }> {
    const catalog = await this.ensureCatalog();
    const session = await this.#call({ thing: 'customer', action: 'start the checkout' }, () =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: p.customerId,
        client_reference_id: p.userId,
        line_items: [{ price: catalog.prices[p.frequency], quantity: 1 }],
        subscription_data: {
          ...(p.trialDays ? { trial_period_days: p.trialDays } : {}),
          metadata: { user_id: p.userId },
        },
        payment_method_collection: 'always',
        success_url: p.successUrl,
        cancel_url: p.cancelUrl,
      }),
    );
    if (!session.url)
      throw new ProviderError('invalid', 'The payment service did not give a checkout address.');
    return { id: session.id, url: session.url };
  }

  async getCheckoutSession(id: string): Promise<CheckoutSessionState | null> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.#call({ thing: 'checkout session', action: 'read the checkout' }, () =>
        this.stripe.checkout.sessions.retrieve(id),
      );
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    const s = session as unknown as CheckoutSessionShape;
    return {
      id: s.id,
      customerId: idOf(s.customer) ?? '',
      status: s.status === 'complete' || s.status === 'expired' ? s.status : 'open',
      subscriptionId: idOf(s.subscription),
    };
  }

  async createPortalSession(p: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const catalog = await this.ensureCatalog();
    const session = await this.#call({ thing: 'customer', action: 'open the subscription page' }, () =>
      this.stripe.billingPortal.sessions.create({
        customer: p.customerId,
        return_url: p.returnUrl,
        configuration: catalog.portalConfigurationId,
      }),
    );
    return { url: session.url };
  }

  async listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    const list = await this.#call({ thing: 'customer', action: 'list the subscriptions' }, () =>
      // Without status 'all' Stripe leaves the canceled ones out.
      this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 }),
    );
    return list.data
      .map((s) => toSubscription(s as unknown as SubscriptionShape))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  }

  async cancelSubscriptionNow(subscriptionId: string): Promise<void> {
    const op = { thing: 'subscription', action: 'cancel the subscription' };
    try {
      await this.#call(op, () => this.stripe.subscriptions.cancel(subscriptionId));
    } catch (err) {
      // Stripe answers "No such subscription" for one that is already canceled: that is done.
      if (!isMissing(err)) throw err;
      const sub = await this.#call(op, () => this.stripe.subscriptions.retrieve(subscriptionId));
      if (sub.status !== 'canceled') throw err;
    }
  }

  async getInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    try {
      const invoice = await this.#call({ thing: 'invoice', action: 'read the invoice' }, () =>
        this.stripe.invoices.retrieve(invoiceId, { expand: INVOICE_EXPAND }),
      );
      return toInvoice(invoice as unknown as InvoiceShape);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async listInvoices(customerId: string, limit: number): Promise<ProviderInvoice[]> {
    const list = await this.#call({ thing: 'customer', action: 'list the invoices' }, () =>
      this.stripe.invoices.list({ customer: customerId, limit: Math.min(100, Math.max(1, limit)) }),
    );
    return list.data.map((inv) => toInvoice(inv as unknown as InvoiceShape));
  }

  async payInvoice(invoiceId: string): Promise<ProviderInvoice> {
    const op = { thing: 'invoice', action: 'pay the invoice' };
    try {
      const invoice = await this.#call(op, () =>
        this.stripe.invoices.pay(invoiceId, { expand: INVOICE_EXPAND }),
      );
      return toInvoice(invoice as unknown as InvoiceShape);
    } catch (err) {
      // Stripe refuses to pay a paid invoice; paying twice is still paid.
      if (!(err instanceof ProviderError && err.kind === 'invalid')) throw err;
      const current = await this.getInvoice(invoiceId);
      if (current?.status === 'paid') return current;
      throw err;
    }
  }

  async listCards(customerId: string): Promise<{ cards: ProviderCard[]; customerDefaultId: string | null }> {
    const op = { thing: 'customer', action: 'list the cards' };
    const [methods, customer] = await Promise.all([
      this.#call(op, () =>
        this.stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }),
      ),
      this.#call(op, () => this.stripe.customers.retrieve(customerId)),
    ]);
    if (customer.deleted) throw new ProviderError('not_found', 'The payment service has no such customer.');
    return {
      cards: methods.data.flatMap((pm) => toCard(pm as unknown as PaymentMethodShape) ?? []),
      customerDefaultId: idOf(customer.invoice_settings.default_payment_method),
    };
  }

  async setDefaultCard(p: { customerId: string; cardId: string; subscriptionIds: string[] }): Promise<void> {
    const op = { thing: 'card', action: 'make this card the default' };
    await this.#call(op, () =>
      this.stripe.customers.update(p.customerId, { invoice_settings: { default_payment_method: p.cardId } }),
    );
    // Checkout puts the card on the subscription, and the subscription's card comes first.
    for (const id of p.subscriptionIds)
      await this.#call(op, () => this.stripe.subscriptions.update(id, { default_payment_method: p.cardId }));
  }

  async detachCard(p: { customerId: string; cardId: string }): Promise<void> {
    const op = { thing: 'card', action: 'remove the card' };
    // Stripe detaches any card by id; only this customer's may go.
    const pm = await this.#call(op, () => this.stripe.paymentMethods.retrieve(p.cardId));
    if (idOf(pm.customer) !== p.customerId)
      throw new ProviderError('not_found', 'The payment service has no such card.');
    await this.#call(op, () => this.stripe.paymentMethods.detach(p.cardId));
  }
}
