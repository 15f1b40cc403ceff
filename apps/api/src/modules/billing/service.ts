import {
  type BillingCards,
  type BillingOverview,
  type BillingProviderName,
  type BillingSubscription,
  type Frequency,
  isLiveStatus,
  PLAN,
  type PurchasesResponse,
  type SubscriptionStatusResponse,
} from '@ye/contracts/billing';
import type { UserType } from '@ye/contracts/roles';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { now } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { type FamilyAccess, familyAccess } from './access.ts';
import { type BillingDeps, billingProvider, viaProvider } from './provider.ts';
import * as q from './queries.ts';
import { factsOf, syncCustomer } from './sync.ts';
import { CUSTOMER_JOB } from './webhook.ts';

// A family's membership as the parent sees and changes it (decision 027). Everything is read from
// our database (kept true by webhooks and the nightly reconciliation) except cards, which are read
// live from the provider. Only the family's own parent reaches these; routes check the role.

export const depsOf = (app: FastifyInstance): BillingDeps => ({
  db: app.db,
  config: app.config,
  jobs: app.jobs,
  now,
});

const CARD_NOT_FOUND = 'That card is not on file.';
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** Reading is fine while an admin acts as a parent; paying or changing a card is the parent's alone. */
function refuseImpersonation(caller: Caller): void {
  if (caller.impersonatorId)
    throw new Forbidden('Billing changes are not possible while impersonating.', 'impersonating');
}

const STAFF: ReadonlySet<UserType> = new Set([
  'instructor',
  'ely_admin',
  'provider',
  'external_admin',
  'admin',
]);

/**
 * The access rule for whoever is asking: a parent's own membership, a child's parent's, and always
 * for staff (they author, preview and support). The one place a paid feature asks (decision 027).
 */
export async function accessForCaller(
  db: DbOrTx,
  caller: { userId: string; type: UserType },
  provider: BillingProviderName,
  at: Date = now(),
): Promise<FamilyAccess> {
  if (STAFF.has(caller.type)) return { state: 'active', hasAccess: true, until: null, current: null };
  const rows = await q.subscriptionsOfFamily(db, caller.userId, provider);
  return familyAccess(rows.map(factsOf), at);
}

function statusOf(
  rows: q.SubscriptionRow[],
  at: Date,
  access = familyAccess(rows.map(factsOf), at),
): SubscriptionStatusResponse {
  const current = rows[0] ?? null;
  return {
    status: (current?.status as SubscriptionStatusResponse['status']) ?? 'none',
    has_access: access.hasAccess,
    frequency: (current?.frequency as Frequency | undefined) ?? null,
    trial_end_at: iso(current?.trialEnd),
    current_period_end: iso(current?.currentPeriodEnd),
    cancel_at_period_end: current?.cancelAtPeriodEnd ?? false,
  };
}

function subscriptionView(row: q.SubscriptionRow): BillingSubscription {
  const charging = row.status === 'trialing' || row.status === 'active';
  const nextAt =
    !charging || row.cancelAtPeriodEnd
      ? null
      : row.status === 'trialing'
        ? row.trialEnd
        : row.currentPeriodEnd;
  return {
    id: row.subscriptionId,
    status: row.status as BillingSubscription['status'],
    frequency: row.frequency as Frequency,
    amount: row.amount,
    currency: row.currency,
    created_at: row.providerCreatedAt.toISOString(),
    trial_end_at: iso(row.trialEnd),
    current_period_end: iso(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: iso(row.canceledAt),
    next_charge_at: iso(nextAt),
    next_charge_amount: nextAt ? row.amount : null,
    payment_error: row.status === 'past_due' || row.status === 'unpaid' ? row.paymentError : null,
  };
}

async function rowsOf(deps: BillingDeps, userId: string) {
  return q.subscriptionsOfUser(deps.db, userId, deps.config.billing.provider);
}

export async function status(deps: BillingDeps, caller: Caller): Promise<SubscriptionStatusResponse> {
  return statusOf(await rowsOf(deps, caller.userId), deps.now());
}

export async function overview(deps: BillingDeps, caller: Caller): Promise<BillingOverview> {
  const rows = await rowsOf(deps, caller.userId);
  const at = deps.now();
  const access = familyAccess(rows.map(factsOf), at);
  const provider = await billingProvider(deps);
  return {
    status: statusOf(rows, at, access),
    access: { state: access.state, has_access: access.hasAccess, access_until: iso(access.until) },
    subscription: rows[0] ? subscriptionView(rows[0]) : null,
    trial_available: !(await q.everSubscribed(deps.db, caller.userId)),
    provider: provider.name,
    test_mode: provider.testMode,
  };
}

/**
 * Back from the provider's portal: the changes made there reach us by webhook, which may come after
 * the parent does, so the family's rows are brought up to date from the provider now, through the
 * one writer (decision 058), and the page shows what the parent just did.
 */
export async function refreshOverview(
  deps: BillingDeps,
  caller: Caller,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<BillingOverview> {
  const provider = await billingProvider(deps);
  const customer = await q.findCustomerOfUser(deps.db, caller.userId, provider.name);
  if (customer) await viaProvider(() => syncCustomer(deps, provider, customer.customerId, { log }));
  return overview(deps, caller);
}

/** Return addresses must be on this site: a checkout must not send a parent somewhere else. */
function ownUrl(deps: BillingDeps, url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url, deps.config.appUrl);
  } catch {
    throw new Invalid('The return address must be on this site.');
  }
  if (parsed.origin !== new URL(deps.config.appUrl).origin)
    throw new Invalid('The return address must be on this site.');
  return parsed;
}

/**
 * Starts a checkout (REST and GraphQL): the customer is made on first use, a family has one live
 * subscription at a time, and the free trial is offered once per family.
 */
export async function startCheckout(
  deps: BillingDeps,
  caller: Caller,
  frequency: Frequency,
  urls?: { successUrl: string; cancelUrl: string },
): Promise<string> {
  refuseImpersonation(caller);
  const rows = await rowsOf(deps, caller.userId);
  if (rows.some((r) => isLiveStatus(r.status)))
    throw new Conflict(
      'Your family already has a membership. Change or cancel it from Manage subscription.',
      'already_subscribed',
    );
  const provider = await billingProvider(deps);
  const customerId = await ensureCustomer(deps, caller.userId);
  const success = ownUrl(deps, urls?.successUrl ?? '/my-purchases');
  const cancel = ownUrl(deps, urls?.cancelUrl ?? '/');
  // The provider puts the session id in place of the placeholder; kept unencoded for it to find.
  success.searchParams.delete('session_id');
  const sep = success.search ? '&' : '?';
  const successUrl = `${success.toString()}${sep}session_id={CHECKOUT_SESSION_ID}`;
  const trialDays = (await q.everSubscribed(deps.db, caller.userId)) ? null : PLAN.trialDays;
  const session = await viaProvider(() =>
    provider.createCheckoutSession({
      customerId,
      userId: caller.userId,
      frequency,
      trialDays,
      successUrl,
      cancelUrl: cancel.toString(),
    }),
  );
  return session.url;
}

async function ensureCustomer(deps: BillingDeps, userId: string): Promise<string> {
  const provider = await billingProvider(deps);
  const existing = await q.findCustomerOfUser(deps.db, userId, provider.name);
  if (existing) return existing.customerId;
  const account = await q.findAccount(deps.db, userId);
  if (!account?.email) throw new NotFound('Account not found.');
  const made = await viaProvider(() =>
    provider.createCustomer({
      userId,
      email: account.email ?? '',
      name: `${account.firstName} ${account.lastName}`.trim(),
    }),
  );
  const row = await q.insertCustomer(deps.db, {
    userId,
    provider: provider.name,
    customerId: made.customerId,
    createdAt: deps.now(),
  });
  return row?.customerId ?? made.customerId;
}

export async function openPortal(deps: BillingDeps, caller: Caller, returnUrl?: string): Promise<string> {
  refuseImpersonation(caller);
  const provider = await billingProvider(deps);
  const customer = await q.findCustomerOfUser(deps.db, caller.userId, provider.name);
  if (!customer) throw new Invalid('You have no subscription to manage yet.', 'no_subscription');
  const back = ownUrl(deps, returnUrl ?? '/my-account/subscriptions');
  const session = await viaProvider(() =>
    provider.createPortalSession({ customerId: customer.customerId, returnUrl: back.toString() }),
  );
  return session.url;
}

export async function purchases(
  deps: BillingDeps,
  caller: Caller,
  sessionId?: string,
): Promise<PurchasesResponse> {
  const provider = await billingProvider(deps);
  const customer = await q.findCustomerOfUser(deps.db, caller.userId, provider.name);
  let rows = await rowsOf(deps, caller.userId);
  let processing = false;
  if (sessionId) {
    const session = customer ? await viaProvider(() => provider.getCheckoutSession(sessionId)) : null;
    if (!session || !customer || session.customerId !== customer.customerId)
      throw new NotFound('This checkout was not found.');
    if (session.status === 'complete' && !rows.some((r) => r.subscriptionId === session.subscriptionId)) {
      // Paid at the provider, webhook not here yet: ask for the state now rather than wait for it.
      await deps.jobs.send(CUSTOMER_JOB, {
        provider: provider.name,
        customerId: customer.customerId,
        reason: 'checkout-return',
      });
      processing = true;
      rows = [];
    }
  }
  const receipts = customer ? await q.receiptsOfUser(deps.db, caller.userId, provider.name) : [];
  return {
    state: processing ? 'processing' : rows.length > 0 ? 'complete' : 'none',
    subscription: rows[0] ? subscriptionView(rows[0]) : null,
    receipts: receipts.map((r) => ({
      id: r.invoiceId,
      number: r.number,
      amount_paid: r.amountPaid,
      currency: r.currency,
      paid_at: iso(r.paidAt),
      period_start: iso(r.periodStart),
      period_end: iso(r.periodEnd),
      url: r.hostedUrl,
    })),
  };
}

/**
 * The parent's cards as the provider has them now, with the one charged marked, and what a card
 * change needs: the provider, the customer and the live subscriptions (null without a customer).
 */
async function cardsOf(deps: BillingDeps, userId: string) {
  const provider = await billingProvider(deps);
  const customer = await q.findCustomerOfUser(deps.db, userId, provider.name);
  if (!customer) return null;
  const { cards, customerDefaultId } = await viaProvider(() => provider.listCards(customer.customerId));
  const live = (await rowsOf(deps, userId)).filter((r) => isLiveStatus(r.status));
  // The customer's default once the parent chose one (it is then the subscription's too); before that,
  // the card the checkout put on the subscription.
  const defaultId = customerDefaultId ?? live[0]?.defaultPaymentMethod ?? null;
  return {
    provider,
    customerId: customer.customerId,
    live,
    cards: cards.map((c) => ({
      id: c.id,
      brand: c.brand,
      last4: c.last4,
      exp_month: c.expMonth,
      exp_year: c.expYear,
      is_default: c.id === defaultId,
    })),
  };
}

export async function listCards(deps: BillingDeps, caller: Caller): Promise<BillingCards> {
  return { cards: (await cardsOf(deps, caller.userId))?.cards ?? [] };
}

/** Only a card of this parent's own customer: another family's card id is simply not found. */
async function ownCard(deps: BillingDeps, userId: string, cardId: string) {
  const found = await cardsOf(deps, userId);
  const card = found?.cards.find((c) => c.id === cardId);
  if (!found || !card) throw new NotFound(CARD_NOT_FOUND);
  return { ...found, card };
}

/** Makes a card the one charged; a failed charge waiting on a better card is tried again at once. */
export async function makeDefaultCard(
  deps: BillingDeps,
  caller: Caller,
  cardId: string,
): Promise<BillingCards> {
  refuseImpersonation(caller);
  const { provider, customerId, live } = await ownCard(deps, caller.userId, cardId);
  await viaProvider(() =>
    provider.setDefaultCard({ customerId, cardId, subscriptionIds: live.map((r) => r.subscriptionId) }),
  );
  const unpaid = live.find((r) => r.status === 'past_due' && r.latestInvoiceId);
  if (unpaid?.latestInvoiceId) {
    const invoiceId = unpaid.latestInvoiceId;
    await viaProvider(() => provider.payInvoice(invoiceId));
  }
  return listCards(deps, caller);
}

export async function removeCard(deps: BillingDeps, caller: Caller, cardId: string): Promise<void> {
  refuseImpersonation(caller);
  const { provider, customerId, live, card } = await ownCard(deps, caller.userId, cardId);
  if (live.length > 0 && card.is_default)
    throw new Conflict('Choose another default card first.', 'default_card');
  await viaProvider(() => provider.detachCard({ customerId, cardId }));
}

/** What the mesh's `me` says of billing (spec §3): a child only learns whether the family has access. */
export async function meBilling(deps: BillingDeps, user: { id: string; type: UserType }) {
  const at = deps.now();
  if (user.type !== 'parent') {
    const access =
      user.type === 'child'
        ? await accessForCaller(
            deps.db,
            { userId: user.id, type: user.type },
            deps.config.billing.provider,
            at,
          )
        : null;
    return {
      hasActiveStripeSubscription: access?.hasAccess ?? false,
      subscriptionStatus: null,
      subscriptions: [],
    };
  }
  const rows = await rowsOf(deps, user.id);
  const st = statusOf(rows, at);
  return {
    hasActiveStripeSubscription: st.has_access,
    subscriptionStatus: st.status,
    subscriptions: rows.map((r) => ({
      id: r.subscriptionId,
      status: r.status,
      trialEndAt: iso(r.trialEnd),
      createdAt: r.providerCreatedAt.toISOString(),
    })),
  };
}

/**
 * Before a parent's account is deleted: every subscription that could still charge is ended at the
 * provider at once, so a deleted family is never charged again. A provider that cannot be reached
 * stops the deletion (502): better a parent who tries again than a card charged for nobody. Our own
 * billing rows go with the account (foreign keys cascade); the provider keeps its records of past
 * payments, as it must.
 */
export async function closeAccount(deps: BillingDeps, userId: string): Promise<{ ended: number }> {
  const customer = await q.findCustomerOfUser(deps.db, userId, deps.config.billing.provider);
  if (!customer) return { ended: 0 };
  const provider = await billingProvider(deps);
  const subs = await viaProvider(() => provider.listSubscriptions(customer.customerId));
  const live = subs.filter((s) => isLiveStatus(s.status));
  for (const sub of live) await viaProvider(() => provider.cancelSubscriptionNow(sub.id));
  return { ended: live.length };
}
