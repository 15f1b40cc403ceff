import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frequency } from '@ye/contracts/billing';
import Stripe from 'stripe';
import * as sim from '../payments/simulation.ts';
import { type EventShape, type InvoiceShape, idOf, type PriceShape } from '../payments/stripe-shapes.ts';

/**
 * Stripe's HTTP API for tests, as far as the Stripe billing provider uses it (decision 027), over the
 * same model of Stripe Billing the built-in test provider runs (payments/simulation.ts), in memory.
 * The real `stripe` SDK talks to it (STRIPE_API_URL / config.billing.stripeApi): bracketed form
 * bodies in, Stripe-shaped JSON and Stripe-shaped errors out. Its clock is injected, so nothing
 * depends on today's date. What a customer does on Stripe's own pages (paying at checkout, switching
 * plan or cancelling in the portal) and the passing of time are `scenario` helpers, which return the
 * events Stripe would send; `signed` signs one as Stripe does.
 */

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The parsed form body or query string. */
  params: Params;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  /** The status it was answered with. */
  status: number;
}

export interface FakeStripeOptions {
  /** The fake's clock: every object, event and expiry is dated by it. */
  now: () => Date;
  /** The secret `scenario.signed` signs events with (STRIPE_WEBHOOK_SECRET of the app under test). */
  webhookSecret?: string;
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_URL. */
  url: string;
  /** Where the SDK should send requests (config.billing.stripeApi). */
  api: { host: string; port: number; protocol: 'http' };
  requests: FakeStripeRequest[];
  /** The simulation's objects (customers, subscriptions, invoices, cards, sessions) by id. */
  objects: Map<string, sim.SimObject>;
  /** Every event the fake has caused, oldest first. */
  events: EventShape[];
  /** The next `times` requests answer `status` (500: Stripe is down) without doing anything. */
  failNext(status: number, times?: number): void;
  scenario: {
    /** The customer pays on the checkout page with a test card number (see TEST_CARDS). */
    completeCheckout(sessionId: string, cardNumber: string): EventShape[];
    /** Time passes up to `now`: every transition due on the way happens at its own moment. */
    advance(now: Date): EventShape[];
    /** The customer switches plan in the portal. */
    switchPlan(subscriptionId: string, frequency: Frequency): EventShape[];
    /** The customer adds a card in the portal; answers its id. */
    addCard(customerId: string, cardNumber: string): { cardId: string; events: EventShape[] };
    /** The customer cancels in the portal (at period end). */
    cancelAtPeriodEnd(subscriptionId: string): EventShape[];
    /** An event as Stripe posts it: the exact body and its signature header. */
    signed(
      event: EventShape,
      timestamp?: number,
    ): { payload: string; headers: { 'stripe-signature': string; 'content-type': string } };
  };
  close(): Promise<void>;
}

export interface Params {
  [key: string]: string | Params | (string | Params)[];
}

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** Stripe's form encoding: `a[b][0][c]=x` → `{a: {b: [{c: 'x'}]}}`; every value is a string. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.split(/[[\]]+/).filter((k) => k !== '');
    if (keys.length === 0 || keys.some((k) => UNSAFE_KEYS.has(k))) continue;
    let node: Params = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = value;
      else {
        const next = node[key];
        const child: Params = typeof next === 'object' && !Array.isArray(next) ? next : {};
        node[key] = child;
        node = child;
      }
    });
  }
  // Objects whose keys are all indexes are arrays.
  const arrays = (p: Params): Params => {
    for (const [k, v] of Object.entries(p)) {
      if (typeof v !== 'object' || Array.isArray(v)) continue;
      const inner = arrays(v);
      const keys = Object.keys(inner);
      p[k] =
        keys.length > 0 && keys.every((key) => /^\d+$/.test(key))
          ? keys.sort((a, b) => Number(a) - Number(b)).map((key) => inner[key] as string | Params)
          : inner;
    }
    return p;
  };
  return arrays(root);
}

/** A request Stripe answers with an error, in its shape. */
class StripeRefusal extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  constructor(status: number, type: string, message: string, code?: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
  }
}

const missing = (kind: string, id: string) =>
  new StripeRefusal(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing');
const invalid = (message: string, code?: string) =>
  new StripeRefusal(400, 'invalid_request_error', message, code);

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const obj = (v: unknown): Params =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Params) : {};
const list = (v: unknown): (string | Params)[] => (Array.isArray(v) ? v : []);
const bool = (v: unknown): boolean | undefined => (v === 'true' ? true : v === 'false' ? false : undefined);
const stringsOf = (v: unknown): string[] => list(v).filter((x): x is string => typeof x === 'string');
const metadataOf = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));

const NESTED = ['checkout/sessions', 'billing_portal/configurations', 'billing_portal/sessions'];

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function newId(prefix: string): string {
  let s = '';
  for (const b of randomBytes(16)) s += ALNUM[b % ALNUM.length];
  return `${prefix}_${s}`;
}

const DAY = 24 * 60 * 60;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

type FakePrice = PriceShape & { object: 'price'; product: string; active: boolean; created: number };
interface FakeProduct {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  metadata: Record<string, string>;
  created: number;
}
interface FakePortalConfiguration {
  id: string;
  object: 'billing_portal.configuration';
  active: boolean;
  is_default: boolean;
  name: string | null;
  metadata: Record<string, string>;
  features: Params;
  created: number;
}

/** The moments at which time changes something (simulation.advanceTime), for stepping through them. */
function dueMoments(objects: Iterable<sim.SimObject>): number[] {
  const all = [...objects];
  const moments: number[] = [];
  for (const sub of all) {
    if (sub.object !== 'subscription' || !sim.isLive(sub)) continue;
    const item = sub.items.data[0];
    if (!item) continue;
    if (sub.status === 'trialing' && sub.trial_end != null) {
      if (sub.metadata?.trial_will_end_sent !== '1') moments.push(sub.trial_end - 3 * DAY);
      moments.push(sub.trial_end);
    } else if (sub.status === 'active') moments.push(item.current_period_end);
    else if (sub.status === 'past_due')
      for (const inv of all)
        if (
          inv.object === 'invoice' &&
          inv.status === 'open' &&
          inv.next_payment_attempt != null &&
          idOf(inv.parent?.subscription_details?.subscription) === sub.id
        )
          moments.push(inv.next_payment_attempt);
  }
  return moments;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const { now } = options;
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_stripe';
  const objects = new Map<string, sim.SimObject>();
  const products = new Map<string, FakeProduct>();
  const prices = new Map<string, FakePrice>();
  const configurations = new Map<string, FakePortalConfiguration>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: FakeStripeRequest[] = [];
  const events: EventShape[] = [];
  let failures: { status: number; left: number } | null = null;
  let base = '';

  /**
   * Runs one change on a copy of every object: kept when it succeeds, dropped when it is refused. A
   * declined charge of an invoice is kept (the failed attempt is real, as at Stripe); a card refused
   * on the checkout page changes nothing.
   */
  function change<T>(
    fn: (l: sim.Ledger) => T,
    { at = now(), keepDecline = false }: { at?: Date; keepDecline?: boolean } = {},
  ): { result: T; events: EventShape[] } {
    const ledger = new sim.Ledger(
      [...objects.values()].map((o) => structuredClone(o)),
      {
        now: at,
        newId,
        checkoutUrl: (id) => `${base}/c/pay/${id}`,
        portalUrl: (id) => `${base}/p/session/${id}`,
      },
    );
    const commit = () => {
      for (const o of ledger.all()) if (ledger.changed.has(o.id)) objects.set(o.id, o);
      events.push(...ledger.events);
    };
    try {
      const result = fn(ledger);
      commit();
      return { result, events: ledger.events };
    } catch (err) {
      if (keepDecline && err instanceof sim.CardDeclined) commit();
      throw err;
    }
  }

  const read = <T>(fn: (l: sim.Ledger) => T): T => change(fn).result;

  function frequencyOfPrice(priceId: string): Frequency {
    const price = prices.get(priceId);
    if (!price) throw missing('price', priceId);
    // PLAN's prices keep the simulation's ids (POST prices), so subscriptions made by the simulation
    // and the catalog made through the API name the same prices.
    for (const f of ['monthly', 'yearly'] as const) if (sim.planPrice(f).id === price.id) return f;
    throw invalid('The fake Stripe only sells the membership prices of PLAN.');
  }

  function listOf<T>(data: T[], path: string, params: Params) {
    const limit = Math.min(100, Math.max(1, Number(str(params.limit) ?? 10) || 10));
    return { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url: path };
  }

  /** An invoice as the API shows it: payments only when expanded, their intent only when asked. */
  function invoiceView(inv: InvoiceShape, expand: string[]): unknown {
    const { payments, ...rest } = inv;
    const withIntent = expand.some(
      (e) => e.replace(/^data\./, '') === 'payments.data.payment.payment_intent',
    );
    const withPayments = withIntent || expand.some((e) => e.replace(/^data\./, '') === 'payments');
    if (!withPayments) return rest;
    const data = (payments?.data ?? []).map((p) => {
      const intent = p.payment.payment_intent;
      return {
        object: 'invoice_payment',
        payment: {
          type: 'payment_intent',
          payment_intent:
            withIntent || typeof intent === 'string' ? intent : ((intent as { id?: string })?.id ?? null),
        },
      };
    });
    return { ...rest, payments: { object: 'list', data, has_more: false, url: `/v1/invoice_payments` } };
  }

  function subscriptionUpdate(id: string, params: Params) {
    return change((l) => {
      const sub = l.get(id, 'subscription');
      if (sub.status === 'canceled')
        throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
      const pmId = str(params.default_payment_method);
      if (pmId !== undefined) {
        const pm = pmId ? l.find(pmId, 'payment_method') : null;
        if (pmId && (!pm || idOf(pm.customer) !== idOf(sub.customer)))
          throw invalid(`No such PaymentMethod: '${pmId}'`, 'resource_missing');
        sub.default_payment_method = pm?.id ?? null;
        l.put(sub);
        l.emit('customer.subscription.updated', sub);
      }
      const cancel = bool(params.cancel_at_period_end);
      if (cancel !== undefined) sim.setCancelAtPeriodEnd(l, id, cancel);
      const item = obj(list(params.items)[0]);
      const priceId = str(item.price);
      if (priceId) sim.switchPlan(l, id, frequencyOfPrice(priceId));
      return l.get(id, 'subscription');
    }).result;
  }

  /** Answers one authorized request: the JSON body, or a StripeRefusal thrown. */
  function route(method: string, path: string, params: Params): unknown {
    // "/v1/<resource>[/<id>[/<action>]]", where a resource may have two parts (checkout/sessions).
    const rest = path.replace(/^\/v1\//, '');
    const resource = NESTED.find((n) => rest === n || rest.startsWith(`${n}/`)) ?? rest.split('/')[0] ?? '';
    const [id, action] = rest
      .slice(resource.length + 1)
      .split('/')
      .map((segment) => decodeURIComponent(segment));
    const key = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    const expand = stringsOf(params.expand);

    switch (key) {
      case 'POST checkout/sessions': {
        if (str(params.mode) !== 'subscription')
          throw invalid('The fake Stripe only makes subscription checkouts.');
        const customerId = str(params.customer) ?? '';
        const item = obj(list(params.line_items)[0]);
        if (str(item.quantity) !== '1') throw invalid('Pass one line item with quantity 1.');
        const frequency = frequencyOfPrice(str(item.price) ?? '');
        const trial = str(obj(params.subscription_data).trial_period_days);
        const successUrl = str(params.success_url);
        if (!successUrl) throw invalid('Missing required param: success_url.');
        return change((l) => {
          if (!l.find(customerId, 'customer')) throw missing('customer', customerId);
          return sim.createCheckoutSession(l, {
            customerId,
            clientReferenceId: str(params.client_reference_id) ?? '',
            frequency,
            trialDays: trial ? Number(trial) : null,
            successUrl,
            cancelUrl: str(params.cancel_url) ?? '',
          });
        }).result;
      }
      case 'GET checkout/sessions/:id': {
        const sessionId = id ?? '';
        return read((l) => {
          const session = l.find(sessionId, 'checkout.session');
          if (!session) throw missing('checkout.session', sessionId);
          return { ...session, status: sim.sessionStatus(session, l.ctx.now) };
        });
      }
      case 'GET billing_portal/configurations': {
        const active = bool(params.active);
        const all = [...configurations.values()].filter((c) => active === undefined || c.active === active);
        return listOf(all.reverse(), path, params);
      }
      case 'POST billing_portal/configurations': {
        const features = obj(params.features);
        if (Object.keys(features).length === 0) throw invalid('Missing required param: features.');
        const configuration: FakePortalConfiguration = {
          id: newId('bpc'),
          object: 'billing_portal.configuration',
          active: true,
          is_default: configurations.size === 0,
          name: str(params.name) ?? null,
          metadata: metadataOf(params.metadata),
          features,
          created: seconds(now()),
        };
        configurations.set(configuration.id, configuration);
        return configuration;
      }
      case 'POST billing_portal/sessions': {
        const customerId = str(params.customer) ?? '';
        const configuration = str(params.configuration);
        if (configuration && !configurations.has(configuration))
          throw invalid(`No such configuration: '${configuration}'`, 'resource_missing');
        return change((l) => {
          if (!l.find(customerId, 'customer')) throw missing('customer', customerId);
          const session = sim.createPortalSession(l, { customerId, returnUrl: str(params.return_url) ?? '' });
          return { ...session, configuration: configuration ?? null };
        }).result;
      }
      case 'POST customers':
        return change((l) =>
          sim.createCustomer(l, {
            email: str(params.email) ?? '',
            name: str(params.name) ?? '',
            userId: metadataOf(params.metadata).user_id ?? '',
          }),
        ).result;
      case 'GET customers/:id':
        return read((l) => l.find(id ?? '', 'customer') ?? throwing(missing('customer', id ?? '')));
      case 'POST customers/:id':
        return change((l) => {
          const customer = l.find(id ?? '', 'customer') ?? throwing(missing('customer', id ?? ''));
          const pmId = str(obj(params.invoice_settings).default_payment_method);
          if (pmId !== undefined) {
            const pm = pmId ? l.find(pmId, 'payment_method') : null;
            if (pmId && (!pm || idOf(pm.customer) !== customer.id))
              throw invalid(
                `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
                'resource_missing',
              );
            customer.invoice_settings = { default_payment_method: pmId || null };
          }
          if (str(params.email) !== undefined) customer.email = str(params.email) ?? null;
          if (str(params.name) !== undefined) customer.name = str(params.name) ?? null;
          l.put(customer);
          l.emit('customer.updated', customer);
          return customer;
        }).result;
      case 'GET products/:id':
        return products.get(id ?? '') ?? throwing(missing('product', id ?? ''));
      case 'POST products': {
        const productId = str(params.id) ?? newId('prod');
        if (products.has(productId)) throw invalid('Product already exists.', 'resource_already_exists');
        const name = str(params.name);
        if (!name) throw invalid('Missing required param: name.');
        const product: FakeProduct = {
          id: productId,
          object: 'product',
          name,
          active: true,
          metadata: metadataOf(params.metadata),
          created: seconds(now()),
        };
        products.set(product.id, product);
        return product;
      }
      case 'GET prices': {
        const keys = stringsOf(params.lookup_keys);
        const active = bool(params.active);
        const found = [...prices.values()].filter(
          (p) =>
            (keys.length === 0 || (p.lookup_key != null && keys.includes(p.lookup_key))) &&
            (active === undefined || p.active === active),
        );
        return listOf(found.reverse(), path, params);
      }
      case 'POST prices': {
        const productId = str(params.product) ?? '';
        if (!products.has(productId)) throw invalid(`No such product: '${productId}'`, 'resource_missing');
        const lookupKey = str(params.lookup_key) ?? null;
        if (lookupKey && [...prices.values()].some((p) => p.lookup_key === lookupKey && p.active))
          throw invalid(`A price (\`${lookupKey}\`) already uses that lookup key.`);
        const interval = str(obj(params.recurring).interval);
        const unitAmount = Number(str(params.unit_amount));
        const currency = str(params.currency) ?? '';
        const plan = (['monthly', 'yearly'] as const)
          .map(sim.planPrice)
          .find(
            (p) =>
              p.lookup_key === lookupKey &&
              p.unit_amount === unitAmount &&
              p.currency === currency &&
              p.recurring?.interval === interval,
          );
        const price: FakePrice = {
          id: plan?.id ?? newId('price'),
          object: 'price',
          product: productId,
          active: true,
          currency,
          unit_amount: unitAmount,
          lookup_key: lookupKey,
          recurring: interval ? { interval: interval as 'month' | 'year' } : null,
          created: seconds(now()),
        };
        prices.set(price.id, price);
        return price;
      }
      case 'GET subscriptions': {
        const customerId = str(params.customer);
        const status = str(params.status);
        return read((l) => {
          const subs = (customerId ? sim.subscriptionsOf(l, customerId) : l.ofKind('subscription')).filter(
            (s) =>
              status === 'all'
                ? true
                : status
                  ? s.status === status
                  : s.status !== 'canceled' && s.status !== 'incomplete_expired',
          );
          return listOf(subs, path, params);
        });
      }
      case 'GET subscriptions/:id':
        return read((l) => l.find(id ?? '', 'subscription') ?? throwing(missing('subscription', id ?? '')));
      case 'POST subscriptions/:id':
        return subscriptionUpdate(id ?? '', params);
      case 'DELETE subscriptions/:id':
        return change((l) => {
          const sub = l.find(id ?? '', 'subscription');
          // Stripe answers a second cancel as if the subscription were gone.
          if (!sub || sub.status === 'canceled') throw missing('subscription', id ?? '');
          return sim.cancelNow(l, sub.id);
        }).result;
      case 'GET invoices': {
        const customerId = str(params.customer);
        return read((l) => {
          const invoices = l
            .ofKind('invoice')
            .filter((i) => !customerId || idOf(i.customer) === customerId)
            .sort((a, b) => b.created - a.created || (b.number ?? '').localeCompare(a.number ?? ''));
          return listOf(
            invoices.map((i) => invoiceView(i, expand)),
            path,
            params,
          );
        });
      }
      case 'GET invoices/:id':
        return read((l) =>
          invoiceView(l.find(id ?? '', 'invoice') ?? throwing(missing('invoice', id ?? '')), expand),
        );
      case 'POST invoices/:id/pay': {
        const invoice = read((l) => l.find(id ?? '', 'invoice') ?? throwing(missing('invoice', id ?? '')));
        if (invoice.status === 'paid') throw invalid('Invoice is already paid.', 'invoice_already_paid');
        return invoiceView(
          change((l) => sim.payInvoice(l, invoice.id), { keepDecline: true }).result,
          expand,
        );
      }
      case 'GET payment_methods': {
        const customerId = str(params.customer) ?? '';
        const type = str(params.type);
        return read((l) => {
          if (!l.find(customerId, 'customer')) throw missing('customer', customerId);
          const cards = type && type !== 'card' ? [] : sim.cardsOf(l, customerId);
          return listOf(cards.reverse(), path, params);
        });
      }
      case 'GET payment_methods/:id':
        return read(
          (l) => l.find(id ?? '', 'payment_method') ?? throwing(missing('payment_method', id ?? '')),
        );
      case 'POST payment_methods/:id/detach':
        return change((l) => {
          const pm = l.find(id ?? '', 'payment_method') ?? throwing(missing('payment_method', id ?? ''));
          const customerId = idOf(pm.customer);
          if (!customerId)
            throw invalid(
              'The payment method you provided is not attached to a customer so detachment is impossible.',
            );
          sim.detachCard(l, customerId, pm.id);
          return l.get(pm.id, 'payment_method');
        }).result;
    }
    throw new StripeRefusal(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function answer(err: unknown): { status: number; body: unknown } {
    if (err instanceof StripeRefusal)
      return {
        status: err.status,
        body: { error: { type: err.type, code: err.code, message: err.message } },
      };
    if (err instanceof sim.CardDeclined)
      return {
        status: 402,
        body: { error: { type: 'card_error', code: err.code, decline_code: err.code, message: err.message } },
      };
    if (err instanceof sim.SimRefused)
      return {
        status: err.notFound ? 404 : 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: err.notFound ? 'resource_missing' : undefined,
            message: err.message,
          },
        },
      };
    throw err;
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const params = parseStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : raw);
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === 'string' ? v : null;
    };
    const entry: FakeStripeRequest = {
      method,
      path: url.pathname,
      params,
      idempotencyKey: header('idempotency-key'),
      stripeVersion: header('stripe-version'),
      status: 0,
    };
    requests.push(entry);
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      entry.status = status;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...extra });
      res.end(body);
    };

    if (failures) {
      const { status } = failures;
      failures.left -= 1;
      if (failures.left <= 0) failures = null;
      const error =
        status === 429
          ? { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests (fake Stripe).' }
          : { type: 'api_error', message: 'An unknown error occurred (fake Stripe).' };
      send(status, JSON.stringify({ error }));
      return;
    }
    const auth = /^Bearer (\S+)$/.exec(header('authorization') ?? '')?.[1];
    if (!auth?.startsWith('sk_test_')) {
      const message = auth ? 'Invalid API Key provided.' : 'You did not provide an API key.';
      send(401, JSON.stringify({ error: { type: 'invalid_request_error', message } }));
      return;
    }

    // Stripe replays a POST with a known Idempotency-Key (the same customer twice), and refuses
    // one with other parameters.
    const idemKey = method === 'POST' ? entry.idempotencyKey : null;
    const fingerprint = `${url.pathname} ${raw}`;
    const seen = idemKey ? idempotent.get(idemKey) : undefined;
    if (seen) {
      if (seen.fingerprint !== fingerprint) {
        const message =
          'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
      } else send(seen.status, seen.body, { 'idempotent-replayed': 'true' });
      return;
    }

    let status = 200;
    let body: unknown;
    try {
      body = route(method, url.pathname, params);
    } catch (err) {
      ({ status, body } = answer(err));
    }
    const text = JSON.stringify(body);
    if (idemKey) idempotent.set(idemKey, { fingerprint, status, body: text });
    send(status, text);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  /** A card as typed on Stripe's page: valid for three more years by the fake's clock. */
  const typedCard = (number: string) => ({
    number,
    expMonth: 12,
    expYear: now().getUTCFullYear() + 3,
    cvc: '123',
    name: 'Test Parent',
  });
  const scenarioChange = (fn: (l: sim.Ledger) => unknown, at?: Date) => change(fn, { at }).events;

  return {
    url: base,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    objects,
    events,
    failNext(status, times = 1) {
      failures = { status, left: times };
    },
    scenario: {
      completeCheckout(sessionId, cardNumber) {
        return scenarioChange((l) => sim.completeCheckout(l, sessionId, typedCard(cardNumber)));
      },
      addCard(customerId, cardNumber) {
        const { result, events } = change((l) => sim.addCard(l, customerId, typedCard(cardNumber)));
        return { cardId: result.id, events };
      },
      advance(to) {
        const target = seconds(to);
        const caused: EventShape[] = [];
        let floor = Number.NEGATIVE_INFINITY;
        for (let step = 0; ; step++) {
          if (step > 1000) throw new Error('fake Stripe: time does not settle');
          const next = Math.min(...dueMoments(objects.values()));
          if (!Number.isFinite(next) || next > target) break;
          floor = Math.max(floor, next);
          caused.push(...scenarioChange((l) => sim.advanceTime(l), new Date(floor * 1000)));
        }
        return caused;
      },
      switchPlan(subscriptionId, frequency) {
        return scenarioChange((l) => sim.switchPlan(l, subscriptionId, frequency));
      },
      cancelAtPeriodEnd(subscriptionId) {
        return scenarioChange((l) => sim.setCancelAtPeriodEnd(l, subscriptionId, true));
      },
      signed(event, timestamp = seconds(now())) {
        const payload = JSON.stringify(event);
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: webhookSecret,
          timestamp,
        });
        return { payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } };
      },
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function throwing(err: Error): never {
  throw err;
}
