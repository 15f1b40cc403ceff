import { isLiveStatus } from '@ye/contracts/billing';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { queueMail } from '../../mail/jobs.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { BillingProvider, ProviderInvoice, ProviderSubscription } from '../../payments/provider.ts';
import { familyAccess } from './access.ts';
import { cancelledMail, paymentFailedMail, receiptMail, trialEndingMail, welcomeMail } from './emails.ts';
import type { BillingDeps } from './provider.ts';
import * as q from './queries.ts';

// The one writer of a family's billing rows (decision 027). Whatever woke it (a webhook event, a
// checkout that came back, the nightly reconciliation), it asks the provider for the customer's
// current subscriptions and invoices and writes them over ours, holding the customer's row so two
// syncs never interleave. An event's own data and order are never trusted, so a late or repeated
// event cannot roll a cancellation back.

const RECEIPT_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
const NO_REASON = 'Your last payment did not go through.';

export type SyncOutcome = 'applied' | 'unknown_customer';

export const factsOf = (row: q.SubscriptionRow) => ({
  status: row.status as ProviderSubscription['status'],
  createdAt: row.providerCreatedAt,
  trialEnd: row.trialEnd,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

/** Keeps the oldest live subscription and ends the others now (a second checkout tab): both were in a trial. */
async function endTwins(
  provider: BillingProvider,
  subs: ProviderSubscription[],
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const live = subs.filter((s) => isLiveStatus(s.status)).sort((a, b) => +a.createdAt - +b.createdAt);
  const twins = live.slice(1);
  for (const twin of twins) {
    log.warn({ subscription: twin.id, kept: live[0]?.id }, 'a second live subscription was ended');
    await provider.cancelSubscriptionNow(twin.id);
  }
  return new Set(twins.map((t) => t.id));
}

export async function syncCustomer(
  deps: BillingDeps,
  provider: BillingProvider,
  customerId: string,
  opts: { eventType?: string | null; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<SyncOutcome> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const customer = await q.findCustomer(tx, provider.name, customerId, true);
    if (!customer) return 'unknown_customer';
    const userId = customer.userId;

    let subs = await provider.listSubscriptions(customerId);
    const twins = await endTwins(provider, subs, opts.log);
    if (twins.size > 0) subs = await provider.listSubscriptions(customerId);
    const invoices = await provider.listInvoices(customerId, 12);
    const before = new Map(
      (await q.subscriptionsOfUser(tx, userId, provider.name)).map((r) => [r.subscriptionId, r]),
    );

    for (const sub of subs) {
      let paymentError: string | null = null;
      if (sub.status === 'past_due' || sub.status === 'unpaid') {
        const latest = sub.latestInvoiceId ? await provider.getInvoice(sub.latestInvoiceId) : null;
        paymentError = latest?.paymentError ?? before.get(sub.id)?.paymentError ?? NO_REASON;
      }
      await q.upsertSubscription(tx, { userId, provider: provider.name, sub, paymentError, at: now });
    }
    for (const invoice of invoices) await q.upsertInvoice(tx, { userId, provider: provider.name, invoice });

    const after = await q.subscriptionsOfUser(tx, userId, provider.name);
    const mails = await decideMails(tx, deps, provider, {
      userId,
      customerId,
      before,
      after,
      invoices,
      twins,
      eventType: opts.eventType ?? null,
      now,
    });
    // Queued before the commit: a crash in between sends again rather than never (at least once).
    for (const mail of mails) await queueMail(deps.jobs, mail);
    return 'applied';
  });
}

async function decideMails(
  tx: DbOrTx,
  deps: BillingDeps,
  provider: BillingProvider,
  s: {
    userId: string;
    customerId: string;
    before: Map<string, q.SubscriptionRow>;
    after: q.SubscriptionRow[];
    invoices: ProviderInvoice[];
    twins: Set<string>;
    eventType: string | null;
    now: Date;
  },
): Promise<MailMessage[]> {
  const account = await q.findAccount(tx, s.userId);
  if (!account?.email) return [];
  const to = { email: account.email, firstName: account.firstName };
  const appUrl = deps.config.appUrl;
  const mails: MailMessage[] = [];
  const once = async (key: string, mail: () => MailMessage | Promise<MailMessage>) => {
    if (await q.claimNotice(tx, key, s.userId, s.now)) mails.push(await mail());
  };
  const wasLive = [...s.before.values()].some((r) => isLiveStatus(r.status));

  for (const row of s.after) {
    if (s.twins.has(row.subscriptionId)) continue;
    const prev = s.before.get(row.subscriptionId);
    if (!prev && !wasLive && (row.status === 'trialing' || row.status === 'active'))
      await once(`welcome:${row.subscriptionId}`, () => welcomeMail(to, row, appUrl));
    if (
      row.status === 'trialing' &&
      s.eventType === 'customer.subscription.trial_will_end' &&
      !row.cancelAtPeriodEnd &&
      row.trialEnd &&
      row.trialEnd > s.now
    )
      await once(`trial-ending:${row.subscriptionId}:${row.trialEnd.toISOString()}`, async () =>
        trialEndingMail(to, row, await cardLabel(provider, s.customerId, row.defaultPaymentMethod), appUrl),
      );
    if (row.status === 'past_due' && row.paymentError && row.latestInvoiceId) {
      const until = familyAccess(s.after.map(factsOf), s.now).until;
      await once(`payment-failed:${row.latestInvoiceId}`, () =>
        paymentFailedMail(to, row.paymentError ?? NO_REASON, until, appUrl),
      );
    }
    const cancelling = row.cancelAtPeriodEnd && row.status !== 'canceled' && prev && !prev.cancelAtPeriodEnd;
    const ended = row.status === 'canceled' && prev && prev.status !== 'canceled';
    if (cancelling || ended)
      await once(
        `cancelled:${row.subscriptionId}:${row.status === 'canceled' ? 'ended' : 'at-period-end'}`,
        () => cancelledMail(to, row, appUrl),
      );
  }

  const byId = new Map(s.after.map((r) => [r.subscriptionId, r]));
  for (const inv of s.invoices) {
    const recent = inv.paidAt && s.now.getTime() - inv.paidAt.getTime() <= RECEIPT_WINDOW_MS;
    if (inv.status === 'paid' && inv.amountPaid > 0 && recent)
      await once(`receipt:${inv.id}`, () =>
        receiptMail(to, inv.subscriptionId ? (byId.get(inv.subscriptionId) ?? null) : null, inv, appUrl),
      );
  }
  return mails;
}

/** "Visa •••• 4242" for the trial reminder, or null when the card cannot be read. */
async function cardLabel(
  provider: BillingProvider,
  customerId: string,
  cardId: string | null,
): Promise<string | null> {
  try {
    const { cards, customerDefaultId } = await provider.listCards(customerId);
    const card = cards.find((c) => c.id === (cardId ?? customerDefaultId));
    if (!card) return null;
    return `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}`;
  } catch {
    return null;
  }
}
