import {
  BillingCards,
  BillingOverview,
  PurchasesQuery,
  PurchasesResponse,
  SubscribeRequest,
  SubscribeResponse,
  SubscriptionStatusResponse,
} from '@ye/contracts/billing';
import { ErrorBody } from '@ye/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as billing from './service.ts';
import testProviderRoutes from './test-provider/routes.ts';
import { receiveWebhook } from './webhook.ts';

const CardParams = z.object({ cardId: z.string().min(1).max(255) });
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export default async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const parentOnly = app.requireRole('parent');
  const deps = billing.depsOf(app);

  app.post(
    '/v1/parent/subscribe',
    {
      preHandler: parentOnly,
      config: { rateLimit: { max: 10, timeWindow: 60 * 1000 } },
      schema: {
        tags,
        summary: 'Start a checkout for the family membership (monthly or yearly)',
        body: SubscribeRequest,
        response: {
          200: SubscribeResponse,
          ...errorResponses,
          409: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request) => ({
      checkout_url: await billing.startCheckout(deps, callerOf(request), request.body.frequency),
    }),
  );

  app.get(
    '/v1/subscription/status',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'The family’s membership as our records have it (kept true by the provider’s webhooks)',
        response: { 200: SubscriptionStatusResponse, ...errorResponses },
      },
    },
    async (request) => billing.status(deps, callerOf(request)),
  );

  app.get(
    '/v1/billing/overview',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Everything the subscriptions page shows: plan, access, next charge, trial',
        response: { 200: BillingOverview, ...errorResponses },
      },
    },
    async (request) => billing.overview(deps, callerOf(request)),
  );

  app.post(
    '/v1/billing/overview/refresh',
    {
      preHandler: parentOnly,
      config: { rateLimit: { max: 20, timeWindow: 60 * 1000 } },
      schema: {
        tags,
        summary:
          'The overview after a visit to the provider’s portal: our records are first brought up to date',
        response: { 200: BillingOverview, ...errorResponses, 429: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => billing.refreshOverview(deps, callerOf(request), request.log),
  );

  app.get(
    '/v1/billing/purchases',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'The receipt page: what was bought, and the paid receipts (after a checkout: its state)',
        querystring: PurchasesQuery,
        response: { 200: PurchasesResponse, ...errorResponses, 502: ErrorBody },
      },
    },
    async (request) => billing.purchases(deps, callerOf(request), request.query.session_id),
  );

  app.get(
    '/v1/billing/cards',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'The cards on file, read from the payment provider',
        response: { 200: BillingCards, ...errorResponses, 502: ErrorBody },
      },
    },
    async (request) => billing.listCards(deps, callerOf(request)),
  );

  app.post(
    '/v1/billing/cards/:cardId/default',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Make a card the one charged (a failed payment is tried again with it at once)',
        params: CardParams,
        response: { 200: BillingCards, ...errorResponses, 409: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => billing.makeDefaultCard(deps, callerOf(request), request.params.cardId),
  );

  app.delete(
    '/v1/billing/cards/:cardId',
    {
      preHandler: parentOnly,
      schema: {
        tags,
        summary: 'Remove a card (not the one a live membership is charged to)',
        params: CardParams,
        response: { 204: z.null().describe('No content'), ...errorResponses, 409: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      await billing.removeCard(deps, callerOf(request), request.params.cardId);
      return reply.status(204).send(null);
    },
  );

  // The webhook reads its body as raw bytes: the signature covers them exactly, so nothing may parse
  // them first. Its own scope keeps that away from every other route.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/v1/billing/webhook',
      {
        schema: {
          tags,
          summary: 'Events from the payment provider, signed with the webhook secret (Stripe-Signature)',
          security: [],
          response: { 200: z.object({ received: z.literal(true) }), 400: ErrorBody, 413: ErrorBody },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return receiveWebhook(deps, raw, request.headers['stripe-signature']);
      },
    );
  });

  if (app.config.billing.provider === 'test') await app.register(testProviderRoutes);
}
