import { randomBytes } from 'node:crypto';
import {
  type Frequency,
  PLAN,
  TEST_CARDS,
  type TestCardRequest,
  type TestCheckout,
  type TestPortal,
} from '@ye/contracts/billing';
import type { Config } from '../../../config.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import {
  type BillingProvider,
  type CheckoutRequest,
  type ProviderCard,
  ProviderError,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../../../payments/provider.ts';
import * as sim from '../../../payments/simulation.ts';
import { idOf, toCard, toInvoice, toSubscription } from '../../../payments/stripe-shapes.ts';
import * as q from './queries.ts';

// The built-in test provider (decision 027): what `npm start`, the demo and e2e pay with. It keeps
// Stripe-shaped objects in PostgreSQL, changes them with the same model of Stripe the tests' fake
// Stripe uses (payments/simulation.ts), and sends every event it causes, signed, to our own webhook
// (jobs.ts), so billing runs exactly the code path it runs with Stripe.

export const DELIVER_JOB = 'billing-test.deliver';
const PORTAL_LIFETIME_S = 60 * 60;

export interface TestProviderDeps {
  db: Db;
  config: Config;
  jobs: Pick<JobQueue, 'send'>;
  now: () => Date;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** `cus_test_…`: Stripe's prefixes, marked as test objects. */
function newId(prefix: string): string {
  const bytes = randomBytes(20);
  let s = '';
  for (const b of bytes) s += ALNUM[b % ALNUM.length];
  return `${prefix}_test_${s}`;
}

/** A simulation refusal in the provider's four kinds of error. */
function providerError(err: unknown): unknown {
  if (err instanceof sim.CardDeclined) return new ProviderError('card', err.message);
  if (err instanceof sim.SimRefused)
    return new ProviderError(err.notFound ? 'not_found' : 'invalid', err.message);
  return err;
}

export class TestBillingProvider implements BillingProvider {
  readonly name = 'test' as const;
  readonly testMode = true;
  readonly #deps: TestProviderDeps;

  constructor(deps: TestProviderDeps) {
    this.#deps = deps;
  }

  #ctx(): sim.SimContext {
    const base = this.#deps.config.appUrl;
    return {
      now: this.#deps.now(),
      newId,
      checkoutUrl: (id) => `${base}/test-billing/checkout/${id}`,
      portalUrl: (id) => `${base}/test-billing/portal/${id}`,
    };
  }

  /**
   * Runs one change on a customer's objects in a transaction that holds the customer's row, saves
   * what changed, and queues its events for delivery once committed.
   */
  async #change<T>(customerId: string | null, fn: (l: sim.Ledger) => T): Promise<T> {
    const { db, jobs } = this.#deps;
    const ctx = this.#ctx();
    const { result, events } = await db.transaction(async (tx) => {
      let objects: sim.SimObject[] = [];
      if (customerId) {
        if (!(await q.lockCustomer(tx, customerId)))
          throw new ProviderError('not_found', `No such customer: '${customerId}'`);
        objects = await q.objectsOfCustomer(tx, customerId);
      }
      const ledger = new sim.Ledger(objects, ctx);
      let result: T;
      try {
        result = fn(ledger);
      } catch (err) {
        throw providerError(err);
      }
      const changed = ledger.all().filter((o) => ledger.changed.has(o.id));
      const owner = customerId ?? changed.find((o) => o.object === 'customer')?.id;
      if (!owner) throw new Error('a test provider change without a customer');
      await q.saveObjects(tx, owner, changed, ctx.now);
      await q.insertDeliveries(tx, ledger.events, ctx.now);
      return { result, events: ledger.events };
    });
    for (const e of events) await jobs.send(DELIVER_JOB, { eventId: e.id });
    return result;
  }

  /**
   * A card decline still changes things (the failed attempt, its events): those are kept, and the
   * decline is thrown after the commit.
   */
  async #changeKeepingDecline(customerId: string, fn: (l: sim.Ledger) => void): Promise<void> {
    let declined: sim.CardDeclined | null = null;
    await this.#change(customerId, (l) => {
      try {
        fn(l);
      } catch (err) {
        if (!(err instanceof sim.CardDeclined)) throw err;
        declined = err;
      }
    });
    if (declined) throw providerError(declined);
  }

  async #read<T>(customerId: string, fn: (l: sim.Ledger) => T): Promise<T> {
    const objects = await q.objectsOfCustomer(this.#deps.db, customerId);
    try {
      return fn(new sim.Ledger(objects, this.#ctx()));
    } catch (err) {
      throw providerError(err);
    }
  }

  async #customerOf(id: string, kind: sim.SimObject['object']): Promise<string> {
    const customerId = await q.customerOfObject(this.#deps.db, id, kind);
    if (!customerId) throw new ProviderError('not_found', `No such ${kind}: '${id}'`);
    return customerId;
  }

  // --- BillingProvider ---

  async createCustomer(p: { userId: string; email: string; name: string }) {
    const customer = await this.#change(null, (l) => sim.createCustomer(l, p));
    return { customerId: customer.id };
  }

  async createCheckoutSession(p: CheckoutRequest) {
    const session = await this.#change(p.customerId, (l) =>
      sim.createCheckoutSession(l, {
        customerId: p.customerId,
        clientReferenceId: p.userId,
        frequency: p.frequency,
        trialDays: p.trialDays,
        successUrl: p.successUrl,
        cancelUrl: p.cancelUrl,
      }),
    );
    return { id: session.id, url: session.url ?? '' };
  }

  async getCheckoutSession(id: string) {
    const customerId = await q.customerOfObject(this.#deps.db, id, 'checkout.session');
    if (!customerId) return null;
    return this.#read(customerId, (l) => {
      const s = l.get(id, 'checkout.session');
      return {
        id: s.id,
        customerId,
        status: sim.sessionStatus(s, l.ctx.now),
        subscriptionId: idOf(s.subscription),
      };
    });
  }

  async createPortalSession(p: { customerId: string; returnUrl: string }) {
    const session = await this.#change(p.customerId, (l) => sim.createPortalSession(l, p));
    return { url: session.url };
  }

  listSubscriptions(customerId: string): Promise<ProviderSubscription[]> {
    return this.#read(customerId, (l) => sim.subscriptionsOf(l, customerId).map(toSubscription));
  }

  async cancelSubscriptionNow(subscriptionId: string): Promise<void> {
    const customerId = await this.#customerOf(subscriptionId, 'subscription');
    await this.#change(customerId, (l) => sim.cancelNow(l, subscriptionId));
  }

  async getInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    const customerId = await q.customerOfObject(this.#deps.db, invoiceId, 'invoice');
    if (!customerId) return null;
    return this.#read(customerId, (l) => toInvoice(l.get(invoiceId, 'invoice')));
  }

  listInvoices(customerId: string, limit: number): Promise<ProviderInvoice[]> {
    return this.#read(customerId, (l) =>
      l
        .ofKind('invoice')
        .sort((a, b) => b.created - a.created || (b.number ?? '').localeCompare(a.number ?? ''))
        .slice(0, limit)
        .map(toInvoice),
    );
  }

  async payInvoice(invoiceId: string): Promise<ProviderInvoice> {
    const customerId = await this.#customerOf(invoiceId, 'invoice');
    await this.#changeKeepingDecline(customerId, (l) => {
      sim.payInvoice(l, invoiceId);
    });
    return (await this.getInvoice(invoiceId)) as ProviderInvoice;
  }

  listCards(customerId: string): Promise<{ cards: ProviderCard[]; customerDefaultId: string | null }> {
    return this.#read(customerId, (l) => ({
      cards: sim.cardsOf(l, customerId).flatMap((pm) => toCard(pm) ?? []),
      customerDefaultId: idOf(l.get(customerId, 'customer').invoice_settings.default_payment_method),
    }));
  }

  async setDefaultCard(p: { customerId: string; cardId: string; subscriptionIds: string[] }): Promise<void> {
    await this.#change(p.customerId, (l) => sim.setDefaultCard(l, p.customerId, p.cardId, p.subscriptionIds));
  }

  async detachCard(p: { customerId: string; cardId: string }): Promise<void> {
    await this.#change(p.customerId, (l) => sim.detachCard(l, p.customerId, p.cardId));
  }

  // --- The test checkout and portal pages (routes.ts); the session id is their credential ---

  async #openCheckout(sessionId: string): Promise<string> {
    const customerId = await q.customerOfObject(this.#deps.db, sessionId, 'checkout.session');
    if (!customerId) throw new ProviderError('not_found', 'This checkout has expired or does not exist.');
    return customerId;
  }

  async checkoutPage(sessionId: string): Promise<TestCheckout> {
    const customerId = await this.#openCheckout(sessionId);
    return this.#read(customerId, (l) => {
      const s = l.get(sessionId, 'checkout.session');
      const status = sim.sessionStatus(s, l.ctx.now);
      if (status === 'expired')
        throw new ProviderError('not_found', 'This checkout has expired or does not exist.');
      const frequency: Frequency = s.metadata.frequency === 'yearly' ? 'yearly' : 'monthly';
      const trialDays = s.metadata.trial_days ? Number(s.metadata.trial_days) : null;
      const firstCharge = new Date(l.ctx.now.getTime() + (trialDays ?? 0) * 24 * 60 * 60 * 1000);
      return {
        id: s.id,
        status,
        email: l.get(customerId, 'customer').email ?? '',
        frequency,
        amount: PLAN.prices[frequency],
        currency: PLAN.currency,
        trial_days: trialDays,
        first_charge_at: firstCharge.toISOString(),
        cancel_url: s.cancel_url ?? '',
        test_cards: TEST_CARDS.map((c) => ({ ...c })),
      };
    });
  }

  async payCheckout(sessionId: string, card: TestCardRequest): Promise<{ redirect_url: string }> {
    const customerId = await this.#openCheckout(sessionId);
    const session = await this.#change(customerId, (l) => {
      const current = l.get(sessionId, 'checkout.session');
      const status = sim.sessionStatus(current, l.ctx.now);
      if (status === 'complete') throw new ProviderError('invalid', 'This checkout is already paid.');
      if (status === 'expired')
        throw new ProviderError('not_found', 'This checkout has expired or does not exist.');
      return sim.completeCheckout(l, sessionId, simCard(card)).session;
    });
    return { redirect_url: session.success_url ?? this.#deps.config.appUrl };
  }

  async #portalCustomer(sessionId: string): Promise<string> {
    const customerId = await q.customerOfObject(this.#deps.db, sessionId, 'billing_portal.session');
    if (customerId) {
      const live = await this.#read(customerId, (l) => {
        const s = l.get(sessionId, 'billing_portal.session');
        return s.created + PORTAL_LIFETIME_S > l.nowSeconds;
      });
      if (live) return customerId;
    }
    throw new ProviderError('not_found', 'This page has expired. Open “Manage subscription” again.');
  }

  async portalPage(sessionId: string): Promise<TestPortal> {
    const customerId = await this.#portalCustomer(sessionId);
    return this.#read(customerId, (l) => portalOf(l, customerId, sessionId));
  }

  /** One portal action: the customer's newest live subscription is the one it changes. */
  async portalAction(
    sessionId: string,
    action:
      | { kind: 'plan'; frequency: Frequency }
      | { kind: 'cancel' }
      | { kind: 'resume' }
      | { kind: 'add-card'; card: TestCardRequest }
      | { kind: 'default-card'; cardId: string }
      | { kind: 'remove-card'; cardId: string }
      | { kind: 'advance'; to: 'end_trial' | 'renew' },
  ): Promise<TestPortal> {
    const customerId = await this.#portalCustomer(sessionId);
    await this.#changeKeepingDecline(customerId, (l) => {
      const live = sim.subscriptionsOf(l, customerId).find(sim.isLive);
      const needLive = () => {
        if (!live) throw new sim.SimRefused('There is no subscription to change.');
        return live;
      };
      switch (action.kind) {
        case 'plan':
          sim.switchPlan(l, needLive().id, action.frequency);
          break;
        case 'cancel':
          sim.setCancelAtPeriodEnd(l, needLive().id, true);
          break;
        case 'resume':
          sim.setCancelAtPeriodEnd(l, needLive().id, false);
          break;
        case 'add-card':
          sim.addCard(l, customerId, simCard(action.card));
          break;
        case 'default-card': {
          sim.setDefaultCard(l, customerId, action.cardId, live ? [live.id] : []);
          // A new default card pays a failed charge at once, as Stripe's portal does.
          const open =
            live && live.status === 'past_due' ? l.find(idOf(live.latest_invoice) ?? '', 'invoice') : null;
          if (open?.status === 'open') sim.payInvoice(l, open.id);
          break;
        }
        case 'remove-card': {
          const inUse = live && idOf(live.default_payment_method) === action.cardId;
          if (inUse) throw new sim.SimRefused('Choose another default card first.');
          sim.detachCard(l, customerId, action.cardId);
          break;
        }
        case 'advance':
          sim.advanceTo(l, needLive().id, action.to);
          break;
      }
    });
    // The session was checked above: read the changed state once, without checking it again.
    return this.#read(customerId, (l) => portalOf(l, customerId, sessionId));
  }

  /** The demo seed: the customer's events were applied by a direct sync, so none is sent. */
  async settleDeliveries(customerId: string): Promise<void> {
    await q.markCustomerDeliveriesDone(this.#deps.db, customerId, this.#deps.now());
  }

  /** The hourly clock: lets time pass for every customer whose subscription it can change. */
  async advanceAll(): Promise<number> {
    const customers = await q.customersWithLiveSubscriptions(this.#deps.db);
    for (const customerId of customers) await this.#change(customerId, (l) => sim.advanceTime(l));
    return customers.length;
  }
}

/**
 * `billing-test.deliver`: POSTs one event to our own webhook, signed at send time as Stripe signs, so
 * it passes the same verification. A non-2xx answer throws, and the job is tried again.
 */
export async function deliverTestEvent(db: DbOrTx, config: Config, eventId: string, at: Date): Promise<void> {
  const delivery = await q.findDelivery(db, eventId);
  if (!delivery || delivery.deliveredAt) return;
  // Loaded with the first event (the SDK is about 15 MB of a process's memory, issue 17).
  const { default: Stripe } = await import('stripe');
  const header = Stripe.webhooks.generateTestHeaderString({
    payload: delivery.payload,
    secret: config.billing.webhookSecret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
  let status = 0;
  try {
    const res = await fetch(`${config.appUrl}/v1/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: delivery.payload,
      signal: AbortSignal.timeout(10_000),
    });
    status = res.status;
  } finally {
    const ok = status >= 200 && status < 300;
    await q.recordDelivery(db, eventId, { status, deliveredAt: ok ? at : null });
  }
  if (status < 200 || status >= 300) throw new Error(`the webhook answered ${status}`);
}

/** Daily clean-up: delivered events after 7 days. */
export async function cleanUpTestProvider(db: DbOrTx, at: Date) {
  return {
    billing_test_deliveries: await q.deleteDeliveredBefore(
      db,
      new Date(at.getTime() - 7 * 24 * 60 * 60 * 1000),
    ),
  };
}

function simCard(card: TestCardRequest): sim.TestCardInput & { name: string } {
  return {
    number: card.card_number.replace(/[\s-]/g, ''),
    expMonth: card.exp_month,
    expYear: card.exp_year,
    cvc: card.cvc,
    name: card.name,
  };
}

function portalOf(l: sim.Ledger, customerId: string, sessionId: string): TestPortal {
  const session = l.get(sessionId, 'billing_portal.session');
  const customer = l.get(customerId, 'customer');
  const subs = sim.subscriptionsOf(l, customerId);
  const shown = subs.find(sim.isLive) ?? subs[0] ?? null;
  const sub = shown ? toSubscription(shown) : null;
  const defaultId = sub?.defaultPaymentMethodId ?? idOf(customer.invoice_settings.default_payment_method);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    email: customer.email ?? '',
    return_url: session.return_url ?? '',
    subscription: sub && {
      id: sub.id,
      status: sub.status,
      frequency: sub.frequency,
      amount: sub.amount,
      currency: sub.currency,
      trial_end_at: sub.status === 'trialing' ? iso(sub.trialEnd) : null,
      current_period_end: iso(sub.currentPeriodEnd),
      cancel_at_period_end: sub.cancelAtPeriodEnd,
    },
    cards: sim.cardsOf(l, customerId).flatMap((pm) => {
      const card = toCard(pm);
      return card
        ? [
            {
              id: card.id,
              brand: card.brand,
              last4: card.last4,
              exp_month: card.expMonth,
              exp_year: card.expYear,
              is_default: card.id === defaultId,
            },
          ]
        : [];
    }),
    plans: (['monthly', 'yearly'] as const).map((frequency) => ({
      frequency,
      amount: PLAN.prices[frequency],
      currency: PLAN.currency,
    })),
  };
}
