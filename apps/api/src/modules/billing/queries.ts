import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ProviderInvoice, ProviderSubscription } from '../../payments/provider.ts';
import { users } from '../auth/tables.ts';
import {
  billingCustomers,
  billingEvents,
  billingInvoices,
  billingNotices,
  billingSubscriptions,
} from './tables.ts';

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;
export type EventRow = typeof billingEvents.$inferSelect;

/** The parent's name and email, for the provider's customer record and the emails. */
export async function findAccount(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0] ?? null;
}

/** Whose membership counts for this account: its own, or its parent's for a child. */
/**
 * The subscriptions of the family a user belongs to (a parent's own, a child's parent's), newest
 * first: one query, by the users primary key and the subscriptions' user index.
 */
export async function subscriptionsOfFamily(
  db: DbOrTx,
  userId: string,
  provider: string,
): Promise<SubscriptionRow[]> {
  const owner = db
    .select({ id: sql<string>`coalesce(${users.parentId}, ${users.id})` })
    .from(users)
    .where(eq(users.id, userId));
  return db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, sql`(${owner})`), eq(billingSubscriptions.provider, provider)))
    .orderBy(desc(billingSubscriptions.providerCreatedAt));
}

export async function findCustomerOfUser(db: DbOrTx, userId: string, provider: string) {
  const rows = await db
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return rows[0] ?? null;
}

/** The customer row by the provider's id, locked for this transaction when `lock` (one writer at a time). */
export async function findCustomer(db: DbOrTx, provider: string, customerId: string, lock = false) {
  const query = db
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** Keeps the first customer made for a parent; a twin made by a race is left unused at the provider. */
export async function insertCustomer(
  db: DbOrTx,
  row: { userId: string; provider: string; customerId: string; createdAt: Date },
) {
  await db.insert(billingCustomers).values(row).onConflictDoNothing();
  return findCustomerOfUser(db, row.userId, row.provider);
}

/** A family's subscriptions at this provider, newest first (spec §4: the newest one is shown). */
export async function subscriptionsOfUser(
  db: DbOrTx,
  userId: string,
  provider: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, userId), eq(billingSubscriptions.provider, provider)))
    .orderBy(desc(billingSubscriptions.providerCreatedAt));
}

/** Whether this parent ever had a subscription, at any provider (one trial per family). */
export async function everSubscribed(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Writes the provider's state of a subscription over ours; the payment error is decided by the caller. */
export async function upsertSubscription(
  db: DbOrTx,
  p: { userId: string; provider: string; sub: ProviderSubscription; paymentError: string | null; at: Date },
): Promise<void> {
  const { sub } = p;
  const values = {
    userId: p.userId,
    provider: p.provider,
    customerId: sub.customerId,
    subscriptionId: sub.id,
    status: sub.status,
    frequency: sub.frequency ?? 'monthly',
    priceId: sub.priceId,
    amount: sub.amount,
    currency: sub.currency,
    providerCreatedAt: sub.createdAt,
    trialStart: sub.trialStart,
    trialEnd: sub.trialEnd,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    cancelAt: sub.cancelAt,
    canceledAt: sub.canceledAt,
    endedAt: sub.endedAt,
    defaultPaymentMethod: sub.defaultPaymentMethodId,
    latestInvoiceId: sub.latestInvoiceId,
    paymentError: p.paymentError,
    syncedAt: p.at,
  };
  const { userId: _u, provider: _p, subscriptionId: _s, ...changes } = values;
  await db
    .insert(billingSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: [billingSubscriptions.provider, billingSubscriptions.subscriptionId],
      set: changes,
    });
}

export async function upsertInvoice(
  db: DbOrTx,
  p: { userId: string; provider: string; invoice: ProviderInvoice },
) {
  const inv = p.invoice;
  const values = {
    provider: p.provider,
    invoiceId: inv.id,
    userId: p.userId,
    subscriptionId: inv.subscriptionId,
    number: inv.number,
    status: inv.status,
    amountDue: inv.amountDue,
    amountPaid: inv.amountPaid,
    currency: inv.currency,
    periodStart: inv.periodStart,
    periodEnd: inv.periodEnd,
    paidAt: inv.paidAt,
    hostedUrl: inv.hostedUrl,
    createdAt: inv.createdAt,
  };
  const { provider: _p, invoiceId: _i, userId: _u, ...changes } = values;
  await db
    .insert(billingInvoices)
    .values(values)
    .onConflictDoUpdate({ target: [billingInvoices.provider, billingInvoices.invoiceId], set: changes });
}

/** Paid receipts of a parent, newest first. */
export async function receiptsOfUser(db: DbOrTx, userId: string, provider: string, limit = 24) {
  return db
    .select()
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.userId, userId),
        eq(billingInvoices.provider, provider),
        eq(billingInvoices.status, 'paid'),
        sql`${billingInvoices.amountPaid} > 0`,
      ),
    )
    .orderBy(desc(billingInvoices.createdAt))
    .limit(limit);
}

/** Records an event once by its id; false when it was there already. */
export async function insertEvent(
  db: DbOrTx,
  row: {
    id: string;
    provider: string;
    type: string;
    customerId: string | null;
    objectId: string | null;
    eventCreatedAt: Date;
    receivedAt: Date;
    processedAt?: Date | null;
    outcome?: string | null;
  },
): Promise<boolean> {
  const rows = await db
    .insert(billingEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

export async function findEvent(db: DbOrTx, id: string): Promise<EventRow | null> {
  const rows = await db.select().from(billingEvents).where(eq(billingEvents.id, id));
  return rows[0] ?? null;
}

export async function markEvent(db: DbOrTx, id: string, outcome: string, at: Date): Promise<void> {
  await db
    .update(billingEvents)
    .set({ processedAt: at, outcome, attempts: sql`${billingEvents.attempts} + 1` })
    .where(eq(billingEvents.id, id));
}

/** Events received but not processed before `before` (a lost job): the reconciliation queues them again. */
export async function stuckEvents(db: DbOrTx, before: Date) {
  return db
    .select({ id: billingEvents.id, customerId: billingEvents.customerId, provider: billingEvents.provider })
    .from(billingEvents)
    .where(and(isNull(billingEvents.processedAt), lt(billingEvents.receivedAt, before)));
}

/** Claims an email's key: true the first time, false when it was sent already. */
export async function claimNotice(db: DbOrTx, key: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(billingNotices)
    .values({ key, userId, sentAt: at })
    .onConflictDoNothing()
    .returning({ key: billingNotices.key });
  return rows.length > 0;
}

/** Customers whose billing can still change (for the nightly reconciliation). */
export async function customersToReconcile(db: DbOrTx, provider: string, changedSince: Date, newSince: Date) {
  const rows = await db.execute<{ customer_id: string }>(sql`
    select distinct c.customer_id from billing_customers c
    where c.provider = ${provider}
      and (c.created_at >= ${newSince}
        or exists (select 1 from billing_subscriptions s
                   where s.provider = c.provider and s.customer_id = c.customer_id
                     and (s.status not in ('canceled', 'incomplete_expired') or s.synced_at >= ${changedSince})))`);
  return rows.rows.map((r) => r.customer_id);
}

/** Clean-up: processed events after 90 days. */
export async function deleteProcessedEventsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(billingEvents)
    .where(lt(billingEvents.processedAt, before))
    .returning({ id: billingEvents.id });
  return rows.length;
}
