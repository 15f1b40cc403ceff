import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { defineJob, type JobContext } from '../../jobs/queue.ts';
import { type BillingDeps, billingProvider, testProviderOf } from './provider.ts';
import * as q from './queries.ts';
import { syncCustomer } from './sync.ts';
import { cleanUpTestProvider, DELIVER_JOB, deliverTestEvent } from './test-provider/service.ts';
import { CUSTOMER_JOB } from './webhook.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const depsOfJob = (ctx: JobContext): BillingDeps => ({
  db: ctx.db,
  config: ctx.config,
  jobs: ctx.jobs,
  now: ctx.now,
});

/**
 * `billing.customer`: brings one customer's rows in line with the provider (decision 027). Woken by a
 * webhook event, a checkout that came back, or the reconciliation; what it writes depends only on
 * what the provider says now, so running it twice, late or out of order is harmless.
 */
export const billingCustomerJob = defineJob({
  name: CUSTOMER_JOB,
  payload: z.object({
    provider: z.enum(['stripe', 'test']),
    customerId: z.string().min(1),
    eventId: z.string().optional(),
    reason: z.enum(['checkout-return', 'reconcile']).optional(),
  }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  handle: async (payload, ctx) => {
    const deps = depsOfJob(ctx);
    const provider = await billingProvider(deps);
    const event = payload.eventId ? await q.findEvent(ctx.db, payload.eventId) : null;
    if (event?.processedAt) return;
    // A customer of the other provider (a server that changed provider): nothing to ask.
    const outcome =
      payload.provider === provider.name
        ? await syncCustomer(deps, provider, payload.customerId, { eventType: event?.type, log: ctx.log })
        : 'unknown_customer';
    if (event) await q.markEvent(ctx.db, event.id, outcome, ctx.now());
    if (outcome === 'unknown_customer')
      ctx.log.warn({ customerId: payload.customerId }, 'billing event for an unknown customer');
  },
});

/**
 * `billing.reconcile` (nightly): queues again the events whose job was lost, and re-reads every
 * customer whose billing can still change, so a webhook that never came is repaired within a day.
 */
export const billingReconcileJob = defineJob({
  name: 'billing.reconcile',
  payload: z.object({}),
  retryLimit: 2,
  handle: async (_payload, ctx) => {
    const at = ctx.now();
    const provider = ctx.config.billing.provider;
    const stuck = await q.stuckEvents(ctx.db, new Date(at.getTime() - 15 * 60 * 1000));
    for (const e of stuck)
      if (e.customerId)
        await ctx.jobs.send(CUSTOMER_JOB, { provider: e.provider, customerId: e.customerId, eventId: e.id });
    const customers = await q.customersToReconcile(
      ctx.db,
      provider,
      new Date(at.getTime() - 40 * DAY_MS),
      new Date(at.getTime() - 2 * DAY_MS),
    );
    for (const customerId of customers)
      await ctx.jobs.send(CUSTOMER_JOB, { provider, customerId, reason: 'reconcile' });
    ctx.log.info({ events: stuck.length, customers: customers.length }, 'billing reconciliation queued');
  },
});

/** `billing-test.deliver`: one of the test provider's events, POSTed signed to our own webhook (retried on a non-2xx). */
export const billingTestDeliverJob = defineJob({
  name: DELIVER_JOB,
  payload: z.object({ eventId: z.string().min(1) }),
  retryLimit: 8,
  retryDelaySeconds: 5,
  handle: ({ eventId }, ctx) => deliverTestEvent(ctx.db, ctx.config, eventId, ctx.now()),
});

/** `billing-test.clock` (hourly): time passes for the test provider's subscriptions. A no-op with Stripe. */
export const billingTestClockJob = defineJob({
  name: 'billing-test.clock',
  payload: z.object({}),
  retryLimit: 1,
  handle: async (_payload, ctx) => {
    const test = testProviderOf(depsOfJob(ctx));
    if (!test) return;
    const customers = await test.advanceAll();
    if (customers > 0) ctx.log.info({ customers }, 'test billing clock ran');
  },
});

export const BILLING_JOBS = [
  billingCustomerJob,
  billingReconcileJob,
  billingTestDeliverJob,
  billingTestClockJob,
];

/** Daily clean-up: processed events after 90 days, delivered test events after 7. */
export async function cleanUpBilling(db: DbOrTx, at: Date) {
  return {
    billing_events: await q.deleteProcessedEventsBefore(db, new Date(at.getTime() - 90 * DAY_MS)),
    ...(await cleanUpTestProvider(db, at)),
  };
}
