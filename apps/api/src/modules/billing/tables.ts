import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';

// The family membership as the payment provider (Stripe, or the built-in test provider) last told us
// (decision 027). Billing is the one writer of these tables. Webhooks and the nightly reconciliation
// keep them true by re-reading the provider, so no event payload is stored. Cards are not kept here:
// the cards page reads them from the provider.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A parent's customer at a provider; made on the first checkout. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    unique('billing_customers_provider_customer_unique').on(t.provider, t.customerId),
  ],
);

/** One subscription, in the provider's words (`status` is Stripe's), overwritten on every sync. */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    status: text('status').notNull(),
    frequency: text('frequency').notNull(),
    priceId: text('price_id').notNull(),
    /** Minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    providerCreatedAt: at('provider_created_at').notNull(),
    trialStart: at('trial_start'),
    trialEnd: at('trial_end'),
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelAt: at('cancel_at'),
    canceledAt: at('canceled_at'),
    endedAt: at('ended_at'),
    defaultPaymentMethod: text('default_payment_method'),
    latestInvoiceId: text('latest_invoice_id'),
    /** The provider's words for the last failed charge, shown to the parent until a charge succeeds. */
    paymentError: text('payment_error'),
    syncedAt: at('synced_at').notNull().defaultNow(),
  },
  (t) => [
    unique('billing_subscriptions_provider_subscription_unique').on(t.provider, t.subscriptionId),
    index('billing_subscriptions_user_created_idx').on(t.userId, t.providerCreatedAt.desc()),
    // The nightly reconciliation walks the subscriptions that can still change.
    index('billing_subscriptions_live_idx')
      .on(t.status)
      .where(sql`${t.status} not in ('canceled', 'incomplete_expired')`),
  ],
);

/** Receipts: the provider's invoices of a parent, shown on /my-purchases. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    provider: text('provider').notNull(),
    invoiceId: text('invoice_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id'),
    number: text('number'),
    status: text('status').notNull(),
    amountDue: integer('amount_due').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull(),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    paidAt: at('paid_at'),
    hostedUrl: text('hosted_url'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.invoiceId] }),
    index('billing_invoices_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Every webhook event received, once by its id: a replay finds its row and changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    customerId: text('customer_id'),
    objectId: text('object_id'),
    eventCreatedAt: at('event_created_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
    /** applied | ignored | unknown_customer */
    outcome: text('outcome'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('billing_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`),
    index('billing_events_customer_idx').on(t.customerId, t.receivedAt),
  ],
);

/** Emails sent once each (e.g. `receipt:in_…`, `trial-ends:sub_…`), whatever number of events asked. */
export const billingNotices = pgTable(
  'billing_notices',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  // Deleting an account deletes its notices: found by this index, not a scan.
  (t) => [index('billing_notices_user_idx').on(t.userId)],
);
