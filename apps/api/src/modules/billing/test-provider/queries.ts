import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { SimObject } from '../../../payments/simulation.ts';
import type { EventShape } from '../../../payments/stripe-shapes.ts';
import { billingTestDeliveries, billingTestObjects } from './tables.ts';

/** The customer an object belongs to (a session id is looked up this way), or null. */
export async function customerOfObject(
  db: DbOrTx,
  id: string,
  kind: SimObject['object'],
): Promise<string | null> {
  const rows = await db
    .select({ customerId: billingTestObjects.customerId })
    .from(billingTestObjects)
    .where(and(eq(billingTestObjects.id, id), eq(billingTestObjects.kind, kind)))
    .limit(1);
  return rows[0]?.customerId ?? null;
}

/** Locks the customer's row for this transaction: one change to a customer's objects at a time. */
export async function lockCustomer(db: DbOrTx, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: billingTestObjects.id })
    .from(billingTestObjects)
    .where(and(eq(billingTestObjects.id, customerId), eq(billingTestObjects.kind, 'customer')))
    .for('update');
  return rows.length > 0;
}

const KINDS: SimObject['object'][] = [
  'customer',
  'subscription',
  'invoice',
  'payment_method',
  'checkout.session',
  'billing_portal.session',
];

export async function objectsOfCustomer(db: DbOrTx, customerId: string): Promise<SimObject[]> {
  // Every kind named, so the (kind, customer_id) index serves it.
  const rows = await db
    .select({ data: billingTestObjects.data })
    .from(billingTestObjects)
    .where(and(inArray(billingTestObjects.kind, KINDS), eq(billingTestObjects.customerId, customerId)));
  return rows.map((r) => r.data as unknown as SimObject);
}

export async function saveObjects(
  db: DbOrTx,
  customerId: string,
  objects: SimObject[],
  now: Date,
): Promise<void> {
  if (objects.length === 0) return;
  await db
    .insert(billingTestObjects)
    .values(
      objects.map((o) => ({
        id: o.id,
        kind: o.object,
        customerId,
        data: o as unknown as Record<string, unknown>,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: billingTestObjects.id,
      set: { data: sql`excluded.data`, updatedAt: sql`excluded.updated_at` },
    });
}

/** Queues events for delivery, in the order they happened (one millisecond apart). */
export async function insertDeliveries(db: DbOrTx, events: EventShape[], now: Date): Promise<void> {
  if (events.length === 0) return;
  await db.insert(billingTestDeliveries).values(
    events.map((e, i) => ({
      eventId: e.id,
      payload: JSON.stringify(e),
      createdAt: new Date(now.getTime() + i),
    })),
  );
}

export async function findDelivery(db: DbOrTx, eventId: string) {
  const rows = await db
    .select()
    .from(billingTestDeliveries)
    .where(eq(billingTestDeliveries.eventId, eventId));
  return rows[0] ?? null;
}

export async function recordDelivery(
  db: DbOrTx,
  eventId: string,
  result: { status: number; deliveredAt: Date | null },
): Promise<void> {
  await db
    .update(billingTestDeliveries)
    .set({
      attempts: sql`${billingTestDeliveries.attempts} + 1`,
      lastStatus: result.status,
      deliveredAt: result.deliveredAt,
    })
    .where(eq(billingTestDeliveries.eventId, eventId));
}

/** Events not yet delivered, oldest first. */
export async function pendingDeliveries(db: DbOrTx) {
  return db
    .select()
    .from(billingTestDeliveries)
    .where(isNull(billingTestDeliveries.deliveredAt))
    .orderBy(asc(billingTestDeliveries.createdAt));
}

/** Customers with a subscription that time can still change (for the hourly clock). */
export async function customersWithLiveSubscriptions(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ customerId: billingTestObjects.customerId })
    .from(billingTestObjects)
    .where(
      and(
        eq(billingTestObjects.kind, 'subscription'),
        inArray(sql<string>`${billingTestObjects.data}->>'status'`, ['trialing', 'active', 'past_due']),
      ),
    );
  return rows.flatMap((r) => (r.customerId ? [r.customerId] : []));
}

/** Clean-up: delivered events after 7 days. */
export async function deleteDeliveredBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(billingTestDeliveries)
    .where(sql`${billingTestDeliveries.deliveredAt} < ${before}`)
    .returning({ id: billingTestDeliveries.eventId });
  return rows.length;
}

/** Marks a customer's waiting events as delivered (the demo seed applies them itself). */
export async function markCustomerDeliveriesDone(db: DbOrTx, customerId: string, at: Date): Promise<number> {
  const rows = await db
    .update(billingTestDeliveries)
    .set({ deliveredAt: at })
    .where(
      and(
        isNull(billingTestDeliveries.deliveredAt),
        sql`(${billingTestDeliveries.payload}::jsonb -> 'data' -> 'object' ->> 'customer' = ${customerId}
          or ${billingTestDeliveries.payload}::jsonb -> 'data' -> 'object' ->> 'id' = ${customerId})`,
      ),
    )
    .returning({ id: billingTestDeliveries.eventId });
  return rows.length;
}
