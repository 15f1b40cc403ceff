import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The built-in test provider's own state (decision 027): what `npm start`, e2e and the demo pay with
// when STRIPE_SECRET_KEY is not set. It keeps Stripe-shaped objects and an outbox of the signed events
// it sends to our webhook, so the same handler serves both providers.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Customers, subscriptions, invoices, cards, checkout and portal sessions, as Stripe shapes them. */
export const billingTestObjects = pgTable(
  'billing_test_objects',
  {
    /** cus_test_…, sub_test_…, in_test_…, pm_test_…, cs_test_…, bps_test_… */
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    customerId: text('customer_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('billing_test_objects_kind_customer_idx').on(t.kind, t.customerId)],
);

/** Events waiting to be delivered to /v1/billing/webhook, with the exact JSON that gets signed. */
export const billingTestDeliveries = pgTable(
  'billing_test_deliveries',
  {
    eventId: text('event_id').primaryKey(),
    payload: text('payload').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
  },
  (t) => [index('billing_test_deliveries_pending_idx').on(t.createdAt).where(sql`${t.deliveredAt} is null`)],
);
